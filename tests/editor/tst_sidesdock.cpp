// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Sides dock (sides, morale, alliances), driven through its widgets. Every dock edit is
// one undo step: do, undo -> the file's bytes before, redo -> after. The edits they push are
// tested without a window in tst_sideedits; the Properties dialog in tst_scenarioproperties.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/points.h"
#include "sides/scenariopropertiesdialog.h"
#include "sides/sidesdock.h"
#include "sidestestsupport.h"
#include "testsupport.h"
#include "victory/parameditors.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::sidestest;

namespace {

template<typename T> T *child(QWidget *parent, const QString &name)
{
    T *widget = parent->findChild<T *>(name);
    if (!widget)
        qWarning("no widget %s", qPrintable(name));
    return widget;
}

} // namespace

class TestSidesDock : public QObject, private sidestest::SidesFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void demoMoraleInTheDock();
    void dockAddsNamesAndRemovesASide();
    void declinedRemovalChangesNothing();
    void sideEditsUndo_data();
    void sideEditsUndo();
    void briefingTypingIsOneStep();
    void coloursOfOtherSidesAreDisabled();
    void moraleEditsUndo_data();
    void moraleEditsUndo();
    void alliancesUndo();
    void playersLineFollowsPlayersAndAlliances();
    void mainWindowHasTheDockAndTheMenu();
    void dockFitsASmallWindow();
    void defaultSetUpZoneIsOneStep();
};

void TestSidesDock::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_sidesdock");
    m_registry = RulesetRegistry::withBundledData();
}

void TestSidesDock::demoMoraleInTheDock()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    auto *blocks = child<QListWidget>(&dock, QStringLiteral("moraleBlocksList"));
    QVERIFY(blocks);
    QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    QCOMPARE(blocks->count(), 1);
    QCOMPARE(blocks->item(0)->text(), QStringLiteral("Tan 8; 7 eliminated → 9; 15 → 10"));
    dock.setCurrentSide(QStringLiteral("green"));
    QCOMPARE(blocks->item(0)->text(), QStringLiteral("Green 7; 6 eliminated → 8; 10 → 9"));
    auto *list = child<QListWidget>(&dock, QStringLiteral("sidesList"));
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->currentRow(), 1);
}

void TestSidesDock::dockAddsNamesAndRemovesASide()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    QStringList asked;
    dock.setConfirm([&asked](const QString &, const QString &text) {
        asked.append(text);
        return true;
    });
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();

    child<QAbstractButton>(&dock, QStringLiteral("sidesAddButton"))->click();
    QCOMPARE(document->scenario().sides.size(), 3);
    QCOMPARE(dock.currentSide(), QStringLiteral("side-3"));
    auto *name = child<QLineEdit>(&dock, QStringLiteral("sideNameEdit"));
    QCOMPARE(name->text(), QStringLiteral("Side 3"));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Add Side 'Side 3'"));
    const QByteArray added = document->serialize();

    // Typing a name is one step, and the new side's id follows it.
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Blue Force"));
    QCOMPARE(stack->count(), 2);
    QCOMPARE(document->scenario().sides.last().name, QStringLiteral("Blue Force"));
    QCOMPARE(stack->undoText(), QStringLiteral("Rename Side 'Side 3'"));
    QCOMPARE(dock.currentSide(), QStringLiteral("blue-force"));
    QCOMPARE(child<QLineEdit>(&dock, QStringLiteral("sideIdEdit"))->text(),
             QStringLiteral("blue-force"));
    const QByteArray named = document->serialize();
    stack->undo();
    QCOMPARE(document->serialize(), added);
    QCOMPARE(dock.currentSide(), QStringLiteral("side-3"));
    stack->redo();
    QCOMPARE(document->serialize(), named);

    // A side nothing refers to goes without a question.
    child<QAbstractButton>(&dock, QStringLiteral("sidesRemoveButton"))->click();
    QCOMPARE(asked, QStringList());
    QCOMPARE(document->serialize(), before);

    // Tan has force entries: the question says so.
    dock.setCurrentSide(QStringLiteral("tan"));
    child<QAbstractButton>(&dock, QStringLiteral("sidesRemoveButton"))->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("force entries")), qPrintable(asked.first()));
    QCOMPARE(document->scenario().sideIds(), sl({"green"}));
    QCOMPARE(stack->undoText(), QStringLiteral("Remove Side 'Tan'"));
    QCOMPARE(dock.currentSide(), QStringLiteral("green"));
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), named);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
}

