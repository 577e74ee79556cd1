// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/victorytext.h"

#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/victoryschema.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each VictoryText::tr() call under
/// "VictoryText", the context the run-time lookup uses.
struct VictoryText
{
    Q_DECLARE_TR_FUNCTIONS(VictoryText)
};

/// @p one when @p n is 1, else @p many: two numerus texts, VictoryText::tr(..., nullptr, n),
/// rather than one "%n unit(s)": without an English translation loaded Qt would print
/// "1 unit(s)", and the sentences go onto printed sheets. A catalogue gives each of the two
/// its language's plural forms.
QString trn(int n, const QString &one, const QString &many)
{
    return n == 1 ? one : many;
}

const QString Unknown = QStringLiteral("?");

/// Names the condition's parameters for the sentence.
class Words
{
public:
    Words(const VictoryCondition &condition, const Scenario &scenario, const Ruleset *ruleset,
          const PanelLibrary *panels)
        : m_p(condition.parameters)
        , m_scenario(scenario)
        , m_ruleset(ruleset)
        , m_panels(panels)
    { }

    bool has(const char *key) const { return m_p.contains(QLatin1String(key)); }
    QVariant value(const char *key) const { return m_p.value(QLatin1String(key)); }
    bool flag(const char *key) const { return value(key).toBool(); }
    QStringList list(const char *key) const { return value(key).toStringList(); }

    QString number(const char *key) const
    {
        return has(key) ? QString::number(value(key).toInt()) : Unknown;
    }

    QString side(const char *key) const { return sideName(value(key).toString()); }

    QString sideName(const QString &id) const
    {
        if (id.isEmpty())
            return Unknown;
        const Side *s = m_scenario.findSide(id);
        return s && !s->name.isEmpty() ? s->name : id;
    }

    QStringList sideIds() const { return m_scenario.sideIds(); }

    QString zone(const char *key) const { return zoneName(value(key).toString()); }

    QString zoneName(const QString &id) const
    {
        if (id.isEmpty())
            return Unknown;
        const Zone *z = m_scenario.findZone(id);
        return z && !z->name.isEmpty() ? z->name : id;
    }

    QStringList zones(const char *key) const
    {
        QStringList out;
        for (const QString &id : list(key))
            out.append(zoneName(id));
        return out;
    }

    QStringList colours(const char *key) const
    {
        QStringList out;
        for (const QString &id : list(key)) {
            const ArmyColour *c = m_ruleset ? m_ruleset->findColour(id) : nullptr;
            out.append(c && !c->name.isEmpty() ? c->name : id);
        }
        return out;
    }

