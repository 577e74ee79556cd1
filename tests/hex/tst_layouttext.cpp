// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Map layouts typed the way the book prints them: "A B / 4 3 / F E", and scenario 13's grid
// with edge pieces inside rows and indented rows. Read back and forth, with errors that say
// which token of which row is wrong.

#include "map/layouttext.h"
#include "map/panel.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QStandardPaths>
#include <QTest>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

const QString AllPanels = QStringLiteral("; the panels are 1, 2, 3, 4, 5, 6, A, B, C, D, E or F");

} // namespace

class TestLayoutText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readsTheBooksLayouts_data();
    void readsTheBooksLayouts();
    void unknownPanelsNameTokenRowAndSuggestion_data();
    void unknownPanelsNameTokenRowAndSuggestion();
    void booksLayoutsRoundTrip_data();
    void booksLayoutsRoundTrip();
    void demoLayoutIsWrittenAsTheBookWould();
    void layoutsOffTheGridHaveNoText_data();
    void layoutsOffTheGridHaveNoText();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const PanelLibrary *m_library = nullptr;
};

void TestLayoutText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(ruleset);
    m_library = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *ruleset, diagnostics);
    QVERIFY(m_library);
    QCOMPARE(m_library->findPanel(QStringLiteral("4"))->columns, 16);
    QCOMPARE(m_library->findPanel(QStringLiteral("4"))->rows, 12);
    QCOMPARE(m_library->findPanel(QStringLiteral("A"))->rows, 4);
}

void TestLayoutText::readsTheBooksLayouts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("placements");

    // Slots are 16 columns wide; rows are as high as their tallest panel (12, edges 4).
    QTest::newRow("scenario 4, one line") << QStringLiteral("A B / 4 3 / F E")
                                          << QStringLiteral("A@0,0 B@16,0 4@0,4 3@16,4 "
                                                            "F@0,16 E@16,16");
    QTest::newRow("scenario 4, as printed")
        << QStringLiteral("A B\n4 3\nF E")
        << QStringLiteral("A@0,0 B@16,0 4@0,4 3@16,4 F@0,16 E@16,16");
    QTest::newRow("scenario 5, indented rows")
        << QStringLiteral("  A B\n6 5 3\n  E F")
        << QStringLiteral("A@16,0 B@32,0 6@0,4 5@16,4 3@32,4 E@16,16 F@32,16");
    QTest::newRow("scenario 13, edge pieces inside rows")
        << QStringLiteral("  A B\n1 2 3 C\n  5 4\n6 F E D")
        << QStringLiteral("A@16,0 B@32,0 1@0,4 2@16,4 3@32,4 C@48,4 5@16,16 4@32,16 "
                          "6@0,28 F@16,28 E@32,28 D@48,28");
    QTest::newRow("scenario 10, west to east")
        << QStringLiteral("6 3 2 5 4") << QStringLiteral("6@0,0 3@16,0 2@32,0 5@48,0 4@64,0");
    QTest::newRow("scenario 11") << QStringLiteral("2 4 3")
                                 << QStringLiteral("2@0,0 4@16,0 3@32,0");
    QTest::newRow("Badger Hunt as the demo lays it out")
        << QStringLiteral("3 / 6 / E D") << QStringLiteral("3@0,0 6@0,12 E@0,24 D@16,24");
    QTest::newRow("empty slots with dots and dashes")
        << QStringLiteral("A . B / 4 - 3") << QStringLiteral("A@0,0 B@32,0 4@0,4 3@32,4");
    QTest::newRow("a row of empty slots is a main panel high")
        << QStringLiteral(". / 4") << QStringLiteral("4@0,12");
    QTest::newRow("trailing r turns a panel")
        << QStringLiteral("4r 3 / Er") << QStringLiteral("4@0,0r 3@16,0 E@0,12r");
    QTest::newRow("ids ignore case")
        << QStringLiteral("a b / 4 3") << QStringLiteral("A@0,0 B@16,0 4@0,4 3@16,4");
    QTest::newRow("one line: leading spaces mean nothing")
        << QStringLiteral("  4 3") << QStringLiteral("4@0,0 3@16,0");
    QTest::newRow("one slot per two spaces, a tab is one slot")
        << QStringLiteral("\tA\n    B\n4") << QStringLiteral("A@16,0 B@32,4 4@0,8");
    QTest::newRow("blank lines, commas, CRLF")
        << QStringLiteral("A, B\r\n\r\n4  3\r\n") << QStringLiteral("A@0,0 B@16,0 4@0,4 3@16,4");
    QTest::newRow("the same panel twice")
        << QStringLiteral("4 4") << QStringLiteral("4@0,0 4@16,0");
}

void TestLayoutText::readsTheBooksLayouts()
{
    QFETCH(QString, text);
    QFETCH(QString, placements);
    QString error = QStringLiteral("stale");
    const std::optional<QList<PanelPlacement>> layout = layoutFromText(text, *m_library, &error);
    QVERIFY2(layout, qPrintable(error));
    QCOMPARE(describe(*layout), placements);
    QCOMPARE(error, QString());
}

