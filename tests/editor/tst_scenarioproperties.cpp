// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The scenario's Properties dialog (title, briefing, special rules and their effects),
// driven through its widgets: OK is one undo step, Cancel changes nothing, a rule's words and
// effect edit in place. The Sides dock is tst_sidesdock.cpp.

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

class TestScenarioProperties : public QObject, private sidestest::SidesFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void propertiesOkIsOneStep();
    void propertiesCancelChangesNothing();
    void propertiesRejectsDuplicateRuleIds();
    void propertiesRulesTabCountsTheRules();
    void propertiesEditTheWordsAndTheEffectOfARule_data();
    void propertiesEditTheWordsAndTheEffectOfARule();
};

void TestScenarioProperties::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_scenarioproperties");
    m_registry = RulesetRegistry::withBundledData();
}

void TestScenarioProperties::propertiesOkIsOneStep()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    {
        // OK without a change pushes nothing.
        ScenarioPropertiesDialog dialog(document.get());
        dialog.accept();
        QCOMPARE(stack->count(), 0);
        QCOMPARE(document->serialize(), before);
    }
    ScenarioPropertiesDialog dialog(document.get());
    child<QLineEdit>(&dialog, QStringLiteral("propertiesTitle"))
        ->setText(QStringLiteral("Renamed"));
    auto *players = child<QSpinBox>(&dialog, QStringLiteral("propertiesPlayers"));
    QCOMPARE(players->minimum(), 3); // Blue is player 3
    players->setValue(4);
    child<QPlainTextEdit>(&dialog, QStringLiteral("propertiesBriefing"))
        ->setPlainText(QStringLiteral("A new briefing.\n"));
    auto *rules = child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"));
    rules->setCurrentCell(1, 0);
    child<QPushButton>(&dialog, QStringLiteral("propertiesUpRule"))->click();
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    QCOMPARE(rules->rowCount(), 3);
    QCOMPARE(rules->currentRow(), 1);
    rules->item(1, 1)->setText(QStringLiteral("Nobody may enter the lake."));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    QCOMPARE(stack->count(), 1);
    const Scenario &s = document->scenario();
    QCOMPARE(s.metadata.title, QStringLiteral("Renamed"));
    QCOMPARE(s.metadata.players, 4);
    QCOMPARE(s.briefing, QStringLiteral("A new briefing.\n"));
    QStringList ids;
    for (const SpecialRule &rule : s.specialRules)
        ids.append(rule.id);
    QCOMPARE(ids, sl({"no-fire-turn-1", "nobody-may-enter-the", "amphibious"}));
    const QByteArray after = document->serialize();
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

void TestScenarioProperties::propertiesCancelChangesNothing()
{
    auto document = load(DemoPath);
    QVERIFY(document);
    const QByteArray before = document->serialize();
    ScenarioPropertiesDialog dialog(document.get());
    child<QLineEdit>(&dialog, QStringLiteral("propertiesTitle"))->setText(QStringLiteral("X"));
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    dialog.reject();
    QCOMPARE(document->undoStack()->count(), 0);
    QCOMPARE(document->serialize(), before);
}

void TestScenarioProperties::propertiesRejectsDuplicateRuleIds()
{
    auto document = load(EverythingPath);
    QVERIFY(document);
    ScenarioPropertiesDialog dialog(document.get());
    auto *rules = child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"));
    rules->item(1, 0)->setText(QStringLiteral("amphibious"));
    QVERIFY(dialog.problem().contains(QStringLiteral("used twice")));
    dialog.accept();
    QCOMPARE(document->undoStack()->count(), 0);
    rules->item(1, 0)->setText(QStringLiteral("Not An Id"));
    QVERIFY(dialog.problem().contains(QStringLiteral("not a valid id")));
    rules->item(1, 0)->setText(QStringLiteral("fixed"));
    QCOMPARE(dialog.problem(), QString());
}

void TestScenarioProperties::propertiesRulesTabCountsTheRules()
{
    // The tab's count follows the rules: added and removed here, or changed by an undo or a
    // redo of the document while the dialog is open.
    auto document = load(EverythingPath);
    QVERIFY(document);
    const int count = int(document->scenario().specialRules.size());
    QVERIFY(count > 0);
    ScenarioPropertiesDialog dialog(document.get());
    auto *tabs = dialog.findChild<QTabWidget *>();
    QVERIFY(tabs);
    const int tab = tabs->count() - 1;
    auto label = [tabs, tab] {
        return tabs->tabText(tab);
    };
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count));
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count + 1));
    child<QPushButton>(&dialog, QStringLiteral("propertiesRemoveRule"))->click();
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count));

    QList<SpecialRule> rules = document->scenario().specialRules;
    rules.append(SpecialRule(QStringLiteral("night"), QStringLiteral("It is night.")));
    QUndoStack *stack = document->undoStack();
    stack->push(new ChangeSpecialRules(document.get(), rules, QStringLiteral("Add Rule")));
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count + 1));
    stack->undo();
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count));
    stack->redo();
    QCOMPARE(label(), QStringLiteral("Special &Rules (%1)").arg(count + 1));
    QCOMPARE(
        child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"))->item(count, 0)->text(),
        QStringLiteral("night"));
}

