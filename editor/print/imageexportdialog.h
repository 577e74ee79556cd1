// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace hexwright {

/// The two image formats the map exports to.
enum class ImageFormat { Png, Svg };

/**
 * Asks for the hex size of a map image, and for a PNG its resolution, showing the size of
 * the result as the values change: pixels for a PNG (refusing one too large to make), the
 * printed size for an SVG. The values are remembered in QSettings.
 */
class ImageExportDialog : public QDialog
{
    Q_OBJECT

public:
    ImageExportDialog(ImageFormat format, const MapExportSource &source, QWidget *parent = nullptr);

    ImageFormat format() const { return m_format; }
    double hexSizeMm() const;
    void setHexSizeMm(double size);
    int dpi() const;
    void setDpi(int dpi);
    /// What the size label says: "4724 x 3307 pixels (15.6 megapixels)".
    QString sizeText() const;

    void restoreSettings();
    void saveSettings() const;

private:
    void updateSize();

    ImageFormat m_format;
    MapExportSource m_source;
    QDoubleSpinBox *m_hexSize;
    QSpinBox *m_dpi;
    QLabel *m_size;
    QDialogButtonBox *m_buttons;
};

} // namespace hexwright
