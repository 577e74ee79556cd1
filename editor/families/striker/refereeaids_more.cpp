// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee aids' pages for drones (rule 38), nuclear, collapsing and chemical rounds (rules
// 39 and 65), melee (rule 57) and sensors in the weather (rule 48).

#include "families/striker/refereeaids.h"
#include "families/striker/refereeaids_p.h"

#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "families/striker/rules/strikeraids.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"

#include <QLocale>
#include <QPushButton>
#include <QTabWidget>

#include <cmath>

namespace hexwright {

using namespace strikeraids;
using namespace refereeaids;

void RefereeAids::buildDrones()
{
    auto *form = new QFormLayout;
    auto *what = choice(form, "droneRoll", tr("Roll for:"),
                        {{tr("A drone missile's attack"), 0},
                         {tr("Fire at a drone missile"), 1},
                         {tr("A drone's search pattern"), 2}});
    auto *needed
        = spin(form, "hitNumber", tr("Hit roll needed (Book 1's table, yours):"), 2, 20, 8);
    auto *hitDm
        = spin(form, "missileHitDm", tr("The missile's hit DM (Book 3, yours):"), -10, 10, 0);
    auto *aspect
        = check(form, "deckOrAverted", tr("At the deck, or a side not facing the missile"));
    auto *defender = choice(
        form, "defender", tr("Firing at the missile:"),
        {{tr("Any weapon"), int(DroneDefender::AnyWeapon)},
         {tr("Point defense on target fire"), int(DroneDefender::PointDefenseTargetFire)},
         {tr("Point defense on dedicated support"), int(DroneDefender::PointDefenseDedicated)}});
    auto *attackPhase = check(form, "attackPhase", tr("In the phase the missile attacks"));
    auto *radius = number(form, "searchRadius", tr("Search radius (cm):"), 1, 1000, 10);
    auto *circles = spin(form, "circles", tr("Circles:"), 1, 20, 4);
    addPage(
        tr("Drones"), QStringLiteral("aidDrones"),
        tr("rule 38 (drone vehicles and missiles); a drone spots at -1 (Spotting page)."),
        {tr("Book 3: the vehicle and tac missile design rules drones are built with, and each "
            "drone missile's hit DM and warhead."),
         tr("Book 1: the to-hit table: the hit roll needed here is yours."),
         tr("Book 1: the orders of average-initiative squads (rule 10) that drones obey, and "
            "the spotting table's popup row that drone missiles use.")},
        form, [=] {
            QString html;
            const int mode = what->currentData().toInt();
            if (mode == 2) {
                QStringList shown;
                for (double r : searchPatternRadii(radius->value(), circles->value()))
                    shown.append(QString::number(r));
                return tr("<h3>Search pattern</h3><p>Circles of %1 cm round the point, in "
                          "turn.</p><p>A new order takes the gunner %n turn(s); the drone keeps "
                          "to its old one meanwhile.</p>",
                          nullptr, droneNewOrderTurns)
                    .arg(shown.join(QStringLiteral(", ")));
            }
            if (mode == 1) {
                const std::optional<int> dm = droneMissileFireDm(
                    DroneDefender(defender->currentData().toInt()), attackPhase->isChecked());
                html = tr("<h3>Fire at a drone missile</h3>");
                if (!dm)
                    return html
                        + tr("<p><b>May not fire</b>: in the phase a drone missile attacks, only "
                             "point defense on dedicated support fires at it.</p>");
                const QList<int> faces = roll(2, QStringLiteral("drone_fire"));
                const AidRoll shot = rollAtLeast(
                    faces,
                    {{QStringLiteral("drone"), tr("Firing at a drone missile"), double(*dm)}},
                    needed->value());
                html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += linesHtml(shot.lines);
                return html
                    + tr("<p>%1 against %2+: <b>%3</b></p>")
                          .arg(shot.total)
                          .arg(shot.target)
                          .arg(yes(shot.success, tr("hit: the missile is eliminated"),
                                   tr("missed")));
            }
            const QList<int> faces = roll(2, QStringLiteral("drone_attack"));
            const AidRoll attack = rollAtLeast(
                faces, droneAttackModifiers(hitDm->value(), aspect->isChecked()), needed->value());
            html = tr("<h3>Drone missile attack</h3><p>At effective range, as a tac missile "
                      "launched from where it ended its move.</p>");
            html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
            html += linesHtml(attack.lines);
            return html
                + tr("<p>%1 against %2+: <b>%3</b></p>")
                      .arg(attack.total)
                      .arg(attack.target)
                      .arg(yes(attack.success, tr("hit"), tr("missed")));
        });
}

void RefereeAids::buildSpecialMunitions()
{
    auto *form = new QFormLayout;
    auto *what = choice(form, "munition", tr("Roll for:"),
                        {{tr("A nuclear burst"), 0},
                         {tr("A collapsing round that hit"), 1},
                         {tr("A unit's first gas cloud"), 2}});
    auto *distance = number(form, "distance", tr("Distance from ground zero (cm):"), 0, 10000, 30);
    auto *ground = check(form, "groundStrike", tr("Ground strike (not an air burst)"));
    auto *crater = number(form, "craterRadius", tr("Crater radius (Book 3, yours):"), 0, 10000, 2);
    auto *primary
        = number(form, "primaryRadius", tr("Primary blast radius (Book 3, yours):"), 0, 10000, 10);
    auto *secondary = number(form, "secondaryRadius", tr("Secondary blast radius (Book 3, yours):"),
                             0, 10000, 20);
    auto *tertiary = number(form, "tertiaryRadius", tr("Tertiary blast radius (Book 3, yours):"), 0,
                            10000, 40);
    auto *cover = check(form, "underCover", tr("Personnel under cover"));
    // Rule 39 B.4 is ambiguous on a flat table: the ruleset's options, the scenario's choice.
    const QString zoneOption = QStringLiteral("nuclear_tertiary_zone");
    const QString diceOption = QStringLiteral("nuclear_tertiary_dice");
    ruleOptionChoice(form, "nuclearTertiaryZone", zoneOption);
    ruleOptionChoice(form, "nuclearTertiaryDice", diceOption);
    auto *pen = spin(form, "collapsingPen", tr("Collapsing round: penetration:"), 0, 500, 60);
    auto *burst = spin(form, "collapsingBurst", tr("Collapsing round: burst (cm):"), 0, 100, 3);
    auto *frag = spin(form, "collapsingFrag", tr("Collapsing round: fragmentation:"), 0, 500, 20);
    auto *immune = check(form, "gasImmune",
                         tr("Sealed or overpressure vehicle, or troops in CES, combat armour or "
                            "battle dress"));
    auto *morale = spin(form, "gasMorale", tr("The unit's morale:"), 0, 20, 7);
    auto *lethal = check(form, "lethal", tr("Lethal agent"));
    auto *turns
        = spin(form, "driftTurns", tr("Turns since it landed (non-persistent):"), 0, 100, 0);
    addPage(
        tr("Nuclear and Gas"), QStringLiteral("aidSpecialMunitions"),
        tr("rules 39 (nuclear and collapsing rounds), 40 E (dampers clean contamination), 65 "
           "(chemical rounds)."),
        {tr("Book 3: the radii of each yield (crater, primary, secondary, tertiary) and of the "
            "induced radiation that stays: the radii here are yours."),
         tr("Book 1: the damage rolls at penetration 60, 20 and 5 (vehicle damage and wound "
            "tables)."),
         tr("Book 3: a collapsing round's hit roll, penetration, burst and fragmentation."),
         tr("How the tertiary zone lies against the nearer radii, and the dice of its 6+ "
            "roll, are not stated: rule options, chosen here for the scenario."),
         tr("Rule 78: what using nuclear rounds costs a side is the referee's.")},
        form, [=] {
            const int mode = what->currentData().toInt();
            if (mode == 1) {
                const QList<int> face = roll(1, QStringLiteral("collapsing"));
                const CollapsingRound r
                    = collapsingRound(face.first(), pen->value(), burst->value(), frag->value());
                QString html
                    = tr("<h3>Collapsing round</h3><p>%1</p>").arg(rollNote(face).toHtmlEscaped());
                html += r.full ? tr("<p><b>Full effect</b> (1 or 2).</p>")
                               : tr("<p><b>Incomplete detonation</b>:</p>") + linesHtml(r.lines);
                return html
                    + tr("<p>Penetration %1, burst %2 cm, fragmentation %3: as an HE round, "
                         "hitting everything in its burst.</p>")
                          .arg(r.penetration)
                          .arg(r.burst)
                          .arg(r.fragmentation);
            }
            if (mode == 2) {
                const bool safe = immune->isChecked();
                const QList<int> faces = safe ? QList<int>() : roll(2, QStringLiteral("gas"));
                const GasExposure g = gasExposure(
                    safe, {{QStringLiteral("base"), tr("Morale"), double(morale->value())}}, faces,
                    lethal->isChecked());
                QString html = tr("<h3>First time in a gas cloud</h3>");
                if (g.check)
                    html += tr("<p>%1: %2 against morale %3.</p>")
                                .arg(rollNote(faces).toHtmlEscaped())
                                .arg(g.check->roll)
                                .arg(g.check->morale);
                switch (g.result) {
                case GasResult::Immune:
                    html += tr("<p><b>Immune.</b></p>");
                    break;
                case GasResult::Masked:
                    html += tr("<p><b>Masks on in time</b>: immune for the game, morale -2 for "
                               "the game.</p>");
                    break;
                case GasResult::SeriouslyWounded:
                    html += tr("<p><b>Affected</b>: every man seriously wounded.</p>");
                    break;
                case GasResult::Dead:
                    html += tr("<p><b>Affected</b>: every man dead.</p>");
                    break;
                }
                return html
                    + tr("<p>A persistent cloud adds one of its size downwind next turn and "
                         "stays all game; a non-persistent one has drifted %1 cm downwind.</p>")
                          .arg(gasDriftCm(turns->value()));
            }
            const NuclearRadii radii {crater->value(), primary->value(), secondary->value(),
                                      tertiary->value()};
            const TertiaryZone zone = tertiaryZoneOf(ruleOption(zoneOption));
            const int dice = tertiaryDiceOf(ruleOption(diceOption));
            NuclearEffect e = nuclearEffect(distance->value(), radii, ground->isChecked(),
                                            cover->isChecked(), {}, zone);
            QString html = tr("<h3>Nuclear burst</h3>");
            const NuclearAreas areas = nuclearAreas(radii, zone);
            html += (zone == TertiaryZone::Ring
                         ? tr("<p>Tertiary hit rolls in the ring from %1 to %2 cm: %3 cm².")
                               .arg(radii.secondary)
                               .arg(radii.tertiary)
                         : tr("<p>Tertiary hit rolls in the whole disc out to %2 cm, nearer "
                              "targets too (beyond the destroyed inner %1 cm): %3 cm².")
                               .arg(radii.primary / 2)
                               .arg(radii.tertiary))
                        .arg(QLocale().toString(areas.tertiaryRollCm2, 'f', 0))
                + tr(" Each hits on %1+ with %n die(s), %2 % of the time. Contaminated: the "
                     "disc out to %3 cm, %4 cm².</p>",
                     nullptr, dice)
                      .arg(cover->isChecked() ? 8 : 6)
                      .arg(QLocale().toString(100 * tertiaryHitChance(dice, cover->isChecked()),
                                              'f', 0))
                      .arg(radii.tertiary)
                      .arg(QLocale().toString(areas.contaminatedCm2, 'f', 0));
            if (e.roll) {
                const QList<int> faces = roll(dice, QStringLiteral("nuclear_tertiary"));
                e = nuclearEffect(distance->value(), radii, ground->isChecked(), cover->isChecked(),
                                  faces, zone);
                html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += linesHtml(e.roll->lines);
                html += tr("<p>%1 against 6+.</p>").arg(e.roll->total);
            }
            html += tr("<p>In the <b>%1</b>: ").arg(nuclearZoneName(e.zone).toHtmlEscaped());
            html += e.destroyed ? tr("<b>destroyed</b>.")
                : e.hit ? tr("<b>hit</b>: a damage roll at penetration %1.").arg(e.penetration)
                        : tr("<b>no effect</b>.");
            if (e.zone != NuclearZone::Tertiary && e.roll)
                html += e.tertiaryHit
                    ? tr(" And the tertiary hit: a second damage roll at penetration 5.")
                    : tr(" The tertiary roll misses.");
            html += QStringLiteral("</p>");
            if (e.impassable)
                html += tr("<p>In the crater: no ground unit may enter it for the game.</p>");
            if (e.contaminated)
                html += tr("<p>Contaminated for %1 turns (thirty minutes), then Book 3's "
                           "induced radiation area. Unprotected troops may not enter and must "
                           "leave within %2 turns or be seriously wounded; CES, combat armour, "
                           "battle dress and sealed vehicles protect.</p>")
                            .arg(contaminationTurns)
                            .arg(leaveContaminationTurns);
            if (e.zone == NuclearZone::PrimaryInner || e.zone == NuclearZone::PrimaryOuter)
                html += tr("<p>Vegetation here burns for the rest of the game.</p>");
            else if (e.zone == NuclearZone::Secondary)
                html += tr("<p>Trees and frame structures here are blown down: trees become "
                           "dense trees and undergrowth.</p>");
            return html;
        });
}

void RefereeAids::buildMelee()
{
    const StrikerRules &rules = strikerRules(ruleset());
    auto *form = new QFormLayout;
    QList<std::pair<QString, QVariant>> skills;
    for (const StrikerQuality &q : rules.qualities)
        skills.append({tr("%1 (skill %2)").arg(q.name).arg(q.skill), q.skill});
    // Each side: skill, the weapon's melee range, hit DM, defense DM and penetration (the
    // bayonet's: 3, 0, 1, 3), armour, extra foes, light wounds.
    struct Side
    {
        QComboBox *skill;
        QSpinBox *range, *hitDm, *defenseDm, *pen, *armour, *foes, *wounds;
        QCheckBox *fired;
    };
    auto side = [&](const char *prefix, const QString &who, int skillIndex, int armour) {
        const auto name = [prefix](const char *field) {
            return QByteArray(prefix).append(field);
        };
        Side s;
        s.skill = choice(form, name("Skill").constData(), tr("%1: quality:").arg(who), skills);
        s.skill->setCurrentIndex(skillIndex);
        s.range = spin(form, name("Range").constData(), tr("%1: weapon melee range:").arg(who), 0,
                       10, 3);
        s.hitDm
            = spin(form, name("HitDm").constData(), tr("%1: weapon hit DM:").arg(who), -5, 5, 0);
        s.defenseDm = spin(form, name("DefenseDm").constData(),
                           tr("%1: weapon defense DM:").arg(who), -5, 5, 1);
        s.pen
            = spin(form, name("Pen").constData(), tr("%1: melee penetration:").arg(who), 0, 50, 3);
        s.armour
            = spin(form, name("Armour").constData(), tr("%1: armour:").arg(who), 0, 50, armour);
        s.foes = spin(form, name("Foes").constData(), tr("%1: extra foes:").arg(who), 0, 10, 0);
        s.wounds
            = spin(form, name("Wounds").constData(), tr("%1: light wounds:").arg(who), 0, 10, 0);
        s.fired = check(form, name("Fired").constData(), tr("%1 fired last round").arg(who));
        return s;
    };
    const Side a = side("attacker", tr("First"), 1, 0);
    const Side b = side("defender", tr("Second"), 3, 4);
    auto *continuing = check(form, "continuing", tr("A continuing melee"));
    const auto fighter = [](const Side &s) {
        MeleeFighter f;
        f.skill = s.skill->currentData().toInt();
        f.range = s.range->value();
        f.hitDm = s.hitDm->value();
        f.defenseDm = s.defenseDm->value();
        f.penetration = s.pen->value();
        f.armour = s.armour->value();
        f.extraFoes = s.foes->value();
        f.lightWounds = s.wounds->value();
        f.firedLastRound = s.fired->isChecked();
        return f;
    };
    addPage(
        tr("Melee"), QStringLiteral("aidMelee"),
        tr("rule 57 (optional: a melee phase after each fire phase)."),
        {tr("The melee table that reads the damage total is lost (in no surviving book); the "
            "one known result: a total of 6 is no effect."),
         tr("Book 3: other weapons' melee range, hit and defense DMs and penetration (the text "
            "gives the bayonet's and the rifle as a cudgel's range, 2)."),
         tr("Book 1: what wounds do in gun combat."),
         tr("The book's advantage example totals the regulars one higher than its rule: the "
            "rule is applied here.")},
        form, [=] {
            const MeleeFighter first = fighter(a);
            const MeleeFighter second = fighter(b);
            const int one = meleeAdvantage(first);
            const int two = meleeAdvantage(second);
            QString html = tr("<h3>Melee</h3><p>%n round(s) this phase.</p>", nullptr,
                              meleeRounds(continuing->isChecked()));
            html += tr("<p>Advantage: first %1, second %2.</p>").arg(one).arg(two);
            bool firstLeads = one > two;
            if (one == two) {
                const QList<int> off = roll(2, QStringLiteral("melee_advantage"));
                firstLeads = off.at(0) >= off.at(1);
                html += tr("<p>A tie, rolled off: %1.</p>").arg(rollNote(off).toHtmlEscaped());
            }
            const auto strike = [&](const QString &who, const MeleeFighter &x,
                                    const MeleeFighter &y) {
                if (x.firedLastRound)
                    return tr("<p>%1 fired last round: no attack.</p>").arg(who);
                const QList<int> faces = roll(2, QStringLiteral("melee_hit"));
                const AidRoll hit = meleeHit(faces, x, y);
                QString out
                    = tr("<h4>%1 strikes</h4><p>%2</p>").arg(who, rollNote(faces).toHtmlEscaped());
                out += linesHtml(hit.lines);
                out += tr("<p>%1 against %2+: <b>%3</b></p>")
                           .arg(hit.total)
                           .arg(hit.target)
                           .arg(yes(hit.success, tr("hit"), tr("missed")));
                if (!hit.success)
                    return out;
                const QList<int> damageFaces = roll(2, QStringLiteral("melee_damage"));
                const MeleeDamage d = meleeDamage(damageFaces, x, y);
                out += QStringLiteral("<p>%1</p>").arg(rollNote(damageFaces).toHtmlEscaped());
                out += linesHtml(d.lines);
                out += d.knownNoEffect
                    ? tr("<p>Damage total <b>6: no effect</b>.</p>")
                    : tr("<p>Damage total <b>%1</b>: read it on the melee table (lost).</p>")
                          .arg(d.total);
                return out;
            };
            // One strike after the other: the dice in the order of the advantage.
            if (firstLeads) {
                html += strike(tr("First"), first, second);
                html += strike(tr("Second"), second, first);
            } else {
                html += strike(tr("Second"), second, first);
                html += strike(tr("First"), first, second);
            }
            html += tr("<p>A soldier lightly wounded before his strike loses it this round.</p>");
            return html;
        });
}

void RefereeAids::buildSensors()
{
    const StrikerRules &rules = strikerRules(ruleset());
    const StrikerWorld world = strikerWorld(m_document->scenario());
    auto *form = new QFormLayout;
    QList<std::pair<QString, QVariant>> weathers;
    for (const StrikerWeather &w : rules.weather)
        weathers.append({tr("%1 (visibility x%2)").arg(w.name).arg(w.visibility), w.id});
    auto *weather = choice(form, "sensorWeather", tr("Weather:"), weathers);
    if (const int at = weather->findData(world.weather); at >= 0)
        weather->setCurrentIndex(at);
    auto *allWeather = check(form, "allWeatherRadar", tr("All-weather radar"));
    auto *night = check(form, "sensorNight", tr("Night"));
    night->setChecked(world.night > 0);
    // Rules 46 and 47 differ on passive IR by day: the ruleset's option, the scenario's choice.
    const QString irOption = QStringLiteral("passive_ir_range");
    ruleOptionChoice(form, "passiveIrRange", irOption);
    addPage(
        tr("Sensors in Weather"), QStringLiteral("aidSensors"),
        tr("rules 46 (thermal ranges), 47 (night), 48 (weather): vision devices treat the "
           "weather as night, with these exceptions."),
        {tr("Book 3: each sensor's range and power (a radar's range in km is its power)."),
         tr("Book 1: the spotting table the visibility multiples apply to."),
         tr("Rule 48 names no effect of fog on IR or thermal imaging: they work as at night "
            "here (our reading).")},
        form,
        [=] {
            const QString id = weather->currentData().toString();
            QString html = tr("<h3>Sensors in %1</h3>").arg(weather->currentText().toHtmlEscaped());
            html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
            for (const QString &kind : StrikerDesignRules::sensorKinds()) {
                const StrikerSensorWeather s
                    = StrikerDesignRules::sensorInWeather(kind, id, allWeather->isChecked());
                QString state = s.state == StrikerSensorWeather::State::Fails ? tr("fails")
                    : s.state == StrikerSensorWeather::State::Reduced         ? tr("reduced")
                                                                              : tr("works");
                QString detail = s.reason;
                if (kind == QLatin1String("thermal") && s.personnelCm > 0
                    && s.state == StrikerSensorWeather::State::Works)
                    detail = tr("personnel to %1 cm, vehicles to %2 cm")
                                 .arg(s.personnelCm)
                                 .arg(s.vehicleCm);
                html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td><td>%3</td></tr>")
                            .arg(StrikerDesignRules::sensorKindName(kind).toHtmlEscaped(),
                                 state.toHtmlEscaped(), detail.toHtmlEscaped());
            }
            html += QStringLiteral("</table>");
            const double ir = passiveIrRange(night->isChecked(), ruleOption(irOption));
            return html
                + tr("<p>Passive IR sees to %1% of its listed range (Book 3 lists the range).</p>")
                      .arg(int(std::lround(100 * ir)));
        },
        tr("&Show"));
}

void RefereeAids::buildSequence()
{
    auto *form = new QFormLayout;
    // Book 1 gave the order of the phases: the ruleset's option, the scenario's choice.
    const QString orderOption = QStringLiteral("phase_order");
    ruleOptionChoice(form, "phaseOrder", orderOption);
    addPage(
        tr("Sequence of Play"), QStringLiteral("aidSequence"),
        tr("rules 36 (point defense in the friendly fire phase), 37 (launchers loaded in movement "
           "phases), 55 (remote mines in the enemy movement phase), 57 (a melee phase after "
           "each fire phase): the phases' names."),
        {tr("Book 1: the order of the phases (the order here is the chosen reading)."),
         tr("Book 1: orders and initiative in the command phase.")},
        form,
        [this] {
            const EffectiveSequence sequence = effectiveSequenceOfPlay(
                ruleset(), ruleOptionValues(m_document->scenario(), ruleset()));
            QString html = tr("<h3>Each round</h3>");
            html += QStringLiteral("<ol>");
            for (const Phase &phase : sequence.phases)
                html += QStringLiteral("<li>%1</li>").arg(phase.name.toHtmlEscaped());
            html += QStringLiteral("</ol>");
            if (sequence.choice)
                html += tr("<p>This order is the scenario's reading: %1</p>")
                            .arg(sequence.choice->description.toHtmlEscaped());
            return html;
        },
        tr("&Show"));
    // The order shown at once, and again when the option changes (undo and redo too).
    auto *show
        = m_pages->widget(m_pages->count() - 1)->findChild<QPushButton *>(QStringLiteral("roll"));
    show->click();
    connect(m_document, &ScenarioDocument::metadataChanged, show, &QPushButton::click);
}

} // namespace hexwright
