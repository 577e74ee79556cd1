// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The design workbench's running totals as bars, and the design constraints, live.

#include "families/striker/designworkbench.h"
#include "families/striker/designworkbench_p.h"

#include "document/scenariodocument.h"
#include "families/striker/strikerrules.h"

#include <QAction>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hexwright {

using namespace designworkbench;

QWidget *DesignWorkbench::buildTotals()
{
    auto *panel = new QWidget;
    auto *v = new QVBoxLayout(panel);
    v->setContentsMargins(0, 0, 0, 0);
    auto *box = new QGroupBox(tr("Running totals"));
    auto *f = new QFormLayout(box);
    auto bar = [&](const QString &id, const QString &label) {
        auto *b = new QProgressBar;
        b->setObjectName(id + QStringLiteral("Bar"));
        b->setAccessibleName(label);
        b->setRange(0, 1000);
        b->setTextVisible(true);
        m_bars.insert(id, b);
        f->addRow(label + QLatin1Char(':'), b);
    };
    auto value = [&](const QString &id, const QString &label) {
        auto *l = new QLabel;
        l->setObjectName(id + QStringLiteral("Value"));
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_values.insert(id, l);
        f->addRow(label + QLatin1Char(':'), l);
    };
    bar(QStringLiteral("volume"), tr("Volume"));
    bar(QStringLiteral("power"), tr("Power"));
    bar(QStringLiteral("speed"), tr("Speed"));
    bar(QStringLiteral("maintenance"), tr("Maintenance"));
    value(QStringLiteral("weight"), tr("Weight"));
    value(QStringLiteral("powerToWeight"), tr("Power/weight"));
    value(QStringLiteral("price"), tr("Price"));
    value(QStringLiteral("importPrice"), tr("Import price"));
    v->addWidget(box);
    m_provisional = new QLabel;
    m_provisional->setWordWrap(true);
    v->addWidget(m_provisional);
    auto *charts = new QPushButton(tr("Book 3 &Charts..."));
    charts->setObjectName(QStringLiteral("book3ChartsButton"));
    charts->setToolTip(tr("The provisional values the totals rest on, in the Charts editor: "
                          "type Book 3's own if you have it"));
    connect(charts, &QPushButton::clicked, this, [this] {
        // The Charts editor of the Scenario menu: built once, found by its name.
        if (auto *action = parentWidget() ? parentWidget()->window()->findChild<QAction *>(
                               QStringLiteral("rulesetChartsAction"))
                                          : nullptr)
            action->trigger();
    });
    v->addWidget(charts, 0, Qt::AlignLeft);
    auto *constraints = new QGroupBox(tr("Design constraints"));
    auto *cv = new QVBoxLayout(constraints);
    m_problems = new QListWidget;
    m_problems->setObjectName(QStringLiteral("constraintList"));
    m_problems->setAccessibleName(tr("Design constraints"));
    m_problems->setWordWrap(true);
    connect(m_problems, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { jumpTo(item->data(Qt::UserRole).toString()); });
    connect(m_problems, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { jumpTo(item->data(Qt::UserRole).toString()); });
    cv->addWidget(m_problems);
    v->addWidget(constraints, 1);
    return panel;
}

