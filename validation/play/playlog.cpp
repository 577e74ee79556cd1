// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/playlog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace hexwright {

namespace {

QString facesText(const QJsonValue &faces)
{
    QStringList list;
    for (const QJsonValue &f : faces.toArray())
        list.append(QString::number(f.toInt()));
    return QLatin1Char('[') + list.join(QLatin1Char(',')) + QLatin1Char(']');
}

} // namespace

ReplayResult replayLog(std::shared_ptr<const GameContext> context, const QByteArray &log)
{
    ReplayResult r;
    auto fail = [&r](int line, const QString &error) {
        r.ok = false;
        r.line = line;
        r.error = error;
        return std::move(r);
    };
    const QList<QByteArray> lines = log.split('\n');
    int rollIndex = 0;
    bool sawFinal = false;
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QByteArray text = lines[i].trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
        if (!doc.isObject())
            return fail(lineNo,
                        QStringLiteral("not a JSON object: %1").arg(parseError.errorString()));
        const QJsonObject o = doc.object();
        const QString type = o.value(QStringLiteral("type")).toString();
        if (!r.game) {
            if (type != QLatin1String("header")
                || o.value(QStringLiteral("format")).toString() != QLatin1String(PlayLogFormat))
                return fail(lineNo,
                            QStringLiteral("not a %1 log: the first line must be its header")
                                .arg(QLatin1String(PlayLogFormat)));
            bool okSeed = false;
            const quint64 seed = o.value(QStringLiteral("seed")).toString().toULongLong(&okSeed);
            if (!okSeed)
                return fail(lineNo, QStringLiteral("the header has no seed"));
            const QString hash = o.value(QStringLiteral("scenario_sha256")).toString();
            if (hash != context->scenarioHash())
                return fail(lineNo,
                            QStringLiteral("the log was recorded on another version of "
                                           "the scenario (its text has changed)"));
            const QJsonObject choices = o.value(QStringLiteral("rule_choices")).toObject();
            const QMap<QString, QString> ours = context->ruleChoices();
            for (auto it = ours.begin(); it != ours.end(); ++it) {
                if (choices.value(it.key()).toString() != it.value())
                    return fail(lineNo,
                                QStringLiteral("the log played rule option %1 as \"%2\", "
                                               "this scenario plays \"%3\"")
                                    .arg(it.key(), choices.value(it.key()).toString(), it.value()));
            }
            r.game = std::make_unique<Game>(context, seed);
            continue;
        }
        if (type == QLatin1String("action")) {
            QString error;
            const std::optional<Action> action
                = actionFromJson(o.value(QStringLiteral("action")).toObject(), *context, &error);
            if (!action)
                return fail(lineNo, QStringLiteral("unreadable action: %1").arg(error));
            if (const QString why = r.game->apply(*action); !why.isEmpty())
                return fail(lineNo, QStringLiteral("the action is refused on replay: %1").arg(why));
        } else if (type == QLatin1String("roll")) {
            const QList<DieRoll> &rolls = r.game->dice().rolls();
            if (rollIndex >= rolls.size())
                return fail(lineNo, QStringLiteral("the log has a roll the replay did not make"));
            const QJsonObject replayed = rolls[rollIndex].toJson();
            ++rollIndex;
            for (const char *key : {"purpose", "faces", "result"}) {
                const QString k = QLatin1String(key);
                if (o.value(k) != replayed.value(k)) {
                    const bool faces = k == QLatin1String("faces");
                    return fail(lineNo,
                                QStringLiteral("roll %1 (%2) does not reproduce: the log has %3 "
                                               "%4, the replay %5")
                                    .arg(rollIndex)
                                    .arg(replayed.value(QStringLiteral("purpose")).toString(), k,
                                         faces ? facesText(o.value(k)) : o.value(k).toString(),
                                         faces ? facesText(replayed.value(k))
                                               : replayed.value(k).toString()));
                }
            }
        } else if (type == QLatin1String("final")) {
            sawFinal = true;
            const QJsonObject now = r.game->summary();
            for (const char *key : {"turn", "winner", "result", "losses", "units", "rubble"}) {
                const QString k = QLatin1String(key);
                if (o.value(k) != now.value(k))
                    return fail(lineNo, QStringLiteral("the final state differs in \"%1\"").arg(k));
            }
        }
    }
    if (!r.game)
        return fail(1, QStringLiteral("the log is empty"));
    if (rollIndex < r.game->dice().count() && sawFinal)
        return fail(int(lines.size()),
                    QStringLiteral("the replay rolled %1 dice, the log has %2")
                        .arg(r.game->dice().count())
                        .arg(rollIndex));
    r.ok = true;
    return r;
}

} // namespace hexwright
