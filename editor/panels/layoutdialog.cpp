// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/layoutdialog.h"

#include "map/hexmap.h"
#include "map/layouttext.h"
#include "map/panel.h"
#include "panels/panelimages.h"
#include "shell/screensize.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace hexwright {

namespace {

const QSize PreviewSize(440, 300);

} // namespace

LayoutDialog::LayoutDialog(const Ruleset &ruleset, const PanelLibrary &library, const QString &text,
                           QWidget *parent)
    : QDialog(parent)
    , m_ruleset(ruleset)
    , m_library(library)
    , m_edit(new QPlainTextEdit(this))
    , m_preview(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_errorLabel(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("layoutDialog"));
    // A game of numbered boards that combine (`hex_labels: per_panel`, Maschinen Krieger)
    // calls its panels boards, as the map's hex names do ("board 3, hex 1801").
    const bool boards = m_library.labelsPerPanel;
    setWindowTitle(boards ? tr("Lay Out Boards") : tr("Lay Out Panels"));

    const QString helpText = boards
        ? tr("Type the boards row by row, north first, as the scenario prints its layout: "
             "<b>1 2 / 4 3</b>, or one row per line. In the line form, two spaces before "
             "a row shift it east by one board, as the book indents its grids. "
             "<b>.</b> leaves a slot empty, <b>3r</b> turns board 3 round. Boards: %1. "
             "%2 lays them out.")
        : tr("Type the panels row by row, north first, as the scenario prints its layout: "
             "<b>A B / 4 3 / F E</b>, or one row per line. In the line form, two spaces before "
             "a row shift it east by one panel, as the book indents its grids. "
             "<b>.</b> leaves a slot empty, <b>3r</b> turns panel 3 round. Panels: %1. "
             "%2 lays them out.");
    auto *help = new QLabel(
        helpText.arg(m_library.panelIds().join(QStringLiteral(" ")),
                     QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)),
        this);
    help->setWordWrap(true);
    help->setTextFormat(Qt::RichText);

    m_edit->setObjectName(QStringLiteral("layoutText"));
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setTabChangesFocus(true);
    m_edit->setPlaceholderText(boards ? tr("1 2 / 4 3") : tr("A B / 4 3 / F E"));
    m_edit->setFixedHeight(m_edit->fontMetrics().lineSpacing() * 6 + 12);
    help->setBuddy(m_edit);

    m_errorLabel->setObjectName(QStringLiteral("layoutError"));
    m_errorLabel->setWordWrap(true);
    QPalette red = m_errorLabel->palette();
    red.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    m_errorLabel->setPalette(red);
    m_summary->setObjectName(QStringLiteral("layoutSummary"));

    m_preview->setObjectName(QStringLiteral("layoutPreview"));
    m_preview->setMinimumSize(PreviewSize);
    // The picture follows the dialog's size, never the other way round.
    m_preview->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_preview->setAutoFillBackground(true);
    QPalette table = m_preview->palette();
    table.setColor(QPalette::Window, QColor(0x56, 0x5b, 0x61));
    m_preview->setPalette(table);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addWidget(m_edit);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Lay Out"));
    // Return starts a new row in the box; Ctrl+Return lays the panels out.
    auto *accept = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(accept, &QShortcut::activated, m_buttons->button(QDialogButtonBox::Ok),
            &QPushButton::click);
    m_buttons->button(QDialogButtonBox::Ok)
        ->setToolTip(accept->key().toString(QKeySequence::NativeText));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &LayoutDialog::textChanged);

    // Room for a map of a few panels: the preview is what the dialog is for.
    const QSize least = layout->totalMinimumSize();
    fitToScreen(this, least, least.expandedTo(QSize(620, 640)));
    setText(text);
    m_edit->setFocus();
}

QString LayoutDialog::text() const
{
    return m_edit->toPlainText();
}

void LayoutDialog::setText(const QString &text)
{
    m_edit->setPlainText(text);
    m_edit->selectAll();
    textChanged();
}

void LayoutDialog::textChanged()
{
    QString error;
    m_layout = layoutFromText(text(), m_library, &error);
    // An empty box is not yet a mistake: the placeholder shows what to type.
    m_error = m_layout ? QString() : error;
    m_errorLabel->setText(text().trimmed().isEmpty() ? QString() : m_error);
    m_errorLabel->setVisible(!m_errorLabel->text().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_layout.has_value());
    updatePreview();
}

void LayoutDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    updatePreview();
}

void LayoutDialog::updatePreview()
{
    if (!m_layout) {
        // Keep the last good picture while the user is in the middle of typing, greyed.
        m_preview->setEnabled(false);
        m_summary->clear();
        return;
    }
    m_preview->setEnabled(true);
    const qreal ratio = devicePixelRatioF();
    QImage image = renderLayout(*m_layout, m_ruleset, m_library,
                                (m_preview->contentsRect().size() - QSize(8, 8)) * ratio);
    image.setDevicePixelRatio(ratio);
    m_preview->setPixmap(QPixmap::fromImage(image));
    Scenario scenario;
    scenario.layout = *m_layout;
    const HexMap map = HexMap::compose(scenario, m_library);
    const int count = int(m_layout->size());
    const QString panels = m_library.labelsPerPanel
        ? (count == 1 ? tr("1 board") : tr("%1 boards").arg(count))
        : (count == 1 ? tr("1 panel") : tr("%1 panels").arg(count));
    m_summary->setText(tr("%1, %2 x %3 hexes, %4 playable")
                           .arg(panels)
                           .arg(map.columns())
                           .arg(map.rows())
                           .arg(map.playableCount()));
}

} // namespace hexwright
