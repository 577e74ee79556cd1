// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The parameter editors that pick on the map: a list of hexes, and a map edge with panels.

#include "victory/parameditors_p.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/panel.h"
#include "maptool.h"
#include "ruleset/ruleset.h"
#include "scenario/scenarioreader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <functional>

namespace hexwright::parameditors {

namespace {

/// The next left click on the map hands its hex over, then the previous tool comes back;
/// Escape or a right click gives up.
class HexPickTool : public MapTool
{
public:
    HexPickTool(EditorContext *context, std::function<void(OffsetCoord)> picked, QObject *parent)
        : MapTool(context, ParamEditorText::tr("Pick Hex"), QIcon(), QKeySequence(), parent)
        , m_guard(context)
        , m_picked(std::move(picked))
    { }
    ~HexPickTool() override
    {
        if (m_guard)
            finish();
    }

    void start()
    {
        if (context()->activeTool() == this)
            return;
        m_previous = context()->activeTool();
        context()->activateTool(this);
        context()->showStatus(ParamEditorText::tr("Click a hex to add it; Esc cancels"), 0);
    }
    void mousePressed(const MapMouseEvent &event) override
    {
        if (event.button == Qt::LeftButton && event.hex)
            m_picked(*event.hex);
        if (event.button == Qt::LeftButton || event.button == Qt::RightButton)
            finish();
    }
    bool keyPressed(QKeyEvent *event) override
    {
        if (event->key() != Qt::Key_Escape)
            return false;
        finish();
        return true;
    }
    QCursor cursor() const override { return Qt::CrossCursor; }

private:
    void finish()
    {
        if (context()->activeTool() != this)
            return;
        context()->showStatus(QString(), 1);
        context()->activateTool(m_previous);
    }

    QPointer<EditorContext> m_guard; ///< the context may go first when the window closes
    std::function<void(OffsetCoord)> m_picked;
    QPointer<MapTool> m_previous;
};

class HexesEditor : public ParamEditor
{
public:
    HexesEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
                QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_box(new QWidget(parent))
        , m_list(new QListWidget(m_box))
        , m_label(new QLineEdit(m_box))
    {
        auto *layout = new QVBoxLayout(m_box);
        layout->setContentsMargins(0, 0, 0, 0);
        m_list->setMaximumHeight(m_list->fontMetrics().height() * 6);
        m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
        layout->addWidget(m_list);
        auto *row = new QHBoxLayout;
        m_label->setPlaceholderText(ParamEditorText::tr("Hex, e.g. 0405"));
        m_label->setMaxLength(12);
        auto *add = new QPushButton(ParamEditorText::tr("Add"), m_box);
        auto *remove = new QPushButton(ParamEditorText::tr("Remove"), m_box);
        auto *pick = new QPushButton(ParamEditorText::tr("Pick on Map"), m_box);
        pick->setObjectName(QStringLiteral("pickHexButton"));
        pick->setToolTip(ParamEditorText::tr("Click a hex of the map to add it"));
        pick->setEnabled(context != nullptr);
        row->addWidget(m_label, 1);
        row->addWidget(add);
        row->addWidget(remove);
        row->addWidget(pick);
        layout->addLayout(row);
        QObject::connect(add, &QPushButton::clicked, this, [this] {
            OffsetCoord hex;
            if (parseMapHexLabel(m_label->text().trimmed(), &hex)) {
                addHex(hex);
                m_label->clear();
            }
        });
        QObject::connect(m_label, &QLineEdit::returnPressed, add, &QPushButton::click);
        QObject::connect(remove, &QPushButton::clicked, this, [this] {
            const QList<QListWidgetItem *> items = m_list->selectedItems();
            if (items.isEmpty())
                return;
            qDeleteAll(items);
            Q_EMIT edited(false);
        });
        if (context) {
            m_pick = new HexPickTool(
                context, [this](OffsetCoord hex) { addHex(hex); }, this);
            QObject::connect(pick, &QPushButton::clicked, m_pick, &HexPickTool::start);
        }
    }
    QWidget *widget() const override { return m_box; }
    void setValue(const QVariant &value) override
    {
        m_list->clear();
        m_list->addItems(value.toStringList());
    }
    QVariant value() const override
    {
        QStringList labels;
        for (int i = 0; i < m_list->count(); ++i)
            labels.append(m_list->item(i)->text());
        return labels;
    }

