// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/recoverydialog.h"

#include "mainwindow.h"
#include "shell/screensize.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QLockFile>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexwright {

RecoveryDialog::RecoveryDialog(const std::vector<RecoveryCandidate> &candidates, QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
    , m_choices(candidates.size(), Choice::Later)
{
    setWindowTitle(tr("Recover Unsaved Work"));
    auto *intro = new QLabel(
        tr("Hexwright did not close normally. It kept copies of these scenarios with the "
           "changes that were not saved. Tick the ones to recover or discard."),
        this);
    intro->setWordWrap(true);

    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Scenario"), tr("File"), tr("Autosaved"), tr("Contents")});
    for (const RecoveryCandidate &candidate : candidates) {
        const RecoveryEntry &entry = candidate.entry;
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, entry.title);
        item->setCheckState(0, Qt::Checked);
        item->setText(1,
                      entry.original.isEmpty() ? tr("Untitled (never saved)")
                                               : QDir::toNativeSeparators(entry.original));
        item->setToolTip(1, item->text(1));
        item->setText(2, QLocale().toString(entry.saved.toLocalTime(), QLocale::ShortFormat));
        item->setText(3, entry.summary);
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    recover->setObjectName(QStringLiteral("recoverButton"));
    QPushButton *discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton *later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    recover->setDefault(true);
    connect(recover, &QPushButton::clicked, this, [this] { finish(Choice::Recover); });
    connect(discard, &QPushButton::clicked, this, [this] { finish(Choice::Discard); });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    fitToScreen(this, QSize(480, 240), QSize(760, 320));
}

RecoveryDialog::Choice RecoveryDialog::choice(int index) const
{
    return m_choices.at(size_t(index));
}

void RecoveryDialog::finish(Choice forTicked)
{
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        if (m_list->topLevelItem(row)->checkState(0) == Qt::Checked)
            m_choices[size_t(row)] = forTicked;
    }
    accept();
}

int offerRecovery(MainWindow &window)
{
    const std::vector<RecoveryCandidate> candidates = orphanedRecoveries();
    if (candidates.empty())
        return 0;
    RecoveryDialog dialog(candidates, &window);
    dialog.exec();
    int recovered = 0;
    for (size_t index = 0; index < candidates.size(); ++index) {
        const RecoveryCandidate &candidate = candidates.at(index);
        switch (dialog.choice(int(index))) {
        case RecoveryDialog::Choice::Recover: {
            MainWindow *target = &window;
            if (recovered > 0) {
                // One document per window: each further one gets its own.
                target = new MainWindow;
                target->setAttribute(Qt::WA_DeleteOnClose);
                target->show();
            }
            if (target->recoverFile(candidate))
                ++recovered;
            break;
        }
        case RecoveryDialog::Choice::Discard:
            removeRecovery(candidate.entry.id, candidate.lock.get());
            break;
        case RecoveryDialog::Choice::Later:
            // The copy stays; letting go of the lock offers it again at the next start.
            candidate.lock->unlock();
            break;
        }
    }
    return recovered;
}

} // namespace hexwright
