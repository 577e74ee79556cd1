// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 18, point 2 (icons and look): every action of the main window, the playtest window
// and the panel editor has an icon, from the desktop theme or our own SVG; tool bars show
// icons only with the shortcut in the tip; windows open at a size that fits the screen; icons
// and the map are drawn with as many pixels as a high-density screen has.

#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "mapview.h"
#include "paneleditor/paneleditorwindow.h"
#include "playtest/playtestwindow.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"
#include "testsupport.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QDirIterator>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QWidgetAction>

using namespace hexwright;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

/// An action and where a user finds it, for failure messages: "&File > Save &As...".
struct ShownAction
{
    QAction *action;
    QString where;
};

void collectMenu(const QMenu *menu, const QString &where, QList<ShownAction> &out)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        // A submenu's own entry opens it; what counts is what it holds.
        if (QMenu *sub = action->menu()) {
            collectMenu(sub, where + QStringLiteral(" > ") + action->text(), out);
            continue;
        }
        out.append({action, where + QStringLiteral(" > ") + action->text()});
    }
}

/// The buttons of a tool bar that show an action (not the widgets it holds: a label, a combo
/// box).
QList<QToolButton *> actionButtons(const QToolBar &bar)
{
    QList<QToolButton *> buttons;
    for (QAction *action : bar.actions()) {
        if (action->isSeparator() || qobject_cast<QWidgetAction *>(action))
            continue;
        if (auto *button = qobject_cast<QToolButton *>(bar.widgetForAction(action)))
            buttons.append(button);
    }
    return buttons;
}

/// Every action a user can reach in @p window: its menu bar, its tool bars and the context
/// menus its widgets make of their actions.
QList<ShownAction> shownActions(const QMainWindow &window)
{
    QList<ShownAction> out;
    for (QAction *action : window.menuBar()->actions()) {
        if (QMenu *menu = action->menu())
            collectMenu(menu, action->text(), out);
    }
    for (const QToolBar *bar : window.findChildren<QToolBar *>()) {
        for (const QToolButton *button : actionButtons(*bar))
            out.append({button->defaultAction(),
                        bar->windowTitle() + QStringLiteral(": ") + button->text()});
    }
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (widget->contextMenuPolicy() != Qt::ActionsContextMenu)
            continue;
        for (QAction *action : widget->actions()) {
            if (!action->isSeparator())
                out.append(
                    {action,
                     widget->objectName() + QStringLiteral(" (context menu): ") + action->text()});
        }
    }
    return out;
}

/// Every name given to actionIcon() in the editor's sources: they pass it as a literal, so
/// that this list is complete.
QSet<QString> iconNamesInSources()
{
    static const QRegularExpression call(
        QStringLiteral("actionIcon\\(\\s*QStringLiteral\\(\"([^\"]+)\"\\)\\s*\\)"));
    QSet<QString> names;
    QDirIterator it(QStringLiteral(SOURCE_DIR "/editor"), {QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString text = QString::fromUtf8(testsupport::readAll(it.next()));
        for (const QRegularExpressionMatch &m : call.globalMatch(text))
            names.insert(m.captured(1));
    }
    return names;
}

QSet<QString> bundledIconNames()
{
    QSet<QString> names;
    const QDir folder(actionIconFallbackFolder());
    for (const QString &file : folder.entryList({QStringLiteral("*.svg")}, QDir::Files))
        names.insert(file.chopped(4));
    return names;
}

/// The mean difference of two images of one size, per channel, 0 to 255.
double meanDifference(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    qint64 sum = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            sum += qAbs(qRed(p[col]) - qRed(q[col])) + qAbs(qGreen(p[col]) - qGreen(q[col]))
                + qAbs(qBlue(p[col]) - qBlue(q[col]));
        }
    }
    return double(sum) / (3.0 * x.width() * x.height());
}

/// What @p view shows, drawn into an image of @p logicalSize scaled by @p scale (the view's
/// picture enlarged) at @p ratio device pixels per logical pixel.
QImage drawView(MapView &view, QSize logicalSize, int scale, qreal ratio)
{
    QImage image(logicalSize * scale * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    view.render(&painter, QRectF(QPointF(), QSizeF(logicalSize * scale)),
                QRect(QPoint(), logicalSize));
    painter.end();
    return image;
}

} // namespace

