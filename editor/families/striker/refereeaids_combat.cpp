// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee aids' pages for ammunition (rule 43), missiles and launchers (rules 37 and 64),
// dogfights and pilot fire (rule 62), demolitions and breaching (rules 55 C and 56), and
// encumbrance and animals (rules 42 and 45). The procedures are strikeraids_combat.h.

#include "families/striker/refereeaids.h"
#include "families/striker/refereeaids_p.h"

#include "families/striker/rules/strikeraids_combat.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"

#include <QLocale>

#include <algorithm>

namespace hexwright {

using namespace strikeraids;
using namespace refereeaids;

namespace {

QString cm(double value)
{
    return QLocale().toString(value, 'g', 6);
}

} // namespace

void RefereeAids::buildAmmunition()
{
    auto *form = new QFormLayout;
    auto *kind
        = choice(form, "ammoKind", tr("Weapon:"),
                 {{tr("Small arms slug thrower"), int(AmmoKind::SmallArms)},
                  {tr("Small arms on automatic fire"), int(AmmoKind::SmallArmsAutomatic)},
                  {tr("Revolver"), int(AmmoKind::Revolver)},
                  {tr("Belt- or hopper-fed small arm"), int(AmmoKind::BeltFed)},
                  {tr("CPR gun or mass driver, indirect fire"), int(AmmoKind::IndirectArtillery)},
                  {tr("Mass driver or autocannon, direct fire"), int(AmmoKind::DirectMassDriver)},
                  {tr("Non-automatic CPR gun, direct fire"), int(AmmoKind::NonAutomaticCpr)}});
    auto *rof = spin(form, "rof", tr("ROF (Book 3, yours):"), 0, 1000, 6);
    auto *magazine
        = spin(form, "magazine", tr("Magazine or cylinder (rounds, Book 3):"), 0, 10000, 20);
    auto *autofire
        = spin(form, "autofireDm", tr("Autofire DM at effective range (Book 3):"), 0, 12, 4);
    auto *aboard = spin(form, "roundsAboard", tr("Rounds in the ready supply:"), 0, 1000000, 400);
    auto *phases = spin(form, "firePhases", tr("Fire phases firing:"), 0, 1000, 3);
    auto *soldiers = spin(form, "soldiers", tr("Soldiers transferring:"), 0, 100, 8);
    auto *kg = number(form, "transferKg", tr("Ammunition to transfer (kg):"), 0, 100000, 120);
    addPage(
        tr("Ammunition"), QStringLiteral("aidAmmunition"),
        tr("rule 43 (ammunition use, ready supply, transfer) and 68 D (the basic load)."),
        {tr("Book 3: each weapon's ROF, magazine, autofire DM and the weight of its rounds: "
            "they are yours here."),
         tr("Book 1: the multiple hits of autofire (the autofire DM's effect on the hit roll)."),
         tr("Rule 43 does not say how an odd magazine halves: our reading rounds half a "
            "magazine up.")},
        form,
        [=] {
            const AmmoUse use = ammunitionUse(AmmoKind(kind->currentData().toInt()), rof->value(),
                                              magazine->value(), autofire->value(), aboard->value(),
                                              phases->value());
            QString html = tr("<h3>Ammunition</h3>");
            if (!use.perPhase)
                return html
                    + tr("<p>An autofire DM of +%1 is not on the table (+2 to +9).</p>")
                          .arg(autofire->value());
            html += linesHtml(use.lines);
            html += tr("<p><b>%1 rounds a fire phase.</b> %2 fire phase(s) spend %3; %4 left, "
                       "<b>%5 whole phase(s)</b> of fire.</p>")
                        .arg(*use.perPhase)
                        .arg(phases->value())
                        .arg(use.spent)
                        .arg(use.left)
                        .arg(use.phasesLeft);
            html += tr("<p>Basic load: %1 fire phases, %2 rounds for this weapon.</p>")
                        .arg(basicLoadFirePhases)
                        .arg(use.basicLoad);
            const int turns = ammunitionTransferTurns(kg->value(), soldiers->value());
            html += tr("<p>Transfer: a soldier picks up or puts down %1 kg a turn, or picks up "
                       "and puts down %2 kg. %3 soldier(s) move %4 kg a turn from storage into "
                       "the ready supply: %5 kg take %6.</p>")
                        .arg(transferOneWayKg)
                        .arg(transferBothWaysKg)
                        .arg(soldiers->value())
                        .arg(ammunitionTransferKg(soldiers->value()))
                        .arg(kg->value())
                        .arg(turns < 0 ? tr("for ever") : tr("%n turn(s)", nullptr, turns));
            return html;
        },
        tr("&Show"));
}

void RefereeAids::buildMissiles()
{
    auto *form = new QFormLayout;
    auto *launcher = choice(form, "launcher", tr("Launcher:"),
                            {{tr("Launch rail"), int(Launcher::Rail)},
                             {tr("Package launcher"), int(Launcher::Package)},
                             {tr("Tube launcher"), int(Launcher::Tube)},
                             {tr("Magazine launcher"), int(Launcher::Magazine)}});
    auto *weight = number(form, "missileKg", tr("Missile weight (kg, Book 3):"), 0, 10000, 30);
    auto *guidance = choice(form, "guidance", tr("Guidance:"),
                            {{tr("Operator guided"), int(MissileGuidance::OperatorGuided)},
                             {tr("Teleguided"), int(MissileGuidance::Teleguided)},
                             {tr("Target designated"), int(MissileGuidance::Designated)},
                             {tr("Homing or other"), int(MissileGuidance::Other)}});
    auto *missileDm = spin(form, "missileSpeedDm",
                           tr("High-performance speed DM (0: none; Book 3):"), 0, 20, 0);
    auto *speedDm = spin(form, "targetSpeedDm", tr("Aircraft's speed DM (Book 1):"), 0, 20, 2);
    auto *agility = spin(form, "targetAgility", tr("Aircraft's agility:"), 0, 20, 5);
    auto *evading = check(form, "evading", tr("The aircraft is evading"));
    auto *radar = check(form, "radarOrLadar", tr("Firer has target acquisition radar or ladar"));
    addPage(
        tr("Missiles"), QStringLiteral("aidMissiles"),
        tr("rules 37 (tac missile launchers and their loaders) and 64 (missiles fired at "
           "aircraft; optionally at grav vehicles)."),
        {tr("Book 3: each missile's weight, guidance and high-performance speed DM."),
         tr("Book 1: the speed DMs, the to-hit table and how one gunner fires several "
            "launchers."),
         tr("Rule 64 B gives the automatic hit to target-designated missiles by their speed "
            "DM: our reading gives a designated missile that is not high performance DM 0.")},
        form,
        [=] {
            const LauncherLoading l = launcherLoading(Launcher(launcher->currentData().toInt()));
            QString html = tr("<h3>%1</h3>").arg(launcher->currentText().toHtmlEscaped());
            html += tr("<p>Loading a missile takes <b>%n movement phase(s)</b> (friendly and "
                       "enemy both count).",
                       nullptr, l.movementPhasesPerMissile);
            if (l.vehicleOnly)
                html += tr(" Vehicles only. No launch rail of the vehicle fires while a missile "
                           "is loaded, nor in the first fire phase after.");
            else if (l.firesWhileLoading)
                html += tr(" One shot a fire phase until the magazine is empty; it loads while "
                           "it fires.");
            html += QStringLiteral("</p>");
            html += tr("<p><b>%n loader(s)</b> (1 up to 50 kg, 2 heavier), one launcher at a "
                       "time; without them no missile is loaded. A gunner who loads needs %1 "
                       "movement phases after to be back at his post.</p>",
                       nullptr, loadersNeeded(weight->value()))
                        .arg(gunnerReturnMovementPhases);
            const MissileAtAircraft shot = missileAtAircraft(
                MissileGuidance(guidance->currentData().toInt()), missileDm->value(),
                speedDm->value(), agility->value(), evading->isChecked(), radar->isChecked());
            html += tr("<h3>At an aircraft</h3>");
            if (!shot.mayFire)
                return html
                    + tr("<p><b>May not fire</b>: this guidance needs target acquisition radar "
                         "or ladar against an evading aircraft or a speed DM of 2 or more.</p>");
            html += linesHtml(shot.lines);
            html += tr("<p>Net DM to hit: <b>%1</b>.</p>").arg(shot.netDm);
            if (shot.autoHit)
                html += *shot.autoHit
                    ? tr("<p>Target designated: <b>hits automatically</b> (its speed DM %1 is "
                         "at least the target's %2).</p>")
                          .arg(missileDm->value())
                          .arg(shot.targetDm)
                    : tr("<p>Target designated: <b>misses automatically</b> (its speed DM %1 is "
                         "below the target's %2).</p>")
                          .arg(missileDm->value())
                          .arg(shot.targetDm);
            return html;
        },
        tr("&Show"));
}

void RefereeAids::buildDogfight()
{
    const StrikerRules &rules = strikerRules(ruleset());
    auto *form = new QFormLayout;
    QList<std::pair<QString, QVariant>> skills;
    for (const StrikerQuality &q : rules.qualities)
        skills.append({tr("%1 (skill %2)").arg(q.name).arg(q.skill), q.skill});
    auto *skillA = choice(form, "firstPilot", tr("First aircraft: pilot:"), skills);
    auto *agilityA = spin(form, "firstAgility", tr("First aircraft: agility:"), 0, 20, 3);
    auto *ignoreA = check(form, "firstIgnores", tr("First aircraft ignores the challenge"));
    auto *gunnerA = spin(form, "firstGunner",
                         tr("First aircraft: separate gunner's skill (0: none):"), 0, 4, 0);
    auto *skillB = choice(form, "secondPilot", tr("Second aircraft: pilot:"), skills);
    auto *agilityB = spin(form, "secondAgility", tr("Second aircraft: agility:"), 0, 20, 3);
    auto *ignoreB = check(form, "secondIgnores", tr("Second aircraft ignores the challenge"));
    auto *gunnerB = spin(form, "secondGunner",
                         tr("Second aircraft: separate gunner's skill (0: none):"), 0, 4, 0);
    skillB->setCurrentIndex(std::min(2, int(skills.size()) - 1));
    auto *move = number(form, "moveCm", tr("Pilot fire: this move (cm):"), 0, 100000, 120);
    auto *offset = number(form, "lineOffset", tr("Pilot fire: target off the line (cm):"), 0, 1000,
                          0.5, 0.1);
    addPage(tr("Dogfight"), QStringLiteral("aidDogfight"),
            tr("rule 62 B (fire by aircraft pilots, strafing) and D (dogfights)."),
            {tr("Book 1: the fire phase's to-hit table and DMs the dogfight DMs are added to."),
             tr("Book 3: each aircraft's agility and which weapons sit in fixed forward mounts."),
             tr("Rule 62 D.2a says \"+ or -\" each pilot's skill: our reading adds the firer's "
                "and takes away the target's.")},
            form, [=] {
                const DogfightSide a {skillA->currentData().toInt(), agilityA->value(),
                                      ignoreA->isChecked()};
                const DogfightSide b {skillB->currentData().toInt(), agilityB->value(),
                                      ignoreB->isChecked()};
                QString html = tr("<h3>Advantage</h3>");
                DogfightAdvantage adv;
                // Ties roll again [62 D.1]; a cap keeps a window from hanging.
                for (int tries = 0; tries < 50; ++tries) {
                    const bool rolls = a.ignoring == b.ignoring;
                    const QList<int> fa
                        = rolls ? roll(1, QStringLiteral("dogfight_first")) : QList<int>();
                    const QList<int> fb
                        = rolls ? roll(1, QStringLiteral("dogfight_second")) : QList<int>();
                    adv = dogfightAdvantage(a, b, fa, fb);
                    if (adv.conceded)
                        break;
                    html += tr("<p>%1: first %2, second %3%4</p>")
                                .arg(rollNote(fa + fb).toHtmlEscaped())
                                .arg(adv.first->total)
                                .arg(adv.second->total)
                                .arg(adv.winner < 0 ? tr(": a tie, roll again") : QString());
                    if (adv.winner >= 0)
                        break;
                }
                if (adv.conceded)
                    html += tr("<p>Ignoring the challenge concedes the advantage.</p>");
                else
                    html += tr("<p>First aircraft:</p>") + linesHtml(adv.first->lines)
                        + tr("<p>Second aircraft:</p>") + linesHtml(adv.second->lines);
                const bool firstWins = adv.winner == 0;
                html += tr("<p><b>The %1 aircraft has the advantage</b>: its player places it at "
                           "any range and bearing from the other.</p>")
                            .arg(firstWins ? tr("first") : tr("second"));
                const auto fire = [&](const QString &who, const DogfightSide &firer,
                                      const DogfightSide &target, int gunner) {
                    QString part = tr("<h3>%1 fires</h3>").arg(who.toHtmlEscaped());
                    if (firer.ignoring && gunner == 0)
                        return part
                            + tr("<p>Ignoring the enemy: its pilot may not fire, only a gunner "
                                 "(who then may not fire in the fire phase).</p>");
                    return part
                        + linesHtml(dogfightFireModifiers(firer.pilotSkill, target.pilotSkill,
                                                          target.agility, target.ignoring, gunner))
                        + tr("<p>Added to the fire phase's DMs without the speed DM.</p>");
                };
                html += fire(tr("First aircraft"), a, b, gunnerA->value());
                html += fire(tr("Second aircraft"), b, a, gunnerB->value());
                html += tr("<p>Fire is simultaneous. Aircraft that fought stay off the table until "
                           "they move back on in a friendly movement phase and may not fire in the "
                           "next fire phase.</p>");
                html += tr("<h3>Pilot fire</h3><p>Fly straight at the visible target for the last "
                           "<b>%1 cm</b> of a %2 cm move; the target must be within %3 cm of the "
                           "line ahead: at %4 cm it <b>%5</b>. Strafing attacks every target "
                           "within %6 cm of the aiming point, up to the weapon's targets.</p>")
                            .arg(cm(pilotStraightRunCm(move->value())), cm(move->value()),
                                 cm(fixedMountLineCm), cm(offset->value()))
                            .arg(inFixedMountField(offset->value()) ? tr("may be fired at")
                                                                    : tr("may not be fired at"))
                            .arg(cm(strafeRadiusCm));
                return html;
            });
}

void RefereeAids::buildDemolitions()
{
    auto *form = new QFormLayout;
    auto *kind = choice(form, "chargeKind", tr("Charge:"),
                        {{tr("Conventional"), int(Charge::Conventional)},
                         {tr("Shaped (HEAP)"), int(Charge::Shaped)},
                         {tr("TDX"), int(Charge::Tdx)}});
    auto *tl = spin(form, "chargeTl", tr("Tech level:"), 1, 20, 6);
    auto *value
        = spin(form, "chargeValue", tr("Demo points a charge (Book 3, yours):"), 0, 100000, 10);
    auto *charges = spin(form, "charges", tr("Standard charges:"), 0, 1000, 1);
    auto *men = spin(form, "men", tr("Men placing them:"), 1, 1000, 1);
    auto *tamp = check(form, "tamp", tr("Tamped (conventional only)"));
    auto *pen = spin(form, "chargePen", tr("Listed penetration (Book 3, yours):"), 0, 1000, 60);
    auto *distance = number(form, "fragDistance", tr("Distance of a unit (cm):"), 0, 100, 1, 0.5);
    auto *torpedoes = spin(form, "torpedoes", tr("Bangalore torpedoes:"), 0, 5, 1);
    auto *nearby = spin(form, "nearbyUnits", tr("Units within 2 cm of the bangalore:"), 0, 20, 2);
    addPage(
        tr("Demolitions"), QStringLiteral("aidDemolitions"),
        tr("rule 56 (explosives) and 55 C (breaching minefields: bangalore torpedoes, line "
           "charges)."),
        {tr("Book 3: each charge's demo points by tech level (the text gives a TL6 conventional "
            "charge's 10 only) and the demolition penetration table."),
         tr("Book 3: line charges and their set-up times."),
         tr("Rule 56 D.3 counts -8 \"for each additional cm\": our reading counts a part of a "
            "cm as a whole one. The bangalore's 8+ names no dice: our reading rolls 2D.")},
        form, [=] {
            const Charge c = Charge(kind->currentData().toInt());
            const std::optional<int> known = knownChargeValue(c, tl->value());
            QString html = tr("<h3>%1 charge</h3><p>%2 kg a charge; demo points: %3.</p>")
                               .arg(kind->currentText().toHtmlEscaped(), cm(chargeKg(c)))
                               .arg(known ? tr("%1 entered (the text gives this one %2)")
                                                .arg(value->value())
                                                .arg(*known)
                                          : tr("%1 entered (Book 3: lost)").arg(value->value()));
            const Emplacement e
                = emplacement(c, charges->value(), men->value(), tamp->isChecked(), value->value());
            html += linesHtml(e.lines);
            html += tr("<p>Placed in <b>%n turn(s)</b>", nullptr, e.turns)
                + tr("; it explodes with <b>%1 demo points</b>%2.</p>")
                      .arg(e.value)
                      .arg(e.tamped ? tr(" (tamped: twice the value)") : QString());
            const std::optional<int> frag
                = fragmentationPenetration(c, pen->value(), distance->value());
            html += c == Charge::Shaped
                ? tr("<p>A shaped charge acts as a HEAP mine; it makes no fragmentation "
                     "attacks.</p>")
                : frag ? tr("<p>Fragmentation at %1 cm: <b>penetration %2</b>.</p>")
                             .arg(cm(distance->value()))
                             .arg(*frag)
                       : tr("<p>Fragmentation at %1 cm: below 1, <b>no attack</b>.</p>")
                             .arg(cm(distance->value()));
            if (c == Charge::Tdx)
                html += tr("<p>TDX: no road craters, antiarmour ditches or horizontal "
                           "breaches; as a mine it ignores ACVs and grav vehicles.</p>");
            html += tr("<h3>Bangalore torpedoes</h3><p>%1 torpedo(es) take %2 turns to place; "
                       "they blow the turn after, clearing a lane %3 mm deep (at most %4 at "
                       "once, 1 cm). The engineers must be 2 cm away.</p>")
                        .arg(torpedoes->value())
                        .arg(bangalorePlaceTurns)
                        .arg(cm(bangaloreClearedMm(torpedoes->value())))
                        .arg(bangaloreMaxAtOnce);
            for (int i = 1; i <= nearby->value() && torpedoes->value() > 0; ++i) {
                const QList<int> faces = roll(2, QStringLiteral("bangalore"));
                const AidRoll r = bangaloreFragment(faces);
                html += tr("<p>Unit %1: %2: %3 against %4+: <b>%5</b></p>")
                            .arg(i)
                            .arg(rollNote(faces).toHtmlEscaped())
                            .arg(r.total)
                            .arg(r.target)
                            .arg(r.success ? tr("a fragmentation hit at penetration %1")
                                                 .arg(bangaloreFragmentPen)
                                           : tr("no hit"));
            }
            html += tr("<p>A line charge, fired in the fire phase, clears a lane %1 cm long at "
                       "once.</p>")
                        .arg(cm(lineChargeLaneCm));
            return html;
        });
}

void RefereeAids::buildEncumbrance()
{
    auto *form = new QFormLayout;
    auto *load = number(form, "loadKg", tr("Load carried, armour not counted (kg):"), 0, 1000, 20);
    auto *dress = check(form, "battleDress", tr("In battle dress"));
    auto *animalKg = number(form, "animalKg", tr("Draft animal's weight (kg):"), 0, 5000, 500);
    auto *multiplier
        = number(form, "speedMultiplier", tr("Animal's speed multiplier:"), 0, 20, 3, 0.5);
    addPage(
        tr("Encumbrance"), QStringLiteral("aidEncumbrance"),
        tr("rule 42 (encumbrance) and 45 (animals)."),
        {tr("Book 1: a soldier's normal walking and running rates."),
         tr("Book 3: the weights of weapons, ammunition and equipment."),
         tr("Rule 42 gives encumbered rates once: our reading applies them in battle dress "
            "too.")},
        form,
        [=] {
            const CarriedLoad l = carriedLoad(load->value(), dress->isChecked());
            QString html = tr("<h3>%1 kg carried</h3>").arg(cm(load->value()));
            switch (l.state) {
            case Encumbrance::Normal:
                html += tr("<p><b>Normal</b> (up to %1 kg): Book 1's rates (lost).</p>")
                            .arg(cm(l.normalKg));
                break;
            case Encumbrance::Encumbered:
                html += tr("<p><b>Encumbered</b> (up to %1 kg): walks %2 cm, runs %3 cm.</p>")
                            .arg(cm(l.maxKg), cm(*l.walkCm), cm(*l.runCm));
                break;
            case Encumbrance::Overloaded:
                html += tr("<p><b>Too heavy</b>: at most %1 kg may be carried.</p>")
                            .arg(cm(l.maxKg));
                break;
            }
            const AnimalCapacity a = animalCapacity(animalKg->value(), multiplier->value());
            html += tr("<h3>Draft animal</h3><p>Carries %1 kg running, %2 kg walking; tows %3 kg "
                       "walking, %4 kg running. Runs %5 cm, walks %6 cm a turn; after %7 turns "
                       "of running in a game it may not run for %7 turns.</p>")
                        .arg(cm(a.carryRunKg), cm(a.carryWalkKg), cm(a.towWalkKg), cm(a.towRunKg),
                             cm(a.runCm), cm(a.walkCm))
                        .arg(animalRunTurns);
            return html;
        },
        tr("&Show"));
}

} // namespace hexwright