    void addHex(OffsetCoord hex)
    {
        if (!m_document)
            return;
        const QString label
            = formatHexLabel(hex, labelDigits(m_document->scenario(), &m_document->panels()));
        if (!m_list->findItems(label, Qt::MatchExactly).isEmpty())
            return;
        m_list->addItem(label);
        Q_EMIT edited(false);
    }

private:
    QWidget *m_box;
    QListWidget *m_list;
    QLineEdit *m_label;
    HexPickTool *m_pick = nullptr;
};

class EdgeEditor : public ParamEditor
{
public:
    EdgeEditor(const ParamSpec &spec, ScenarioDocument *document, EditorContext *context,
               QWidget *parent)
        : ParamEditor(spec, document, context)
        , m_box(new QWidget(parent))
        , m_side(new QComboBox(m_box))
    {
        auto *layout = new QVBoxLayout(m_box);
        layout->setContentsMargins(0, 0, 0, 0);
        fillCombo(m_side, edgeSides());
        WheelGuard::install(m_side);
        layout->addWidget(m_side);
        QStringList panels;
        for (const PanelPlacement &p : document->scenario().layout) {
            if (!panels.contains(p.panel))
                panels.append(p.panel);
        }
        for (const QString &id : panels) {
            const Panel *panel = document->panels().findPanel(id);
            auto *check = new QCheckBox(panel ? panel->name : id, m_box);
            check->setProperty("panel", id);
            check->setToolTip(
                ParamEditorText::tr("Only the edge of this panel (none checked: the whole map's "
                                    "edge)"));
            layout->addWidget(check);
            m_panels.append(check);
            QObject::connect(check, &QCheckBox::toggled, this, [this] { Q_EMIT edited(false); });
        }
        QObject::connect(m_side, &QComboBox::activated, this, [this] { Q_EMIT edited(false); });
    }
    QWidget *widget() const override { return m_box; }
    void setValue(const QVariant &value) override
    {
        const QVariantMap map = value.toMap();
        const QStringList panels = map.value(QStringLiteral("panels")).toStringList();
        const QSignalBlocker blocker(m_side);
        m_side->setCurrentIndex(m_side->findData(map.value(QStringLiteral("side")).toString()));
        for (QCheckBox *check : std::as_const(m_panels)) {
            const QSignalBlocker checkBlocker(check);
            check->setChecked(panels.contains(check->property("panel").toString()));
        }
    }
    QVariant value() const override
    {
        QVariantMap map;
        map.insert(QStringLiteral("side"), m_side->currentData().toString());
        QStringList panels;
        for (QCheckBox *check : m_panels) {
            if (check->isChecked())
                panels.append(check->property("panel").toString());
        }
        if (!panels.isEmpty())
            map.insert(QStringLiteral("panels"), panels);
        return map;
    }

private:
    QWidget *m_box;
    QComboBox *m_side;
    QList<QCheckBox *> m_panels;
};

} // namespace

std::unique_ptr<ParamEditor> makeHexesEditor(const ParamSpec &spec, ScenarioDocument *document,
                                             EditorContext *context, QWidget *parent)
{
    return std::make_unique<HexesEditor>(spec, document, context, parent);
}

std::unique_ptr<ParamEditor> makeEdgeEditor(const ParamSpec &spec, ScenarioDocument *document,
                                            EditorContext *context, QWidget *parent)
{
    return std::make_unique<EdgeEditor>(spec, document, context, parent);
}

} // namespace hexwright::parameditors
