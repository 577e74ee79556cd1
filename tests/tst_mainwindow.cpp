// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>
class Placeholder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placeholder() { QFAIL("not written yet"); }
};
QTEST_GUILESS_MAIN(Placeholder)
#include "tst_mainwindow.moc"
