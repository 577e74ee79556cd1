// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A scenario as a VASSAL module: what goes where (pieces, set-up stacks, holding areas,
// charts), the grid that numbers hexes as we do; buildFile.xml is written by
// vassalbuildfile.cpp, the pictures drawn by vassalimages.cpp, zipped by vassalzip.cpp.

#include "export/vassalmodule.h"

#include "export/countersheet.h"
#include "export/setupsheets.h"
#include "export/vassalmodule_p.h"
#include "io/safefile.h"
#include "map/hexmap.h"
#include "scenario/players.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr int BoxWidth = 150;
constexpr int BoxHeight = 110;
constexpr int BoxGap = 50; ///< room above a box for its caption
constexpr int BoxesPerRow = 5;

class Images
{
public:
    explicit Images(VassalModule &module)
        : m_module(module)
    { }
    /// The file name of @p image in images/, the same name for the same picture.
    QString add(const QString &stem, const QImage &image)
    {
        const QByteArray png = vassalPng(image);
        const auto found = m_names.constFind(png);
        if (found != m_names.constEnd())
            return *found;
        const QString name = QStringLiteral("%1-%2.png").arg(stem).arg(m_names.size() + 1);
        m_names.insert(png, name);
        m_module.images.append(ZipEntry {QStringLiteral("images/") + name, png});
        return name;
    }

private:
    VassalModule &m_module;
    QHash<QByteArray, QString> m_names;
};

QString reinforcementText(const Reinforcement &r, const Scenario &scenario, const HexMap &map)
{
    switch (r.entry.kind) {
    case Entry::Kind::Edge:
        return VassalExport::tr("turn %1, from the %2 edge").arg(r.turn).arg(r.entry.edge.side);
    case Entry::Kind::RoadHex:
        return VassalExport::tr("turn %1, at hex %2").arg(r.turn).arg(map.label(r.entry.hex));
    case Entry::Kind::Zone: {
        const Zone *zone = scenario.findZone(r.entry.zone);
        return VassalExport::tr("turn %1, in %2").arg(r.turn).arg(zone ? zone->name : r.entry.zone);
    }
    case Entry::Kind::Paradrop:
        return VassalExport::tr("turn %1, by paradrop").arg(r.turn);
    case Entry::Kind::DieRoll:
        return VassalExport::tr("turn %1, edge by die roll").arg(r.turn);
    }
    return VassalExport::tr("turn %1").arg(r.turn);
}

QString zoneName(const Scenario &scenario, const QString &id)
{
    const Zone *zone = scenario.findZone(id);
    return zone && !zone->name.isEmpty() ? zone->name : id;
}

/// The playable hex of zone @p id nearest the middle of its hexes; none on a table or for a
/// zone without playable hexes.
std::optional<OffsetCoord> zoneMiddle(const MapExportSource &source, const QString &id)
{
    const Zone *zone = source.scenario.table ? nullptr : source.scenario.findZone(id);
    if (!zone)
        return std::nullopt;
    const HexLayout layout = HexLayout::fromAcrossFlats(source.map.orientation(), 1.0);
    QList<OffsetCoord> hexes;
    QPointF sum;
    for (const OffsetCoord hex : zone->hexes) {
        if (!source.map.isPlayable(hex))
            continue;
        hexes.append(hex);
        sum += layout.hexToPixel(source.map.offsets().fromOffset(hex));
    }
    if (hexes.isEmpty())
        return std::nullopt;
    const QPointF mean = sum / double(hexes.size());
    const auto distance = [&](OffsetCoord hex) {
        const QPointF d = layout.hexToPixel(source.map.offsets().fromOffset(hex)) - mean;
        return d.x() * d.x() + d.y() * d.y();
    };
    return *std::min_element(hexes.begin(), hexes.end(), [&](OffsetCoord a, OffsetCoord b) {
        return distance(a) < distance(b);
    });
}

