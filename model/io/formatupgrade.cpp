// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/formatupgrade.h"

#include "io/yamltree.h"

namespace hexwright {

namespace {

const QLatin1String RulesetV1("hexwright-ruleset/1");
const QLatin1String RulesetV2("hexwright-ruleset/2");
const QLatin1String ScenarioV1("hexwright-scenario/1");
const QLatin1String ScenarioV2("hexwright-scenario/2");

/// What every version 1 ruleset is: the version 1 reader required Hammer's Slammers' charts.
FamilyAndBoard versionOneRulesets()
{
    return {QStringLiteral("hammers-slammers"), QStringLiteral("hex")};
}

using Entries = std::vector<std::pair<const YamlNode *, const YamlNode *>>;

/// The index of top-level key @p key in @p entries, or -1.
qsizetype indexOf(const Entries &entries, QLatin1String key)
{
    for (size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].first->isScalar() && entries[i].first->scalar == key)
            return qsizetype(i);
    }
    return -1;
}

/// The `format:` value node of a mapping root, or null.
const YamlNode *formatNode(const YamlNode *root)
{
    if (!root || !root->isMapping())
        return nullptr;
    const qsizetype at = indexOf(root->entries, QLatin1String("format"));
    if (at < 0 || !root->entries[size_t(at)].second->isScalar())
        return nullptr;
    return root->entries[size_t(at)].second;
}

/// A plain scalar node at @p where's position.
YamlNode *scalarAt(YamlDocument &document, const YamlNode *where, const QString &text)
{
    YamlNode *node = document.addNode();
    node->kind = YamlNode::Kind::Scalar;
    node->line = where->line;
    node->column = where->column;
    node->scalar = text;
    return node;
}

/// Adds `family:` and `board:` after entry @p after (unless the file already has them).
void addFamilyAndBoard(YamlDocument &document, YamlNode *root, qsizetype after,
                       const YamlNode *where, const FamilyAndBoard &value)
{
    Entries added;
    if (indexOf(root->entries, QLatin1String("family")) < 0)
        added.emplace_back(scalarAt(document, where, QStringLiteral("family")),
                           scalarAt(document, where, value.family));
    if (indexOf(root->entries, QLatin1String("board")) < 0)
        added.emplace_back(scalarAt(document, where, QStringLiteral("board")),
                           scalarAt(document, where, value.board));
    root->entries.insert(root->entries.begin() + after + 1, added.cbegin(), added.cend());
}

/// The scalar `id` of the `ruleset:` mapping of a scenario, or empty.
QString scenarioRulesetId(const YamlNode *root)
{
    const qsizetype at = indexOf(root->entries, QLatin1String("ruleset"));
    if (at < 0)
        return {};
    const YamlNode *ruleset = root->entries[size_t(at)].second;
    if (!ruleset->isMapping())
        return {};
    const qsizetype id = indexOf(ruleset->entries, QLatin1String("id"));
    if (id < 0 || !ruleset->entries[size_t(id)].second->isScalar())
        return {};
    return ruleset->entries[size_t(id)].second->scalar;
}

} // namespace

QString declaredFormat(const YamlDocument &document)
{
    const YamlNode *node = formatNode(document.root());
    return node ? node->scalar : QString();
}

bool upgradeFormat(YamlDocument &document, const QString &expected,
                   const RulesetFamilyLookup &rulesetFamily)
{
    YamlNode *root = document.mutableRoot();
    auto *format = const_cast<YamlNode *>(formatNode(root));
    if (!format || !format->scalar.startsWith(expected + QLatin1Char('/')))
        return false;
    const qsizetype formatAt = indexOf(root->entries, QLatin1String("format"));
    if (format->scalar == RulesetV1) {
        // After the id, where a version 2 file has them.
        const qsizetype id = indexOf(root->entries, QLatin1String("id"));
        addFamilyAndBoard(document, root, id >= 0 ? id : formatAt, format, versionOneRulesets());
        format->scalar = RulesetV2;
        return true;
    }
    if (format->scalar == ScenarioV1) {
        std::optional<FamilyAndBoard> found;
        const QString rulesetId = scenarioRulesetId(root);
        if (rulesetFamily && !rulesetId.isEmpty())
            found = rulesetFamily(rulesetId);
        // Last, where the scenario writer puts them.
        addFamilyAndBoard(document, root, qsizetype(root->entries.size()) - 1, format,
                          found.value_or(versionOneRulesets()));
        format->scalar = ScenarioV2;
        return true;
    }
    return false;
}

std::optional<QByteArray> upgradeRulesetText(const QByteArray &text, const YamlDocument &document)
{
    const YamlNode *root = document.root();
    const YamlNode *format = formatNode(root);
    if (!format || format->scalar != RulesetV1 || format->quoted)
        return std::nullopt;
    const qsizetype id = indexOf(root->entries, QLatin1String("id"));
    if (id < 0)
        return std::nullopt;
    const YamlNode *idKey = root->entries[size_t(id)].first;
    const YamlNode *idValue = root->entries[size_t(id)].second;
    // Block style only: `id: x` on a line of its own at the left margin.
    if (idKey->column != 1 || !idValue->isScalar() || idValue->line != idKey->line
        || root->entries.size() < 2)
        return std::nullopt;
    QList<QByteArray> lines = text.split('\n');
    const qsizetype formatLine = format->line - 1;
    const qsizetype idLine = idKey->line - 1;
    if (formatLine >= lines.size() || idLine >= lines.size())
        return std::nullopt;
    QByteArray &line = lines[formatLine];
    const qsizetype at = line.indexOf(QByteArray(RulesetV1.data(), RulesetV1.size()));
    if (at < 0)
        return std::nullopt;
    line.replace(at, RulesetV1.size(), QByteArray(RulesetV2.data(), RulesetV2.size()));
    const FamilyAndBoard v1 = versionOneRulesets();
    lines.insert(idLine + 1, "board: " + v1.board.toUtf8());
    lines.insert(idLine + 1, "family: " + v1.family.toUtf8());
    return lines.join('\n');
}

} // namespace hexwright
