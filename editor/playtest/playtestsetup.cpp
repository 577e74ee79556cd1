// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window's set-up (issue 14, point 1): the Set-up tray, placing pieces by a drop,
// a click or the keyboard, the legal places on the map, the curtain between players and what
// the rules hide from each, and saving a finished set-up. The window knows the set-up only
// through GameSession's placing functions.

#include "playtest/playtestwindow.h"

#include "document/scenariodocument.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "engine/savedsetup.h"
#include "export/countersheet_face.h"
#include "io/safefile.h"
#include "mapview.h"
#include "playtest/curtain.h"
#include "playtest/placeoverlay.h"
#include "playtest/playtestextension.h"
#include "playtest/setuptray.h"
#include "render/boardrenderer.h"
#include "render/maprenderer.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace hexwright {

namespace {

/// The window's own remembered choice (it concerns only this window).
const char *const CurtainKey = "playtest/curtainBetweenPlayers";

/// Takes pieces dragged from the Set-up tray onto the map: their legal places lit while the
/// drag is on, the hex under it outlined, the drop placed or refused with the engine's reason.
class TrayDrop : public MapDropHandler
{
public:
    explicit TrayDrop(PlaytestWindow &window)
        : m_window(window)
    { }

    bool accepts(const QMimeData *mimeData) const override
    {
        return mimeData && mimeData->hasFormat(QString::fromLatin1(SetupTray::MimeType))
            && m_window.session() && m_window.session()->isPlacing();
    }
    /// A table's drops too: there a piece goes to a point, checked by the session.
    bool worksOnTable() const override { return true; }
    bool dragMoved(const MapDropEvent &event) override
    {
        const QString id = pieceOf(event);
        if (id != m_window.placingPiece())
            m_window.setPlacingPiece(id);
        const std::optional<Place> place = placeOf(event);
        if (place && std::holds_alternative<TablePoint>(*place))
            m_window.placeOverlay()->setTarget(
                place, m_window.session()->placeRefusal(id, *place).isEmpty());
        else
            m_window.placeOverlay()->setTarget(place);
        return place.has_value();
    }
    void dragLeft() override
    {
        m_window.placeOverlay()->setTarget(std::nullopt);
        // Back to what the tray has selected.
        const QString selected = m_window.setupTray()->selectedPiece();
        if (selected != m_window.placingPiece())
            m_window.setPlacingPiece(selected);
    }
    bool dropped(const MapDropEvent &event) override
    {
        const QString id = pieceOf(event);
        const std::optional<Place> place = placeOf(event);
        if (id.isEmpty() || !place)
            return false;
        m_window.placeOverlay()->setTarget(std::nullopt);
        return m_window.placePiece(id, *place).isEmpty();
    }

private:
    std::optional<Place> placeOf(const MapDropEvent &event) const
    {
        return event.hex ? std::optional<Place>(Place(*event.hex))
                         : m_window.placeAtScene(event.scenePos);
    }

    static QString pieceOf(const MapDropEvent &event)
    {
        return event.mimeData
            ? QString::fromUtf8(event.mimeData->data(QString::fromLatin1(SetupTray::MimeType)))
            : QString();
    }

    PlaytestWindow &m_window;
};

/// Whether the log holds a placement: a set-up was played (or a saved one applied).
bool logHasPlacements(const GameSession &session)
{
    for (const QJsonObject &line : session.log()) {
        const QString kind = line.value(QStringLiteral("action"))
                                 .toObject()
                                 .value(QStringLiteral("kind"))
                                 .toString();
        if (kind == QLatin1String("place") || kind == QLatin1String("place_rest"))
            return true;
    }
    return false;
}

} // namespace