/// The pieces of every unit and marker, where they set up, the palette.
void gatherPieces(const MapExportSource &source, const VassalModuleOptions &options,
                  VassalModule &module, QPointF tableOrigin, Images &images, Gathered &out)
{
    const Scenario &scenario = source.scenario;
    const bool table = scenario.table.has_value();
    const int pixels
        = table ? int(std::lround(options.tablePixelsPerInch * 1.25)) : options.counterPixels;
    const QString status
        = images.add(QStringLiteral("status"),
                     renderVassalStatusLayer(pixels, VassalExport::tr("DISRUPTED"), table));
    const auto picture = [&](const CounterFace &face, const QString &note) {
        return images.add(QStringLiteral("counter"),
                          table ? renderVassalToken(face, source.ruleset, pixels, note)
                                : renderVassalCounter(face, source.ruleset, pixels, note));
    };
    QMap<QString, int> mapStackIndex;
    const auto mapStack = [&](const QString &name, QPoint at) -> Stack & {
        if (!mapStackIndex.contains(name)) {
            mapStackIndex.insert(name, int(out.mapStacks.size()));
            out.mapStacks.append(Stack {name, at, {}});
        }
        return out.mapStacks[mapStackIndex.value(name)];
    };

    for (const CounterGroup &group : scenarioCounters(source)) {
        const Side *side = scenario.findSide(group.id);
        if (!side)
            continue;
        // The counters come per side in the order of its force entries, then hidden units.
        QList<std::pair<const ForceEntry *, const HiddenUnits *>> owners;
        for (const ForceEntry &entry : scenario.forces) {
            if (entry.side == side->id) {
                for (int n = 0; n < entry.count; ++n)
                    owners.append({&entry, nullptr});
            }
        }
        for (const HiddenUnits &hidden : scenario.hidden) {
            if (hidden.side != side->id)
                continue;
            // As many pieces as the best roll can bring on, as the counter sheet cuts.
            int most = 0;
            for (const HiddenUnits::Outcome &outcome : hidden.outcomes)
                most = std::max(most, outcome.count);
            for (int n = 0; n < most; ++n)
                owners.append({nullptr, &hidden});
        }
        Holding holding {side->name, {}};
        QList<PieceSpec> palette;
        QSet<QString> inPalette;
        for (qsizetype i = 0; i < group.counters.size() && i < owners.size(); ++i) {
            const CounterToCut &counter = group.counters.at(i);
            const auto [entry, hidden] = owners.at(i);
            const UnitType *type
                = source.ruleset.findUnitType(entry ? entry->unitType : hidden->unitType);
            const QString name = type ? type->name : counter.front.name;
            PieceSpec spec {name, picture(counter.front, {}),
                            counter.back ? picture(*counter.back, {}) : QString(), status};
            const QString key = spec.name + spec.front + spec.back;
            if (!inPalette.contains(key)) {
                inPalette.insert(key);
                palette.append(spec);
            }
            ++module.unitPieces;
            if (hidden) {
                holding.box(VassalExport::tr("Hidden in %1").arg(zoneName(scenario, hidden->zone)))
                    .pieces.append(spec);
                continue;
            }
            const Placement &placement = entry->placement;
            switch (placement.kind) {
            case Placement::Kind::Hex: {
                const QPointF c = module.hexCentre(placement.hex);
                mapStack(source.map.label(placement.hex), c.toPoint()).pieces.append(spec);
                break;
            }
            case Placement::Kind::Point: {
                const double scale = options.tablePixelsPerInch / 25.4;
                const QPointF at
                    = tableOrigin + QPointF(placement.point.x * scale, placement.point.y * scale);
                mapStack(VassalExport::tr("%1 at %2, %3 mm")
                             .arg(name)
                             .arg(placement.point.x)
                             .arg(placement.point.y),
                         at.toPoint())
                    .pieces.append(spec);
                break;
            }
            case Placement::Kind::Zone: {
                // On the map, stacked on the zone's middle hex for the player to spread out;
                // a table's deployment areas wait in the holding area.
                const std::optional<OffsetCoord> middle = zoneMiddle(source, placement.zone);
                const QString zone = zoneName(scenario, placement.zone);
                if (middle)
                    mapStack(VassalExport::tr("Set up in %1, at %2")
                                 .arg(zone, source.map.label(*middle)),
                             module.hexCentre(*middle).toPoint())
                        .pieces.append(spec);
                else
                    holding.box(VassalExport::tr("Set up in %1").arg(zone)).pieces.append(spec);
                break;
            }
            case Placement::Kind::OffBoard:
                holding.box(VassalExport::tr("Off board")).pieces.append(spec);
                break;
            case Placement::Kind::Reinforcement: {
                const Reinforcement *r = nullptr;
                for (const Reinforcement &each : scenario.reinforcements) {
                    if (each.id == placement.reinforcement)
                        r = &each;
                }
                const int turn = r ? r->turn : 0;
                PieceSpec late {VassalExport::tr("%1 (turn %2)").arg(name).arg(turn),
                                picture(counter.front, VassalExport::tr("Turn %1").arg(turn)),
                                counter.back
                                    ? picture(*counter.back, VassalExport::tr("Turn %1").arg(turn))
                                    : QString(),
                                status};
                const QString where = r ? reinforcementText(*r, scenario, source.map)
                                        : VassalExport::tr("turn %1").arg(turn);
                holding.box(VassalExport::tr("Reinforcements, %1").arg(where)).pieces.append(late);
                break;
            }
            }
        }
        out.palette.append({side->name, palette});
        if (!holding.boxes.isEmpty())
            out.holdings.append(holding);
    }

    QList<PieceSpec> markers;
    QSet<QString> markerKeys;
    for (const Marker &marker : scenario.markers) {
        const CounterFace face = markerCounterFace(marker, source.ruleset);
        const PieceSpec spec {face.name.isEmpty() ? marker.kind : face.name, picture(face, {}),
                              QString(), status};
        if (!markerKeys.contains(spec.name + spec.front)) {
            markerKeys.insert(spec.name + spec.front);
            markers.append(spec);
        }
        if (!table)
            mapStack(source.map.label(marker.hex), module.hexCentre(marker.hex).toPoint())
                .pieces.append(spec);
    }
    if (!markers.isEmpty())
        out.palette.append({VassalExport::tr("Markers"), markers});
}

