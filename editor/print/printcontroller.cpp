// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/printcontroller.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "export/sheet.h"
#include "families/gamefamily.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace hexwright {

namespace {

const QString FolderKey = QStringLiteral("print/lastFolder");

/// A wait cursor for as long as it lives, and the status bar saying what is being written.
class BusyIndicator
{
public:
    BusyIndicator(const EditorContext &context, const QString &message)
    {
        context.showStatus(message, 0);
        QApplication::setOverrideCursor(Qt::WaitCursor);
        // Let the status bar and the cursor show before the work blocks the event loop.
        QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
    ~BusyIndicator() { QApplication::restoreOverrideCursor(); }
    BusyIndicator(const BusyIndicator &) = delete;
    BusyIndicator &operator=(const BusyIndicator &) = delete;
};

/// "map-sheets", for file names.
QString fileWord(SheetKind kind)
{
    switch (kind) {
    case SheetKind::Map:
        return QStringLiteral("map-sheets");
    case SheetKind::Setup:
        return QStringLiteral("setup-sheets");
    case SheetKind::Counters:
        return QStringLiteral("counters");
    }
    return QString();
}

/// "unit-cards", for file names.
QString playFileWord(PlaySheetKind kind)
{
    switch (kind) {
    case PlaySheetKind::UnitCards:
        return QStringLiteral("unit-cards");
    case PlaySheetKind::SideSheets:
        return QStringLiteral("side-sheets");
    case PlaySheetKind::TableDiagram:
        return QStringLiteral("table-diagram");
    case PlaySheetKind::Templates:
        return QStringLiteral("piece-templates");
    case PlaySheetKind::Roster:
        return QStringLiteral("rosters");
    }
    return QString();
}

} // namespace

PrintController::PrintController(EditorContext &context)
    : QObject(&context)
    , m_context(context)
{
    m_exportImage = addAction(actionIcon(QStringLiteral("hexwright-export-image")),
                              tr("Export Map &Image..."), QStringLiteral("exportMapImageAction"),
                              tr("Save the map as a PNG picture or an SVG drawing, hexes at a "
                                 "chosen size"));
    m_exportImage->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportImage, &QAction::triggered, this, &PrintController::exportImage);

    m_exportAll = addAction(actionIcon(QStringLiteral("document-export")), tr("Export &All..."),
                            QStringLiteral("exportAllAction"),
                            tr("Save the map, setup and counter sheets as three PDFs in a "
                               "folder, with the sheet options last chosen"));
    connect(m_exportAll, &QAction::triggered, this, &PrintController::exportAll);

