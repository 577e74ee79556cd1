// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/schemareader.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

// Lists up to this long are searched in order: hashing them would cost more.
constexpr qsizetype ShortList = 16;

// " (did you mean 'x'?)" for a match, nothing without one.
QString suggestionText(const QString &match)
{
    return match.isEmpty() ? QString() : QStringLiteral(" (did you mean '%1'?)").arg(match);
}

} // namespace

KnownIds::KnownIds(const QStringList &ids)
    : m_list(ids)
{
    if (m_list.size() > ShortList)
        m_set = QSet<QString>(m_list.cbegin(), m_list.cend());
}

bool KnownIds::contains(const QString &id) const
{
    return m_list.size() > ShortList ? m_set.contains(id) : m_list.contains(id);
}

void KnownIds::append(const QString &id)
{
    m_list.append(id);
    if (m_list.size() > ShortList) {
        if (m_set.isEmpty())
            m_set = QSet<QString>(m_list.cbegin(), m_list.cend());
        else
            m_set.insert(id);
    }
}

void ReadContext::report(const YamlNode *at, const QString &code, const QString &message,
                         Severity severity)
{
    // Counted even when not shown: a file with errors is refused however many there are.
    if (severity == Severity::Error)
        ++m_errors;
    if (m_shown > MaxShownProblems)
        return;
    Diagnostic d;
    d.severity = severity;
    d.file = m_file;
    d.line = at ? at->line : 0;
    d.column = at ? at->column : 0;
    d.code = code;
    d.message = message;
    if (m_shown == MaxShownProblems) {
        // Where the first problem not shown is, so the user knows how far the list goes.
        d.severity = Severity::Info;
        d.code = QStringLiteral("too-many-problems");
        d.message = QCoreApplication::translate("ReadContext",
                                                "too many problems; the first %1 are shown")
                        .arg(MaxShownProblems);
    }
    ++m_shown;
    m_diagnostics.append(d);
}

QString ReadContext::suggest(const QString &word, const QStringList &candidates)
{
    if (!showsMore() || m_suggestionBudget <= 0)
        return QString();
    return closestMatch(word, candidates, &m_suggestionBudget);
}

MappingReader::MappingReader(ReadContext &context, const YamlNode *node, QString what)
    : m_context(context)
    , m_what(std::move(what))
{
    if (!node)
        return;
    if (!node->isMapping()) {
        context.report(
            node, QStringLiteral("wrong-type"),
            QStringLiteral("expected a mapping for %1, found %2").arg(m_what, node->describe()));
        return;
    }
    m_node = node;
    QSet<QString> seen;
    const bool indexed = qsizetype(node->entries.size()) > ShortList;
    for (const auto &[key, value] : node->entries) {
        if (indexed && key->isScalar() && !m_index.contains(key->scalar))
            m_index.insert(key->scalar, value);
        if (!key->isScalar()) {
            context.report(key, QStringLiteral("wrong-type"),
                           QStringLiteral("keys in %1 must be plain words, found %2")
                               .arg(m_what, key->describe()));
            continue;
        }
        if (seen.contains(key->scalar))
            context.report(key, QStringLiteral("duplicate-key"),
                           QStringLiteral("key '%1' appears twice in %2")
                               .arg(quoteForMessage(key->scalar), m_what));
        seen.insert(key->scalar);
    }
}

MappingReader::~MappingReader()
{
    if (!m_node)
        return;
    for (const auto &[key, value] : m_node->entries) {
        Q_UNUSED(value);
        if (!key->isScalar() || m_knownSet.contains(key->scalar))
            continue;
        if (!m_context.showsMore()) {
            m_context.report(key, QStringLiteral("unknown-key"), QString());
            continue;
        }
        const QString match = m_context.suggest(key->scalar, m_known);
        m_context.report(key, QStringLiteral("unknown-key"),
                         QStringLiteral("unknown key '%1' in %2%3")
                             .arg(quoteForMessage(key->scalar), m_what, suggestionText(match)));
    }
}

const YamlNode *MappingReader::find(const char *key) const
{
    if (!m_node)
        return nullptr;
    const QLatin1String wanted(key);
    if (!m_index.isEmpty())
        return m_index.value(QString(wanted));
    for (const auto &[k, value] : m_node->entries) {
        if (k->isScalar() && k->scalar == wanted)
            return value;
    }
    return nullptr;
}

void MappingReader::accept(const char *key)
{
    accept(QString(QLatin1String(key)));
}

