// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario card's Victory tab: the O.G.P. thresholds and the markers the card names.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/mak/makrules.h"
#include "map/hexmap.h"
#include "scenario/victoryschema.h"
#include "scenario/victorytext.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexwright {

using namespace makcard;

namespace {
/// The lowest threshold's spin shows "any lower" (open below) at this value.
constexpr int OpenSpinValue = -100001;
} // namespace

QWidget *MakScenarioCard::buildVictoryTab()
{
    ListEditor::Texts texts;
    texts.note = tr("O.G.P. = VP of enemy units destroyed, immobilized or disarmed, "
                    "plus the scenario's extras, minus the VP of own artillery used. "
                    "From each threshold on, the result:");
    texts.objectName = QStringLiteral("makOgp");
    texts.accessibleName = tr("O.G.P. thresholds");
    texts.headings = QStringList {tr("From O.G.P."), tr("Result")};
    texts.add = tr("Add Threshold");
    texts.addObjectName = QStringLiteral("makAddThreshold");
    texts.remove = tr("Remove Threshold");
    texts.removeObjectName = QStringLiteral("makRemoveThreshold");
    auto *page = new ListEditor(texts);
    m_ogp = page->table();
    page->onAdd = [this] {
        QList<MakOgpThreshold> all = m_shownOgp;
        MakOgpThreshold t;
        t.min = all.isEmpty() || all.last().openBelow() ? 0 : all.last().min + 10;
        t.result = all.isEmpty() ? QStringLiteral("draw") : QStringLiteral("decisive_victory");
        all.append(t);
        setOgpThresholds(all);
    };
    page->onRemove = [this](int row) {
        QList<MakOgpThreshold> all = m_shownOgp;
        if (row >= all.size())
            return;
        all.removeAt(row);
        setOgpThresholds(all);
    };
    m_markers = new QLabel;
    m_markers->setObjectName(QStringLiteral("makMarkers"));
    m_markers->setWordWrap(true);
    m_markers->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    page->pageLayout()->addWidget(m_markers);
    return page;
}

void MakScenarioCard::refreshVictory()
{
    const Scenario &s = m_document->scenario();
    const QList<MakOgpThreshold> ogp = makOgpThresholds(s);
    const bool same = ogp.size() == m_shownOgp.size()
        && std::equal(ogp.cbegin(), ogp.cend(), m_shownOgp.cbegin(),
                      [](const MakOgpThreshold &a, const MakOgpThreshold &b) {
                          return a.min == b.min && a.result == b.result;
                      });
    if (!same || !m_ogpShown) {
        m_ogpShown = true;
        m_shownOgp = ogp;
        const bool filling = m_filling;
        m_filling = true;
        m_ogp->setRowCount(0);
        m_ogp->setRowCount(int(ogp.size()));
        QStringList resultNames;
        for (const QString &r : victoryLevelResults())
            resultNames.append(victoryResultName(r));
        for (int row = 0; row < ogp.size(); ++row) {
            const auto changed = rowChange<MakOgpThreshold>(
                m_filling, m_shownOgp, row,
                [this](const QList<MakOgpThreshold> &all, const QString &key) {
                    setOgpThresholds(all, key);
                },
                QStringLiteral("mak-ogp"));
            // The lowest threshold may be open below: its spin's lowest value says so.
            const int lowest = row == 0 ? OpenSpinValue : OpenSpinValue + 1;
            auto *min = makeSpin(lowest, 100000,
                                 ogp.at(row).openBelow() ? OpenSpinValue : ogp.at(row).min,
                                 tr("O.G.P. from which threshold %1 holds").arg(row + 1));
            if (row == 0)
                min->setSpecialValueText(tr("any lower"));
            connect(min, &QSpinBox::valueChanged, this, [changed](int v) {
                changed(
                    [&](MakOgpThreshold &x) {
                        x.min = v == OpenSpinValue ? MakOgpThreshold::OpenBelow : v;
                    },
                    QStringLiteral("min"));
            });
            auto *result = makeChoice(victoryLevelResults(), resultNames, ogp.at(row).result,
                                      tr("Result of threshold %1").arg(row + 1));
            connect(result, &QComboBox::currentIndexChanged, this, [result, changed] {
                changed([&](MakOgpThreshold &x) { x.result = result->currentData().toString(); },
                        QStringLiteral("result"));
            });
            m_ogp->setCellWidget(row, 0, min);
            m_ogp->setCellWidget(row, 1, result);
        }
        m_filling = filling;
    }
    // The shared parts the card names: placed with the marker tool, listed here.
    const auto where = [this](const QList<Marker> &markers) {
        QStringList hexes;
        for (const Marker &m : markers)
            hexes.append(m_document->map().label(m.hex));
        return hexes.isEmpty() ? tr("none") : hexes.join(QStringLiteral(", "));
    };
    QStringList positions;
    for (const Marker &m : makDefensivePositions(s))
        positions.append(
            tr("%1 (%2)").arg(m_document->map().label(m.hex)).arg(makDefensivePositionModifier(m)));
    m_markers->setText(
        tr("Placed as markers (Victory dock): defensive positions: %1; depots: %2; objectives: "
           "%3.")
            .arg(positions.isEmpty() ? tr("none") : positions.join(QStringLiteral(", ")),
                 where(makDepots(s)), where(makObjectives(s))));
}

void MakScenarioCard::setOgpThresholds(const QList<MakOgpThreshold> &thresholds,
                                       const QString &mergeKey)
{
    if (!m_document)
        return;
    const Scenario &s = m_document->scenario();
    QList<VictoryCondition> victory = s.victory;
    const QString id = makOgpConditionId(s);
    VictoryCondition *condition = nullptr;
    for (VictoryCondition &v : victory) {
        if (v.id == id)
            condition = &v;
    }
    if (!condition) {
        VictoryCondition v;
        v.id = uniqueId(QStringLiteral("ogp"), s.victoryIds());
        v.kind = QStringLiteral("victory_points");
        victory.append(v);
        condition = &victory.last();
    }
    QVariantList levels;
    for (const MakOgpThreshold &t : thresholds) {
        QVariantMap level {{QStringLiteral("result"), t.result}};
        if (!t.openBelow()) // the lowest, open below, has no min (victoryLevelMin())
            level.insert(QStringLiteral("min"), t.min);
        levels.append(level);
    }
    if (levels.isEmpty())
        condition->parameters.remove(QStringLiteral("levels"));
    else
        condition->parameters.insert(QStringLiteral("levels"), levels);
    if (victory != s.victory)
        push(new ChangeVictory(m_document, victory, tr("Change O.G.P. Thresholds"), mergeKey));
}

} // namespace hexwright
