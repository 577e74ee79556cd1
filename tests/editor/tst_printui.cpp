// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Export and print from the editor: File > Export Map Image, Export PDF, Print Preview and
// Print, their options dialogs, and that the PDF, the preview and the printer get the pages
// the sheets have (whatever the sheet factories make of the scenario).

#include "commands/changelayout.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "export/sheet.h"
#include "mainwindow.h"
#include "print/imageexportdialog.h"
#include "print/printcontroller.h"
#include "print/sheetoptionsdialog.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QLoggingCategory>
#include <QMenu>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <array>

using namespace hexwright;

Q_DECLARE_METATYPE(hexwright::SheetKind)
Q_DECLARE_METATYPE(hexwright::ImageFormat)

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

/// Pages and the first page's size in points, read back from a PDF file.
struct PdfFacts
{
    QByteArray header;
    int pages = 0;
    QSizeF firstPagePt;
};

PdfFacts readPdf(const QString &path)
{
    PdfFacts facts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return facts;
    const QByteArray pdf = file.readAll();
    facts.header = pdf.left(5);
    const QString text = QString::fromLatin1(pdf);
    static const QRegularExpression page(QStringLiteral(R"(/Type\s*/Page(?![a-zA-Z]))"));
    facts.pages = int(text.count(page));
    static const QRegularExpression box(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\])"));
    const QRegularExpressionMatch match = box.match(text);
    if (match.hasMatch())
        facts.firstPagePt = QSizeF(match.captured(1).toDouble(), match.captured(2).toDouble());
    return facts;
}

template<typename T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QLatin1String(name));
}

} // namespace

class TestPrintUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void actionsHaveTheirShortcuts_data();
    void actionsHaveTheirShortcuts();
    void shortcutsClashWithNoOtherAction();
    void actionsSitInTheFileMenuAboveClose();
    void everythingIsDisabledWithoutAMap();
    void removingThePanelsDisablesPrinting();
    void dialogMakesTheMapSheetOptions_data();
    void dialogMakesTheMapSheetOptions();
    void setupSheetsForTheTickedPlayersOnly();
    void counterSheetOptions();
    void choicesAreRememberedForNextTime();
    void dialogShowsThePageCount();
    void exportAllWritesThreePdfs();
    void exportAllFailsClearly_data();
    void exportAllFailsClearly();
    void exportedPdfHasEveryPage_data();
    void exportedPdfHasEveryPage();
    void previewPaintsEveryPage_data();
    void previewPaintsEveryPage();
    void printerPrintsTheChosenPageRange();
    void imageDialogShowsThePixelSize_data();
    void imageDialogShowsThePixelSize();
    void imageTooLargeCannotBeExported();
    void exportedImagesOpen_data();
    void exportedImagesOpen();

private:
    /// A window with the demo open and its print controller.
    struct Demo
    {
        std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
        PrintController *controller = nullptr;
        MapExportSource source() const { return *controller->source(); }
    };
    static std::unique_ptr<Demo> openDemo()
    {
        auto demo = std::make_unique<Demo>();
        if (!demo->window->openFile(DemoPath))
            return nullptr;
        demo->controller = demo->window->findChild<PrintController *>();
        return demo;
    }

    QTemporaryDir m_home;
};

void TestPrintUi::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_printui");
}

void TestPrintUi::init()
{
    QSettings().clear();
}

void TestPrintUi::actionsHaveTheirShortcuts_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("export map image")
        << QStringLiteral("exportMapImageAction") << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("export map sheets") << QStringLiteral("exportMapSheetsPdfAction")
                                       << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    QTest::newRow("print preview of map sheets")
        << QStringLiteral("previewMapSheetsAction") << QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P);
    QTest::newRow("print map sheets")
        << QStringLiteral("printMapSheetsAction") << QKeySequence(Qt::CTRL | Qt::Key_P);
    QTest::newRow("export setup sheets")
        << QStringLiteral("exportSetupSheetsPdfAction") << QKeySequence();
    QTest::newRow("print preview of setup sheets")
        << QStringLiteral("previewSetupSheetsAction") << QKeySequence();
    QTest::newRow("print setup sheets")
        << QStringLiteral("printSetupSheetsAction") << QKeySequence();
    QTest::newRow("export counter sheets")
        << QStringLiteral("exportCounterSheetsPdfAction") << QKeySequence();
    QTest::newRow("print preview of counter sheets")
        << QStringLiteral("previewCounterSheetsAction") << QKeySequence();
    QTest::newRow("print counter sheets")
        << QStringLiteral("printCounterSheetsAction") << QKeySequence();
}

