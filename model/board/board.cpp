// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/board.h"

namespace hexwright {

Board::~Board() = default;

QString boardKindId(BoardKind kind)
{
    return kind == BoardKind::Hex ? QStringLiteral("hex") : QStringLiteral("table");
}

QStringList boardKindIds()
{
    return {QStringLiteral("hex"), QStringLiteral("table")};
}

std::optional<BoardKind> parseBoardKind(const QString &id)
{
    if (id == QLatin1String("hex"))
        return BoardKind::Hex;
    if (id == QLatin1String("table"))
        return BoardKind::Table;
    return std::nullopt;
}

} // namespace hexwright
