// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace hexwright {

/**
 * The JSON Schema a YAML file names on its first line, in the comment the YAML language
 * server reads: `# yaml-language-server: $schema=<reference>`. YAML comments are not data,
 * so the reader takes the reference from the raw first line (YamlDocument keeps it), the
 * data carries it (Scenario::schemaReference, PanelLibrary::schemaReference) and the writer
 * writes it back: a file that names its schema keeps its own reference, so an unchanged file
 * still saves back byte-identical; a new file names the installed schema.
 */

/// The reference on @p text's first line, or empty when that line is not such a comment.
QString schemaReferenceIn(const QByteArray &text);

/// The installed schema of @p format ("hexwright-scenario", "hexwright-panels",
/// "hexwright-table", "hexwright-ruleset"): an absolute path under the data folder Hexwright
/// was built for (CMAKE_INSTALL_FULL_DATADIR/hexwright/schemas/<format>.schema.json).
QString installedSchemaReference(const QString &format);

/**
 * The reference a file moved from @p fromFile to @p toFile names its schema by: an absolute
 * path or a URL stays; a relative path (a bundled sample's "../../schemas/...") is made
 * relative to the new folder when the schema exists where it pointed, and is otherwise
 * empty, so the writer names the installed schema (a sample opened from the program's
 * resources and saved as the user's own file).
 */
QString movedSchemaReference(const QString &reference, const QString &fromFile,
                             const QString &toFile);

/// The first line a writer starts a file of @p format with: `# yaml-language-server:
/// $schema=` and @p reference, or the installed schema when @p reference is empty; it ends
/// in a newline.
QByteArray schemaCommentLine(const QString &format, const QString &reference);

} // namespace hexwright
