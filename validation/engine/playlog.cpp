// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/playlog.h"

#include "engine/familyengine.h"

#include "io/safefile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>

#include <algorithm>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each PlayLog::tr() call under
/// "PlayLog", the context the run-time lookup uses.
struct PlayLog
{
    Q_DECLARE_TR_FUNCTIONS(PlayLog)
};

/// A JSON value as a message quotes it, cut short when it is long (a whole unit list).
QString jsonText(const QJsonValue &value)
{
    QString text;
    switch (value.type()) {
    case QJsonValue::Undefined:
        return PlayLog::tr("nothing");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    case QJsonValue::String:
        text = QLatin1Char('"') + value.toString() + QLatin1Char('"');
        break;
    case QJsonValue::Array:
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Object:
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        break;
    }
    constexpr int MaxQuoted = 80;
    if (text.size() > MaxQuoted)
        text = text.left(MaxQuoted - 3) + QStringLiteral("...");
    return text;
}

QString facesText(const QJsonValue &faces)
{
    QStringList list;
    for (const QJsonValue &face : faces.toArray())
        list.append(QString::number(face.toInt()));
    return QLatin1Char('[') + list.join(QLatin1Char(',')) + QLatin1Char(']');
}

/// The first place two JSON values differ, as a path ("units[2].hex") and both values.
struct JsonDifference
{
    QString path;
    QJsonValue logged;
    QJsonValue replayed;
};

bool firstDifference(const QJsonValue &logged, const QJsonValue &replayed, const QString &path,
                     JsonDifference *difference)
{
    if (logged == replayed)
        return false;
    if (logged.isObject() && replayed.isObject()) {
        const QJsonObject a = logged.toObject();
        const QJsonObject b = replayed.toObject();
        QStringList keys = a.keys() + b.keys();
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        for (const QString &key : keys) {
            const QString inner = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (firstDifference(a.value(key), b.value(key), inner, difference))
                return true;
        }
    } else if (logged.isArray() && replayed.isArray()
               && logged.toArray().size() == replayed.toArray().size()) {
        const QJsonArray a = logged.toArray();
        const QJsonArray b = replayed.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (firstDifference(a.at(i), b.at(i), QStringLiteral("%1[%2]").arg(path).arg(i),
                                difference))
                return true;
        }
    }
    *difference = {path, logged, replayed};
    return true;
}

QString lineType(const QJsonObject &line)
{
    const QString type = line.value(QStringLiteral("type")).toString();
    return type.isEmpty() ? PlayLog::tr("untyped") : type;
}

/// Says in words how the log's @p logged line differs from the line the replay writes there.
QString describeDifference(const QJsonObject &logged, const QJsonObject &replayed)
{
    const QString type = lineType(logged);
    if (type != lineType(replayed))
        return PlayLog::tr("the log has a '%1' line where the replay writes a '%2' line")
            .arg(type, lineType(replayed));
    if (type == QLatin1String("roll")) {
        const int number = replayed.value(QStringLiteral("n")).toInt();
        const QString purpose = replayed.value(QStringLiteral("purpose")).toString();
        for (const char *key : {"purpose", "faces", "result"}) {
            const QString k = QLatin1String(key);
            if (logged.value(k) == replayed.value(k))
                continue;
            const bool faces = k == QLatin1String("faces");
            return PlayLog::tr("roll %1 (%2) does not reproduce: the log has %3 %4, the replay %5")
                .arg(number)
                .arg(purpose, k, faces ? facesText(logged.value(k)) : logged.value(k).toString(),
                     faces ? facesText(replayed.value(k)) : replayed.value(k).toString());
        }
        const QJsonValue total = logged.value(QStringLiteral("total"));
        if (total != replayed.value(QStringLiteral("total")))
            return PlayLog::tr("roll %1 (%2): the log says roll total %3, the replay rolled %4")
                .arg(number)
                .arg(purpose, jsonText(total), jsonText(replayed.value(QStringLiteral("total"))));
        JsonDifference inputs;
        if (firstDifference(logged.value(QStringLiteral("inputs")),
                            replayed.value(QStringLiteral("inputs")), QString(), &inputs))
            return PlayLog::tr("roll %1 (%2) was read against other inputs: the log has %3 %4, the "
                               "replay %5")
                .arg(number)
                .arg(purpose, inputs.path.isEmpty() ? QStringLiteral("inputs") : inputs.path,
                     jsonText(inputs.logged), jsonText(inputs.replayed));
    }
    JsonDifference difference;
    firstDifference(logged, replayed, QString(), &difference);
    if (type == QLatin1String("final"))
        return PlayLog::tr("the final summary differs in \"%1\": the log has %2, the replay %3")
            .arg(difference.path, jsonText(difference.logged), jsonText(difference.replayed));
    return PlayLog::tr("the '%1' line differs in \"%2\": the log has %3, the replay %4")
        .arg(type, difference.path, jsonText(difference.logged), jsonText(difference.replayed));
}

