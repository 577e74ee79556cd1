// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheets.h"

#include "export/countersheet.h"
#include "export/setupsheet_content.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QPainter>

#include <memory>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupSheets::tr() call under
/// "SetupSheets", the context the run-time lookup uses.
struct SetupSheets
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheets)
};

/// A colour as a light grey of its lightness: the printer-friendly map of the greyscale
/// sheets keeps light and dark terrain apart without spending much toner.
QColor lightGrey(const QColor &colour)
{
    const int grey = qGray(colour.rgb());
    const int light = 255 - int((255 - grey) * 0.55);
    return QColor(light, light, light, colour.alpha());
}

/// The colour the greyscale map gives markers that have no owner (the renderer draws an
/// object in bright yellow otherwise).
const QString PrintGrey = QStringLiteral("hexwright-print-grey");

Ruleset greyRuleset(Ruleset ruleset)
{
    for (TerrainType &terrain : ruleset.terrain)
        terrain.colour = lightGrey(terrain.colour);
    ruleset.road.colour = QColor(0x60, 0x60, 0x60);
    for (ArmyColour &colour : ruleset.colours)
        colour.colour = lightGrey(colour.colour);
    ruleset.colours.append({PrintGrey, QString(), QColor(0xf4, 0xf4, 0xf4)});
    return ruleset;
}

Scenario greyScenario(Scenario scenario)
{
    for (Marker &marker : scenario.markers) {
        if (marker.colour.isEmpty())
            marker.colour = PrintGrey;
    }
    return scenario;
}

/// What the sheets were made from, copied: a print preview may outlive the edit that
/// follows it, and must still show the scenario as it was when printed.
struct SheetSource
{
    SheetSource(const MapExportSource &source, bool greyscale)
        : scenario(source.scenario)
        , mapScenario(greyscale ? greyScenario(source.scenario) : source.scenario)
        , ruleset(source.ruleset)
        , mapRuleset(greyscale ? greyRuleset(source.ruleset) : source.ruleset)
        , map(source.map)
        , panels(source.panels)
    { }

    MapExportSource source() const { return {map, ruleset, scenario, panels}; }

    Scenario scenario;
    Scenario mapScenario; ///< the scenario as the map draws it (grey markers in greyscale)
    Ruleset ruleset;
    Ruleset mapRuleset; ///< the map's colours as printed (grey in greyscale)
    HexMap map;
    PanelLibrary panels;
};

class SetupSheetsDocument : public SheetDocument
{
public:
    SetupSheetsDocument(const MapExportSource &source, const SetupSheetOptions &options)
        : m_data(source, options.greyscale)
        , m_options(options)
        , m_layout(layoutSetupSheets(m_data.source(), options))
    { }

    QString title() const override
    {
        return SetupSheets::tr("%1: set-up sheets").arg(m_layout.title);
    }
    int pageCount() const override { return int(m_layout.pages.size()); }
    PaperSetup paper(int) const override { return m_options.paper; }

    void paintPage(QPainter &painter, int page) const override
    {
        if (page < 0 || page >= m_layout.pages.size())
            return;
        SheetPaintContext context;
        context.ruleset = &m_data.ruleset;
        context.greyscale = m_options.greyscale;
        context.markProvisional = m_options.markProvisional;
        context.paintThumbnail = [this](QPainter &p, const QRectF &rect, int index) {
            if (index < 0 || index >= m_layout.thumbnails.size())
                return;
            paintMapThumbnail(p, rect, renderer(), m_data.scenario, m_data.ruleset,
                              m_layout.thumbnails.at(index), m_options.greyscale);
        };
        paintSheetPage(painter, m_layout.pages.at(page), context);
    }

private:
    const MapRenderer &renderer() const
    {
        if (!m_renderer)
            m_renderer = std::make_unique<MapRenderer>(m_data.map, m_data.mapRuleset,
                                                       m_data.mapScenario, m_data.panels);
        return *m_renderer;
    }

    SheetSource m_data;
    SetupSheetOptions m_options;
    SetupSheetLayout m_layout;
    mutable std::unique_ptr<MapRenderer> m_renderer;
};

class CounterSheetsDocument : public SheetDocument
{
public:
    CounterSheetsDocument(const MapExportSource &source, const CounterSheetOptions &options)
        : m_ruleset(source.ruleset)
        , m_options(options)
        , m_layout(layoutCounterSheets(source, options))
    { }

    QString title() const override
    {
        return SetupSheets::tr("%1: counters")
            .arg(m_layout.title.isEmpty() ? SetupSheets::tr("Scenario") : m_layout.title);
    }
    int pageCount() const override { return int(m_layout.pages.size()); }
    PaperSetup paper(int) const override { return m_options.paper; }

    void paintPage(QPainter &painter, int page) const override
    {
        if (page < 0 || page >= m_layout.pages.size())
            return;
        SheetPaintContext context;
        context.ruleset = &m_ruleset;
        context.greyscale = m_options.greyscale;
        context.markProvisional = m_options.markProvisional;
        paintSheetPage(painter, m_layout.pages.at(page), context);
    }

private:
    Ruleset m_ruleset;
    CounterSheetOptions m_options;
    CounterSheetLayout m_layout;
};

} // namespace

std::unique_ptr<SheetDocument> makeSetupSheets(const MapExportSource &source,
                                               const SetupSheetOptions &options)
{
    return std::make_unique<SetupSheetsDocument>(source, options);
}

std::unique_ptr<SheetDocument> makeCounterSheets(const MapExportSource &source,
                                                 const CounterSheetOptions &options)
{
    return std::make_unique<CounterSheetsDocument>(source, options);
}

} // namespace hexwright