class TestLook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyActionHasAnIconAndAName_data();
    void everyActionHasAnIconAndAName();
    void toolBarsShowIconsWithTheShortcutInTheTip_data();
    void toolBarsShowIconsWithTheShortcutInTheTip();
    void tipFollowsTheActionButKeepsAnotherTip();
    void windowsOpenInsideTheScreen_data();
    void windowsOpenInsideTheScreen();
    void fitToScreenTakesFourFifthsWithinBounds_data();
    void fitToScreenTakesFourFifthsWithinBounds();
    void everyIconNameHasItsSvgAndEverySvgIsUsed();
    void bundledSvgsAreValidAndDrawnAlike();
    void iconsHaveTwiceThePixelsAtRatioTwo_data();
    void iconsHaveTwiceThePixelsAtRatioTwo();
    void mapIsDrawnWithEveryDevicePixelAtRatioTwo();

private:
    /// Opens the main window on the demo, the playtest window on the demo, or the panel
    /// editor on the bundled library.
    std::unique_ptr<QMainWindow> openWindow(const QString &which);

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_demo; ///< what the playtest window plays
};

void TestLook::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_look");
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_demo = ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
    QVERIFY(m_demo);
}

std::unique_ptr<QMainWindow> TestLook::openWindow(const QString &which)
{
    std::unique_ptr<QMainWindow> window;
    if (which == QLatin1String("main")) {
        auto main = std::make_unique<MainWindow>();
        if (!main->openDemo())
            return nullptr;
        window = std::move(main);
    } else if (which == QLatin1String("playtest")) {
        window = std::make_unique<PlaytestWindow>(*m_demo, *m_registry, 1);
    } else {
        Diagnostics diagnostics;
        const QString id = QStringLiteral("hammers-slammers");
        const Ruleset *ruleset = m_registry->ruleset(id, diagnostics);
        const PanelLibrary *library
            = ruleset ? m_registry->panelLibrary(id, *ruleset, diagnostics) : nullptr;
        if (!library)
            return nullptr;
        window = std::make_unique<PanelEditorWindow>(*m_registry, *ruleset, *library);
    }
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

void TestLook::everyActionHasAnIconAndAName_data()
{
    QTest::addColumn<QString>("window");
    QTest::newRow("main window") << QStringLiteral("main");
    QTest::newRow("playtest window") << QStringLiteral("playtest");
    QTest::newRow("panel editor") << QStringLiteral("panels");
}

void TestLook::everyActionHasAnIconAndAName()
{
    QFETCH(QString, window);
    const std::unique_ptr<QMainWindow> shown = openWindow(window);
    QVERIFY(shown);

    const QList<ShownAction> actions = shownActions(*shown);
    QStringList faults;
    for (const ShownAction &shownAction : actions) {
        const QAction *action = shownAction.action;
        QStringList missing;
        if (action->icon().isNull())
            missing << QStringLiteral("icon");
        if (action->text().isEmpty())
            missing << QStringLiteral("text");
        if (action->toolTip().isEmpty())
            missing << QStringLiteral("tip");
        if (!missing.isEmpty())
            faults << shownAction.where + QStringLiteral(": no ")
                    + missing.join(QStringLiteral(", no "));
    }
    // The walk found the windows' actions (the main window has some eighty).
    QVERIFY2(actions.size() >= 10, qPrintable(QString::number(actions.size())));
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
}

void TestLook::toolBarsShowIconsWithTheShortcutInTheTip_data()
{
    everyActionHasAnIconAndAName_data();
}

void TestLook::toolBarsShowIconsWithTheShortcutInTheTip()
{
    QFETCH(QString, window);
    const std::unique_ptr<QMainWindow> shown = openWindow(window);
    QVERIFY(shown);

    QStringList faults;
    int withShortcut = 0;
    const QList<QToolBar *> bars = shown->findChildren<QToolBar *>();
    QVERIFY(!bars.isEmpty());
    for (const QToolBar *bar : bars) {
        if (bar->toolButtonStyle() != Qt::ToolButtonIconOnly)
            faults << bar->windowTitle() + QStringLiteral(": shows more than icons");
        for (const QToolButton *button : actionButtons(*bar)) {
            const QAction *action = button->defaultAction();
            if (button->toolButtonStyle() != Qt::ToolButtonIconOnly)
                faults << action->text() + QStringLiteral(": not an icon-only button");
            const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
            if (!action->isEnabled() || shortcut.isEmpty())
                continue; // a disabled action's tip may say why it is off
            ++withShortcut;
            if (!action->toolTip().contains(shortcut))
                faults << action->toolTip() + QStringLiteral(": no ") + shortcut;
            if (action->toolTip().contains(QLatin1Char('&')))
                faults << action->toolTip() + QStringLiteral(": shows a mnemonic mark");
        }
    }
    QVERIFY(withShortcut > 0);
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
}

void TestLook::tipFollowsTheActionButKeepsAnotherTip()
{
    QToolBar bar;
    makeIconToolBar(&bar);
    QAction *save = bar.addAction(actionIcon(QStringLiteral("document-save")), tr("&Save..."));
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    const QString keys = save->shortcut().toString(QKeySequence::NativeText);
    QCOMPARE(save->toolTip(), QStringLiteral("Save (%1)").arg(keys));
    save->setText(tr("Save &Copy"));
    QCOMPARE(save->toolTip(), QStringLiteral("Save Copy (%1)").arg(keys));
    // A tip set on purpose (EditorContext's "works on hex maps only") stays.
    save->setToolTip(QStringLiteral("Works on hex maps only"));
    save->setEnabled(false);
    QCOMPARE(save->toolTip(), QStringLiteral("Works on hex maps only"));
    // An action without a shortcut keeps QAction's own tip, its text.
    QAction *plain = bar.addAction(actionIcon(QStringLiteral("help-about")), tr("&About && Help"));
    QCOMPARE(plain->toolTip(), QStringLiteral("About & Help"));
}

void TestLook::windowsOpenInsideTheScreen_data()
{
    everyActionHasAnIconAndAName_data();
}

void TestLook::windowsOpenInsideTheScreen()
{
    QFETCH(QString, window);
    QSettings().clear(); // no saved geometry: a first start
    const std::unique_ptr<QMainWindow> shown = openWindow(window);
    QVERIFY(shown);
    const QRect available = shown->screen()->availableGeometry();
    QVERIFY2(available.contains(shown->frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                            .arg(shown->frameGeometry().x())
                            .arg(shown->frameGeometry().y())
                            .arg(shown->frameGeometry().width())
                            .arg(shown->frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
    // The window takes most of a screen it fits on, not a corner of it.
    QVERIFY(shown->width() * 10 >= available.width() * 7);
}

void TestLook::fitToScreenTakesFourFifthsWithinBounds_data()
{
    // Sizes as fractions of the available area (less the room left for the window's frame),
    // so that the rows hold on any test screen.
    QTest::addColumn<QSizeF>("minimum");
    QTest::addColumn<QSizeF>("maximum");
    QTest::addColumn<QSizeF>("expected");
    QTest::addColumn<bool>("dialog");
    const QSizeF none(-1, -1);
    QTest::newRow("four fifths") << QSizeF(0.1, 0.1) << none << QSizeF(0.8, 0.8) << false;
    QTest::newRow("at least the minimum")
        << QSizeF(0.9, 0.85) << none << QSizeF(0.9, 0.85) << false;
    QTest::newRow("never beyond the screen")
        << QSizeF(1.5, 2.0) << none << QSizeF(1.0, 1.0) << false;
    QTest::newRow("at most the maximum")
        << QSizeF(0.1, 0.1) << QSizeF(0.5, 0.25) << QSizeF(0.5, 0.25) << false;
    QTest::newRow("a dialog too") << QSizeF(0.1, 0.1) << QSizeF(0.5, 0.6) << QSizeF(0.5, 0.6)
                                  << true;
}

void TestLook::fitToScreenTakesFourFifthsWithinBounds()
{
    QFETCH(QSizeF, minimum);
    QFETCH(QSizeF, maximum);
    QFETCH(QSizeF, expected);
    QFETCH(bool, dialog);
    QWidget parent;
    std::unique_ptr<QWidget> window;
    if (dialog)
        window = std::make_unique<QDialog>(&parent);
    else
        window = std::make_unique<QWidget>();
    // What fitToScreen() leaves for a title bar and borders.
    const QRect available = window->screen()->availableGeometry().marginsRemoved({8, 40, 8, 8});
    auto of = [&available](QSizeF fraction) {
        return fraction.isValid() ? QSizeF(available.size().width() * fraction.width(),
                                           available.size().height() * fraction.height())
                                        .toSize()
                                  : QSize();
    };
    fitToScreen(window.get(), of(minimum), of(maximum));
    const QSize size = window->size();
    QVERIFY2(qAbs(size.width() - of(expected).width()) <= 1
                 && qAbs(size.height() - of(expected).height()) <= 1,
             qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
    // Centred on the screen; a dialog is centred over its parent when shown, as Qt does.
    if (!dialog)
        QVERIFY(qAbs(window->geometry().center().x() - available.center().x()) <= 1);
}

void TestLook::everyIconNameHasItsSvgAndEverySvgIsUsed()
{
    const QSet<QString> used = iconNamesInSources();
    const QSet<QString> bundled = bundledIconNames();
    // The scan found the calls (there are some eighty names).
    QVERIFY2(used.size() > 50, qPrintable(QString::number(used.size())));
    QStringList withoutSvg = QSet<QString>(used).subtract(bundled).values();
    withoutSvg.sort();
    QVERIFY2(withoutSvg.isEmpty(), qPrintable(withoutSvg.join(QLatin1Char(' '))));
    QStringList unused = QSet<QString>(bundled).subtract(used).values();
    unused.sort();
    QVERIFY2(unused.isEmpty(), qPrintable(unused.join(QLatin1Char(' '))));
}

void TestLook::bundledSvgsAreValidAndDrawnAlike()
{
    // One look: a 24 x 24 grid, the ink, the one accent, white where a part covers another.
    static const QRegularExpression colour(QStringLiteral("#[0-9a-fA-F]{6}"));
    const QSet<QString> palette
        = {QStringLiteral("#3c3c3c"), QStringLiteral("#3d7cc9"), QStringLiteral("#ffffff")};
    QStringList faults;
    const QSet<QString> names = bundledIconNames();
    QVERIFY(!names.isEmpty());
    for (const QString &name : names) {
        const QString path
            = actionIconFallbackFolder() + QLatin1Char('/') + name + QLatin1String(".svg");
        QSvgRenderer renderer(path);
        if (!renderer.isValid())
            faults << name + QStringLiteral(": not a valid SVG");
        else if (renderer.viewBoxF() != QRectF(0, 0, 24, 24))
            faults << name + QStringLiteral(": not on the 24 x 24 grid");
        const QString text = QString::fromUtf8(testsupport::readAll(path));
        for (const QRegularExpressionMatch &m : colour.globalMatch(text)) {
            if (!palette.contains(m.captured().toLower()))
                faults << name + QStringLiteral(": colour ") + m.captured();
        }
        if (!text.contains(QLatin1String("SPDX-License-Identifier: GPL-3.0-or-later")))
            faults << name + QStringLiteral(": no SPDX header");
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
}

void TestLook::iconsHaveTwiceThePixelsAtRatioTwo_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("size");
    QTest::newRow("a standard action, menu size") << QStringLiteral("document-save") << 16;
    QTest::newRow("a standard action, tool bar size") << QStringLiteral("edit-undo") << 24;
    QTest::newRow("a map tool") << QStringLiteral("hexwright-brush") << 24;
    QTest::newRow("a dock toggle") << QStringLiteral("hexwright-minimap") << 16;
}

void TestLook::iconsHaveTwiceThePixelsAtRatioTwo()
{
    QFETCH(QString, name);
    QFETCH(int, size);
    const QIcon icon = actionIcon(name);
    const QPixmap sharp = icon.pixmap(QSize(size, size), 2.0);
    QCOMPARE(sharp.size(), QSize(size, size) * 2);
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    // Drawn at that size, not a smaller picture scaled up: the same as asking for twice the
    // size at ratio 1.
    const QImage twice = icon.pixmap(QSize(size, size) * 2, 1.0).toImage();
    QImage drawn = sharp.toImage();
    drawn.setDevicePixelRatio(1.0);
    QCOMPARE(drawn.convertToFormat(QImage::Format_ARGB32),
             twice.convertToFormat(QImage::Format_ARGB32));
}

void TestLook::mapIsDrawnWithEveryDevicePixelAtRatioTwo()
{
    MapView view;
    view.setDocument(m_demo.get());
    view.resize(360, 270);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.zoomToActualSize();
    const QSize logical = view.viewport()->size();

    const QImage single = drawView(view, logical, 1, 1.0);
    const QImage dense = drawView(view, logical, 1, 2.0);
    // The same picture drawn twice as large: what a screen of twice the density should show.
    const QImage large = drawView(view, logical, 2, 1.0);
    QCOMPARE(dense.size(), single.size() * 2);
    QCOMPARE(dense.devicePixelRatio(), 2.0);

    QImage upscaled
        = single.scaled(single.size() * 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QImage denseAtOne = dense;
    denseAtOne.setDevicePixelRatio(1.0);
    const double fromLarge = meanDifference(denseAtOne, large);
    const double fromUpscaled = meanDifference(denseAtOne, upscaled);
    // The map was drawn (not a blank view), at the device's pixels: hex edges and patterns as
    // sharp as the twice-as-large picture, unlike the single-density picture scaled up.
    QSet<QRgb> colours;
    for (int row = 0; row < single.height(); row += 4) {
        for (int col = 0; col < single.width(); col += 4)
            colours.insert(single.pixel(col, row));
    }
    QVERIFY2(colours.size() > 20, "a blank view");
    QVERIFY2(fromLarge * 3 < fromUpscaled,
             qPrintable(QStringLiteral("%1 vs %2").arg(fromLarge).arg(fromUpscaled)));
}

QTEST_MAIN(TestLook)
#include "tst_look.moc"