void TestPrintUi::actionsHaveTheirShortcuts()
{
    QFETCH(QString, action);
    QFETCH(QKeySequence, shortcut);
    MainWindow window;
    auto *found = window.findChild<QAction *>(action);
    QVERIFY2(found, qPrintable(action));
    QCOMPARE(found->shortcut(), shortcut);
    QVERIFY(!found->statusTip().isEmpty());
    QVERIFY(found->text().endsWith(QLatin1String("...")));
}

void TestPrintUi::shortcutsClashWithNoOtherAction()
{
    MainWindow window;
    auto *controller = window.findChild<PrintController *>();
    QVERIFY(controller);
    const QList<QAction *> ours = controller->findChildren<QAction *>();
    QVERIFY(ours.size() >= 10);
    for (QAction *other : window.findChildren<QAction *>()) {
        if (ours.contains(other))
            continue;
        for (QAction *mine : ours) {
            for (const QKeySequence &key : mine->shortcuts())
                QVERIFY2(!other->shortcuts().contains(key),
                         qPrintable(QStringLiteral("%1 and %2 share %3")
                                        .arg(mine->objectName(), other->text(), key.toString())));
        }
    }
}

void TestPrintUi::actionsSitInTheFileMenuAboveClose()
{
    MainWindow window;
    auto *file = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
    QVERIFY(file);
    QStringList order;
    for (QAction *action : file->actions()) {
        if (!action->objectName().isEmpty())
            order.append(action->objectName());
        else if (action->menu() && !action->menu()->objectName().isEmpty())
            order.append(action->menu()->objectName());
    }
    const int close = order.indexOf(QStringLiteral("fileCloseSection"));
    QVERIFY(close > 0);
    for (const char *name :
         {"exportMapImageAction", "exportPdfMenu", "printPreviewMenu", "printMenu"}) {
        const int at = order.indexOf(QLatin1String(name));
        QVERIFY2(at >= 0 && at < close, name);
    }
    // Map, setup and counter sheets; a separator; unit cards, side sheets, table diagram,
    // piece templates (issue 15, point 6) and rosters (issue 16, point 7).
    for (const char *menu : {"exportPdfMenu", "printPreviewMenu", "printMenu"})
        QCOMPARE(child<QMenu>(file, menu)->actions().size(), 3 + 1 + 5);
}

void TestPrintUi::everythingIsDisabledWithoutAMap()
{
    MainWindow window;
    auto *controller = window.findChild<PrintController *>();
    QVERIFY(controller);
    const QList<QAction *> actions = controller->findChildren<QAction *>();
    QVERIFY(!controller->hasMap());
    for (QAction *action : actions)
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));

    // A new scenario has no panels yet: nothing to print.
    QVERIFY(window.newScenario(QStringLiteral("hammers-slammers")));
    QVERIFY(!controller->hasMap());
    for (QAction *action : actions)
        QVERIFY2(!action->isEnabled(), qPrintable(action->objectName()));

    QVERIFY(window.openFile(DemoPath));
    QVERIFY(controller->hasMap());
    // The play sheets (issue 15) are for tables and families that print unit cards: not for
    // this hex game.
    QList<QAction *> play;
    for (PlaySheetKind kind : PlaySheetKinds)
        play << controller->playPdfAction(kind) << controller->playPreviewAction(kind)
             << controller->playPrintAction(kind);
    for (QAction *action : actions)
        QVERIFY2(action->isEnabled() != play.contains(action), qPrintable(action->objectName()));
}

