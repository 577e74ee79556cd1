// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window's set-up (issue 14, point 1): the Set-up tray lists the pieces to place,
// a drop or a click (or Enter at the keyboard cursor) on a legal hex places one, an illegal
// one is refused with the engine's reason and changes nothing, Place the Rest empties the
// tray, End Set-up waits for it, Undo takes a placement back, and the curtain passes the board
// between players and hides what the rules hide.
//
// The window sees a set-up only through GameSession's placing functions, so these tests play
// Badger Hunt behind SetupSession: a real game with a small set-up of its own in front (each
// player places the first pieces of his sides on the hexes where the scenario puts his pieces).

#include "document/scenariodocument.h"
#include "engine/familyengines.h"
#include "engine/gamesession.h"
#include "mapview.h"
#include "playtest/curtain.h"
#include "playtest/placeoverlay.h"
#include "playtest/playtestwindow.h"
#include "playtest/setuptray.h"
#include "render/maprenderer.h"
#include "ruleset/rulesetregistry.h"
#include "setupsessionsupport.h"
#include "testsupport.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace hexwright;
using namespace hexwright::playsetuptest;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

QMimeData *pieceDrag(const QString &id)
{
    auto *data = new QMimeData;
    data->setData(QString::fromLatin1(SetupTray::MimeType), id.toUtf8());
    return data;
}

QStringList unitsListed(const PlaytestWindow &window)
{
    QStringList ids;
    auto *tree = window.findChild<QTreeWidget *>(QStringLiteral("unitsTree"));
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        const QString id = (*it)->data(0, Qt::UserRole).toString();
        if (!id.isEmpty())
            ids.append(id);
    }
    return ids;
}

} // namespace

class TestPlaySetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trayListsThePiecesToPlace();
    void dropOnALegalHexPlacesThePiece();
    void dropOnAnIllegalHexIsRefusedWithTheReason();
    void enterAtTheKeyboardCursorPlacesTheSelectedPiece();
    void placeRestEmptiesTheTrayAndEnablesEndSetup();
    void undoTakesAPlacementBack();
    void curtainBetweenPlayers_data();
    void curtainBetweenPlayers();
    void hiddenSetUpIsNeverListedToTheOtherPlayer();
    void badgerHuntIsSetUpInTheWindow();
    void mapComesToEachPlayersSetUpZones();
    void hiddenSetupOptionCoversTheBoard();
    void savedSetupStartsAnotherPlaytest();
    void brokenSavedSetupSaysWhere();
    void screenshots();

