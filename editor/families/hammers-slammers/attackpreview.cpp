// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/attackpreview.h"

#include "families/hammers-slammers/play/gamecontext.h"
#include "families/hammers-slammers/play/gamestate.h"
#include "families/hammers-slammers/rules/los.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each AttackPreviewText::tr() call
/// under "AttackPreview", the context the run-time lookup uses.
struct AttackPreviewText
{
    Q_DECLARE_TR_FUNCTIONS(AttackPreview)
};

/// Each firer's part of the attack at its range; problems for firers that cannot fire.
void addFirers(AttackPreview &preview, const GameContext &context, const GameState &state,
               const QStringList &firers, HexCoord hex, bool needLos)
{
    for (const QString &id : firers) {
        const UnitState *unit = state.unit(id);
        if (!unit || !unit->onMap()) {
            preview.problems.append(AttackPreviewText::tr("%1 is not on the map").arg(id));
            continue;
        }
        AttackPreview::Firer firer;
        firer.unit = id;
        const UnitFactors factors = context.factors(*unit);
        firer.attack = factors.attack;
        firer.range = rules::fireRange(unit->hex, hex);
        firer.band = rules::rangeBand(firer.range, factors.range, true, context.ruleset());
        firer.contribution
            = rules::attackAtRange(firer.attack, firer.band, context.ruleset(), context.choices());
        if (needLos && state.field)
            firer.lineOfSight = rules::hasLineOfSight(*state.field, unit->hex, hex);
        if (firer.band == rules::RangeBand::OutOfRange)
            preview.problems.append(
                AttackPreviewText::tr("%1 is out of range (%2 hexes)").arg(id).arg(firer.range));
        if (!firer.lineOfSight)
            preview.problems.append(AttackPreviewText::tr("%1 has no line of sight").arg(id));
        preview.attack += firer.contribution;
        preview.firers.append(firer);
    }
    if (firers.isEmpty())
        preview.problems.append(AttackPreviewText::tr("No attacker chosen"));
}

} // namespace

int twoDiceWays(int total)
{
    if (total < 2 || total > 12)
        return 0;
    return 6 - std::abs(total - 7);
}

QMap<QString, int> crtChances(const Ruleset &ruleset, int column)
{
    QMap<QString, int> chances;
    for (int first = 1; first <= 6; ++first) {
        for (int second = 1; second <= 6; ++second) {
            const QString code
                = column > 0 ? rules::crtResult(ruleset, first + second, column) : QString();
            ++chances[code.isEmpty() ? QStringLiteral("-") : code];
        }
    }
    return chances;
}

AttackPreview previewDirectFire(const GameContext &context, const GameState &state,
                                const QStringList &firers, HexCoord hex, const QStringList &targets)
{
    AttackPreview preview;
    addFirers(preview, context, state, firers, hex, true);
    QList<int> defences;
    bool insideFortress = !targets.isEmpty();
    for (const QString &id : targets) {
        const UnitState *unit = state.unit(id);
        if (!unit || !unit->onMap() || unit->hex != hex) {
            preview.problems.append(AttackPreviewText::tr("%1 is not in the target hex").arg(id));
            continue;
        }
        defences.append(context.factors(*unit).defence);
        insideFortress = insideFortress && unit->inFortress;
    }
    if (targets.isEmpty())
        preview.problems.append(AttackPreviewText::tr("No target chosen"));
    if (state.field)
        preview.defence = rules::directFireDefence(*state.field, hex, defences, insideFortress,
                                                   context.choices());
    preview.reading
        = rules::readOdds(rules::AttackKind::Direct, preview.attack, preview.defence.total(),
                          context.ruleset(), context.choices());
    preview.chances
        = crtChances(context.ruleset(), preview.reading.legal ? preview.reading.column : 0);
    if (!preview.reading.legal)
        preview.problems.append(AttackPreviewText::tr("Odds of %1 are below the table")
                                    .arg(preview.reading.raw.toString()));
    return preview;
}

AttackPreview previewIndirectFire(const GameContext &context, const GameState &state,
                                  const QStringList &firers, HexCoord hex)
{
    AttackPreview preview;
    preview.indirect = true;
    addFirers(preview, context, state, firers, hex, false);
    if (state.field)
        preview.hexDefence = rules::indirectHexDefence(*state.field, hex);
    const rules::IndirectReading reading = rules::readIndirect(
        preview.attack, preview.hexDefence, context.ruleset(), context.choices());
    preview.reading = reading.classB;
    preview.readingA = reading.classA;
    preview.chances
        = crtChances(context.ruleset(), reading.classB.legal ? reading.classB.column : 0);
    preview.chancesA
        = crtChances(context.ruleset(), reading.classA.legal ? reading.classA.column : 0);
    if (!reading.classB.legal && !reading.classA.legal)
        preview.problems.append(AttackPreviewText::tr("Odds of %1 are below the table")
                                    .arg(reading.classB.raw.toString()));
    return preview;
}

QString describeChances(const QMap<QString, int> &chances)
{
    // Mildest result first, as the CRT's key lists them.
    static const QStringList order
        = {QStringLiteral("-"), QStringLiteral("Dis"), QStringLiteral("DE"), QStringLiteral("DE*"),
           QStringLiteral("DE-R")};
    QStringList parts;
    for (const QString &code : order) {
        if (chances.value(code) > 0)
            parts.append(QStringLiteral("%1 %2/36").arg(code).arg(chances.value(code)));
    }
    for (auto it = chances.begin(); it != chances.end(); ++it) {
        if (!order.contains(it.key()) && it.value() > 0)
            parts.append(QStringLiteral("%1 %2/36").arg(it.key()).arg(it.value()));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace hexwright
