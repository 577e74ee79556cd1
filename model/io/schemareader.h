// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "io/yamltree.h"

#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * Where diagnostics of one file go while it is read. Every reader of every Hexwright format
 * reports through this, so each error class has one message shape (Wesnoth's lesson) and
 * every message carries the file, line and column of the YAML node at fault.
 */
class ReadContext
{
public:
    ReadContext(QString file, Diagnostics &diagnostics)
        : m_file(std::move(file))
        , m_diagnostics(diagnostics)
    { }

    const QString &file() const { return m_file; }
    Diagnostics &diagnostics() { return m_diagnostics; }

    void report(const YamlNode *at, const QString &code, const QString &message,
                Severity severity = Severity::Error);
    int errorCount() const { return m_errors; }

private:
    QString m_file;
    Diagnostics &m_diagnostics;
    int m_errors = 0;
};

/**
 * Reads one YAML mapping whose keys are known: ask for each key with required() or
 * optional(); when the reader goes out of scope, every key that nobody asked for is reported
 * as unknown, with the closest known key as a suggestion. Nothing is ever defaulted here:
 * a missing required key is an error at the mapping's position.
 */
class MappingReader
{
public:
    /// @p what names the mapping in messages, e.g. "side 'tan'" or "the scenario".
    MappingReader(ReadContext &context, const YamlNode *node, QString what);
    ~MappingReader();
    MappingReader(const MappingReader &) = delete;
    MappingReader &operator=(const MappingReader &) = delete;

    bool isValid() const { return m_node != nullptr; }
    const YamlNode *node() const { return m_node; }
    const QString &what() const { return m_what; }

    const YamlNode *required(const char *key);
    const YamlNode *optional(const char *key);
    bool has(const char *key) const;

    /// Declares keys that are read elsewhere (so they are not reported as unknown).
    void accept(const char *key);

    // Typed reads of one key, named "'key' in <what>" in messages: the key is written once.
    std::optional<int> requiredInt(const char *key, int minimum, int maximum);
    std::optional<double> requiredNumber(const char *key, double minimum, double maximum);
    std::optional<bool> requiredBool(const char *key);
    std::optional<QString> requiredText(const char *key);
    std::optional<QString> requiredId(const char *key);
    std::optional<int> requiredChoice(const char *key, const QStringList &choices);

    /// Keys in file order, for mappings whose keys are data (ids) rather than schema.
    QList<std::pair<const YamlNode *, const YamlNode *>> entries() const;

private:
    const YamlNode *find(const char *key) const;

    ReadContext &m_context;
    const YamlNode *m_node = nullptr;
    QString m_what;
    QStringList m_known;
};

/// "key in what": how messages name a value.
QString valueName(const char *key, const QString &what);

std::optional<QString> readString(ReadContext &context, const YamlNode *node, const QString &name);
/// A non-empty single-line string.
std::optional<QString> readText(ReadContext &context, const YamlNode *node, const QString &name);
std::optional<int> readInt(ReadContext &context, const YamlNode *node, const QString &name,
                           int minimum, int maximum);
std::optional<double> readNumber(ReadContext &context, const YamlNode *node, const QString &name,
                                 double minimum, double maximum);
std::optional<bool> readBool(ReadContext &context, const YamlNode *node, const QString &name);
/// One of @p choices (exact, case-sensitive); returns its index.
std::optional<int> readChoice(ReadContext &context, const YamlNode *node, const QString &name,
                              const QStringList &choices);
/// A stable id: lowercase letters, digits, '-' and '_', starting with a letter or digit.
std::optional<QString> readId(ReadContext &context, const YamlNode *node, const QString &name);
bool isValidId(const QString &id);

/// Returns @p node if it is a list, else reports "expected a list" and returns nullptr.
const YamlNode *expectSequence(ReadContext &context, const YamlNode *node, const QString &name);

/// The closest of @p candidates to @p word by edit distance, or empty if none is close.
QString closestMatch(const QString &word, const QStringList &candidates);
/// " (did you mean 'x'?)" or "".
QString didYouMean(const QString &word, const QStringList &candidates);
/// "a, b or c"
QString listChoices(const QStringList &choices);

/// An id that must be one of @p known, e.g. a unit type; reports "unknown <kind> ..." with a
/// suggestion otherwise.
std::optional<QString> readRef(ReadContext &context, const YamlNode *node, const QString &name,
                               const QString &kind, const QStringList &known);
/// A list of such ids; the ones that resolve are returned.
QStringList readRefs(ReadContext &context, const YamlNode *node, const QString &name,
                     const QString &kind, const QStringList &known);

/// Reports an id that does not resolve: "unknown <kind> 'x' in <name> (did you mean 'y'?)".
void reportUnknownId(ReadContext &context, const YamlNode *node, const QString &kind,
                     const QString &id, const QString &name, const QStringList &known);

} // namespace hexwright

namespace hexwright {

/**
 * Checks the `format: <family>/<version>` line every Hexwright file starts with. Returns the
 * version (1..@p currentVersion), or 0 after reporting: a missing or foreign format, or a
 * file from a newer Hexwright. Older versions are upgraded by the format's reader, in one
 * place.
 */
int checkFormat(ReadContext &context, MappingReader &top, const QString &family,
                int currentVersion);

/// Reads a list of mappings, calling @p read for each with a MappingReader named
/// "<what> N" (1-based); reports duplicates of the `id` key among them.
template<typename Fn>
void forEachMapping(ReadContext &context, const YamlNode *sequence, const QString &name,
                    const QString &itemWhat, Fn read)
{
    const YamlNode *list = expectSequence(context, sequence, name);
    if (!list)
        return;
    QStringList seenIds;
    int index = 0;
    for (const YamlNode *item : list->items) {
        ++index;
        QString what = QStringLiteral("%1 %2").arg(itemWhat).arg(index);
        if (item->isMapping()) {
            for (const auto &[key, value] : item->entries) {
                if (key->isScalar() && key->scalar == QLatin1String("id") && value->isScalar()) {
                    what = QStringLiteral("%1 '%2'").arg(itemWhat, quoteForMessage(value->scalar));
                    if (seenIds.contains(value->scalar))
                        context.report(value, QStringLiteral("duplicate-id"),
                                       QStringLiteral("%1 is defined twice in %2").arg(what, name));
                    seenIds.append(value->scalar);
                }
            }
        }
        MappingReader reader(context, item, what);
        if (reader.isValid())
            read(reader);
    }
}

} // namespace hexwright