void DesignWorkbench::showTotals(const StrikerDesign &design)
{
    const StrikerDesignRules rules(m_document->ruleset(), strikerWorld(m_document->scenario()));
    const StrikerTotals t = rules.totals(design);
    bool anyProvisional = false;
    auto mark = [&](const StrikerTotal &total) {
        anyProvisional = anyProvisional || total.provisional;
        return total.provisional ? Dagger : QString();
    };
    auto setBar = [this](const QString &id, double value, double maximum, const QString &text,
                         bool alert = true) {
        QProgressBar *b = m_bars.value(id);
        const double share = maximum > 0 ? value / maximum : (value > 0 ? 2.0 : 0.0);
        b->setValue(int(std::clamp(share, 0.0, 1.0) * 1000));
        b->setFormat(text);
        // Over what it has: the bar in an alert colour.
        QPalette palette = b->parentWidget() ? b->parentWidget()->palette() : b->palette();
        if (alert && share > 1.0)
            palette.setColor(QPalette::Highlight, QColor(0xc0, 0x30, 0x30));
        b->setPalette(palette);
        b->setProperty("over", alert && share > 1.0);
        b->setToolTip(text);
    };
    const QString volumeMark = mark(t.volumeUsed);
    setBar(QStringLiteral("volume"), t.volumeUsed.value, t.volumeAvailable,
           tr("%1 / %2 m³%3")
               .arg(t.volumeUsed.value, 0, 'f', 1)
               .arg(t.volumeAvailable, 0, 'f', 1)
               .arg(volumeMark));
    const QString powerMark = mark(t.powerNeeded);
    setBar(QStringLiteral("power"), t.powerNeeded.value, t.powerOutput,
           tr("%1 / %2 MW%3")
               .arg(t.powerNeeded.value, 0, 'f', 2)
               .arg(t.powerOutput, 0, 'f', 2)
               .arg(powerMark));
    const QString speedMark = mark(t.speed);
    setBar(QStringLiteral("speed"), t.speed.value, t.topSpeed.value,
           tr("%1 km/h (top %2)%3")
               .arg(t.speed.value, 0, 'f', 0)
               .arg(t.topSpeed.value, 0, 'f', 0)
               .arg(speedMark));
    // One mechanic keeps 50 maintenance points.
    const double perMechanic = strikerRules(m_document->ruleset())
                                   .support.value(QStringLiteral("mechanics"))
                                   .value(QStringLiteral("maintenance_points_each"), 50);
    // Not a capacity: the bar fills the mechanics it takes, the last one's share showing.
    const double mechanics = perMechanic > 0 ? t.maintenancePoints / perMechanic : 0;
    setBar(QStringLiteral("maintenance"), t.maintenancePoints,
           std::max(1.0, std::ceil(mechanics)) * perMechanic,
           tr("%1 points: %2 mechanics").arg(t.maintenancePoints).arg(mechanics, 0, 'f', 1), false);
    m_values.value(QStringLiteral("weight"))
        ->setText(tr("%1 t%2").arg(t.weight.value, 0, 'f', 2).arg(mark(t.weight)));
    m_values.value(QStringLiteral("powerToWeight"))
        ->setText(tr("%1 kW/t%2").arg(t.powerToWeight.value, 0, 'f', 1).arg(mark(t.powerToWeight)));
    m_values.value(QStringLiteral("price"))
        ->setText(tr("Cr%1%2").arg(credits(t.price.value), mark(t.price)));
    m_values.value(QStringLiteral("importPrice"))
        ->setText(t.importPrice ? tr("Cr%1%2").arg(credits(*t.importPrice), mark(t.price))
                                : tr("none (built where used)"));
    QString note = anyProvisional
        ? tr("\u2020 Provisional: Book 3 (weights, volumes, prices, power, the speed formula) is "
             "lost; these totals use our values until you type the book's in its charts.")
        : tr("Every total uses values you entered from Book 3.");
    if (!t.missing.isEmpty())
        note += QLatin1Char(' ')
            + tr("No chart row for: %1.").arg(t.missing.join(QStringLiteral(", ")));
    m_provisional->setText(note);

    const StrikerWorld world = strikerWorld(m_document->scenario());
    m_worldLabel->setText(
        world.atmosphere.isEmpty()
            ? tr("The scenario names no world: the design is checked on its "
                 "own atmosphere and G.")
            : tr("Checked on the scenario's world: %1 atmosphere%2.")
                  .arg(rules.rules().atmosphere(world.atmosphere)
                           ? rules.rules().atmosphere(world.atmosphere)->name
                           : world.atmosphere,
                       world.gravity > 0 ? tr(", %1 G").arg(world.gravity) : QString()));

    // The constraints, live
    m_problems->clear();
    if (m_currentId.isEmpty()) {
        m_problems->addItem(tr("No design: New makes one."));
        return;
    }
    const QList<StrikerDesignProblem> problems = rules.check(design);
    for (const StrikerDesignProblem &p : problems) {
        const QStyle::StandardPixmap icon = p.severity == Severity::Error
            ? QStyle::SP_MessageBoxCritical
            : p.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                              : QStyle::SP_MessageBoxInformation;
        const QString text = p.constraint > 0 ? tr("%1. %2").arg(p.constraint).arg(p.message)
                                              : tr("%1 (ours)").arg(p.message);
        auto *item = new QListWidgetItem(style()->standardIcon(icon), text);
        item->setData(Qt::UserRole, p.field);
        item->setToolTip(p.constraint > 0
                             ? tr("Design constraint %1 of the text. Click to go to the field.")
                                   .arg(p.constraint)
                             : tr("Our own check, on the provisional Book 3 values. Click to go "
                                  "to the field."));
        m_problems->addItem(item);
    }
    if (problems.isEmpty())
        m_problems->addItem(new QListWidgetItem(style()->standardIcon(QStyle::SP_DialogApplyButton),
                                                tr("The design meets the 13 design constraints "
                                                   "of the text.")));
}

} // namespace hexwright
