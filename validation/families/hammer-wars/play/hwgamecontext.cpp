// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwgamecontext.h"

#include "scenario/scenariowriter.h"
#include "table/tablegeometry.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cmath>

namespace hexwright {

HwGameContext::HwGameContext(const Scenario &scenario, const Ruleset &ruleset, const QString &path)
    : m_scenario(scenario)
    , m_ruleset(&ruleset)
    , m_rules(&hwRules(ruleset))
    , m_path(path)
{
    m_hash = QString::fromLatin1(
        QCryptographicHash::hash(writeScenarioContent(scenario, ruleset, nullptr),
                                 QCryptographicHash::Sha256)
            .toHex());
    if (m_rules->distanceUnit == QLatin1String("cm"))
        m_rulesUnit = 10;
    if (!scenario.table) {
        m_problems.append(QStringLiteral("a Hammer Wars game is played on a table, and the "
                                         "scenario has none"));
        m_board = std::make_unique<TableBoard>(TableLayout {});
        return;
    }
    m_board = std::make_unique<TableBoard>(*scenario.table);
    if (scenario.sides.size() != 2)
        m_problems.append(QStringLiteral("Hammer Wars is played by two sides; the scenario "
                                         "has %1")
                              .arg(scenario.sides.size()));
    if (m_rules->cards.isEmpty() || m_rules->actions.isEmpty())
        m_problems.append(
            QStringLiteral("the ruleset %1 has no unit cards or actions to play").arg(ruleset.id));

    auto is = [this](const char *id, const char *value) {
        return option(QLatin1String(id)) == QLatin1String(value);
    };
    m_choices.longEdges = is("player_edges", "long");
    m_choices.meleeAfterRun = is("melee_actions", "any_action");
    m_choices.meleeRangeZeroOnly = is("melee_units", "range_zero_only");
    m_choices.blastTargetArmour = is("blast_hits_on", "target_armour");
    m_choices.blastNeedsLos = is("blast_line_of_sight", "needed");
    m_choices.rangedHeroOneLine = is("ranged_hero_lines", "one");
    m_choices.lossesSkipHeroesAndHeavies = is("losses_counted", "not_heroes_or_heavies");
    m_choices.simultaneousNobodyScores = is("simultaneous_zero", "nobody_scores");
    m_choices.tieHigherMorale = is("vp_tie", "higher_morale");
    m_choices.coverBlocksLos = is("terrain_line_of_sight", "cover_blocks_too");
    m_choices.dangerousAnyMove = is("dangerous_moves", "any_move_inside");
    m_choices.dutyDeclaredUnits = is("duty_bonus", "declared_units");
    m_choices.oppressionAsPrinted = is("oppression_minimum", "as_printed");
    m_choices.declareAnyTime = is("goal_declaration", "any_time");
    m_choices.measureCentres = is("measuring", "model_centre");

    // Players in the scenario's order of player numbers.
    QList<const Side *> sides;
    for (const Side &s : m_scenario.sides)
        sides.append(&s);
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side *a, const Side *b) { return a->player < b->player; });
    for (const Side *s : sides) {
        HwPlayerInfo p;
        p.side = s->id;
        p.name = s->name;
        p.colour = s->colours.value(0);
        p.faction = s->faction;
        p.goal = s->choices.value(QStringLiteral("goal"));
        p.goalObjective = s->choices.value(QStringLiteral("goal_objective"));
        const HwFaction *faction = m_rules->faction(p.faction);
        if (!faction && !m_rules->factions.isEmpty()) {
            faction = &m_rules->factions.constFirst();
            p.faction = faction->id;
            p.defaulted = true;
        }
        if (faction && !faction->goals.contains(p.goal)) {
            p.goal = faction->goals.value(0);
            p.defaulted = true;
        }
        const HwGoal *goal = m_rules->goal(p.goal);
        if (goal && goal->secretObjective && !layout().findObjective(p.goalObjective)) {
            p.goalObjective
                = layout().objectives.isEmpty() ? QString() : layout().objectives.first().id;
            p.defaulted = true;
        }
        m_players.append(p);
        QList<TableShape> area;
        for (const TableDeployment &d : layout().deployment) {
            if (d.side == s->id)
                area += d.shapes;
        }
        m_areas.append(area);
    }
    if (m_players.size() == 2) {
        const Side *a = sides.at(0);
        const Side *b = sides.at(1);
        if (option(QStringLiteral("first_player")) == QLatin1String("move_order")
            && a->moveOrder != b->moveOrder)
            m_fixedFirst = a->moveOrder < b->moveOrder ? 0 : 1;
    }

    // The pools: a force entry of n models is n models in its side's pool.
    QMap<QString, int> numbers; // side + type -> models named so far
    for (const ForceEntry &f : m_scenario.forces) {
        const int player = playerOfSide(f.side);
        if (player < 0)
            continue;
        if (!card(f.unitType)) {
            m_problems.append(QStringLiteral("force %1: %2 is not a unit card of the ruleset")
                                  .arg(f.id, f.unitType));
            continue;
        }
        for (int n = 1; n <= f.count; ++n) {
            HwModel m;
            m.id = QStringLiteral("%1-%2").arg(f.id).arg(n);
            m.type = f.unitType;
            m.player = player;
            m.lives = card(f.unitType)->lives;
            m_pool.append(m);
            const int k = ++numbers[f.side + QLatin1Char('/') + f.unitType];
            m_names.insert(m.id,
                           QStringLiteral("%1 %2 %3")
                               .arg(m_players.at(player).name, type(f.unitType)->name)
                               .arg(k));
        }
    }

    for (const TablePiece &piece : layout().pieces)
        m_pieces.append(hwrules::pieceRules(*m_rules, piece.traits, m_choices.coverBlocksLos));
}

