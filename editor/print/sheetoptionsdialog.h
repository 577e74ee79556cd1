// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "export/mapsheets.h"
#include "export/setupsheets.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QListWidget;

namespace hexwright {

class PaperFields;

/// The three kinds of printable sheets.
enum class SheetKind { Map, Setup, Counters };

/**
 * Asks how to lay out one kind of sheets before they are exported, previewed or printed:
 * paper and orientation for all, then what the kind needs (hex size, overlap and marks for the
 * map; which players for the setup sheets; counter size and where the backs go for the
 * counters). Shows the number of
 * pages the choice makes as it changes. Paper, orientation and greyscale are shared by the
 * kinds in the settings; the rest is remembered per kind.
 */
class SheetOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    SheetOptionsDialog(SheetKind kind, const MapExportSource &source, QWidget *parent = nullptr);
    ~SheetOptionsDialog() override;

    /// "Map Sheets", "Setup Sheets", "Counter Sheets".
    static QString kindName(SheetKind kind);
    /// What the dialog says of the pages the options make: "Makes 6 pages."
    static QString pageCountText(int pages);

    SheetKind kind() const { return m_kind; }
    /// The text of the OK button: "Export...", "Preview", "Print...".
    void setAcceptText(const QString &text);

    PaperSetup paper() const;
    void setPaper(const PaperSetup &paper);
    MapSheetOptions mapOptions() const;
    void setMapOptions(const MapSheetOptions &options);
    SetupSheetOptions setupOptions() const;
    void setSetupOptions(const SetupSheetOptions &options);
    CounterSheetOptions counterOptions() const;
    void setCounterOptions(const CounterSheetOptions &options);

    /// The sheets the options make, from the source given to the constructor.
    std::unique_ptr<SheetDocument> makeDocument() const;

    /// The last choices, from QSettings; the defaults the first time.
    void restoreSettings();
    void saveSettings() const;

private:
    void buildMapPage(QFormLayout *form);
    void buildSetupPage(QFormLayout *form);
    void buildCountersPage(QFormLayout *form);
    void addProvisionalCheck(QFormLayout *form);
    void updatePageCount();

    SheetKind m_kind;
    MapExportSource m_source;
    std::unique_ptr<PaperFields> m_paperFields;
    QCheckBox *m_greyscale = nullptr;
    // Map sheets
    QDoubleSpinBox *m_hexSize = nullptr;
    QDoubleSpinBox *m_overlap = nullptr;
    QCheckBox *m_cutMarks = nullptr;
    QCheckBox *m_assemblyPage = nullptr;
    QCheckBox *m_hexLabels = nullptr;
    // Setup sheets
    QListWidget *m_players = nullptr;
    QCheckBox *m_referee = nullptr;
    // Counter sheets
    QDoubleSpinBox *m_counterSize = nullptr;
    QCheckBox *m_cutLines = nullptr;
    QComboBox *m_backs = nullptr;
    // Setup and counter sheets
    QCheckBox *m_markProvisional = nullptr;

    QLabel *m_pageCount = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hexwright
