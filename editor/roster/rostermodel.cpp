// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "roster/rostermodel.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "ruleset/ruleset.h"
#include "scenario/points.h"
#include "shell/preferences.h"

#include <QApplication>
#include <QColor>
#include <QIcon>
#include <QMimeData>
#include <QStyle>
#include <QUndoStack>

namespace hexwright {

namespace {

constexpr int MinCount = 1;
constexpr int MaxCount = 1000;

QString placementKey(const Placement &placement)
{
    switch (placement.kind) {
    case Placement::Kind::OffBoard:
        return QStringLiteral("offboard");
    case Placement::Kind::Zone:
        return QStringLiteral("zone:") + placement.zone;
    case Placement::Kind::Hex:
        return QStringLiteral("hex:%1,%2").arg(placement.hex.col).arg(placement.hex.row);
    case Placement::Kind::Reinforcement:
        return QStringLiteral("reinforcement:") + placement.reinforcement;
    case Placement::Kind::Point:
        return QStringLiteral("point:%1,%2").arg(placement.point.x).arg(placement.point.y);
    }
    return QString();
}

QStringList splitOptions(const QVariant &value)
{
    if (value.userType() == QMetaType::QStringList)
        return value.toStringList();
    QStringList out;
    const QStringList parts = value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QString id = part.trimmed();
        if (!id.isEmpty() && !out.contains(id))
            out.append(id);
    }
    return out;
}

} // namespace

RosterModel::RosterModel(QObject *parent)
    : IdRowsModel(parent)
{
    // Points of a table show in the unit of Edit > Preferences.
    connect(&Preferences::instance(), &Preferences::changed, this, [this] {
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, PlacedColumn), index(int(m_rows.size()) - 1, PlacedColumn));
    });
}

void RosterModel::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &ScenarioDocument::forcesChanged, this, &RosterModel::onForcesChanged);
        connect(m_document, &ScenarioDocument::sidesChanged, this, &RosterModel::onSidesChanged);
        // Zone names show in the Placed column.
        connect(m_document, &ScenarioDocument::zonesChanged, this, [this] {
            if (!m_rows.isEmpty())
                Q_EMIT dataChanged(index(0, PlacedColumn),
                                   index(int(m_rows.size()) - 1, PlacedColumn));
        });
        connect(m_document, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows.clear();
            endResetModel();
        });
    }
    reset();
}

void RosterModel::setSide(const QString &sideId)
{
    if (m_side == sideId)
        return;
    m_side = sideId;
    reset();
}

const ForceEntry *RosterModel::entry(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

int RosterModel::rowOf(const QString &forceId) const
{
    return rowOfId(forceId);
}

QString RosterModel::optionNames(const QStringList &ids) const
{
    QStringList names;
    for (const QString &id : ids) {
        const PurchaseOption *option
            = m_document ? m_document->ruleset().findPurchaseOption(id) : nullptr;
        names.append(option && !option->name.isEmpty() ? option->name : id);
    }
    return names.join(QStringLiteral(", "));
}

QStringList RosterModel::availableOptions(const QString &unitTypeId) const
{
    QStringList out;
    if (!m_document)
        return out;
    const Ruleset &ruleset = m_document->ruleset();
    const UnitType *type = ruleset.findUnitType(unitTypeId);
    if (!type)
        return out;
    for (const PurchaseOption &option : ruleset.purchaseOptions) {
        if (!option.requiresAbility.isEmpty() && !type->hasAbility(option.requiresAbility))
            continue;
        if (option.pricing == PurchaseOption::Pricing::UnitTable
            && !type->optionCosts.contains(option.id))
            continue;
        out.append(option.id);
    }
    return out;
}

QList<ForceEntry> RosterModel::sideEntries() const
{
    QList<ForceEntry> out;
    if (!m_document || !m_document->scenario().findSide(m_side))
        return out;
    for (const ForceEntry &entry : m_document->scenario().forces) {
        if (entry.side == m_side)
            out.append(entry);
    }
    return out;
}

void RosterModel::reset()
{
    resetRows(sideEntries());
}

void RosterModel::onForcesChanged(const IdChanges &changes)
{
    syncRows(sideEntries(), changes);
}

void RosterModel::onSidesChanged()
{
    // The side may have gone (or come back), and its morale sets the rally cost.
    syncRows(sideEntries(), IdChanges());
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, UnitCostColumn), index(int(m_rows.size()) - 1, LineCostColumn));
}

