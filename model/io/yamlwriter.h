// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <utility>

namespace hexwright {

/**
 * A YAML value to be written canonically: mappings keep the order keys were added in,
 * scalars are quoted only when YAML would otherwise misread them, short lists of scalars are
 * written inline and wrapped at 100 columns, and multi-line text becomes a literal block.
 * The same value always gives the same bytes, which is what makes load -> save
 * byte-identical and files pleasant to diff.
 */
class YamlValue
{
public:
    enum class Kind { Scalar, Mapping, Sequence };

    static YamlValue scalar(const QString &text); ///< quoted only if needed
    static YamlValue quoted(const QString &text); ///< always "double quoted"
    static YamlValue number(int value);
    static YamlValue number(double value);
    static YamlValue boolean(bool value);
    static YamlValue mapping();
    static YamlValue sequence();
    /// A list of scalars written inline: [a, b, c].
    static YamlValue inlineList(const QStringList &items, bool quoteAll = false);
    /// A list of numbers written inline: [1, 2, 3].
    static YamlValue inlineList(const QList<int> &numbers);

    Kind kind() const { return m_kind; }
    bool isEmpty() const;

    /// Mapping: appends key: value. Returns *this for chaining.
    YamlValue &insert(const QString &key, YamlValue value);
    YamlValue &insert(const char *key, YamlValue value)
    {
        return insert(QLatin1String(key), std::move(value));
    }
    /// Sequence: appends an item.
    YamlValue &append(YamlValue value);

    /// The document text, ending in a newline.
    QString toDocument() const;

private:
    void writeMapping(QString &out, int indent, bool firstLineHasDash) const;
    void writeSequence(QString &out, int indent) const;
    void writeValueAfterKey(QString &out, int indent) const;

    Kind m_kind = Kind::Scalar;
    bool m_inline = false;
    QString m_text; ///< formatted scalar text, or raw text for a literal block
    bool m_block = false;
    QList<std::pair<QString, YamlValue>> m_entries;
    QList<YamlValue> m_items;
};

/// The scalar as YAML must spell it: plain when unambiguous, else double-quoted.
QString formatYamlScalar(const QString &text);
/// Whether @p text can be written as a literal block (|) and read back identically.
bool canWriteAsLiteralBlock(const QString &text);

} // namespace hexwright
