// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maschinen Krieger's checks of the set-up: at most 4 stacking points of a side in a hex (Type
// I 1, Type II 2) and at most 4 of its aircraft there [8.1, 10.5], two NeuSpotters in a hex
// only with a Type II unit [8.1], and the boxes a scenario needs: boards 1-4 and the AFS and
// PK40 are the first game's, boards 5-7 the second's [2.0], so a scenario using both is
// flagged "needs both games". The codes are listed here (makCheckCodes()), with the severity
// each report gets; the checks over the family's parts of a scenario are in
// makchecks_parts.cpp.

#include "families/mak/checks/makchecks.h"

#include "families/mak/checks/makchecks_p.h"
#include "families/mak/makscenario.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hexwright {

namespace {

/// The unit class whose presence lets two NeuSpotters share a hex [8.1].
const QLatin1String TypeTwo("II");
/// The recon suit of which two share a hex only with a Type II unit [8.1].
const QLatin1String NeuSpotter("neuspotter");

/// The two boxes [2.0]: S.F.3.D holds boards 1-4, S.F.3.D II boards 5-7. Of the units the
/// text names only the AFS and the PK40 as the first game's (scenarios 11 and 14 need them);
/// it names none as only the second's.
enum class Game { First, Second, Unknown };

Game gameOfBoard(const QString &board)
{
    bool ok = false;
    const int n = board.toInt(&ok);
    if (!ok)
        return Game::Unknown;
    if (n >= 1 && n <= 4)
        return Game::First;
    if (n >= 5 && n <= 7)
        return Game::Second;
    return Game::Unknown;
}

bool isFirstGameUnit(const QString &unitType)
{
    return unitType == QLatin1String("afs") || unitType == QLatin1String("pk40");
}

void runMakChecks(ScenarioChecker &checker)
{
    MakChecks(checker).run();
}

QList<CheckInfo> makCheckCodes()
{
    const auto e = Severity::Error;
    const auto i = Severity::Info;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        check("mak-stacking", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more than 4 stacking points of a side set up in a hex [8.1]")),
        check(
            "mak-aircraft-per-hex", e,
            QT_TRANSLATE_NOOP("ScenarioChecker", "more than 4 aircraft of a side in a hex [10.5]")),
        check("mak-neuspotters", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "two NeuSpotters share a hex with no Type II unit [8.1]")),
        check("mak-needs-both-games", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the scenario needs parts of both games, S.F.3.D and S.F.3.D II "
                                "[2.0]")),
        check("mak-family-value", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a value of the scenario's Maschinen Krieger parts that does not "
                                "read (a key, number, pilot, board or hex)")),
        check("mak-pilot-twice", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a pilot assigned more than once; each serves in one unit of his "
                                "own side [18.0]")),
        check("mak-pilot-units", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "more pilots than units in a force entry, or a controller (PC) on "
                                "a manned unit [16.1]")),
        check("mak-cargo", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "cargo over a vehicle's capacity or of a class it may not carry "
                                "[13.1]")),
        check(
            "mak-equipment", e,
            QT_TRANSLATE_NOOP("ScenarioChecker", "equipment on a unit that is no aircraft [10.0]")),
        check("mak-mines", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "mines of a hex outside 5-13 or over the side's allotment [19.1]")),
        check("mak-entry", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an entry code's anchor hex is not on the edge of its board "
                                "[12.1]")),
        check("mak-artillery", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "off-board artillery with no round a turn, more a turn than in "
                                "all, or no distance [17]")),
    };
}

} // namespace

void MakChecks::run()
{
    if (m_s.table)
        return;
    checkStacking();
    checkNeuSpotters();
    checkGames();
    checkParts();
}

QString MakChecks::unitClassOf(const QString &unitType) const
{
    return m_mak.units.value(unitType).unitClass;
}

QString MakChecks::hexText(OffsetCoord hex) const
{
    const QString board = c.map().boardLabel(hex);
    const QString label = c.label(hex);
    return board == label ? label : ScenarioChecker::tr("%1 (%2)").arg(label, board);
}

