// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests of the bundled Hammer's Slammers ruleset (tst_ruleset,
// tst_terrainrules, tst_unitcatalogue, tst_combattables), of the other families' rulesets
// (tst_hwruleset, tst_makruleset, tst_crucibleruleset, tst_strikerruleset) and of the
// ruleset formats (tst_charts, tst_formats).

#include "io/diagnostic.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace hexwright::rulesettest {

inline const QString RulesetId = QStringLiteral("hammers-slammers");
inline const QString BundledRuleset
    = QStringLiteral(":/hexwright/rulesets/hammers-slammers.ruleset.yaml");

/// "a b  c" -> {"a", "b", "c"}: table rows written the way the book prints them.
inline QStringList cells(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

inline QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

inline QStringList diagnosticTexts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.toText());
    return out;
}

/// Loads the bundled ruleset @p id into a registry of the bundled data made in @p registry,
/// as the family ruleset tests do: in test mode, with the bundled chart values only (no
/// player's override). Returns it, or null with @p diagnostics saying why.
inline const Ruleset *loadBundledRuleset(std::unique_ptr<RulesetRegistry> &registry,
                                         const QString &id, Diagnostics &diagnostics)
{
    QStandardPaths::setTestModeEnabled(true);
    registry = RulesetRegistry::withBundledData();
    registry->setUserChartsFolder(QString()); // the bundled values only
    return registry->ruleset(id, diagnostics);
}

/// The diagnostics as lines of text, for a failure message.
inline QByteArray diagnosticLines(const Diagnostics &diagnostics)
{
    return diagnosticTexts(diagnostics).join(QLatin1Char('\n')).toLocal8Bit();
}

inline const UnitFactors *factorsOf(const UnitType &type, const QString &side)
{
    if (side == QLatin1String("mounted"))
        return type.mounted ? &type.mounted->factors : nullptr;
    return &type.factors;
}

inline int factorValue(const UnitFactors &factors, const QString &factor)
{
    if (factor == QLatin1String("attack"))
        return factors.attack;
    if (factor == QLatin1String("defence"))
        return factors.defence;
    if (factor == QLatin1String("range"))
        return factors.range;
    if (factor == QLatin1String("movement"))
        return factors.movement;
    return -1;
}

// "line:column" of the first occurrence of @p anchor in @p text, 1-based like Diagnostic.
inline QString positionOf(const QString &text, const QString &anchor)
{
    const qsizetype at = text.indexOf(anchor);
    if (at < 0)
        return QStringLiteral("<anchor '%1' not found>").arg(anchor);
    const qsizetype lineStart = text.lastIndexOf(QLatin1Char('\n'), at) + 1;
    const qsizetype line = text.left(at).count(QLatin1Char('\n')) + 1;
    return QStringLiteral("%1:%2").arg(line).arg(at - lineStart + 1);
}

// Expected messages name positions as @[anchor]: the line and column where the first
// occurrence of anchor starts in the broken file, so the rows stay exact when the bundled
// file gains or loses lines above the mutation.
inline QString resolvePositions(QString expected, const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("@\\[(.*?)\\]@"));
    QRegularExpressionMatch m;
    while ((m = placeholder.match(expected)).hasMatch())
        expected.replace(m.capturedStart(), m.capturedLength(), positionOf(text, m.captured(1)));
    return expected;
}

/**
 * Writes to @p path a copy of the bundled file @p bundledPath with the first @p find replaced
 * by @p replace, its text in @p text. A mutation that no longer applies to the file fails the
 * test (check QTest::currentTestFailed()) rather than passing silently.
 */
inline void writeMutatedCopy(const QString &bundledPath, const QString &find,
                             const QString &replace, const QString &path, QString *text)
{
    QFile bundled(bundledPath);
    QVERIFY(bundled.open(QIODevice::ReadOnly));
    *text = QString::fromUtf8(bundled.readAll());
    const qsizetype at = text->indexOf(find);
    QVERIFY2(at >= 0, "the mutation no longer applies to the bundled file");
    text->replace(at, find.size(), replace);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text->toUtf8());
}

/**
 * Loads a copy of the ruleset file @p bundledPath with the first @p find replaced by
 * @p replace, and compares what the reader reports, in order, with @p expected (positions
 * written as @[anchor]@, resolvePositions()). The copy must not load. A mutation that no
 * longer applies to the file fails the test rather than passing silently.
 */
inline void checkBrokenRuleset(const QString &bundledPath, const QString &find,
                               const QString &replace, QStringList expected)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.ruleset.yaml"));
    QString text;
    writeMutatedCopy(bundledPath, find, replace, path, &text);
    if (QTest::currentTestFailed())
        return;

    Diagnostics diagnostics;
    const auto rules = loadRuleset(path, QStringLiteral("broken.ruleset.yaml"), diagnostics);
    QVERIFY2(!rules, "a broken ruleset must not load");
    sortDiagnostics(diagnostics);
    for (QString &e : expected)
        e = resolvePositions(e, text);
    QCOMPARE(diagnosticTexts(diagnostics), expected);
}

struct CostRow
{
    const char *name;
    const char *type;
    const char *colours;
    int cost;
    const char *option = "";
    int optionCost = 0;
};

// Section 4.4, in the book's row order.
inline const CostRow UnitCostChart[] = {
    {"Red tank 31, 35 with ECM", "merc_hover_tank", "red", 31, "ecm", 35},
    {"Blue tank 31, 35 with ECM", "slam_hover_tank", "blue", 31, "ecm", 35},
    {"conventional tank 17", "conv_tank", "tan green", 17},
    {"Red combat car 19", "merc_combat_car", "red", 19},
    {"Blue combat car 19", "slam_combat_car", "blue", 19},
    {"armored car 12", "conv_armored_car", "tan green", 12},
    {"Red infantry 11", "merc_infantry", "red", 11},
    {"Blue infantry 11", "slam_infantry", "blue", 11},
    {"conventional infantry 8", "conv_infantry", "tan green", 8},
    {"militia 3", "conv_militia", "tan green", 3},
    {"APC 9", "conv_apc", "tan green", 9},
    {"buses 7", "conv_buses", "tan green", 7},
    {"Red large gun 20, 22 with gas", "merc_large_gun", "red", 20, "gas", 22},
    {"conventional large gun 20, 22 with gas", "conv_large_gun", "tan green", 20, "gas", 22},
    {"Red small gun 14, 16 with gas", "merc_small_gun", "red", 14, "gas", 16},
    {"conventional small gun 14, 16 with gas", "conv_small_gun", "tan green", 14, "gas", 16},
    {"Red howitzer 24, 26 with gas", "merc_howitzer", "red", 24, "gas", 26},
    {"conventional howitzer 24, 26 with gas", "conv_howitzer", "tan green", 24, "gas", 26},
    {"calliope 10", "conv_calliope", "tan green", 10},
    {"Red SP artillery 20, 22 with gas", "merc_sp_artillery", "red", 20, "gas", 22},
    {"Blue SP artillery 22, 24 with gas", "slam_sp_artillery", "blue", 22, "gas", 24},
    {"conventional SP artillery 20, 22 with gas", "conv_sp_artillery", "tan green", 20, "gas", 22},
    {"Red SP calliope 13", "merc_sp_calliope", "red", 13},
    {"conventional SP calliope 12", "conv_sp_calliope", "tan green", 12},
    {"fortress 24 for everyone", "fortress", "tan green red blue", 24},
};

} // namespace hexwright::rulesettest
