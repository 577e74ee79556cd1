// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Edit > Preferences (issue 18, point 6): the typed front to QSettings and its defaults (the
// paper from the locale), the dialog (OK stores, Cancel stores nothing, Restore Defaults,
// Reset All Settings after asking), and that the editor follows a change: the autosaver's
// interval, the print dialogs' paper and hex size, table lengths in inches or centimetres.

#include "dialoganswerer.h"
#include "document/scenariodocument.h"
#include "export/mapexport.h"
#include "mainwindow.h"
#include "mapview.h"
#include "print/imageexportdialog.h"
#include "print/printcontroller.h"
#include "print/sheetoptionsdialog.h"
#include "roster/rostermodel.h"
#include "ruleset/rulesetregistry.h"
#include "shell/autosaver.h"
#include "shell/preferences.h"
#include "shell/preferencesdialog.h"
#include "testsupport.h"

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hexwright;

Q_DECLARE_METATYPE(hexwright::LengthUnit)

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString TableScenario = QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml");

template<typename T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QLatin1String(name));
}

/// Choices unlike every default, so that a test sees they were stored.
Preferences::Choices unusualChoices()
{
    Preferences::Choices choices;
    choices.language = QStringLiteral("fr");
    choices.tableUnit = LengthUnit::Centimetre;
    choices.paper = QPageSize::A3;
    choices.autosaveIntervalSeconds = 90;
    choices.printHexSizeMm = 12.5;
    return choices;
}

void compareChoices(const Preferences::Choices &actual, const Preferences::Choices &expected)
{
    QCOMPARE(actual.language, expected.language);
    QCOMPARE(actual.tableUnit, expected.tableUnit);
    QCOMPARE(actual.paper, expected.paper);
    QCOMPARE(actual.autosaveIntervalSeconds, expected.autosaveIntervalSeconds);
    QCOMPARE(actual.printHexSizeMm, expected.printHexSizeMm);
}

} // namespace

class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void paperFollowsTheLocale_data();
    void paperFollowsTheLocale();
    void aFreshStartHasTheDefaults();
    void firstStartStoresTheLocalesPaper();
    void choicesRoundTripThroughTheSettings();
    void outOfRangeValuesAreNotTaken();
    void everyCatalogueIsALanguageToChoose();
    void dialogNamesEachLanguageInItself();
    void dialogStoresWhatWasChosen();
    void cancelStoresNothing();
    void restoreDefaultsFillsInTheDefaults();
    void resetAllForgetsEverySettingAfterAsking();
    void resetAllCancelledKeepsEverything();
    void resetAllFromTheWindowForgetsItsLayoutToo();
    void everyFieldHasAnAccessibleName();
    void editMenuOpensThePreferences();
    void autosaverFollowsTheInterval();
    void autosaveOffWritesNoCopy();
    void printingStartsFromTheDefaults();
    void aNewDefaultReplacesTheRememberedChoice();
    void tableLengthsShowInTheChosenUnit_data();
    void tableLengthsShowInTheChosenUnit();
    void tableWindowFollowsTheUnit();

private:
    QTemporaryDir m_home;
};

void TestPreferences::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_preferences");
}

void TestPreferences::init()
{
    QSettings().clear();
}

void TestPreferences::paperFollowsTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QPageSize::PageSizeId>("paper");
    QTest::newRow("en_US") << QStringLiteral("en_US") << QPageSize::Letter;
    QTest::newRow("de_DE") << QStringLiteral("de_DE") << QPageSize::A4;
    QTest::newRow("en_GB") << QStringLiteral("en_GB") << QPageSize::A4;
    QTest::newRow("fr_CA") << QStringLiteral("fr_CA") << QPageSize::Letter;
    QTest::newRow("en_CA") << QStringLiteral("en_CA") << QPageSize::Letter;
    QTest::newRow("es_MX") << QStringLiteral("es_MX") << QPageSize::Letter;
    QTest::newRow("es_ES") << QStringLiteral("es_ES") << QPageSize::A4;
    QTest::newRow("fr_FR") << QStringLiteral("fr_FR") << QPageSize::A4;
    QTest::newRow("en_AU") << QStringLiteral("en_AU") << QPageSize::A4;
    QTest::newRow("fil_PH") << QStringLiteral("fil_PH") << QPageSize::Letter;
    QTest::newRow("es_CL") << QStringLiteral("es_CL") << QPageSize::Letter;
    QTest::newRow("ja_JP") << QStringLiteral("ja_JP") << QPageSize::A4;
}

