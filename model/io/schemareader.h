// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "io/yamltree.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * The ids a reference may name: in the order they were defined (for suggestions and
 * messages) and hashed, so that checking a file's references costs one lookup each however
 * many ids the file defines. A file with 100,000 zones and 100,000 references to them would
 * otherwise take 10^10 string comparisons.
 */
class KnownIds
{
public:
    KnownIds() = default;
    /// Implicit: every list of ids is a KnownIds (ruleset lists are passed as they are).
    KnownIds(const QStringList &ids); // NOLINT(google-explicit-constructor)

    bool contains(const QString &id) const;
    void append(const QString &id);
    const QStringList &list() const { return m_list; }
    qsizetype size() const { return m_list.size(); }
    bool isEmpty() const { return m_list.isEmpty(); }

private:
    QStringList m_list;
    QSet<QString> m_set;
};

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

    /// At most this many problems of one file are shown; after them one note says so. A
    /// file with 100,000 bad ids is refused with a page of messages, not 100,000 of them.
    static constexpr int MaxShownProblems = 100;
    /// "Did you mean" work one file may cost, in edit-distance cells (about 20 ms).
    static constexpr qint64 SuggestionBudget = 20'000'000;

    /// Records a problem; past MaxShownProblems it is counted (the file is still refused)
    /// but not shown.
    void report(const YamlNode *at, const QString &code, const QString &message,
                Severity severity = Severity::Error);
    int errorCount() const { return m_errors; }
    /// Whether another problem would still be shown: callers skip composing messages (and
    /// looking for suggestions) that nobody will read.
    bool showsMore() const { return m_shown < MaxShownProblems; }
    /// The closest of @p candidates to @p word, within what is left of this file's
    /// suggestion budget; empty once the file has used it up or shows no more problems.
    QString suggest(const QString &word, const QStringList &candidates);

private:
    QString m_file;
    Diagnostics &m_diagnostics;
    int m_errors = 0;
    int m_shown = 0;
    qint64 m_suggestionBudget = SuggestionBudget;
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
    /// accept() for keys that are data, such as ids (any text, not only Latin-1).
    void accept(const QString &key);

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
    /// Values by key, for mappings too long to search in order (the first of duplicates).
    QHash<QString, const YamlNode *> m_index;
    QStringList m_known; ///< in the order asked for, for suggestions
    QSet<QString> m_knownSet; ///< the same, for lookups: a mapping may have 100,000 keys
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
/// When @p budget is given, the search costs at most that many edit-distance cells, which
/// are taken off it; candidates whose length alone puts them too far cost nothing.
QString closestMatch(const QString &word, const QStringList &candidates, qint64 *budget = nullptr);
/// " (did you mean 'x'?)" or "".
QString didYouMean(const QString &word, const QStringList &candidates);
/// "a, b or c"
QString listChoices(const QStringList &choices);

/// An id that must be one of @p known, e.g. a unit type; reports "unknown <kind> ..." with a
/// suggestion otherwise.
std::optional<QString> readRef(ReadContext &context, const YamlNode *node, const QString &name,
                               const QString &kind, const KnownIds &known);
/// A list of such ids; the ones that resolve are returned.
QStringList readRefs(ReadContext &context, const YamlNode *node, const QString &name,
                     const QString &kind, const KnownIds &known);

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
    QSet<QString> seenIds;
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
                    seenIds.insert(value->scalar);
                }
            }
        }
        MappingReader reader(context, item, what);
        if (reader.isValid())
            read(reader);
    }
}

} // namespace hexwright