void TestPrintUi::removingThePanelsDisablesPrinting()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    QAction *print = demo->controller->printAction(SheetKind::Map);
    QVERIFY(print->isEnabled());
    ScenarioDocument *document = demo->window->document();
    document->undoStack()->push(new ChangeLayout(document, {}, QStringLiteral("Remove panels")));
    QVERIFY(!print->isEnabled());
    QVERIFY(!demo->controller->exportImageAction()->isEnabled());
    document->undoStack()->undo();
    QVERIFY(print->isEnabled());
    QVERIFY(demo->controller->exportImageAction()->isEnabled());
}

void TestPrintUi::dialogMakesTheMapSheetOptions_data()
{
    QTest::addColumn<QPageSize::PageSizeId>("paper");
    QTest::addColumn<QPageLayout::Orientation>("orientation");
    QTest::addColumn<double>("hexSize");
    QTest::addColumn<double>("overlap");
    QTest::addColumn<bool>("greyscale");
    QTest::addColumn<bool>("marks");
    QTest::newRow("A4 portrait, the book's 16 mm, in colour")
        << QPageSize::A4 << QPageLayout::Portrait << 16.0 << 10.0 << false << true;
    QTest::newRow("Letter landscape, greyscale")
        << QPageSize::Letter << QPageLayout::Landscape << 19.0 << 5.0 << true << true;
    QTest::newRow("A3 portrait, small hexes, no marks")
        << QPageSize::A3 << QPageLayout::Portrait << 12.5 << 0.0 << true << false;
    QTest::newRow("A3 landscape, large hexes")
        << QPageSize::A3 << QPageLayout::Landscape << 25.5 << 15.0 << false << false;
}

void TestPrintUi::dialogMakesTheMapSheetOptions()
{
    QFETCH(QPageSize::PageSizeId, paper);
    QFETCH(QPageLayout::Orientation, orientation);
    QFETCH(double, hexSize);
    QFETCH(double, overlap);
    QFETCH(bool, greyscale);
    QFETCH(bool, marks);
    const auto demo = openDemo();
    QVERIFY(demo);
    SheetOptionsDialog dialog(SheetKind::Map, demo->source());

    // As a user sets them: the combos by their text, the boxes by value.
    auto *paperCombo = child<QComboBox>(&dialog, "paperCombo");
    QVERIFY(paperCombo);
    QCOMPARE(paperCombo->count(), paperNames().size());
    QString paperName;
    for (const QString &name : paperNames()) {
        QPageSize::PageSizeId id;
        if (parsePaperName(name, &id) && id == paper)
            paperName = name;
    }
    const int paperIndex = paperCombo->findText(paperName, Qt::MatchStartsWith);
    QVERIFY2(paperIndex >= 0, qPrintable(paperName));
    paperCombo->setCurrentIndex(paperIndex);
    auto *orientationCombo = child<QComboBox>(&dialog, "orientationCombo");
    orientationCombo->setCurrentText(orientation == QPageLayout::Landscape
                                         ? QStringLiteral("Landscape")
                                         : QStringLiteral("Portrait"));
    child<QDoubleSpinBox>(&dialog, "hexSizeSpin")->setValue(hexSize);
    child<QDoubleSpinBox>(&dialog, "overlapSpin")->setValue(overlap);
    child<QCheckBox>(&dialog, "greyscaleCheck")->setChecked(greyscale);
    child<QCheckBox>(&dialog, "cutMarksCheck")->setChecked(marks);
    child<QCheckBox>(&dialog, "assemblyPageCheck")->setChecked(marks);

    const MapSheetOptions options = dialog.mapOptions();
    QCOMPARE(options.paper.size, paper);
    QCOMPARE(options.paper.orientation, orientation);
    QCOMPARE(options.hexSizeMm, hexSize);
    QCOMPARE(options.overlapMm, overlap);
    QCOMPARE(options.greyscale, greyscale);
    QCOMPARE(options.cutMarks, marks);
    QCOMPARE(options.assemblyPage, marks);

    // And back: a dialog given these options shows them.
    SheetOptionsDialog again(SheetKind::Map, demo->source());
    again.setMapOptions(options);
    QCOMPARE(child<QComboBox>(&again, "paperCombo")->currentIndex(), paperIndex);
    QCOMPARE(again.mapOptions().paper.orientation, orientation);
    QCOMPARE(again.mapOptions().hexSizeMm, hexSize);
    QCOMPARE(again.mapOptions().greyscale, greyscale);
}

