// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/cruciblegamecontext.h"

#include "families/crucible/cruciblescenario.h"
#include "families/crucible/rules/cruciblemove.h"
#include "scenario/scenariowriter.h"
#include "table/length.h"
#include "table/tablegeometry.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr double MmPerCm = 10.0;
/// How far apart TUs are set up in their deployment area (mm): ours.
constexpr double SetupSpacing = 60.0;

/// Whether the spans cover the whole of [0, 1].
bool coversWhole(QList<SegmentSpan> spans)
{
    std::sort(spans.begin(), spans.end(),
              [](const SegmentSpan &a, const SegmentSpan &b) { return a.enter < b.enter; });
    double reached = 0;
    for (const SegmentSpan &s : spans) {
        if (s.enter > reached + 1e-6)
            return false;
        reached = std::max(reached, s.leave);
    }
    return reached >= 1 - 1e-6;
}

} // namespace

CrucibleGameContext::CrucibleGameContext(const Scenario &scenario, const Ruleset &ruleset,
                                         const QString &path)
    : m_scenario(scenario)
    , m_ruleset(&ruleset)
    , m_rules(&crucibleRules(ruleset))
    , m_path(path)
{
    m_hash = QString::fromLatin1(
        QCryptographicHash::hash(writeScenarioContent(scenario, ruleset, nullptr),
                                 QCryptographicHash::Sha256)
            .toHex());
    m_lastTurn = scenario.gameLength.turns.value_or(0);
    if (m_lastTurn <= 0) {
        const int last = ruleset.turnRecord.last;
        m_lastTurn = last > 0 ? last : 12;
    }
    for (const Phase &p : ruleset.sequenceOfPlay)
        m_phases.append(p.id);
    if (!scenario.table) {
        m_problems.append(QStringLiteral("a Crucible game is played on a table, and the "
                                         "scenario has none"));
        m_board = std::make_unique<TableBoard>(TableLayout {});
        return;
    }
    m_board = std::make_unique<TableBoard>(*scenario.table);
    if (scenario.sides.size() != 2)
        m_problems.append(QStringLiteral("the playtest plays two sides; the scenario has %1")
                              .arg(scenario.sides.size()));
    if (m_phases.size() != 12)
        m_problems.append(QStringLiteral("the ruleset's sequence of play is not the "
                                         "supplement's twelve phases"));
    readCharts();
    readForces();
}

void CrucibleGameContext::readCharts()
{
    const QString scale = option(QStringLiteral("miniature_scale"));
    const CrucibleScale *s = m_rules->scale(scale);
    for (int i = 0; i < m_rules->scales.size(); ++i) {
        if (m_rules->scales.at(i).id == scale)
            m_scaleColumn = i;
    }
    m_leadfoot = s ? s->leadfootMove * MmPerCm : 0;
    m_spread = s ? s->artillerySpread * MmPerCm : 0;
    auto number = [this](const char *chart, int row, int column, double otherwise) {
        const Chart *c = m_ruleset->findChart(QLatin1String(chart));
        const ChartCell *cell = c ? c->cell(row, column) : nullptr;
        return cell && cell->kind == ChartCell::Kind::Number ? cell->number : otherwise;
    };
    for (int i = 0; i < m_rules->qualities.size(); ++i)
        m_ladder.append(int(number("quality-roll", i, 0, m_rules->qualities.at(i).qr)));
    for (int i = 0; i < 4; ++i) {
        m_ranges.append(number("ranges", i, m_scaleColumn, 0) * MmPerCm);
        m_bands.append(number("speed-bands", i, m_scaleColumn, 0) * MmPerCm);
    }
    m_frontArc = number("fire-arcs", 0, 0, 90);
    m_rearArc = number("fire-arcs", 1, 0, 90);
    m_moveCosts = {lpCost("move_1", 1), lpCost("move_2", 2), lpCost("move_3", 4)};
    auto rows = [this](const char *chart) {
        const Chart *c = m_ruleset->findChart(QLatin1String(chart));
        return c ? c->rows : QStringList();
    };
    m_vehicleDamage = rows("vehicle-damage");
    m_infantryDamage = rows("infantry-damage");
    if (m_ranges.value(3) <= 0 || m_bands.value(1) <= 0 || m_ladder.isEmpty())
        m_problems.append(QStringLiteral("the ruleset lacks the ranges, speed-bands or "
                                         "quality-roll chart the playtest reads"));
}

