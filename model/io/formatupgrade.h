// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace hexwright {

class YamlDocument;

/// The rule family and board kind a file names (`family:` and `board:`).
struct FamilyAndBoard
{
    QString family;
    QString board;
};

/// The family and board of ruleset @p rulesetId, or nothing when it cannot be loaded.
using RulesetFamilyLookup = std::function<std::optional<FamilyAndBoard>(const QString &rulesetId)>;

/**
 * Brings a parsed hexwright-ruleset or hexwright-scenario file of an older version up to the
 * current one, in place, before its reader sees it. This is the one place where old versions
 * are known: readers read the current version only. Working on the tree keeps every node
 * where the file has it, so each problem is still reported at its own line and column; what
 * an upgrade adds is placed at the file's `format:` value.
 *
 * - hexwright-ruleset/1 -> /2: adds `family: hammers-slammers` and `board: hex`. Version 1
 *   required the Hammer's Slammers charts, so every version 1 ruleset is of that family.
 * - hexwright-scenario/1 -> /2: adds its ruleset's `family:` and `board:` (last, where the
 *   writer puts them), found with
 *   @p rulesetFamily (those of version 1 rulesets when it is empty or finds nothing).
 *
 * Only a file of format @p format ("hexwright-scenario") is upgraded: one of another format,
 * of the current version, or without a readable `format:` is left as it is for its reader to
 * judge. Returns whether the tree was changed.
 */
bool upgradeFormat(YamlDocument &document, const QString &format,
                   const RulesetFamilyLookup &rulesetFamily = {});

/**
 * The text of a hexwright-ruleset/1 file as version 2, for `hexwright-cli format`: rulesets
 * are written by hand and keep their comments, so rather than rewriting the file this changes
 * the `format:` line and adds the `family:` and `board:` lines after the `id:` line, leaving
 * every other byte alone. @p document is the file parsed as it is (not upgraded). Nothing
 * when the file is not a version 1 ruleset in block style.
 */
std::optional<QByteArray> upgradeRulesetText(const QByteArray &text, const YamlDocument &document);

/// The `format:` value of a parsed file ("hexwright-scenario/1"), or empty.
QString declaredFormat(const YamlDocument &document);

} // namespace hexwright
