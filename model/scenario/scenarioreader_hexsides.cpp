// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The map's hexside features and heights (`hexsides:`, `heights:`), read with the same
// located errors as the rest of the scenario (map/hexsidesio.h).
#include "scenario/scenarioreader_p.h"

#include "map/hexmap.h"
#include "map/hexsidesio.h"
#include "map/panel.h"

namespace hexwright {
namespace detail {

OffsetSystem ScenarioReader::mapOffsets() const
{
    return m_havePanels ? m_out.panels->offsets()
        : m_haveRuleset ? OffsetSystem {m_out.ruleset->orientation, OffsetParity::EvenShifted}
                        : HexMap::Offsets;
}

void ScenarioReader::readHexsides(const YamlNode *node)
{
    // `type: none` takes away a side the panels have.
    readHexsideList(
        m_context, node, QStringLiteral("'hexsides' in map"), mapOffsets(),
        m_haveRuleset ? m_out.ruleset : nullptr, true,
        [this](const YamlNode *hex, const QString &name) { return readHex(hex, name); },
        m_s.hexsides);
}

void ScenarioReader::readHeights(const YamlNode *node)
{
    readHeightList(
        m_context, node, QStringLiteral("'heights' in map"),
        [this](const YamlNode *hex, const QString &name) { return readHex(hex, name); },
        m_s.heights);
}

} // namespace detail
} // namespace hexwright