/**
 * Checks the log's @p header against the one the replay wrote, @p ours: the scenario's text
 * (its SHA-256) and the rule options first, in words a user can act on. An empty string when
 * the log belongs to this scenario; the rest of the header is compared line for line.
 */
QString checkHeader(const QJsonObject &header, const QJsonObject &ours)
{
    const QString hash = QStringLiteral("scenario_sha256");
    if (header.value(hash).toString() != ours.value(hash).toString())
        return PlayLog::tr("the log was recorded on another version of the scenario (its text has "
                           "changed)");
    const QJsonObject choices = header.value(QStringLiteral("rule_choices")).toObject();
    const QJsonObject ourChoices = ours.value(QStringLiteral("rule_choices")).toObject();
    for (auto it = ourChoices.begin(); it != ourChoices.end(); ++it) {
        if (choices.value(it.key()).toString() != it.value().toString())
            return PlayLog::tr(
                       "the log played rule option %1 as \"%2\", this scenario plays \"%3\"")
                .arg(it.key(), choices.value(it.key()).toString(), it.value().toString());
    }
    return {};
}

} // namespace

ReplayResult replayLog(const GameSetup &setup, const QByteArray &log)
{
    ReplayResult r;
    auto fail = [&r](int line, const QString &error) {
        r.ok = false;
        r.line = line;
        r.error = error;
        return std::move(r);
    };
    auto incomplete = [&](int line) {
        return fail(line,
                    PlayLog::tr("incomplete: the log ends at line %1 without its final summary "
                                "(was it cut short?)")
                        .arg(line));
    };
    // The engine's lines up to here match the log's; the next one to compare.
    qsizetype next = 0;
    int lastLine = 0;
    bool sawSummary = false;
    int lineNo = 0;
    // Lines are found in place, not split into a list: a log of nothing but newlines would
    // otherwise cost far more memory than its size.
    for (qsizetype start = 0; start < log.size();) {
        qsizetype end = log.indexOf('\n', start);
        const bool lastPiece = end < 0;
        if (lastPiece)
            end = log.size();
        ++lineNo;
        const QByteArray text
            = QByteArray::fromRawData(log.constData() + start, end - start).trimmed();
        start = end + 1;
        if (text.isEmpty())
            continue;
        lastLine = lineNo;
        if (sawSummary)
            return fail(lineNo, PlayLog::tr("the log goes on after its final summary"));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
        if (!doc.isObject()) {
            // A last line without its newline that does not parse is a write cut short.
            if (lastPiece && r.session)
                return incomplete(lineNo);
            return fail(lineNo, PlayLog::tr("not a JSON object: %1").arg(parseError.errorString()));
        }
        const QJsonObject line = doc.object();
        const QString type = line.value(QStringLiteral("type")).toString();
        if (!r.session) {
            const QString format = line.value(QStringLiteral("format")).toString();
            const bool isLog = type == QLatin1String("header")
                && format.startsWith(QLatin1String("hexwright-playlog/"));
            if (!isLog)
                return fail(lineNo,
                            PlayLog::tr("not a %1 log: the first line must be its header")
                                .arg(QLatin1String(PlayLogFormat)));
            bool okSeed = false;
            const quint64 seed = line.value(QStringLiteral("seed")).toString().toULongLong(&okSeed);
            if (!okSeed && format == QLatin1String(PlayLogFormat))
                return fail(lineNo, PlayLog::tr("the header has no seed"));
            r.session = setup.newGameForLog(seed, format);
            // Another version of the format: say which, rather than "not a log" (it is one).
            if (!r.session)
                return fail(lineNo,
                            PlayLog::tr("the log is in format %1; this version of Hexwright "
                                        "replays %2 to %3 logs only (play the game again to "
                                        "record one)")
                                .arg(format, QLatin1String(OldestReplayedPlayLogFormat),
                                     QLatin1String(PlayLogFormat)));
            if (!okSeed)
                return fail(lineNo, PlayLog::tr("the header has no seed"));
            QJsonObject replayed = r.session->logLine(0);
            if (const QString why = checkHeader(line, replayed); !why.isEmpty())
                return fail(lineNo, why);
            // The path the scenario was given by is the one thing that may differ.
            replayed.insert(QStringLiteral("scenario"), line.value(QStringLiteral("scenario")));
            if (line != replayed)
                return fail(lineNo, describeDifference(line, replayed));
            next = 1;
            continue;
        }
        if (next < r.session->logLineCount()) {
            if (const QJsonObject expected = r.session->logLine(int(next)); line != expected)
                return fail(lineNo, describeDifference(line, expected));
            ++next;
            continue;
        }
        // The replay has matched everything it wrote: the log goes on with the next action,
        // or ends with its summary.
        if (type == QLatin1String("action")) {
            if (const QString why
                = r.session->apply(line.value(QStringLiteral("action")).toObject());
                !why.isEmpty())
                return fail(lineNo, PlayLog::tr("the action is refused on replay: %1").arg(why));
            // apply() writes the action line first, then what the action did.
            const QJsonObject expected = r.session->logLine(int(next));
            if (next >= r.session->logLineCount() || line != expected)
                return fail(lineNo, describeDifference(line, expected));
            ++next;
        } else if (type == QLatin1String("final")) {
            sawSummary = true;
            if (const QJsonObject summary = r.session->finalLine(); line != summary)
                return fail(lineNo, describeDifference(line, summary));
        } else {
            return fail(lineNo,
                        PlayLog::tr("the log has a '%1' line the replay does not produce")
                            .arg(lineType(line)));
        }
    }
    if (!r.session)
        return fail(std::max(lastLine, 1), PlayLog::tr("the log is empty"));
    if (!sawSummary)
        return incomplete(lastLine);
    r.ok = true;
    return r;
}

