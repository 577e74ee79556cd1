// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/paneledit.h"

#include "hex/hexcoord.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <set>

namespace hexwright {

namespace {

// Hexes as (column, row) so that sets and maps walk them in label order: every choice the
// decomposition makes is deterministic.
using Node = std::pair<int, int>;
using Link = std::pair<Node, Node>; ///< first < second

Node node(OffsetCoord hex)
{
    return {hex.col, hex.row};
}

OffsetCoord hexOf(Node n)
{
    return {n.first, n.second};
}

Link makeLink(Node a, Node b)
{
    return a < b ? Link {a, b} : Link {b, a};
}

bool adjacent(const OffsetSystem &offsets, OffsetCoord a, OffsetCoord b)
{
    return HexCoord::distance(offsets.fromOffset(a), offsets.fromOffset(b)) == 1;
}

struct Chain
{
    QList<OffsetCoord> hexes;
    bool touched = true; ///< not an old road exactly as it was
    bool isClosed() const { return hexes.size() > 2 && hexes.first() == hexes.last(); }
};

std::set<Link> linksOf(const QList<OffsetCoord> &hexes)
{
    std::set<Link> links;
    for (qsizetype k = 1; k < hexes.size(); ++k)
        links.insert(makeLink(node(hexes[k - 1]), node(hexes[k])));
    return links;
}

/// Maps scenario hexes to the panel's own hexes through its placement (0101, unturned as
/// panelEditScenario() makes it, but any placement works).
class LocalHexes
{
public:
    LocalHexes(const Panel &panel, const Scenario &scenario)
        : m_panel(panel)
    {
        for (const PanelPlacement &p : scenario.layout) {
            if (p.panel == panel.id) {
                m_placement = p;
                break;
            }
        }
    }

