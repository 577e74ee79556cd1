// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/highcontrast.h"

#include "shell/actionicons.h"

#include <QAction>
#include <QApplication>
#include <QSettings>

namespace hexwright {

namespace {

const QString HighContrastKey = QStringLiteral("view/highContrast");

bool isBlackOrWhite(const QColor &colour)
{
    const QRgb rgb = colour.rgb() & 0xffffff;
    return rgb == 0x000000 || rgb == 0xffffff;
}

} // namespace

HighContrast &HighContrast::instance()
{
    static HighContrast *one = new HighContrast;
    return *one;
}

HighContrast::HighContrast()
    : QObject(QCoreApplication::instance())
    , m_normal(QGuiApplication::palette())
{
    const QVariant chosen = QSettings().value(HighContrastKey);
    apply(chosen.isValid() ? chosen.toBool() : desktopPrefersHighContrast());
}

bool HighContrast::isOn()
{
    return instance().m_on;
}

void HighContrast::setOn(bool on)
{
    QSettings().setValue(HighContrastKey, on);
    instance().apply(on);
}

void HighContrast::apply(bool on)
{
    if (on == m_on)
        return;
    if (on)
        m_normal = QGuiApplication::palette();
    m_on = on;
    QApplication::setPalette(on ? palette() : m_normal);
    Q_EMIT toggled(on);
}

bool HighContrast::desktopPrefersHighContrast()
{
    // Qt 6.4 has no contrast hint of its own: a high-contrast desktop theme shows in its
    // palette, pure black against pure white (the usual light palettes are off-white).
    const QPalette desktop = QGuiApplication::palette();
    const QColor window = desktop.color(QPalette::Window);
    const QColor text = desktop.color(QPalette::WindowText);
    if (isBlackOrWhite(window) && isBlackOrWhite(text) && window != text
        && isBlackOrWhite(desktop.color(QPalette::Base)))
        return true;
    // GNOME's and Xfce's high-contrast themes.
    return qEnvironmentVariable("GTK_THEME")
        .contains(QLatin1String("HighContrast"), Qt::CaseInsensitive);
}

QPalette HighContrast::palette()
{
    // The classic "High Contrast Black": white text on black, yellow for what is chosen and
    // for links, grey only where something cannot be used.
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(0xff, 0xff, 0x00);
    const QColor cyan(0x00, 0xff, 0xff);
    const QColor disabled(0x9a, 0x9a, 0x9a);
    QPalette p;
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, black);
        p.setColor(group, QPalette::WindowText, white);
        p.setColor(group, QPalette::Base, black);
        p.setColor(group, QPalette::AlternateBase, QColor(0x1a, 0x1a, 0x1a));
        p.setColor(group, QPalette::Text, white);
        p.setColor(group, QPalette::PlaceholderText, disabled);
        p.setColor(group, QPalette::Button, black);
        p.setColor(group, QPalette::ButtonText, white);
        p.setColor(group, QPalette::BrightText, yellow);
        p.setColor(group, QPalette::Highlight, yellow);
        p.setColor(group, QPalette::HighlightedText, black);
        p.setColor(group, QPalette::Link, cyan);
        p.setColor(group, QPalette::LinkVisited, cyan);
        p.setColor(group, QPalette::ToolTipBase, black);
        p.setColor(group, QPalette::ToolTipText, yellow);
        p.setColor(group, QPalette::Light, white);
        p.setColor(group, QPalette::Midlight, QColor(0xc0, 0xc0, 0xc0));
        p.setColor(group, QPalette::Mid, QColor(0x80, 0x80, 0x80));
        p.setColor(group, QPalette::Dark, white);
        p.setColor(group, QPalette::Shadow, white);
    }
    for (const QPalette::ColorRole role :
         {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::AlternateBase})
        p.setColor(QPalette::Disabled, role, black);
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::PlaceholderText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, disabled);
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, black);
    return p;
}

QAction *HighContrast::createAction(QObject *parent)
{
    auto *action = new QAction(actionIcon(QStringLiteral("hexwright-high-contrast")),
                               tr("&High Contrast"), parent);
    action->setObjectName(QStringLiteral("highContrastAction"));
    action->setCheckable(true);
    action->setChecked(isOn());
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    action->setStatusTip(tr("White and yellow on black, with thick black hex outlines on the map"));
    connect(action, &QAction::toggled, &instance(), [](bool on) { setOn(on); });
    // Another window's action, or a test, may turn it over.
    connect(&instance(), &HighContrast::toggled, action, &QAction::setChecked);
    return action;
}

} // namespace hexwright