private:
    /// A window over Badger Hunt with SetupSession's set-up in front.
    std::unique_ptr<PlaytestWindow> window(bool hidden, SetupSession **session = nullptr)
    {
        Diagnostics diagnostics;
        m_document = ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
        Q_ASSERT(m_document);
        const FamilyEngine *engine = familyEngineFor(m_document->ruleset());
        Q_ASSERT(engine);
        QString problem;
        auto game = engine->newGame({m_document->scenario(), m_document->ruleset(),
                                     m_document->panels(), m_document->filePath()},
                                    7, &problem);
        Q_ASSERT(game);
        auto setup = std::make_unique<SetupSession>(std::move(game), hidden);
        if (setup->piecesToPlace().size() != PiecesPerPlayer)
            return nullptr;
        if (session)
            *session = setup.get();
        auto playtest = std::make_unique<PlaytestWindow>(*m_document, *m_registry, std::move(setup),
                                                         QString());
        playtest->setAttribute(Qt::WA_DeleteOnClose, false);
        return playtest;
    }
    /// Badger Hunt as the engine sets it up, with rule option @p option chosen if given.
    std::unique_ptr<PlaytestWindow> realWindow(const QString &option = QString())
    {
        Diagnostics diagnostics;
        m_document = ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
        Q_ASSERT(m_document);
        if (!option.isEmpty()) {
            auto scenario = std::make_unique<Scenario>(m_document->scenario());
            scenario->ruleOptions.insert(option, QStringLiteral("yes"));
            m_document = std::make_unique<ScenarioDocument>(
                std::move(scenario), m_document->ruleset(), m_document->panels());
        }
        auto playtest = std::make_unique<PlaytestWindow>(*m_document, *m_registry, 11);
        playtest->setAttribute(Qt::WA_DeleteOnClose, false);
        return playtest;
    }
    /// Every set-up of @p window's game placed automatically and ended, the curtain passed.
    static void finishSetup(PlaytestWindow &window)
    {
        for (int guard = 0; guard < 10 && window.session()->isPlacing(); ++guard) {
            if (window.isCovered())
                window.curtain()->showButton()->click();
            if (!window.setupTray()->pieces().isEmpty())
                window.setupTray()->placeRestButton()->click();
            window.setupTray()->endSetupButton()->click();
        }
        if (window.isCovered())
            window.curtain()->showButton()->click();
    }
    /// A hex of the board that piece @p id may not be placed on.
    static std::optional<OffsetCoord> refusedHex(const PlaytestWindow &window, const QString &id)
    {
        const QList<Place> places = window.session()->placesFor(id);
        for (int col = 1; col < 30; ++col) {
            for (int row = 1; row < 30; ++row) {
                const OffsetCoord hex {col, row};
                if (!places.contains(Place(hex))
                    && window.mapView()->board()->isPlayable(Place(hex)))
                    return hex;
            }
        }
        return std::nullopt;
    }
    static std::optional<Place> placeOf(const GameSession &session, const QString &id)
    {
        for (const PieceView &piece : session.pieces()) {
            if (piece.id == id)
                return piece.place;
        }
        return std::nullopt;
    }
    static bool drop(PlaytestWindow &window, const QString &id, OffsetCoord hex)
    {
        std::unique_ptr<QMimeData> data(pieceDrag(id));
        MapDropHandler *handler = window.setupDropHandler();
        if (!handler->accepts(data.get()))
            return false;
        MapDropEvent event;
        event.mimeData = data.get();
        event.hex = hex;
        handler->dragMoved(event);
        const bool taken = handler->dropped(event);
        handler->dragLeft();
        return taken;
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestPlaySetup::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_playsetup");
    m_registry = RulesetRegistry::withBundledData();
}

void TestPlaySetup::trayListsThePiecesToPlace()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    QVERIFY(session->isPlacing());
    QCOMPARE(session->piecesToPlace().size(), PiecesPerPlayer);
    QCOMPARE(playtest->setupTray()->pieces(), session->piecesToPlace());
    QVERIFY(!playtest->setupDock()->isHidden());
    // Each line names the piece as the Units dock does, with its counter.
    const QListWidgetItem *first = playtest->setupTray()->list()->item(0);
    QVERIFY(first->text().contains(session->piecesToPlace().first()));
    QVERIFY(!first->icon().isNull());
    // Selecting a piece lights its legal hexes.
    playtest->setupTray()->selectPiece(session->piecesToPlace().first());
    QCOMPARE(playtest->placingPiece(), session->piecesToPlace().first());
    QCOMPARE(playtest->placeOverlay()->places().size(), session->zone(0).size());
}

void TestPlaySetup::dropOnALegalHexPlacesThePiece()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    const QString id = session->piecesToPlace().first();
    const OffsetCoord hex = session->zone(0).last();
    QVERIFY(drop(*playtest, id, hex));
    QCOMPARE(session->placeOf(id), std::optional<OffsetCoord>(hex));
    QVERIFY(!playtest->setupTray()->pieces().contains(id));
    QCOMPARE(playtest->setupTray()->pieces().size(), PiecesPerPlayer - 1);
    // The place taken is no longer offered to the next piece.
    playtest->setupTray()->selectPiece(playtest->setupTray()->pieces().first());
    QVERIFY(!playtest->placeOverlay()->isLegal(Place(hex)));
}