void TestPreferences::paperFollowsTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(QPageSize::PageSizeId, paper);
    QCOMPARE(Preferences::paperForLocale(QLocale(locale)), paper);
}

void TestPreferences::aFreshStartHasTheDefaults()
{
    const Preferences::Choices defaults = Preferences::defaults();
    QCOMPARE(defaults.language, QString());
    QCOMPARE(defaults.tableUnit, LengthUnit::Inch);
    QCOMPARE(defaults.paper, Preferences::paperForLocale(QLocale::system()));
    QCOMPARE(defaults.autosaveIntervalSeconds, 60);
    QCOMPARE(defaults.printHexSizeMm, DefaultExportHexSizeMm);
    compareChoices(Preferences::current(), defaults);
    QVERIFY(QSettings().allKeys().isEmpty()); // reading stores nothing
}

void TestPreferences::firstStartStoresTheLocalesPaper()
{
    Preferences::settleFirstStart();
    const QPageSize::PageSizeId system = Preferences::paperForLocale(QLocale::system());
    QCOMPARE(QSettings().value(QStringLiteral("preferences/paper")).toString(),
             QPageSize::key(system));
    // Later starts keep what is stored, whatever the locale says by then.
    const QPageSize::PageSizeId other = system == QPageSize::A4 ? QPageSize::Letter : QPageSize::A4;
    Preferences::setDefaultPaper(other);
    Preferences::settleFirstStart();
    QCOMPARE(Preferences::defaultPaper(), other);
}

void TestPreferences::choicesRoundTripThroughTheSettings()
{
    QSignalSpy changed(&Preferences::instance(), &Preferences::changed);
    Preferences::apply(unusualChoices());
    QCOMPARE(changed.count(), 1);
    compareChoices(Preferences::current(), unusualChoices());
    // Under the keys the dialog's help names, readable by any QSettings.
    const QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("preferences/language")).toString(),
             QStringLiteral("fr"));
    QCOMPARE(settings.value(QStringLiteral("preferences/tableUnit")).toString(),
             QStringLiteral("cm"));
    QCOMPARE(settings.value(QStringLiteral("preferences/paper")).toString(), QStringLiteral("A3"));
    QCOMPARE(settings.value(QStringLiteral("autosave/intervalSeconds")).toInt(), 90);
    QCOMPARE(settings.value(QStringLiteral("preferences/printHexSizeMm")).toDouble(), 12.5);
    // The same choices again change nothing and say nothing.
    Preferences::apply(unusualChoices());
    QCOMPARE(changed.count(), 1);
    Preferences::setTableUnit(LengthUnit::Inch);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(Preferences::tableUnit(), LengthUnit::Inch);
}

void TestPreferences::outOfRangeValuesAreNotTaken()
{
    QSettings settings;
    settings.setValue(QStringLiteral("preferences/language"), QStringLiteral("xx"));
    settings.setValue(QStringLiteral("preferences/tableUnit"), QStringLiteral("furlong"));
    settings.setValue(QStringLiteral("preferences/paper"), QStringLiteral("B5"));
    settings.setValue(QStringLiteral("autosave/intervalSeconds"), -5);
    settings.setValue(QStringLiteral("preferences/printHexSizeMm"), 1000.0);
    QCOMPARE(Preferences::language(), QString());
    QCOMPARE(Preferences::tableUnit(), LengthUnit::Inch);
    QCOMPARE(Preferences::defaultPaper(), Preferences::paperForLocale(QLocale::system()));
    QCOMPARE(Preferences::autosaveIntervalSeconds(), 0);
    QCOMPARE(Preferences::printHexSizeMm(), DefaultExportHexSizeMm);
    // Millimetres are for base sizes: a table is in inches or centimetres.
    Preferences::setTableUnit(LengthUnit::Millimetre);
    QCOMPARE(Preferences::tableUnit(), LengthUnit::Inch);
}

