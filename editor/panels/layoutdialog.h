// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace hexwright {

struct PanelLibrary;
struct Ruleset;

/**
 * Map > Lay Out Panels...: the user types the layout the way the book prints it
 * ("A B / 4 3 / F E") and sees it assembled at once, or the one line that is wrong.
 */
class LayoutDialog : public QDialog
{
    Q_OBJECT

public:
    LayoutDialog(const Ruleset &ruleset, const PanelLibrary &library, const QString &text,
                 QWidget *parent = nullptr);

    QString text() const;
    void setText(const QString &text);
    /// The typed layout, or empty while it has an error.
    std::optional<QList<PanelPlacement>> layout() const { return m_layout; }
    /// Why the text is not a layout; empty when it is one.
    QString error() const { return m_error; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void textChanged();
    void updatePreview();

    const Ruleset &m_ruleset;
    const PanelLibrary &m_library;
    QPlainTextEdit *m_edit;
    QLabel *m_preview;
    QLabel *m_summary;
    QLabel *m_errorLabel;
    QDialogButtonBox *m_buttons;
    std::optional<QList<PanelPlacement>> m_layout;
    QString m_error;
};

} // namespace hexwright