QString RosterModel::unitCostText(const ForceEntry &entry) const
{
    // "31 + 2 rally": the parts a designer checks against the cost chart.
    const UnitCostParts parts = unitCostParts(entry, m_document->scenario(), m_document->ruleset());
    QString text = QString::number(parts.unit);
    if (parts.perUnitOptions > 0)
        text += tr(" + %1 options").arg(parts.perUnitOptions);
    if (parts.rally > 0)
        text += tr(" + %1 rally").arg(parts.rally);
    // What the family adds to the line beyond its units (leaders riding in them, skills).
    const int extra = forceEntryCost(entry, m_document->scenario(), m_document->ruleset())
        - parts.total() * entry.count;
    if (extra > 0)
        text += tr(" (line: +%1 leaders and skills)").arg(extra);
    return text;
}

int RosterModel::unitCost(const ForceEntry &entry) const
{
    return unitCostParts(entry, m_document->scenario(), m_document->ruleset()).total();
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_document)
        return {};
    const ForceEntry &entry = m_rows.at(index.row());
    const Ruleset &ruleset = m_document->ruleset();
    const UnitType *type = ruleset.findUnitType(entry.unitType);

    switch (role) {
    case ForceIdRole:
        return entry.id;
    case UnitTypeRole:
        return entry.unitType;
    case ColourRole:
        return entry.colour;
    case OptionsRole:
        return entry.options;
    case AvailableOptionsRole:
        return availableOptions(entry.unitType);
    case AvailableOptionNamesRole: {
        QStringList names;
        for (const QString &id : availableOptions(entry.unitType))
            names.append(optionNames({id}));
        return names;
    }
    case UnitCostRole:
        return unitCost(entry);
    case LineCostRole:
        return forceEntryCost(entry, m_document->scenario(), m_document->ruleset());
    case PlacementRole:
        return placementKey(entry.placement);
    case ProblemSeverityRole:
        if (const auto found = m_problems.constFind(entry.id); found != m_problems.constEnd())
            return int(found->worst);
        return {};
    case ProblemMessagesRole:
        return m_problems.value(entry.id).messages;
    case PlacementChoicesRole: {
        QVariantList choices;
        const auto add = [&choices](const QString &key, const QString &text) {
            choices.append(
                QVariantMap {{QStringLiteral("key"), key}, {QStringLiteral("text"), text}});
        };
        add(QStringLiteral("offboard"), tr("Off board"));
        if (entry.placement.kind == Placement::Kind::Hex
            || entry.placement.kind == Placement::Kind::Reinforcement)
            add(placementKey(entry.placement), placementText(entry));
        for (const Zone &zone : m_document->scenario().zones)
            add(QStringLiteral("zone:") + zone.id,
                tr("Zone: %1").arg(zone.name.isEmpty() ? zone.id : zone.name));
        return choices;
    }
    default:
        break;
    }

    switch (index.column()) {
    case UnitColumn:
        if (role == Qt::DisplayRole) {
            const QString name = type ? type->name : entry.unitType;
            // The colour only where the side runs several: one side, one colour says it all.
            const Side *side = m_document->scenario().findSide(entry.side);
            if (!side || side->colours.size() <= 1)
                return name;
            const ArmyColour *colour = ruleset.findColour(entry.colour);
            return tr("%1 (%2)").arg(name, colour ? colour->name : entry.colour);
        }
        if (role == Qt::DecorationRole) {
            // A problem shows instead of the colour swatch (the side, or the name where the
            // side has several colours, says the colour).
            if (const auto found = m_problems.constFind(entry.id); found != m_problems.constEnd()) {
                return QApplication::style()->standardIcon(
                    found->worst == Severity::Error         ? QStyle::SP_MessageBoxCritical
                        : found->worst == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                            : QStyle::SP_MessageBoxInformation);
            }
            if (const ArmyColour *colour = ruleset.findColour(entry.colour))
                return colour->colour;
        }
        if (role == Qt::ToolTipRole) {
            const QStringList messages = m_problems.value(entry.id).messages;
            if (messages.isEmpty())
                return entry.id;
            return entry.id + QLatin1Char('\n') + messages.join(QLatin1Char('\n'));
        }
        break;
    case CountColumn:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return entry.count;
        break;
    case OptionsColumn:
        if (role == Qt::EditRole)
            return entry.options.join(QStringLiteral(", "));
        if (role == Qt::DisplayRole) {
            if (entry.options.isEmpty())
                return availableOptions(entry.unitType).isEmpty() ? QString() : tr("none");
            return optionNames(entry.options);
        }
        if (role == Qt::ToolTipRole) {
            const QStringList available = availableOptions(entry.unitType);
            if (available.isEmpty())
                return tr("This unit takes no purchase options.");
            return tr("Options this unit can take: %1 (double-click to choose)")
                .arg(optionNames(available));
        }
        break;
    case UnitCostColumn:
        if (role == Qt::DisplayRole)
            return unitCostText(entry);
        if (role == Qt::ToolTipRole)
            return tr("Points per unit: the cost chart's price with its options, plus the "
                      "rally cost of the colour's morale");
        break;
    case LineCostColumn:
        if (role == Qt::DisplayRole) // the family may price more than the units (leaders)
            return forceEntryCost(entry, m_document->scenario(), m_document->ruleset());
        break;
    case PlacedColumn:
        if (role == Qt::DisplayRole)
            return placementText(entry);
        if (role == Qt::EditRole)
            return placementKey(entry.placement);
        if (role == Qt::ToolTipRole)
            return tr("Where the line sets up. Drag the line onto the map to set units up on "
                      "a hex (Alt: in the zone under the cursor).");
        break;
    default:
        break;
    }
    if (role == Qt::TextAlignmentRole && index.column() != UnitColumn
        && index.column() != OptionsColumn && index.column() != PlacedColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    return {};
}

