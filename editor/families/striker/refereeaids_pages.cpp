// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pages of Striker's referee aids: each one's inputs, its roll and its list of what the
// lost Book 1 and Book 3 would give.

#include "families/striker/refereeaids.h"
#include "families/striker/refereeaids_p.h"

#include "document/scenariodocument.h"
#include "families/striker/rules/strikeraids.h"
#include "families/striker/rules/strikerminefield.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVariant>

#include <optional>

namespace hexwright {

using namespace strikeraids;

using namespace refereeaids;

void RefereeAids::buildIndirectFire()
{
    auto *form = new QFormLayout;
    auto *rounds = spin(form, "rounds", tr("Rounds fired:"), 1, 100000, 60);
    auto *normal = spin(form, "normalRounds", tr("Rounds a normal sheaf of the zone needs (R):"), 1,
                        100000, 25);
    auto *burst = number(form, "burst", tr("Burst (cm):"), 0.1, 100, 1, 0.5);
    auto *roundTl = spin(form, "roundTl", tr("Round TL:"), 5, 15, 10);
    auto *mrl = check(form, "mrl", tr("MRL rounds"));
    auto *dice = spin(form, "pdDice", tr("Point defense dice listed (nD):"), 0, 30, 3);
    auto *pdTl = spin(form, "pdTl", tr("Point defense TL:"), 5, 15, 12);
    auto *damper = choice(form, "damperTl", tr("A nuclear damper:"),
                          {{tr("No"), 0}, {tr("TL13"), 13}, {tr("TL14"), 14}, {tr("TL15"), 15}});
    // Rule 36 C's example contradicts its rule: the ruleset's option, the scenario's choice.
    const QString exampleOption = QStringLiteral("point_defense_example");
    ruleOptionChoice(form, "pointDefenseReading", exampleOption);
    addPage(tr("Indirect Fire"), QStringLiteral("aidIndirectFire"),
            tr("rules 35 (MRLs), 36 (point defense), 40 (dampers), 59 (sheaf shape)."),
            {tr("Book 1: fire mission orders, the delay by crew quality, the deviation table."),
             tr("Book 1: what each sheaf does to what it covers (its hit rolls)."),
             tr("Book 3: each weapon's point defense dice, burst size and rate of fire; "
                "fire-control ranges."),
             tr("The book's own point defense example reads +2 and -3 where its rule gives "
                "the tech level difference: choose the rule or the example above.")},
            form, [=] {
                const int n = pointDefenseDice(dice->value(), damper->currentData().toInt());
                const QList<int> faces = roll(n, QStringLiteral("point_defense"));
                const PointDefenseFire fire = pointDefense(
                    faces, pdTl->value(), roundTl->value(), mrl->isChecked(), rounds->value(),
                    normal->value(), ruleOption(exampleOption) == QLatin1String("example"));
                QStringList modified;
                for (int die : fire.dice)
                    modified.append(QString::number(die));
                const int r = normal->value();
                QString html = tr("<h3>Point defense against indirect fire</h3>");
                html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += tr("<p>%n dice", nullptr, n)
                    + yes(n != dice->value(), tr(" (the damper's multiple)"), QString())
                    + QStringLiteral("</p>");
                html += linesHtml(fire.lines);
                html += tr("<p>Dice after the DM: %1 = %2. <b>Rounds destroyed: %3</b>.</p>")
                            .arg(modified.join(QStringLiteral(", ")))
                            .arg(fire.sum)
                            .arg(fire.killed);
                html += tr("<p>Rounds %1 \u2192 %2. Sheaf <b>%3 \u2192 %4</b> (R = %5: converged "
                           "at %6, normal at %5, dispersed at %7).</p>")
                            .arg(fire.roundsBefore)
                            .arg(fire.roundsAfter)
                            .arg(sheafName(fire.before), sheafName(fire.after))
                            .arg(r)
                            .arg(2 * r)
                            .arg((r + 1) / 2);
                html += tr("<p>The beaten zone, a normal sheaf of %1 rounds of %2 cm burst: %3 cm "
                           "square, or any shape of the same area.</p>")
                            .arg(r)
                            .arg(burst->value())
                            .arg(normalSheafSide(r, burst->value()), 0, 'f', 1);
                return html;
            });
}

void RefereeAids::buildBombing()
{
    auto *form = new QFormLayout;
    auto *bombs = spin(form, "bombs", tr("Bombs dropped:"), 1, 1000, 12);
    auto *dive = check(form, "dive", tr("Dive bombing"));
    auto *spare = check(form, "spareRockets", tr("MRL: spare rockets aboard"));
    auto *crew = spin(form, "crew", tr("MRL crew present:"), 0, 20, 4);
    auto *fullCrew = spin(form, "fullCrew", tr("MRL full crew:"), 1, 20, 4);
    const QString bombingRules = tr("rules 35 (MRLs), 63 (bombing).");
    addPage(
        tr("Bombing and MRLs"), QStringLiteral("aidBombing"), bombingRules,
        {tr("Book 1: the deviation table that reads the deviation roll, and the "
            "direction diagram."),
         tr("Book 3: bomb burst sizes and penetrations; MRL tubes and rockets.")},
        form, [=] {
            const BombRun run = bombRun(bombs->value(), dive->isChecked());
            const QList<int> deviation = roll(2, QStringLiteral("bomb_deviation"));
            int total = run.deviationDm;
            for (int face : deviation)
                total += face;
            QString html = tr("<h3>Bombing run</h3>");
            html += tr("<p>Sheaf: <b>%1</b>, the size of a sheaf of %2 bombs.</p>")
                        .arg(sheafName(run.sheaf))
                        .arg(run.sizeBombs);
            html += QStringLiteral("<p>%1</p>").arg(rollNote(deviation).toHtmlEscaped());
            html += linesHtml({{QStringLiteral("deviation"),
                                dive->isChecked() ? tr("Dive bombing") : tr("Level bombing"),
                                double(run.deviationDm)}});
            html += tr("<p>Deviation roll <b>%1</b>: read it on Book 1's deviation table "
                       "(lost).</p>")
                        .arg(total);
            QList<int> direction = roll(2, QStringLiteral("bomb_direction"));
            QStringList rerolled;
            while (run.rerollDirection10to12 && direction.at(0) + direction.at(1) >= 10) {
                rerolled.append(QString::number(direction.at(0) + direction.at(1)));
                direction = roll(2, QStringLiteral("bomb_direction"));
            }
            html += QStringLiteral("<p>%1</p>").arg(rollNote(direction).toHtmlEscaped());
            html += tr("<p>Direction roll <b>%1</b>").arg(direction.at(0) + direction.at(1))
                + yes(rerolled.isEmpty(), QString(),
                      tr(" (level bombing rerolled %1)").arg(rerolled.join(QStringLiteral(", "))))
                + QStringLiteral("</p>");
            const std::optional<int> reload
                = mrlReloadTurns(spare->isChecked(), crew->value(), fullCrew->value());
            html += reload ? tr("<p>MRL reload: <b>%n turns</b>.</p>", nullptr, *reload)
                           : tr("<p>MRL reload: <b>none</b> below half crew.</p>");
            return html;
        });
}

void RefereeAids::buildMines()
{
    const StrikerRules &rules = strikerRules(ruleset());
    auto *form = new QFormLayout;
    auto *what = choice(form, "mineRoll", tr("Roll for:"),
                        {{tr("Crossing a minefield"), 0},
                         {tr("Wheels fouled in wire"), 1},
                         {tr("Getting stuck"), 2}});
    auto *kind = choice(
        form, "minefield", tr("Minefield:"),
        {{tr("Laid"), int(Minefield::Laid)}, {tr("Scatterable"), int(Minefield::Scatterable)}});
    // A minefield piece of the table: its kind and depth, and its facts with the result.
    QList<std::pair<QString, QVariant>> fields {{tr("None: as set below"), QString()}};
    const Scenario &scenario = m_document->scenario();
    if (scenario.table) {
        for (const TablePiece &piece : scenario.table->pieces) {
            if (minefieldFacts(ruleset(), scenario, piece).minefield)
                fields.append({piece.name.isEmpty() ? piece.id : piece.name, piece.id});
        }
    }
    auto *fieldPiece = choice(form, "minefieldPiece", tr("Minefield on the table:"), fields);
    auto *crossed = number(form, "crossedMm", tr("Distance crossed (mm):"), 0, 1000, 10);
    const auto pieceFacts = [this, fieldPiece]() -> std::optional<MinefieldFacts> {
        const Scenario &s = m_document->scenario();
        const TablePiece *piece
            = s.table ? s.table->findPiece(fieldPiece->currentData().toString()) : nullptr;
        if (!piece)
            return std::nullopt;
        return minefieldFacts(ruleset(), s, *piece);
    };
    auto *increments
        = spin(form, "increments", tr("Increments of rounds (scatterable):"), 1, 20, 1);
    QList<std::pair<QString, QVariant>> grounds;
    for (const TerrainType &terrain : ruleset().terrain) {
        const auto it = rules.terrain.constFind(terrain.id);
        if (it != rules.terrain.constEnd() && it->stuckOn > 0)
            grounds.append({tr("%1 (%2+)").arg(terrain.name).arg(it->stuckOn), it->stuckOn});
    }
    auto *ground = choice(form, "ground", tr("Ground:"), grounds);
    auto *pressure = spin(form, "groundPressure", tr("Ground pressure:"), 0, 20, 5);
    auto *wheeled = check(form, "wheeled", tr("Wheeled"));
    auto *low = check(form, "lowPressure", tr("Low ground pressure"));
    // Rule 60 A gives no dice for the stuck roll: the ruleset's option, the scenario's choice.
    const QString stuckOption = QStringLiteral("stuck_roll_dice");
    ruleOptionChoice(form, "stuckRollDice", stuckOption);
    // A piece chosen: a laid field crossed through its depth.
    connect(fieldPiece, &QComboBox::currentIndexChanged, this, [=] {
        if (const std::optional<MinefieldFacts> facts = pieceFacts()) {
            kind->setCurrentIndex(kind->findData(int(Minefield::Laid)));
            crossed->setValue(facts->depthMm);
        }
    });
    addPage(
        tr("Mines and Ground"), QStringLiteral("aidMines"),
        tr("rules 55 (minefields, wire), 60 (ground pressure)."),
        {tr("Book 3: mine penetrations and the mines a field needs (ours, provisional, in "
            "the Mines chart), and the rounds one scatterable increment needs."),
         tr("Book 3: the armour table to read a mine's penetration against the belly; "
            "Book 1: the vehicle damage tables."),
         tr("Book 1: the movement rates and the terrain cost chart."),
         tr("The dice of the stuck roll are not stated: choose them above (2D by "
            "default).")},
        form, [=] {
            QString html;
            const int mode = what->currentData().toInt();
            if (mode == 0) {
                const MineCrossing crossing = mineCrossing(Minefield(kind->currentData().toInt()),
                                                           crossed->value(), increments->value());
                html = tr("<h3>Crossing a minefield</h3>") + linesHtml(crossing.lines);
                html += tr("<p>%n attack(s), each hitting on %1+.</p>", nullptr, crossing.attacks)
                            .arg(crossing.target);
                QList<int> totals;
                for (int i = 0; i < crossing.attacks; ++i) {
                    const QList<int> faces = roll(2, QStringLiteral("mine_attack"));
                    totals.append(faces.at(0) + faces.at(1));
                    html += QStringLiteral("<p>%1 = %2</p>")
                                .arg(rollNote(faces).toHtmlEscaped())
                                .arg(totals.last());
                }
                html += tr("<p><b>Hits: %1</b>. Each is the mine's penetration against the "
                           "belly.</p>")
                            .arg(hitsOf(totals, crossing.target));
                if (const std::optional<MinefieldFacts> facts = pieceFacts()) {
                    html += tr("<h4>%1</h4>").arg(fieldPiece->currentText().toHtmlEscaped());
                    for (const PrintedCell &cell : minefieldCells(*facts))
                        html += QStringLiteral("<p>%1: %2%3</p>")
                                    .arg(cell.label.toHtmlEscaped(), cell.value.toHtmlEscaped(),
                                         cell.provisional ? QStringLiteral("\u2020") : QString());
                    html += tr("<p>\u2020 Our value: Book 3's mine listing is lost.</p>");
                }
            } else if (mode == 1) {
                const QList<int> faces = roll(2, QStringLiteral("wire_fouling"));
                const AidRoll foul = rollAtLeast(faces, {}, wireFoulsOn);
                html = tr("<h3>Wheels in wire</h3><p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += foul.success
                    ? tr("<p><b>Fouled</b> (%1 on %2+): the crew dismounts and frees the "
                         "wheels on %3, one roll per friendly movement phase.</p>")
                          .arg(foul.total)
                          .arg(wireFoulsOn)
                          .arg(wireFreedOn)
                    : tr("<p><b>Not fouled</b> (%1 on %2+).</p>").arg(foul.total).arg(wireFoulsOn);
            } else {
                const QList<int> faces = low->isChecked()
                    ? QList<int>()
                    : roll(stuckRollDice(ruleOption(stuckOption)), QStringLiteral("stuck"));
                const AidRoll stuck
                    = stuckRoll(faces, ground->currentData().toInt(), pressure->value(),
                                wheeled->isChecked(), low->isChecked());
                html = tr("<h3>Getting stuck</h3>");
                if (!faces.isEmpty())
                    html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += linesHtml(stuck.lines);
                html += faces.isEmpty() ? tr("<p><b>Never sticks.</b></p>")
                                        : tr("<p>%1 against %2+: <b>%3</b></p>")
                                              .arg(stuck.total)
                                              .arg(stuck.target)
                                              .arg(yes(stuck.success, tr("stuck"), tr("moves on")));
            }
            return html;
        });
}

void RefereeAids::buildSpotting()
{
    const StrikerRules &rules = strikerRules(ruleset());
    auto *form = new QFormLayout;
    QList<std::pair<QString, QVariant>> sizes;
    for (const StrikerHorizon &horizon : rules.horizons)
        sizes.append(
            {tr("%1 (radius %2 km)").arg(horizon.size).arg(horizon.radiusKm), horizon.size});
    auto *size = choice(form, "worldSize", tr("World size:"), sizes);
    const QString worldSize = strikerWorld(m_document->scenario()).size;
    if (const int index = size->findData(worldSize); index >= 0)
        size->setCurrentIndex(index);
    auto *altitudes = number(form, "altitudes", tr("Altitudes of both, added (m):"), 0, 10000,
                             averageAltitudesM);
    auto *night = number(form, "night", tr("Night visibility multiple (0: day):"), 0,
                         rules.nightMaxMultiple, 0, 0.05);
    QList<std::pair<QString, QVariant>> weathers;
    for (const StrikerWeather &weather : rules.weather)
        weathers.append({weather.name, weather.visibility});
    auto *weather = choice(form, "weather", tr("Weather:"), weathers);
    auto *amplification = check(form, "lightAmplification", tr("Light amplification"));
    auto *target = choice(form, "spotted", tr("Target:"),
                          {{tr("Stationary soldier"), int(SpottedKind::StationarySoldier)},
                           {tr("Stationary vehicle or moving soldier"),
                            int(SpottedKind::StationaryVehicleOrMovingSoldier)},
                           {tr("Moving vehicle"), int(SpottedKind::MovingVehicle)}});
    auto *what = choice(form, "spotRoll", tr("Roll for:"),
                        {{tr("Spotting (the known point, 8+)"), 0}, {tr("Radar against ECM"), 1}});
    auto *recon = spin(form, "spotterRecon", tr("Spotter's Recon skill:"), 0, 6, 0);
    auto *hidden = spin(form, "targetRecon", tr("Target's Recon skill:"), 0, 6, 0);
    auto *drone = check(form, "droneSpotter", tr("A drone vehicle spots"));
    auto *extensive = check(form, "extensiveEcm", tr("Extensive ECM"));
    auto *radarTl = spin(form, "radarTl", tr("Radar TL:"), 5, 15, 10);
    auto *ecmTl = spin(form, "ecmTl", tr("ECM TL:"), 5, 15, 10);
    addPage(tr("Spotting"), QStringLiteral("aidSpotting"),
            tr("rules 38 (drones), 46 (radar), 47 (night), 48 (weather), 53 (horizon), 80 "
               "(Recon)."),
            {tr("Book 1: the spotting table (rolls and ranges by target and cover). The only "
                "known point: a stationary, concealed man is seen on 8+ at 50 cm by day; the "
                "spotting roll here uses it (provisional)."),
             tr("Book 1: concealment, cover and movement DMs; smoke."),
             tr("Book 3: sensor ranges and powers (radar, thermal, IR)."),
             tr("The night multiple times the weather's is our reading of rules 47 and 48.")},
            form, [=] {
                const StrikerHorizon *row = nullptr;
                for (const StrikerHorizon &h : rules.horizons) {
                    if (h.size == size->currentData().toString())
                        row = &h;
                }
                const double horizon = row ? horizonCm(row->radiusKm, altitudes->value()) : 0;
                QString html = tr("<h3>Horizon and spotting range</h3>");
                if (row)
                    html += tr("<p>Horizon: <b>%1 cm</b> for %2 m of altitudes (the table: %3 cm "
                               "for a man of average height).</p>")
                                .arg(horizon, 0, 'f', 0)
                                .arg(altitudes->value())
                                .arg(row->cm);
                const SpottingLimit limit = spottingLimit(
                    SpottedKind(target->currentData().toInt()), night->value(),
                    weather->currentData().toDouble(), amplification->isChecked(), horizon);
                if (!limit.lines.isEmpty())
                    html += linesHtml(limit.lines);
                if (night->value() > 0)
                    html += tr("<p>At most <b>%1 cm</b>").arg(limit.maxCm.value_or(0), 0, 'f', 0)
                        + yes(limit.horizonCaps, tr(" (the horizon)"), QString())
                        + QStringLiteral("</p>");
                else
                    html += tr("<p>By day: Book 1's ranges \u00d7%1, never past <b>%2 cm</b> (the "
                               "horizon).</p>")
                                .arg(limit.multiple)
                                .arg(limit.maxCm.value_or(0), 0, 'f', 0);
                const QList<int> faces = roll(2, QStringLiteral("spotting"));
                html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                if (what->currentData().toInt() == 0) {
                    const AidRoll spot = rollAtLeast(
                        faces,
                        spottingModifiers(recon->value(), hidden->value(), drone->isChecked()), 8);
                    html += linesHtml(spot.lines);
                    html += tr("<p>%1 against 8+ (provisional: Book 1's table is lost): "
                               "<b>%2</b></p>")
                                .arg(spot.total)
                                .arg(yes(spot.success, tr("seen"), tr("not seen")));
                } else {
                    const AidRoll radar = radarDetection(faces, extensive->isChecked(),
                                                         radarTl->value(), ecmTl->value());
                    html += linesHtml(radar.lines);
                    html += tr("<p>%1 against %2+: <b>%3</b></p>")
                                .arg(radar.total)
                                .arg(radar.target)
                                .arg(yes(radar.success, tr("detected"), tr("not detected")));
                }
                return html;
            });
}

void RefereeAids::buildMorale()
{
    const StrikerRules &rules = strikerRules(ruleset());
    auto *form = new QFormLayout;
    QList<std::pair<QString, QVariant>> qualities;
    QList<int> ladder;
    for (const StrikerQuality &quality : rules.qualities) {
        qualities.append({tr("%1 (morale %2)").arg(quality.name).arg(quality.morale), quality.id});
        ladder.append(quality.morale);
    }
    auto *quality = choice(form, "quality", tr("Quality:"), qualities);
    auto *race = choice(form, "race", tr("Race:"),
                        {{tr("Human"), int(MoraleRace::Human)},
                         {tr("Aslan"), int(MoraleRace::Aslan)},
                         {tr("Vargr"), int(MoraleRace::Vargr)}});
    auto *raw = check(form, "rawRecruit", tr("Raw Mercenary recruit, untrained"));
    auto *leader = check(form, "leader", tr("Led by an NCO or officer"));
    auto *hiver = check(form, "hiver", tr("Hivers who see the enemy"));
    auto *medics = choice(form, "medics", tr("Medics:"),
                          {{tr("Enough"), 0}, {tr("Short"), 1}, {tr("Under half"), 2}});
    auto *meal = check(form, "noHotMeal", tr("No hot meal (3 days, 1 in cold or wet)"));
    auto *gas = check(form, "protectiveGear", tr("Protective gear on after a gas check"));
    auto *zhodani = check(form, "zhodani", tr("Zhodani officer's bonus"));
    const StrikerRace *kkree = rules.race(QStringLiteral("kkree"));
    auto *cramped = check(form, "cramped", tr("Cramped K'kree crew"));
    cramped->setEnabled(kkree && kkree->crampedMorale != 0);
    auto *prepare = choice(
        form, "preparation", tr("Surprised, then:"),
        {{tr("Power-up, elite driver (%n turns)", nullptr, powerUpTurns(QStringLiteral("elite"))),
          powerUpTurns(QStringLiteral("elite"))},
         {tr("Power-up, veteran driver (%n turns)", nullptr,
             powerUpTurns(QStringLiteral("veteran"))),
          powerUpTurns(QStringLiteral("veteran"))},
         {tr("Power-up, regular driver (%n turns)", nullptr,
             powerUpTurns(QStringLiteral("regular"))),
          powerUpTurns(QStringLiteral("regular"))},
         {tr("Power-up, recruit driver (%n turns)", nullptr,
             powerUpTurns(QStringLiteral("recruit"))),
          powerUpTurns(QStringLiteral("recruit"))},
         {tr("Arming, high initiative (%n turns)", nullptr, armingTurns(Initiative::High)),
          armingTurns(Initiative::High)},
         {tr("Arming, average initiative (%n turns)", nullptr, armingTurns(Initiative::Average)),
          armingTurns(Initiative::Average)},
         {tr("Arming, low initiative (%n turns)", nullptr, armingTurns(Initiative::Low)),
          armingTurns(Initiative::Low)}});
    prepare->setCurrentIndex(2);
    auto *battles = spin(form, "battles", tr("Battles survived (experience):"), 0, 100, 0);
    addPage(tr("Morale"), QStringLiteral("aidMorale"),
            tr("rules 54 (surprise), 65 (gas), 68 (support), 71 (experience), 74 (races), 79 "
               "(Mercenary); 2D at or under the morale passes."),
            {tr("Book 1: when else to check morale, what a failure does (rout, pinning), and "
                "rallying."),
             tr("Book 1: leaders (their +1 is only implied here) and the initiative levels "
                "that morale gives."),
             tr("Book 1: orders and their delay (rule 10).")},
            form, [=] {
                MoraleSituation situation;
                situation.quality = quality->currentData().toString();
                const StrikerQuality *rung = rules.quality(situation.quality);
                situation.humanMorale = rung ? rung->morale : 0;
                situation.qualityName = rung ? rung->name : QString();
                situation.race = MoraleRace(race->currentData().toInt());
                situation.rawRecruit = raw->isChecked();
                situation.leader = leader->isChecked();
                situation.hiverSeesEnemy = hiver->isChecked();
                situation.medicShortfall = medics->currentData().toInt();
                situation.noHotMeal = meal->isChecked();
                situation.chemicalProtection = gas->isChecked();
                situation.zhodaniBonus = zhodani->isChecked();
                situation.crampedCrew = cramped->isChecked() && kkree ? kkree->crampedMorale : 0;
                const QList<int> faces = roll(2, QStringLiteral("morale"));
                const MoraleCheck check = moraleCheck(moraleTerms(situation), faces);
                QString html = tr("<h3>Morale check</h3>");
                html += QStringLiteral("<p>%1</p>").arg(rollNote(faces).toHtmlEscaped());
                html += linesHtml(check.lines);
                html += check.passed ? tr("<p>%1 against morale %2: <b>passed</b>.</p>")
                                           .arg(check.roll)
                                           .arg(check.morale)
                                     : tr("<p>%1 against morale %2: <b>failed by %3</b>.</p>")
                                           .arg(check.roll)
                                           .arg(check.morale)
                                           .arg(check.failedBy);
                const SurpriseTimeline timeline
                    = surpriseTimeline(check.failedBy, prepare->currentData().toInt());
                html += tr("<p>If surprised: panicked %n turn(s); begins on turn %1, ready at "
                           "the end of turn %2, acts on turn %3.</p>",
                           nullptr, timeline.panicTurns)
                            .arg(timeline.beginsOnTurn)
                            .arg(timeline.readyAtEndOfTurn)
                            .arg(timeline.actsOnTurn);
                if (battles->value() > 0)
                    html += tr("<p>After %1 battles survived without routing: morale %2.</p>")
                                .arg(battles->value())
                                .arg(moraleAfterBattles(int(check.lines.first().value),
                                                        battles->value(), ladder));
                return html;
            });
}

void RefereeAids::buildAircraft()
{
    auto *form = new QFormLayout;
    auto *points = spin(form, "damagePoints", tr("Damage points:"), 1, 10000, 40);
    auto *taken = number(form, "damageTaken", tr("Damage taken so far:"), 0, 10000, 0, 0.5);
    taken->setDecimals(1);
    auto *penetration = spin(form, "penetration", tr("Hit's penetration:"), 0, 500, 15);
    auto *he = check(form, "he", tr("HE round"));
    auto *extra = check(form, "extraHit", tr("An extra hit this phase"));
    auto *maxSpeed = spin(form, "maxSpeed", tr("Original maximum speed (cm):"), 0, 10000, 500);
    auto *minSpeed = spin(form, "minSpeed", tr("Minimum speed (cm):"), 0, 10000, 100);
    auto *agility = spin(form, "agility", tr("Original agility:"), 0, 20, 3);
    // Rule 62 E does not round half a penetration: the ruleset's option, the scenario's choice.
    const QString halfOption = QStringLiteral("aircraft_half_penetration");
    ruleOptionChoice(form, "halfPenetration", halfOption);
    const QString aircraftRules = tr("rule 62 E.");
    addPage(
        tr("Aircraft Damage"), QStringLiteral("aidAircraft"), aircraftRules,
        {tr("Book 3: each aircraft's damage points, speeds and agility."),
         tr("Book 1: the to-hit roll and penetration of the weapon that hit."),
         tr("The text does not say how half a penetration rounds: choose it above "
            "(down by default).")},
        form, [=] {
            const double hit
                = aircraftHitDamage(penetration->value(), he->isChecked(), extra->isChecked(),
                                    halfPenetration(ruleOption(halfOption)));
            const AircraftDamage before
                = aircraftDamage(points->value(), taken->value(), maxSpeed->value(),
                                 minSpeed->value(), agility->value());
            const double total = taken->value() + hit;
            const AircraftDamage after = aircraftDamage(points->value(), total, maxSpeed->value(),
                                                        minSpeed->value(), agility->value());
            QString html = tr("<h3>Aircraft hit</h3><p>The hit does <b>%1</b> damage points; "
                              "%2 of %3 taken.</p>")
                               .arg(hit)
                               .arg(total)
                               .arg(points->value());
            html += tr("<p>Maximum speed %1 cm, agility %2.</p>")
                        .arg(after.maxSpeed)
                        .arg(after.agility);
            if (after.destroyed)
                html += tr("<p><b>Destroyed.</b></p>");
            else if (after.crashes)
                html += tr("<p><b>Crashes</b>: its maximum speed is below its minimum; "
                           "unwounded crew may bail out.</p>");
            for (int step = before.tenths; step < after.tenths && !after.destroyed; ++step) {
                const QList<int> face = roll(1, QStringLiteral("aircraft_critical"));
                html
                    += tr("<p>%1 (%2%): ").arg(rollNote(face).toHtmlEscaped()).arg((step + 1) * 10);
                if (!isCritical(face.first())) {
                    html += tr("no critical.</p>");
                    continue;
                }
                const QList<int> table = roll(1, QStringLiteral("aircraft_critical_table"));
                html += tr("<b>critical</b>; %1: %2</p>")
                            .arg(rollNote(table).toHtmlEscaped(),
                                 criticalResult(table.first()).toHtmlEscaped());
            }
            taken->setValue(total);
            return html;
        });
}

} // namespace hexwright