/// The briefing chart and each player's set-up sheet pages.
void gatherCharts(const MapExportSource &source, const VassalModuleOptions &options, Images &images,
                  Gathered &out, const std::function<void()> &step)
{
    const Scenario &scenario = source.scenario;
    QList<VassalTextSection> sections;
    QStringList facts;
    if (!scenario.metadata.author.isEmpty())
        facts << VassalExport::tr("Author: %1").arg(scenario.metadata.author);
    if (!scenario.metadata.source.isEmpty())
        facts << VassalExport::tr("Source: %1").arg(scenario.metadata.source);
    if (scenario.gameLength.turns)
        facts << VassalExport::tr("Length: %1 turns").arg(*scenario.gameLength.turns);
    sections.append({QString(), facts.join(QStringLiteral("\n\n"))});
    sections.append({VassalExport::tr("Briefing"), scenario.briefing});
    for (const Side &side : scenario.sides)
        sections.append({side.name, side.briefing});
    QStringList rules;
    for (const SpecialRule &rule : scenario.specialRules)
        rules << rule.text;
    sections.append({VassalExport::tr("Special rules"), rules.join(QStringLiteral("\n\n"))});
    if (!scenario.metadata.notes.isEmpty())
        sections.append({VassalExport::tr("Notes"), scenario.metadata.notes});
    out.charts.append({VassalExport::tr("Briefing"),
                       images.add(QStringLiteral("chart"),
                                  renderVassalTextChart(scenario.metadata.title, sections))});
    step();
    for (const PlayerSides &player : scenarioPlayers(scenario)) {
        SetupSheetOptions sheetOptions;
        sheetOptions.players = {player.number};
        sheetOptions.refereeSheet = false;
        const auto sheets = makeSetupSheets(source, sheetOptions);
        const QList<QImage> pages = renderVassalSheetPages(*sheets, options.chartDpi);
        QStringList names;
        for (const Side *side : player.sides)
            names << side->name;
        for (qsizetype page = 0; page < pages.size(); ++page) {
            QString title = VassalExport::tr("Set-up, player %1 (%2)")
                                .arg(player.number)
                                .arg(names.join(QStringLiteral(", ")));
            if (pages.size() > 1)
                title += VassalExport::tr(", page %1").arg(page + 1);
            out.charts.append({title, images.add(QStringLiteral("chart"), pages.at(page))});
        }
        step();
    }
}

} // namespace

OffsetCoord vassalOriginHex(const OffsetSystem &offsets)
{
    const int firstUnshifted = offsets.parity == OffsetParity::EvenShifted ? 1 : 0;
    return offsets.orientation == HexOrientation::FlatTop ? OffsetCoord {firstUnshifted, 0}
                                                          : OffsetCoord {0, firstUnshifted};
}

QPointF VassalModule::hexCentre(OffsetCoord hex) const
{
    return layout.hexToPixel(offsets.fromOffset(hex)) + shift;
}

