// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/length.h"

#include <QLocale>
#include <QObject>
#include <QPageSize>
#include <QString>
#include <QStringList>

namespace hexwright {

/**
 * The application-wide preferences, one typed front to QSettings: every key and default of
 * Edit > Preferences is named here and nowhere else. Getters read QSettings each time, so a
 * value set by another window (or a test) is seen at once; setters write it and, when it
 * changed, emit changed() on instance() so that open windows update (table units, autosave).
 *
 * The language takes effect at the next start (main() loads the catalogue before any window
 * exists). The default paper comes from the system locale at first start (settleFirstStart()),
 * so it stays what the user saw even if the locale changes later. The default paper and hex
 * size are what a print job starts from; the print dialogs remember the user's last choices
 * on top, and a new default replaces those remembered choices.
 */
class Preferences : public QObject
{
    Q_OBJECT

public:
    /// The one instance whose changed() signal open windows listen to.
    static Preferences &instance();

    /// The language of the user interface: "" follows the system, otherwise "en", "de", "fr".
    static QString language();
    static void setLanguage(const QString &language);
    /// The languages the editor speaks (a catalogue for each but English), in menu order.
    static QStringList languages();
    /// @p language's name in that language: "English", "Deutsch", "Français" (a locale name
    /// such as "de_DE" gives its language's); empty for a language Qt does not know.
    static QString languageName(const QString &language);
    /// The locale the user interface uses for @p language ("" follows the system).
    static QLocale localeFor(const QString &language);

    /// The unit table lengths are shown and typed in; files keep their own unit. Until the
    /// user chooses one (tableUnitChosen()), a table shows in its own unit
    /// (tableUnitFor()) and this is the default.
    static LengthUnit tableUnit();
    static void setTableUnit(LengthUnit unit);
    /// Whether the user chose the table unit (Edit > Preferences) rather than leaving it to
    /// each table.
    static bool tableUnitChosen();
    /// The unit lengths of a table written in @p tableUnit are shown in: the user's choice,
    /// else the table's own (inches or centimetres; a millimetre table shows centimetres).
    static LengthUnit tableUnitFor(LengthUnit tableUnit);
    static constexpr LengthUnit DefaultTableUnit = LengthUnit::Inch;

    /// The paper new print jobs start from.
    static QPageSize::PageSizeId defaultPaper();
    static void setDefaultPaper(QPageSize::PageSizeId paper);
    /// Letter where @p locale measures in US units or lives in a Letter country, else A4.
    static QPageSize::PageSizeId paperForLocale(const QLocale &locale);
    /// Stores the system locale's paper if none is stored yet: called once by main().
    static void settleFirstStart();

    /// Seconds between recovery copies while edits keep coming; 0 turns autosave off.
    static int autosaveIntervalSeconds();
    static void setAutosaveIntervalSeconds(int seconds);
    static constexpr int DefaultAutosaveIntervalSeconds = 60;
    static constexpr int MaxAutosaveIntervalSeconds = 3600;
    /// Seconds without an edit after which a copy is written (not in the dialog).
    static int autosaveIdleSeconds();

    /// The hex size across the flats, in millimetres, new map sheets and images start from.
    static double printHexSizeMm();
    static void setPrintHexSizeMm(double millimetres);

    /// Every preference of the dialog at once.
    struct Choices
    {
        QString language;
        LengthUnit tableUnit = DefaultTableUnit;
        QPageSize::PageSizeId paper = QPageSize::A4;
        int autosaveIntervalSeconds = DefaultAutosaveIntervalSeconds;
        double printHexSizeMm = 0;
    };
    static Choices current();
    /// What a first start has: the system's language and paper, the defaults of the rest.
    static Choices defaults();
    /// Stores @p choices, emitting changed() once if anything changed.
    static void apply(const Choices &choices);
    /// Removes every Hexwright setting: the preferences, window layout, recent files,
    /// remembered print choices. The caller asks the user first.
    static void resetAll();

    /// @p millimetres in the user's table unit with its id: "91.4 cm".
    static QString formatTableLength(double millimetres, int decimals = 1);
    /// @p millimetres of a table written in @p tableUnit, in tableUnitFor() that unit.
    static QString formatTableLength(double millimetres, LengthUnit tableUnit, int decimals = 1);

Q_SIGNALS:
    /// A preference changed, or all settings were reset.
    void changed();

private:
    Preferences() = default;
};

} // namespace hexwright
