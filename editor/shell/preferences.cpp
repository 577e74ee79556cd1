// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/preferences.h"

#include "export/mapexport.h"
#include "export/sheet.h"

#include <QSettings>

#include <algorithm>

namespace hexwright {

namespace {

const QString LanguageKey = QStringLiteral("preferences/language");
const QString TableUnitKey = QStringLiteral("preferences/tableUnit");
const QString PaperKey = QStringLiteral("preferences/paper");
const QString PrintHexSizeKey = QStringLiteral("preferences/printHexSizeMm");
// The autosaver's keys predate this dialog; they stay, so that nobody's setting is lost.
const QString AutosaveIntervalKey = QStringLiteral("autosave/intervalSeconds");
const QString AutosaveIdleKey = QStringLiteral("autosave/idleSeconds");
constexpr int DefaultAutosaveIdleSeconds = 3;

// The print dialogs' remembered choices (print/sheetoptionsdialog.cpp,
// print/imageexportdialog.cpp) that a new default replaces: otherwise a changed default
// would never show once something had been printed.
const QString LastPaperKey = QStringLiteral("print/paper");
const QStringList LastHexSizeKeys
    = {QStringLiteral("print/mapSheets/hexSizeMm"), QStringLiteral("print/image/hexSizeMm")};

} // namespace

Preferences &Preferences::instance()
{
    static Preferences preferences;
    return preferences;
}

QString Preferences::language()
{
    const QString language = QSettings().value(LanguageKey).toString();
    return languages().contains(language) ? language : QString();
}

void Preferences::setLanguage(const QString &language)
{
    Choices choices = current();
    choices.language = language;
    apply(choices);
}

namespace {

/// The languages the editor speaks, each named in itself (never translated: a user who
/// cannot read the current language still finds their own). English is the sources'
/// language; the others have a catalogue in translations/ (tst_preferences checks that each
/// catalogue is listed here).
struct Language
{
    const char *code;
    const char *name;
};
constexpr Language Languages[] = {{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}};

} // namespace

QStringList Preferences::languages()
{
    QStringList codes;
    for (const Language &language : Languages)
        codes.append(QLatin1String(language.code));
    return codes;
}

QString Preferences::languageName(const QString &language)
{
    const QString code = language.section(QLatin1Char('_'), 0, 0);
    for (const Language &entry : Languages) {
        if (code == QLatin1String(entry.code))
            return QString::fromUtf8(entry.name);
    }
    QString name = QLocale(language).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QLocale Preferences::localeFor(const QString &language)
{
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

LengthUnit Preferences::tableUnit()
{
    const std::optional<LengthUnit> unit
        = parseLengthUnit(QSettings().value(TableUnitKey).toString());
    return unit == LengthUnit::Centimetre ? LengthUnit::Centimetre : DefaultTableUnit;
}

bool Preferences::tableUnitChosen()
{
    return parseLengthUnit(QSettings().value(TableUnitKey).toString()).has_value();
}

LengthUnit Preferences::tableUnitFor(LengthUnit tableUnit)
{
    if (tableUnitChosen())
        return Preferences::tableUnit();
    return tableUnit == LengthUnit::Inch ? LengthUnit::Inch : LengthUnit::Centimetre;
}

void Preferences::setTableUnit(LengthUnit unit)
{
    Choices choices = current();
    choices.tableUnit = unit;
    apply(choices);
}

QPageSize::PageSizeId Preferences::defaultPaper()
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    if (parsePaperName(QSettings().value(PaperKey).toString(), &paper))
        return paper;
    return paperForLocale(QLocale::system());
}

void Preferences::setDefaultPaper(QPageSize::PageSizeId paper)
{
    Choices choices = current();
    choices.paper = paper;
    apply(choices);
}

QPageSize::PageSizeId Preferences::paperForLocale(const QLocale &locale)
{
    if (locale.measurementSystem() == QLocale::ImperialUSSystem)
        return QPageSize::Letter;
    // The territories whose printers take US Letter (the Unicode CLDR's paper size data).
    static const QList<QLocale::Territory> letter {
        QLocale::UnitedStates, QLocale::Canada,     QLocale::Mexico,    QLocale::Chile,
        QLocale::Colombia,     QLocale::CostaRica,  QLocale::Guatemala, QLocale::Nicaragua,
        QLocale::Panama,       QLocale::ElSalvador, QLocale::Venezuela, QLocale::Philippines,
        QLocale::PuertoRico,   QLocale::Belize};
    return letter.contains(locale.territory()) ? QPageSize::Letter : QPageSize::A4;
}

void Preferences::settleFirstStart()
{
    QSettings settings;
    if (!settings.contains(PaperKey))
        settings.setValue(PaperKey, QPageSize::key(paperForLocale(QLocale::system())));
}

int Preferences::autosaveIntervalSeconds()
{
    const int seconds
        = QSettings().value(AutosaveIntervalKey, DefaultAutosaveIntervalSeconds).toInt();
    return std::clamp(seconds, 0, MaxAutosaveIntervalSeconds);
}

void Preferences::setAutosaveIntervalSeconds(int seconds)
{
    Choices choices = current();
    choices.autosaveIntervalSeconds = seconds;
    apply(choices);
}

int Preferences::autosaveIdleSeconds()
{
    return std::max(1, QSettings().value(AutosaveIdleKey, DefaultAutosaveIdleSeconds).toInt());
}

double Preferences::printHexSizeMm()
{
    const double size = QSettings().value(PrintHexSizeKey, DefaultExportHexSizeMm).toDouble();
    return size >= MinExportHexSizeMm && size <= MaxExportHexSizeMm ? size : DefaultExportHexSizeMm;
}

void Preferences::setPrintHexSizeMm(double millimetres)
{
    Choices choices = current();
    choices.printHexSizeMm = millimetres;
    apply(choices);
}

Preferences::Choices Preferences::current()
{
    return {language(), tableUnit(), defaultPaper(), autosaveIntervalSeconds(), printHexSizeMm()};
}

Preferences::Choices Preferences::defaults()
{
    return {QString(), DefaultTableUnit, paperForLocale(QLocale::system()),
            DefaultAutosaveIntervalSeconds, DefaultExportHexSizeMm};
}

void Preferences::apply(const Choices &choices)
{
    const Choices before = current();
    QSettings settings;
    settings.setValue(LanguageKey,
                      languages().contains(choices.language) ? choices.language : QString());
    // Inches or centimetres: millimetres are for base sizes, not for a table. Stored only
    // once chosen: until then each table shows in its own unit (tableUnitFor()).
    const LengthUnit tableUnit
        = choices.tableUnit == LengthUnit::Centimetre ? LengthUnit::Centimetre : LengthUnit::Inch;
    if (settings.contains(TableUnitKey) || tableUnit != before.tableUnit)
        settings.setValue(TableUnitKey, lengthUnitId(tableUnit));
    settings.setValue(PaperKey, QPageSize::key(choices.paper));
    settings.setValue(AutosaveIntervalKey,
                      std::clamp(choices.autosaveIntervalSeconds, 0, MaxAutosaveIntervalSeconds));
    settings.setValue(PrintHexSizeKey,
                      std::clamp(choices.printHexSizeMm, MinExportHexSizeMm, MaxExportHexSizeMm));
    const Choices after = current();
    if (after.paper != before.paper)
        settings.remove(LastPaperKey);
    const bool hexSizeChanged = !qFuzzyCompare(after.printHexSizeMm, before.printHexSizeMm);
    if (hexSizeChanged) {
        for (const QString &key : LastHexSizeKeys)
            settings.remove(key);
    }
    if (after.language != before.language || after.tableUnit != before.tableUnit
        || after.paper != before.paper
        || after.autosaveIntervalSeconds != before.autosaveIntervalSeconds || hexSizeChanged)
        Q_EMIT instance().changed();
}

void Preferences::resetAll()
{
    QSettings().clear();
    Q_EMIT instance().changed();
}

QString Preferences::formatTableLength(double millimetres, int decimals)
{
    return formatLength(millimetres, tableUnit(), decimals);
}

QString Preferences::formatTableLength(double millimetres, LengthUnit tableUnit, int decimals)
{
    return formatLength(millimetres, tableUnitFor(tableUnit), decimals);
}

} // namespace hexwright
