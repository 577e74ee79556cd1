// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// VASSAL module export, checked against VASSAL's format without VASSAL: the .vmod of every
// bundled sample is a zip with buildFile.xml and moduledata at its root, well-formed, with
// VASSAL's element names; every image it names is in images/; every unit is a piece of a
// set-up stack (reinforcements in a holding area with their turn); the dice are the
// ruleset's; a table exports gridless; and the name VASSAL gives each hex, computed here the
// way VASSAL's HexGrid and HexGridNumbering do (vassalengine/vassal: HexGrid.getRawColumn,
// getRawRow, rotateIfSideways; HexGridNumbering.getRow, getColumn; RegularGridNumbering.
// getName), is our label. Golden buildFile.xml of Badger Hunt in tests/data/vassal/
// (HEXWRIGHT_UPDATE_GOLDEN=1 rewrites it).

#include "sheetstestsupport.h"

#include "export/vassalmodule.h"
#include "export/vassalmodule_p.h"
#include "export/vassalzip.h"
#include "map/hexmap.h"
#include "scenario/scenario.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>
#include <map>

using namespace hexwright;
using namespace hexwright::sheetstest;

namespace {

const QString VassalGolden = QStringLiteral(TEST_DATA_DIR "/vassal/");
const QString Build = QStringLiteral("VASSAL.build.");

/// One element of buildFile.xml: its name, attributes, text and the elements it is in.
struct Element
{
    QString name;
    QXmlStreamAttributes attributes;
    QString text;
    QStringList parents;

    QString attribute(const char *key) const
    {
        return attributes.value(QLatin1String(key)).toString();
    }
};

bool parseXml(const QByteArray &bytes, QList<Element> *elements, QString *error)
{
    QXmlStreamReader xml(bytes);
    QStringList stack;
    QList<int> open;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            open.append(int(elements->size()));
            elements->append(Element {xml.name().toString(), xml.attributes(), {}, stack});
            stack.append(xml.name().toString());
        } else if (xml.isCharacters() && !open.isEmpty()) {
            (*elements)[open.last()].text += xml.text().toString();
        } else if (xml.isEndElement()) {
            stack.removeLast();
            open.removeLast();
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("line %1, column %2: %3")
                     .arg(xml.lineNumber())
                     .arg(xml.columnNumber())
                     .arg(xml.errorString());
        return false;
    }
    return true;
}

/// VASSAL's SequenceEncoder.Decoder: tokens split at delimiters not after a backslash, the
/// backslash of an escaped delimiter dropped, a quoted token unquoted.
QStringList decode(const QString &value, QChar delimiter)
{
    QStringList tokens;
    QString token;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (c == delimiter) {
            if (i > 0 && value.at(i - 1) == QLatin1Char('\\')) {
                token.chop(1);
                token += c;
                continue;
            }
            tokens.append(token);
            token.clear();
            continue;
        }
        token += c;
    }
    tokens.append(token);
    for (QString &t : tokens) {
        if (t.size() > 1 && t.startsWith(QLatin1Char('\'')) && t.endsWith(QLatin1Char('\'')))
            t = t.mid(1, t.size() - 2);
    }
    return tokens;
}

/// The traits of a PieceSlot's AddPiece command, outermost first, each its type and state,
/// peeled as BasicCommandEncoder.createPiece() does (first token the trait, second the rest).
QList<std::pair<QString, QString>> traits(const QString &command)
{
    QList<std::pair<QString, QString>> result;
    if (!command.startsWith(QLatin1String("+/")))
        return result;
    const QStringList parts = decode(command.mid(2), QLatin1Char('/'));
    if (parts.size() != 3)
        return result;
    QString type = parts.at(1);
    QString state = parts.at(2);
    while (true) {
        const QStringList t = decode(type, QLatin1Char('\t'));
        const QStringList s = decode(state, QLatin1Char('\t'));
        result.append({t.first(), s.first()});
        if (t.size() < 2 || t.first().startsWith(QLatin1String("piece;")))
            break;
        type = t.at(1);
        state = s.value(1);
    }
    return result;
}