void TestPrintUi::setupSheetsForTheTickedPlayersOnly()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    const QList<Side> &sides = demo->window->document()->scenario().sides;
    QVERIFY(sides.size() >= 2);
    QVERIFY(sides.at(0).player != sides.at(1).player);
    SheetOptionsDialog dialog(SheetKind::Setup, demo->source());
    auto *list = child<QListWidget>(&dialog, "playersList");
    QVERIFY(list);
    QCOMPARE(list->count(), sides.size());
    QVERIFY2(
        list->item(0)->text().startsWith(QStringLiteral("Player %1: ").arg(sides.at(0).player)),
        qPrintable(list->item(0)->text()));
    SetupSheetOptions options = dialog.setupOptions();
    QCOMPARE(options.players.size(), sides.size());
    QVERIFY(options.refereeSheet);

    list->item(0)->setCheckState(Qt::Unchecked);
    child<QCheckBox>(&dialog, "refereeCheck")->setChecked(false);
    options = dialog.setupOptions();
    QCOMPARE(options.players, QList<int> {sides.at(1).player});
    QVERIFY(!options.refereeSheet);

    // Unticking every player would mean "all of them" to the factory: the dialog refuses.
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    for (int row = 0; row < list->count(); ++row)
        list->item(row)->setCheckState(Qt::Unchecked);
    QVERIFY(!ok->isEnabled());
    QVERIFY(child<QLabel>(&dialog, "pageCountLabel")->text().contains(QLatin1String("player")));
}

void TestPrintUi::counterSheetOptions()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    SheetOptionsDialog dialog(SheetKind::Counters, demo->source());
    QCOMPARE(dialog.counterOptions().counterSizeMm, CounterSheetOptions().counterSizeMm);
    child<QDoubleSpinBox>(&dialog, "counterSizeSpin")->setValue(15.5);
    child<QCheckBox>(&dialog, "cutLinesCheck")->setChecked(false);
    child<QComboBox>(&dialog, "paperCombo")->setCurrentIndex(1);
    QVERIFY(!dialog.counterOptions().backsBeside);
    child<QComboBox>(&dialog, "backsCombo")->setCurrentIndex(1);
    child<QCheckBox>(&dialog, "markProvisionalCheck")->setChecked(false);
    const CounterSheetOptions options = dialog.counterOptions();
    QCOMPARE(options.counterSizeMm, 15.5);
    QVERIFY(!options.cutLines);
    QVERIFY(options.backsBeside);
    QVERIFY(!options.markProvisional);
    QCOMPARE(options.paper.size, QPageSize::Letter);
    // The map's controls are not there.
    QVERIFY(!child<QDoubleSpinBox>(&dialog, "hexSizeSpin"));
}

