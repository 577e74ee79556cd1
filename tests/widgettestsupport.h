// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests that drive real windows. Model-only helpers are in
// testsupport.h.

#include "document/scenariodocument.h"
#include "maptool.h"
#include "playtest/playtestwindow.h"
#include "ruleset/rulesetregistry.h"

#include <QAction>
#include <QComboBox>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <memory>

namespace hexwright::testsupport {

/// A playtest window seeded @p seed on the scenario at @p path, loaded into @p document with
/// @p registry's rulesets; kept when closed (the test owns it) and with no curtain between
/// the players (for the families whose play hides nothing). Null when the file does not load.
inline std::unique_ptr<PlaytestWindow> openPlaytest(const QString &path, RulesetRegistry &registry,
                                                    std::unique_ptr<ScenarioDocument> &document,
                                                    quint64 seed = 1)
{
    QList<Diagnostic> diagnostics;
    document = ScenarioDocument::load(path, registry, diagnostics);
    if (!document)
        return nullptr;
    auto window = std::make_unique<PlaytestWindow>(*document, registry, seed);
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->curtainAction()->setChecked(false);
    return window;
}

/// The title as the window system shows it: Qt puts '*' where "[*]" is when modified.
inline QString shownTitle(const QWidget &window)
{
    QString title = window.windowTitle();
    return title.replace(QStringLiteral("[*]"),
                         window.isWindowModified() ? QStringLiteral("*") : QString());
}

/// Picks the item with @p data in @p combo as a user does (activated); false when it has none.
inline bool pick(QComboBox *combo, const QString &data)
{
    const int index = combo ? combo->findData(data) : -1;
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
    return true;
}

/// A mouse event of @p button at the scene point @p scene, as the map view hands it to a tool
/// or a playtest extension (no hex set).
inline MapMouseEvent mouseAt(QPointF scene, Qt::MouseButton button = Qt::LeftButton)
{
    MapMouseEvent event;
    event.button = button;
    event.buttons = button;
    event.scenePos = scene;
    return event;
}

} // namespace hexwright::testsupport