    /// Unit type names; types of different colours that share a name ("Hover Tank") get
    /// their colour in front ("Red Hover Tank").
    QStringList unitTypes(const char *key) const
    {
        const QStringList ids = list(key);
        QStringList names;
        for (const QString &id : ids) {
            const UnitType *t = m_ruleset ? m_ruleset->findUnitType(id) : nullptr;
            names.append(t && !t->name.isEmpty() ? t->name : id);
        }
        QStringList out;
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const UnitType *t = m_ruleset ? m_ruleset->findUnitType(ids.at(i)) : nullptr;
            if (!t || names.count(names.at(i)) == 1) {
                out.append(names.at(i));
                continue;
            }
            QStringList colours;
            for (const QString &c : t->colours) {
                const ArmyColour *colour = m_ruleset->findColour(c);
                colours.append(colour ? colour->name : c);
            }
            out.append(VictoryText::tr("%1 %2").arg(colours.join(QLatin1Char('/')), names.at(i)));
        }
        return out;
    }

    /// The marker as the scenario names it ("Spice container"), else as the ruleset does.
    QString marker(const char *key) const
    {
        const QString id = value(key).toString();
        if (id.isEmpty())
            return Unknown;
        for (const Marker &m : m_scenario.markers) {
            if (m.kind == id && !m.name.isEmpty())
                return m.name;
        }
        if (m_ruleset) {
            for (const NamedEntry &entry : m_ruleset->markers) {
                if (entry.id == id && !entry.name.isEmpty()) {
                    // "Object (for example a spice container)" -> "Object".
                    const qsizetype cut = entry.name.indexOf(QLatin1String(" ("));
                    return cut > 0 ? entry.name.left(cut) : entry.name;
                }
            }
        }
        return id;
    }

    QString panelName(const QString &id) const
    {
        const Panel *panel = m_panels ? m_panels->findPanel(id) : nullptr;
        return panel && !panel->name.isEmpty() ? panel->name : VictoryText::tr("Panel %1").arg(id);
    }

    /// "north edge of Panel 1 and Panel 2", "north edge of the map".
    QString edge(const char *key) const
    {
        const QVariantMap edge = value(key).toMap();
        const QString side = edge.value(QStringLiteral("side")).toString();
        QStringList panels;
        for (const QString &id : edge.value(QStringLiteral("panels")).toStringList())
            panels.append(panelName(id));
        const QString sideText = side.isEmpty() ? Unknown : edgeSideName(side);
        if (panels.isEmpty())
            return VictoryText::tr("the %1 edge of the map").arg(sideText);
        return VictoryText::tr("the %1 edge of %2")
            .arg(sideText, joinedList(panels, ListJoin::And));
    }

    /// "0-19 decisive defeat, 20-24 marginal defeat, ..., 35 or more decisive victory";
    /// a lowest level open below reads "below 0: decisive defeat".
    QString levels(const char *key) const
    {
        const QVariantList levels = value(key).toList();
        QStringList parts;
        for (qsizetype i = 0; i < levels.size(); ++i) {
            const QVariantMap level = levels.at(i).toMap();
            const std::optional<int> levelMin = victoryLevelMin(level);
            const QString result
                = victoryResultName(level.value(QStringLiteral("result")).toString());
            const std::optional<int> next
                = i + 1 < levels.size() ? victoryLevelMin(levels.at(i + 1).toMap()) : std::nullopt;
            if (!levelMin) {
                parts.append(next ? VictoryText::tr("below %1: %2").arg(*next).arg(result)
                                  : VictoryText::tr("any score: %1").arg(result));
                continue;
            }
            const int min = *levelMin;
            if (i + 1 == levels.size()) {
                parts.append(VictoryText::tr("%1 or more: %2").arg(min).arg(result));
                continue;
            }
            const int max = next.value_or(min) - 1;
            if (max <= min)
                parts.append(VictoryText::tr("%1: %2").arg(min).arg(result));
            else
                parts.append(VictoryText::tr("%1-%2: %3").arg(min).arg(max).arg(result));
        }
        return parts.isEmpty() ? Unknown : parts.join(QStringLiteral("; "));
    }

    /// "a unit", "an undisrupted unit", "a Red or Green unit", "an undisrupted Red unit".
    static QString aUnit(bool undisrupted, const QStringList &colours)
    {
        const QString colourText = joinedList(colours, ListJoin::Or);
        if (undisrupted && colours.isEmpty())
            return VictoryText::tr("an undisrupted unit");
        if (undisrupted)
            return VictoryText::tr("an undisrupted %1 unit").arg(colourText);
        if (colours.isEmpty())
            return VictoryText::tr("a unit");
        const bool vowel = QStringLiteral("AEIOUaeiou").contains(colourText.at(0));
        return (vowel ? VictoryText::tr("an %1 unit") : VictoryText::tr("a %1 unit"))
            .arg(colourText);
    }

private:
    const QVariantMap &m_p;
    const Scenario &m_scenario;
    const Ruleset *m_ruleset;
    const PanelLibrary *m_panels;
};

QString withSide(const Words &w, const QString &text)
{
    return VictoryText::tr("%1: %2").arg(w.side("side"), text);
}

QString holdHexes(const Words &w)
{
    const QStringList zones = w.zones("zones");
    const QString unit = Words::aUnit(w.flag("undisrupted_only"), {});
    const QString text = zones.size() == 1
        ? VictoryText::tr("%1 in %2 at the end of turn %3")
        : VictoryText::tr("%1 in each of %2 at the end of turn %3");
    return withSide(w,
                    text.arg(unit, zones.isEmpty() ? Unknown : joinedList(zones, ListJoin::And),
                             w.number("at_end_of_turn")));
}

QString occupy(const Words &w)
{
    QString text
        = VictoryText::tr("%1 in %2")
              .arg(Words::aUnit(w.flag("undisrupted_only"), w.colours("colours")), w.zone("zone"));
    if (w.has("at_end_of_turn"))
        text += VictoryText::tr(" at the end of turn %1").arg(w.number("at_end_of_turn"));
    if (w.has("by_turn"))
        text += VictoryText::tr(" on or before turn %1").arg(w.number("by_turn"));
    return withSide(w, text);
}