void CrucibleGameContext::readForces()
{
    QList<const Side *> sides;
    for (const Side &s : m_scenario.sides)
        sides.append(&s);
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side *a, const Side *b) { return a->player < b->player; });
    for (const Side *s : sides)
        m_players.append({s->id, s->name, s->colours.value(0), s->moveOrder});

    const QList<CrucibleDetachment> detachments = crucibleDetachments(m_scenario);
    QHash<QString, const CrucibleDetachment *> byId;
    for (const CrucibleDetachment &d : detachments)
        byId.insert(d.id, &d);
    const CrucibleRank *lieutenant = m_rules->detachmentLeader();
    QHash<QString, QString> firstTuOfEntry;
    m_detachments.reserve(m_scenario.forces.size());
    for (const ForceEntry &f : m_scenario.forces) {
        const int player = playerOfSide(f.side);
        const CrucibleTu *card = m_rules->tu(f.unitType);
        const UnitType *type = m_ruleset->findUnitType(f.unitType);
        if (player < 0 || !card || !type) {
            m_problems.append(
                QStringLiteral("force %1: %2 is not a TU of the ruleset").arg(f.id, f.unitType));
            continue;
        }
        const CrucibleEntryParts parts = crucibleEntryParts(f);
        const CrucibleDetachment *det = byId.value(parts.detachment);
        const QString detId = det ? det->id : QStringLiteral("%1-force").arg(f.side);
        CrucibleDetachmentInfo *info = nullptr;
        for (CrucibleDetachmentInfo &d : m_detachments) {
            if (d.id == detId)
                info = &d;
        }
        if (!info) {
            CrucibleDetachmentInfo d;
            d.id = detId;
            d.name = det ? det->name : f.side;
            d.player = player;
            const CrucibleClass *cls = det ? m_rules->troopClass(det->troopClass) : nullptr;
            const CrucibleQuality *q = cls ? m_rules->quality(cls->fightsAs) : nullptr;
            d.level = 2;
            for (int i = 0; q && i < m_rules->qualities.size(); ++i) {
                if (m_rules->qualities.at(i).id == q->id)
                    d.level = i;
            }
            m_detachments.append(d);
            info = &m_detachments.last();
        }
        for (int n = 1; n <= f.count; ++n) {
            CrucibleTuInfo tu;
            tu.id = QStringLiteral("%1-%2").arg(f.id).arg(n);
            tu.type = f.unitType;
            tu.entry = f.id;
            tu.name = f.count > 1 ? QStringLiteral("%1 %2").arg(type->name).arg(n) : type->name;
            tu.player = player;
            tu.detachment = detId;
            tu.kind = card->kind;
            tu.movementClass = type->movementClass;
            tu.speed = card->speed;
            tu.dvFront = card->dvFront;
            tu.dvSide = card->dvSide;
            tu.dvRear = card->dvRear;
            tu.dvTop = card->dvTop;
            tu.cost = type->cost;
            tu.weapons = card->weapons;
            const bool uccf = type->hasAbility(QStringLiteral("uccf_arcs"));
            tu.upratedArcs = uccf;
            for (CrucibleWeapon &w : tu.weapons) {
                if (uccf)
                    w.arcs = crucible::upratedArcs(w.arcs);
            }
            if (type->hasAbility(QStringLiteral("backup_weapon"))) {
                for (int w = 0; w < tu.weapons.size(); ++w) {
                    if (tu.weapons.at(w).arcs.contains(QLatin1String("all")))
                        tu.backupWeapon = w;
                }
            } else if (n <= parts.backupWeapons) {
                // §4.1: the Slammers' powergun rifle, one per vehicle, 360°.
                CrucibleWeapon backup;
                backup.name = QStringLiteral("Powergun rifle (backup)");
                backup.sh = 1;
                backup.fp = QStringLiteral("2/2");
                backup.arcs = {QStringLiteral("all")};
                tu.backupWeapon = int(tu.weapons.size());
                tu.weapons.append(backup);
            }
            tu.skills = card->skills + parts.skills;
            if (n == 1) {
                for (const CrucibleLeader &l : parts.leaders) {
                    tu.leaders.append(l.name);
                    tu.skills += l.skills;
                    CrucibleLeaderInfo li;
                    li.rank = l.rank;
                    li.name = l.name;
                    li.lv = crucibleEffectiveLv(*m_rules, l,
                                                crucibleBaseLv(*m_ruleset, m_scenario, det, l));
                    li.tu = tu.id;
                    li.skills = l.skills;
                    for (const QString &skill : l.skills) {
                        if (const CrucibleSkill *sk = m_rules->skill(skill))
                            info->artilleryLpFactor
                                = std::min(info->artilleryLpFactor, sk->artilleryLpFactor);
                    }
                    info->leaders.append(li);
                }
                for (const QString &skill : parts.skills) {
                    const CrucibleSkill *sk = m_rules->skill(skill);
                    if (sk && sk->lp > 0 && info->commsTechTu.isEmpty()) {
                        info->commsTechTu = tu.id;
                        info->commsTechLp = sk->lp;
                    }
                }
                firstTuOfEntry.insert(f.id, tu.id);
            }
            tu.controller = parts.controller;
            m_tuIndex.insert(tu.id, int(m_tus.size()));
            m_tus.append(tu);
        }
    }
    // A controller is named by its force entry: its first TU controls.
    for (CrucibleTuInfo &tu : m_tus) {
        if (!tu.controller.isEmpty())
            tu.controller = firstTuOfEntry.value(tu.controller);
    }
    // The leader who leads comes first (the Lieutenant), then the rest by LV.
    for (CrucibleDetachmentInfo &d : m_detachments) {
        std::stable_sort(d.leaders.begin(), d.leaders.end(),
                         [lieutenant](const CrucibleLeaderInfo &a, const CrucibleLeaderInfo &b) {
                             const bool la = lieutenant && a.rank == lieutenant->id;
                             const bool lb = lieutenant && b.rank == lieutenant->id;
                             return la != lb ? la : a.lv > b.lv;
                         });
    }

    // Set-up: each side's TUs on a grid over its deployment area, facing the table's middle.
    const QPointF middle(layout().size.width() / 2, layout().size.height() / 2);
    QList<QPointF> taken;
    QHash<QString, const ForceEntry *> entries;
    for (const ForceEntry &f : m_scenario.forces)
        entries.insert(f.id, &f);
    for (const CrucibleTuInfo &tu : m_tus) {
        const CruciblePlayerInfo &p = m_players.at(tu.player);
        const ForceEntry *f = entries.value(tu.entry);
        QList<TableShape> area;
        for (const TableDeployment &d : layout().deployment) {
            if (f && f->placement.kind == Placement::Kind::Zone && d.id == f->placement.zone)
                area += d.shapes;
        }
        if (area.isEmpty()) {
            for (const TableDeployment &d : layout().deployment) {
                if (d.side == p.side)
                    area += d.shapes;
            }
        }
        CrucibleTuState s;
        s.id = tu.id;
        bool placed = false;
        if (f && f->placement.kind == Placement::Kind::Point) {
            s.at = f->placement.point.toPointF();
            placed = true;
        }
        QRectF bounds;
        for (const TableShape &shape : area)
            bounds = bounds.united(shape.boundingRect());
        // Rows nearest the middle first, so that the front line is filled first.
        const bool westOfMiddle = bounds.center().x() < middle.x();
        for (double dx = SetupSpacing / 2; !placed && dx < bounds.width(); dx += SetupSpacing) {
            const double x = westOfMiddle ? bounds.right() - dx : bounds.left() + dx;
            for (double y = bounds.top() + SetupSpacing / 2; !placed && y < bounds.bottom();
                 y += SetupSpacing) {
                const QPointF at(x, y);
                if (!anyContains(area, at) || !mayMoveAlong(tu.movementClass, QLineF(at, at)))
                    continue;
                bool free = true;
                for (QPointF o : std::as_const(taken))
                    free = free && distance(o, at) > SetupSpacing / 2;
                if (free) {
                    s.at = at;
                    placed = true;
                }
            }
        }
        if (!placed) {
            m_problems.append(
                QStringLiteral("no room to set up %1 in its deployment area").arg(tu.id));
            s.at = bounds.center();
        }
        taken.append(s.at);
        const QPointF d = middle - s.at;
        s.facing
            = std::abs(d.x()) >= std::abs(d.y()) ? (d.x() >= 0 ? 0 : 180) : (d.y() >= 0 ? 90 : 270);
        m_start.append(s);
    }
}