void MappingReader::accept(const QString &key)
{
    if (m_knownSet.contains(key))
        return;
    m_knownSet.insert(key);
    m_known.append(key);
}

const YamlNode *MappingReader::required(const char *key)
{
    accept(key);
    if (!m_node)
        return nullptr;
    const YamlNode *value = find(key);
    if (!value)
        m_context.report(
            m_node, QStringLiteral("missing-key"),
            QStringLiteral("missing required key '%1' in %2").arg(QLatin1String(key), m_what));
    return value;
}

const YamlNode *MappingReader::optional(const char *key)
{
    accept(key);
    return find(key);
}

bool MappingReader::has(const char *key) const
{
    return find(key) != nullptr;
}

std::optional<int> MappingReader::requiredInt(const char *key, int minimum, int maximum)
{
    return readInt(m_context, required(key), valueName(key, m_what), minimum, maximum);
}

std::optional<double> MappingReader::requiredNumber(const char *key, double minimum, double maximum)
{
    return readNumber(m_context, required(key), valueName(key, m_what), minimum, maximum);
}

std::optional<bool> MappingReader::requiredBool(const char *key)
{
    return readBool(m_context, required(key), valueName(key, m_what));
}

std::optional<QString> MappingReader::requiredText(const char *key)
{
    return readText(m_context, required(key), valueName(key, m_what));
}

std::optional<QString> MappingReader::requiredId(const char *key)
{
    return readId(m_context, required(key), valueName(key, m_what));
}

std::optional<int> MappingReader::requiredChoice(const char *key, const QStringList &choices)
{
    return readChoice(m_context, required(key), valueName(key, m_what), choices);
}

QList<std::pair<const YamlNode *, const YamlNode *>> MappingReader::entries() const
{
    QList<std::pair<const YamlNode *, const YamlNode *>> out;
    if (m_node) {
        for (const auto &entry : m_node->entries)
            out.append(entry);
    }
    return out;
}

QString valueName(const char *key, const QString &what)
{
    return QStringLiteral("'%1' in %2").arg(QLatin1String(key), what);
}

namespace {

bool expectScalar(ReadContext &context, const YamlNode *node, const QString &name,
                  const QString &expected)
{
    if (!node)
        return false;
    if (node->isScalar())
        return true;
    context.report(
        node, QStringLiteral("wrong-type"),
        QStringLiteral("expected %1 for %2, found %3").arg(expected, name, node->describe()));
    return false;
}

void reportWrongScalar(ReadContext &context, const YamlNode *node, const QString &name,
                       const QString &expected)
{
    context.report(
        node, QStringLiteral("wrong-type"),
        QStringLiteral("expected %1 for %2, found %3").arg(expected, name, node->describe()));
}

} // namespace

std::optional<QString> readString(ReadContext &context, const YamlNode *node, const QString &name)
{
    if (!expectScalar(context, node, name, QStringLiteral("text")))
        return std::nullopt;
    return node->scalar;
}

std::optional<QString> readText(ReadContext &context, const YamlNode *node, const QString &name)
{
    auto text = readString(context, node, name);
    if (!text)
        return std::nullopt;
    if (text->trimmed().isEmpty() || text->contains(QLatin1Char('\n'))) {
        reportWrongScalar(context, node, name, QStringLiteral("one line of text"));
        return std::nullopt;
    }
    return text;
}

std::optional<int> readInt(ReadContext &context, const YamlNode *node, const QString &name,
                           int minimum, int maximum)
{
    if (!expectScalar(context, node, name, QStringLiteral("a whole number")))
        return std::nullopt;
    bool ok = false;
    const qlonglong value = node->scalar.toLongLong(&ok, 10);
    if (!ok || node->quoted) {
        reportWrongScalar(context, node, name, QStringLiteral("a whole number"));
        return std::nullopt;
    }
    if (value < minimum || value > maximum) {
        context.report(node, QStringLiteral("out-of-range"),
                       QStringLiteral("%1 must be between %2 and %3, found %4")
                           .arg(name)
                           .arg(minimum)
                           .arg(maximum)
                           .arg(quoteForMessage(node->scalar)));
        return std::nullopt;
    }
    return int(value);
}