    const std::array<SheetKind, 3> kinds {SheetKind::Map, SheetKind::Setup, SheetKind::Counters};
    const std::array<QString, 3> names {QStringLiteral("MapSheets"), QStringLiteral("SetupSheets"),
                                        QStringLiteral("CounterSheets")};
    const std::array<QString, 3> texts {tr("&Map Sheets..."), tr("&Setup Sheets..."),
                                        tr("&Counter Sheets...")};
    // Each kind has its picture, the same in Export PDF, Print Preview and Print.
    const std::array<QIcon, 3> icons {actionIcon(QStringLiteral("hexwright-map-sheet")),
                                      actionIcon(QStringLiteral("hexwright-setup-sheet")),
                                      actionIcon(QStringLiteral("hexwright-counter-sheet"))};
    const std::array<QString, 3> contents {
        tr("the map at true scale, tiled over pages"),
        tr("a setup sheet per side and one for the referee"),
        tr("every unit's counters, ready to cut out"),
    };
    for (SheetKind kind : kinds) {
        const int i = index(kind);
        const QString &name = names[i];
        m_exportPdf[i]
            = addAction(icons[i], texts[i], QStringLiteral("export%1PdfAction").arg(name),
                        tr("Save %1 as a PDF").arg(contents[i]));
        connect(m_exportPdf[i], &QAction::triggered, this, [this, kind] { exportPdf(kind); });
        m_preview[i] = addAction(icons[i], texts[i], QStringLiteral("preview%1Action").arg(name),
                                 tr("Show %1 as they will print").arg(contents[i]));
        connect(m_preview[i], &QAction::triggered, this, [this, kind] { printPreview(kind); });
        m_print[i] = addAction(icons[i], texts[i], QStringLiteral("print%1Action").arg(name),
                               tr("Print %1").arg(contents[i]));
        connect(m_print[i], &QAction::triggered, this, [this, kind] { print(kind); });
    }
    // The play sheets: no shortcuts, the map's keep theirs. In PlaySheetKind's order.
    const std::array<QString, 5> playNames {
        QStringLiteral("UnitCards"), QStringLiteral("SideSheets"), QStringLiteral("TableDiagram"),
        QStringLiteral("PieceTemplates"), QStringLiteral("Rosters")};
    const std::array<QString, 5> playTexts {tr("&Unit Cards..."), tr("Si&de Sheets..."),
                                            tr("&Table Diagram..."), tr("P&iece Templates..."),
                                            tr("&Rosters...")};
    const std::array<QIcon, 5> playIcons {actionIcon(QStringLiteral("hexwright-counter-sheet")),
                                          actionIcon(QStringLiteral("hexwright-setup-sheet")),
                                          actionIcon(QStringLiteral("hexwright-map-sheet")),
                                          actionIcon(QStringLiteral("hexwright-map-sheet")),
                                          actionIcon(QStringLiteral("hexwright-setup-sheet"))};
    const std::array<QString, 5> playContents {
        tr("a card per unit type, nine to a page, ready to cut out"),
        tr("a sheet per side with its faction, pool, secret goal and morale track"),
        tr("the whole table on one page at a stated scale, with every piece's distances"),
        tr("every table piece's outline at true size, tiled over pages"),
        tr("a roster per side of the pilots who crew its units, with their modifiers"),
    };
    for (PlaySheetKind kind : PlaySheetKinds) {
        const int i = playIndex(kind);
        m_playPdf[i] = addAction(playIcons[i], playTexts[i],
                                 QStringLiteral("export%1PdfAction").arg(playNames[i]),
                                 tr("Save %1 as a PDF").arg(playContents[i]));
        connect(m_playPdf[i], &QAction::triggered, this, [this, kind] { exportPlayPdf(kind); });
        m_playPreview[i] = addAction(playIcons[i], playTexts[i],
                                     QStringLiteral("preview%1Action").arg(playNames[i]),
                                     tr("Show %1 as it will print").arg(playContents[i]));
        connect(m_playPreview[i], &QAction::triggered, this,
                [this, kind] { previewPlaySheets(kind); });
        m_playPrint[i] = addAction(playIcons[i], playTexts[i],
                                   QStringLiteral("print%1Action").arg(playNames[i]),
                                   tr("Print %1").arg(playContents[i]));
        connect(m_playPrint[i], &QAction::triggered, this, [this, kind] { printPlaySheets(kind); });
    }

    // Ctrl+Shift+P edits library panels (paneleditor.cpp): the preview takes Ctrl+Alt+P.
    m_exportPdf[index(SheetKind::Map)]->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_preview[index(SheetKind::Map)]->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    m_print[index(SheetKind::Map)]->setShortcuts(QKeySequence::Print);
    if (m_print[index(SheetKind::Map)]->shortcuts().isEmpty())
        m_print[index(SheetKind::Map)]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));

    connect(&context, &EditorContext::documentChanged, this, &PrintController::followDocument);
    followDocument();
}

QAction *PrintController::addAction(const QIcon &icon, const QString &text,
                                    const QString &objectName, const QString &statusTip)
{
    auto *action = new QAction(icon, text, this);
    action->setObjectName(objectName);
    action->setStatusTip(statusTip);
    return action;
}

bool PrintController::hasMap() const
{
    const ScenarioDocument *document = m_context.document();
    return document && document->map().playableCount() > 0;
}

