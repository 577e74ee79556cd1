// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tests of setting up in the editor share (tst_setup: units onto the map;
// tst_zoneediting: the Zones dock, the Zone tool, presets): a main window on the demo, its
// set-up state, Zones dock, tools and drop handler, and a force line by id.

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "maptool.h"
#include "setup/setupstate.h"
#include "setup/unitdrop.h"
#include "setup/zonesdock.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace hexwright::setuptest {

/// The base of both tests: a home of their own, and a window on the demo for each test.
class WindowFixture
{
protected:
    /// A window on the demo, for init(); false when it did not open.
    bool openWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        return m_window->openDemo() && state() && dock();
    }
    /// Closes the window without asking about its changes, for cleanup().
    void closeWindow()
    {
        if (document())
            document()->undoStack()->setClean();
        m_window.reset();
    }

    ScenarioDocument *document() const { return m_window->document(); }
    SetupState *state() const
    {
        return m_window->findChild<SetupState *>(QStringLiteral("setupState"));
    }
    ZonesDock *dock() const
    {
        return m_window->findChild<ZonesDock *>(QStringLiteral("zonesDock"));
    }
    template<typename T> T *tool() const
    {
        for (MapTool *t : m_window->context()->tools()) {
            if (auto *found = qobject_cast<T *>(t))
                return found;
        }
        return nullptr;
    }
    UnitDropHandler *dropHandler() const
    {
        return m_window->findChild<UnitDropHandler *>(QStringLiteral("unitDropHandler"));
    }
    const ForceEntry *force(const QString &id) const
    {
        for (const ForceEntry &f : document()->scenario().forces) {
            if (f.id == id)
                return &f;
        }
        return nullptr;
    }

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace hexwright::setuptest
