// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario card's Mines and Night tab: mine points, minefields and night.

#include "families/mak/makscenariocard.h"
#include "families/mak/makscenariocard_p.h"

#include "document/scenariodocument.h"
#include "edit/familyedits.h"
#include "families/mak/makrules.h"
#include "map/hexmap.h"
#include "scenario/scenarioreader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexwright {

using namespace makcard;

QWidget *MakScenarioCard::buildMinesTab()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *points = new QGroupBox(tr("Mine points each side lays [19.1]"));
    m_minesForm = new QFormLayout(points);
    layout->addWidget(points);
    ListEditor::Texts texts;
    texts.note = tr("Minefields laid at set-up (secret from the other side):");
    texts.objectName = QStringLiteral("makMinefields");
    texts.accessibleName = tr("Minefields laid at set-up");
    texts.headings = QStringList {tr("Side"), tr("Hex"), tr("Power")};
    texts.add = tr("Add Minefield");
    texts.addObjectName = QStringLiteral("makAddMinefield");
    texts.remove = tr("Remove Minefield");
    texts.removeObjectName = QStringLiteral("makRemoveMinefield");
    auto *minefields = new ListEditor(texts);
    m_minefields = minefields->table();
    minefields->pageLayout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(minefields);
    minefields->onAdd = [this] {
        if (!m_document)
            return;
        const Scenario &s = m_document->scenario();
        MakMinefield f;
        f.side = s.sides.isEmpty() ? QString() : s.sides.first().id;
        f.power = makRules(m_document->ruleset()).minesMin;
        QList<MakMinefield> all = m_shownMinefields;
        all.append(f);
        setMinefields(all);
    };
    minefields->onRemove = [this](int row) {
        QList<MakMinefield> all = m_shownMinefields;
        if (row >= all.size())
            return;
        all.removeAt(row);
        setMinefields(all);
    };
    m_night = new QCheckBox(tr("&Night: manned units take the darkness modifier [19.3]"));
    m_night->setObjectName(QStringLiteral("makNight"));
    m_night->setAccessibleName(tr("Night scenario"));
    layout->addWidget(m_night);
    connect(m_night, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_filling)
            setNight(on);
    });
    return page;
}

void MakScenarioCard::refreshMines()
{
    const Scenario &s = m_document->scenario();
    const bool filling = m_filling;
    m_filling = true;
    const QMap<QString, int> points = makMinePoints(s);
    if (s.sideIds() != m_shownMineSides) {
        m_shownMineSides = s.sideIds();
        while (m_minesForm->rowCount() > 0)
            m_minesForm->removeRow(0);
        for (const Side &side : s.sides) {
            const QString id = side.id;
            QSpinBox *spin
                = makeSpin(0, 9999, points.value(id), tr("Mine points of %1").arg(side.name));
            spin->setObjectName(QStringLiteral("makMines-") + id);
            m_minesForm->addRow(side.name + QLatin1Char(':'), spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, id](int v) {
                if (!m_filling)
                    setMinePoints(id, v);
            });
        }
    } else {
        for (const Side &side : s.sides) {
            if (auto *spin = findChild<QSpinBox *>(QStringLiteral("makMines-") + side.id))
                spin->setValue(points.value(side.id));
        }
    }
    m_night->setChecked(makNight(s));

    const QList<MakMinefield> fields = makMinefields(s);
    if (!(fields == m_shownMinefields && m_minefields->rowCount() == fields.size())) {
        m_shownMinefields = fields;
        QStringList sideNames;
        for (const Side &side : s.sides)
            sideNames.append(side.name);
        const MakRules &rules = makRules(m_document->ruleset());
        m_minefields->setRowCount(0);
        m_minefields->setRowCount(int(fields.size()));
        for (int row = 0; row < fields.size(); ++row) {
            const MakMinefield &f = fields.at(row);
            const QString where = tr("minefield %1").arg(row + 1);
            const auto changed = rowChange<MakMinefield>(
                m_filling, m_shownMinefields, row,
                [this](const QList<MakMinefield> &all, const QString &key) {
                    setMinefields(all, key);
                },
                QStringLiteral("mak-minefield"));
            auto *side = makeChoice(s.sideIds(), sideNames, f.side, tr("Side of %1").arg(where));
            connect(side, &QComboBox::currentIndexChanged, this, [side, changed] {
                changed([&](MakMinefield &x) { x.side = side->currentData().toString(); },
                        QStringLiteral("side"));
            });
            auto *hex = new QLineEdit(m_document->map().label(f.hex));
            hex->setAccessibleName(tr("Hex of %1").arg(where));
            connect(hex, &QLineEdit::editingFinished, this, [this, hex, changed] {
                OffsetCoord at;
                if (!parseMapHexLabel(hex->text().trimmed(), &at)) {
                    hex->setToolTip(tr("Write a hex label such as 0405"));
                    return;
                }
                changed([&](MakMinefield &x) { x.hex = at; }, QStringLiteral("hex"));
            });
            auto *power
                = makeSpin(1, rules.minesArtilleryMax, f.power, tr("Power of %1").arg(where));
            connect(power, &QSpinBox::valueChanged, this, [changed](int v) {
                changed([&](MakMinefield &x) { x.power = v; }, QStringLiteral("power"));
            });
            m_minefields->setCellWidget(row, 0, side);
            m_minefields->setCellWidget(row, 1, hex);
            m_minefields->setCellWidget(row, 2, power);
        }
    }
    m_filling = filling;
}

void MakScenarioCard::setMinePoints(const QString &sideId, int points)
{
    if (!m_document)
        return;
    QMap<QString, int> all = makMinePoints(m_document->scenario());
    all.insert(sideId, points);
    pushFamily(mak::MinesKey, makMinePointsValue(all), tr("Change Mine Points"),
               QStringLiteral("mak-mines-") + sideId);
}

void MakScenarioCard::setMinefields(const QList<MakMinefield> &minefields, const QString &mergeKey)
{
    pushFamily(mak::MinefieldsKey, makMinefieldsValue(minefields), tr("Change Minefields"),
               mergeKey);
}

void MakScenarioCard::setNight(bool night)
{
    pushFamily(mak::NightKey, makNightValue(night), night ? tr("Night") : tr("Day"));
}

} // namespace hexwright
