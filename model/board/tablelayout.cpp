// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/tablelayout.h"

#include <algorithm>

namespace hexwright {

namespace {

template<typename T> const T *findById(const QList<T> &list, const QString &id)
{
    const auto it
        = std::find_if(list.cbegin(), list.cend(), [&id](const T &item) { return item.id == id; });
    return it == list.cend() ? nullptr : &*it;
}

} // namespace

bool operator==(const TablePiece &a, const TablePiece &b)
{
    return a.id == b.id && a.name == b.name && a.shape == b.shape && a.traits == b.traits
        && a.height == b.height;
}

bool operator==(const TableObjective &a, const TableObjective &b)
{
    return a.id == b.id && a.at == b.at && a.label == b.label;
}

bool operator==(const TableDeployment &a, const TableDeployment &b)
{
    return a.id == b.id && a.side == b.side && a.shapes == b.shapes;
}

bool operator==(const TableLayout &a, const TableLayout &b)
{
    return a.unit == b.unit && a.size.width() == b.size.width()
        && a.size.height() == b.size.height() && a.grid == b.grid && a.pieces == b.pieces
        && a.objectives == b.objectives && a.deployment == b.deployment;
}

const TablePiece *TableLayout::findPiece(const QString &id) const
{
    return findById(pieces, id);
}

const TableObjective *TableLayout::findObjective(const QString &id) const
{
    return findById(objectives, id);
}

const TableDeployment *TableLayout::findDeployment(const QString &id) const
{
    return findById(deployment, id);
}

} // namespace hexwright
