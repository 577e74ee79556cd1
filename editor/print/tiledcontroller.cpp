// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/tiledcontroller.h"

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "edit/terrainedits.h"
#include "editorcontext.h"
#include "export/tiledexport.h"
#include "io/tiledimport.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

namespace hexwright {

namespace {

const QString FolderKey = QStringLiteral("tiled/lastFolder");
/// The most messages an import error box lists.
constexpr int ShownMessages = 8;

} // namespace

TiledController::TiledController(EditorContext &context)
    : QObject(&context)
    , m_context(context)
{
    m_export = new QAction(actionIcon(QStringLiteral("hexwright-export-tiled")),
                           tr("Export &Tiled Map..."), this);
    m_export->setObjectName(QStringLiteral("exportTiledMapAction"));
    m_export->setStatusTip(tr("Save the hex map as a Tiled map (.tmx) with a terrain tileset, "
                              "zones, markers, roads and hex labels, to go on in Tiled"));
    connect(m_export, &QAction::triggered, this, &TiledController::exportTiledMap);

    m_import = new QAction(actionIcon(QStringLiteral("hexwright-import-tiled")),
                           tr("Import T&errain from Tiled Map..."), this);
    m_import->setObjectName(QStringLiteral("importTiledTerrainAction"));
    m_import->setStatusTip(tr("Paint the terrain of a Tiled map made from this scenario over "
                              "its panels, as one step to undo"));
    connect(m_import, &QAction::triggered, this, &TiledController::importTiledTerrain);

    connect(&context, &EditorContext::documentChanged, this, &TiledController::updateActions);
    updateActions();
}

void TiledController::updateActions()
{
    const bool open = m_context.document() != nullptr;
    m_export->setEnabled(open);
    m_import->setEnabled(open);
}

QString TiledController::tableMessage() const
{
    const ScenarioDocument *document = m_context.document();
    if (document && document->scenario().table)
        return tr("This is a table scenario: it has no hexes for a Tiled map. Export the "
                  "table as an image or print its diagram instead.");
    return QString();
}

QString TiledController::suggestedPath() const
{
    QString folder = QSettings().value(FolderKey).toString();
    const ScenarioDocument *document = m_context.document();
    QString base = QStringLiteral("map");
    if (document && !document->filePath().isEmpty()) {
        const QFileInfo file(document->filePath());
        if (folder.isEmpty())
            folder = file.absolutePath();
        base = file.fileName().section(QLatin1Char('.'), 0, 0);
    }
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(folder).filePath(base + QStringLiteral(".tmx"));
}

bool TiledController::writeTiledMap(const QString &path, QString *error) const
{
    const ScenarioDocument *document = m_context.document();
    if (!document || !tableMessage().isEmpty()) {
        if (error)
            *error = document ? tableMessage() : tr("No scenario is open.");
        return false;
    }
    const MapExportSource source {document->map(), document->ruleset(), document->scenario(),
                                  document->panels()};
    return hexwright::exportTiledMap(source, path, error);
}

int TiledController::importTerrain(const QString &path, QString *error)
{
    ScenarioDocument *document = m_context.document();
    if (!document || !tableMessage().isEmpty()) {
        if (error)
            *error = document ? tableMessage() : tr("No scenario is open.");
        return -1;
    }
    Diagnostics diagnostics;
    const std::optional<TiledTerrain> terrain = readTiledTerrainFile(
        path, QFileInfo(path).fileName(), document->ruleset(), document->map(), diagnostics);
    if (!terrain) {
        QStringList lines;
        for (const Diagnostic &d : std::as_const(diagnostics).mid(0, ShownMessages))
            lines.append(d.toText());
        if (error)
            *error = lines.join(QLatin1Char('\n'));
        return -1;
    }
    const HexMap &map = document->map();
    QList<TerrainChange> changes;
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            const OffsetCoord hex {col, row};
            if (const auto change = terrainChangeFor(*document, hex, terrain->at(hex)))
                changes.append(*change);
        }
    }
    if (changes.isEmpty())
        return 0;
    auto *command = new PaintTerrain(document, changes, PaintTerrain::nextStrokeId());
    command->setText(tr("Import Terrain from Tiled Map"));
    document->undoStack()->push(command);
    return int(changes.size());
}

void TiledController::exportTiledMap()
{
    if (const QString table = tableMessage(); !table.isEmpty()) {
        QMessageBox::warning(m_context.window(), tr("Export Tiled Map"), table);
        return;
    }
    QString path = QFileDialog::getSaveFileName(m_context.window(), tr("Export Tiled Map"),
                                                suggestedPath(), tr("Tiled maps (*.tmx)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tmx");
    QSettings().setValue(FolderKey, QFileInfo(path).absolutePath());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = writeTiledMap(path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        m_context.showStatus(tr("Export failed"));
        QMessageBox::warning(
            m_context.window(), tr("Export Failed"),
            tr("Could not export %1:\n%2").arg(QDir::toNativeSeparators(path), error));
        return;
    }
    m_context.showStatus(
        tr("Exported the Tiled map to %1, its terrain tiles to %2")
            .arg(QDir::toNativeSeparators(path), QFileInfo(tiledTerrainImagePath(path)).fileName()),
        8000);
}

void TiledController::importTiledTerrain()
{
    if (const QString table = tableMessage(); !table.isEmpty()) {
        QMessageBox::warning(m_context.window(), tr("Import Terrain from Tiled Map"), table);
        return;
    }
    QString start = QSettings().value(FolderKey).toString();
    if (start.isEmpty())
        start = QFileInfo(suggestedPath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        m_context.window(), tr("Import Terrain from Tiled Map"), start, tr("Tiled maps (*.tmx)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(FolderKey, QFileInfo(path).absolutePath());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const int changed = importTerrain(path, &error);
    QApplication::restoreOverrideCursor();
    if (changed < 0) {
        m_context.showStatus(tr("Import failed"));
        QMessageBox::warning(m_context.window(), tr("Import Failed"),
                             tr("Could not import the terrain of %1:\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return;
    }
    const QString name = QFileInfo(path).fileName();
    QString message = tr("Imported the terrain of %1: %2 hexes changed").arg(name).arg(changed);
    if (changed == 0)
        message = tr("%1 has the scenario's terrain: nothing changed").arg(name);
    else if (changed == 1)
        message = tr("Imported the terrain of %1: one hex changed").arg(name);
    m_context.showStatus(message, 8000);
}

} // namespace hexwright