QString exclusiveMajority(const Words &w)
{
    const QString text = w.flag("undisrupted_only")
        ? VictoryText::tr(
            "Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; "
            "only undisrupted units count")
        : VictoryText::tr(
            "Whoever exclusively occupies the most hexes of %1 at the end of turn %2 wins; "
            "disrupted units count too");
    return text.arg(w.zone("zone"), w.number("at_end_of_turn"));
}

QString mostUnitsIn(const Words &w)
{
    const QString text = w.flag("undisrupted_only")
        ? VictoryText::tr("Whoever has the most undisrupted units in %1 at the end of turn %2 wins")
        : VictoryText::tr("Whoever has the most units in %1 at the end of turn %2 wins");
    return text.arg(w.zone("zone"), w.number("at_end_of_turn"));
}

QString eliminateAll(const Words &w)
{
    QString text = VictoryText::tr("eliminate every unit of %1").arg(w.side("target_side"));
    if (w.has("by_turn"))
        text += VictoryText::tr(" by the end of turn %1").arg(w.number("by_turn"));
    if (w.has("loss_limit")) {
        const int limit = w.value("loss_limit").toInt();
        text += trn(limit, VictoryText::tr(" while losing fewer than %n unit", nullptr, limit),
                    VictoryText::tr(" while losing fewer than %n units", nullptr, limit));
    }
    return withSide(w, text);
}

QString survive(const Words &w)
{
    const int units = w.value("min_units").toInt();
    return withSide(
        w,
        trn(units, VictoryText::tr("at least %n unit left at the end of turn %1", nullptr, units),
            VictoryText::tr("at least %n units left at the end of turn %1", nullptr, units))
            .arg(w.number("at_end_of_turn")));
}

QString exitUnits(const Words &w)
{
    const QStringList colours = w.colours("colours");
    QString text = colours.isEmpty() ? VictoryText::tr("units off %1").arg(w.edge("edge"))
                                     : VictoryText::tr("%1 units off %2")
                                           .arg(joinedList(colours, ListJoin::And), w.edge("edge"));
    if (w.has("by_turn"))
        text += VictoryText::tr(" by the end of turn %1").arg(w.number("by_turn"));
    text += VictoryText::tr(", graded by how many (%1)").arg(w.levels("levels"));
    return withSide(w, text);
}

QString victoryPoints(const Words &w)
{
    if (w.has("levels")) {
        return w.has("at_end_of_turn")
            ? VictoryText::tr("Each side scores victory points; at the end of turn %1 the points "
                              "give the result (%2)")
                  .arg(w.number("at_end_of_turn"), w.levels("levels"))
            : VictoryText::tr("Each side scores victory points; at the end the points give the "
                              "result (%1)")
                  .arg(w.levels("levels"));
    }
    if (w.has("at_end_of_turn"))
        return VictoryText::tr(
                   "Each side scores the cost of the enemy units it eliminates; the most points "
                   "at the end of turn %1 wins")
            .arg(w.number("at_end_of_turn"));
    return VictoryText::tr(
        "Each side scores the cost of the enemy units it eliminates; the most points "
        "wins");
}

QString garrisonCities(const Words &w)
{
    const QStringList zones = w.zones("zones");
    const int points = w.value("points_per_hex").toInt();
    if (zones.size() == 1)
        return trn(points,
                   VictoryText::tr(
                       "A side that holds every hex of %1 scores %n point per hex of it", nullptr,
                       points),
                   VictoryText::tr(
                       "A side that holds every hex of %1 scores %n points per hex of it", nullptr,
                       points))
            .arg(zones.constFirst());
    return trn(points,
               VictoryText::tr(
                   "A side that holds every hex of a city scores %n point per hex of it; the "
                   "cities: %1",
                   nullptr, points),
               VictoryText::tr(
                   "A side that holds every hex of a city scores %n points per hex of it; the "
                   "cities: %1",
                   nullptr, points))
        .arg(zones.isEmpty() ? Unknown : joinedList(zones, ListJoin::And));
}