VassalHexGrid vassalHexGrid(const HexLayout &layout, QPointF shift, const OffsetSystem &offsets,
                            int digits)
{
    // VASSAL's raw column 0 is unshifted and its odd columns sit half a hex further down
    // (right, sideways). Our first unshifted column (row, pointy-top) is 1 for EvenShifted
    // numbering and 0 for OddShifted: VASSAL's column 0 is put there, so VASSAL's column c is
    // our c + first and its name is c + first + 1.
    const int firstUnshifted = offsets.parity == OffsetParity::EvenShifted ? 1 : 0;
    const OffsetCoord origin = vassalOriginHex(offsets);
    const QPointF centre = layout.hexToPixel(offsets.fromOffset(origin)) + shift;
    VassalHexGrid grid;
    grid.hLeading = grid.vLeading = std::max(1, digits - 1);
    grid.dy = layout.orientation() == HexOrientation::FlatTop ? layout.verticalSpacing()
                                                              : layout.horizontalSpacing();
    grid.dx = layout.orientation() == HexOrientation::FlatTop ? layout.horizontalSpacing()
                                                              : layout.verticalSpacing();
    if (offsets.orientation == HexOrientation::FlatTop) {
        grid.x0 = int(std::lround(centre.x()));
        grid.y0 = int(std::lround(centre.y()));
        grid.first = QLatin1Char('H');
        grid.hOff = firstUnshifted + 1; // VASSAL's column: ours
        grid.vOff = 1; // its row: ours
    } else {
        // Sideways: VASSAL swaps x and y, its "columns" are our rows and its "rows" our
        // columns, so our column (its row) is named first.
        grid.sideways = true;
        grid.x0 = int(std::lround(centre.y()));
        grid.y0 = int(std::lround(centre.x()));
        grid.first = QLatin1Char('V');
        grid.hOff = firstUnshifted + 1;
        grid.vOff = 1;
    }
    return grid;
}

VassalModule buildVassalModule(const MapExportSource &source, const VassalModuleOptions &options,
                               const VassalProgress &progress)
{
    VassalModule module;
    Images images(module);
    const Scenario &scenario = source.scenario;
    const int total = 3 + int(scenarioPlayers(scenario).size());
    int done = 0;
    const auto step = [&] {
        if (progress)
            progress(++done, total);
    };
    QString boardImage;
    QPointF tableOrigin;
    if (scenario.table) {
        boardImage
            = images.add(QStringLiteral("board"),
                         renderVassalTableBoard(source, options.tablePixelsPerInch, &tableOrigin));
    } else {
        const VassalHexBoard board = renderVassalHexBoard(source, options.hexPixels);
        module.layout = board.layout;
        module.shift = board.shift;
        module.offsets = source.map.offsets();
        module.grid
            = vassalHexGrid(board.layout, board.shift, module.offsets, source.map.labelDigits());
        boardImage = images.add(QStringLiteral("board"), board.image);
    }
    step();
    Gathered gathered;
    gatherPieces(source, options, module, tableOrigin, images, gathered);
    step();
    gatherCharts(source, options, images, gathered, step);

    QStringList holdingImages;
    for (Holding &holding : gathered.holdings) {
        QList<VassalCaption> captions;
        for (qsizetype i = 0; i < holding.boxes.size(); ++i) {
            const QRect box(20 + int(i % BoxesPerRow) * (BoxWidth + 20),
                            40 + BoxGap + int(i / BoxesPerRow) * (BoxHeight + BoxGap), BoxWidth,
                            BoxHeight);
            holding.boxes[i].at = box.center();
            captions.append({box, holding.boxes.at(i).name});
        }
        const int columns = int(std::min<qsizetype>(BoxesPerRow, holding.boxes.size()));
        const int rows = int((holding.boxes.size() + BoxesPerRow - 1) / BoxesPerRow);
        const QSize size(std::max(420, 20 + columns * (BoxWidth + 20)),
                         40 + rows * (BoxHeight + BoxGap) + 20);
        holdingImages.append(images.add(
            QStringLiteral("holding"),
            renderVassalHoldingBoard(
                size, VassalExport::tr("Holding area: %1").arg(holding.sideName), captions)));
    }
    step();
    module.buildFile
        = vassalBuildFileXml(source, options, module, gathered, boardImage, holdingImages);
    module.moduleData = vassalModuleDataXml(source, options);
    return module;
}

bool writeVassalModule(const VassalModule &module, const QString &path, QString *error)
{
    ZipWriter zip;
    zip.add(QStringLiteral("buildFile.xml"), module.buildFile);
    zip.add(QStringLiteral("moduledata"), module.moduleData);
    for (const ZipEntry &image : module.images)
        zip.add(image.name, image.data, false);
    return writeFileAtomically(path, zip.archive(), error);
}

bool exportVassalModule(const MapExportSource &source, const QString &path,
                        const VassalModuleOptions &options, QString *error,
                        const VassalProgress &progress)
{
    return writeVassalModule(buildVassalModule(source, options, progress), path, error);
}

} // namespace hexwright
