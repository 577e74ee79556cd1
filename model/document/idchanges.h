// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>
#include <QStringList>

namespace hexwright {

/**
 * What an edit did to a list of the scenario's parts that have ids (sides, force entries,
 * zones, reinforcements, hidden units, victory conditions, special rules): which ids came,
 * went or changed, and whether the ones that stayed changed order.
 *
 * The document works it out once per edit and sends it with its signal, so that item models
 * move only the rows that changed instead of each keeping a copy and comparing (Tiled's
 * MapDocument signals work the same way).
 */
struct IdChanges
{
    QStringList inserted;
    QStringList removed;
    QStringList changed; ///< ids in both lists whose part differs
    bool reordered = false; ///< the ids in both lists are in another order
    /// Anything may have changed (another document was opened): views start afresh.
    bool reset = false;

    static IdChanges everything()
    {
        IdChanges out;
        out.reset = true;
        return out;
    }
    bool isEmpty() const
    {
        return inserted.isEmpty() && removed.isEmpty() && changed.isEmpty() && !reordered && !reset;
    }
    bool touches(const QString &id) const
    {
        return inserted.contains(id) || removed.contains(id) || changed.contains(id);
    }
};

/// The changes from @p before to @p after, lists of parts with an `id` member and an
/// operator==. Linear in the lengths: each id is hashed once.
template<typename T> IdChanges idChanges(const QList<T> &before, const QList<T> &after)
{
    IdChanges out;
    QHash<QString, qsizetype> old;
    old.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        old.insert(before.at(i).id, i);
    QSet<QString> kept;
    qsizetype lastOldIndex = -1;
    for (const T &part : after) {
        const auto it = old.constFind(part.id);
        if (it == old.constEnd()) {
            out.inserted.append(part.id);
            continue;
        }
        kept.insert(part.id);
        if (it.value() < lastOldIndex)
            out.reordered = true;
        lastOldIndex = it.value();
        if (!(before.at(it.value()) == part))
            out.changed.append(part.id);
    }
    for (const T &part : before) {
        if (!kept.contains(part.id))
            out.removed.append(part.id);
    }
    return out;
}

} // namespace hexwright

Q_DECLARE_METATYPE(hexwright::IdChanges)