void TestPlaySetup::dropOnAnIllegalHexIsRefusedWithTheReason()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    const QString id = session->piecesToPlace().first();
    const OffsetCoord elsewhere = session->zone(1).first(); // the other player's ground
    QVERIFY(!session->zone(0).contains(elsewhere));
    QVERIFY(!drop(*playtest, id, elsewhere));
    QVERIFY(!session->placeOf(id));
    QCOMPARE(playtest->setupTray()->pieces(), session->piecesToPlace());
    QCOMPARE(session->piecesToPlace().size(), PiecesPerPlayer);
    const QString message = playtest->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("is outside the set-up zone")), qPrintable(message));
    QVERIFY2(message.contains(session->placeLabel(Place(elsewhere))), qPrintable(message));
}

void TestPlaySetup::enterAtTheKeyboardCursorPlacesTheSelectedPiece()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    const QString id = session->piecesToPlace().at(1);
    playtest->setupTray()->selectPiece(id);
    const OffsetCoord hex = session->zone(0).first();
    playtest->mapView()->setCursorPlace(Place(hex));
    playtest->mapView()->setFocus();
    QTest::keyClick(playtest->mapView(), Qt::Key_Return);
    QCOMPARE(session->placeOf(id), std::optional<OffsetCoord>(hex));
    // The tray has the next piece ready; Escape puts it down.
    QVERIFY(!playtest->placingPiece().isEmpty());
    QVERIFY(playtest->placingPiece() != id);
    QTest::keyClick(playtest->mapView(), Qt::Key_Escape);
    QVERIFY(playtest->placingPiece().isEmpty());
    QVERIFY(playtest->placeOverlay()->places().isEmpty());

    // Enter on a piece of the tray takes the keyboard to a legal hex of the map; Enter there
    // places it.
    const QString last = session->piecesToPlace().last();
    QListWidget *list = playtest->setupTray()->list();
    list->setFocus();
    list->setCurrentRow(list->count() - 1);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(playtest->placingPiece(), last);
    QVERIFY(playtest->mapView()->hasFocus());
    const std::optional<Place> cursor = playtest->mapView()->cursorPlace();
    QVERIFY(cursor && playtest->placeOverlay()->isLegal(*cursor));
    QTest::keyClick(playtest->mapView(), Qt::Key_Return);
    QCOMPARE(session->placeOf(last), std::optional<OffsetCoord>(std::get<OffsetCoord>(*cursor)));
}

void TestPlaySetup::placeRestEmptiesTheTrayAndEnablesEndSetup()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    SetupTray *tray = playtest->setupTray();
    QVERIFY(!tray->endSetupButton()->isEnabled());
    QVERIFY2(tray->endSetupButton()->toolTip().contains(QStringLiteral("still to place")),
             qPrintable(tray->endSetupButton()->toolTip()));
    QVERIFY(tray->placeRestButton()->isEnabled());
    tray->placeRestButton()->click();
    QVERIFY(tray->pieces().isEmpty());
    QVERIFY(session->piecesToPlace().isEmpty());
    QVERIFY(tray->endSetupButton()->isEnabled());
    QVERIFY(!tray->placeRestButton()->isEnabled());
    // End Set-up hands the set-up to the next player.
    playtest->curtainAction()->setChecked(false);
    tray->endSetupButton()->click();
    QCOMPARE(session->decidingPlayer(), 1);
    QCOMPARE(tray->pieces(), session->piecesToPlace());
    QCOMPARE(tray->pieces().size(), PiecesPerPlayer);
    playtest->curtainAction()->setChecked(true);
}

void TestPlaySetup::undoTakesAPlacementBack()
{
    SetupSession *session = nullptr;
    auto playtest = window(false, &session);
    QVERIFY(playtest);
    QVERIFY(!playtest->undoAction()->isEnabled());
    const QString id = session->piecesToPlace().first();
    QVERIFY(playtest->placePiece(id, Place(session->zone(0).first())).isEmpty());
    QVERIFY(playtest->undoAction()->isEnabled());
    playtest->undoAction()->trigger();
    QVERIFY(!session->placeOf(id));
    QCOMPARE(playtest->setupTray()->pieces(), session->piecesToPlace());
    QVERIFY(playtest->setupTray()->pieces().contains(id));
}

