// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/lostool.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/lostrace.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QKeyEvent>

namespace hexwright {

LosTool::LosTool(EditorContext *context)
    : MapTool(context, tr("Line of &Sight"), actionIcon(QStringLiteral("hexwright-line-of-sight")),
              QKeySequence(Qt::Key_S))
{
    action()->setObjectName(QStringLiteral("losToolAction"));
    action()->setStatusTip(tr("Click a firer's hex, then a target's: every hex the line "
                              "crosses with its LOS value, and the verdict"));
    // A new scenario or an edit may change the ground under a line: drop it.
    connect(context, &EditorContext::documentChanged, this, [this] { clear(); });
}

std::optional<rules::LosTrace> LosTool::traceBetween(HexCoord firer, HexCoord target) const
{
    const ScenarioDocument *document = context()->document();
    if (!document)
        return std::nullopt;
    const rules::Battlefield field = rules::Battlefield::fromScenario(
        document->ruleset(), document->map(), document->scenario());
    return rules::traceLineOfSight(field, firer, target);
}

void LosTool::deactivate()
{
    clear();
}

void LosTool::clear()
{
    m_firer.reset();
    m_trace.reset();
    m_fixed = false;
    if (context()->view())
        updateOverlay();
}

void LosTool::show(HexCoord target)
{
    m_trace = traceBetween(*m_firer, target);
    updateOverlay();
    const ScenarioDocument *document = context()->document();
    if (!m_trace || !document)
        return;
    const HexMap &map = document->map();
    context()->showStatus(
        describeLosTrace(*m_trace, document->ruleset(),
                         [&map](HexCoord hex) { return map.label(map.offsets().toOffset(hex)); }),
        m_fixed ? 0 : 4000);
}

void LosTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        clear();
        return;
    }
    const ScenarioDocument *document = context()->document();
    if (event.button != Qt::LeftButton || !event.hex || !document)
        return;
    const HexCoord hex = document->map().offsets().fromOffset(*event.hex);
    if (!m_firer || m_fixed) {
        m_firer = hex;
        m_fixed = false;
        show(hex);
        return;
    }
    m_fixed = true;
    show(hex);
}

void LosTool::mouseMoved(const MapMouseEvent &event)
{
    const ScenarioDocument *document = context()->document();
    if (!m_firer || m_fixed || !event.hex || !document)
        return;
    const HexCoord hex = document->map().offsets().fromOffset(*event.hex);
    if (m_trace && m_trace->target == hex)
        return;
    show(hex);
}

bool LosTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_firer) {
        clear();
        return true;
    }
    return false;
}

void LosTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    if (m_trace)
        paintLosTrace(painter, renderer, *m_trace, pixelsPerUnit);
}

} // namespace hexwright