void TestLayoutText::unknownPanelsNameTokenRowAndSuggestion_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");

    QTest::newRow("no panel 7") << QStringLiteral("A B / 4 7 / F E")
                                << QStringLiteral("Row 2: unknown panel '7'") + AllPanels;
    QTest::newRow("a typo") << QStringLiteral("A B / 4 3 / F Ee")
                            << QStringLiteral("Row 3: unknown panel 'Ee' (did you mean 'E'?)");
    QTest::newRow("no spaces") << QStringLiteral("AB / 4 3")
                               << QStringLiteral("Row 1: unknown panel 'AB' (did you mean 'A B'?)");
    QTest::newRow("digits without spaces")
        << QStringLiteral("A B / 43")
        << QStringLiteral("Row 2: unknown panel '43' (did you mean "
                          "'4 3'?)");
    QTest::newRow("grid form counts lines")
        << QStringLiteral("  A B\n1 2 3 C\n  5 4\n6 F E G")
        << QStringLiteral("Row 4: unknown panel 'G'") + AllPanels;
    QTest::newRow("a word") << QStringLiteral("Board4")
                            << QStringLiteral("Row 1: unknown panel 'Board4'") + AllPanels;
    QTest::newRow("empty") << QString()
                           << QStringLiteral("The layout has no panels: type their ids row by "
                                             "row, north first, e.g. \"A B / 4 3 / F E\"");
    QTest::newRow("only empty slots")
        << QStringLiteral(". . / -")
        << QStringLiteral("The layout has no panels: type their ids row by row, north first, "
                          "e.g. \"A B / 4 3 / F E\"");
}

void TestLayoutText::unknownPanelsNameTokenRowAndSuggestion()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    QString message;
    QVERIFY(!layoutFromText(text, *m_library, &message));
    QCOMPARE(message, error);
    // The error is optional.
    QVERIFY(!layoutFromText(text, *m_library));
}

void TestLayoutText::booksLayoutsRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    // Written exactly as the book prints them.
    QTest::newRow("scenario 4") << QStringLiteral("A B\n4 3\nF E");
    QTest::newRow("scenario 5") << QStringLiteral("  A B\n6 5 3\n  E F");
    QTest::newRow("scenario 10") << QStringLiteral("6 3 2 5 4");
    QTest::newRow("scenario 11") << QStringLiteral("2 4 3");
    QTest::newRow("scenario 13") << QStringLiteral("  A B\n1 2 3 C\n  5 4\n6 F E D");
    QTest::newRow("turned panels and a gap") << QStringLiteral("A . Br\n4r 3");
    QTest::newRow("one row, east of an empty slot") << QStringLiteral(". 4 3");
}

void TestLayoutText::booksLayoutsRoundTrip()
{
    QFETCH(QString, text);
    const auto layout = layoutFromText(text, *m_library);
    QVERIFY(layout);
    QCOMPARE(layoutToText(*layout, *m_library), text);
    const auto again = layoutFromText(layoutToText(*layout, *m_library), *m_library);
    QVERIFY(again);
    QCOMPARE(describe(*again), describe(*layout));
}

void TestLayoutText::demoLayoutIsWrittenAsTheBookWould()
{
    const QList<PanelPlacement> demo {at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 0, 12),
                                      at(QStringLiteral("E"), 0, 24),
                                      at(QStringLiteral("D"), 16, 24)};
    QCOMPARE(layoutToText(demo, *m_library), QStringLiteral("3\n6\nE D"));
}

void TestLayoutText::layoutsOffTheGridHaveNoText_data()
{
    QTest::addColumn<QList<PanelPlacement>>("layout");
    QTest::newRow("empty") << QList<PanelPlacement>();
    QTest::newRow("between slots") << QList<PanelPlacement> {at(QStringLiteral("4"), 2, 0)};
    QTest::newRow("a gap between rows")
        << QList<PanelPlacement> {at(QStringLiteral("4"), 0, 0), at(QStringLiteral("3"), 0, 13)};
    QTest::newRow("rows not from the top") << QList<PanelPlacement> {at(QStringLiteral("4"), 0, 3)};
    QTest::newRow("two panels in one slot")
        << QList<PanelPlacement> {at(QStringLiteral("4"), 0, 0), at(QStringLiteral("3"), 0, 0)};
    QTest::newRow("an unknown panel") << QList<PanelPlacement> {at(QStringLiteral("9"), 0, 0)};
    QTest::newRow("a quarter turn") << QList<PanelPlacement> {at(QStringLiteral("4"), 0, 0, 90)};
}

void TestLayoutText::layoutsOffTheGridHaveNoText()
{
    QFETCH(QList<PanelPlacement>, layout);
    QCOMPARE(layoutToText(layout, *m_library), QString());
}

QTEST_GUILESS_MAIN(TestLayoutText)
#include "tst_layouttext.moc"