/// The images a trait shows.
QStringList traitImages(const QString &type)
{
    if (type.startsWith(QLatin1String("piece;"))) {
        const QString image = decode(type, QLatin1Char(';')).value(3);
        return image.isEmpty() ? QStringList() : QStringList {image};
    }
    if (type.startsWith(QLatin1String("emb2;")))
        return decode(decode(type.mid(5), QLatin1Char(';')).value(15), QLatin1Char(','));
    return {};
}

/// The grid attributes VASSAL reads, and its name for the board point @p p (Java ints).
struct JavaGrid
{
    double dx = 0, dy = 0;
    int x0 = 0, y0 = 0;
    bool sideways = false;
    QChar first;
    int hOff = 0, vOff = 0, hLeading = 0, vLeading = 0;
    bool stagger = false;

    static JavaGrid from(const Element &grid, const Element &numbering)
    {
        JavaGrid g;
        g.dx = grid.attribute("dx").toDouble();
        g.dy = grid.attribute("dy").toDouble();
        g.x0 = grid.attribute("x0").toInt();
        g.y0 = grid.attribute("y0").toInt();
        g.sideways = grid.attribute("sideways") == QLatin1String("true");
        g.first = numbering.attribute("first").at(0);
        g.hOff = numbering.attribute("hOff").toInt();
        g.vOff = numbering.attribute("vOff").toInt();
        g.hLeading = numbering.attribute("hLeading").toInt();
        g.vLeading = numbering.attribute("vLeading").toInt();
        g.stagger = numbering.attribute("stagger") == QLatin1String("true");
        return g;
    }
    static JavaGrid from(const VassalHexGrid &v)
    {
        return JavaGrid {v.dx,   v.dy,   v.x0,       v.y0,       v.sideways, v.first,
                         v.hOff, v.vOff, v.hLeading, v.vLeading, false};
    }

    // HexGrid.getRawColumn: rotateIfSideways, floor((x - x0) / dx + 0.5).
    int rawColumn(int x, int y) const
    {
        if (sideways)
            std::swap(x, y);
        return int(std::floor((x - x0) / dx + 0.5));
    }
    // HexGrid.getRawRow: the column by Math.round, odd columns half a hex lower.
    int rawRow(int x, int y) const
    {
        if (sideways)
            std::swap(x, y);
        const auto javaRound = [](double v) {
            return int(std::floor(v + 0.5));
        };
        const int nx = javaRound((x - x0) / dx);
        if (nx % 2 == 0)
            return javaRound((y - y0) / dy);
        return javaRound((y - y0 - dy / 2) / dy);
    }
    // RegularGridNumbering.getName(int, char, int): leading zeros while below 10^leading.
    static QString part(int value, int leading)
    {
        QString val = value < 0 ? QStringLiteral("-") : QString();
        value = std::abs(value);
        while (leading > 0 && value < std::pow(10.0, leading--))
            val += QLatin1Char('0');
        return val + QString::number(value);
    }
    // HexGridNumbering.getRow/getColumn (no descending), RegularGridNumbering.getName.
    QString name(int x, int y) const
    {
        const int column = rawColumn(x, y);
        int row = rawRow(x, y);
        if (stagger && column % 2 != 0)
            ++row;
        const QString rowName = part(row + vOff, vLeading);
        const QString columnName = part(column + hOff, hLeading);
        return first == QLatin1Char('H') ? columnName + rowName : rowName + columnName;
    }
};

struct Exported
{
    VassalModule module;
    QList<ZipEntry> entries;
    QList<Element> elements;
    QString zipError;
    QString xmlError;

