// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Map export to PNG and SVG: the printed hex size and resolution the files record and
// show, read back from the files.

#include "checks/scenariovalidator.h"
#include "export/mapexport.h"
#include "render/maprenderer.h"
#include "ruleset/rulesetregistry.h"

#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace hexwright;

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pngHasThePixelSizeOfHexSizeAndDpi_data();
    void pngHasThePixelSizeOfHexSizeAndDpi();
    void pngShowsTheMap();
    void streamedPngMatchesTheWholeImage();
    void svgLoadsAtItsPhysicalSize_data();
    void svgLoadsAtItsPhysicalSize();
    void badValuesAreRefused();
    void fittedPngHasTheAskedSize();

private:
    MapExportSource source() const
    {
        return {m_report.map, *m_report.loaded.ruleset, *m_report.loaded.scenario,
                *m_report.loaded.panels};
    }
    /// The map's bounding box measured in hexes across the flats (independent of the size).
    QSizeF sizeInHexes() const
    {
        const MapRenderer renderer(m_report.map, *m_report.loaded.ruleset,
                                   *m_report.loaded.scenario, *m_report.loaded.panels);
        return renderer.boundingRect().size() / renderer.acrossFlats();
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    ScenarioReport m_report;
    QTemporaryDir m_dir;
};

void TestExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_registry = RulesetRegistry::withBundledData();
    const QString path
        = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/02-a-city-too-far.scenario.yaml");
    m_report = validateScenarioFile(path, path, *m_registry);
    QVERIFY(m_report.loaded.scenario && m_report.loaded.ruleset && m_report.loaded.panels);
    QCOMPARE(m_report.loaded.scenario->layout.size(), 1); // one panel
}

void TestExport::pngHasThePixelSizeOfHexSizeAndDpi_data()
{
    QTest::addColumn<double>("hexSizeMm");
    QTest::addColumn<int>("dpi");
    QTest::newRow("defaults: 16 mm at 300 dpi") << 16.0 << 300;
    QTest::newRow("10 mm at 150 dpi") << 10.0 << 150;
    QTest::newRow("an inch at 96 dpi") << 25.4 << 96;
    QTest::newRow("19 mm at 600 dpi") << 19.0 << 600;
}

void TestExport::pngHasThePixelSizeOfHexSizeAndDpi()
{
    QFETCH(double, hexSizeMm);
    QFETCH(int, dpi);
    const QString path = m_dir.filePath(QStringLiteral("map.png"));
    QString error;
    QVERIFY2(exportMapPng(source(), path, hexSizeMm, dpi, &error), qPrintable(error));
    QImageReader::setAllocationLimit(1024); // MB: the 600 dpi image is large
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), mapPngSize(source(), hexSizeMm, dpi));
    // A hex is hexSizeMm / 25.4 inches across the flats, dpi pixels to the inch.
    const double hexPixels = hexSizeMm / 25.4 * dpi;
    const QSizeF hexes = sizeInHexes();
    QVERIFY2(std::abs(image.width() - hexes.width() * hexPixels) <= 1.0,
             qPrintable(QStringLiteral("%1 px wide, expected %2")
                            .arg(image.width())
                            .arg(hexes.width() * hexPixels)));
    QVERIFY(std::abs(image.height() - hexes.height() * hexPixels) <= 1.0);
    // The file records its resolution, so that it prints at the right size.
    QVERIFY(std::abs(image.dotsPerMeterX() - dpi / 0.0254) <= 1.0);
    QVERIFY(std::abs(image.dotsPerMeterY() - dpi / 0.0254) <= 1.0);
}

void TestExport::pngShowsTheMap()
{
    const QString path = m_dir.filePath(QStringLiteral("small.png"));
    QVERIFY(exportMapPng(source(), path, 16.0, 96));
    const QImage image(path);
    QVERIFY(!image.isNull());
    // The centre of the map is terrain, not the white of the margin.
    const QSet<QRgb> colours = [&] {
        QSet<QRgb> set;
        for (int y = image.height() / 4; y < image.height() * 3 / 4; y += 7) {
            for (int x = image.width() / 4; x < image.width() * 3 / 4; x += 7)
                set.insert(image.pixel(x, y));
        }
        return set;
    }();
    QVERIFY(colours.size() > 3);
    QVERIFY(!(colours.size() == 1 && colours.contains(qRgb(255, 255, 255))));
}