void TestScenarioProperties::propertiesEditTheWordsAndTheEffectOfARule_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QVariantMap>("expected");
    QTest::newRow("sc.2: Red holds still on turn 1")
        << QStringLiteral("hold_still") << QStringLiteral("sides")
        << QVariant(QStringList {QStringLiteral("red")})
        << QVariantMap {{QStringLiteral("sides"), QStringList {QStringLiteral("red")}},
                        {QStringLiteral("turns"), QVariantList {1}},
                        {QStringLiteral("released_when_attacked"), false}};
    QTest::newRow("sc.14: combat only on Board 2")
        << QStringLiteral("combat_only_on") << QStringLiteral("fire_from_outside") << QVariant(true)
        << QVariantMap {{QStringLiteral("panels"), QStringList {QStringLiteral("1")}},
                        {QStringLiteral("fire_from_outside"), true}};
    QTest::newRow("sc.14: Red's home board")
        << QStringLiteral("closed_boards") << QStringLiteral("home_panels")
        << QVariant(QVariantMap {{QStringLiteral("red"), QStringList {QStringLiteral("2")}}})
        << QVariantMap {{QStringLiteral("home_panels"),
                         QVariantMap {{QStringLiteral("red"), QStringList {QStringLiteral("2")}}}}};
    QTest::newRow("sc.6: no rubble")
        << QStringLiteral("no_rubble") << QString() << QVariant() << QVariantMap {};
}

void TestScenarioProperties::propertiesEditTheWordsAndTheEffectOfARule()
{
    QFETCH(QString, kind);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QFETCH(QVariantMap, expected);
    auto document = load(EverythingPath);
    QVERIFY(document);
    QUndoStack *stack = document->undoStack();
    const QByteArray before = document->serialize();
    ScenarioPropertiesDialog dialog(document.get());
    auto *rules = child<QTableWidget>(&dialog, QStringLiteral("propertiesRules"));
    auto *words = child<QPlainTextEdit>(&dialog, QStringLiteral("propertiesRuleText"));
    auto *kinds = child<QComboBox>(&dialog, QStringLiteral("propertiesEffectKind"));
    // The first rule shows its words and its effect's form.
    QCOMPARE(rules->currentRow(), 0);
    QCOMPARE(kinds->currentData().toString(), QStringLiteral("terrain_allowed"));
    QVERIFY(dialog.effectEditor(QStringLiteral("terrain")));
    QCOMPARE(dialog.effectEditor(QStringLiteral("terrain"))->value().toStringList(),
             QStringList({QStringLiteral("swamp"), QStringLiteral("lake")}));
    rules->setCurrentCell(1, 1);
    QCOMPARE(words->toPlainText(),
             QStringLiteral("Tan may not move or fire on turn 1\nunless it is attacked.\n"));
    QVERIFY(dialog.effectEnableBox(QStringLiteral("colours"))->isChecked());

    // A new rule: its words on several lines, then an effect.
    child<QPushButton>(&dialog, QStringLiteral("propertiesAddRule"))->click();
    QCOMPARE(rules->currentRow(), 2);
    words->setPlainText(QStringLiteral("First line.\nSecond line.\n"));
    QCOMPARE(rules->item(2, 1)->text(), QStringLiteral("First line.\nSecond line.\n"));
    const int index = kinds->findData(kind);
    QVERIFY(index > 0);
    kinds->setCurrentIndex(index);
    Q_EMIT kinds->activated(index);
    if (!key.isEmpty()) {
        ParamEditor *editor = dialog.effectEditor(key);
        QVERIFY(editor);
        if (QCheckBox *enable = dialog.effectEnableBox(key)) {
            QVERIFY(!editor->widget()->isEnabled()); // optional: off until checked
            enable->setChecked(true);
            QVERIFY(editor->widget()->isEnabled());
        }
        editor->setValue(value);
        Q_EMIT editor->edited(false);
    }
    QCOMPARE(dialog.problem(), QString());
    dialog.accept();
    QCOMPARE(stack->count(), 1);
    const Scenario &s = document->scenario();
    QCOMPARE(s.specialRules.size(), 3);
    const SpecialRule &added = s.specialRules.at(2);
    QCOMPARE(added.id, QStringLiteral("first-line-second-line"));
    QCOMPARE(added.text, QStringLiteral("First line.\nSecond line.\n"));
    QCOMPARE(added.effect.kind, kind);
    QCOMPARE(added.effect.parameters, expected);
    // The other rules keep their effects.
    QCOMPARE(s.specialRules.at(0).effect.kind, QStringLiteral("terrain_allowed"));
    QCOMPARE(s.specialRules.at(1).effect.kind, QStringLiteral("hold_still"));
    const QByteArray after = document->serialize();
    QVERIFY(after.contains("    effect:\n      kind: " + kind.toUtf8()));
    QVERIFY(reloadsCleanly(*document));
    stack->undo();
    QCOMPARE(document->serialize(), before);
    stack->redo();
    QCOMPARE(document->serialize(), after);
}

QTEST_MAIN(TestScenarioProperties)
#include "tst_scenarioproperties.moc"