void TestSidesDock::declinedRemovalChangesNothing()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setConfirm([](const QString &, const QString &) { return false; });
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();
    dock.removeCurrentSide();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(document->undoStack()->count(), 0);
}

void TestSidesDock::sideEditsUndo_data()
{
    QTest::addColumn<QString>("edit");
    for (const char *edit :
         {"player", "no player", "role", "setup order", "move order", "budget on", "budget value",
          "suggested budget", "id", "move down", "move up", "colour on", "colour off"})
        QTest::newRow(edit) << QString::fromLatin1(edit);
}

void TestSidesDock::sideEditsUndo()
{
    QFETCH(QString, edit);
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setConfirm([](const QString &, const QString &) { return true; });
    dock.setDocument(document.get());
    // Green (the defender) has 400 points, so Tan (the attacker) is offered 480.
    {
        QList<Side> sides = document->scenario().sides;
        sides[1].budget = 400;
        sides[0].colours.append(QStringLiteral("red"));
        sides[0].morale.append(MoraleBlock {{QStringLiteral("red")}, 8, {}, {}, false});
        stack->push(new ChangeSides(document.get(), sides, QStringLiteral("setup")));
        stack->clear();
    }
    const QByteArray before = document->serialize();

    if (edit == QLatin1String("player")) {
        child<QSpinBox>(&dock, QStringLiteral("sidePlayerSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().player, 2);
    } else if (edit == QLatin1String("no player")) {
        // Sc.6's partisans: the rules move the side, its player number stays.
        dock.setCurrentSide(QStringLiteral("green"));
        auto *check = child<QCheckBox>(&dock, QStringLiteral("sideNonPlayerCheck"));
        QVERIFY(!check->isChecked());
        check->click();
        QVERIFY(document->scenario().sides.last().nonPlayer);
        QCOMPARE(document->scenario().sides.last().player, 2);
        QVERIFY(document->serialize().contains("non_player: true"));
        QCOMPARE(stack->undoText(), QStringLiteral("Let the Rules Move the Side"));
        QCOMPARE(
            child<QListWidget>(&dock, QStringLiteral("sidesList"))->item(1)->text(),
            QStringLiteral("%1 (no player, Defender)").arg(document->scenario().sides.last().name));
        stack->undo();
        QVERIFY(!check->isChecked());
        stack->redo();
        QVERIFY(check->isChecked());
        dock.setCurrentSide(QStringLiteral("tan"));
        QVERIFY(!check->isChecked());
        dock.setCurrentSide(QStringLiteral("green"));
        QVERIFY(check->isChecked());
    } else if (edit == QLatin1String("role")) {
        child<QComboBox>(&dock, QStringLiteral("sideRoleCombo"))->setCurrentIndex(1);
        QCOMPARE(document->scenario().sides.first().role, Side::Role::Defender);
    } else if (edit == QLatin1String("setup order")) {
        child<QSpinBox>(&dock, QStringLiteral("sideSetupSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().setupOrder, 3);
    } else if (edit == QLatin1String("move order")) {
        child<QSpinBox>(&dock, QStringLiteral("sideMoveSpin"))->stepUp();
        QCOMPARE(document->scenario().sides.first().moveOrder, 2);
    } else if (edit == QLatin1String("budget on")) {
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("sideBudgetSpin"));
        QVERIFY(!spin->isEnabled());
        child<QCheckBox>(&dock, QStringLiteral("sideBudgetCheck"))->click();
        QVERIFY(document->scenario().sides.first().budget);
        QVERIFY(spin->isEnabled());
    } else if (edit == QLatin1String("budget value")) {
        dock.setCurrentSide(QStringLiteral("green"));
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("sideBudgetSpin"));
        QCOMPARE(spin->value(), 400);
        spin->stepUp();
        spin->stepUp();
        QCOMPARE(*document->scenario().sides.last().budget, 420);
        QVERIFY2(child<QLabel>(&dock, QStringLiteral("sideGuidanceLabel"))
                     ->text()
                     .contains(QStringLiteral("Under 500")),
                 "the guidance warns about small budgets");
    } else if (edit == QLatin1String("suggested budget")) {
        auto *suggest = child<QPushButton>(&dock, QStringLiteral("sideSuggestButton"));
        QVERIFY(!suggest->isHidden());
        QCOMPARE(suggest->text(), QStringLiteral("Use 480"));
        QVERIFY(child<QLabel>(&dock, QStringLiteral("sideGuidanceLabel"))
                    ->text()
                    .contains(QStringLiteral("about 480 against Green's 400")));
        suggest->click();
        QCOMPARE(document->scenario().sides.first().budget.value_or(0), 480);
        QVERIFY(suggest->isHidden());
    } else if (edit == QLatin1String("id")) {
        auto *id = child<QLineEdit>(&dock, QStringLiteral("sideIdEdit"));
        id->setText(QStringLiteral("tan-army"));
        Q_EMIT id->editingFinished();
        QCOMPARE(document->scenario().sides.first().id, QStringLiteral("tan-army"));
        for (const ForceEntry &f : document->scenario().forces)
            QVERIFY(f.side != QLatin1String("tan"));
        QCOMPARE(dock.currentSide(), QStringLiteral("tan-army"));
    } else if (edit == QLatin1String("move down")) {
        child<QAbstractButton>(&dock, QStringLiteral("sidesDownButton"))->click();
        QCOMPARE(document->scenario().sideIds(), sl({"green", "tan"}));
        QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    } else if (edit == QLatin1String("move up")) {
        dock.setCurrentSide(QStringLiteral("green"));
        child<QAbstractButton>(&dock, QStringLiteral("sidesUpButton"))->click();
        QCOMPARE(document->scenario().sideIds(), sl({"green", "tan"}));
        QCOMPARE(dock.currentSide(), QStringLiteral("green"));
    } else if (edit == QLatin1String("colour on")) {
        child<QCheckBox>(&dock, QStringLiteral("sideColour_blue"))->click();
        const Side &tan = document->scenario().sides.first();
        QCOMPARE(tan.colours, sl({"tan", "red", "blue"}));
        QCOMPARE(tan.morale.last().colours, sl({"blue"}));
        QCOMPARE(tan.morale.last().value, 8);
    } else if (edit == QLatin1String("colour off")) {
        child<QCheckBox>(&dock, QStringLiteral("sideColour_red"))->click();
        QCOMPARE(document->scenario().sides.first().colours, sl({"tan"}));
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
    } else {
        QFAIL("unknown edit");
    }
    QCOMPARE(stack->count(), 1);
    const QByteArray after = document->serialize();
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestSidesDock::briefingTypingIsOneStep()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    const QByteArray before = document->serialize();
    auto *briefing = child<QPlainTextEdit>(&dock, QStringLiteral("sideBriefingEdit"));
    QVERIFY(briefing->toPlainText().startsWith(QStringLiteral("Set up second")));
    briefing->moveCursor(QTextCursor::End);
    QTest::keyClicks(briefing, QStringLiteral("Hurry."));
    QCOMPARE(stack->count(), 1);
    QVERIFY(document->scenario().sides.first().briefing.endsWith(QStringLiteral("Hurry.")));
    // Another side's briefing is another step.
    dock.setCurrentSide(QStringLiteral("green"));
    briefing->moveCursor(QTextCursor::End);
    QTest::keyClicks(briefing, QStringLiteral("Hold."));
    QCOMPARE(stack->count(), 2);
    stack->undo();
    stack->undo();
    QCOMPARE(document->serialize(), before);
    dock.setCurrentSide(QStringLiteral("tan"));
    QCOMPARE(briefing->toPlainText(), document->scenario().sides.first().briefing);
}

void TestSidesDock::coloursOfOtherSidesAreDisabled()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    QCOMPARE(dock.currentSide(), QStringLiteral("tan"));
    auto *red = child<QCheckBox>(&dock, QStringLiteral("sideColour_red"));
    auto *green = child<QCheckBox>(&dock, QStringLiteral("sideColour_green"));
    QVERIFY(!red->isEnabled());
    QVERIFY2(red->toolTip().contains(QStringLiteral("belongs to Red")), qPrintable(red->toolTip()));
    QVERIFY(green->isEnabled() && green->isChecked());
    // Three sides and every colour held: no fourth side.
    QVERIFY(!child<QAbstractButton>(&dock, QStringLiteral("sidesAddButton"))->isEnabled());

    // Taking Green from Tan and Green asks first, then takes Green's units with it.
    QStringList asked;
    dock.setConfirm([&asked](const QString &, const QString &text) {
        asked.append(text);
        return false;
    });
    const QByteArray before = document->serialize();
    green->click();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("1 force entry")), qPrintable(asked.first()));
    QCOMPARE(document->serialize(), before);
    QVERIFY(green->isChecked());

    dock.setConfirm([](const QString &, const QString &) { return true; });
    green->click();
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(reloadsCleanly(*document));
    auto *blue = child<QCheckBox>(&dock, QStringLiteral("sideColour_green"));
    QVERIFY(!blue->isChecked() && blue->isEnabled());
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
}