void MakChecks::checkStacking()
{
    // Set-up is the end of a phase for stacking: 4 stacking points of a side in a hex, and
    // its aircraft apart, 4 to a hex [8.1, 10.5]. A zone holds 4 points a playable hex.
    struct Stack
    {
        int points = 0;
        QStringList entries;
        const ForceEntry *first = nullptr;
    };
    std::map<std::tuple<QString, int, int>, Stack> ground;
    std::map<std::tuple<QString, int, int>, Stack> air;
    std::map<std::pair<QString, QString>, Stack> zones;
    for (const ForceEntry &f : m_s.forces) {
        // Cargo is inside its vehicle, one target with it [13.1]: the vehicle's points count.
        if (isCargo(f))
            continue;
        const bool flies = makIsAircraft(m_rules, f.unitType);
        Stack *stack = nullptr;
        if (f.placement.kind == Placement::Kind::Hex && c.map().isPlayable(f.placement.hex)) {
            const auto key = std::make_tuple(f.side, f.placement.hex.col, f.placement.hex.row);
            stack = flies ? &air[key] : &ground[key];
        } else if (f.placement.kind == Placement::Kind::Zone && !flies) {
            stack = &zones[{f.side, f.placement.zone}];
        }
        if (!stack)
            continue;
        stack->points += flies ? f.count : f.count * m_mak.stackPoints(f.unitType);
        stack->entries.append(f.id);
        if (!stack->first)
            stack->first = &f;
    }
    for (const auto &[key, stack] : ground) {
        if (stack.points <= m_mak.stackLimit)
            continue;
        const OffsetCoord hex {std::get<1>(key), std::get<2>(key)};
        const ForceEntry &f = *stack.first;
        c.report("mak-stacking", f.position, c.forceSubject(f),
                 ScenarioChecker::tr("%1: %2 stacking points at %3 (%4), more than the %5 a side "
                                     "may stack in a hex")
                     .arg(c.sideName(f.side))
                     .arg(stack.points)
                     .arg(hexText(hex), stack.entries.join(QStringLiteral(", ")))
                     .arg(m_mak.stackLimit),
                 {hex});
    }
    for (const auto &[key, stack] : air) {
        if (stack.points <= m_mak.aircraftPerHex)
            continue;
        const OffsetCoord hex {std::get<1>(key), std::get<2>(key)};
        const ForceEntry &f = *stack.first;
        c.report("mak-aircraft-per-hex", f.position, c.forceSubject(f),
                 ScenarioChecker::tr("%1: %2 aircraft at %3 (%4), more than the %5 that may be "
                                     "over one hex")
                     .arg(c.sideName(f.side))
                     .arg(stack.points)
                     .arg(hexText(hex), stack.entries.join(QStringLiteral(", ")))
                     .arg(m_mak.aircraftPerHex),
                 {hex});
    }
    for (const auto &[key, stack] : zones) {
        const QList<OffsetCoord> hexes = c.playableHexes(key.second);
        const int room = m_mak.stackLimit * int(hexes.size());
        if (hexes.isEmpty() || stack.points <= room)
            continue;
        const ForceEntry &f = *stack.first;
        c.report("mak-stacking", f.position, c.forceSubject(f),
                 ScenarioChecker::tr("%1: %2 stacking points set up in zone '%3' (%4), but %5 "
                                     "at most %6 of a side")
                     .arg(c.sideName(f.side))
                     .arg(stack.points)
                     .arg(key.second, stack.entries.join(QStringLiteral(", ")),
                          hexes.size() == 1
                              ? ScenarioChecker::tr("its playable hex holds")
                              : ScenarioChecker::tr("its %1 playable hexes hold").arg(hexes.size()))
                     .arg(room),
                 hexes);
    }
}

void MakChecks::checkNeuSpotters()
{
    struct Hex
    {
        int spotters = 0;
        bool typeTwo = false;
        QStringList entries;
        const ForceEntry *second = nullptr;
    };
    std::map<std::tuple<QString, int, int>, Hex> hexes;
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind != Placement::Kind::Hex || !c.map().isPlayable(f.placement.hex))
            continue;
        Hex &h = hexes[{f.side, f.placement.hex.col, f.placement.hex.row}];
        if (f.unitType == NeuSpotter) {
            h.spotters += f.count;
            h.entries.append(f.id);
            if (h.spotters >= 2 && !h.second)
                h.second = &f;
        } else if (unitClassOf(f.unitType) == TypeTwo) {
            h.typeTwo = true;
        }
    }
    for (const auto &[key, h] : hexes) {
        if (h.spotters < 2 || h.typeTwo)
            continue;
        const OffsetCoord hex {std::get<1>(key), std::get<2>(key)};
        const ForceEntry &f = *h.second;
        c.report("mak-neuspotters", f.position, c.forceSubject(f),
                 ScenarioChecker::tr("%1: %2 NeuSpotters at %3 (%4) with no Type II unit; two "
                                     "NeuSpotters share a hex only with one")
                     .arg(c.sideName(f.side))
                     .arg(h.spotters)
                     .arg(hexText(hex), h.entries.join(QStringLiteral(", "))),
                 {hex});
    }
}

void MakChecks::checkGames()
{
    QStringList first;
    QStringList second;
    SourcePosition at; // the first board of the second game
    // Each board of the layout, with where the file places it.
    QMap<QString, SourcePosition> boards;
    const HexMap &map = c.map();
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            const QString board = map.boardName({col, row});
            const int placement = map.placementAt({col, row});
            if (!board.isEmpty() && !boards.contains(board) && placement >= 0
                && placement < m_s.layout.size())
                boards.insert(board, m_s.layout.at(placement).position);
        }
    }
    QStringList sorted = boards.keys();
    std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
        return a.toInt() != b.toInt() ? a.toInt() < b.toInt() : a < b;
    });
    for (const QString &board : std::as_const(sorted)) {
        const Game game = gameOfBoard(board);
        if (game == Game::First)
            first.append(ScenarioChecker::tr("board %1").arg(board));
        else if (game == Game::Second) {
            if (second.isEmpty())
                at = boards.value(board);
            second.append(ScenarioChecker::tr("board %1").arg(board));
        }
    }
    QStringList units;
    for (const ForceEntry &f : m_s.forces) {
        if (isFirstGameUnit(f.unitType) && !units.contains(c.unitName(f.unitType)))
            units.append(c.unitName(f.unitType));
    }
    first += units;
    if (first.isEmpty() || second.isEmpty())
        return;
    c.report("mak-needs-both-games", at, CheckSubject {},
             ScenarioChecker::tr("This scenario needs both games: S.F.3.D (%1) and S.F.3.D II "
                                 "(%2)")
                 .arg(first.join(QStringLiteral(", ")), second.join(QStringLiteral(", "))));
}

const FamilyChecks &makFamilyChecks()
{
    static const FamilyChecks checks {&runMakChecks, nullptr, &makCheckCodes};
    return checks;
}

} // namespace hexwright
