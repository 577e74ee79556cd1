// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwfamily.h"

#include "io/schemareader.h"

namespace hexwright {

namespace {

/// Hammer Wars' data beyond the shared core: none yet (see hwfamily.h).
class HwRules : public FamilyRules
{
public:
    QString familyId() const override { return QStringLiteral("hammer-wars"); }
};

/// Asks for no key: every key beyond the shared core is reported as unknown, as it should
/// be until the family defines some.
class HwRulesReader : public FamilyRulesReader
{
public:
    void readTop(MappingReader &, const Ruleset &) override { }
    std::shared_ptr<const FamilyRules> finish(const Ruleset &) override
    {
        return std::make_shared<HwRules>();
    }
};

} // namespace

QString HwFamily::id() const
{
    return QStringLiteral("hammer-wars");
}

QString HwFamily::name() const
{
    return QStringLiteral("Hammer Wars");
}

QList<BoardKind> HwFamily::boardKinds() const
{
    return {BoardKind::Table};
}

QStringList HwFamily::phaseIds() const
{
    return {QStringLiteral("turn")};
}

std::unique_ptr<FamilyRulesReader> HwFamily::rulesReader(ReadContext &) const
{
    return std::make_unique<HwRulesReader>();
}

} // namespace hexwright