std::optional<MapExportSource> PrintController::source() const
{
    if (!hasMap())
        return std::nullopt;
    const ScenarioDocument &document = *m_context.document();
    return MapExportSource {document.map(), document.ruleset(), document.scenario(),
                            document.panels()};
}

void PrintController::followDocument()
{
    QObject::disconnect(m_layoutConnection);
    if (ScenarioDocument *document = m_context.document())
        m_layoutConnection = connect(document, &ScenarioDocument::layoutChanged, this,
                                     &PrintController::updateActions);
    updateActions();
}

void PrintController::updateActions()
{
    const bool enabled = hasMap();
    m_exportImage->setEnabled(enabled);
    m_exportAll->setEnabled(enabled);
    for (int i = 0; i < 3; ++i) {
        m_exportPdf[i]->setEnabled(enabled);
        m_preview[i]->setEnabled(enabled);
        m_print[i]->setEnabled(enabled);
    }
    for (PlaySheetKind kind : PlaySheetKinds) {
        const bool offered = offersPlaySheets(kind);
        const int i = playIndex(kind);
        m_playPdf[i]->setEnabled(offered);
        m_playPreview[i]->setEnabled(offered);
        m_playPrint[i]->setEnabled(offered);
    }
}

bool PrintController::offersPlaySheets(PlaySheetKind kind) const
{
    const ScenarioDocument *document = m_context.document();
    if (!document)
        return false;
    const FamilyRules *family = document->ruleset().familyRules.get();
    if (kind == PlaySheetKind::Roster)
        return family && family->printsRoster();
    if (document->scenario().table)
        return true;
    const bool cards = family && family->printsUnitCards();
    return cards && (kind == PlaySheetKind::UnitCards || kind == PlaySheetKind::SideSheets);
}

bool PrintController::writePlayPdf(const PlaySheetsDialog &dialog, const QString &path,
                                   QString *error) const
{
    const BusyIndicator busy(m_context, tr("Writing %1...").arg(QFileInfo(path).fileName()));
    const std::unique_ptr<SheetDocument> sheets = dialog.makeDocument();
    if (!sheets || sheets->pageCount() == 0) {
        if (error)
            *error = tr("There is nothing to print: the scenario has no %1.")
                         .arg(PlaySheetsDialog::kindName(dialog.kind()).toLower());
        return false;
    }
    return writeSheetsPdf(*sheets, path, error);
}

// --- Writing, the halves after the dialogs ------------------------------------------------

bool PrintController::writeImage(const ImageExportDialog &dialog, const QString &path,
                                 QString *error) const
{
    const std::optional<MapExportSource> map = source();
    if (!map) {
        if (error)
            *error = tr("The scenario has no map.");
        return false;
    }
    const BusyIndicator busy(m_context, tr("Writing %1...").arg(QFileInfo(path).fileName()));
    if (dialog.format() == ImageFormat::Svg)
        return exportMapSvg(*map, path, dialog.hexSizeMm(), error);
    return exportMapPng(*map, path, dialog.hexSizeMm(), dialog.dpi(), error);
}

bool PrintController::writePdf(const SheetOptionsDialog &dialog, const QString &path,
                               QString *error) const
{
    const BusyIndicator busy(m_context, tr("Writing %1...").arg(QFileInfo(path).fileName()));
    const std::unique_ptr<SheetDocument> sheets = dialog.makeDocument();
    return writeSheetsPdf(*sheets, path, error);
}

QString PrintController::exportAllPath(const QString &folder, SheetKind kind) const
{
    const QString base = QFileInfo(suggestedPath(QString())).fileName();
    return QDir(folder).filePath(base + QLatin1Char('-') + fileWord(kind) + QStringLiteral(".pdf"));
}