std::optional<QByteArray> readPlayLog(const QString &path, QString *error)
{
    FileReadError readError;
    std::optional<QByteArray> bytes = readRegularFile(path, MaxPlayLogBytes, &readError);
    if (!bytes) {
        if (error)
            *error = readError.message;
        return std::nullopt;
    }
    // A NUL byte or broken UTF-8 means a binary file, not a log that a line could explain.
    // Checked a piece at a time, so that the check costs no copy of a large log.
    constexpr qsizetype Piece = 1024 * 1024;
    bool text = !bytes->contains('\0');
    QStringDecoder decoder(QStringDecoder::Utf8);
    for (qsizetype at = 0; text && at < bytes->size(); at += Piece) {
        const QString decoded = decoder.decode(
            QByteArrayView(*bytes).sliced(at, std::min<qsizetype>(Piece, bytes->size() - at)));
        text = !decoder.hasError();
    }
    // A character cut at the very end is left to the replay, which reports the log as cut.
    if (!text) {
        if (error)
            *error = PlayLog::tr("the file is not text (is it a binary file?)");
        return std::nullopt;
    }
    return bytes;
}

QByteArray playLogText(const QList<QJsonObject> &lines)
{
    QByteArray text;
    for (const QJsonObject &line : lines)
        text += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    return text;
}

namespace {

/// Lines a log that is not kept still holds: the last actions' lines, for error messages.
constexpr int KeptTail = 256;

} // namespace

void PlayLogLines::append(const QJsonObject &line)
{
    if (!m_written) {
        skip();
        return;
    }
    m_text += QJsonDocument(line).toJson(QJsonDocument::Compact);
    m_text += '\n';
    m_ends.append(m_text.size());
    ++m_count;
    if (!m_kept && m_ends.size() > 2 * KeptTail)
        trim();
}

void PlayLogLines::trim()
{
    const qsizetype drop = m_ends.size() - KeptTail;
    const qsizetype bytes = m_ends.at(drop - 1);
    m_text.remove(0, bytes);
    m_ends.remove(0, drop);
    for (qsizetype &end : m_ends)
        end -= bytes;
    m_first += int(drop);
}

void PlayLogLines::resize(int size)
{
    size = std::clamp(size, 0, m_count);
    if (m_objects.size() > size)
        m_objects.resize(size);
    if (size <= m_first) {
        m_text.clear();
        m_ends.clear();
        m_first = size;
    } else {
        const qsizetype kept = size - m_first;
        m_ends.resize(kept);
        m_text.truncate(m_ends.constLast());
    }
    m_count = size;
}

QJsonObject PlayLogLines::at(int index) const
{
    if (index < m_first || index >= m_count)
        return {};
    const qsizetype i = index - m_first;
    const qsizetype start = i == 0 ? 0 : m_ends.at(i - 1);
    const qsizetype length = m_ends.at(i) - 1 - start;
    return QJsonDocument::fromJson(QByteArray::fromRawData(m_text.constData() + start, length))
        .object();
}

QByteArray PlayLogLines::text() const
{
    return m_text;
}

const QList<QJsonObject> &PlayLogLines::objects() const
{
    m_objects.reserve(m_count);
    while (m_objects.size() < m_count)
        m_objects.append(at(int(m_objects.size())));
    return m_objects;
}

void PlayLogLines::skip(int lines)
{
    m_count += lines;
    if (!m_written)
        m_first = m_count; // nothing is kept
}

void PlayLogLines::setWritten(bool write)
{
    m_written = write;
    if (!m_written) {
        m_text.clear();
        m_ends.clear();
        m_objects.clear();
        m_first = m_count;
    }
}

void PlayLogLines::setKept(bool keep)
{
    m_kept = keep;
    if (!m_kept && m_ends.size() > KeptTail)
        trim();
}

} // namespace hexwright