void TestPreferences::everyCatalogueIsALanguageToChoose()
{
    const QStringList catalogues = QDir(QStringLiteral(SOURCE_DIR "/translations"))
                                       .entryList({QStringLiteral("hexwright_*.ts")});
    QVERIFY(!catalogues.isEmpty());
    QStringList languages = Preferences::languages();
    QVERIFY(languages.removeOne(QStringLiteral("en"))); // the sources' own language
    for (const QString &file : catalogues) {
        const QString language = file.mid(10, file.size() - 13);
        QVERIFY2(languages.removeOne(language), qPrintable(file + QStringLiteral(" is missing")));
    }
    QVERIFY2(languages.isEmpty(),
             qPrintable(languages.join(QLatin1Char(' ')) + QStringLiteral(" without a catalogue")));
}

void TestPreferences::dialogNamesEachLanguageInItself()
{
    PreferencesDialog dialog;
    auto *combo = child<QComboBox>(&dialog, "languageCombo");
    QVERIFY(combo);
    QCOMPARE(combo->count(), 4);
    QCOMPARE(combo->itemData(0).toString(), QString());
    QVERIFY2(combo->itemText(0).contains(Preferences::languageName(QLocale::system().name())),
             qPrintable(combo->itemText(0)));
    QCOMPARE(combo->itemText(1), QStringLiteral("English"));
    QCOMPARE(combo->itemText(2), QStringLiteral("Deutsch"));
    QCOMPARE(combo->itemText(3), QStringLiteral("Français"));
    QCOMPARE(combo->currentIndex(), 0);
    // It says when a new language takes effect.
    auto *note = child<QLabel>(&dialog, "languageNote");
    QVERIFY(note);
    QVERIFY2(note->text().contains(QLatin1String("next starts")), qPrintable(note->text()));
}

