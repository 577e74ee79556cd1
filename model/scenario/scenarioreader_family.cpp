// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rule family's own facts of a scenario: `family:` of a force entry and the top-level
// `family_parts:`. The reader keeps them as plain values (text, lists, maps) with where each
// was written; which keys and values are valid is the family's business.

#include "scenario/scenarioreader_p.h"

namespace hexwright::detail {

namespace {

QString childPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('/') + key;
}

} // namespace

void ScenarioReader::readFamilyValues(const YamlNode *node, const QString &name, QVariantMap &out,
                                      FamilyPositions &positions)
{
    if (!node)
        return;
    if (!node->isMapping()) {
        m_context.report(
            node, QStringLiteral("wrong-type"),
            QStringLiteral("expected a mapping for %1, found %2").arg(name, node->describe()));
        return;
    }
    const QVariant value = readFamilyValue(node, name, QString(), positions);
    out = value.toMap();
}

QVariant ScenarioReader::readFamilyValue(const YamlNode *node, const QString &name,
                                         const QString &path, FamilyPositions &positions)
{
    positions.insert(path, positionOf(node));
    switch (node->kind) {
    case YamlNode::Kind::Null:
        return QVariant(QString());
    case YamlNode::Kind::Scalar:
        return QVariant(node->scalar);
    case YamlNode::Kind::Sequence: {
        QVariantList list;
        list.reserve(qsizetype(node->items.size()));
        for (const YamlNode *item : node->items) {
            const QString itemPath = childPath(path, QString::number(list.size()));
            list.append(readFamilyValue(item, name, itemPath, positions));
        }
        return QVariant(list);
    }
    case YamlNode::Kind::Mapping: {
        // Keys are words of the family's own (any text but empty), each once.
        MappingReader in(m_context, node, name);
        QVariantMap map;
        for (const auto &[key, value] : in.entries()) {
            if (!key->isScalar())
                continue; // reported by MappingReader
            in.accept(key->scalar);
            if (key->scalar.isEmpty()) {
                m_context.report(key, QStringLiteral("wrong-type"),
                                 QStringLiteral("an empty key in %1").arg(name));
                continue;
            }
            if (map.contains(key->scalar))
                continue; // reported as a duplicate: the first one counts
            map.insert(key->scalar,
                       readFamilyValue(value, valueName(key->scalar.toUtf8().constData(), name),
                                       childPath(path, key->scalar), positions));
        }
        return QVariant(map);
    }
    }
    return {};
}

} // namespace hexwright::detail