void TestPrintUi::choicesAreRememberedForNextTime()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    MapSheetOptions chosen;
    chosen.paper.size = QPageSize::Letter;
    chosen.paper.orientation = QPageLayout::Landscape;
    chosen.hexSizeMm = 20;
    chosen.overlapMm = 6;
    chosen.greyscale = true;
    chosen.cutMarks = false;
    {
        SheetOptionsDialog dialog(SheetKind::Map, demo->source());
        dialog.setMapOptions(chosen);
        dialog.saveSettings();
    }
    SheetOptionsDialog map(SheetKind::Map, demo->source());
    QCOMPARE(map.mapOptions().hexSizeMm, DefaultExportHexSizeMm);
    map.restoreSettings();
    const MapSheetOptions restored = map.mapOptions();
    QCOMPARE(restored.paper.size, chosen.paper.size);
    QCOMPARE(restored.paper.orientation, chosen.paper.orientation);
    QCOMPARE(restored.hexSizeMm, chosen.hexSizeMm);
    QCOMPARE(restored.overlapMm, chosen.overlapMm);
    QCOMPARE(restored.greyscale, chosen.greyscale);
    QCOMPARE(restored.cutMarks, chosen.cutMarks);
    // The paper is the same for every kind of sheet.
    SheetOptionsDialog counters(SheetKind::Counters, demo->source());
    counters.restoreSettings();
    QCOMPARE(counters.paper().size, QPageSize::Letter);
    CounterSheetOptions counterChoice = counters.counterOptions();
    QVERIFY(!counterChoice.backsBeside);
    counterChoice.backsBeside = true;
    counterChoice.counterSizeMm = 16;
    counters.setCounterOptions(counterChoice);
    counters.saveSettings();
    SheetOptionsDialog nextCounters(SheetKind::Counters, demo->source());
    nextCounters.restoreSettings();
    QVERIFY(nextCounters.counterOptions().backsBeside);
    QCOMPARE(nextCounters.counterOptions().counterSizeMm, 16.0);

    ImageExportDialog image(ImageFormat::Png, demo->source());
    image.setHexSizeMm(12);
    image.setDpi(150);
    image.saveSettings();
    ImageExportDialog next(ImageFormat::Png, demo->source());
    QCOMPARE(next.dpi(), DefaultExportDpi);
    next.restoreSettings();
    QCOMPARE(next.hexSizeMm(), 12.0);
    QCOMPARE(next.dpi(), 150);
}

void TestPrintUi::dialogShowsThePageCount()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    for (SheetKind kind : {SheetKind::Map, SheetKind::Setup, SheetKind::Counters}) {
        SheetOptionsDialog dialog(kind, demo->source());
        child<QComboBox>(&dialog, "orientationCombo")->setCurrentIndex(1);
        const int pages = dialog.makeDocument()->pageCount();
        QVERIFY(pages > 0);
        QCOMPARE(child<QLabel>(&dialog, "pageCountLabel")->text(),
                 SheetOptionsDialog::pageCountText(pages));
    }
    // Smaller hexes on larger paper: fewer map sheets, and the label follows.
    SheetOptionsDialog map(SheetKind::Map, demo->source());
    const int before = map.makeDocument()->pageCount();
    child<QComboBox>(&map, "paperCombo")
        ->setCurrentIndex(paperNames().indexOf(QStringLiteral("A3")));
    child<QDoubleSpinBox>(&map, "hexSizeSpin")->setValue(8);
    const int after = map.makeDocument()->pageCount();
    QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QCOMPARE(child<QLabel>(&map, "pageCountLabel")->text(),
             SheetOptionsDialog::pageCountText(after));
    QCOMPARE(SheetOptionsDialog::pageCountText(1), QStringLiteral("Makes 1 page."));
    QCOMPARE(SheetOptionsDialog::pageCountText(6), QStringLiteral("Makes 6 pages."));
}

void TestPrintUi::exportedPdfHasEveryPage_data()
{
    QTest::addColumn<SheetKind>("kind");
    QTest::addColumn<QPageSize::PageSizeId>("paper");
    QTest::addColumn<QPageLayout::Orientation>("orientation");
    QTest::newRow("map sheets on A4") << SheetKind::Map << QPageSize::A4 << QPageLayout::Portrait;
    QTest::newRow("map sheets on Letter landscape")
        << SheetKind::Map << QPageSize::Letter << QPageLayout::Landscape;
    QTest::newRow("setup sheets on A4")
        << SheetKind::Setup << QPageSize::A4 << QPageLayout::Portrait;
    QTest::newRow("setup sheets on A3 landscape")
        << SheetKind::Setup << QPageSize::A3 << QPageLayout::Landscape;
    QTest::newRow("counter sheets on Letter")
        << SheetKind::Counters << QPageSize::Letter << QPageLayout::Portrait;
}