void TestSidesDock::moraleEditsUndo_data()
{
    QTest::addColumn<QString>("edit");
    for (const char *edit :
         {"value", "add step", "remove step", "edit step keeps the order", "desert on",
          "add threshold", "edit threshold", "withdraw on", "withdraw losses", "failed rally",
          "desperation", "given free", "rule off", "one block per colour",
          "colour gets its own block", "colour joins a block", "remove block"})
        QTest::newRow(edit) << QString::fromLatin1(edit);
}

void TestSidesDock::moraleEditsUndo()
{
    QFETCH(QString, edit);
    auto document = load(EverythingPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    auto *blocks = child<QListWidget>(&dock, QStringLiteral("moraleBlocksList"));
    auto *steps = child<QTableWidget>(&dock, QStringLiteral("moraleStepsTable"));
    auto *thresholds = child<QTableWidget>(&dock, QStringLiteral("moraleThresholdsTable"));
    QByteArray before = document->serialize();
    auto tanBlock = [&](int i) {
        return document->scenario().sides.first().morale.at(i);
    };

    if (edit == QLatin1String("value")) {
        child<QSpinBox>(&dock, QStringLiteral("moraleValueSpin"))->stepUp();
        child<QSpinBox>(&dock, QStringLiteral("moraleValueSpin"))->stepUp();
        QCOMPARE(tanBlock(0).value, 8); // two clicks, one step
    } else if (edit == QLatin1String("add step")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleAddStepButton"))->click();
        QCOMPARE(tanBlock(1).steps.size(), 2);
        QCOMPARE(tanBlock(1).steps.last().losses, 4);
        QCOMPARE(tanBlock(1).steps.last().morale, 9);
        QCOMPARE(blocks->item(1)->text(),
                 QStringLiteral("Green 7; 3 eliminated → 8; 4 → 9; a failed rally eliminates "
                                "the unit; withdraws after 3 losses"));
    } else if (edit == QLatin1String("remove step")) {
        blocks->setCurrentRow(1);
        steps->setCurrentCell(0, 0);
        child<QPushButton>(&dock, QStringLiteral("moraleRemoveStepButton"))->click();
        QVERIFY(tanBlock(1).steps.isEmpty());
    } else if (edit == QLatin1String("edit step keeps the order")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleAddStepButton"))->click();
        stack->clear();
        before = document->serialize();
        steps->item(0, 0)->setData(Qt::EditRole, 9); // 3 -> 9: now after the 4
        QCOMPARE(tanBlock(1).steps.size(), 2);
        QCOMPARE(tanBlock(1).steps.first().losses, 4);
        QCOMPARE(tanBlock(1).steps.last().losses, 9);
        QCOMPARE(steps->item(0, 0)->data(Qt::EditRole).toInt(), 4);
        stack->undo();
        stack->redo();
    } else if (edit == QLatin1String("desert on")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleDesertCheck"))->click();
        const MoraleRule rule = tanBlock(0).rules.last();
        QCOMPARE(rule.kind, MoraleRule::Kind::DesertOnRally);
        QCOMPARE(rule.thresholds.size(), 3); // scenario 9: 1 -> 9, 2 -> 8, 3 -> 7
        QCOMPARE(rule.thresholds[2].roll, 7);
        QCOMPARE(thresholds->rowCount(), 3);
    } else if (edit == QLatin1String("add threshold") || edit == QLatin1String("edit threshold")) {
        dock.setCurrentSide(QStringLiteral("red"));
        if (edit == QLatin1String("add threshold")) {
            child<QPushButton>(&dock, QStringLiteral("moraleAddThresholdButton"))->click();
            const MoraleRule rule
                = document->scenario().findSide(QStringLiteral("red"))->morale[0].rules[0];
            QCOMPARE(rule.thresholds.size(), 4);
            QCOMPARE(rule.thresholds.last().losses, 4);
            QCOMPARE(rule.thresholds.last().roll, 6);
        } else {
            thresholds->item(0, 1)->setData(Qt::EditRole, 10);
            const MoraleRule rule
                = document->scenario().findSide(QStringLiteral("red"))->morale[0].rules[0];
            QCOMPARE(rule.thresholds.first().roll, 10);
        }
    } else if (edit == QLatin1String("withdraw on")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleWithdrawCheck"))->click();
        QCOMPARE(tanBlock(0).rules.size(), 1);
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::WithdrawAfterLosses);
        QCOMPARE(tanBlock(0).rules.first().losses, 3); // scenario 12
    } else if (edit == QLatin1String("withdraw losses")) {
        blocks->setCurrentRow(1);
        auto *spin = child<QSpinBox>(&dock, QStringLiteral("moraleWithdrawSpin"));
        QCOMPARE(spin->value(), 3);
        spin->stepUp();
        spin->stepUp();
        QCOMPARE(tanBlock(1).rules.last().losses, 5);
    } else if (edit == QLatin1String("failed rally")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleFailedRallyCheck"))->click();
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::FailedRallyEliminates);
    } else if (edit == QLatin1String("desperation")) {
        child<QCheckBox>(&dock, QStringLiteral("moraleDesperationCheck"))->click();
        QCOMPARE(tanBlock(0).rules.first().kind, MoraleRule::Kind::DesperationOnly);
        QCOMPARE(blocks->item(0)->text(),
                 QStringLiteral("Tan 6; every rally is a desperation rally"));
    } else if (edit == QLatin1String("given free")) {
        const int before
            = sidePoints(document->scenario(), QStringLiteral("tan"), document->ruleset());
        child<QCheckBox>(&dock, QStringLiteral("moraleFreeCheck"))->click();
        QVERIFY(tanBlock(0).free);
        QCOMPARE(blocks->item(0)->text(), QStringLiteral("Tan 6 (free)"));
        // Tan's morale 6 costs 3 points a unit; its 3 tanks and 2 guns no longer pay it.
        QCOMPARE(sidePoints(document->scenario(), QStringLiteral("tan"), document->ruleset()),
                 before - 5 * 3);
    } else if (edit == QLatin1String("rule off")) {
        blocks->setCurrentRow(1);
        child<QCheckBox>(&dock, QStringLiteral("moraleFailedRallyCheck"))->click();
        QCOMPARE(tanBlock(1).rules.size(), 1);
        QCOMPARE(tanBlock(1).rules.first().kind, MoraleRule::Kind::WithdrawAfterLosses);
    } else if (edit == QLatin1String("one block per colour")
               || edit == QLatin1String("colour gets its own block")) {
        // First Tan and Green share one block, as several scenarios have it.
        QList<Side> sides = document->scenario().sides;
        sides[0].morale = {
            MoraleBlock {{QStringLiteral("tan"), QStringLiteral("green")}, 7, {{6, 8}}, {}, false}};
        stack->push(new ChangeSides(document.get(), sides, QStringLiteral("setup")));
        stack->clear();
        const QByteArray shared = document->serialize();
        if (edit == QLatin1String("one block per colour"))
            child<QPushButton>(&dock, QStringLiteral("moralePerColourButton"))->click();
        else
            child<QCheckBox>(&dock, QStringLiteral("moraleColour_green"))->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 2);
        QCOMPARE(tanBlock(1).colours, sl({"green"}));
        QCOMPARE(tanBlock(1).steps.size(), 1);
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(document->serialize(), shared);
        stack->redo();
        stack->undo();
        stack->undo(); // the setup step is gone; undo does nothing more
        QCOMPARE(document->serialize(), shared);
        return;
    } else if (edit == QLatin1String("colour joins a block")) {
        auto *green = child<QCheckBox>(&dock, QStringLiteral("moraleColour_green"));
        QVERIFY(green->isEnabled());
        QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("moraleColour_tan"))->isEnabled());
        green->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
        QCOMPARE(tanBlock(0).colours, sl({"tan", "green"}));
        QCOMPARE(tanBlock(0).value, 6);
    } else if (edit == QLatin1String("remove block")) {
        blocks->setCurrentRow(1);
        child<QPushButton>(&dock, QStringLiteral("moraleRemoveBlockButton"))->click();
        QCOMPARE(document->scenario().sides.first().morale.size(), 1);
        QCOMPARE(tanBlock(0).colours, sl({"tan", "green"}));
    } else {
        QFAIL("unknown edit");
    }
    QCOMPARE(stack->count(), 1);
    const QByteArray after = document->serialize();
    QVERIFY(after != before);
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestSidesDock::playersLineFollowsPlayersAndAlliances()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    auto *players = child<QLabel>(&dock, QStringLiteral("sidesPlayersLabel"));
    QVERIFY(players);
    QCOMPARE(players->text(), QStringLiteral("Player 1: Tan \u00b7 Player 2: Green"));
    QCOMPARE(players->toolTip(),
             QStringLiteral("Alliances: none; Tan and Green each fight everyone"));

    // Green handed to player 1: one player runs both colours (and they still fight).
    dock.setCurrentSide(QStringLiteral("green"));
    child<QSpinBox>(&dock, QStringLiteral("sidePlayerSpin"))->setValue(1);
    QCOMPARE(document->scenario().sides.at(1).player, 1);
    QCOMPARE(players->text(), QStringLiteral("Player 1: Tan, Green"));
    QCOMPARE(child<QListWidget>(&dock, QStringLiteral("sidesList"))->item(1)->text(),
             QStringLiteral("Green (player 1, Defender)"));

    // An alliance shows in the tool tip as soon as it is made.
    child<QPushButton>(&dock, QStringLiteral("alliancesAddButton"))->click();
    QCOMPARE(players->toolTip(), QStringLiteral("Alliances: Tan and Green are allies"));

    stack->undo();
    QCOMPARE(players->toolTip(),
             QStringLiteral("Alliances: none; Tan and Green each fight everyone"));
    stack->undo();
    QCOMPARE(players->text(), QStringLiteral("Player 1: Tan \u00b7 Player 2: Green"));
}

