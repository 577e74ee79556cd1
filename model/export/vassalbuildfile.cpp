// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// buildFile.xml and moduledata of a VASSAL module, element by element (see the format notes
// in vassalmodule.h), and the piece definitions its PieceSlots hold.

#include "export/vassalmodule_p.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QXmlStreamWriter>

#include <cmath>

namespace hexwright {

namespace {

const QString Build = QStringLiteral("VASSAL.build.");
const QString BoardName = QStringLiteral("Board");
// Key strokes as VASSAL encodes them: key code, then Java's modifiers (Ctrl = 130).
const QString CtrlF = QStringLiteral("70,130");
const QString CtrlD = QStringLiteral("68,130");
const QString DeleteKey = QStringLiteral("127,0");

/// "A\tB" with B escaped one level deeper, as Decorator.getType()/getState() nest traits.
QString chain(const QString &outer, const QString &inner)
{
    return VassalSequence(QLatin1Char('\t')).append(outer).append(inner).value();
}

/// An Embellishment ("emb2;", version 1) of @p images with key strokes.
QString layerType(const QString &activateCommand, const QString &activateKey,
                  const QString &upCommand, const QString &upKey, const QStringList &images,
                  bool alwaysActive, const QString &name)
{
    VassalSequence names(QLatin1Char(','));
    VassalSequence files(QLatin1Char(','));
    for (const QString &image : images) {
        files.append(image);
        names.append(QString());
    }
    VassalSequence type(QLatin1Char(';'));
    type.append(activateCommand).append(2).append(QString()); // activate: command, modifiers, key
    type.append(upCommand).append(2).append(QString()); // increase
    type.append(QString()).append(2).append(QString()); // decrease
    type.append(QString()).append(QString()).append(QStringLiteral("1")); // reset
    type.append(false).append(0).append(0); // draw underneath, x and y offset
    type.append(files.value()).append(names.value());
    type.append(true).append(name); // loop levels, layer name
    type.append(QString()).append(QString()); // random layers
    type.append(false).append(QString()).append(1); // follow a property
    type.append(1).append(alwaysActive); // version, always active
    type.append(activateKey).append(upKey).append(QString()); // named key strokes
    type.append(name)
        .append(QStringLiteral("1.0"))
        .append(QString())
        .append(QStringLiteral("true"));
    return QStringLiteral("emb2;") + type.value();
}

/// The AddPiece command a PieceSlot holds: Delete, the status layer, the Flip layer of a
/// two-sided counter, the BasicPiece.
} // namespace

QString vassalPieceDefinition(const PieceSpec &piece, int gpid)
{
    VassalSequence basic(QLatin1Char(';'));
    basic.append(QString()).append(QString()).append(piece.back.isEmpty() ? piece.front
                                                                          : QString());
    basic.append(piece.name);
    QString type = QStringLiteral("piece;") + basic.value();
    QString state = QStringLiteral("null;0;0;%1;0").arg(gpid);
    if (!piece.back.isEmpty()) {
        type = chain(layerType(QString(), QString(), VassalExport::tr("Flip"), CtrlF,
                               {piece.front, piece.back}, true, VassalExport::tr("Side")),
                     type);
        state = chain(QStringLiteral("1"), state);
    }
    type = chain(layerType(VassalExport::tr("Disrupted"), CtrlD, QString(), QString(),
                           {piece.status}, false, VassalExport::tr("Disrupted")),
                 type);
    state = chain(QStringLiteral("-1"), state);
    VassalSequence deletion(QLatin1Char(';'));
    deletion.append(VassalExport::tr("Delete")).append(DeleteKey).append(QString());
    type = chain(QStringLiteral("delete;") + deletion.value(), type);
    state = chain(QString(), state);
    return QStringLiteral("+/")
        + VassalSequence(QLatin1Char('/'))
              .append(QStringLiteral("null"))
              .append(type)
              .append(state)
              .value();
}

namespace {

/// One attribute: a name and a value given as text or as a literal.
struct Attribute
{
    Attribute(const char *name, const char *value)
        : name(name)
        , value(QString::fromUtf8(value))
    { }
    Attribute(const char *name, QString value)
        : name(name)
        , value(std::move(value))
    { }
    const char *name;
    QString value;
};

void attributes(QXmlStreamWriter &xml, const QList<Attribute> &list)
{
    for (const Attribute &attribute : list)
        xml.writeAttribute(QLatin1String(attribute.name), attribute.value);
}

void writeMapParts(QXmlStreamWriter &xml)
{
    const QStringList plain = {QStringLiteral("ForwardToKeyBuffer"),
                               QStringLiteral("Scroller"),
                               QStringLiteral("ForwardToChatter"),
                               QStringLiteral("MenuDisplayer"),
                               QStringLiteral("MapCenterer"),
                               QStringLiteral("StackExpander"),
                               QStringLiteral("PieceMover"),
                               QStringLiteral("KeyBufferer"),
                               QStringLiteral("SelectionHighlighters"),
                               QStringLiteral("HighlightLastMoved")};
    xml.writeEmptyElement(Build + QStringLiteral("module.map.StackMetrics"));
    attributes(xml,
               {{"bottom", "4"},
                {"disabled", "false"},
                {"exSepX", "6"},
                {"exSepY", "18"},
                {"left", "4"},
                {"right", "4"},
                {"top", "4"},
                {"unexSepX", "2"},
                {"unexSepY", "4"}});
    for (const QString &part : plain)
        xml.writeEmptyElement(Build + QStringLiteral("module.map.") + part);
    xml.writeEmptyElement(Build + QStringLiteral("module.map.Zoomer"));
    attributes(xml,
               {{"inButtonText", ""},
                {"outButtonText", ""},
                {"zoomLevels", "0.5,0.75,1.0,1.5,2.0"},
                {"zoomStart", "3"}});
    xml.writeEmptyElement(Build + QStringLiteral("module.map.CounterDetailViewer"));
    attributes(xml,
               {{"delay", "700"},
                {"display", "from top-most layer only"},
                {"minDisplayPieces", "2"},
                {"showgraph", "true"},
                {"showtext", "true"},
                {"version", "4"},
                {"zoomlevel", "1.5"}});
}

void writePieceSlot(QXmlStreamWriter &xml, const PieceSpec &piece, int &gpid, int pixels)
{
    xml.writeStartElement(Build + QStringLiteral("widget.PieceSlot"));
    attributes(xml,
               {{"entryName", piece.name},
                {"gpid", QString::number(gpid)},
                {"height", QString::number(pixels)},
                {"width", QString::number(pixels)}});
    xml.writeCharacters(vassalPieceDefinition(piece, gpid));
    xml.writeEndElement();
    ++gpid;
}

/// A Map element with its board, grid and set-up stacks.
void writeMap(QXmlStreamWriter &xml, const QString &mapName, bool launch, const QString &board,
              const QString &image, const std::optional<VassalHexGrid> &grid,
              const QList<Stack> &stacks, int &gpid, int pixels)
{
    xml.writeStartElement(Build + QStringLiteral("module.Map"));
    attributes(xml,
               {{"allowMultiple", "false"},
                {"backgroundcolor", "255,255,255"},
                {"buttonName", launch ? mapName : QString()},
                {"changeFormat", "$message$"},
                {"color", "0,0,0"},
                {"createFormat", "$pieceName$ created in $location$"},
                {"edgeHeight", "0"},
                {"edgeWidth", "0"},
                {"hideKey", ""},
                {"hotkey", ""},
                {"icon", ""},
                {"launch", launch ? "true" : "false"},
                {"mapName", mapName},
                {"markMoved", "Never"},
                {"moveKey", ""},
                {"moveToFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                {"moveWithinFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                {"showKey", ""},
                {"thickness", "3"}});
    xml.writeStartElement(Build + QStringLiteral("module.map.BoardPicker"));
    attributes(xml,
               {{"addColumnText", "Add column"},
                {"addRowText", "Add row"},
                {"boardPrompt", "Select board"},
                {"slotHeight", "125"},
                {"slotScale", "0.2"},
                {"slotWidth", "350"},
                {"title", "Choose Boards"}});
    xml.writeStartElement(Build + QStringLiteral("module.map.boardPicker.Board"));
    attributes(xml, {{"image", image}, {"name", board}, {"reversible", "false"}});
    if (grid) {
        const QString prefix = Build + QStringLiteral("module.map.boardPicker.board.");
        xml.writeStartElement(prefix + QStringLiteral("HexGrid"));
        attributes(xml,
                   {{"color", "0,0,0"},
                    {"cornersLegal", "false"},
                    {"dotsVisible", "false"},
                    {"dx", QString::number(grid->dx, 'f', 4)},
                    {"dy", QString::number(grid->dy, 'f', 4)},
                    {"edgesLegal", "false"},
                    {"sideways", grid->sideways ? "true" : "false"},
                    {"snapTo", "true"},
                    {"visible", "false"},
                    {"x0", QString::number(grid->x0)},
                    {"y0", QString::number(grid->y0)}});
        xml.writeEmptyElement(prefix + QStringLiteral("mapgrid.HexGridNumbering"));
        attributes(xml,
                   {{"color", "0,0,0"},
                    {"first", QString(grid->first)},
                    {"fontSize", "9"},
                    {"hDescend", "false"},
                    {"hDrawOff", "0"},
                    {"hLeading", QString::number(grid->hLeading)},
                    {"hOff", QString::number(grid->hOff)},
                    {"hType", "N"},
                    {"locationFormat", "$gridLocation$"},
                    {"rotateText", "0"},
                    {"sep", ""},
                    {"stagger", "false"},
                    {"vDescend", "false"},
                    {"vDrawOff", "0"},
                    {"vLeading", QString::number(grid->vLeading)},
                    {"vOff", QString::number(grid->vOff)},
                    {"vType", "N"},
                    {"visible", "false"}});
        xml.writeEndElement(); // HexGrid
    }
    xml.writeEndElement(); // Board
    xml.writeEndElement(); // BoardPicker
    writeMapParts(xml);
    for (const Stack &stack : stacks) {
        xml.writeStartElement(Build + QStringLiteral("module.map.SetupStack"));
        attributes(xml,
                   {{"name", stack.name},
                    {"owningBoard", board},
                    {"useGridLocation", "false"},
                    {"x", QString::number(stack.at.x())},
                    {"y", QString::number(stack.at.y())}});
        for (const PieceSpec &piece : stack.pieces)
            writePieceSlot(xml, piece, gpid, pixels);
        xml.writeEndElement();
    }
    xml.writeEndElement(); // Map
}

QString moduleName(const Scenario &scenario)
{
    return scenario.metadata.title.isEmpty() ? VassalExport::tr("Hexwright scenario")
                                             : scenario.metadata.title;
}

QString moduleDescription(const MapExportSource &source, const VassalModuleOptions &options)
{
    if (source.scenario.table)
        return VassalExport::tr("Made by Hexwright. The table at %1 pixels per inch.")
            .arg(options.tablePixelsPerInch);
    return VassalExport::tr(
               "Made by Hexwright. Hexes %1 pixels across the flats, numbered as on the "
               "Hexwright map.")
        .arg(options.hexPixels);
}

void writeDice(QXmlStreamWriter &xml, const QStringList &rolls)
{
    static const QRegularExpression dice(QStringLiteral("^(\\d*)d(\\d+)$"));
    for (const QString &roll : rolls) {
        const QRegularExpressionMatch m = dice.match(roll);
        if (!m.hasMatch())
            continue;
        const QString count = m.captured(1).isEmpty() ? QStringLiteral("1") : m.captured(1);
        const QString name = count + QLatin1Char('d') + m.captured(2);
        xml.writeEmptyElement(Build + QStringLiteral("module.DiceButton"));
        attributes(xml,
                   {{"addToTotal", "0"},
                    {"hotkey", ""},
                    {"icon", ""},
                    {"keepCount", "1"},
                    {"keepDice", "false"},
                    {"keepOption", ">"},
                    {"lockAdd", "false"},
                    {"lockDice", "false"},
                    {"lockPlus", "false"},
                    {"lockSides", "false"},
                    {"nDice", count},
                    {"nSides", m.captured(2)},
                    {"name", name},
                    {"plus", "0"},
                    {"prompt", "false"},
                    {"reportFormat", "** $name$ = $result$ *** <$playerName$>"},
                    {"reportTotal", count == QLatin1String("1") ? "false" : "true"},
                    {"sortDice", "false"},
                    {"text", name},
                    {"tooltip", VassalExport::tr("Roll %1").arg(name)}});
    }
}

void writeTurnTracker(QXmlStreamWriter &xml, const Scenario &scenario)
{
    xml.writeStartElement(Build + QStringLiteral("module.turn.TurnTracker"));
    attributes(xml,
               {{"buttonText", VassalExport::tr("Turn")},
                {"buttonTooltip", VassalExport::tr("The turn track")},
                {"hotkey", ""},
                {"icon", ""},
                {"length", "-1"},
                {"lengthStyle", "Maximum"},
                {"name", VassalExport::tr("Turn")},
                {"nexthotkey", "84,195"},
                {"prevhotkey", "84,130"},
                {"reportFormat", "* Turn $newTurn$ *"},
                {"turnButtonHeight", "22"},
                {"turnFormat", "$level1$"}});
    const int turns = scenario.gameLength.turns.value_or(-1);
    xml.writeEmptyElement(Build + QStringLiteral("module.turn.CounterTurnLevel"));
    attributes(xml,
               {{"incr", "1"},
                {"loop", "false"},
                {"loopLimit", QString::number(turns)},
                {"property", "Turn"},
                {"start", "1"},
                {"turnFormat",
                 turns > 0 ? VassalExport::tr("Turn $value$ of %1").arg(turns)
                           : VassalExport::tr("Turn $value$")}});
    xml.writeEndElement();
}

} // namespace

QByteArray vassalBuildFileXml(const MapExportSource &source, const VassalModuleOptions &options,
                              const VassalModule &module, const Gathered &gathered,
                              const QString &boardImage, const QStringList &holdingImages)
{
    const Scenario &scenario = source.scenario;
    const int pixels = scenario.table ? int(std::lround(options.tablePixelsPerInch * 1.25))
                                      : options.counterPixels;
    int slots = 0;
    for (const auto &list : gathered.palette)
        slots += int(list.second.size());
    for (const Stack &stack : gathered.mapStacks)
        slots += int(stack.pieces.size());
    for (const Holding &holding : gathered.holdings) {
        for (const Stack &stack : holding.boxes)
            slots += int(stack.pieces.size());
    }

    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement(Build + QStringLiteral("GameModule"));
    attributes(xml,
               {{"ModuleOther1", ""},
                {"ModuleOther2", ""},
                {"VassalVersion", QLatin1String(VassalModuleVassalVersion)},
                {"description", moduleDescription(source, options)},
                {"name", moduleName(scenario)},
                {"nextPieceSlotId", QString::number(slots + 1)},
                {"version", "1.0"}});
    xml.writeEmptyElement(Build + QStringLiteral("module.BasicCommandEncoder"));
    xml.writeEmptyElement(Build + QStringLiteral("module.Documentation"));
    xml.writeStartElement(Build + QStringLiteral("module.PlayerRoster"));
    attributes(xml,
               {{"buttonText", VassalExport::tr("Retire")},
                {"buttonToolTip", VassalExport::tr("Switch sides")}});
    for (const Side &side : scenario.sides)
        xml.writeTextElement(QStringLiteral("entry"), side.name);
    xml.writeEndElement();
    xml.writeEmptyElement(Build + QStringLiteral("module.GlobalOptions"));
    attributes(xml, {{"autoReport", "Always"}, {"playerIdFormat", "$PlayerName$"}});
    xml.writeEmptyElement(Build + QStringLiteral("module.Chatter"));
    xml.writeEmptyElement(Build + QStringLiteral("module.KeyNamer"));

    int gpid = 1;
    writeMap(xml, VassalExport::tr("Main Map"), false, BoardName, boardImage, module.grid,
             gathered.mapStacks, gpid, pixels);
    for (qsizetype i = 0; i < gathered.holdings.size(); ++i) {
        const QString name
            = VassalExport::tr("Holding area: %1").arg(gathered.holdings.at(i).sideName);
        writeMap(xml, name, true, name, holdingImages.at(i), std::nullopt,
                 gathered.holdings.at(i).boxes, gpid, pixels);
    }

    xml.writeStartElement(Build + QStringLiteral("module.PieceWindow"));
    attributes(xml,
               {{"defaultWidth", "0"},
                {"hidden", "false"},
                {"hotkey", ""},
                {"icon", ""},
                {"name", VassalExport::tr("Counters")},
                {"scale", "1.0"},
                {"text", VassalExport::tr("Counters")},
                {"tooltip", VassalExport::tr("Every counter of the scenario")}});
    xml.writeStartElement(Build + QStringLiteral("widget.TabWidget"));
    xml.writeAttribute(QStringLiteral("entryName"), VassalExport::tr("Counters"));
    for (const auto &[title, pieces] : gathered.palette) {
        xml.writeStartElement(Build + QStringLiteral("widget.ListWidget"));
        xml.writeAttribute(QStringLiteral("entryName"), title);
        for (const PieceSpec &piece : pieces)
            writePieceSlot(xml, piece, gpid, pixels);
        xml.writeEndElement();
    }
    xml.writeEndElement(); // TabWidget
    xml.writeEndElement(); // PieceWindow

    const QStringList rolls = source.ruleset.familyRules ? source.ruleset.familyRules->diceRolls()
                                                         : QStringList {QStringLiteral("1d6")};
    writeDice(xml, rolls);
    writeTurnTracker(xml, scenario);

    xml.writeStartElement(Build + QStringLiteral("module.ChartWindow"));
    attributes(xml,
               {{"description", ""},
                {"hotkey", ""},
                {"icon", ""},
                {"name", VassalExport::tr("Charts")},
                {"text", VassalExport::tr("Charts")},
                {"tooltip", VassalExport::tr("The briefing and the set-up sheets")}});
    xml.writeStartElement(Build + QStringLiteral("widget.TabWidget"));
    xml.writeAttribute(QStringLiteral("entryName"), VassalExport::tr("Charts"));
    for (const auto &[title, image] : gathered.charts) {
        xml.writeEmptyElement(Build + QStringLiteral("widget.Chart"));
        attributes(xml, {{"chartName", title}, {"description", ""}, {"fileName", image}});
    }
    xml.writeEndElement(); // TabWidget
    xml.writeEndElement(); // ChartWindow

    xml.writeEndElement(); // GameModule
    xml.writeEndDocument();
    return bytes;
}

QByteArray vassalModuleDataXml(const MapExportSource &source, const VassalModuleOptions &options)
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("data"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1"));
    xml.writeTextElement(QStringLiteral("version"), QStringLiteral("1.0"));
    xml.writeTextElement(QStringLiteral("VassalVersion"), QLatin1String(VassalModuleVassalVersion));
    xml.writeTextElement(QStringLiteral("dateSaved"), QStringLiteral("0"));
    xml.writeTextElement(QStringLiteral("description"), moduleDescription(source, options));
    xml.writeTextElement(QStringLiteral("name"), moduleName(source.scenario));
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

VassalSequence &VassalSequence::append(const QString &value)
{
    if (m_started)
        m_value += m_delimiter;
    m_started = true;
    if (value.isEmpty())
        return *this;
    QString escaped;
    for (const QChar c : value) {
        if (c == m_delimiter)
            escaped += QLatin1Char('\\');
        escaped += c;
    }
    const bool quote = value.startsWith(QLatin1Char('\\'))
        || (value.startsWith(QLatin1Char('\'')) && value.endsWith(QLatin1Char('\'')));
    m_value += quote ? QLatin1Char('\'') + escaped + QLatin1Char('\'') : escaped;
    return *this;
}

VassalSequence &VassalSequence::append(bool value)
{
    return append(value ? QStringLiteral("true") : QStringLiteral("false"));
}

} // namespace hexwright