bool PrintController::exportAllTo(const QString &folder, QStringList *written, QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const std::optional<MapExportSource> map = source();
    if (!map)
        return fail(tr("The scenario has no map."));
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        return fail(tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(folder)));
    const std::array<SheetKind, 3> kinds {SheetKind::Map, SheetKind::Setup, SheetKind::Counters};
    QProgressDialog progress(tr("Exporting the sheets..."), tr("Cancel"), 0, int(kinds.size()),
                             m_context.window());
    progress.setObjectName(QStringLiteral("exportAllProgress"));
    progress.setWindowTitle(tr("Export All"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const SheetKind kind = kinds[i];
        const QString path = exportAllPath(folder, kind);
        progress.setLabelText(tr("Writing %1 (%2 of %3)...")
                                  .arg(QFileInfo(path).fileName())
                                  .arg(i + 1)
                                  .arg(kinds.size()));
        progress.setValue(int(i));
        if (progress.wasCanceled())
            return fail(QString());
        // The options each kind's own Export PDF last used, without asking again.
        SheetOptionsDialog options(kind, *map, m_context.window());
        options.restoreSettings();
        QString why;
        if (!writePdf(options, path, &why))
            return fail(tr("Could not write the %1 to %2.\n\n%3")
                            .arg(SheetOptionsDialog::kindName(kind).toLower(),
                                 QDir::toNativeSeparators(path), why));
        if (written)
            written->append(path);
    }
    progress.setValue(int(kinds.size()));
    return true;
}

void PrintController::preparePrinter(QPrinter &printer, const SheetDocument &sheets)
{
    printer.setDocName(sheets.title());
    printer.setCreator(QStringLiteral("Hexwright"));
    if (sheets.pageCount() > 0)
        printer.setPageLayout(sheets.paper(0).pageLayout());
    // The sheets draw from the paper's corner and keep their own margins. After the layout,
    // which brings a mode of its own.
    printer.setFullPage(true);
    printer.setFromTo(0, 0);
}

bool PrintController::printSheets(const SheetDocument &sheets, QPrinter &printer)
{
    printer.setFullPage(true);
    const bool range = printer.printRange() == QPrinter::PageRange;
    return paintSheets(sheets, printer, range ? printer.fromPage() : 0,
                       range ? printer.toPage() : 0);
}

QPrintPreviewDialog *
PrintController::createPreviewDialog(std::shared_ptr<const SheetDocument> sheets, QPrinter *printer,
                                     QWidget *parent)
{
    auto *preview = new QPrintPreviewDialog(printer, parent);
    preview->setObjectName(QStringLiteral("printPreviewDialog"));
    preview->setWindowTitle(tr("Print Preview: %1").arg(sheets->title()));
    connect(preview, &QPrintPreviewDialog::paintRequested, preview,
            [sheets](QPrinter *target) { printSheets(*sheets, *target); });
    return preview;
}

// --- The menu commands --------------------------------------------------------------------