QString HwGameContext::option(const QString &id) const
{
    if (m_scenario.ruleOptions.contains(id))
        return m_scenario.ruleOptions.value(id);
    const RuleOption *o = m_ruleset->findOption(id);
    return o ? o->defaultValue : QString();
}

QMap<QString, QString> HwGameContext::ruleChoices() const
{
    QMap<QString, QString> values;
    for (const RuleOption &o : m_ruleset->options)
        values.insert(o.id, option(o.id));
    return values;
}

int HwGameContext::playerOfSide(const QString &side) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_players.at(i).side == side)
            return i;
    }
    return -1;
}

double HwGameContext::toTableUnit(double mm) const
{
    return fromMillimetres(mm, layout().unit);
}

double HwGameContext::fromTableUnit(double value) const
{
    return toMillimetres(value, layout().unit);
}

QString HwGameContext::lengthText(double mm) const
{
    return formatLength(mm, layout().unit, 1);
}

QString HwGameContext::pointText(QPointF mm) const
{
    return QStringLiteral("%1, %2")
        .arg(toTableUnit(mm.x()), 0, 'f', 1)
        .arg(toTableUnit(mm.y()), 0, 'f', 1);
}

QString HwGameContext::category(const QString &typeId) const
{
    const HwCard *c = card(typeId);
    return c ? c->category : QString();
}

double HwGameContext::radius(const QString &typeId) const
{
    // The family's base, as the editor's measuring tool draws it.
    return m_rules->baseDiameterMm(typeId) / 2;
}

double HwGameContext::moveLength(const QString &typeId) const
{
    const UnitType *t = type(typeId);
    return t ? rulesLength(t->factors.movement) : 0;
}

double HwGameContext::rangeLength(const QString &typeId) const
{
    const UnitType *t = type(typeId);
    return t ? rulesLength(t->factors.range) : 0;
}

int HwGameContext::attackLines(const QString &typeId) const
{
    const HwCard *c = card(typeId);
    if (!c)
        return 0;
    const int lines = int(c->attackLines.size());
    // Option ranged_hero_lines: two identical lines read as one.
    if (m_choices.rangedHeroOneLine && lines == 2
        && c->attackLines.at(0).dice == c->attackLines.at(1).dice
        && c->attackLines.at(0).blast == c->attackLines.at(1).blast
        && c->attackLines.at(0).hitsOn == c->attackLines.at(1).hitsOn)
        return 1;
    return lines;
}

