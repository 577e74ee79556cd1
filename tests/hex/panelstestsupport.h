// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the panel tests share (tst_panels: the library and the book's panel facts;
// tst_panelgeometry: halves, the interior, seams and the turn): the bundled Hammer's Slammers
// panel library loaded once, and the hexes of a panel.

#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"
#include "io/diagnostic.h"
#include "map/panel.h"
#include "ruleset/rulesetregistry.h"

#include <QtTest>

#include <memory>

namespace hexwright {

inline char *toString(const OffsetCoord &offset)
{
    return QTest::toString(QStringLiteral("%1 (col %2 row %3)")
                               .arg(formatHexLabel(offset))
                               .arg(offset.col)
                               .arg(offset.row));
}

inline char *toString(const HexCover &cover)
{
    const char *names[] = {"Whole", "EastHalf", "WestHalf", "SouthHalf", "NorthHalf"};
    return qstrdup(names[int(cover)]);
}

} // namespace hexwright

Q_DECLARE_METATYPE(hexwright::OffsetCoord)
Q_DECLARE_METATYPE(hexwright::HexCover)

namespace hexwright::panelstest {

inline const OffsetSystem PanelOffsets {HexOrientation::FlatTop, OffsetParity::EvenShifted};

/// Every hex of @p panel, halves included, column by column.
inline QList<OffsetCoord> allHexes(const Panel &panel)
{
    QList<OffsetCoord> hexes;
    for (int col = 0; col <= panel.columns; ++col) {
        for (int row = 0; row <= panel.rows; ++row) {
            if (panel.contains({col, row}))
                hexes.append({col, row});
        }
    }
    return hexes;
}

inline bool adjacent(OffsetCoord a, OffsetCoord b)
{
    return HexCoord::distance(PanelOffsets.fromOffset(a), PanelOffsets.fromOffset(b)) == 1;
}

/// The registry with the bundled Hammer's Slammers ruleset and its panel library.
class PanelFixture
{
protected:
    /// Loads them; call from initTestCase().
    void loadLibrary()
    {
        m_registry = RulesetRegistry::withBundledData();
        Diagnostics diagnostics;
        m_rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
        QVERIFY(m_rules);
        m_library
            = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *m_rules, diagnostics);
        QVERIFY(m_library);
    }

    const Panel *panel(const char *id) const
    {
        return m_library->findPanel(QString::fromLatin1(id));
    }

    quint8 terrainIndex(const char *id) const
    {
        return quint8(m_rules->terrainIds().indexOf(QString::fromLatin1(id)));
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
    const PanelLibrary *m_library = nullptr;
};

} // namespace hexwright::panelstest