void TestPreferences::dialogStoresWhatWasChosen()
{
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *language = child<QComboBox>(&dialog, "languageCombo");
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    auto *units = child<QComboBox>(&dialog, "tableUnitCombo");
    units->setCurrentIndex(units->findData(int(LengthUnit::Centimetre)));
    auto *paper = child<QComboBox>(&dialog, "paperCombo");
    paper->setCurrentIndex(paper->findData(int(QPageSize::Letter)));
    child<QDoubleSpinBox>(&dialog, "hexSizeSpin")->setValue(19);
    child<QSpinBox>(&dialog, "autosaveSpin")->setValue(0);
    QSignalSpy changed(&Preferences::instance(), &Preferences::changed);
    QTest::mouseClick(child<QPushButton>(&dialog, "okButton"), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(Preferences::language(), QStringLiteral("de"));
    QCOMPARE(Preferences::tableUnit(), LengthUnit::Centimetre);
    QCOMPARE(Preferences::defaultPaper(), QPageSize::Letter);
    QCOMPARE(Preferences::printHexSizeMm(), 19.0);
    QCOMPARE(Preferences::autosaveIntervalSeconds(), 0);
    // Opened again, it shows what is stored; Off for no autosave.
    PreferencesDialog again;
    compareChoices(again.choices(), Preferences::current());
    QCOMPARE(child<QSpinBox>(&again, "autosaveSpin")->text(), QStringLiteral("Off"));
}

void TestPreferences::cancelStoresNothing()
{
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setChoices(unusualChoices());
    QSignalSpy changed(&Preferences::instance(), &Preferences::changed);
    QTest::mouseClick(child<QPushButton>(&dialog, "cancelButton"), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QCOMPARE(changed.count(), 0);
    QVERIFY2(QSettings().allKeys().isEmpty(),
             qPrintable(QSettings().allKeys().join(QLatin1Char(' '))));
}

void TestPreferences::restoreDefaultsFillsInTheDefaults()
{
    Preferences::apply(unusualChoices());
    PreferencesDialog dialog;
    compareChoices(dialog.choices(), unusualChoices());
    QTest::mouseClick(child<QPushButton>(&dialog, "restoreDefaultsButton"), Qt::LeftButton);
    compareChoices(dialog.choices(), Preferences::defaults());
    // Shown, not stored: that is what OK is for.
    compareChoices(Preferences::current(), unusualChoices());
    dialog.accept();
    compareChoices(Preferences::current(), Preferences::defaults());
}

void TestPreferences::resetAllForgetsEverySettingAfterAsking()
{
    Preferences::apply(unusualChoices());
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/recentFiles"),
                      QStringList {QStringLiteral("/tmp/a.scenario.yaml")});
    settings.setValue(QStringLiteral("print/paper"), QStringLiteral("Letter"));
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy changed(&Preferences::instance(), &Preferences::changed);
    testsupport::DialogAnswerer answerer(QStringLiteral("confirmResetButton"));
    QTest::mouseClick(child<QPushButton>(&dialog, "resetAllButton"), Qt::LeftButton);
    QCOMPARE(answerer.count(), 1);
    QVERIFY(dialog.settingsWereReset());
    QVERIFY(!dialog.isVisible());
    QCOMPARE(changed.count(), 1);
    QVERIFY2(QSettings().allKeys().isEmpty(),
             qPrintable(QSettings().allKeys().join(QLatin1Char(' '))));
    compareChoices(Preferences::current(), Preferences::defaults());
}

void TestPreferences::resetAllFromTheWindowForgetsItsLayoutToo()
{
    // The window saves its geometry when it closes: after Reset All Settings it must not,
    // or the next start would not open with the default layout.
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Edit > Preferences, Reset All Settings..., then Reset in the question. The question
    // is answered by its own answerer: the click that opens it runs its event loop.
    testsupport::DialogAnswerer answerer(QStringLiteral("confirmResetButton"));
    QTimer resetClicker;
    bool clicked = false;
    connect(&resetClicker, &QTimer::timeout, &answerer, [&clicked] {
        auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
        if (!dialog || clicked)
            return;
        clicked = true;
        dialog->findChild<QPushButton *>(QStringLiteral("resetAllButton"))->click();
    });
    resetClicker.start(20);
    window.showPreferences();
    QVERIFY(clicked);
    QCOMPARE(answerer.count(), 1);
    QVERIFY(!QSettings().contains(QStringLiteral("mainWindow/geometry")));
    window.close();
    QVERIFY2(QSettings().allKeys().isEmpty(),
             qPrintable(QSettings().allKeys().join(QLatin1Char(' '))));
}

void TestPreferences::resetAllCancelledKeepsEverything()
{
    Preferences::apply(unusualChoices());
    QSettings().setValue(QStringLiteral("mainWindow/recentFiles"),
                         QStringList {QStringLiteral("/tmp/a.scenario.yaml")});
    const QStringList before = QSettings().allKeys();
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    testsupport::DialogAnswerer answerer(QStringLiteral("cancelResetButton"));
    QTest::mouseClick(child<QPushButton>(&dialog, "resetAllButton"), Qt::LeftButton);
    QCOMPARE(answerer.count(), 1);
    QVERIFY(!dialog.settingsWereReset());
    QVERIFY(dialog.isVisible());
    QCOMPARE(QSettings().allKeys(), before);
}

void TestPreferences::everyFieldHasAnAccessibleName()
{
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QList<QWidget *> fields;
    for (QWidget *widget : dialog.findChildren<QWidget *>()) {
        if (qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QPushButton *>(widget))
            fields.append(widget);
    }
    QCOMPARE(fields.size(), 5 + 1 + 3); // five fields, Reset All, OK, Cancel, Restore Defaults
    for (QWidget *field : std::as_const(fields)) {
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(field);
        QVERIFY(accessible);
        QVERIFY2(!accessible->text(QAccessible::Name).isEmpty(), qPrintable(field->objectName()));
    }
}

void TestPreferences::editMenuOpensThePreferences()
{
    MainWindow window;
    auto *edit = window.findChild<QMenu *>(QStringLiteral("editMenu"));
    QVERIFY(edit);
    QAction *action = edit->actions().constLast();
    QCOMPARE(action->objectName(), QStringLiteral("preferencesAction"));
    QVERIFY(!action->shortcut().isEmpty());
    QCOMPARE(action->menuRole(), QAction::PreferencesRole);
    // The dialog opens on the window, and Cancel closes it.
    testsupport::DialogAnswerer answerer(QStringLiteral("cancelButton"));
    action->trigger();
    QCOMPARE(answerer.count(), 1);
    QCOMPARE(answerer.shown().constFirst(), QStringLiteral("Preferences"));
}

void TestPreferences::autosaverFollowsTheInterval()
{
    Autosaver autosaver;
    QCOMPARE(autosaver.intervalMilliseconds(), 60 * 1000);
    Preferences::setAutosaveIntervalSeconds(5);
    QCOMPARE(autosaver.intervalMilliseconds(), 5 * 1000);
    Preferences::setAutosaveIntervalSeconds(300);
    QCOMPARE(autosaver.intervalMilliseconds(), 300 * 1000);
}

void TestPreferences::autosaveOffWritesNoCopy()
{
    const std::unique_ptr<RulesetRegistry> registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = ScenarioDocument::load(DemoPath, *registry, diagnostics);
    QVERIFY(document);
    QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 1);
    Autosaver autosaver;
    autosaver.setDocument(document.get());
    QSignalSpy written(&autosaver, &Autosaver::written);
    // Turned off while the window is open: edits make no copy.
    Preferences::setAutosaveIntervalSeconds(0);
    testsupport::retitle(document.get(), QStringLiteral("Off"));
    QTest::qWait(1500);
    QCOMPARE(written.count(), 0);
    // Turned on again: the next edit is copied after the pause.
    Preferences::setAutosaveIntervalSeconds(30);
    testsupport::retitle(document.get(), QStringLiteral("On"));
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 5000);
    autosaver.discard();
}

