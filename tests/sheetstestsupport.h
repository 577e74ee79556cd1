// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the setup-sheet and counter-sheet tests share: the samples, pages painted to images,
// and the page count of a written PDF.

#include "checks/scenariovalidator.h"
#include "export/mapexport.h"
#include "export/sheet.h"
#include "ruleset/rulesetregistry.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>

#include <map>
#include <memory>

namespace hexwright::sheetstest {

inline const QString Samples = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/");
inline const QString Golden = QStringLiteral(TEST_DATA_DIR "/setupsheets/");

inline QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

inline QImage paintPage(const SheetDocument &document, int page, double pixelsPerMm)
{
    const QSizeF paper = document.paper(page).paperSizeMm();
    QImage image(QSize(qRound(paper.width() * pixelsPerMm), qRound(paper.height() * pixelsPerMm)),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(pixelsPerMm, pixelsPerMm);
    document.paintPage(painter, page);
    painter.end();
    return image;
}

inline int pdfPageCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray pdf = file.readAll();
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

/// The bundled samples, each loaded once, and the export source of each.
class SampleSheets
{
public:
    SampleSheets()
        : m_registry(RulesetRegistry::withBundledData())
    { }

    const ScenarioReport &report(const QString &file)
    {
        auto found = m_reports.find(file);
        if (found == m_reports.end()) {
            const QString path = Samples + file;
            found = m_reports.emplace(file, validateScenarioFile(path, path, *m_registry)).first;
        }
        return found->second;
    }
    MapExportSource source(const QString &file) { return source(report(file), nullptr); }
    static MapExportSource source(const ScenarioReport &report, const Scenario *scenario)
    {
        // A table sample has no panel library (its board is its table), as in the CLI.
        static const PanelLibrary NoPanels;
        return {report.map, *report.loaded.ruleset, scenario ? *scenario : *report.loaded.scenario,
                report.loaded.panels ? *report.loaded.panels : NoPanels};
    }

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    std::map<QString, ScenarioReport> m_reports;
};

} // namespace hexwright::sheetstest
