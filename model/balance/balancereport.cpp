// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancereport.h"

#include <QCoreApplication>

#include <cmath>

namespace hexwright {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("hexwright::BalanceReport", text, disambiguation, n);
}

/// A fraction as whole per cent: "71".
QString percent(double fraction)
{
    return QString::number(std::lround(100 * fraction));
}

/// "Tan wins 71 % ± 3 %"
QString winsText(const QString &name, int wins, int games)
{
    const RateInterval interval = wilsonInterval(wins, games);
    return QCoreApplication::translate("hexwright::BalanceReport", "%1 wins %2 % ± %3 %")
        .arg(name, percent(games > 0 ? double(wins) / games : 0.0), percent(interval.halfWidth()));
}

/// "a", "a and b", "a, b and c"
QString joinAnd(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QCoreApplication::translate("hexwright::BalanceReport", "%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

} // namespace

BalanceVerdict balanceVerdict(const QStringList &names, const QList<int> &wins, int games)
{
    BalanceVerdict verdict;
    int decided = 0;
    for (int w : wins)
        decided += w;
    if (decided == 0 || names.isEmpty()) {
        verdict.kind = BalanceVerdict::Kind::NoVerdict;
        verdict.text = QCoreApplication::translate("hexwright::BalanceReport",
                                                   "No game was won: no verdict");
        return verdict;
    }
    // A side is favoured when its share of the decided games is above an even share beyond
    // the noise: the whole 95 % Wilson interval of the share lies above 1/k.
    const double even = 1.0 / names.size();
    QStringList favoured;
    QStringList favouredText;
    QStringList all;
    for (int i = 0; i < names.size(); ++i) {
        const int w = wins.value(i);
        all.append(winsText(names.at(i), w, games));
        if (wilsonInterval(w, decided).low > even) {
            favoured.append(names.at(i));
            favouredText.append(all.last());
        }
    }
    if (favoured.isEmpty()) {
        verdict.kind = BalanceVerdict::Kind::Balanced;
        verdict.text = QCoreApplication::translate("hexwright::BalanceReport",
                                                   "Within the noise: balanced (%1)")
                           .arg(all.join(QStringLiteral(", ")));
        return verdict;
    }
    verdict.kind = BalanceVerdict::Kind::Favours;
    verdict.favoured = favoured;
    verdict.text = QCoreApplication::translate("hexwright::BalanceReport", "%1: favours %2")
                       .arg(favouredText.join(QStringLiteral(", ")), joinAnd(favoured));
    return verdict;
}

int BalanceReport::gamesAsWritten() const
{
    int n = 0;
    for (const BalanceGame &g : games)
        n += g.swapped ? 0 : 1;
    return n;
}

int BalanceReport::draws() const
{
    int n = 0;
    for (const BalanceGame &g : games)
        n += !g.swapped && g.over && g.winner.isEmpty() ? 1 : 0;
    return n;
}

int BalanceReport::unfinished() const
{
    int n = 0;
    for (const BalanceGame &g : games)
        n += !g.swapped && !g.over ? 1 : 0;
    return n;
}

int BalanceReport::errors() const
{
    int n = 0;
    for (const BalanceGame &g : games)
        n += g.error.isEmpty() ? 0 : 1;
    return n;
}

RateInterval BalanceReport::winInterval(const BalanceSide &s) const
{
    return wilsonInterval(s.wins, gamesAsWritten());
}

double BalanceReport::winRate(const BalanceSide &s) const
{
    const int n = gamesAsWritten();
    return n > 0 ? double(s.wins) / n : 0.0;
}

double BalanceReport::meanLosses(const BalanceSide &s) const
{
    const int n = gamesAsWritten();
    return n > 0 ? double(s.piecesLost) / n : 0.0;
}

QMap<int, int> BalanceReport::lengths() const
{
    QMap<int, int> lengths;
    for (const BalanceGame &g : games) {
        if (!g.swapped && g.over)
            lengths[g.turns] += 1;
    }
    return lengths;
}

const BalanceSide *BalanceReport::side(const QString &id) const
{
    for (const BalanceSide &s : sides) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

BalanceVerdict BalanceReport::verdict() const
{
    QStringList names;
    QList<int> wins;
    for (const BalanceSide &s : sides) {
        names.append(s.name);
        wins.append(s.wins);
    }
    BalanceVerdict v = balanceVerdict(names, wins, gamesAsWritten());
    // The verdict names sides; its list holds their ids.
    for (QString &name : v.favoured) {
        for (const BalanceSide &s : sides) {
            if (s.name == name) {
                name = s.id;
                break;
            }
        }
    }
    return v;
}

QString BalanceReport::firstPlayerText() const
{
    const BalanceFirstPlayer &f = firstPlayer;
    if (!f.applicable)
        return tr("First player: not applicable: %1").arg(f.reason);
    const int decided = f.decided();
    if (decided == 0)
        return tr("First player: no game with the order swapped was won");
    const RateInterval share = wilsonInterval(f.firstMoverWins(), decided);
    const double rate = double(f.firstMoverWins()) / decided;
    QString effect;
    if (share.low > 0.5)
        effect = tr("moving first is an advantage");
    else if (share.high < 0.5)
        effect = tr("moving second is an advantage");
    else
        effect = tr("no first-player effect beyond the noise");
    return tr("First player: whoever moves first wins %1 % ± %2 % of the %3 decided games "
              "(%4 moving first: %5 of %6 games won; %7 moving first: %8 of %9): %10")
        .arg(percent(rate), percent(share.halfWidth()))
        .arg(decided)
        .arg(f.names.value(0))
        .arg(f.winsAsWritten[0])
        .arg(f.gamesAsWritten)
        .arg(f.names.value(1))
        .arg(f.winsSwapped[1])
        .arg(f.gamesSwapped)
        .arg(effect);
}

QString BalanceReport::summaryText() const
{
    QStringList lines;
    const int n = gamesAsWritten();
    QString head = tr("%1: %n game(s) (seed %2, agents %3)", nullptr, n)
                       .arg(title)
                       .arg(seed)
                       .arg(agents.join(QLatin1Char(',')));
    if (firstPlayer.applicable && firstPlayer.gamesSwapped > 0)
        head += tr(", %n more with the first player swapped", nullptr, firstPlayer.gamesSwapped);
    if (cancelled)
        head += tr(", cancelled after %n game(s)", nullptr, int(games.size()));
    lines.append(head);
    for (const BalanceSide &s : sides) {
        const RateInterval w = winInterval(s);
        lines.append(tr("  %1: wins %2 % (95 % interval %3-%4 %), draws %5, mean losses %6")
                         .arg(s.name, percent(winRate(s)), percent(w.low), percent(w.high))
                         .arg(s.draws)
                         .arg(meanLosses(s), 0, 'f', 1));
    }
    const QMap<int, int> length = lengths();
    if (!length.isEmpty()) {
        double total = 0;
        int count = 0;
        for (auto it = length.begin(); it != length.end(); ++it) {
            total += double(it.key()) * it.value();
            count += it.value();
        }
        lines.append(tr("  length: mean %1 turns, %2 to %3")
                         .arg(total / count, 0, 'f', 1)
                         .arg(length.firstKey())
                         .arg(length.lastKey()));
    }
    if (const int u = unfinished(); u > 0)
        lines.append(tr("  unfinished: %n game(s)", nullptr, u));
    if (const int e = errors(); e > 0)
        lines.append(tr("  engine errors: %n game(s)", nullptr, e));
    lines.append(tr("Verdict: %1").arg(verdict().text));
    lines.append(firstPlayerText());
    if (!provisional.isEmpty())
        lines.append(tr("Provisional values: %1").arg(provisional.join(QStringLiteral("; "))));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace hexwright