void TestPlaySetup::curtainBetweenPlayers_data()
{
    QTest::addColumn<bool>("hidden");
    QTest::addColumn<bool>("curtainOn");
    QTest::addColumn<bool>("covered");
    QTest::newRow("hidden set-up, curtain on") << true << true << true;
    QTest::newRow("hidden set-up, curtain off: still covered") << true << false << true;
    QTest::newRow("open set-up, curtain on") << false << true << true;
    QTest::newRow("open set-up, curtain off") << false << false << false;
}

void TestPlaySetup::curtainBetweenPlayers()
{
    QFETCH(bool, hidden);
    QFETCH(bool, curtainOn);
    QFETCH(bool, covered);
    SetupSession *session = nullptr;
    auto playtest = window(hidden, &session);
    QVERIFY(playtest);
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    playtest->curtainAction()->setChecked(curtainOn);
    QVERIFY(!playtest->isCovered());
    QVERIFY(playtest->placeRest().isEmpty());
    playtest->setupTray()->endSetupButton()->click();
    QCOMPARE(session->decidingPlayer(), 1);
    QCOMPARE(playtest->isCovered(), covered);
    const QString next = session->players().value(1).name;
    if (covered) {
        QCOMPARE(playtest->curtain()->player(), next);
        QVERIFY(playtest->curtain()->showButton()->text().contains(next));
        // Nothing is placed through the curtain.
        const QString id = session->piecesToPlace().first();
        QVERIFY(!playtest->placePiece(id, Place(session->zone(1).first())).isEmpty());
        QVERIFY(!session->placeOf(id));
        QTest::keyClick(playtest->curtain()->showButton(), Qt::Key_Return);
        QVERIFY(!playtest->isCovered());
    }
    // Play starts after the set-up: the board passes again if the first mover is another.
    QVERIFY(playtest->placeRest().isEmpty());
    playtest->setupTray()->endSetupButton()->click();
    QVERIFY(!session->isPlacing());
    QVERIFY(playtest->setupDock()->isHidden());
    QCOMPARE(playtest->isCovered(), covered && session->decidingPlayer() != 1);
}

void TestPlaySetup::hiddenSetUpIsNeverListedToTheOtherPlayer()
{
    SetupSession *session = nullptr;
    auto playtest = window(true, &session);
    QVERIFY(playtest);
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    const QStringList mine = session->piecesToPlace();
    for (const QString &id : mine)
        QVERIFY2(unitsListed(*playtest).contains(id), qPrintable(id));
    QVERIFY(playtest->placeRest().isEmpty());
    playtest->setupTray()->endSetupButton()->click();
    QVERIFY(playtest->isCovered());
    // Player 1 decides: player 0's set-up is neither listed nor described.
    for (const QString &id : mine) {
        QVERIFY2(!unitsListed(*playtest).contains(id), qPrintable(id));
        QVERIFY(!playtest->showsPiece(id));
    }
    for (const QString &id : session->piecesToPlace())
        QVERIFY(unitsListed(*playtest).contains(id));
    // Undo of the hand-over: player 0's pieces come back, player 1's go.
    playtest->curtain()->showButton()->click();
    playtest->undoAction()->trigger();
    QCOMPARE(session->decidingPlayer(), 0);
    for (const QString &id : mine)
        QVERIFY(unitsListed(*playtest).contains(id));
}