void TestSidesDock::alliancesUndo()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    SidesDock dock;
    dock.setDocument(document.get());
    QList<QByteArray> states {document->serialize()};

    auto *add = child<QPushButton>(&dock, QStringLiteral("alliancesAddButton"));
    add->click();
    QCOMPARE(document->scenario().alliances, QList<QStringList> {sl({"tan", "green"})});
    states.append(document->serialize());
    // Two colours are the least an alliance has.
    QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("allianceColour_tan"))->isEnabled());
    child<QCheckBox>(&dock, QStringLiteral("allianceColour_red"))->click();
    QCOMPARE(document->scenario().alliances.first(), sl({"tan", "green", "red"}));
    states.append(document->serialize());
    QVERIFY(!add->isEnabled()); // only Blue is left
    child<QCheckBox>(&dock, QStringLiteral("allianceColour_tan"))->click();
    QCOMPARE(document->scenario().alliances.first(), sl({"green", "red"}));
    states.append(document->serialize());
    QVERIFY(add->isEnabled());
    add->click();
    QCOMPARE(document->scenario().alliances.size(), 2);
    QCOMPARE(document->scenario().alliances.last(), sl({"tan", "blue"}));
    QVERIFY(!child<QCheckBox>(&dock, QStringLiteral("allianceColour_red"))->isEnabled());
    states.append(document->serialize());
    child<QPushButton>(&dock, QStringLiteral("alliancesRemoveButton"))->click();
    QCOMPARE(document->scenario().alliances.size(), 1);
    states.append(document->serialize());
    QVERIFY(reloadsCleanly(*document));

    QCOMPARE(stack->count(), int(states.size()) - 1);
    for (int i = int(states.size()) - 2; i >= 0; --i) {
        stack->undo();
        QCOMPARE(document->serialize(), states.at(i));
    }
    for (int i = 1; i < states.size(); ++i) {
        stack->redo();
        QCOMPARE(document->serialize(), states.at(i));
    }
}