    QList<const Element *> all(const QString &shortName) const
    {
        QList<const Element *> found;
        for (const Element &e : elements) {
            if (e.name == Build + shortName)
                found.append(&e);
        }
        return found;
    }
};

int unitCount(const Scenario &scenario)
{
    int units = 0;
    for (const ForceEntry &entry : scenario.forces)
        units += entry.count;
    for (const HiddenUnits &hidden : scenario.hidden) {
        int best = 0;
        for (const HiddenUnits::Outcome &outcome : hidden.outcomes)
            best = std::max(best, outcome.count);
        units += best;
    }
    return units;
}

} // namespace

class TestVassal : public QObject, private SampleSheets
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void moduleIsAZipWithBuildFileAndModuleData_data() { samples(false); }
    void moduleIsAZipWithBuildFileAndModuleData();
    void everyReferencedImageIsInTheArchive_data() { samples(false); }
    void everyReferencedImageIsInTheArchive();
    void everyUnitSetsUpInAStack_data() { samples(false); }
    void everyUnitSetsUpInAStack();
    void diceAreTheRulesets_data() { samples(false); }
    void diceAreTheRulesets();
    void vassalNamesEveryHexWithOurLabel_data() { samples(true); }
    void vassalNamesEveryHexWithOurLabel();
    void gridNumberingHoldsForEveryOrientation_data();
    void gridNumberingHoldsForEveryOrientation();
    void tableExportsGridless();
    void pieceDefinitionDecodesAsVassalReadsIt();
    void zipRoundTripsAndRefusesDamage();
    void badgerHuntMatchesTheGoldenBuildFile();

private:
    void samples(bool hexOnly);
    const Exported &exported(const QString &file);

    QTemporaryDir m_dir;
    std::map<QString, Exported> m_exported;
};

void TestVassal::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestVassal::samples(bool hexOnly)
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(Samples).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 8);
    for (const QString &file : files) {
        if (hexOnly && report(file).loaded.scenario->table)
            continue;
        QTest::newRow(qPrintable(file)) << file;
    }
}

const Exported &TestVassal::exported(const QString &file)
{
    auto found = m_exported.find(file);
    if (found != m_exported.end())
        return found->second;
    Exported e;
    e.module = buildVassalModule(source(file));
    const QString path = m_dir.filePath(
        QString(file).replace(QStringLiteral(".scenario.yaml"), QStringLiteral(".vmod")));
    QString error;
    if (!writeVassalModule(e.module, path, &error)) {
        e.zipError = error;
    } else {
        QFile zip(path);
        if (zip.open(QIODevice::ReadOnly))
            readZip(zip.readAll(), &e.entries, &e.zipError);
    }
    parseXml(e.module.buildFile, &e.elements, &e.xmlError);
    return m_exported.emplace(file, std::move(e)).first->second;
}

