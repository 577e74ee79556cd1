// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "print/imageexportdialog.h"
#include "print/playsheetsdialog.h"
#include "print/sheetoptionsdialog.h"

#include <QObject>

#include <array>
#include <memory>
#include <optional>

class QAction;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace hexwright {

class EditorContext;
class SheetDocument;

/**
 * File > Export Map Image, Export PDF, Export All, Print Preview and Print: the actions, enabled
 * while the open scenario has a map, and what they do. Each asks for its options (and a file),
 * builds the sheets from the document as it is on screen (no save needed) and writes,
 * previews or prints them through the same paintSheets(), so the three never differ.
 *
 * The interactive slots are thin: the halves after the dialogs are public for the tests.
 */
class PrintController : public QObject
{
    Q_OBJECT

public:
    explicit PrintController(EditorContext &context);

    QAction *exportImageAction() const { return m_exportImage; }
    QAction *exportAllAction() const { return m_exportAll; }
    QAction *exportPdfAction(SheetKind kind) const { return m_exportPdf[index(kind)]; }
    QAction *previewAction(SheetKind kind) const { return m_preview[index(kind)]; }
    QAction *printAction(SheetKind kind) const { return m_print[index(kind)]; }

    // The play sheets (unit cards, side sheets, table diagram, piece templates): File >
    // Export PDF, Print Preview and Print, after the map, setup and counter sheets.
    QAction *playPdfAction(PlaySheetKind kind) const { return m_playPdf[playIndex(kind)]; }
    QAction *playPreviewAction(PlaySheetKind kind) const { return m_playPreview[playIndex(kind)]; }
    QAction *playPrintAction(PlaySheetKind kind) const { return m_playPrint[playIndex(kind)]; }
    /**
     * Whether the open scenario has sheets of @p kind: every kind on a table; on a hex map
     * the unit cards and side sheets only when the family prints its units as cards
     * (FamilyRules::printsUnitCards()).
     */
    bool offersPlaySheets(PlaySheetKind kind) const;
    /// Writes the play sheets of @p dialog as PDF to @p path; false with a message in @p error.
    bool writePlayPdf(const PlaySheetsDialog &dialog, const QString &path, QString *error) const;

    /// Whether the open scenario has a map to export or print.
    bool hasMap() const;
    /// The open scenario as an export source; nothing without a map.
    std::optional<MapExportSource> source() const;

    /// Writes the map image to @p path as the dialog says; false with a message in @p error.
    bool writeImage(const ImageExportDialog &dialog, const QString &path, QString *error) const;
    /// Writes the sheets of @p dialog as PDF to @p path; false with a message in @p error.
    bool writePdf(const SheetOptionsDialog &dialog, const QString &path, QString *error) const;

    /// Export All, the half after the folder dialog: writes the map, set-up and counter
    /// sheets as three PDFs into @p folder, named after the scenario, with the sheet options
    /// last chosen, under a progress dialog. Lists the files written in @p written; false
    /// with a message naming the file and the reason in @p error (empty if cancelled).
    bool exportAllTo(const QString &folder, QStringList *written, QString *error) const;
    /// The file Export All writes the sheets of @p kind to in @p folder.
    QString exportAllPath(const QString &folder, SheetKind kind) const;

    /// Puts @p printer in full-page mode on the paper of the first sheet, named after it.
    static void preparePrinter(QPrinter &printer, const SheetDocument &sheets);
    /// Paints @p sheets into @p printer, the page range chosen in its print dialog only.
    static bool printSheets(const SheetDocument &sheets, QPrinter &printer);
    /// A print preview of @p sheets on @p printer (prepared), which it shares.
    static QPrintPreviewDialog *createPreviewDialog(std::shared_ptr<const SheetDocument> sheets,
                                                    QPrinter *printer, QWidget *parent);

public Q_SLOTS:
    void exportImage();
    void exportPdf(hexwright::SheetKind kind);
    void exportAll();
    void printPreview(hexwright::SheetKind kind);
    void print(hexwright::SheetKind kind);
    void exportPlayPdf(hexwright::PlaySheetKind kind);
    void previewPlaySheets(hexwright::PlaySheetKind kind);
    void printPlaySheets(hexwright::PlaySheetKind kind);

private:
    static int index(SheetKind kind) { return int(kind); }
    static int playIndex(PlaySheetKind kind) { return int(kind); }
    /// Asks for the options of play sheets of @p kind; null if cancelled.
    std::unique_ptr<PlaySheetsDialog> askPlayOptions(PlaySheetKind kind, const QString &title,
                                                     const QString &acceptText);
    /// Previews or prints @p sheets named @p name (the halves after the options).
    void previewDocument(std::shared_ptr<const SheetDocument> sheets);
    void printDocument(const SheetDocument &sheets, const QString &name);
    QAction *addAction(const QIcon &icon, const QString &text, const QString &objectName,
                       const QString &statusTip);
    /// Asks for the options of @p kind with @p acceptText on the OK button; null if cancelled.
    std::unique_ptr<SheetOptionsDialog> askOptions(SheetKind kind, const QString &title,
                                                   const QString &acceptText);
    /// The last folder exported to, and the scenario's name with @p suffix.
    QString suggestedPath(const QString &suffix) const;
    /// Asks where to write a PDF titled @p title ("<scenario>-<fileWord>.pdf" suggested);
    /// adds ".pdf" to a name without a suffix and remembers the folder. Empty: cancelled.
    QString askPdfPath(const QString &title, const QString &fileWord) const;
    void rememberFolder(const QString &path) const;
    void showError(const QString &path, const QString &error) const;
    void followDocument();
    void updateActions();

    EditorContext &m_context;
    QAction *m_exportImage;
    QAction *m_exportAll;
    std::array<QAction *, 3> m_exportPdf {};
    std::array<QAction *, 3> m_preview {};
    std::array<QAction *, 3> m_print {};
    std::array<QAction *, 5> m_playPdf {};
    std::array<QAction *, 5> m_playPreview {};
    std::array<QAction *, 5> m_playPrint {};
    QMetaObject::Connection m_layoutConnection;
};

} // namespace hexwright