bool RosterModel::pushEntry(const ForceEntry &changed, const QString &text, const QString &mergeKey)
{
    QList<ForceEntry> forces = m_document->scenario().forces;
    for (ForceEntry &entry : forces) {
        if (entry.id == changed.id) {
            entry = changed;
            m_document->undoStack()->push(
                new ChangeForces(m_document, std::move(forces), text, mergeKey));
            return true;
        }
    }
    return false;
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_document || role != Qt::EditRole)
        return false;
    ForceEntry entry = m_rows.at(index.row());
    const UnitType *type = m_document->ruleset().findUnitType(entry.unitType);
    const QString name = type ? type->name : entry.unitType;

    if (index.column() == CountColumn) {
        bool ok = false;
        const int count = value.toInt(&ok);
        if (!ok || count < MinCount || count > MaxCount)
            return false;
        if (count == entry.count)
            return true;
        entry.count = count;
        return pushEntry(entry, tr("Change Count of %1").arg(name),
                         QStringLiteral("count:") + entry.id);
    }
    if (index.column() == OptionsColumn) {
        const QStringList available = availableOptions(entry.unitType);
        QStringList options;
        for (const QString &id : splitOptions(value)) {
            if (!available.contains(id))
                return false;
            if (!options.contains(id))
                options.append(id);
        }
        // Keep the ruleset's order so the file does not change with the typing order.
        std::sort(options.begin(), options.end(), [&available](const QString &a, const QString &b) {
            return available.indexOf(a) < available.indexOf(b);
        });
        if (options == entry.options)
            return true;
        entry.options = options;
        return pushEntry(entry, tr("Change Options of %1").arg(name),
                         QStringLiteral("options:") + entry.id);
    }
    if (index.column() == PlacedColumn) {
        const QString key = value.toString();
        Placement target;
        if (key == QLatin1String("offboard")) {
            target = offBoardPlacement();
        } else if (key.startsWith(QLatin1String("zone:"))
                   && m_document->scenario().findZone(key.mid(5))) {
            target = zonePlacement(key.mid(5));
        } else {
            return key == placementKey(entry.placement);
        }
        if (samePlacement(target, entry.placement))
            return true;
        // The whole line moves; it joins an identical line already there.
        m_document->undoStack()->push(new ChangeForces(
            m_document, placeUnits(m_document->scenario().forces, entry.id, -1, target),
            tr("Set Up %1").arg(name)));
        return true;
    }
    return false;
}