void TestPlaySetup::badgerHuntIsSetUpInTheWindow()
{
    auto playtest = realWindow();
    GameSession *session = playtest->session();
    QVERIFY(session);
    QVERIFY(session->isPlacing());
    const QStringList toPlace = session->piecesToPlace();
    QVERIFY(!toPlace.isEmpty());
    QCOMPARE(playtest->setupTray()->pieces(), toPlace);
    QVERIFY(!playtest->saveSetupAction()->isEnabled());

    // A drop on a legal hex places the piece; the Units dock shows it there at once.
    const QString id = toPlace.first();
    const QList<Place> places = session->placesFor(id);
    QVERIFY(!places.isEmpty());
    const OffsetCoord legal = std::get<OffsetCoord>(places.last());
    QVERIFY(drop(*playtest, id, legal));
    QCOMPARE(placeOf(*session, id), std::optional<Place>(Place(legal)));
    QVERIFY(!playtest->setupTray()->pieces().contains(id));
    QVERIFY(unitsListed(*playtest).contains(id));

    // A drop elsewhere is refused with the engine's reason and changes nothing.
    const QString next = session->piecesToPlace().first();
    const std::optional<OffsetCoord> refused = refusedHex(*playtest, next);
    QVERIFY(refused);
    const QList<QJsonObject> logBefore = session->log();
    QVERIFY(!drop(*playtest, next, *refused));
    QVERIFY(session->log() == logBefore);
    QVERIFY(!placeOf(*session, next));
    const QString message = playtest->statusBar()->currentMessage();
    QVERIFY2(message.contains(session->placeLabel(Place(*refused))), qPrintable(message));
    const QString reason = session->apply(session->placeAction(next, Place(*refused)));
    QVERIFY(!reason.isEmpty());
    QVERIFY2(message.contains(playtest->nameCounters(reason)), qPrintable(message));

    // Undo takes the placement back into the tray.
    playtest->undoAction()->trigger();
    QVERIFY(!placeOf(*session, id));
    QVERIFY(playtest->setupTray()->pieces().contains(id));

    // End Set-up waits for the tray to be empty; then every player sets up and play begins.
    QVERIFY(!playtest->setupTray()->endSetupButton()->isEnabled());
    finishSetup(*playtest);
    QVERIFY(!session->isPlacing());
    QVERIFY(playtest->setupDock()->isHidden());
    QVERIFY(playtest->placeOverlay()->places().isEmpty());
    QVERIFY(playtest->saveSetupAction()->isEnabled());
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestPlaySetup::mapComesToEachPlayersSetUpZones()
{
    // At the fitted zoom a counter just placed is too small to see: each player's set-up
    // begins with his zones filling the view (never beyond 100 %), the first one too.
    auto playtest = realWindow();
    playtest->resize(1200, 800);
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    GameSession *session = playtest->session();
    MapView *view = playtest->mapView();
    const auto zonesInView = [&] {
        const MapRenderer *hexes = view->renderer();
        const QRectF visible = view->visibleSceneRect();
        for (const QString &id : session->piecesToPlace()) {
            for (const Place &place : session->placesFor(id)) {
                if (!visible.contains(hexes->hexCentre(std::get<OffsetCoord>(place))))
                    return false;
            }
        }
        return true;
    };
    QTRY_VERIFY(view->zoom() > view->fitZoom());
    QVERIFY(view->zoom() <= 1.0);
    QVERIFY(zonesInView());
    const int first = session->decidingPlayer();
    view->zoomToFit();
    playtest->setupTray()->placeRestButton()->click();
    playtest->setupTray()->endSetupButton()->click();
    if (playtest->isCovered())
        playtest->curtain()->showButton()->click();
    QVERIFY(session->isPlacing());
    QVERIFY(session->decidingPlayer() != first);
    QVERIFY(view->zoom() > view->fitZoom());
    QVERIFY(zonesInView());
}

void TestPlaySetup::hiddenSetupOptionCoversTheBoard()
{
    auto playtest = realWindow(QStringLiteral("hidden_setup"));
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    GameSession *session = playtest->session();
    QVERIFY(session && session->isPlacing());
    const int first = session->decidingPlayer();
    const QStringList mine = session->piecesToPlace();
    QVERIFY(playtest->placePiece(mine.first(), session->placesFor(mine.first()).first()).isEmpty());
    playtest->setupTray()->placeRestButton()->click();
    playtest->setupTray()->endSetupButton()->click();
    QVERIFY(session->decidingPlayer() != first);
    QVERIFY(playtest->isCovered());
    QCOMPARE(playtest->curtain()->player(),
             session->players().value(session->decidingPlayer()).name);
    QTest::keyClick(playtest->curtain()->showButton(), Qt::Key_Return);
    QVERIFY(!playtest->isCovered());
    for (const QString &id : mine) {
        QVERIFY2(!unitsListed(*playtest).contains(id), qPrintable(id));
        QVERIFY(!playtest->showsPiece(id));
    }
    // Nor does the game log say where they stand.
    const QString log
        = playtest->findChild<QPlainTextEdit *>(QStringLiteral("gameLog"))->toPlainText();
    for (const QString &id : mine)
        QVERIFY2(!log.contains(id), qPrintable(log));
}

void TestPlaySetup::savedSetupStartsAnotherPlaytest()
{
    auto playtest = realWindow();
    QVERIFY(playtest->session() && playtest->session()->isPlacing());
    finishSetup(*playtest);
    QVERIFY(playtest->saveSetupAction()->isEnabled());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("badger.setup.json"));
    QString error;
    QVERIFY2(playtest->saveSetupTo(path, &error), qPrintable(error));

    std::unique_ptr<PlaytestWindow> again(
        PlaytestWindow::fromSavedSetup(*m_document, *m_registry, path, 99, &error));
    QVERIFY2(again, qPrintable(error));
    again->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(!again->session()->isPlacing());
    QVERIFY(again->setupDock()->isHidden());
    QVERIFY(again->saveSetupAction()->isEnabled());
    for (const PieceView &piece : playtest->session()->pieces())
        QCOMPARE(placeOf(*again->session(), piece.id), piece.place);
}