void PrintController::exportImage()
{
    const std::optional<MapExportSource> map = source();
    if (!map)
        return;
    const QString pngFilter = tr("PNG image (*.png)");
    const QString svgFilter = tr("SVG drawing (*.svg)");
    QSettings settings;
    const bool lastSvg
        = settings.value(QStringLiteral("print/image/format")).toString() == QLatin1String("svg");
    QString filter = lastSvg ? svgFilter : pngFilter;
    QString path = QFileDialog::getSaveFileName(
        m_context.window(), tr("Export Map Image"),
        suggestedPath(lastSvg ? QStringLiteral("-map.svg") : QStringLiteral("-map.png")),
        pngFilter + QStringLiteral(";;") + svgFilter, &filter);
    if (path.isEmpty())
        return;
    // A typed suffix wins over the filter; no suffix gets the filter's.
    const QString suffix = QFileInfo(path).suffix().toLower();
    ImageFormat format = filter == svgFilter ? ImageFormat::Svg : ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        format = ImageFormat::Svg;
    else if (suffix == QLatin1String("png"))
        format = ImageFormat::Png;
    else
        path += format == ImageFormat::Svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    rememberFolder(path);
    settings.setValue(QStringLiteral("print/image/format"),
                      format == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png"));

    ImageExportDialog dialog(format, *map, m_context.window());
    dialog.restoreSettings();
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveSettings();
    QString error;
    if (!writeImage(dialog, path, &error)) {
        showError(path, error);
        return;
    }
    m_context.showStatus(tr("Exported the map to %1").arg(QDir::toNativeSeparators(path)));
}

std::unique_ptr<SheetOptionsDialog>
PrintController::askOptions(SheetKind kind, const QString &title, const QString &acceptText)
{
    const std::optional<MapExportSource> map = source();
    if (!map)
        return nullptr;
    auto dialog = std::make_unique<SheetOptionsDialog>(kind, *map, m_context.window());
    dialog->setWindowTitle(title);
    dialog->setAcceptText(acceptText);
    dialog->restoreSettings();
    if (dialog->exec() != QDialog::Accepted)
        return nullptr;
    dialog->saveSettings();
    return dialog;
}

void PrintController::exportPdf(SheetKind kind)
{
    const QString title = tr("Export %1 to PDF").arg(SheetOptionsDialog::kindName(kind));
    const auto dialog = askOptions(kind, title, tr("Export..."));
    if (!dialog)
        return;
    const QString path = askPdfPath(title, fileWord(kind));
    if (path.isEmpty())
        return;
    QString error;
    if (!writePdf(*dialog, path, &error)) {
        showError(path, error);
        return;
    }
    m_context.showStatus(
        tr("Exported %1 to %2")
            .arg(SheetOptionsDialog::kindName(kind).toLower(), QDir::toNativeSeparators(path)));
}

void PrintController::exportAll()
{
    if (!hasMap())
        return;
    QString start = QFileInfo(suggestedPath(QString())).absolutePath();
    if (start.startsWith(QLatin1String(":/"))) // a bundled sample's folder
        start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder = QFileDialog::getExistingDirectory(
        m_context.window(), tr("Export All Sheets to a Folder"), start);
    if (folder.isEmpty())
        return;
    QSettings().setValue(FolderKey, folder);
    QStringList written;
    QString error;
    if (!exportAllTo(folder, &written, &error)) {
        if (error.isEmpty()) {
            m_context.showStatus(tr("Export cancelled"));
            return;
        }
        m_context.showStatus(tr("Export failed"));
        QMessageBox::warning(m_context.window(), tr("Export Failed"), error);
        return;
    }
    m_context.showStatus(tr("Exported the map, setup and counter sheets to %1")
                             .arg(QDir::toNativeSeparators(folder)));
}

void PrintController::printPreview(SheetKind kind)
{
    const QString name = SheetOptionsDialog::kindName(kind);
    const auto dialog = askOptions(kind, tr("Print Preview of %1").arg(name), tr("Preview"));
    if (dialog)
        previewDocument(dialog->makeDocument());
}

void PrintController::print(SheetKind kind)
{
    const QString name = SheetOptionsDialog::kindName(kind);
    const auto dialog = askOptions(kind, tr("Print %1").arg(name), tr("Print..."));
    if (dialog)
        printDocument(*dialog->makeDocument(), name);
}

// --- The play sheets ----------------------------------------------------------------------

std::unique_ptr<PlaySheetsDialog>
PrintController::askPlayOptions(PlaySheetKind kind, const QString &title, const QString &acceptText)
{
    if (!offersPlaySheets(kind))
        return nullptr;
    const ScenarioDocument &document = *m_context.document();
    auto dialog = std::make_unique<PlaySheetsDialog>(kind, document.ruleset(), document.scenario(),
                                                     m_context.window());
    dialog->setWindowTitle(title);
    dialog->setAcceptText(acceptText);
    dialog->restoreSettings();
    if (dialog->exec() != QDialog::Accepted)
        return nullptr;
    dialog->saveSettings();
    return dialog;
}

void PrintController::exportPlayPdf(PlaySheetKind kind)
{
    const QString name = PlaySheetsDialog::kindName(kind);
    const QString title = tr("Export %1 to PDF").arg(name);
    const auto dialog = askPlayOptions(kind, title, tr("Export..."));
    if (!dialog)
        return;
    const QString path = askPdfPath(title, playFileWord(kind));
    if (path.isEmpty())
        return;
    QString error;
    if (!writePlayPdf(*dialog, path, &error)) {
        showError(path, error);
        return;
    }
    m_context.showStatus(
        tr("Exported %1 to %2").arg(name.toLower(), QDir::toNativeSeparators(path)));
}

void PrintController::previewPlaySheets(PlaySheetKind kind)
{
    const QString name = PlaySheetsDialog::kindName(kind);
    const auto dialog = askPlayOptions(kind, tr("Print Preview of %1").arg(name), tr("Preview"));
    if (dialog)
        previewDocument(dialog->makeDocument());
}

void PrintController::printPlaySheets(PlaySheetKind kind)
{
    const QString name = PlaySheetsDialog::kindName(kind);
    const auto dialog = askPlayOptions(kind, tr("Print %1").arg(name), tr("Print..."));
    if (!dialog)
        return;
    const std::unique_ptr<SheetDocument> sheets = dialog->makeDocument();
    printDocument(*sheets, name);
}

void PrintController::previewDocument(std::shared_ptr<const SheetDocument> sheets)
{
    if (!sheets || sheets->pageCount() == 0)
        return;
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, *sheets);
    const std::unique_ptr<QPrintPreviewDialog> preview(
        createPreviewDialog(sheets, &printer, m_context.window()));
    fitToScreen(preview.get(), QSize(640, 480));
    preview->exec();
}

