// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The families' playtest extensions and editor tools: one line each.

#include "playtest/playtestextension.h"

#include "families/crucible/crucibleplaytest.h"
#include "families/crucible/cruciblerules.h"
#include "families/crucible/detachmenteditor.h"
#include "families/hammer-wars/hwlostool.h"
#include "families/hammer-wars/hwplaytest.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "families/hammers-slammers/lostool.h"
#include "families/hammers-slammers/play/hsgamesession.h"
#include "families/mak/makplaytest.h"
#include "families/mak/makrules.h"
#include "families/mak/makscenariocard.h"
#include "families/striker/designworkbench.h"
#include "families/striker/refereeaids.h"
#include "families/striker/rules/strikerminefield.h"
#include "families/striker/strikerforcedialog.h"
#include "families/striker/strikerrules.h"

#include "document/scenariodocument.h"

namespace hexwright {

std::unique_ptr<PlaytestExtension>
makePlaytestExtension(const QString &familyId, PlaytestWindow &window, GameSession &session)
{
    if (familyId == QLatin1String(HsFamilyEngine::Id))
        return HsPlaytest::make(window, session);
    if (familyId == QLatin1String(HwFamilyEngine::Id))
        return HwPlaytest::make(window, session);
    if (familyId == QLatin1String(MakFamilyEngine::Id))
        return MakPlaytest::make(window, session);
    if (familyId == QLatin1String(CrucibleFamilyEngine::Id))
        return CruciblePlaytest::make(window, session);
    return nullptr;
}

QList<MapTool *> makeFamilyEditorTools(const QString &familyId, EditorContext &context)
{
    if (familyId == QLatin1String(HsFamilyEngine::Id))
        return {new LosTool(&context)};
    if (familyId == hammerWarsFamilyId())
        return {new HwLosTool(&context)};
    // Striker has no map tool; its vehicle design workbench goes in the Scenario menu, shown
    // while a Striker scenario is open.
    if (familyId == strikerFamilyId()) {
        DesignWorkbench::install(context);
        StrikerForceDialog::install(context);
    }
    // Maschinen Krieger's scenario card goes in the Scenario menu the same way.
    if (familyId == makFamilyId())
        MakScenarioCard::install(context);
    // The Crucible's detachment editor goes in the Scenario menu the same way.
    if (familyId == crucibleFamilyId())
        DetachmentEditor::install(context);
    return {};
}

bool hasRefereeAids(const QString &familyId)
{
    return familyId == strikerFamilyId();
}

QDialog *makeRefereeAids(const QString &familyId, ScenarioDocument *document, QWidget *parent)
{
    if (familyId == strikerFamilyId())
        return new RefereeAids(document, parent);
    return nullptr;
}

QList<PrintedCell> familyPieceFacts(const QString &familyId, const ScenarioDocument &document,
                                    const TablePiece &piece)
{
    if (familyId == strikerFamilyId())
        return strikeraids::minefieldCells(
            strikeraids::minefieldFacts(document.ruleset(), document.scenario(), piece));
    return {};
}

} // namespace hexwright