void TestPrintUi::exportAllWritesThreePdfs()
{
    // Export All, after its folder dialog: three PDFs named after the scenario, each with the
    // options its kind's own export last used.
    const auto demo = openDemo();
    QVERIFY(demo);
    QAction *action = demo->window->findChild<QAction *>(QStringLiteral("exportAllAction"));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    QVERIFY(action->text().endsWith(QLatin1String("...")));
    auto *file = demo->window->findChild<QMenu *>(QStringLiteral("fileMenu"));
    QVERIFY(file && file->actions().contains(action));
    {
        SheetOptionsDialog counters(SheetKind::Counters, demo->source());
        PaperSetup setup;
        setup.size = QPageSize::Letter;
        setup.orientation = QPageLayout::Landscape;
        counters.setPaper(setup);
        counters.saveSettings();
    }
    QTemporaryDir dir;
    QStringList written;
    QString error;
    QVERIFY2(demo->controller->exportAllTo(dir.path(), &written, &error), qPrintable(error));
    QCOMPARE(written.size(), 3);
    const QString base = QFileInfo(DemoPath).fileName().section(QLatin1Char('.'), 0, 0);
    QCOMPARE(QFileInfo(written.at(0)).fileName(), base + QStringLiteral("-map-sheets.pdf"));
    QCOMPARE(QFileInfo(written.at(1)).fileName(), base + QStringLiteral("-setup-sheets.pdf"));
    QCOMPARE(QFileInfo(written.at(2)).fileName(), base + QStringLiteral("-counters.pdf"));
    const std::array<SheetKind, 3> kinds {SheetKind::Map, SheetKind::Setup, SheetKind::Counters};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(QFileInfo(written.at(i)).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
        const PdfFacts pdf = readPdf(written.at(i));
        QCOMPARE(pdf.header, QByteArray("%PDF-"));
        SheetOptionsDialog options(kinds[i], demo->source());
        options.restoreSettings();
        QCOMPARE(pdf.pages, options.makeDocument()->pageCount());
    }
    // The counters went on Letter landscape, as last chosen: 792 x 612 pt.
    const PdfFacts counters = readPdf(written.at(2));
    QVERIFY2(qAbs(counters.firstPagePt.width() - 792) < 1
                 && qAbs(counters.firstPagePt.height() - 612) < 1,
             qPrintable(QStringLiteral("%1 x %2 pt")
                            .arg(counters.firstPagePt.width())
                            .arg(counters.firstPagePt.height())));
}

void TestPrintUi::exportAllFailsClearly_data()
{
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("says");
    QTest::newRow("no such folder")
        << QStringLiteral("missing folder") << QStringLiteral("does not exist");
    QTest::newRow("a sheet cannot be written")
        << QStringLiteral("blocked file") << QStringLiteral("Could not write the setup sheets");
}

void TestPrintUi::exportAllFailsClearly()
{
    QFETCH(QString, problem);
    QFETCH(QString, says);
    const auto demo = openDemo();
    QVERIFY(demo);
    QTemporaryDir dir;
    QString folder = dir.path();
    if (problem == QLatin1String("missing folder"))
        folder = dir.filePath(QStringLiteral("not-there"));
    else // A folder where the setup sheets' PDF should go: the file cannot be written.
        QVERIFY(QDir().mkpath(demo->controller->exportAllPath(folder, SheetKind::Setup)));
    QStringList written;
    QString error;
    QVERIFY(!demo->controller->exportAllTo(folder, &written, &error));
    QVERIFY2(error.contains(says), qPrintable(error));
    if (problem == QLatin1String("blocked file")) {
        QVERIFY2(error.contains(QDir::toNativeSeparators(
                     demo->controller->exportAllPath(folder, SheetKind::Setup))),
                 qPrintable(error));
        QCOMPARE(written.size(), 1); // the map sheets, before it
    } else {
        QVERIFY(written.isEmpty());
    }
}

