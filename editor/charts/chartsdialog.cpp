// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartsdialog.h"

#include "charts/chartedits.h"
#include "charts/charttablemodel.h"
#include "ruleset/chartoverride.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace hexwright {

namespace {

/// The legend's swatch: the provisional tint with its star.
QLabel *makeSwatch(QWidget *parent)
{
    auto *swatch = new QLabel(QStringLiteral("*"), parent);
    swatch->setAlignment(Qt::AlignCenter);
    swatch->setFixedSize(28, 20);
    swatch->setAutoFillBackground(true);
    QPalette palette = swatch->palette();
    palette.setColor(QPalette::Window, provisionalTint(palette.color(QPalette::Base)));
    swatch->setPalette(palette);
    swatch->setFrameShape(QFrame::Box);
    return swatch;
}

QString listLabel(const Chart &chart)
{
    return chart.hasProvisional() ? ChartsDialog::tr("%1 (provisional)").arg(chart.title)
                                  : chart.title;
}

} // namespace

ChartsDialog::ChartsDialog(RulesetRegistry &registry, const Ruleset &ruleset, QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_rulesetId(ruleset.id)
    , m_edits(new ChartEdits(ruleset.charts, ruleset.bundledCharts, this))
    , m_model(new ChartTableModel(m_edits, this))
    , m_list(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_note(new QLabel(this))
    , m_table(new QTableView(this))
    , m_problems(new QLabel(this))
    , m_status(new QLabel(this))
    , m_save(new QPushButton(tr("&Save"), this))
    , m_revert(new QPushButton(tr("Revert to &Bundled Values"), this))
{
    setObjectName(QStringLiteral("chartsDialog"));
    setWindowTitle(tr("Ruleset Charts: %1").arg(ruleset.name));

    m_list->setObjectName(QStringLiteral("chartList"));
    m_list->setAccessibleName(tr("Charts"));
    for (const Chart &chart : ruleset.charts)
        m_list->addItem(listLabel(chart));
    m_list->setMaximumWidth(280);

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_note->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("chartTable"));
    m_table->setAccessibleName(tr("Chart values"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_problems->setWordWrap(true);
    m_problems->setObjectName(QStringLiteral("chartProblems"));
    m_status->setWordWrap(true);

    auto *legend = new QHBoxLayout;
    legend->addWidget(makeSwatch(this));
    legend->addWidget(new QLabel(tr("provisional: our values, not the book's. Type the printed "
                                    "value over one to make it yours."),
                                 this),
                      1);

    QUndoStack *undo = m_edits->undoStack();
    QAction *undoAction = undo->createUndoAction(this, tr("&Undo"));
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setIcon(actionIcon(QStringLiteral("edit-undo")));
    QAction *redoAction = undo->createRedoAction(this, tr("&Redo"));
    redoAction->setShortcut(QKeySequence::Redo);
    redoAction->setIcon(actionIcon(QStringLiteral("edit-redo")));
    addAction(undoAction);
    addAction(redoAction);
    auto *undoButton = new QToolButton(this);
    undoButton->setDefaultAction(undoAction);
    undoButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *redoButton = new QToolButton(this);
    redoButton->setDefaultAction(redoAction);
    redoButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    buttons->addButton(m_revert, QDialogButtonBox::ResetRole);
    m_save->setToolTip(tr("Save your values as your own chart file, read over the bundled "
                          "values whenever this ruleset loads"));
    m_revert->setToolTip(tr("Put every chart back to the values that come with Hexwright "
                            "(undoable; Save to keep it)"));
    connect(buttons, &QDialogButtonBox::rejected, this, &ChartsDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    connect(m_revert, &QPushButton::clicked, this, [this] { m_edits->revertToBundled(); });

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(undoButton);
    bottom->addWidget(redoButton);
    bottom->addStretch(1);
    bottom->addWidget(buttons);

    auto *right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_note);
    right->addWidget(m_table, 1);
    right->addLayout(legend);
    right->addWidget(m_problems);
    right->addWidget(m_status);

    auto *top = new QHBoxLayout;
    top->addWidget(m_list);
    top->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(bottom);

    connect(m_list, &QListWidget::currentRowChanged, this, &ChartsDialog::showChart);
    connect(m_model, &ChartTableModel::problemsChanged, this, &ChartsDialog::updateProblems);
    connect(undo, &QUndoStack::cleanChanged, this, &ChartsDialog::updateState);
    connect(undo, &QUndoStack::indexChanged, this, &ChartsDialog::updateState);
    connect(m_edits, &ChartEdits::chartsReset, this, &ChartsDialog::updateState);

    if (!ruleset.charts.isEmpty())
        m_list->setCurrentRow(0);
    updateState();
    fitToScreen(this, QSize(820, 520));
}

ChartsDialog::~ChartsDialog() = default;

void ChartsDialog::showChart(int index)
{
    const QList<Chart> &charts = m_edits->charts();
    if (index < 0 || index >= charts.size())
        return;
    if (m_list->currentRow() != index)
        m_list->setCurrentRow(index);
    m_model->setChartIndex(index);
    m_title->setText(charts.at(index).title);
    m_note->setText(charts.at(index).note);
    m_table->resizeRowsToContents();
}

int ChartsDialog::shownChart() const
{
    return m_model->chartIndex();
}

QString ChartsDialog::overridePath() const
{
    const QString folder = m_registry.userChartsFolder();
    return folder.isEmpty() ? QString() : chartOverridePath(folder, m_rulesetId);
}

bool ChartsDialog::save(QString *error)
{
    QString why;
    const QString path = overridePath();
    if (path.isEmpty()) {
        why = tr("this ruleset reads no chart values of your own");
    } else if (!saveChartOverride(path, m_rulesetId, m_edits->bundled(), m_edits->charts(), &why)) {
        if (why.isEmpty())
            why = tr("could not write %1").arg(path);
    }
    if (!why.isEmpty()) {
        m_status->setText(tr("Not saved: %1").arg(why));
        if (error)
            *error = why;
        return false;
    }
    m_registry.replaceCharts(m_rulesetId, m_edits->charts());
    m_edits->undoStack()->setClean();
    const int count = countChartOverrides(m_edits->bundled(), m_edits->charts());
    m_status->setText(count == 0
                          ? tr("Saved: the bundled values apply.")
                          : tr("Saved %n value(s) of your own to %1.", nullptr, count).arg(path));
    updateState();
    return true;
}

void ChartsDialog::reject()
{
    if (!m_edits->undoStack()->isClean()) {
        const auto answer = QMessageBox::question(
            this, windowTitle(), tr("Save the chart values you changed?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return;
        if (answer == QMessageBox::Save && !save())
            return;
    }
    QDialog::reject();
}

void ChartsDialog::updateState()
{
    const QList<Chart> &charts = m_edits->charts();
    for (int i = 0; i < charts.size() && i < m_list->count(); ++i)
        m_list->item(i)->setText(listLabel(charts.at(i)));
    const bool canSave = !overridePath().isEmpty();
    m_save->setEnabled(canSave && !m_edits->undoStack()->isClean());
    if (!canSave)
        m_save->setToolTip(tr("Hexwright has no user data folder to save your values in"));
    m_revert->setEnabled(countChartOverrides(m_edits->bundled(), charts) > 0);
}

void ChartsDialog::updateProblems()
{
    const QList<ChartProblem> &problems = m_model->problems();
    const Chart *chart = shownChart() >= 0 && shownChart() < m_edits->charts().size()
        ? &m_edits->charts().at(shownChart())
        : nullptr;
    if (problems.isEmpty() || !chart) {
        m_problems->setText(tr("Every value passes the chart's checks."));
        return;
    }
    QStringList lines;
    for (const ChartProblem &p : problems)
        lines.append(tr("%1, %2: %3")
                         .arg(chart->rows.value(p.row), chart->columns.value(p.column), p.message)
                         .toHtmlEscaped());
    m_problems->setText(QStringLiteral("<span style=\"color:#c01818\">%1</span>")
                            .arg(lines.join(QStringLiteral("<br>"))));
}

} // namespace hexwright
