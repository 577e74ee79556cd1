// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario card's Artillery tab: each side's off-board artillery.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/mak/makrules.h"
#include "scenario/victorytext.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTableWidget>

namespace hexwright {

using namespace makcard;

QWidget *MakScenarioCard::buildArtilleryTab()
{
    ListEditor::Texts texts;
    texts.note = tr("Off-board artillery by the card's artillery code: Type II, 80 "
                    "hexes west of board 6, 5 rounds in all, 2 a turn.");
    texts.objectName = QStringLiteral("makArtillery");
    texts.accessibleName = tr("Off-board artillery");
    texts.headings = QStringList {tr("Side"),      tr("Type"),   tr("Board"),   tr("Direction"),
                                  tr("Hexes off"), tr("Rounds"), tr("Per turn")};
    texts.add = tr("Add Artillery");
    texts.addObjectName = QStringLiteral("makAddArtillery");
    texts.remove = tr("Remove Artillery");
    texts.removeObjectName = QStringLiteral("makRemoveArtillery");
    auto *page = new ListEditor(texts);
    m_artillery = page->table();
    page->onAdd = [this] {
        if (!m_document)
            return;
        const Scenario &s = m_document->scenario();
        MakArtillery a;
        a.side = s.sides.isEmpty() ? QString() : s.sides.first().id;
        a.type = makArtilleryTypes(m_document->ruleset()).value(0);
        a.board = s.layout.isEmpty() ? QString() : s.layout.first().panel;
        a.direction = QStringLiteral("west");
        QList<MakArtillery> all = makArtillery(s);
        all.append(a);
        setArtillery(all);
    };
    page->onRemove = [this](int row) {
        QList<MakArtillery> all = m_shownArtillery;
        if (row >= all.size())
            return;
        all.removeAt(row);
        setArtillery(all);
    };
    return page;
}

void MakScenarioCard::refreshArtillery()
{
    const Scenario &s = m_document->scenario();
    const QList<MakArtillery> artillery = makArtillery(s);
    if (artillery == m_shownArtillery && m_artillery->rowCount() == artillery.size())
        return;
    m_shownArtillery = artillery;
    const bool filling = m_filling;
    m_filling = true;
    QStringList sideNames;
    for (const Side &side : s.sides)
        sideNames.append(side.name);
    QStringList boards;
    for (const PanelPlacement &p : s.layout)
        boards.append(p.panel);
    QStringList directionNames;
    for (const QString &d : edgeDirections())
        directionNames.append(edgeSideName(d));
    const QStringList types = makArtilleryTypes(m_document->ruleset());
    m_artillery->setRowCount(0);
    m_artillery->setRowCount(int(artillery.size()));
    for (int row = 0; row < artillery.size(); ++row) {
        const MakArtillery &a = artillery.at(row);
        const QString where = tr("artillery %1").arg(row + 1);
        const auto changed = rowChange<MakArtillery>(
            m_filling, m_shownArtillery, row,
            [this](const QList<MakArtillery> &all, const QString &key) { setArtillery(all, key); },
            QStringLiteral("mak-artillery"));
        auto *side = makeChoice(s.sideIds(), sideNames, a.side, tr("Side of %1").arg(where));
        connect(side, &QComboBox::currentIndexChanged, this, [side, changed] {
            changed([&](MakArtillery &x) { x.side = side->currentData().toString(); },
                    QStringLiteral("side"));
        });
        auto *type = makeChoice(types, types, a.type, tr("Type of %1").arg(where));
        connect(type, &QComboBox::currentIndexChanged, this, [type, changed] {
            changed([&](MakArtillery &x) { x.type = type->currentData().toString(); },
                    QStringLiteral("type"));
        });
        auto *board = makeChoice(boards, boards, a.board, tr("Board of %1").arg(where));
        connect(board, &QComboBox::currentIndexChanged, this, [board, changed] {
            changed([&](MakArtillery &x) { x.board = board->currentData().toString(); },
                    QStringLiteral("board"));
        });
        auto *direction = makeChoice(edgeDirections(), directionNames, a.direction,
                                     tr("Direction of %1 from its board").arg(where));
        connect(direction, &QComboBox::currentIndexChanged, this, [direction, changed] {
            changed([&](MakArtillery &x) { x.direction = direction->currentData().toString(); },
                    QStringLiteral("direction"));
        });
        auto *distance = makeSpin(1, 999, a.distance, tr("Hexes of %1 off the board").arg(where));
        connect(distance, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.distance = v; }, QStringLiteral("distance"));
        });
        auto *total = makeSpin(1, 999, a.total, tr("Rounds of %1 in all").arg(where));
        connect(total, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.total = v; }, QStringLiteral("total"));
        });
        auto *perTurn = makeSpin(1, 99, a.perTurn, tr("Rounds of %1 a turn").arg(where));
        connect(perTurn, &QSpinBox::valueChanged, this, [changed](int v) {
            changed([&](MakArtillery &x) { x.perTurn = v; }, QStringLiteral("per_turn"));
        });
        int column = 0;
        for (QWidget *w : {static_cast<QWidget *>(side), static_cast<QWidget *>(type),
                           static_cast<QWidget *>(board), static_cast<QWidget *>(direction),
                           static_cast<QWidget *>(distance), static_cast<QWidget *>(total),
                           static_cast<QWidget *>(perTurn)})
            m_artillery->setCellWidget(row, column++, w);
    }
    m_filling = filling;
}

void MakScenarioCard::setArtillery(const QList<MakArtillery> &artillery, const QString &mergeKey)
{
    pushFamily(mak::ArtilleryKey, makArtilleryValue(artillery), tr("Change Artillery"), mergeKey);
}

} // namespace hexwright