    std::optional<OffsetCoord> operator()(OffsetCoord hex) const
    {
        const OffsetCoord turned {hex.col - m_placement.column, hex.row - m_placement.row};
        const OffsetCoord local = m_panel.rotated(turned, m_placement.rotation);
        if (!m_panel.contains(local))
            return std::nullopt;
        return local;
    }

private:
    const Panel &m_panel;
    PanelPlacement m_placement;
};

/// The walk of the remaining links: paths from hexes with other than two links, then loops.
QList<Chain> walkLinks(const std::set<Link> &links)
{
    std::map<Node, std::set<Node>> next;
    for (const Link &link : links) {
        next[link.first].insert(link.second);
        next[link.second].insert(link.first);
    }
    std::set<Link> used;
    auto unusedFrom = [&](Node at) -> std::optional<Node> {
        for (const Node &n : next[at]) {
            if (!used.count(makeLink(at, n)))
                return n;
        }
        return std::nullopt;
    };
    auto walk = [&](Node start, Node first) {
        Chain chain;
        chain.hexes = {hexOf(start), hexOf(first)};
        used.insert(makeLink(start, first));
        Node at = first;
        while (next[at].size() == 2) {
            const std::optional<Node> step = unusedFrom(at);
            if (!step)
                break;
            used.insert(makeLink(at, *step));
            chain.hexes.append(hexOf(*step));
            at = *step;
        }
        return chain;
    };
    QList<Chain> chains;
    for (const auto &[at, neighbours] : next) {
        if (neighbours.size() == 2)
            continue;
        while (const std::optional<Node> first = unusedFrom(at))
            chains.append(walk(at, *first));
    }
    for (const auto &entry : next) {
        while (const std::optional<Node> first = unusedFrom(entry.first))
            chains.append(walk(entry.first, *first));
    }
    return chains;
}

/// Joins chains that meet end to end at a hex with exactly two links, unless both are old
/// roads left as they were.
void joinChains(QList<Chain> &chains, const std::set<Link> &links)
{
    std::map<Node, int> degree;
    for (const Link &link : links) {
        ++degree[link.first];
        ++degree[link.second];
    }
    auto join = [&degree](Chain &a, Chain &b) {
        const OffsetCoord aEnds[2] = {a.hexes.last(), a.hexes.first()};
        const OffsetCoord bEnds[2] = {b.hexes.first(), b.hexes.last()};
        for (int ia = 0; ia < 2; ++ia) {
            for (int ib = 0; ib < 2; ++ib) {
                if (aEnds[ia] != bEnds[ib] || degree[node(aEnds[ia])] != 2)
                    continue;
                if (ia == 1)
                    std::reverse(a.hexes.begin(), a.hexes.end());
                if (ib == 1)
                    std::reverse(b.hexes.begin(), b.hexes.end());
                a.hexes.append(b.hexes.mid(1));
                a.touched = true;
                return true;
            }
        }
        return false;
    };
    bool joined = true;
    while (joined) {
        joined = false;
        for (qsizetype i = 0; i < chains.size() && !joined; ++i) {
            for (qsizetype j = i + 1; j < chains.size() && !joined; ++j) {
                Chain &a = chains[i];
                Chain &b = chains[j];
                if ((!a.touched && !b.touched) || a.isClosed() || b.isClosed())
                    continue;
                if (join(a, b)) {
                    chains.removeAt(j);
                    joined = true;
                }
            }
        }
    }
}

} // namespace

Scenario panelEditScenario(const Panel &panel, const PanelLibrary &library, const Ruleset &ruleset)
{
    Scenario scenario;
    scenario.metadata.title = QCoreApplication::translate("PanelEdit", "Panel %1").arg(panel.id);
    scenario.metadata.players = 2;
    scenario.rulesetId = ruleset.id;
    scenario.rulesetVersion = ruleset.version;
    scenario.panelLibrary = library.id;
    scenario.layout = {{panel.id, 0, 0, 0, {}}};
    scenario.gameLength.turns = ruleset.turnRecord.last;
    return scenario;
}

Panel applyPanelEdits(const Panel &panel, const Scenario &edited, const Ruleset &ruleset)
{
    Panel out = panel;
    const LocalHexes toLocal(panel, edited);

    const TerrainOverrides &t = edited.terrain;
    const int width = panel.columns + 1;
    for (int y = 0; y < t.height; ++y) {
        for (int x = 0; x < t.width; ++x) {
            const quint8 terrain = quint8(t.cells.at(qsizetype(y) * t.width + x));
            if (terrain == NoTerrain || terrain >= ruleset.terrain.size())
                continue;
            if (auto local = toLocal({t.origin.col + x, t.origin.row + y}))
                out.terrain[local->row * width + local->col] = char(terrain);
        }
    }

    // The links after the edits, replayed the way HexMap::compose() does: erased, then drawn.
    std::set<Link> links;
    for (const PanelRoad &road : panel.roads) {
        const std::set<Link> own = linksOf(road.hexes);
        links.insert(own.begin(), own.end());
    }
    for (const RoadLink &link : edited.roadsRemoved) {
        const auto a = toLocal(link.a);
        const auto b = toLocal(link.b);
        if (a && b)
            links.erase(makeLink(node(*a), node(*b)));
    }
    for (const RoadLink &link : edited.roadsAdded) {
        const auto a = toLocal(link.a);
        const auto b = toLocal(link.b);
        if (a && b && adjacent(panel.offsets(), *a, *b))
            links.insert(makeLink(node(*a), node(*b)));
    }

    // The old roads first, cut where links went away, so that untouched roads stay whole
    // even through a junction.
    QList<Chain> chains;
    std::set<Link> used;
    for (const PanelRoad &road : panel.roads) {
        if (road.hexes.size() < 2)
            continue; // a road of one hex has no links: it is kept as it is below
        QList<Chain> runs;
        Chain run;
        for (qsizetype k = 1; k <= road.hexes.size(); ++k) {
            const bool goesOn = k < road.hexes.size()
                && links.count(makeLink(node(road.hexes[k - 1]), node(road.hexes[k])))
                && used.insert(makeLink(node(road.hexes[k - 1]), node(road.hexes[k]))).second;
            if (goesOn) {
                if (run.hexes.isEmpty())
                    run.hexes.append(road.hexes[k - 1]);
                run.hexes.append(road.hexes[k]);
            } else if (!run.hexes.isEmpty()) {
                runs.append(run);
                run = Chain();
            }
        }
        const bool whole = runs.size() == 1 && runs[0].hexes.size() == road.hexes.size();
        for (Chain &r : runs) {
            r.touched = !whole;
            chains.append(r);
        }
    }
    std::set<Link> remaining;
    std::set_difference(links.begin(), links.end(), used.begin(), used.end(),
                        std::inserter(remaining, remaining.end()));
    chains.append(walkLinks(remaining));
    joinChains(chains, links);

    // Each old road's id goes to the chain that shares most of its links.
    struct Overlap
    {
        qsizetype shared, road, chain;
    };
    QList<Overlap> overlaps;
    QList<std::set<Link>> roadLinks;
    for (const PanelRoad &road : panel.roads)
        roadLinks.append(linksOf(road.hexes));
    for (qsizetype c = 0; c < chains.size(); ++c) {
        const std::set<Link> own = linksOf(chains[c].hexes);
        for (qsizetype r = 0; r < roadLinks.size(); ++r) {
            qsizetype shared = 0;
            for (const Link &link : own)
                shared += qsizetype(roadLinks[r].count(link));
            if (shared > 0)
                overlaps.append({shared, r, c});
        }
    }
    std::stable_sort(overlaps.begin(), overlaps.end(), [](const Overlap &a, const Overlap &b) {
        return a.shared > b.shared
            || (a.shared == b.shared
                && (a.road < b.road || (a.road == b.road && a.chain < b.chain)));
    });
    QList<qsizetype> roadOfChain(chains.size(), -1);
    QList<bool> roadTaken(panel.roads.size(), false);
    for (const Overlap &o : std::as_const(overlaps)) {
        if (roadOfChain[o.chain] >= 0 || roadTaken[o.road])
            continue;
        roadOfChain[o.chain] = o.road;
        roadTaken[o.road] = true;
    }

    QStringList ids;
    for (const PanelRoad &road : panel.roads)
        ids.append(road.id);
    out.roads.clear();
    for (qsizetype r = 0; r < panel.roads.size(); ++r) {
        const PanelRoad &old = panel.roads[r];
        if (old.hexes.size() < 2) {
            out.roads.append(old);
            continue;
        }
        const qsizetype c = roadOfChain.indexOf(r);
        if (c < 0)
            continue;
        QList<OffsetCoord> hexes = chains[c].hexes;
        // Keep the road's direction: its first surviving link runs the same way.
        const std::set<Link> own = linksOf(hexes);
        for (qsizetype k = 1; k < old.hexes.size(); ++k) {
            if (!own.count(makeLink(node(old.hexes[k - 1]), node(old.hexes[k]))))
                continue;
            const qsizetype at = hexes.indexOf(old.hexes[k - 1]);
            const bool forward = at + 1 < hexes.size() && hexes[at + 1] == old.hexes[k];
            if (!forward)
                std::reverse(hexes.begin(), hexes.end());
            break;
        }
        out.roads.append({old.id, old.name, hexes});
    }
    int n = 0;
    for (qsizetype c = 0; c < chains.size(); ++c) {
        if (roadOfChain[c] >= 0)
            continue;
        QString id;
        do {
            id = QStringLiteral("road-%1").arg(++n);
        } while (ids.contains(id));
        ids.append(id);
        out.roads.append(
            {id, QCoreApplication::translate("PanelEdit", "Road %1").arg(n), chains[c].hexes});
    }
    return out;
}

} // namespace hexwright