const HwSpecialRule *HwGameContext::special(const QString &typeId, const char *effect) const
{
    const UnitType *t = type(typeId);
    if (!t)
        return nullptr;
    for (const QString &ability : t->abilities) {
        const HwSpecialRule *r = m_rules->specialRule(ability);
        if (r && r->effect == QLatin1String(effect))
            return r;
    }
    return nullptr;
}

bool HwGameContext::has(const QString &typeId, const char *effect) const
{
    return special(typeId, effect) != nullptr;
}

int HwGameContext::cost(const QString &typeId) const
{
    const UnitType *t = type(typeId);
    return t ? t->cost : 0;
}

int HwGameContext::xpCost(const QString &typeId) const
{
    const HwCard *c = card(typeId);
    return c ? c->xp : 0;
}

double HwGameContext::modelDistance(QPointF a, double ra, QPointF b, double rb) const
{
    const double d = distance(a, b);
    return m_choices.measureCentres ? d : std::max(0.0, d - ra - rb);
}

double HwGameContext::pointDistance(QPointF model, double r, QPointF point) const
{
    const double d = distance(model, point);
    return m_choices.measureCentres ? d : std::max(0.0, d - r);
}

bool HwGameContext::onTable(QPointF c, double r) const
{
    const QSizeF size = layout().size;
    return c.x() - r >= -1e-6 && c.y() - r >= -1e-6 && c.x() + r <= size.width() + 1e-6
        && c.y() + r <= size.height() + 1e-6;
}

namespace {

/// The distance from @p c to table edge @p edge (0 west/north, 1 east/south).
double edgeGap(const QSizeF &size, bool longEdges, int edge, QPointF c)
{
    if (longEdges)
        return edge == 0 ? c.y() : size.height() - c.y();
    return edge == 0 ? c.x() : size.width() - c.x();
}

} // namespace

bool HwGameContext::inDeploymentZone(int player, int orderPos, QPointF c, double r) const
{
    if (!onTable(c, r))
        return false;
    const QList<TableShape> &area = m_areas.value(player);
    if (!area.isEmpty())
        return anyContains(area, c);
    const double within = rulesLength(m_rules->deployment.edgeDistance);
    const double gap = edgeGap(layout().size, m_choices.longEdges, orderPos, c);
    // The whole base within the distance (its centre, measuring from centres).
    return gap + (m_choices.measureCentres ? 0 : r) <= within + 1e-6;
}

bool HwGameContext::nearHomeEdge(int player, int orderPos, QPointF c, double r,
                                 double distanceMm) const
{
    const QList<TableShape> &area = m_areas.value(player);
    if (!area.isEmpty())
        return anyContains(area, c);
    const double gap = edgeGap(layout().size, m_choices.longEdges, orderPos, c);
    return gap - (m_choices.measureCentres ? 0 : r) <= distanceMm + 1e-6;
}

QList<QPointF> HwGameContext::deploymentSamples(int player, int orderPos, double r) const
{
    QList<QPointF> points;
    const double step = fromTableUnit(1);
    const QSizeF size = layout().size;
    for (double y = step / 2; y < size.height(); y += step) {
        for (double x = step / 2; x < size.width(); x += step) {
            const QPointF c(x, y);
            if (inDeploymentZone(player, orderPos, c, r))
                points.append(c);
        }
    }
    return points;
}

QString HwGameContext::edgesNote() const
{
    bool areas = false;
    for (const QList<TableShape> &a : m_areas)
        areas = areas || !a.isEmpty();
    if (areas)
        return QStringLiteral("each side deploys in its deployment area of the table");
    return m_choices.longEdges
        ? QStringLiteral("the long edges: the first player takes the north edge")
        : QStringLiteral("the short edges: the first player takes the west edge");
}

} // namespace hexwright