QString collectObjects(const Words &w)
{
    const QVariantMap homes = w.value("home_zones").toMap();
    // In the scenario's order of sides, then any the scenario does not know.
    QStringList order = w.sideIds();
    for (auto it = homes.cbegin(); it != homes.cend(); ++it) {
        if (!order.contains(it.key()))
            order.append(it.key());
    }
    QStringList parts;
    for (const QString &side : std::as_const(order)) {
        if (homes.contains(side))
            parts.append(VictoryText::tr("%1 to %2")
                             .arg(w.sideName(side), w.zoneName(homes.value(side).toString())));
    }
    return VictoryText::tr("Whoever carries the most “%1” markers to their own area wins (%2)")
        .arg(w.marker("marker"), parts.isEmpty() ? Unknown : parts.join(QStringLiteral("; ")));
}

QString firstToHex(const Words &w)
{
    const QStringList colours = w.colours("colours");
    const QStringList types = w.unitTypes("unit_types");
    QString unit;
    if (types.isEmpty())
        unit = colours.isEmpty()
            ? VictoryText::tr("unit")
            : VictoryText::tr("%1 unit").arg(joinedList(colours, ListJoin::Or));
    else if (colours.isEmpty())
        unit = joinedList(types, ListJoin::Or);
    else
        unit = VictoryText::tr("%1 unit of type %2")
                   .arg(joinedList(colours, ListJoin::Or), joinedList(types, ListJoin::Or));
    return VictoryText::tr("The first %1 to enter %2 wins").arg(unit, w.zone("zone"));
}

QString searchDestroy(const Words &w)
{
    return withSide(
        w,
        VictoryText::tr("enter every hex of %1 and eliminate every unit of %2 by the end of "
                        "turn %3")
            .arg(w.zone("zone"), w.side("target_side"), w.number("by_turn")));
}

QString freeText(const Words &w)
{
    QString description = w.value("description").toString().trimmed();
    description.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (description.isEmpty())
        description = Unknown;
    return w.has("side") ? withSide(w, description) : description;
}

} // namespace

QString victoryConditionText(const VictoryCondition &condition, const Scenario &scenario,
                             const Ruleset *ruleset, const PanelLibrary *panels)
{
    const Words w(condition, scenario, ruleset, panels);
    using Sentence = QString (*)(const Words &);
    static const QList<std::pair<const char *, Sentence>> sentences = {
        {"hold_hexes", holdHexes},
        {"occupy", occupy},
        {"exclusive_majority", exclusiveMajority},
        {"most_units_in", mostUnitsIn},
        {"eliminate_all", eliminateAll},
        {"survive", survive},
        {"exit_units", exitUnits},
        {"victory_points", victoryPoints},
        {"garrison_cities", garrisonCities},
        {"collect_objects", collectObjects},
        {"first_to_hex", firstToHex},
        {"search_destroy", searchDestroy},
        {"free_text", freeText},
    };
    for (const auto &[kind, sentence] : sentences) {
        if (condition.kind == QLatin1String(kind))
            return sentence(w);
    }
    return VictoryText::tr("Unknown kind of condition “%1”").arg(condition.kind);
}

QString victoryResultName(const QString &result)
{
    if (result == QLatin1String("decisive_defeat"))
        return VictoryText::tr("decisive defeat");
    if (result == QLatin1String("marginal_defeat"))
        return VictoryText::tr("marginal defeat");
    if (result == QLatin1String("draw"))
        return VictoryText::tr("draw");
    if (result == QLatin1String("marginal_victory"))
        return VictoryText::tr("marginal victory");
    if (result == QLatin1String("decisive_victory"))
        return VictoryText::tr("decisive victory");
    return result.isEmpty() ? Unknown : result;
}

QString edgeSideName(const QString &side)
{
    if (side == QLatin1String("north"))
        return VictoryText::tr("north");
    if (side == QLatin1String("south"))
        return VictoryText::tr("south");
    if (side == QLatin1String("east"))
        return VictoryText::tr("east");
    if (side == QLatin1String("west"))
        return VictoryText::tr("west");
    return side;
}

QString joinedList(const QStringList &items, ListJoin join)
{
    if (items.isEmpty())
        return QString();
    if (items.size() == 1)
        return items.constFirst();
    const QString head = items.mid(0, items.size() - 1).join(VictoryText::tr(", "));
    return (join == ListJoin::And ? VictoryText::tr("%1 and %2") : VictoryText::tr("%1 or %2"))
        .arg(head, items.constLast());
}

} // namespace hexwright
