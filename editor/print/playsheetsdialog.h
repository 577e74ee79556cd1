// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/rostersheets.h"
#include "export/sheet.h"
#include "export/sidesheets.h"
#include "export/tablediagram.h"
#include "export/tabletemplates.h"
#include "export/unitcards.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

namespace hexwright {

class PaperFields;

/// The sheets a player brings to the table besides the map: unit cards, side sheets, the
/// table diagram, the true-size templates of the table's pieces and the roster of the people
/// who crew a side's units (pilots).
enum class PlaySheetKind { UnitCards, SideSheets, TableDiagram, Templates, Roster };

/// Every play sheet kind, in menu order.
constexpr PlaySheetKind PlaySheetKinds[]
    = {PlaySheetKind::UnitCards, PlaySheetKind::SideSheets, PlaySheetKind::Roster,
       PlaySheetKind::TableDiagram, PlaySheetKind::Templates};

/**
 * Asks how to print one kind of play sheets: the paper and its orientation, and what the kind
 * needs (gaps, cut marks, every unit type and provisional marks for the cards; dimension lines
 * for the diagram; the overlap of the templates). Shows the pages the choice makes; remembers
 * the choices per kind. Works on a copy of the ruleset and scenario.
 */
class PlaySheetsDialog : public QDialog
{
    Q_OBJECT

public:
    PlaySheetsDialog(PlaySheetKind kind, const Ruleset &ruleset, const Scenario &scenario,
                     QWidget *parent = nullptr);
    ~PlaySheetsDialog() override;

    /// "Unit Cards", "Side Sheets", "Table Diagram", "Piece Templates", "Rosters".
    static QString kindName(PlaySheetKind kind);

    PlaySheetKind kind() const { return m_kind; }
    void setAcceptText(const QString &text);

    PaperSetup paper() const;
    void setPaper(const PaperSetup &paper);
    UnitCardOptions cardOptions() const;
    TableDiagramOptions diagramOptions() const;
    TableTemplateOptions templateOptions() const;
    SideSheetOptions sideOptions() const;
    RosterSheetOptions rosterOptions() const;

    /// The sheets the options make.
    std::unique_ptr<SheetDocument> makeDocument() const;

    void restoreSettings();
    void saveSettings() const;

private:
    void updatePageCount();

    PlaySheetKind m_kind;
    Ruleset m_ruleset;
    Scenario m_scenario;
    std::unique_ptr<PaperFields> m_paperFields;
    QCheckBox *m_gap = nullptr;
    QCheckBox *m_cutMarks = nullptr;
    QCheckBox *m_allTypes = nullptr;
    QCheckBox *m_markProvisional = nullptr;
    QCheckBox *m_dimensions = nullptr;
    QDoubleSpinBox *m_overlap = nullptr;
    QLabel *m_pageCount = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hexwright