void TestExport::streamedPngMatchesTheWholeImage()
{
    // The PNG is drawn and written band by band (bands of 1024 rows: 600 dpi makes several);
    // it must show exactly what one image drawn at once shows.
    const double hexSizeMm = 8.0;
    const int dpi = 600;
    const QString path = m_dir.filePath(QStringLiteral("bands.png"));
    QVERIFY(exportMapPng(source(), path, hexSizeMm, dpi));
    QImageReader::setAllocationLimit(1024);
    const QImage streamed = QImage(path).convertToFormat(QImage::Format_RGB32);
    MapRenderer renderer(m_report.map, *m_report.loaded.ruleset, *m_report.loaded.scenario,
                         *m_report.loaded.panels, hexSizeMm / 25.4 * 96.0);
    const QImage whole = renderMapImage(renderer, streamed.size(), dpi / 96.0);
    QVERIFY(streamed.height() > 2048);
    QVERIFY(streamed == whole);
}

void TestExport::svgLoadsAtItsPhysicalSize_data()
{
    QTest::addColumn<double>("hexSizeMm");
    QTest::newRow("default 16 mm") << 16.0;
    QTest::newRow("12.5 mm") << 12.5;
}

void TestExport::svgLoadsAtItsPhysicalSize()
{
    QFETCH(double, hexSizeMm);
    const QString path = m_dir.filePath(QStringLiteral("map.svg"));
    QString error;
    QVERIFY2(exportMapSvg(source(), path, hexSizeMm, &error), qPrintable(error));
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.read(4096));
    static const QRegularExpression sizePattern(
        QStringLiteral(R"(<svg width="([0-9.]+)mm" height="([0-9.]+)mm")"));
    const QRegularExpressionMatch match = sizePattern.match(text);
    QVERIFY2(match.hasMatch(), qPrintable(text.left(300)));
    const QSizeF mm(match.captured(1).toDouble(), match.captured(2).toDouble());
    const QSizeF expected = sizeInHexes() * hexSizeMm;
    QVERIFY2(std::abs(mm.width() - expected.width()) < 0.05,
             qPrintable(
                 QStringLiteral("%1 mm wide, expected %2").arg(mm.width()).arg(expected.width())));
    QVERIFY(std::abs(mm.height() - expected.height()) < 0.05);
    // The view box is in 1/96 inch: the same size.
    const QRectF viewBox = svg.viewBoxF();
    QVERIFY(std::abs(viewBox.width() / 96 * 25.4 - expected.width()) < 0.05);
    QVERIFY(std::abs(viewBox.height() / 96 * 25.4 - expected.height()) < 0.05);
    // It draws something.
    QImage picture(400, 400, QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::transparent);
    {
        QPainter painter(&picture);
        svg.render(&painter);
    }
    QVERIFY(picture.pixel(200, 200) != 0);
}

void TestExport::badValuesAreRefused()
{
    QString error;
    QVERIFY(!exportMapPng(source(), m_dir.filePath(QStringLiteral("x.png")), 0.0, 300, &error));
    QVERIFY(error.contains(QStringLiteral("hex size")));
    QVERIFY(!exportMapPng(source(), m_dir.filePath(QStringLiteral("x.png")), 16.0, 5, &error));
    QVERIFY(error.contains(QStringLiteral("dpi")));
    QVERIFY(!exportMapSvg(source(), m_dir.filePath(QStringLiteral("x.svg")), -3, &error));
    QVERIFY(!exportMapPng(source(), QStringLiteral("/nonexistent/dir/x.png"), 16.0, 96, &error));
    QVERIFY(error.contains(QStringLiteral("cannot write")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.png"))));
}

void TestExport::fittedPngHasTheAskedSize()
{
    const QString path = m_dir.filePath(QStringLiteral("fitted.png"));
    QVERIFY(exportMapPngFitted(source(), path, QSize(351, 409)));
    QCOMPARE(QImage(path).size(), QSize(351, 409));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