void TestPreferences::printingStartsFromTheDefaults()
{
    auto window = std::make_unique<MainWindow>();
    QVERIFY(window->openFile(DemoPath));
    const MapExportSource source = *window->findChild<PrintController *>()->source();
    Preferences::setDefaultPaper(QPageSize::Letter);
    Preferences::setPrintHexSizeMm(12);
    for (SheetKind kind : {SheetKind::Map, SheetKind::Setup, SheetKind::Counters}) {
        SheetOptionsDialog dialog(kind, source);
        dialog.restoreSettings();
        QCOMPARE(dialog.paper().size, QPageSize::Letter);
    }
    SheetOptionsDialog map(SheetKind::Map, source);
    map.restoreSettings();
    QCOMPARE(map.mapOptions().hexSizeMm, 12.0);
    ImageExportDialog image(ImageFormat::Png, source);
    image.restoreSettings();
    QCOMPARE(image.hexSizeMm(), 12.0);
}

void TestPreferences::aNewDefaultReplacesTheRememberedChoice()
{
    auto window = std::make_unique<MainWindow>();
    QVERIFY(window->openFile(DemoPath));
    const MapExportSource source = *window->findChild<PrintController *>()->source();
    Preferences::setDefaultPaper(QPageSize::A4);
    Preferences::setPrintHexSizeMm(16);
    {
        // The user's last print job: A3 and 20 mm hexes, remembered for the next one.
        SheetOptionsDialog dialog(SheetKind::Map, source);
        MapSheetOptions options;
        options.paper.size = QPageSize::A3;
        options.hexSizeMm = 20;
        dialog.setMapOptions(options);
        dialog.saveSettings();
        ImageExportDialog image(ImageFormat::Svg, source);
        image.setHexSizeMm(20);
        image.saveSettings();
    }
    {
        SheetOptionsDialog dialog(SheetKind::Map, source);
        dialog.restoreSettings();
        QCOMPARE(dialog.paper().size, QPageSize::A3);
        QCOMPARE(dialog.mapOptions().hexSizeMm, 20.0);
    }
    // A new default in the preferences is what the next job starts from.
    Preferences::setDefaultPaper(QPageSize::Letter);
    Preferences::setPrintHexSizeMm(14);
    SheetOptionsDialog dialog(SheetKind::Map, source);
    dialog.restoreSettings();
    QCOMPARE(dialog.paper().size, QPageSize::Letter);
    QCOMPARE(dialog.mapOptions().hexSizeMm, 14.0);
    ImageExportDialog image(ImageFormat::Svg, source);
    image.restoreSettings();
    QCOMPARE(image.hexSizeMm(), 14.0);
}

