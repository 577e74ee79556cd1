// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchscenario.h"

#include "benchsupport.h"

#include "families/hammers-slammers/hsrules.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

extern char **environ;

namespace hexwright {

Scenario makeLargeScenario(const Ruleset &ruleset, const PanelLibrary &panels, int columns,
                           int rows, quint32 seed)
{
    QRandomGenerator random(seed);
    Scenario s;
    s.metadata.title = QStringLiteral("Benchmark %1 x %2").arg(columns).arg(rows);
    s.metadata.players = 2;
    s.rulesetId = ruleset.id;
    s.rulesetVersion = ruleset.version;
    s.panelLibrary = panels.id;

    QList<const Panel *> mains;
    for (const Panel &p : panels.panels) {
        if (p.kind == Panel::Kind::Main)
            mains.append(&p);
    }
    const Panel &first = *mains.first();
    for (int row = 0; row < rows; row += first.rows) {
        for (int col = 0; col < columns; col += first.columns) {
            PanelPlacement placement;
            placement.panel = mains.at(int(random.bounded(int(mains.size()))))->id;
            placement.column = col;
            placement.row = row;
            placement.rotation = random.bounded(2) ? 180 : 0;
            s.layout.append(placement);
        }
    }
    s.terrain.origin = {0, 0};
    s.terrain.width = columns;
    s.terrain.height = rows;
    s.terrain.cells = QByteArray(qsizetype(columns) * rows, 0);
    const int terrainCount = int(ruleset.terrain.size());
    char *cells = s.terrain.cells.data();
    for (qsizetype i = 0; i < s.terrain.cells.size(); ++i)
        cells[i] = char(random.bounded(terrainCount));

    Zone zone;
    zone.id = QStringLiteral("setup");
    zone.name = QStringLiteral("Set-up area");
    for (int c = 1; c < 40; ++c)
        zone.hexes.append({c, 2});
    s.zones.append(zone);

    // The ruleset's first and last colours (Hammer's Slammers: Tan and Blue).
    const QStringList colours = {ruleset.colours.first().id, ruleset.colours.last().id};
    for (const QString &colour : colours) {
        Side side;
        side.id = colour;
        side.name = colour;
        side.colours = {colour};
        side.role = colour == colours.first() ? Side::Role::Defender : Side::Role::Attacker;
        side.setupOrder = side.moveOrder = int(s.sides.size()) + 1;
        side.player = side.setupOrder;
        side.morale = {MoraleBlock {{colour}, 7, {}, {}, false}};
        s.sides.append(side);
        for (const UnitType &type : ruleset.unitTypes) {
            if (!type.colours.contains(colour))
                continue;
            ForceEntry f;
            f.id = colour + QLatin1Char('-') + type.id;
            f.side = colour;
            f.colour = colour;
            f.unitType = type.id;
            f.count = 2;
            f.placement.kind = Placement::Kind::Zone;
            f.placement.zone = zone.id;
            s.forces.append(f);
        }
    }
    VictoryCondition v;
    v.id = QStringLiteral("survive");
    v.kind = QStringLiteral("survive");
    v.parameters.insert(QStringLiteral("side"), colours.first());
    v.parameters.insert(QStringLiteral("min_units"), 1);
    v.parameters.insert(QStringLiteral("at_end_of_turn"), 10);
    s.victory.append(v);
    s.gameLength.turns = 10;
    return s;
}

Ruleset withTenTerrainTypes(const Ruleset &ruleset)
{
    Ruleset ten = ruleset;
    if (ten.terrain.size() >= 10 || ten.terrain.isEmpty())
        return ten;
    // Rough ground: costs like clear, printed in its own colour and pattern.
    TerrainType rough = ten.terrain.first();
    rough.id = QStringLiteral("rough");
    rough.name = QStringLiteral("Rough");
    rough.colour = QColor(0xb5, 0x9f, 0x5a);
    rough.pattern = QStringLiteral("plain");
    ten.terrain.append(rough);
    if (ten.family == hammersSlammersFamilyId()) {
        // Its combat values are clear's too, but it never turns into other terrain.
        auto hs = std::make_shared<HsRules>(hsRules(ruleset));
        HsTerrain values = hs->terrainOf(ten.terrain.first());
        values.rubbledBecomes.clear();
        hs->terrain.insert(rough.id, values);
        ten.familyRules = hs;
    }
    return ten;
}

void paintTerrainShare(HexMap &map, int terrain, int typeCount, quint32 seed)
{
    QRandomGenerator random(seed);
    for (int row = 0; row < map.rows(); ++row) {
        for (int col = 0; col < map.columns(); ++col) {
            if (map.contains({col, row}) && random.bounded(typeCount) == 0)
                map.applyOverride({col, row}, quint8(terrain));
        }
    }
}

namespace bench {

namespace {

/// What one child process cost: CPU (user + system) and its peak resident set.
struct ChildCost
{
    bool ok = false; ///< ran and exited with 0 in time
    double cpuSeconds = 0;
    double peakMegabytes = 0;
    QString problem;
};

/// Runs @p program with @p arguments and the extra environment @p environment (NAME=value),
/// its output thrown away, and measures it with wait4(): the figures of /usr/bin/time -f
/// "%U %S %M". Killed after @p timeoutSeconds.
ChildCost runMeasured(const QString &program, const QStringList &arguments,
                      const QStringList &environment, int timeoutSeconds = 120)
{
    std::vector<std::string> argStrings {program.toStdString()};
    for (const QString &a : arguments)
        argStrings.push_back(a.toStdString());
    std::vector<std::string> envStrings;
    for (char **e = environ; *e; ++e) {
        const std::string entry(*e);
        const bool replaced
            = std::any_of(environment.begin(), environment.end(), [&](const QString &v) {
                  const std::string name = v.section(QLatin1Char('='), 0, 0).toStdString() + '=';
                  return entry.compare(0, name.size(), name) == 0;
              });
        if (!replaced)
            envStrings.push_back(entry);
    }
    for (const QString &v : environment)
        envStrings.push_back(v.toStdString());
    std::vector<char *> argv;
    for (std::string &a : argStrings)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<char *> envp;
    for (std::string &e : envStrings)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    ChildCost cost;
    const pid_t pid = fork();
    if (pid < 0) {
        cost.problem = QStringLiteral("cannot start %1").arg(program);
        return cost;
    }
    if (pid == 0) {
        // The child: quiet, then the program (only async-signal-safe calls after fork()).
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, 1);
            dup2(null, 2);
        }
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeoutSeconds);
    pid_t done = 0;
    while ((done = wait4(pid, &status, WNOHANG, &usage)) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            cost.problem = QStringLiteral("%1 did not finish within %2 s")
                               .arg(QFileInfo(program).fileName())
                               .arg(timeoutSeconds);
            return cost;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    const auto seconds = [](const timeval &t) {
        return double(t.tv_sec) + t.tv_usec / 1e6;
    };
    cost.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    cost.peakMegabytes = double(usage.ru_maxrss) / 1024.0;
    cost.ok = done == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!cost.ok)
        cost.problem = QStringLiteral("%1 failed (status %2)")
                           .arg(QFileInfo(program).fileName())
                           .arg(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    return cost;
}

/// The median CPU and median peak of @p runs runs of the same command.
ChildCost medianCost(int runs, const QString &program, const QStringList &arguments,
                     const QStringList &environment)
{
    QList<ChildCost> costs;
    for (int i = 0; i < runs; ++i) {
        const ChildCost cost = runMeasured(program, arguments, environment);
        if (!cost.ok)
            return cost;
        costs.append(cost);
    }
    ChildCost median = costs.first();
    std::sort(costs.begin(), costs.end(),
              [](const ChildCost &a, const ChildCost &b) { return a.cpuSeconds < b.cpuSeconds; });
    median.cpuSeconds = costs.at(costs.size() / 2).cpuSeconds;
    std::sort(costs.begin(), costs.end(), [](const ChildCost &a, const ChildCost &b) {
        return a.peakMegabytes < b.peakMegabytes;
    });
    median.peakMegabytes = costs.at(costs.size() / 2).peakMegabytes;
    return median;
}

/// The Tiled map @p fullPath without its hidden "Hex labels" layer (a million objects that
/// Tiled would read and we never do): the fair twin of the scenario. Empty on failure.
QString writeTwin(const QString &fullPath, const QString &twinPath)
{
    QFile in(fullPath);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = in.readAll();
    const qsizetype start = bytes.indexOf("<objectgroup id=\"5\" name=\"Hex labels\"");
    const QByteArray close = "</objectgroup>\n";
    const qsizetype end = start < 0 ? -1 : bytes.indexOf(close, start);
    if (start >= 0 && end >= 0) {
        // Back to the line's start, so that the twin stays indented as Tiled writes it.
        const qsizetype lineStart = bytes.lastIndexOf('\n', start) + 1;
        bytes.remove(lineStart, end + close.size() - lineStart);
    }
    QFile out(twinPath);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
        return {};
    return twinPath;
}

/// Whether the Tiled map at @p path is @p map's size with its terrain in every hex; a line
/// that says so, or what differs.
QString checkTwin(const QString &path, const HexMap &map)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read %1").arg(path);
    const QByteArray bytes = file.readAll();
    static const QRegularExpression size(
        QStringLiteral("<map [^>]*width=\"(\\d+)\" height=\"(\\d+)\""));
    const QRegularExpressionMatch m = size.match(QString::fromUtf8(bytes.left(4096)));
    const int width = m.captured(1).toInt();
    const int height = m.captured(2).toInt();
    const qsizetype begin = bytes.indexOf("<data encoding=\"csv\">");
    const qsizetype end = bytes.indexOf("</data>", begin);
    if (!m.hasMatch() || begin < 0 || end < 0)
        return QStringLiteral("NO: no terrain layer in %1").arg(path);
    qint64 cells = 0;
    qint64 differ = 0;
    int value = -1;
    for (qsizetype i = bytes.indexOf('>', begin) + 1; i <= end; ++i) {
        const char c = bytes.at(i);
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            continue;
        }
        if (value < 0)
            continue;
        const OffsetCoord hex {int(cells % std::max(1, width)), int(cells / std::max(1, width))};
        const quint8 terrain = map.terrainAt(hex);
        if (value == 0 ? terrain != NoTerrain : terrain != value - 1)
            ++differ;
        ++cells;
        value = -1;
    }
    const bool same = width == map.columns() && height == map.rows()
        && cells == qint64(width) * height && differ == 0;
    return QStringLiteral("%1 x %2 hexes, %3 cells, %4 differ from the scenario's map: %5")
        .arg(width)
        .arg(height)
        .arg(cells)
        .arg(differ)
        .arg(same ? QStringLiteral("the same map") : QStringLiteral("NOT the same map"));
}