void TestVassal::moduleIsAZipWithBuildFileAndModuleData()
{
    QFETCH(QString, file);
    const Exported &e = exported(file);
    QVERIFY2(e.zipError.isEmpty(), qPrintable(e.zipError));
    QStringList names;
    for (const ZipEntry &entry : e.entries)
        names << entry.name;
    QCOMPARE(names.value(0), QStringLiteral("buildFile.xml"));
    QCOMPARE(names.value(1), QStringLiteral("moduledata"));
    for (const QString &name : names.mid(2))
        QVERIFY2(name.startsWith(QLatin1String("images/")) && name.endsWith(QLatin1String(".png")),
                 qPrintable(name));
    QCOMPARE(e.entries.at(0).data, e.module.buildFile);

    // Well-formed, with VASSAL's root and the parts a played module needs.
    QVERIFY2(e.xmlError.isEmpty(), qPrintable(e.xmlError));
    QCOMPARE(e.elements.first().name, Build + QStringLiteral("GameModule"));
    QCOMPARE(e.elements.first().attribute("VassalVersion"), QStringLiteral("3.7.0"));
    for (const char *part :
         {"module.BasicCommandEncoder", "module.Map", "module.map.BoardPicker",
          "module.map.boardPicker.Board", "module.map.PieceMover", "module.map.StackMetrics",
          "module.PieceWindow", "widget.PieceSlot", "module.map.SetupStack", "module.DiceButton",
          "module.turn.TurnTracker", "module.turn.CounterTurnLevel", "module.ChartWindow",
          "widget.Chart", "module.PlayerRoster"})
        QVERIFY2(!e.all(QLatin1String(part)).isEmpty(), part);
    for (const Element *slot : e.all(QStringLiteral("widget.PieceSlot")))
        QVERIFY(slot->parents.contains(Build + QStringLiteral("module.map.SetupStack"))
                || slot->parents.contains(Build + QStringLiteral("widget.ListWidget")));

    QList<Element> data;
    QString error;
    QVERIFY2(parseXml(e.entries.at(1).data, &data, &error), qPrintable(error));
    QCOMPARE(data.first().name, QStringLiteral("data"));
    QStringList children;
    for (const Element &element : data.mid(1))
        children << element.name;
    for (const char *child : {"version", "VassalVersion", "name", "description"})
        QVERIFY2(children.contains(QLatin1String(child)), child);

    // The zip tool agrees, where it is installed.
    const QString unzip = QStandardPaths::findExecutable(QStringLiteral("unzip"));
    if (!unzip.isEmpty()) {
        QProcess process;
        process.start(unzip,
                      {QStringLiteral("-tq"),
                       m_dir.filePath(QString(file).replace(QStringLiteral(".scenario.yaml"),
                                                            QStringLiteral(".vmod")))});
        QVERIFY(process.waitForFinished(20000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardOutput().constData());
    }
}

void TestVassal::everyReferencedImageIsInTheArchive()
{
    QFETCH(QString, file);
    const Exported &e = exported(file);
    QSet<QString> archived;
    for (const ZipEntry &entry : e.entries) {
        if (entry.name.startsWith(QLatin1String("images/"))) {
            archived.insert(entry.name.mid(7));
            QVERIFY2(!QImage::fromData(entry.data, "PNG").isNull(), qPrintable(entry.name));
        }
    }
    QStringList referenced;
    for (const Element *board : e.all(QStringLiteral("module.map.boardPicker.Board")))
        referenced << board->attribute("image");
    for (const Element *chart : e.all(QStringLiteral("widget.Chart")))
        referenced << chart->attribute("fileName");
    for (const Element *slot : e.all(QStringLiteral("widget.PieceSlot"))) {
        const auto chain = traits(slot->text);
        QVERIFY2(!chain.isEmpty() && chain.last().first.startsWith(QLatin1String("piece;")),
                 qPrintable(slot->text));
        for (const auto &trait : chain)
            referenced << traitImages(trait.first);
    }
    QVERIFY(referenced.size() > 3);
    for (const QString &image : referenced)
        QVERIFY2(archived.contains(image), qPrintable(image));
}

void TestVassal::everyUnitSetsUpInAStack()
{
    QFETCH(QString, file);
    const Exported &e = exported(file);
    const Scenario &scenario = *report(file).loaded.scenario;
    int inStacks = 0;
    for (const Element *slot : e.all(QStringLiteral("widget.PieceSlot"))) {
        if (slot->parents.contains(Build + QStringLiteral("module.map.SetupStack")))
            ++inStacks;
    }
    const int markers = scenario.table ? 0 : int(scenario.markers.size());
    QCOMPARE(e.module.unitPieces, unitCount(scenario));
    QCOMPARE(inStacks, unitCount(scenario) + markers);

    // A stack of a hex map lies on the hex its name gives.
    const HexMap &map = report(file).map;
    if (!scenario.table) {
        for (const Element *stack : e.all(QStringLiteral("module.map.SetupStack"))) {
            OffsetCoord hex;
            if (stack->attribute("owningBoard") != QLatin1String("Board"))
                continue;
            // "0302", or "Set up in Tan: north of the road, at 0305".
            static const QRegularExpression label(QStringLiteral("(\\d+)$"));
            const QString name = stack->attribute("name");
            QVERIFY2(parseHexLabel(label.match(name).captured(1), map.labelDigits(), &hex),
                     qPrintable(name));
            const QPoint at(stack->attribute("x").toInt(), stack->attribute("y").toInt());
            QVERIFY((e.module.hexCentre(hex) - QPointF(at)).manhattanLength() < 2);
        }
    }

    // Reinforcements wait in their side's holding area, the turn on the stack and the piece.
    for (const ForceEntry &entry : scenario.forces) {
        if (entry.placement.kind != Placement::Kind::Reinforcement)
            continue;
        int turn = 0;
        for (const Reinforcement &r : scenario.reinforcements) {
            if (r.id == entry.placement.reinforcement)
                turn = r.turn;
        }
        const QString mark = QStringLiteral("turn %1").arg(turn);
        bool found = false;
        for (const Element *slot : e.all(QStringLiteral("widget.PieceSlot"))) {
            if (!slot->attribute("entryName").contains(QStringLiteral("(%1)").arg(mark)))
                continue;
            found = true;
            QVERIFY(slot->parents.contains(Build + QStringLiteral("module.map.SetupStack")));
        }
        QVERIFY2(found, qPrintable(entry.id));
        bool stackNamed = false;
        for (const Element *stack : e.all(QStringLiteral("module.map.SetupStack")))
            stackNamed = stackNamed || stack->attribute("name").contains(mark);
        QVERIFY2(stackNamed, qPrintable(mark));
    }
}

void TestVassal::diceAreTheRulesets()
{
    QFETCH(QString, file);
    const Exported &e = exported(file);
    QStringList dice;
    for (const Element *button : e.all(QStringLiteral("module.DiceButton")))
        dice << button->attribute("nDice") + QLatin1Char('d') + button->attribute("nSides");
    const Ruleset &ruleset = *report(file).loaded.ruleset;
    // The books' own: Hammer's Slammers rolls one die and two, Hammer Wars one; every other
    // family the rolls it says.
    if (ruleset.family == QLatin1String("hammers-slammers"))
        QCOMPARE(dice, QStringList({QStringLiteral("1d6"), QStringLiteral("2d6")}));
    else if (ruleset.family == QLatin1String("hammer-wars"))
        QCOMPARE(dice, QStringList {QStringLiteral("1d6")});
    else
        QCOMPARE(dice, ruleset.familyRules->diceRolls());
}

void TestVassal::vassalNamesEveryHexWithOurLabel()
{
    QFETCH(QString, file);
    const Exported &e = exported(file);
    const auto grids = e.all(QStringLiteral("module.map.boardPicker.board.HexGrid"));
    const auto numberings
        = e.all(QStringLiteral("module.map.boardPicker.board.mapgrid.HexGridNumbering"));
    QCOMPARE(grids.size(), 1);
    QCOMPARE(numberings.size(), 1);
    const JavaGrid grid = JavaGrid::from(*grids.first(), *numberings.first());
    const HexMap &map = report(file).map;
    int checked = 0;
    int seams = 0;
    for (int col = 0; col < map.columns(); ++col) {
        for (int row = 0; row < map.rows(); ++row) {
            const OffsetCoord hex {col, row};
            if (!map.isPlayable(hex))
                continue;
            // The centre, and points a third of the way to the flats and corners.
            const QPointF c = e.module.hexCentre(hex);
            for (const QPointF d : {QPointF(0, 0), QPointF(0.3, 0), QPointF(-0.3, 0.25),
                                    QPointF(0.2, -0.3), QPointF(0, 0.3)}) {
                const QPointF p = c + QPointF(d.x() * grid.dy, d.y() * grid.dy);
                const QString name = grid.name(int(std::floor(p.x())), int(std::floor(p.y())));
                QVERIFY2(
                    name == map.label(hex),
                    qPrintable(QStringLiteral("%1: VASSAL names it %2").arg(map.label(hex), name)));
            }
            ++checked;
            // A hex where two panels meet: its west neighbour is another panel's.
            const OffsetCoord west {col - 1, row};
            if (map.contains(west) && map.placementAt(west) >= 0
                && map.placementAt(west) != map.placementAt(hex))
                ++seams;
        }
    }
    QCOMPARE(checked, map.playableCount());
    if (report(file).loaded.scenario->layout.size() > 1)
        QVERIFY(seams > 0);
}

void TestVassal::gridNumberingHoldsForEveryOrientation_data()
{
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("parity");
    QTest::addColumn<int>("digits");
    QTest::newRow("flat-top, even columns shifted") << 0 << 0 << 2;
    QTest::newRow("flat-top, odd columns shifted") << 0 << 1 << 2;
    QTest::newRow("pointy-top, even rows shifted (sideways)") << 1 << 0 << 2;
    QTest::newRow("pointy-top, odd rows shifted (sideways)") << 1 << 1 << 2;
    QTest::newRow("three digits") << 0 << 0 << 3;
}

void TestVassal::gridNumberingHoldsForEveryOrientation()
{
    QFETCH(int, orientation);
    QFETCH(int, parity);
    QFETCH(int, digits);
    const OffsetSystem offsets {orientation ? HexOrientation::PointyTop : HexOrientation::FlatTop,
                                parity ? OffsetParity::OddShifted : OffsetParity::EvenShifted};
    const HexLayout layout = HexLayout::fromAcrossFlats(offsets.orientation, 64);
    // As the board does: the origin hex's centre on whole pixels.
    const QPointF centre = layout.hexToPixel(offsets.fromOffset(vassalOriginHex(offsets)));
    const QPointF shift = QPointF(40, 40)
        + QPointF(std::ceil(centre.x()) - centre.x(), std::ceil(centre.y()) - centre.y());
    const JavaGrid grid = JavaGrid::from(vassalHexGrid(layout, shift, offsets, digits));
    for (int col = 0; col < 14; ++col) {
        for (int row = 0; row < 12; ++row) {
            const OffsetCoord hex {col, row};
            const QPointF p = layout.hexToPixel(offsets.fromOffset(hex)) + shift;
            QCOMPARE(grid.name(int(std::floor(p.x())), int(std::floor(p.y()))),
                     formatHexLabel(hex, digits));
        }
    }
}

void TestVassal::tableExportsGridless()
{
    for (const QString &file : {QStringLiteral("21-ruined-crossroads.scenario.yaml"),
                                QStringLiteral("22-river-ford.scenario.yaml")}) {
        const Exported &e = exported(file);
        QVERIFY(e.all(QStringLiteral("module.map.boardPicker.board.HexGrid")).isEmpty());
        QVERIFY(!e.module.grid);
        QVERIFY(e.elements.first()
                    .attribute("description")
                    .contains(QLatin1String("40 pixels per inch")));
        // The board is the table at 40 px per inch with a margin round it.
        const Scenario &scenario = *report(file).loaded.scenario;
        const QString image
            = e.all(QStringLiteral("module.map.boardPicker.Board")).first()->attribute("image");
        for (const ZipEntry &entry : e.entries) {
            if (entry.name != QStringLiteral("images/") + image)
                continue;
            const QImage board = QImage::fromData(entry.data, "PNG");
            const double tableWidth = scenario.table->size.width() / 25.4 * 40;
            QVERIFY2(board.width() >= tableWidth && board.width() < tableWidth + 200,
                     qPrintable(QString::number(board.width())));
        }
    }
}

void TestVassal::pieceDefinitionDecodesAsVassalReadsIt()
{
    const PieceSpec piece {QStringLiteral("Tank; heavy/1"), QStringLiteral("front.png"),
                           QStringLiteral("back.png"), QStringLiteral("status.png")};
    const QString command = vassalPieceDefinition(piece, 7);
    const auto chain = traits(command);
    QCOMPARE(chain.size(), 4);
    QVERIFY(chain.at(0).first.startsWith(QLatin1String("delete;")));
    QCOMPARE(decode(chain.at(0).first, QLatin1Char(';')).value(2), QStringLiteral("127,0"));
    QVERIFY(chain.at(1).first.startsWith(QLatin1String("emb2;")));
    QCOMPARE(chain.at(1).second, QStringLiteral("-1")); // disrupted: off
    QCOMPARE(traitImages(chain.at(1).first), QStringList {QStringLiteral("status.png")});
    QVERIFY(chain.at(2).first.startsWith(QLatin1String("emb2;")));
    QCOMPARE(chain.at(2).second, QStringLiteral("1")); // front up
    QCOMPARE(traitImages(chain.at(2).first),
             QStringList({QStringLiteral("front.png"), QStringLiteral("back.png")}));
    // Embellishment's 33 type fields, version 1, the flip on Ctrl+F.
    const QStringList flip = decode(chain.at(2).first.mid(5), QLatin1Char(';'));
    QCOMPARE(flip.size(), 33);
    QCOMPARE(flip.at(24), QStringLiteral("1"));
    QCOMPARE(flip.at(25), QStringLiteral("true"));
    QCOMPARE(flip.at(27), QStringLiteral("70,130"));
    const QStringList basic = decode(chain.at(3).first, QLatin1Char(';'));
    QCOMPARE(basic.value(4), piece.name); // ';' and '/' escaped and restored
    QCOMPARE(chain.at(3).second, QStringLiteral("null;0;0;7;0"));
}

void TestVassal::zipRoundTripsAndRefusesDamage()
{
    ZipWriter zip;
    const QByteArray text = QByteArray("hello, VASSAL ").repeated(200);
    zip.add(QStringLiteral("a.txt"), text);
    zip.add(QStringLiteral("images/b.bin"), QByteArray("\x00\x01\x02", 3), false);
    QByteArray archive = zip.archive();
    QList<ZipEntry> entries;
    QString error;
    QVERIFY2(readZip(archive, &entries, &error), qPrintable(error));
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).data, text);
    QVERIFY(archive.size() < text.size()); // deflated
    archive[40] = char(archive.at(40) ^ 0x55); // inside a's data
    QVERIFY(!readZip(archive, &entries, &error));
    QVERIFY(!readZip(QByteArray("not a zip"), &entries, &error));
}

void TestVassal::badgerHuntMatchesTheGoldenBuildFile()
{
    const Exported &e = exported(QStringLiteral("01-badger-hunt.scenario.yaml"));
    const QString path = VassalGolden + QStringLiteral("01-badger-hunt.buildFile.xml");
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        QDir().mkpath(VassalGolden);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(e.module.buildFile);
    }
    QFile golden(path);
    QVERIFY2(golden.open(QIODevice::ReadOnly),
             "no golden file: run with HEXWRIGHT_UPDATE_GOLDEN=1");
    const QStringList expected = QString::fromUtf8(golden.readAll()).split(QLatin1Char('\n'));
    const QStringList actual = QString::fromUtf8(e.module.buildFile).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(expected.size(), actual.size()); ++i)
        QVERIFY2(expected.at(i) == actual.at(i),
                 qPrintable(QStringLiteral("line %1:\n  golden: %2\n  now:    %3")
                                .arg(i + 1)
                                .arg(expected.at(i), actual.at(i))));
    QCOMPARE(actual.size(), expected.size());
}

QTEST_MAIN(TestVassal)
#include "tst_vassal.moc"