void TestPrintUi::exportedPdfHasEveryPage()
{
    QFETCH(SheetKind, kind);
    QFETCH(QPageSize::PageSizeId, paper);
    QFETCH(QPageLayout::Orientation, orientation);
    const auto demo = openDemo();
    QVERIFY(demo);
    SheetOptionsDialog dialog(kind, demo->source());
    PaperSetup setup;
    setup.size = paper;
    setup.orientation = orientation;
    dialog.setPaper(setup);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheets.pdf"));
    QString error;
    QVERIFY2(demo->controller->writePdf(dialog, path, &error), qPrintable(error));

    const PdfFacts pdf = readPdf(path);
    QCOMPARE(pdf.header, QByteArray("%PDF-"));
    const auto sheets = dialog.makeDocument();
    QCOMPARE(pdf.pages, sheets->pageCount());
    // The first page is on the paper of the first sheet (the assembly page may differ from
    // the ones after it), within a point of rounding.
    const QSizeF expected = QPageSize::size(sheets->paper(0).size, QPageSize::Point);
    const QSizeF turned
        = sheets->paper(0).orientation == QPageLayout::Landscape ? expected.transposed() : expected;
    QVERIFY2(qAbs(pdf.firstPagePt.width() - turned.width()) < 1
                 && qAbs(pdf.firstPagePt.height() - turned.height()) < 1,
             qPrintable(QStringLiteral("%1 x %2 pt")
                            .arg(pdf.firstPagePt.width())
                            .arg(pdf.firstPagePt.height())));
    // The paper chosen in the dialog is the sheets' paper.
    bool onChosenPaper = false;
    for (int page = 0; page < sheets->pageCount(); ++page) {
        const PaperSetup used = sheets->paper(page);
        onChosenPaper = onChosenPaper
            || (used.size == paper && used.orientation == orientation
                && used.paperSizeMm() == setup.paperSizeMm());
    }
    QVERIFY(onChosenPaper);
}

void TestPrintUi::previewPaintsEveryPage_data()
{
    QTest::addColumn<SheetKind>("kind");
    QTest::newRow("map sheets") << SheetKind::Map;
    QTest::newRow("setup sheets") << SheetKind::Setup;
    QTest::newRow("counter sheets") << SheetKind::Counters;
}

void TestPrintUi::previewPaintsEveryPage()
{
    QFETCH(SheetKind, kind);
    const auto demo = openDemo();
    QVERIFY(demo);
    SheetOptionsDialog dialog(kind, demo->source());
    const std::shared_ptr<const SheetDocument> sheets = dialog.makeDocument();
    QVERIFY(sheets->pageCount() > 0);

    // What the preview's paintRequested does, into a PDF printer: every page, full page.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("printed.pdf"));
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        PrintController::preparePrinter(printer, *sheets);
        QVERIFY(printer.fullPage());
        QCOMPARE(printer.docName(), sheets->title());
        QVERIFY(PrintController::printSheets(*sheets, printer));
    }
    const PdfFacts pdf = readPdf(path);
    QCOMPARE(pdf.header, QByteArray("%PDF-"));
    QCOMPARE(pdf.pages, sheets->pageCount());

    // The preview dialog itself shows that many pages.
    QPrinter printer(QPrinter::HighResolution);
    PrintController::preparePrinter(printer, *sheets);
    std::unique_ptr<QPrintPreviewDialog> preview(
        PrintController::createPreviewDialog(sheets, &printer, nullptr));
    auto *widget = preview->findChild<QPrintPreviewWidget *>();
    QVERIFY(widget);
    widget->updatePreview();
    QCOMPARE(widget->pageCount(), sheets->pageCount());
}

void TestPrintUi::printerPrintsTheChosenPageRange()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    SheetOptionsDialog dialog(SheetKind::Map, demo->source());
    const auto sheets = dialog.makeDocument();
    const int last = sheets->pageCount();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("range.pdf"));
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        PrintController::preparePrinter(printer, *sheets);
        // As the print dialog leaves it when "Pages from last to last" is chosen.
        printer.setPrintRange(QPrinter::PageRange);
        printer.setFromTo(last, last);
        QVERIFY(PrintController::printSheets(*sheets, printer));
    }
    QCOMPARE(readPdf(path).pages, 1);
}

void TestPrintUi::imageDialogShowsThePixelSize_data()
{
    QTest::addColumn<double>("hexSize");
    QTest::addColumn<int>("dpi");
    QTest::newRow("the book's 16 mm at 300 dpi") << 16.0 << 300;
    QTest::newRow("screen resolution") << 16.0 << 96;
    QTest::newRow("small hexes for a web page") << 8.0 << 72;
    QTest::newRow("large hexes at 600 dpi") << 25.0 << 600;
}

