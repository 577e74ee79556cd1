// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPalette>

class QAction;

namespace hexwright {

/**
 * The high-contrast look (issue 18): white and yellow on black for the whole application, and
 * on the map black hex outlines over twice as thick, bold hex numbers and a stronger cursor
 * (every MapView follows toggled()).
 *
 * The user's choice, View > High Contrast, is kept in QSettings ("view/highContrast"). Until
 * the user chooses, the look follows the desktop: on when the platform's palette is a
 * high-contrast one (pure black and white) or the GTK theme is a HighContrast theme. The
 * first call of instance() applies the starting look.
 */
class HighContrast : public QObject
{
    Q_OBJECT

public:
    /// The one instance whose toggled() signal the views listen to.
    static HighContrast &instance();

    static bool isOn();
    /// Turns the look on or off, applies it and keeps the choice.
    static void setOn(bool on);
    /// Whether the desktop asks for high contrast (the look before the user chooses).
    static bool desktopPrefersHighContrast();
    /// The application palette of the high-contrast look.
    static QPalette palette();
    /// View > High Contrast, checkable and in step with the look, parented to @p parent.
    static QAction *createAction(QObject *parent);

Q_SIGNALS:
    void toggled(bool on);

private:
    HighContrast();
    void apply(bool on);

    bool m_on = false;
    QPalette m_normal; ///< the palette to go back to
};

} // namespace hexwright