void TestPreferences::tableLengthsShowInTheChosenUnit_data()
{
    QTest::addColumn<double>("millimetres");
    QTest::addColumn<LengthUnit>("unit");
    QTest::addColumn<QString>("shown");
    QTest::newRow("36 in in inches") << 36 * 25.4 << LengthUnit::Inch << QStringLiteral("36.0 in");
    QTest::newRow("36 in in centimetres")
        << 36 * 25.4 << LengthUnit::Centimetre << QStringLiteral("91.4 cm");
    QTest::newRow("60 cm in inches") << 600.0 << LengthUnit::Inch << QStringLiteral("23.6 in");
    QTest::newRow("60 cm in centimetres")
        << 600.0 << LengthUnit::Centimetre << QStringLiteral("60.0 cm");
}

void TestPreferences::tableLengthsShowInTheChosenUnit()
{
    QFETCH(double, millimetres);
    QFETCH(LengthUnit, unit);
    QFETCH(QString, shown);
    Preferences::setTableUnit(unit);
    QCOMPARE(Preferences::formatTableLength(millimetres), shown);
}

void TestPreferences::tableWindowFollowsTheUnit()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.registry().addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    QVERIFY(window.openFile(TableScenario));
    MapView *view = window.mapView();
    view->zoomToActualSize();
    view->centerOn(QPointF(36 * 25.4, 24 * 25.4));
    // The table's far corner, 36 x 24 in: in the file's inches, then in centimetres.
    const QPoint corner = view->mapFromScene(QPointF(36 * 25.4 - 0.01, 24 * 25.4 - 0.01));
    QCOMPARE(view->placeLabelAt(corner), QStringLiteral("36.0 in, 24.0 in"));
    auto *roster = window.findChild<RosterModel *>();
    QVERIFY(roster);
    QModelIndex walker;
    for (int row = 0; row < roster->rowCount(); ++row) {
        const QModelIndex index = roster->index(row, RosterModel::PlacedColumn);
        if (roster->data(index, RosterModel::ForceIdRole).toString()
            == QLatin1String("blue-walker"))
            walker = index;
    }
    QVERIFY(walker.isValid());
    QCOMPARE(walker.data().toString(), QStringLiteral("At 18.0 in, 4.5 in"));

    QSignalSpy rosterChanged(roster, &QAbstractItemModel::dataChanged);
    Preferences::setTableUnit(LengthUnit::Centimetre);
    QCOMPARE(view->placeLabelAt(corner), QStringLiteral("91.4 cm, 61.0 cm"));
    QVERIFY(!rosterChanged.isEmpty());
    QCOMPARE(walker.data().toString(), QStringLiteral("At 45.7 cm, 11.4 cm"));
    // The file keeps its own unit.
    QCOMPARE(window.document()->scenario().table->unit, LengthUnit::Inch);
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