std::optional<double> readNumber(ReadContext &context, const YamlNode *node, const QString &name,
                                 double minimum, double maximum)
{
    if (!expectScalar(context, node, name, QStringLiteral("a number")))
        return std::nullopt;
    bool ok = false;
    const double value = node->scalar.toDouble(&ok);
    if (!ok || node->quoted || !std::isfinite(value)) {
        reportWrongScalar(context, node, name, QStringLiteral("a number"));
        return std::nullopt;
    }
    if (value < minimum || value > maximum) {
        context.report(node, QStringLiteral("out-of-range"),
                       QStringLiteral("%1 must be between %2 and %3, found %4")
                           .arg(name, QString::number(minimum), QString::number(maximum),
                                quoteForMessage(node->scalar)));
        return std::nullopt;
    }
    return value;
}

std::optional<bool> readBool(ReadContext &context, const YamlNode *node, const QString &name)
{
    if (!expectScalar(context, node, name, QStringLiteral("true or false")))
        return std::nullopt;
    if (!node->quoted && node->scalar == QLatin1String("true"))
        return true;
    if (!node->quoted && node->scalar == QLatin1String("false"))
        return false;
    reportWrongScalar(context, node, name, QStringLiteral("true or false"));
    return std::nullopt;
}

std::optional<int> readChoice(ReadContext &context, const YamlNode *node, const QString &name,
                              const QStringList &choices)
{
    if (!expectScalar(context, node, name, QStringLiteral("one of %1").arg(listChoices(choices))))
        return std::nullopt;
    const int index = int(choices.indexOf(node->scalar));
    if (index >= 0)
        return index;
    if (!context.showsMore()) {
        context.report(node, QStringLiteral("unknown-value"), QString());
        return std::nullopt;
    }
    const QString match = context.suggest(node->scalar, choices);
    context.report(
        node, QStringLiteral("unknown-value"),
        QStringLiteral("unknown value '%1' for %2 (expected %3)%4")
            .arg(quoteForMessage(node->scalar), name, listChoices(choices), suggestionText(match)));
    return std::nullopt;
}

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const char16_t c = id.at(i).unicode();
        const bool alnum = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        if (!alnum && (i == 0 || (c != u'-' && c != u'_')))
            return false;
    }
    return true;
}

std::optional<QString> readId(ReadContext &context, const YamlNode *node, const QString &name)
{
    auto text = readString(context, node, name);
    if (!text)
        return std::nullopt;
    if (!isValidId(*text)) {
        context.report(node, QStringLiteral("bad-id"),
                       QStringLiteral("'%1' is not a valid id for %2: use lowercase letters, "
                                      "digits, '-' and '_' (at most 64)")
                           .arg(quoteForMessage(*text), name));
        return std::nullopt;
    }
    return text;
}

const YamlNode *expectSequence(ReadContext &context, const YamlNode *node, const QString &name)
{
    if (!node)
        return nullptr;
    if (node->isSequence())
        return node;
    context.report(node, QStringLiteral("wrong-type"),
                   QStringLiteral("expected a list for %1, found %2").arg(name, node->describe()));
    return nullptr;
}

namespace {

// Optimal string alignment distance from @p lower (already in lower case) to @p candidate,
// ignoring case: insertions, deletions, substitutions and swaps of two neighbouring
// characters each cost one, so "eats" is one step from "east". Returns limit + 1 as soon as
// the distance must be more than @p limit: two rows in a row all past it (a swap reaches
// back two rows). @p cells counts the work done.
int boundedEditDistance(const QString &lower, const QString &candidate, int limit, qint64 *cells)
{
    const qsizetype n = lower.size();
    const qsizetype m = candidate.size();
    const int beyond = limit + 1;
    // closestMatch() only asks for candidates of about the word's length (at most 64).
    QVarLengthArray<QChar, 96> other(m);
    for (qsizetype j = 0; j < m; ++j)
        other[j] = candidate.at(j).toLower();
    QVarLengthArray<int, 3 * 97> rows(3 * (m + 1));
    int *twoUp = rows.data();
    int *up = twoUp + m + 1;
    int *row = up + m + 1;
    for (qsizetype j = 0; j <= m; ++j)
        up[j] = int(j);
    int upMin = 0;
    for (qsizetype i = 1; i <= n; ++i) {
        row[0] = int(i);
        int rowMin = row[0];
        const QChar here = lower.at(i - 1);
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = here == other[j - 1] ? 0 : 1;
            int best = std::min({up[j] + 1, row[j - 1] + 1, up[j - 1] + cost});
            if (i > 1 && j > 1 && here == other[j - 2] && lower.at(i - 2) == other[j - 1])
                best = std::min(best, twoUp[j - 2] + 1);
            row[j] = best;
            rowMin = std::min(rowMin, best);
        }
        *cells += m;
        if (rowMin > limit && upMin > limit)
            return beyond;
        upMin = rowMin;
        std::swap(twoUp, up);
        std::swap(up, row);
    }
    return std::min(up[m], beyond);
}

} // namespace

