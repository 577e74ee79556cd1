// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Detachments dialog's edits: each one undo step on the document, over the pure edits of
// edit/familyedits.h.

#include "families/crucible/detachmenteditor.h"

#include "commands/changescenariopart.h"
#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/crucible/cruciblerules.h"
#include "ruleset/ruleset.h"

#include <QUndoStack>

namespace hexwright {

namespace {

QVariantMap leaderValue(const CrucibleLeader &leader)
{
    QVariantMap map;
    map = withFamilyValue(map, QStringLiteral("rank"), leader.rank);
    map = withFamilyValue(map, QStringLiteral("name"), leader.name);
    if (leader.lv)
        map.insert(QStringLiteral("lv"), QString::number(*leader.lv));
    QVariantList skills;
    for (const QString &id : leader.skills)
        skills.append(id);
    return withFamilyValue(map, QStringLiteral("skills"), skills);
}

QVariantList leadersValue(const QList<CrucibleLeader> &leaders)
{
    QVariantList list;
    for (const CrucibleLeader &leader : leaders)
        list.append(leaderValue(leader));
    return list;
}

ForceEntry *findEntry(QList<ForceEntry> &forces, const QString &id)
{
    for (ForceEntry &f : forces) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

} // namespace

void DetachmentEditor::pushForces(QList<ForceEntry> forces, const QString &text,
                                  const QString &mergeKey)
{
    if (!m_document || forces == m_document->scenario().forces)
        return;
    m_document->undoStack()->push(new ChangeForces(m_document, std::move(forces), text, mergeKey));
}

void DetachmentEditor::pushFamily(const QVariantMap &family, const QString &text,
                                  const QString &mergeKey)
{
    if (!m_document || family == m_document->scenario().family)
        return;
    m_document->undoStack()->push(new ChangeScenarioFamily(m_document, family, text, mergeKey));
}

void DetachmentEditor::pushScenario(const Scenario &scenario, const QString &text)
{
    if (!m_document)
        return;
    m_document->undoStack()->push(new ReplaceScenario(m_document, scenario, text));
}

QString DetachmentEditor::addDetachment(const QString &classId, const QString &name)
{
    if (!m_document)
        return {};
    const Scenario &s = m_document->scenario();
    const CrucibleRules &rules = crucibleRules(m_document->ruleset());
    QVariantMap all = s.family.value(crucibleKeys::detachments()).toMap();
    const QString id
        = uniqueId(classId.isEmpty() ? QStringLiteral("detachment") : classId, all.keys());
    const CrucibleClass *c = rules.troopClass(classId);
    QVariantMap d;
    d = withFamilyValue(d, QStringLiteral("name"),
                        !name.isEmpty() ? name
                            : c         ? tr("%1 detachment").arg(c->name)
                                        : tr("New detachment"));
    d = withFamilyValue(d, QStringLiteral("class"), classId);
    all.insert(id, d);
    m_detachmentId = id;
    pushFamily(setScenarioFamilyValue(s, crucibleKeys::detachments(), all),
               tr("Add detachment %1").arg(id));
    selectDetachment(id);
    return id;
}

void DetachmentEditor::removeDetachment(const QString &id)
{
    if (!m_document)
        return;
    Scenario s = m_document->scenario();
    QVariantMap all = s.family.value(crucibleKeys::detachments()).toMap();
    if (!all.contains(id))
        return;
    all.remove(id);
    s.family = setScenarioFamilyValue(s, crucibleKeys::detachments(), all);
    QStringList removed;
    QList<ForceEntry> kept;
    for (const ForceEntry &f : std::as_const(s.forces)) {
        if (f.family.value(crucibleKeys::detachment()).toString() == id)
            removed.append(f.id);
        else
            kept.append(f);
    }
    // Remote units and Fireflies of a controller that goes answer to none.
    for (ForceEntry &f : kept) {
        if (removed.contains(f.family.value(crucibleKeys::controller()).toString()))
            f.family = withFamilyValue(f.family, crucibleKeys::controller(), QVariant());
    }
    s.forces = kept;
    if (m_detachmentId == id)
        m_detachmentId.clear();
    pushScenario(s, tr("Remove detachment %1").arg(id));
}

void DetachmentEditor::setDetachmentValue(const QString &id, const QString &key,
                                          const QString &value, const QString &mergeKey)
{
    if (!m_document)
        return;
    const Scenario &s = m_document->scenario();
    QVariantMap all = s.family.value(crucibleKeys::detachments()).toMap();
    if (!all.contains(id))
        return;
    all.insert(id, withFamilyValue(all.value(id).toMap(), key, value));
    pushFamily(setScenarioFamilyValue(s, crucibleKeys::detachments(), all),
               tr("Change %1 of detachment %2").arg(key, id), mergeKey);
}

QString DetachmentEditor::addTus(const QString &id, const QString &unitTypeId, int count)
{
    if (!m_document)
        return {};
    const Scenario &s = m_document->scenario();
    const UnitType *type = m_document->ruleset().findUnitType(unitTypeId);
    const Side *side = s.findSide(m_sideId);
    if (!type || !side || count < 1)
        return {};
    QString colour = side->colours.value(0);
    for (const QString &c : side->colours) {
        if (type->colours.isEmpty() || type->colours.contains(c)) {
            colour = c;
            break;
        }
    }
    ForceEntry entry;
    entry.id = uniqueId(QStringLiteral("%1-%2").arg(id, unitTypeId), s.forceIds());
    entry.side = side->id;
    entry.colour = colour;
    entry.unitType = unitTypeId;
    entry.count = count;
    // Where the side sets up: its default zone, else its deployment area on the table.
    entry.placement.kind = Placement::Kind::OffBoard;
    QString zone = side->defaultZone;
    if (zone.isEmpty() && s.table) {
        for (const TableDeployment &area : s.table->deployment) {
            if (area.side == side->id) {
                zone = area.id;
                break;
            }
        }
    }
    if (!zone.isEmpty()) {
        entry.placement.kind = Placement::Kind::Zone;
        entry.placement.zone = zone;
    }
    entry.family.insert(crucibleKeys::detachment(), id);
    QList<ForceEntry> forces = s.forces;
    forces.append(entry);
    m_entryId = entry.id;
    pushForces(forces, tr("Add %1 %2 to %3").arg(count).arg(type->name, id));
    return entry.id;
}

void DetachmentEditor::removeEntry(const QString &entryId)
{
    if (!m_document)
        return;
    QList<ForceEntry> forces;
    for (const ForceEntry &f : m_document->scenario().forces) {
        if (f.id == entryId)
            continue;
        forces.append(f);
        if (f.family.value(crucibleKeys::controller()).toString() == entryId)
            forces.last().family
                = withFamilyValue(f.family, crucibleKeys::controller(), QVariant());
    }
    pushForces(forces, tr("Remove TUs %1").arg(entryId));
}

void DetachmentEditor::setEntryCount(const QString &entryId, int count)
{
    if (!m_document || count < 1)
        return;
    QList<ForceEntry> forces = m_document->scenario().forces;
    if (ForceEntry *f = findEntry(forces, entryId))
        f->count = count;
    pushForces(forces, tr("Change the count of %1").arg(entryId),
               QStringLiteral("count/") + entryId);
}

void DetachmentEditor::setEntryValue(const QString &entryId, const QString &key,
                                     const QVariant &value, const QString &mergeKey)
{
    if (!m_document)
        return;
    pushForces(setForceFamilyValue(m_document->scenario(), entryId, key, value),
               tr("Change %1 of %2").arg(key, entryId), mergeKey);
}

void DetachmentEditor::addLeader(const QString &entryId, const QString &rank, const QString &name)
{
    const ForceEntry *f = entry(entryId);
    if (!f)
        return;
    QList<CrucibleLeader> leaders = crucibleEntryParts(*f).leaders;
    CrucibleLeader leader;
    leader.rank = rank;
    leader.name = name;
    leaders.append(leader);
    m_leaderRow = -1;
    setEntryValue(entryId, crucibleKeys::leaders(), leadersValue(leaders));
}

void DetachmentEditor::setLeader(const QString &entryId, int index, const CrucibleLeader &leader,
                                 const QString &mergeKey)
{
    const ForceEntry *f = entry(entryId);
    if (!f)
        return;
    QList<CrucibleLeader> leaders = crucibleEntryParts(*f).leaders;
    if (index < 0 || index >= leaders.size())
        return;
    leaders[index] = leader;
    setEntryValue(entryId, crucibleKeys::leaders(), leadersValue(leaders), mergeKey);
}

void DetachmentEditor::removeLeader(const QString &entryId, int index)
{
    const ForceEntry *f = entry(entryId);
    if (!f)
        return;
    QList<CrucibleLeader> leaders = crucibleEntryParts(*f).leaders;
    if (index < 0 || index >= leaders.size())
        return;
    leaders.removeAt(index);
    m_leaderRow = -1;
    setEntryValue(entryId, crucibleKeys::leaders(), leadersValue(leaders));
}

void DetachmentEditor::moveLeader(const QString &entryId, int index, const QString &toEntryId)
{
    if (!m_document || entryId == toEntryId)
        return;
    QList<ForceEntry> forces = m_document->scenario().forces;
    ForceEntry *from = findEntry(forces, entryId);
    ForceEntry *to = findEntry(forces, toEntryId);
    if (!from || !to)
        return;
    QList<CrucibleLeader> fromLeaders = crucibleEntryParts(*from).leaders;
    if (index < 0 || index >= fromLeaders.size())
        return;
    QList<CrucibleLeader> toLeaders = crucibleEntryParts(*to).leaders;
    toLeaders.append(fromLeaders.takeAt(index));
    from->family
        = withFamilyValue(from->family, crucibleKeys::leaders(), leadersValue(fromLeaders));
    to->family = withFamilyValue(to->family, crucibleKeys::leaders(), leadersValue(toLeaders));
    m_leaderRow = -1;
    pushForces(forces, tr("%1 rides in %2").arg(toLeaders.last().name, toEntryId));
}

void DetachmentEditor::setRuleOption(const QString &optionId, const QString &value)
{
    if (!m_document)
        return;
    const RuleOption *option = m_document->ruleset().findOption(optionId);
    if (!option)
        return;
    Scenario s = m_document->scenario();
    if (value == option->defaultValue || value.isEmpty())
        s.ruleOptions.remove(optionId);
    else
        s.ruleOptions.insert(optionId, value);
    if (s.ruleOptions == m_document->scenario().ruleOptions)
        return;
    pushScenario(s, tr("%1: %2").arg(option->name, value));
}

} // namespace hexwright