void TestPrintUi::imageDialogShowsThePixelSize()
{
    QFETCH(double, hexSize);
    QFETCH(int, dpi);
    const auto demo = openDemo();
    QVERIFY(demo);
    ImageExportDialog dialog(ImageFormat::Png, demo->source());
    QCOMPARE(dialog.hexSizeMm(), DefaultExportHexSizeMm);
    QCOMPARE(dialog.dpi(), DefaultExportDpi);
    child<QDoubleSpinBox>(&dialog, "hexSizeSpin")->setValue(hexSize);
    child<QSpinBox>(&dialog, "dpiSpin")->setValue(dpi);
    const QSize size = mapPngSize(demo->source(), hexSize, dpi);
    QVERIFY(dialog.sizeText().startsWith(
        QStringLiteral("%1 x %2 pixels").arg(size.width()).arg(size.height())));
    QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());

    // An SVG has no resolution: the dialog gives its printed size instead.
    ImageExportDialog svg(ImageFormat::Svg, demo->source());
    QVERIFY(child<QSpinBox>(&svg, "dpiSpin")->isHidden());
    svg.setHexSizeMm(hexSize);
    const QSize tenths = mapPngSize(demo->source(), hexSize, 254);
    QCOMPARE(svg.sizeText(),
             QStringLiteral("%1 x %2 mm")
                 .arg(tenths.width() / 10.0, 0, 'f', 0)
                 .arg(tenths.height() / 10.0, 0, 'f', 0));
}

void TestPrintUi::imageTooLargeCannotBeExported()
{
    const auto demo = openDemo();
    QVERIFY(demo);
    ImageExportDialog dialog(ImageFormat::Png, demo->source());
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    dialog.setHexSizeMm(MaxExportHexSizeMm);
    dialog.setDpi(MaxExportDpi);
    const QSize size = mapPngSize(demo->source(), MaxExportHexSizeMm, MaxExportDpi);
    QVERIFY(qint64(size.width()) * size.height() > MaxExportPixels);
    QVERIFY(!ok->isEnabled());
    QVERIFY(dialog.sizeText().contains(QLatin1String("too large")));
    dialog.setDpi(DefaultExportDpi);
    dialog.setHexSizeMm(DefaultExportHexSizeMm);
    QVERIFY(ok->isEnabled());
}

void TestPrintUi::exportedImagesOpen_data()
{
    QTest::addColumn<ImageFormat>("format");
    QTest::newRow("PNG") << ImageFormat::Png;
    QTest::newRow("SVG") << ImageFormat::Svg;
}

void TestPrintUi::exportedImagesOpen()
{
    QFETCH(ImageFormat, format);
    const auto demo = openDemo();
    QVERIFY(demo);
    ImageExportDialog dialog(format, demo->source());
    dialog.setHexSizeMm(10);
    dialog.setDpi(96);
    QTemporaryDir dir;
    const QString path = dir.filePath(format == ImageFormat::Png ? QStringLiteral("map.png")
                                                                 : QStringLiteral("map.svg"));
    QString error;
    QVERIFY2(demo->controller->writeImage(dialog, path, &error), qPrintable(error));
    // Qt's SVG reader does not know the patterns its own generator writes: not ours to test.
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg.warning=false"));
    if (format == ImageFormat::Png) {
        const QImage image(path);
        QCOMPARE(image.size(), mapPngSize(demo->source(), 10, 96));
    } else {
        QSvgRenderer svg(path);
        QVERIFY(svg.isValid());
    }
    // A folder that is not there: an error that names the file, not a crash.
    const QString nowhere = dir.filePath(QStringLiteral("missing/map.png"));
    QVERIFY(!demo->controller->writeImage(dialog, nowhere, &error));
    QVERIFY2(!error.isEmpty(), "no error message");
}

QTEST_MAIN(TestPrintUi)
#include "tst_printui.moc"