QString closestMatch(const QString &word, const QStringList &candidates, qint64 *budget)
{
    // Numbers are not misspelt words: "90" is not a typo of "0".
    bool numeric = false;
    word.toDouble(&numeric);
    if (word.size() > 64 || numeric)
        return QString();
    const QString lower = word.toLower();
    QString best;
    // A third of the word may be wrong, at least one character: "KO" is not a typo of "-".
    int bestDistance = std::max<int>(1, int(word.size()) / 3) + 1;
    qint64 cells = 0;
    for (const QString &candidate : candidates) {
        // Each length step is an edit: a candidate much longer or shorter cannot be close.
        const int limit = bestDistance - 1;
        if (std::abs(candidate.size() - lower.size()) > limit)
            continue;
        if (budget && cells + lower.size() * candidate.size() > *budget)
            break;
        const int distance = boundedEditDistance(lower, candidate, limit, &cells);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    if (budget)
        *budget = std::max<qint64>(0, *budget - cells);
    return best;
}

QString didYouMean(const QString &word, const QStringList &candidates)
{
    return suggestionText(closestMatch(word, candidates));
}

QString listChoices(const QStringList &choices)
{
    if (choices.size() <= 1)
        return choices.join(QString());
    if (choices.size() > 20)
        return choices.mid(0, 20).join(QStringLiteral(", ")) + QStringLiteral(", ...");
    return choices.mid(0, choices.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" or ")
        + choices.last();
}

std::optional<QString> readRef(ReadContext &context, const YamlNode *node, const QString &name,
                               const QString &kind, const KnownIds &known)
{
    auto id = readString(context, node, name);
    if (!id)
        return std::nullopt;
    if (!known.contains(*id)) {
        reportUnknownId(context, node, kind, *id, name, known.list());
        return std::nullopt;
    }
    return id;
}

QStringList readRefs(ReadContext &context, const YamlNode *node, const QString &name,
                     const QString &kind, const KnownIds &known)
{
    QStringList out;
    if (const YamlNode *list = expectSequence(context, node, name)) {
        for (const YamlNode *item : list->items) {
            if (auto id = readRef(context, item, name, kind, known))
                out.append(*id);
        }
    }
    return out;
}

void reportUnknownId(ReadContext &context, const YamlNode *node, const QString &kind,
                     const QString &id, const QString &name, const QStringList &known)
{
    if (!context.showsMore()) {
        context.report(node, QStringLiteral("unknown-id"), QString());
        return;
    }
    const QString match = context.suggest(id, known);
    context.report(node, QStringLiteral("unknown-id"),
                   QStringLiteral("unknown %1 '%2' in %3%4")
                       .arg(kind, quoteForMessage(id), name, suggestionText(match)));
}

} // namespace hexwright

namespace hexwright {

int checkFormat(ReadContext &context, MappingReader &top, const QString &family, int currentVersion)
{
    const YamlNode *node = top.required("format");
    const auto text = readString(context, node, valueName("format", top.what()));
    // When the format is wrong the rest of the file follows some other schema: one clear
    // error, not one per key.
    const auto acceptAll = [&top] {
        for (const auto &[key, value] : top.entries()) {
            Q_UNUSED(value);
            top.accept(key->scalar);
        }
    };
    if (!text) {
        acceptAll();
        return 0;
    }
    const QString prefix = family + QLatin1Char('/');
    if (!text->startsWith(prefix)) {
        context.report(node, QStringLiteral("wrong-format"),
                       QStringLiteral("this is not a %1 file: format is '%2', expected '%1/%3'")
                           .arg(family, quoteForMessage(*text))
                           .arg(currentVersion));
        acceptAll();
        return 0;
    }
    bool ok = false;
    const int version = text->mid(prefix.size()).toInt(&ok);
    if (!ok || version < 1) {
        context.report(
            node, QStringLiteral("wrong-format"),
            QStringLiteral("unreadable format version in '%1'").arg(quoteForMessage(*text)));
        acceptAll();
        return 0;
    }
    if (version > currentVersion) {
        context.report(node, QStringLiteral("newer-format"),
                       QStringLiteral("the file is %1, written by a newer Hexwright; this one "
                                      "reads up to %2/%3")
                           .arg(quoteForMessage(*text), family)
                           .arg(currentVersion));
        acceptAll();
        return 0;
    }
    return version;
}

} // namespace hexwright
