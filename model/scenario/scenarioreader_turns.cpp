// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// How long the game lasts (`game_length:`) and who moves first (`first_player:`): a roll
// such as `{roll: 1d6}` (each player rolls, ties roll again, the high roller moves first);
// without it the sides' move orders decide.
#include "scenario/scenarioreader_p.h"

#include "io/schemareader.h"
#include "io/yamltree.h"

#include <QRegularExpression>

namespace hexwright {
namespace detail {

void ScenarioReader::readGameLength(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("game_length"));
    if (!in.isValid())
        return;
    const YamlNode *turns = in.optional("turns");
    const YamlNode *until = in.optional("until");
    if (!turns && !until)
        m_context.report(node, QStringLiteral("missing-key"),
                         QStringLiteral("game_length needs 'turns', 'until' or both"));
    if (turns)
        m_s.gameLength.turns = readInt(m_context, turns, valueName("turns", in.what()), 1, 999);
    if (until)
        m_s.gameLength.until = readRef(until, valueName("until", in.what()),
                                       QStringLiteral("victory condition"), m_victoryIds)
                                   .value_or(QString());
}

void ScenarioReader::readFirstPlayer(const YamlNode *node)
{
    MappingReader in(m_context, node, QStringLiteral("first_player"));
    if (!in.isValid())
        return;
    const YamlNode *roll = in.required("roll");
    if (!roll)
        return;
    const std::optional<QString> text = readText(m_context, roll, valueName("roll", in.what()));
    if (!text)
        return;
    static const QRegularExpression dice(QStringLiteral("^([1-3])d6$"));
    const QRegularExpressionMatch match = dice.match(*text);
    if (!match.hasMatch()) {
        m_context.report(roll, QStringLiteral("wrong-format"),
                         QStringLiteral("%1 must be 1d6, 2d6 or 3d6, not '%2'")
                             .arg(valueName("roll", in.what()), *text));
        return;
    }
    m_s.firstPlayer.dice = match.captured(1).toInt();
}

} // namespace detail
} // namespace hexwright
