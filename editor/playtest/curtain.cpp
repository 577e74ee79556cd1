// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/curtain.h"

#include "shell/actionicons.h"

#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexwright {

Curtain::Curtain(QWidget *window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("curtain"));
    setAccessibleName(tr("Curtain between players"));
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("curtainHeading"));
    m_heading->setAlignment(Qt::AlignCenter);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_heading->setFont(big);
    layout->addWidget(m_heading);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("curtainNote"));
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    layout->addSpacing(16);
    m_show = new QPushButton(this);
    m_show->setObjectName(QStringLiteral("curtainShowButton"));
    m_show->setAccessibleName(tr("Show the board"));
    m_show->setShortcut(QKeySequence(Qt::Key_Return));
    m_show->setAutoDefault(true); // Return on the focused button too, whatever the window
    m_show->setIcon(actionIcon(QStringLiteral("hexwright-curtain")));
    m_show->setMinimumHeight(m_show->sizeHint().height() * 3 / 2);

    connect(m_show, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT revealed();
    });
    layout->addWidget(m_show, 0, Qt::AlignHCenter);
    layout->addStretch(3);
    window->installEventFilter(this);
    hide();
}

void Curtain::cover(const QString &player, const QString &why)
{
    m_player = player;
    m_heading->setText(tr("Pass to %1").arg(player));
    m_note->setText(why);
    m_show->setText(tr("I am %1: show the board").arg(player));
    m_show->setToolTip(tr("Show the board to %1 (%2)")
                           .arg(player, m_show->shortcut().toString(QKeySequence::NativeText)));
    m_show->setAccessibleName(m_show->text());
    fitWindow();
    show();
    raise();
    m_show->setFocus();
}

void Curtain::fitWindow()
{
    auto *window = parentWidget();
    if (!window)
        return;
    QRect area = window->rect();
    if (auto *main = qobject_cast<QMainWindow *>(window); main && main->menuWidget())
        area.setTop(main->menuWidget()->geometry().bottom() + 1);
    setGeometry(area);
}

bool Curtain::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && isVisible()
        && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)) {
        fitWindow();
        raise();
    }
    return QWidget::eventFilter(watched, event);
}

void Curtain::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    // A plain field in the window's colour with a frame: nothing of the board shows through.
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Mid), 2));
    painter.drawRect(rect().adjusted(1, 1, -2, -2));
}

} // namespace hexwright
