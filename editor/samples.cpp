// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled sample scenarios and File > Open Sample.

#include "samples.h"

#include "editorcontext.h"
#include "io/yamltree.h"
#include "mainwindow.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace hexwright {

namespace {

const YamlNode *mappingValue(const YamlNode *node, const QLatin1String key)
{
    if (!node || !node->isMapping())
        return nullptr;
    for (const auto &[k, v] : node->entries) {
        if (k->isScalar() && k->scalar == key)
            return v;
    }
    return nullptr;
}

/// metadata.title of the scenario at @p path, or an empty string.
QString readTitle(const QString &path)
{
    Diagnostics diagnostics;
    const auto document = YamlDocument::load(path, QFileInfo(path).fileName(), diagnostics);
    if (!document)
        return QString();
    const YamlNode *title = mappingValue(mappingValue(document->root(), QLatin1String("metadata")),
                                         QLatin1String("title"));
    return title && title->isScalar() ? title->scalar.trimmed() : QString();
}

} // namespace

QString samplesFolder()
{
    return QStringLiteral(":/hexwright/scenarios/samples");
}

QList<SampleScenario> bundledSamples()
{
    const QDir folder(samplesFolder());
    QList<SampleScenario> samples;
    const QStringList names
        = folder.entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        SampleScenario sample;
        sample.path = folder.filePath(name);
        sample.title = readTitle(sample.path);
        if (sample.title.isEmpty())
            sample.title = name;
        samples.append(sample);
    }
    return samples;
}

void installSamples(EditorContext &context)
{
    QMenu *file = context.menu(QStringLiteral("fileMenu"));
    auto *window = qobject_cast<MainWindow *>(context.window());
    if (!file || !window)
        return;
    auto *menu = new QMenu(MainWindow::tr("Open &Sample"), file);
    menu->setIcon(actionIcon(QStringLiteral("hexwright-sample")));
    menu->setObjectName(QStringLiteral("samplesMenu"));
    menu->setStatusTip(MainWindow::tr("Open a scenario of the book that comes with Hexwright"));
    const QList<SampleScenario> samples = bundledSamples();
    for (const SampleScenario &sample : samples) {
        QAction *action
            = menu->addAction(actionIcon(QStringLiteral("hexwright-sample")), sample.title);
        action->setData(sample.path);
        action->setStatusTip(
            MainWindow::tr("Open a copy of the sample scenario \"%1\"; saving asks where to")
                .arg(sample.title));
        const QString path = sample.path;
        QObject::connect(action, &QAction::triggered, window,
                         [window, path] { window->openFile(path); });
    }
    menu->setEnabled(!samples.isEmpty());

    // Right after File > Open Recent.
    QAction *before = nullptr;
    if (QMenu *recent = file->findChild<QMenu *>(QStringLiteral("recentMenu"))) {
        const QList<QAction *> actions = file->actions();
        before = actions.value(actions.indexOf(recent->menuAction()) + 1);
    }
    file->insertMenu(before, menu);
}

} // namespace hexwright