void TestSidesDock::mainWindowHasTheDockAndTheMenu()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    auto *dock = window.findChild<SidesDock *>(QStringLiteral("sidesDock"));
    QVERIFY(dock);
    QCOMPARE(dock->currentSide(), QStringLiteral("tan"));
    auto *roster = window.findChild<QDockWidget *>(QStringLiteral("rosterDock"));
    if (roster)
        QVERIFY(window.tabifiedDockWidgets(dock).contains(roster));
    QMenu *menu = window.context()->menu(QStringLiteral("scenarioMenu"));
    QVERIFY(menu);
    auto *properties = menu->findChild<QAction *>(QStringLiteral("scenarioPropertiesAction"));
    if (!properties) {
        for (QAction *action : menu->actions()) {
            if (action->objectName() == QLatin1String("scenarioPropertiesAction"))
                properties = action;
        }
    }
    QVERIFY(properties);
    QVERIFY(properties->isEnabled());
    QVERIFY(!properties->statusTip().isEmpty());
    QVERIFY(!properties->shortcut().isEmpty());
}

void TestSidesDock::dockFitsASmallWindow()
{
    // The dock shares the right-hand column with others: it must not push the window wide.
    auto document = load(EverythingPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const QSize hint = dock.minimumSizeHint();
    QVERIFY2(hint.width() <= 320 && hint.height() <= 320,
             qPrintable(QStringLiteral("%1x%2").arg(hint.width()).arg(hint.height())));
}

void TestSidesDock::defaultSetUpZoneIsOneStep()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    SidesDock dock;
    dock.setDocument(document.get());
    auto *combo = child<QComboBox>(&dock, QStringLiteral("sideDefaultZoneCombo"));
    QVERIFY(combo);
    // None, then every zone of the scenario.
    QCOMPARE(combo->count(), 1 + document->scenario().zones.size());
    QCOMPARE(combo->currentData().toString(), QString());
    const QByteArray before = document->serialize();
    const QString zone = document->scenario().zones.at(1).id;
    combo->setCurrentIndex(combo->findData(zone));
    QCOMPARE(document->scenario().sides.first().defaultZone, zone);
    QCOMPARE(document->undoStack()->count(), 1);
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Change Default Set-up Zone"));
    QVERIFY(document->serialize().contains("default_zone: " + zone.toUtf8()));
    document->undoStack()->undo();
    QCOMPARE(document->serialize(), before);
    QCOMPARE(combo->currentData().toString(), QString());
    document->undoStack()->redo();
    QCOMPARE(combo->currentData().toString(), zone);
    // A zone added elsewhere is offered at once.
    QList<Zone> zones = document->scenario().zones;
    zones.append(Zone {QStringLiteral("late"), QStringLiteral("Late"), {}, {}, {}, {}, {}});
    document->setZones(zones);
    QVERIFY(combo->findData(QStringLiteral("late")) >= 0);
    document->undoStack()->setClean();
}

QTEST_MAIN(TestSidesDock)
#include "tst_sidesdock.moc"
