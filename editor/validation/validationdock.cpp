// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validationdock.h"

#include "validation/problemmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace hexwright {

ValidationDock::ValidationDock(QWidget *parent)
    : QDockWidget(tr("Problems"), parent)
    , m_model(new ProblemModel(this))
{
    setObjectName(QStringLiteral("problemsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);

    auto *bar = new QHBoxLayout;
    bar->setSpacing(2);
    const auto button = [this, body, bar](const char *name, QStyle::StandardPixmap icon,
                                          const QString &accessibleName) {
        auto *b = new QToolButton(body);
        b->setObjectName(QLatin1String(name));
        b->setCheckable(true);
        b->setChecked(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setIcon(style()->standardIcon(icon));
        b->setAccessibleName(accessibleName);
        bar->addWidget(b);
        return b;
    };
    m_errorsButton = button("problemsErrorsButton", QStyle::SP_MessageBoxCritical, tr("Errors"));
    m_warningsButton
        = button("problemsWarningsButton", QStyle::SP_MessageBoxWarning, tr("Warnings"));
    m_infoButton = button("problemsInfoButton", QStyle::SP_MessageBoxInformation, tr("Notes"));
    m_search = new QLineEdit(body);
    m_search->setObjectName(QStringLiteral("problemsSearch"));
    m_search->setAccessibleName(tr("Search problems"));
    m_search->setPlaceholderText(tr("Filter problems"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(60);
    m_search->setToolTip(tr("Show only the problems whose message, check or hex contains "
                            "this text"));
    bar->addWidget(m_search, 1);
    layout->addLayout(bar);

    m_view = new QTreeView(body);
    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setAccessibleName(tr("Problems"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ProblemModel::MessageColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ProblemModel::CodeColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ProblemModel::HexColumn, QHeaderView::ResizeToContents);
    m_view->setToolTip(QString());
    layout->addWidget(m_view, 1);

    auto *empty = new QLabel(body);
    empty->setObjectName(QStringLiteral("problemsEmptyLabel"));
    empty->setAlignment(Qt::AlignCenter);
    empty->setWordWrap(true);
    empty->setEnabled(false);
    layout->addWidget(empty, 1);
    setWidget(body);

    connect(m_errorsButton, &QToolButton::toggled, this,
            [this](bool on) { m_model->setSeverityShown(Severity::Error, on); });
    connect(m_warningsButton, &QToolButton::toggled, this,
            [this](bool on) { m_model->setSeverityShown(Severity::Warning, on); });
    connect(m_infoButton, &QToolButton::toggled, this,
            [this](bool on) { m_model->setSeverityShown(Severity::Info, on); });
    connect(m_search, &QLineEdit::textChanged, m_model, &ProblemModel::setFilterText);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (const Diagnostic *d = m_model->problem(index))
            Q_EMIT problemActivated(*d);
    });
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_collapsed.insert(index.data(ProblemModel::GroupKeyRole).toString());
    });
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        m_collapsed.remove(index.data(ProblemModel::GroupKeyRole).toString());
    });
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &ValidationDock::saveState);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this, empty] {
        restoreState();
        updateCounts();
        const bool nothing = m_model->rowCount() == 0;
        m_view->setVisible(!nothing);
        empty->setVisible(nothing);
        empty->setText(m_model->allProblems().isEmpty() ? tr("No problems found.")
                                                        : tr("The filters hide every problem."));
        Q_EMIT shownProblemsChanged();
    });
    m_view->setVisible(false);
    empty->setText(tr("No problems found."));
    updateCounts();
}

QToolButton *ValidationDock::filterButton(Severity severity) const
{
    switch (severity) {
    case Severity::Error:
        return m_errorsButton;
    case Severity::Warning:
        return m_warningsButton;
    case Severity::Info:
        break;
    }
    return m_infoButton;
}

void ValidationDock::setSeverityShown(Severity severity, bool shown)
{
    filterButton(severity)->setChecked(shown);
}

const Diagnostic *ValidationDock::currentProblem() const
{
    return m_model->problem(m_view->currentIndex());
}

bool ValidationDock::selectProblem(const Diagnostic &diagnostic)
{
    const QModelIndex index = m_model->indexOf(diagnostic);
    if (!index.isValid())
        return false;
    m_view->expand(index.parent());
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

void ValidationDock::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void ValidationDock::saveState()
{
    if (const Diagnostic *d = currentProblem())
        m_selected = *d;
    else
        m_selected.reset();
}

void ValidationDock::restoreState()
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex group = m_model->index(row, 0);
        m_view->setExpanded(
            group, !m_collapsed.contains(group.data(ProblemModel::GroupKeyRole).toString()));
    }
    // The problem selected before stays selected while it is still there.
    if (m_selected) {
        const QModelIndex index = m_model->indexOf(*m_selected);
        if (index.isValid())
            m_view->setCurrentIndex(index);
    }
}

void ValidationDock::updateCounts()
{
    const int errors = m_model->count(Severity::Error);
    const int warnings = m_model->count(Severity::Warning);
    const int info = m_model->count(Severity::Info);
    // Just the numbers beside the icons, so the dock fits beside the reinforcement timeline.
    m_errorsButton->setText(QString::number(errors));
    m_warningsButton->setText(QString::number(warnings));
    m_infoButton->setText(QString::number(info));
    m_errorsButton->setToolTip(errors == 1
                                   ? tr("1 error: click to show or hide it")
                                   : tr("%n errors: click to show or hide them", nullptr, errors));
    m_warningsButton->setToolTip(
        warnings == 1 ? tr("1 warning: click to show or hide it")
                      : tr("%n warnings: click to show or hide them", nullptr, warnings));
    m_infoButton->setToolTip(info == 1 ? tr("1 note: click to show or hide it")
                                       : tr("%n notes: click to show or hide them", nullptr, info));
    const int total = errors + warnings + info;
    setWindowTitle(total > 0 ? tr("Problems (%1)").arg(total) : tr("Problems"));
}

} // namespace hexwright
