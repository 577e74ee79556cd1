// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLineEdit;
class QPushButton;
class QToolButton;
class QTreeWidget;

namespace hexwright {

class EditorContext;
class MarkerTool;
class ScenarioDocument;
struct Marker;

/**
 * The "Markers" page of the Victory dock: the options of the Markers tool (kind, name,
 * owner colour of a fortress) and the list of the scenario's markers with their hexes.
 * Selecting a marker shows it in the options, where its name and owner are edited;
 * double-clicking one centres the map on it.
 */
class MarkersPage : public QWidget
{
    Q_OBJECT

public:
    MarkersPage(EditorContext *context, QWidget *parent = nullptr);

    void setDocument(ScenarioDocument *document);
    ScenarioDocument *document() const { return m_document; }
    void setTool(MarkerTool *tool);

    /// The kind the tool places, its name and owner colour (empty: none).
    QString kind() const;
    QString markerName() const;
    QString markerColour() const;
    void setKind(const QString &kind);

    /// The marker selected in the list: its kind and hex.
    std::optional<std::pair<QString, OffsetCoord>> selected() const;
    void selectMarker(const QString &kind, OffsetCoord hex);
    void removeSelected();
    /// Centres the map on the selected marker.
    void centreOnSelected();

Q_SIGNALS:
    void selectionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshKinds();
    void refreshColours();
    void refreshList();
    void showSelected();
    void editSelected(bool continuous);
    void updateEnabled();
    QString markerKindName(const QString &kind) const;

    EditorContext *m_context;
    QPointer<ScenarioDocument> m_document;
    QToolButton *m_toolButton;
    QComboBox *m_kindCombo;
    QLineEdit *m_nameEdit;
    QComboBox *m_colourCombo;
    QTreeWidget *m_list;
    QPushButton *m_removeButton;
};

} // namespace hexwright
