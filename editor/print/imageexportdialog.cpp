// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "print/imageexportdialog.h"

#include "shell/preferences.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexwright {

namespace {

const QString HexSizeKey = QStringLiteral("print/image/hexSizeMm");
const QString DpiKey = QStringLiteral("print/image/dpi");

} // namespace

ImageExportDialog::ImageExportDialog(ImageFormat format, const MapExportSource &source,
                                     QWidget *parent)
    : QDialog(parent)
    , m_format(format)
    , m_source(source)
    , m_hexSize(new QDoubleSpinBox(this))
    , m_dpi(new QSpinBox(this))
    , m_size(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("imageExportDialog"));
    setWindowTitle(format == ImageFormat::Png ? tr("Export Map as PNG") : tr("Export Map as SVG"));

    m_hexSize->setObjectName(QStringLiteral("hexSizeSpin"));
    m_hexSize->setRange(MinExportHexSizeMm, MaxExportHexSizeMm);
    m_hexSize->setDecimals(1);
    m_hexSize->setSingleStep(0.5);
    m_hexSize->setSuffix(tr(" mm"));
    m_hexSize->setToolTip(tr("Hex size across the flats when printed; the book's map has 16 mm"));
    m_dpi->setObjectName(QStringLiteral("dpiSpin"));
    m_dpi->setRange(MinExportDpi, MaxExportDpi);
    m_dpi->setSingleStep(50);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setToolTip(tr("Dots per inch when printed at that hex size"));
    m_size->setObjectName(QStringLiteral("imageSizeLabel"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Hex size:"), m_hexSize);
    if (format == ImageFormat::Png)
        form->addRow(tr("&Resolution:"), m_dpi);
    else
        m_dpi->hide();
    form->addRow(format == ImageFormat::Png ? tr("Image size:") : tr("Printed size:"), m_size);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    setHexSizeMm(DefaultExportHexSizeMm);
    setDpi(DefaultExportDpi);
    connect(m_hexSize, &QDoubleSpinBox::valueChanged, this, &ImageExportDialog::updateSize);
    connect(m_dpi, &QSpinBox::valueChanged, this, &ImageExportDialog::updateSize);
    updateSize();
}

double ImageExportDialog::hexSizeMm() const
{
    return m_hexSize->value();
}

void ImageExportDialog::setHexSizeMm(double size)
{
    m_hexSize->setValue(size);
}

int ImageExportDialog::dpi() const
{
    return m_dpi->value();
}

void ImageExportDialog::setDpi(int dpi)
{
    m_dpi->setValue(dpi);
}

QString ImageExportDialog::sizeText() const
{
    return m_size->text();
}

void ImageExportDialog::restoreSettings()
{
    const QSettings settings;
    setHexSizeMm(settings.value(HexSizeKey, Preferences::printHexSizeMm()).toDouble());
    setDpi(settings.value(DpiKey, DefaultExportDpi).toInt());
}

void ImageExportDialog::saveSettings() const
{
    QSettings settings;
    settings.setValue(HexSizeKey, hexSizeMm());
    if (m_format == ImageFormat::Png)
        settings.setValue(DpiKey, dpi());
}

void ImageExportDialog::updateSize()
{
    bool fits = true;
    if (m_format == ImageFormat::Png) {
        const QSize size = mapPngSize(m_source, hexSizeMm(), dpi());
        const qint64 pixels = qint64(size.width()) * size.height();
        fits = pixels > 0 && pixels <= MaxExportPixels;
        const QString text = tr("%1 x %2 pixels (%3 megapixels)")
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(pixels / 1e6, 0, 'f', 1);
        m_size->setText(fits ? text : tr("%1: too large, lower the resolution").arg(text));
    } else {
        // At 254 dpi a pixel is a tenth of a millimetre.
        const QSize tenths = mapPngSize(m_source, hexSizeMm(), 254);
        m_size->setText(tr("%1 x %2 mm")
                            .arg(tenths.width() / 10.0, 0, 'f', 0)
                            .arg(tenths.height() / 10.0, 0, 'f', 0));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(fits);
}

} // namespace hexwright
