// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The design workbench's World part: the scenario's world (size, G, atmosphere, weather,
// light) and the checks it drives on the design shown, live, each going to its field.

#include "families/striker/designworkbench.h"
#include "families/striker/designworkbench_p.h"

#include "document/scenariodocument.h"
#include "families/striker/strikerforcedialog.h"
#include "families/striker/strikerrules.h"

#include <QAction>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hexwright {

using namespace designworkbench;

QWidget *DesignWorkbench::buildWorld()
{
    auto *box = new QGroupBox(tr("World (the scenario's)"));
    box->setObjectName(QStringLiteral("worldPart"));
    auto *v = new QVBoxLayout(box);
    auto *top = new QHBoxLayout;
    m_worldSummary = new QLabel;
    m_worldSummary->setObjectName(QStringLiteral("worldSummary"));
    m_worldSummary->setWordWrap(true);
    m_worldSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_worldSummary, 1);
    auto *edit = new QPushButton(tr("Edit &World..."));
    edit->setObjectName(QStringLiteral("editWorldButton"));
    edit->setToolTip(tr("Set the scenario's world in Force and Environment"));
    connect(edit, &QPushButton::clicked, this, &DesignWorkbench::editWorld);
    top->addWidget(edit, 0, Qt::AlignTop);
    v->addLayout(top);
    m_worldChecks = new QListWidget;
    m_worldChecks->setObjectName(QStringLiteral("worldChecks"));
    m_worldChecks->setAccessibleName(tr("What the world does to the design"));
    m_worldChecks->setWordWrap(true);
    m_worldChecks->setMinimumHeight(120);
    connect(m_worldChecks, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { jumpTo(item->data(Qt::UserRole).toString()); });
    connect(m_worldChecks, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { jumpTo(item->data(Qt::UserRole).toString()); });
    v->addWidget(m_worldChecks);
    return box;
}

void DesignWorkbench::showWorld(const StrikerDesign &design)
{
    const Ruleset &ruleset = m_document->ruleset();
    const StrikerRules &rules = strikerRules(ruleset);
    const StrikerWorld world = strikerWorld(m_document->scenario());
    const QString notGiven = tr("not given");
    QString size = notGiven;
    if (const int horizon = rules.horizonCm(world.size); horizon > 0)
        size = tr("%1 (horizon %2 cm)").arg(world.size).arg(horizon);
    const StrikerAtmosphere *a = rules.atmosphere(world.atmosphere);
    QString weather = tr("clear");
    for (const StrikerWeather &w : rules.weather) {
        if (w.id == world.weather)
            weather = tr("%1 (visibility x%2)").arg(w.name).arg(w.visibility);
    }
    m_worldSummary->setText(
        tr("Size %1; atmosphere %2; gravity %3; weather %4; %5.")
            .arg(size, a ? a->name : notGiven,
                 world.gravity > 0 ? tr("%1 G").arg(world.gravity) : notGiven, weather,
                 world.night > 0 ? tr("night, visibility x%1").arg(world.night) : tr("day"))
        + (world.atmosphere.isEmpty() ? QLatin1Char(' ')
                   + tr("With no atmosphere given, each design is checked on its own.")
                                      : QString()));

    m_worldChecks->clear();
    if (m_currentId.isEmpty())
        return;
    const StrikerDesignRules designRules(ruleset, world);
    for (const StrikerWorldCheck &check : designRules.worldChecks(design)) {
        using State = StrikerWorldCheck::State;
        QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
        if (check.state == State::Broken)
            icon = check.severity == Severity::Error  ? QStyle::SP_MessageBoxCritical
                : check.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                      : QStyle::SP_MessageBoxInformation;
        const QString text = check.constraint > 0
            ? tr("%1. %2").arg(check.constraint).arg(check.text)
            : check.text;
        auto *item = check.state == State::NotApplicable
            ? new QListWidgetItem(text)
            : new QListWidgetItem(style()->standardIcon(icon), text);
        item->setData(Qt::UserRole, check.field);
        item->setData(Qt::UserRole + 1, int(check.state));
        if (check.state == State::NotApplicable)
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        item->setToolTip(check.constraint > 0
                             ? tr("Design constraint %1 of the text, on the scenario's world. "
                                  "Click to go to the field.")
                                   .arg(check.constraint)
                             : tr("Rules 48 (weather) and 53 (gravity). Click to go to the "
                                  "field."));
        m_worldChecks->addItem(item);
    }
}

void DesignWorkbench::editWorld()
{
    QWidget *window = parentWidget() ? parentWidget()->window() : nullptr;
    auto *action
        = window ? window->findChild<QAction *>(QStringLiteral("strikerForceAction")) : nullptr;
    if (!action)
        return;
    action->trigger();
    if (auto *dialog = window->findChild<StrikerForceDialog *>()) {
        // The environment tab: the last one.
        dialog->tabs()->setCurrentIndex(dialog->tabs()->count() - 1);
        dialog->raise();
        dialog->activateWindow();
    }
}

} // namespace hexwright