QString CrucibleGameContext::option(const QString &id) const
{
    if (m_scenario.ruleOptions.contains(id))
        return m_scenario.ruleOptions.value(id);
    const RuleOption *o = m_ruleset->findOption(id);
    return o ? o->defaultValue : QString();
}

bool CrucibleGameContext::optionOn(const char *id) const
{
    return option(QLatin1String(id)) == QLatin1String("on");
}

QMap<QString, QString> CrucibleGameContext::ruleChoices() const
{
    QMap<QString, QString> values;
    for (const RuleOption &o : m_ruleset->options)
        values.insert(o.id, option(o.id));
    return values;
}

int CrucibleGameContext::playerOfSide(const QString &side) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_players.at(i).side == side)
            return i;
    }
    return -1;
}

const CrucibleTuInfo *CrucibleGameContext::tu(const QString &id) const
{
    const auto it = m_tuIndex.constFind(id);
    return it == m_tuIndex.cend() ? nullptr : &m_tus.at(*it);
}

const CrucibleDetachmentInfo *CrucibleGameContext::detachment(const QString &id) const
{
    for (const CrucibleDetachmentInfo &d : m_detachments) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

QString CrucibleGameContext::phaseName(const QString &id) const
{
    for (const Phase &p : m_ruleset->sequenceOfPlay) {
        if (p.id == id)
            return p.name;
    }
    return id;
}

QString CrucibleGameContext::phaseStep(const QString &id) const
{
    for (const Phase &p : m_ruleset->sequenceOfPlay) {
        if (p.id == id)
            return p.step;
    }
    return {};
}

int CrucibleGameContext::lpCost(const char *id, int otherwise) const
{
    for (const CrucibleLpCost &c : m_rules->lpCosts) {
        if (c.id == QLatin1String(id))
            return c.lp;
    }
    return otherwise;
}

double CrucibleGameContext::playValue(const char *heading, double otherwise) const
{
    const Chart *c = m_ruleset->findChart(QStringLiteral("play-values"));
    const ChartCell *cell = c ? c->cell(QLatin1String(heading), c->columns.value(0)) : nullptr;
    return cell && cell->kind == ChartCell::Kind::Number ? cell->number : otherwise;
}

QStringList CrucibleGameContext::provisionalNotes() const
{
    QStringList notes;
    for (const char *id : {"quality-roll", "speed-bands", "ranges", "vehicle-damage", "fire-arcs",
                           "infantry-damage", "play-values"}) {
        const Chart *c = m_ruleset->findChart(QLatin1String(id));
        if (c && c->hasProvisional())
            notes.append(QStringLiteral("%1 (chart %2)").arg(c->title, c->id));
    }
    return notes;
}

double CrucibleGameContext::moveLength(const CrucibleTuInfo &tu, bool easy) const
{
    const int band = crucible::speedBand(tu.speed, easy, int(m_bands.size()));
    double length = m_bands.value(band);
    if (tu.has("leadfoot") && m_leadfoot > 0) {
        // §6.2: Leadfoot's standard move, one band more on easy terrain.
        length = m_leadfoot
            + (m_bands.value(band) - m_bands.value(crucible::speedBand(tu.speed, false, 4)));
    }
    return length;
}

bool CrucibleGameContext::mayMoveAlong(const QString &movementClass, const QLineF &segment) const
{
    const QSizeF size = layout().size;
    for (QPointF p : {segment.p1(), segment.p2()}) {
        if (p.x() < 0 || p.y() < 0 || p.x() > size.width() || p.y() > size.height())
            return false;
    }
    auto prohibited = [&](int piece) {
        for (const QString &trait : layout().pieces.at(piece).traits) {
            const TerrainType *t = m_ruleset->findTerrain(trait);
            if (t && t->moveCost.value(movementClass).prohibited)
                return true;
        }
        return false;
    };
    if (segment.length() < 1e-9) {
        for (int piece : m_board->piecesAt(segment.p1())) {
            if (prohibited(piece))
                return false;
        }
        return true;
    }
    for (const TableBoard::PieceCrossing &c : m_board->piecesCrossed(segment)) {
        if (c.crossing.crosses() && prohibited(c.piece))
            return false;
    }
    return true;
}

bool CrucibleGameContext::easyAlong(const QString &movementClass, const QLineF &segment) const
{
    if (segment.length() < 1e-9)
        return false;
    QList<SegmentSpan> spans;
    for (const TableBoard::PieceCrossing &c : m_board->piecesCrossed(segment)) {
        bool easy = false;
        for (const QString &trait : layout().pieces.at(c.piece).traits) {
            const auto it = m_rules->terrain.constFind(trait);
            easy = easy || (it != m_rules->terrain.cend() && it->easyFor.contains(movementClass));
        }
        if (easy)
            spans += c.crossing.spans;
    }
    return coversWhole(spans);
}

QString CrucibleGameContext::coverAt(QPointF point) const
{
    QString best = QStringLiteral("none");
    for (int piece : m_board->piecesAt(point)) {
        for (const QString &trait : layout().pieces.at(piece).traits) {
            const auto it = m_rules->terrain.constFind(trait);
            if (it == m_rules->terrain.cend())
                continue;
            if (it->cover == QLatin1String("hard"))
                best = it->cover;
            else if (it->cover == QLatin1String("soft") && best == QLatin1String("none"))
                best = it->cover;
        }
    }
    return best;
}

bool CrucibleGameContext::canSee(QPointF from, QPointF to, bool *obscured) const
{
    bool partly = false;
    const bool beyondPointBlank = distance(from, to) > m_ranges.value(0) + 1e-6;
    for (const TableBoard::PieceCrossing &c : m_board->piecesCrossed(QLineF(from, to))) {
        if (!c.crossing.crosses())
            continue;
        for (const QString &trait : layout().pieces.at(c.piece).traits) {
            const auto it = m_rules->terrain.constFind(trait);
            if (it == m_rules->terrain.cend())
                continue;
            if (it->sight == QLatin1String("point_blank")) {
                if (beyondPointBlank)
                    return false;
                partly = true;
            }
            if (it->cover != QLatin1String("none") && !it->cover.isEmpty())
                partly = true;
        }
    }
    if (obscured)
        *obscured = partly;
    return true;
}

double CrucibleGameContext::toTableUnit(double mm) const
{
    return std::round(fromMillimetres(mm, layout().unit) * 100) / 100;
}

double CrucibleGameContext::fromTableUnit(double value) const
{
    return toMillimetres(value, layout().unit);
}

QString CrucibleGameContext::pointText(QPointF mm) const
{
    return QStringLiteral("%1, %2 %3")
        .arg(toTableUnit(mm.x()))
        .arg(toTableUnit(mm.y()))
        .arg(lengthUnitId(layout().unit));
}

QString CrucibleGameContext::lengthText(double mm) const
{
    return QStringLiteral("%1 %2").arg(toTableUnit(mm)).arg(lengthUnitId(layout().unit));
}

} // namespace hexwright
