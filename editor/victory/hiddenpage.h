// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"
#include "scenario/scenario.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hexwright {

class EditorContext;
class ScenarioDocument;

/// Tints the hexes of one zone over the map: the zone of the hidden units being edited.
class ZoneHighlight : public MapOverlay
{
    Q_OBJECT

public:
    explicit ZoneHighlight(QObject *parent = nullptr);
    void setZone(ScenarioDocument *document, const QString &zone);
    QString zone() const { return m_zone; }
    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    QPointer<ScenarioDocument> m_document;
    QString m_zone;
};

/**
 * The "Hidden units" page of the Victory dock: units hidden in a zone until found by a die
 * roll when an enemy unit enters a hex (scenario 6's partisans). A list of entries and the
 * form of the selected one: side, colour of that side, unit type of that colour, zone,
 * units found for each face of 1d6, and a note. The selected entry's zone is tinted on the
 * map. Every change is one ChangeHidden command.
 */
class HiddenPage : public QWidget
{
    Q_OBJECT

public:
    HiddenPage(EditorContext *context, QWidget *parent = nullptr);
    ~HiddenPage() override;

    void setDocument(ScenarioDocument *document);
    QString currentId() const;
    void selectEntry(const QString &id);
    ZoneHighlight *highlight() const { return m_highlight; }

    /// Adds scenario 6's partisans for the first side and zone; its id, or empty.
    QString addEntry();
    void removeCurrent();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void refreshList();
    void refreshChoices();
    void showEntry();
    void updateHighlight();
    /// Applies @p change to the selected entry and pushes it (merging when @p mergeKey).
    void edit(const std::function<void(HiddenUnits &)> &change, const QString &mergeKey);

    EditorContext *m_context;
    QPointer<ScenarioDocument> m_document;
    ZoneHighlight *m_highlight;
    QListWidget *m_list;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QLabel *m_emptyLabel;
    QWidget *m_form;
    QComboBox *m_sideCombo;
    QComboBox *m_colourCombo;
    QComboBox *m_unitCombo;
    QComboBox *m_zoneCombo;
    QTableWidget *m_outcomes;
    QLineEdit *m_noteEdit;
};

} // namespace hexwright
