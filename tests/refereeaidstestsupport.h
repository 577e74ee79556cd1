// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of Striker's Referee Aids window share.

#include "families/striker/refereeaids.h"

#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

namespace hexwright::testsupport {

/// The Striker sample with a table, minefields and a full design set.
inline const QString StrikerSample
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/51-motor-pool.scenario.yaml");

/// Clicks page @p id's Roll button; its result as plain text.
inline QString rollOn(RefereeAids &aids, const QString &id)
{
    auto *page = aids.pages()->findChild<QWidget *>(id);
    if (!page)
        return QStringLiteral("no page %1").arg(id);
    aids.pages()->setCurrentWidget(page);
    QTest::mouseClick(page->findChild<QPushButton *>(QStringLiteral("roll")), Qt::LeftButton);
    return page->findChild<QTextBrowser *>(QStringLiteral("result"))->toPlainText();
}

} // namespace hexwright::testsupport