void PlaytestWindow::createSetupActions(QMenu *gameMenu)
{
    gameMenu->addSeparator();
    m_curtainAction = new QAction(actionIcon(QStringLiteral("hexwright-curtain")),
                                  tr("C&urtain Between Players"), this);
    m_curtainAction->setObjectName(QStringLiteral("curtainAction"));
    m_curtainAction->setCheckable(true);
    m_curtainAction->setChecked(QSettings().value(QLatin1String(CurtainKey), true).toBool());
    m_curtainAction->setToolTip(
        tr("Cover the board when it passes to the next player in a set-up and when play "
           "starts, open set-ups too (a hidden set-up is always covered)"));
    m_curtainAction->setStatusTip(m_curtainAction->toolTip());
    connect(m_curtainAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(CurtainKey), on); });
    gameMenu->addAction(m_curtainAction);

    m_saveSetupAction
        = new QAction(actionIcon(QStringLiteral("document-save-as")), tr("Save Set-&up..."), this);
    m_saveSetupAction->setObjectName(QStringLiteral("saveSetupAction"));
    m_saveSetupAction->setEnabled(false);
    m_saveSetupAction->setToolTip(tr("Write where every piece was set up, to start later "
                                     "playtests and balance runs from it"));
    m_saveSetupAction->setStatusTip(m_saveSetupAction->toolTip());
    connect(m_saveSetupAction, &QAction::triggered, this, &PlaytestWindow::saveSetup);
    gameMenu->addAction(m_saveSetupAction);
}

void PlaytestWindow::createSetup()
{
    m_tray = new SetupTray(m_undoAction, this);
    m_trayDock = new QDockWidget(tr("Set-up"), this);
    m_trayDock->setObjectName(QStringLiteral("setupDock"));
    m_trayDock->setWidget(m_tray);
    m_trayDock->toggleViewAction()->setIcon(actionIcon(QStringLiteral("hexwright-setup-units")));
    addDockWidget(Qt::LeftDockWidgetArea, m_trayDock);
    m_trayDock->hide();
    connect(m_tray, &SetupTray::pieceSelected, this, &PlaytestWindow::setPlacingPiece);
    // From the keyboard: Enter on a piece puts the map's cursor on a place it may take.
    connect(m_tray, &SetupTray::pieceActivated, this, [this](const QString &id) {
        setPlacingPiece(id);
        const QList<Place> &places = m_placeOverlay->places();
        if (places.isEmpty())
            return;
        if (!m_view->cursorPlace() || !places.contains(*m_view->cursorPlace()))
            m_view->setCursorPlace(places.first());
        m_view->setFocus();
    });
    connect(m_tray, &SetupTray::placeRestRequested, this, [this] { placeRest(); });
    connect(m_tray, &SetupTray::endSetupRequested, this, [this] { endPhase(); });

    m_placeOverlay = new PlaceOverlay(this);
    m_view->addOverlay(m_placeOverlay);
    m_drop = std::make_unique<TrayDrop>(*this);
    m_view->addDropHandler(m_drop.get());

    m_curtain = new Curtain(this);
    connect(m_curtain, &Curtain::revealed, this, [this] {
        refresh();
        m_view->setFocus();
        statusBar()->showMessage(phaseHint());
    });
}

int PlaytestWindow::viewer() const
{
    return m_session ? m_session->decidingPlayer() : -1;
}

bool PlaytestWindow::showsPiece(const QString &id) const
{
    return !m_session || m_session->isVisibleTo(id, viewer());
}

bool PlaytestWindow::isCovered() const
{
    return m_curtain && m_curtain->isVisible();
}

