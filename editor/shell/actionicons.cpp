// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/actionicons.h"

#include <QAction>
#include <QActionEvent>
#include <QCoreApplication>
#include <QFile>
#include <QToolBar>

namespace hexwright {

namespace {

struct ActionTip
{
    Q_DECLARE_TR_FUNCTIONS(ActionTip)
};

// Where showShortcutInToolTip() keeps what the tip was made from: the tip is made again only
// when the text or the shortcut changed, never over a tip someone else set meanwhile (the
// "works on hex maps only" tip of EditorContext::addHexOnly()).
const char *const TipSource = "hexwrightToolTipSource";

/// The action's text as a tip shows it: no mnemonic marks and no "..." (as QAction does for
/// the tip it makes itself).
QString plainText(const QString &text)
{
    QString plain;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            // "&&" is a real ampersand; a single one marks the next letter.
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&'))
                plain += text.at(++i);
            continue;
        }
        plain += text.at(i);
    }
    if (plain.endsWith(QLatin1String("...")))
        plain.chop(3);
    else if (plain.endsWith(QChar(0x2026)))
        plain.chop(1);
    return plain.trimmed();
}

void updateShortcutTip(QAction *action)
{
    const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
    const QString source
        = shortcut.isEmpty() ? QString() : action->text() + QLatin1Char('\n') + shortcut;
    if (action->property(TipSource).toString() == source)
        return;
    action->setProperty(TipSource, source);
    // Without a shortcut the tip is QAction's own again: the text.
    action->setToolTip(shortcut.isEmpty()
                           ? QString()
                           : ActionTip::tr("%1 (%2)").arg(plainText(action->text()), shortcut));
}

/// Gives every action added to a tool bar its shortcut in the tip.
class ToolBarTips : public QObject
{
public:
    explicit ToolBarTips(QToolBar *bar)
        : QObject(bar)
    {
        bar->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ActionAdded)
            showShortcutInToolTip(static_cast<QActionEvent *>(event)->action());
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

QString actionIconFallbackFolder()
{
    return QStringLiteral(":/hexwright/icons/actions");
}

QIcon actionIcon(const QString &name)
{
    const QString fallback
        = actionIconFallbackFolder() + QLatin1Char('/') + name + QLatin1String(".svg");
    // Every name has its SVG; tests/editor/tst_look checks the list both ways.
    Q_ASSERT_X(QFile::exists(fallback), "actionIcon", qPrintable(name));
    return QIcon::fromTheme(name, QIcon(fallback));
}

void makeIconToolBar(QToolBar *bar)
{
    bar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    for (QAction *action : bar->actions())
        showShortcutInToolTip(action);
    new ToolBarTips(bar);
}

void showShortcutInToolTip(QAction *action)
{
    if (action->isSeparator() || action->property(TipSource).isValid())
        return;
    action->setProperty(TipSource, QString()); // the action's own tip, until it has a shortcut
    updateShortcutTip(action);
    QObject::connect(action, &QAction::changed, action, [action] { updateShortcutTip(action); });
}

} // namespace hexwright