void PrintController::printDocument(const SheetDocument &sheets, const QString &name)
{
    if (sheets.pageCount() == 0)
        return;
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, sheets);
    QPrintDialog printDialog(&printer, m_context.window());
    printDialog.setWindowTitle(tr("Print %1").arg(name));
    printDialog.setMinMax(1, sheets.pageCount());
    printDialog.setOption(QAbstractPrintDialog::PrintPageRange);
    if (printDialog.exec() != QDialog::Accepted)
        return;
    bool printed = false;
    {
        const BusyIndicator busy(m_context, tr("Printing %1...").arg(name.toLower()));
        printed = printSheets(sheets, printer);
    }
    if (!printed) {
        QMessageBox::warning(m_context.window(), tr("Print"),
                             tr("Could not print %1 on %2.")
                                 .arg(name.toLower(),
                                      printer.printerName().isEmpty() ? printer.outputFileName()
                                                                      : printer.printerName()));
        return;
    }
    m_context.showStatus(tr("Sent %1 to the printer").arg(name.toLower()));
}

// --- Files --------------------------------------------------------------------------------

QString PrintController::suggestedPath(const QString &suffix) const
{
    QString folder = QSettings().value(FolderKey).toString();
    const ScenarioDocument *document = m_context.document();
    QString base;
    if (document && !document->filePath().isEmpty()) {
        const QFileInfo file(document->filePath());
        if (folder.isEmpty())
            folder = file.absolutePath();
        base = file.fileName().section(QLatin1Char('.'), 0, 0);
    }
    if (base.isEmpty() && document) {
        // An untitled scenario, or a sample: its title in file-name form.
        static const QRegularExpression nonWord(QStringLiteral("[^a-z0-9]+"));
        base = document->scenario().metadata.title.toLower().replace(nonWord, QStringLiteral("-"));
        base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    }
    if (base.isEmpty())
        base = QStringLiteral("scenario");
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(folder).filePath(base + suffix);
}

QString PrintController::askPdfPath(const QString &title, const QString &fileWord) const
{
    QString path = QFileDialog::getSaveFileName(
        m_context.window(), title,
        suggestedPath(QLatin1Char('-') + fileWord + QStringLiteral(".pdf")),
        tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return path;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    rememberFolder(path);
    return path;
}

void PrintController::rememberFolder(const QString &path) const
{
    QSettings().setValue(FolderKey, QFileInfo(path).absolutePath());
}

void PrintController::showError(const QString &path, const QString &error) const
{
    m_context.showStatus(tr("Could not write %1").arg(QFileInfo(path).fileName()));
    QMessageBox::warning(
        m_context.window(), tr("Export Failed"),
        tr("Could not write %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace hexwright