void costFigures(const QString &name, const ChildCost &cost)
{
    if (!cost.ok) {
        out << QStringLiteral("  %1: %2\n").arg(name, cost.problem);
        return;
    }
    figure(name + QStringLiteral(", CPU"), cost.cpuSeconds, QStringLiteral("s"));
    figure(name + QStringLiteral(", peak RSS"), cost.peakMegabytes, QStringLiteral("MB"));
}

} // namespace

void benchVersusTiled(const QString &scenarioPath, const HexMap &map, const QString &workDir)
{
    out << QStringLiteral("\nVersus Tiled: the %1 x %2 map opened and shown, whole process "
                          "(CPU user + system, peak resident set; median of 3):\n")
               .arg(map.columns())
               .arg(map.rows());
    const QString binDir = QCoreApplication::applicationDirPath();
    const QString cli = QDir(binDir).filePath(QStringLiteral("hexwright-cli"));
    const QString gui = QDir(binDir).filePath(QStringLiteral("hexwright"));
    const QString full = QDir(workDir).filePath(QStringLiteral("big.tmx"));
    const QString twinPath = QDir(workDir).filePath(QStringLiteral("big-twin.tmx"));
    const ChildCost exported = runMeasured(
        cli, {QStringLiteral("export"), scenarioPath, QStringLiteral("--tmx"), full}, {});
    costFigures(QStringLiteral("hexwright-cli export --tmx (the twin)"), exported);
    const QString twin = exported.ok ? writeTwin(full, twinPath) : QString();
    if (twin.isEmpty()) {
        out << QStringLiteral("  no Tiled twin: run hexwright-cli export %1 --tmx big.tmx\n")
                   .arg(scenarioPath);
        return;
    }
    // The twin keeps big.tmx's tileset picture (big-terrain.png beside it).
    out << QStringLiteral("  twin (%1, hidden label layer left out): %2\n")
               .arg(QFileInfo(twin).fileName(), checkTwin(twin, map));

    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    const QStringList guiEnvironment = {
        QStringLiteral("HEXWRIGHT_QUIT_AFTER_SHOW=1"),
        QStringLiteral("XDG_CONFIG_HOME=%1").arg(QDir(workDir).filePath(QStringLiteral("config"))),
        QStringLiteral("QT_QPA_PLATFORM=%1").arg(platform)};
    costFigures(QStringLiteral("hexwright FILE, quit once the map is shown (%1)").arg(platform),
                medianCost(3, gui, {scenarioPath}, guiEnvironment));
    const QString rasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
    const QStringList rasterArguments = {QStringLiteral("--size"), QStringLiteral("1920"), twin,
                                         QDir(workDir).filePath(QStringLiteral("twin.png"))};
    if (rasterizer.isEmpty()) {
        out << QStringLiteral("  Tiled's tmxrasterizer is not installed (Debian: tiled); run\n"
                              "    /usr/bin/time -f '%U + %S s, %M KB' tmxrasterizer %1\n")
                   .arg(rasterArguments.join(QLatin1Char(' ')));
    } else {
        costFigures(QStringLiteral("tmxrasterizer --size 1920 TWIN (%1)").arg(platform),
                    medianCost(3, rasterizer, rasterArguments,
                               {QStringLiteral("QT_QPA_PLATFORM=%1").arg(platform)}));
    }
    out << QStringLiteral("  Tiled's own window has no quit-after-load flag: save the scenario "
                          "(--save FILE), export it\n"
                          "  (hexwright-cli export FILE --tmx big.tmx), leave out the layer "
                          "\"Hex labels\", run tiled on it\n"
                          "  and read its CPU and VmHWM from /proc once its title names the file "
                          "and it is idle.\n");
}

} // namespace bench

} // namespace hexwright