QIcon PlaytestWindow::counterIcon(const PieceView &piece) const
{
    const Ruleset &ruleset = m_board->ruleset();
    const UnitType *type = ruleset.findUnitType(piece.type);
    if (!type)
        return actionIcon(QStringLiteral("hexwright-units"));
    // The counter sheet's face: sizes follow the square, so it reads at list size too.
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(QSize(48, 48) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintCounterFace(painter, QRectF(1, 1, 46, 46), unitCounterFace(*type, piece.colour, ruleset),
                     colourLook(ruleset, piece.colour, false));
    painter.end();
    return QIcon(pixmap);
}

void PlaytestWindow::setPlacingPiece(const QString &id)
{
    m_placing = id;
    const bool placing = m_session && m_session->isPlacing() && !id.isEmpty();
    const QList<Place> places = placing ? m_session->placesFor(id) : QList<Place>();
    const QList<QRectF> area = placing ? m_session->placeArea(id) : QList<QRectF>();
    m_placeOverlay->setPlaces(places);
    m_placeOverlay->setArea(area);
    if (!placing)
        return;
    const QString name = nameCounters(id);
    if (places.isEmpty())
        statusBar()->showMessage(
            tr("%1 has no legal place left: take a placement back with Undo").arg(name));
    else if (!area.isEmpty())
        statusBar()->showMessage(
            tr("Set up %1: drop it anywhere in the lit area, or click a point there").arg(name));
    else
        statusBar()->showMessage(
            tr("Set up %1: drop it on a highlighted hex, or click one (%n legal place(s))", nullptr,
               int(places.size()))
                .arg(name));
}

QString PlaytestWindow::placePiece(const QString &id, const Place &place)
{
    if (!m_session)
        return m_problem;
    const QString name = nameCounters(id);
    const QString where = m_session->placeLabel(place);
    QString why;
    if (isCovered())
        why = tr("the board is covered until the next player shows it");
    else if (!m_session->isPlacing())
        why = tr("no piece is being set up now");
    const QJsonObject action = why.isEmpty() ? m_session->placeAction(id, place) : QJsonObject();
    if (why.isEmpty() && action.isEmpty())
        why = tr("the rules give it no place there");
    const QString description = action.isEmpty() ? QString() : m_session->describe(action);
    if (why.isEmpty())
        why = m_session->apply(action);
    if (!why.isEmpty()) {
        statusBar()->showMessage(
            tr("Cannot set up %1 in %2: %3").arg(name, where, nameCounters(why)), 8000);
        return why;
    }
    // The next piece of the tray, in the row of the one placed, is ready to place.
    const int row = m_tray->pieces().indexOf(id);
    afterAction(QString(), nameCounters(description));
    const QStringList left = m_tray->pieces();
    if (row >= 0 && !left.isEmpty())
        m_tray->selectPiece(left.value(std::min(row, int(left.size()) - 1)));
    statusBar()->showMessage(tr("%1 set up in %2").arg(name, where), 4000);
    return QString();
}

QString PlaytestWindow::placeRest()
{
    if (!m_session)
        return m_problem;
    const QJsonObject action = m_session->placeRestAction();
    if (action.isEmpty()) {
        statusBar()->showMessage(tr("No piece is left to place"), 4000);
        return tr("no piece is left to place");
    }
    return perform(action);
}

void PlaytestWindow::refreshSetup()
{
    if (m_replay) { // a replay shows the game as logged: no tray, no curtain
        m_trayDock->hide();
        return;
    }
    const bool placing = m_session->isPlacing() && !m_session->isOver();
    const int decider = m_session->decidingPlayer();
    if (m_viewer >= 0 && decider != m_viewer && (placing || m_wasPlacing))
        passBoard(m_viewer, decider);
    m_viewer = decider;
    m_wasPlacing = placing;

    if (placing) {
        const QList<PieceView> all = m_session->pieces();
        QHash<QString, PieceView> byId;
        for (const PieceView &piece : all)
            byId.insert(piece.id, piece);
        QList<TrayPiece> pieces;
        for (const QString &id : m_session->piecesToPlace()) {
            const PieceView piece = byId.value(id);
            pieces.append({id,
                           tr("%1 (%2)").arg(piece.name.isEmpty() ? piece.type : piece.name, id),
                           counterIcon(piece)});
        }
        m_tray->setEmptyHint(m_extension ? m_extension->setupHint() : QString());
        m_tray->setPieces(m_session->players().value(decider).name, pieces);
        m_tray->setPhaseName(m_session->phaseName());
        // A piece is always ready to place: its hexes lit, a click away.
        if (m_tray->selectedPiece().isEmpty() && !pieces.isEmpty() && !isCovered())
            m_tray->selectPiece(pieces.first().id);
        if (m_trayDock->isHidden()) {
            m_trayDock->show();
            m_trayDock->raise();
        }
        // The map comes to where this player sets up: at the fitted zoom of a large map a
        // counter just placed is too small to see.
        if (decider != m_framedFor && m_view->isVisible()) {
            m_framedFor = decider;
            frameSetUp();
        }
    } else if (!m_trayDock->isHidden()) {
        m_trayDock->hide();
    }
    if (!placing || !m_tray->pieces().contains(m_placing))
        m_placing = placing ? m_tray->selectedPiece() : QString();
    m_placeOverlay->setPlaces(placing && !m_placing.isEmpty() ? m_session->placesFor(m_placing)
                                                              : QList<Place>());
    m_placeOverlay->setArea(placing && !m_placing.isEmpty() ? m_session->placeArea(m_placing)
                                                            : QList<QRectF>());
    m_saveSetupAction->setEnabled(!placing && logHasPlacements(*m_session));
}

void PlaytestWindow::passBoard(int from, int to)
{
    // Hidden information between the two: a piece one of them may not see.
    bool hidden = false;
    for (const PieceView &piece : m_session->pieces()) {
        if (!m_session->isVisibleTo(piece.id, from) || !m_session->isVisibleTo(piece.id, to)) {
            hidden = true;
            break;
        }
    }
    if (!hidden && !m_curtainAction->isChecked())
        return;
    const QString player = m_session->players().value(to).name;
    QString why = m_session->isPlacing() ? tr("%1 sets up next.").arg(player)
                                         : tr("The set-up is over; %1 plays first.").arg(player);
    if (hidden)
        why += QLatin1Char(' ')
            + tr("The rules hide pieces from one of you: only %1 should see the board now.")
                  .arg(player);
    m_curtain->cover(player, why);
}

bool PlaytestWindow::saveSetupTo(const QString &path, QString *error) const
{
    if (!m_session) {
        *error = m_problem;
        return false;
    }
    const SavedSetup setup = savedSetupOf(*m_session);
    if (setup.players.isEmpty()) {
        *error = tr("this game had no set-up");
        return false;
    }
    return writeFileAtomically(path, savedSetupText(setup), error);
}

void PlaytestWindow::saveSetup()
{
    if (!m_session)
        return;
    QString name = QFileInfo(m_scenarioPath).completeBaseName();
    name.remove(QLatin1String(".scenario"));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Set-up"),
        (name.isEmpty() ? QStringLiteral("playtest") : name) + QLatin1String(".setup.json"),
        tr("Saved set-ups (*.setup.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveSetupTo(path, &error)) {
        QMessageBox::warning(this, tr("Save Set-up"),
                             tr("Could not write %1: %2").arg(path, error));
        return;
    }
    statusBar()->showMessage(tr("Set-up written to %1").arg(path), 4000);
}

PlaytestWindow *PlaytestWindow::fromSavedSetup(const ScenarioDocument &document,
                                               RulesetRegistry &registry, const QString &path,
                                               quint64 seed, QString *error, QWidget *parent)
{
    const std::optional<SavedSetup> setup = readSavedSetupFile(path, error);
    if (!setup)
        return nullptr;
    const FamilyEngine *engine = familyEngineFor(document.ruleset());
    if (!engine) {
        *error = tr("no engine plays the rules of %1").arg(document.ruleset().id);
        return nullptr;
    }
    std::unique_ptr<GameSession> session = engine->newGame(
        {document.scenario(), document.ruleset(), document.panels(), document.filePath()}, seed,
        error);
    if (!session)
        return nullptr;
    if (const QString why = applySavedSetup(*session, *setup); !why.isEmpty()) {
        *error = why;
        return nullptr;
    }
    return new PlaytestWindow(document, registry, std::move(session), QString(), parent);
}

void PlaytestWindow::frameSetUp()
{
    QRectF zones;
    if (const MapRenderer *hexes = m_view->renderer()) {
        for (const QString &id : m_session->piecesToPlace()) {
            for (const Place &place : m_session->placesFor(id)) {
                if (const auto *hex = std::get_if<OffsetCoord>(&place))
                    zones |= hexes->hexPolygon(*hex).boundingRect();
            }
        }
    } else if (const BoardRenderer *board = m_view->boardRenderer()) {
        for (const QString &id : m_session->piecesToPlace()) {
            for (const QRectF &rect : m_session->placeArea(id))
                zones |= board->boardToScene().mapRect(rect);
        }
    }
    m_view->showSceneRect(zones);
}

std::optional<Place> PlaytestWindow::placeAtScene(QPointF scenePos) const
{
    const Board *board = m_view->board();
    const BoardRenderer *renderer = m_view->boardRenderer();
    if (!board || !renderer)
        return std::nullopt;
    return board->placeAt(renderer->boardToScene().inverted().map(scenePos));
}

void PlaytestWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Once the window has its size: the set-up zones fill the view.
    QTimer::singleShot(0, this, [this] {
        if (m_session && m_session->isPlacing())
            refreshSetup();
    });
}

} // namespace hexwright
