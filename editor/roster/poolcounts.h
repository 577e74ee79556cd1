// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QPointer>
#include <QString>
#include <QWidget>

class QLabel;

namespace hexwright {

class ScenarioDocument;
struct Ruleset;

/**
 * The Forces dock's live unit pool of one side, for a family whose sides build a pool by
 * category (FamilyRules::poolCategories(): Hammer Wars' 9 Infantry, 5 Specialists, 2 Heroes,
 * 1 Heavy): "Infantry 7 / 9" per category, in the alert colour while a count is not exactly
 * the pool's size. Hidden for a family without pools.
 */
class PoolCounts : public QWidget
{
    Q_OBJECT

public:
    explicit PoolCounts(QWidget *parent = nullptr);

    /// Shows the pool of side @p sideId of @p document (call again when forces change).
    void setSide(const ScenarioDocument *document, const QString &sideId);
    /// The label of category @p id, or null (tests).
    QLabel *categoryLabel(const QString &id) const { return m_labels.value(id); }

private:
    QMap<QString, QLabel *> m_labels;
    QStringList m_order;
};

/// The name of the pool category of @p unitTypeId in @p ruleset, or empty (no pools).
QString poolCategoryName(const Ruleset &ruleset, const QString &unitTypeId);

} // namespace hexwright