void TestPlaySetup::brokenSavedSetupSaysWhere()
{
    Diagnostics diagnostics;
    m_document = ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.setup.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"hexwright-setup/1\",\n \"players\": [{\"name\": 3");
    file.close();
    QString error;
    std::unique_ptr<PlaytestWindow> window(
        PlaytestWindow::fromSavedSetup(*m_document, *m_registry, path, 1, &error));
    QVERIFY(!window);
    QVERIFY2(error.startsWith(path + QLatin1Char(':')), qPrintable(error));
}

void TestPlaySetup::screenshots()
{
    // For the lead and the issue: the tray during a set-up and the curtain. Written only
    // when HEXWRIGHT_SCREENSHOTS names a folder; always painted, so a paint crash fails.
    auto playtest = realWindow(QStringLiteral("hidden_setup"));
    playtest->resize(1300, 820);
    playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(playtest.get()));
    GameSession *session = playtest->session();
    QVERIFY(session && session->isPlacing());
    QString placed;
    for (int i = 0; i < 3 && session->piecesToPlace().size() > 1; ++i) {
        placed = session->piecesToPlace().first();
        QVERIFY(playtest->placePiece(placed, session->placesFor(placed).value(i * 2)).isEmpty());
    }
    playtest->setupTray()->selectPiece(session->piecesToPlace().first());
    playtest->mapView()->zoomToFit();
    playtest->mapView()->zoomIn();
    playtest->mapView()->zoomIn();
    QVERIFY(playtest->centreOnPiece(placed));
    QTest::qWait(50);
    const QImage tray = playtest->grab().toImage();
    QVERIFY(!tray.isNull());
    QVERIFY(playtest->placeRest().isEmpty());
    playtest->setupTray()->endSetupButton()->click();
    QVERIFY(playtest->isCovered());
    QTest::qWait(50);
    const QImage curtain = playtest->grab().toImage();
    QVERIFY(!curtain.isNull());
    const QString folder = qEnvironmentVariable("HEXWRIGHT_SCREENSHOTS");
    if (!folder.isEmpty()) {
        QVERIFY(tray.save(folder + QStringLiteral("/setup-tray.png")));
        QVERIFY(curtain.save(folder + QStringLiteral("/curtain.png")));
        // The next player's view: the set-up just hidden is not painted.
        playtest->curtain()->showButton()->click();
        QTest::qWait(50);
        QVERIFY(playtest->grab().save(folder + QStringLiteral("/after-curtain.png")));
    }
}

QTEST_MAIN(TestPlaySetup)
#include "tst_playsetup.moc"