QString RosterModel::placementText(const ForceEntry &entry) const
{
    switch (entry.placement.kind) {
    case Placement::Kind::OffBoard:
        return tr("Off board");
    case Placement::Kind::Zone: {
        const Zone *zone
            = m_document ? m_document->scenario().findZone(entry.placement.zone) : nullptr;
        return zone && !zone->name.isEmpty() ? zone->name : entry.placement.zone;
    }
    case Placement::Kind::Hex:
        return m_document ? m_document->map().label(entry.placement.hex)
                          : formatHexLabel(entry.placement.hex);
    case Placement::Kind::Reinforcement:
        return tr("Reinforcement %1").arg(entry.placement.reinforcement);
    case Placement::Kind::Point: {
        // In the unit of Edit > Preferences if one is chosen, else in the table's own.
        const LengthUnit unit = m_document && m_document->scenario().table
            ? m_document->scenario().table->unit
            : Preferences::tableUnit();
        //: a unit placed at a point of the table: "At 18.0 in, 3.0 in"
        return tr("At %1, %2")
            .arg(Preferences::formatTableLength(entry.placement.point.x, unit),
                 Preferences::formatTableLength(entry.placement.point.y, unit));
    }
    }
    return QString();
}

QStringList RosterModel::mimeTypes() const
{
    return {QString::fromLatin1(MimeType)};
}

QMimeData *RosterModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList ids;
    for (const QModelIndex &index : indexes) {
        const QString id = index.data(ForceIdRole).toString();
        if (!id.isEmpty() && !ids.contains(id))
            ids.append(id);
    }
    if (ids.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(QString::fromLatin1(MimeType), ids.join(QLatin1Char('\n')).toUtf8());
    data->setText(ids.join(QLatin1Char('\n')));
    return data;
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    flags |= Qt::ItemIsDragEnabled;
    if (index.column() == PlacedColumn && index.row() < m_rows.size()
        && m_rows.at(index.row()).placement.kind != Placement::Kind::Reinforcement)
        flags |= Qt::ItemIsEditable;
    if (index.column() == CountColumn)
        flags |= Qt::ItemIsEditable;
    if (index.column() == OptionsColumn && index.row() < m_rows.size()
        && !availableOptions(m_rows.at(index.row()).unitType).isEmpty())
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case UnitColumn:
        return tr("Unit");
    case CountColumn:
        return tr("Count");
    case OptionsColumn:
        return tr("Options");
    case UnitCostColumn:
        return tr("Cost per unit");
    case LineCostColumn:
        return tr("Line cost");
    case PlacedColumn:
        return tr("Placed");
    default:
        return {};
    }
}

QHash<int, QByteArray> RosterModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(ForceIdRole, "forceId");
    names.insert(UnitTypeRole, "unitType");
    names.insert(ColourRole, "colour");
    names.insert(OptionsRole, "options");
    names.insert(AvailableOptionsRole, "availableOptions");
    names.insert(AvailableOptionNamesRole, "availableOptionNames");
    names.insert(UnitCostRole, "unitCost");
    names.insert(LineCostRole, "lineCost");
    names.insert(PlacementRole, "placement");
    names.insert(PlacementChoicesRole, "placementChoices");
    names.insert(ProblemSeverityRole, "problemSeverity");
    names.insert(ProblemMessagesRole, "problemMessages");
    return names;
}

void RosterModel::setDiagnostics(const Diagnostics &diagnostics)
{
    QHash<QString, Problems> problems;
    for (const Diagnostic &d : diagnostics) {
        if (d.subjectKind != QLatin1String("force") || d.subjectId.isEmpty())
            continue;
        Problems &p = problems[d.subjectId];
        if (p.messages.isEmpty() || int(d.severity) < int(p.worst)) {
            p.worst = d.severity;
            p.messages.prepend(d.message);
        } else {
            p.messages.append(d.message);
        }
    }
    // Only the rows whose problems changed are told.
    QList<int> changed;
    for (int row = 0; row < m_rows.size(); ++row) {
        const QString &id = m_rows.at(row).id;
        const Problems before = m_problems.value(id);
        const Problems after = problems.value(id);
        if (before.worst != after.worst || before.messages != after.messages)
            changed.append(row);
    }
    m_problems = problems;
    for (int row : std::as_const(changed))
        Q_EMIT dataChanged(
            index(row, UnitColumn), index(row, UnitColumn),
            {Qt::DecorationRole, Qt::ToolTipRole, ProblemSeverityRole, ProblemMessagesRole});
}

} // namespace hexwright
