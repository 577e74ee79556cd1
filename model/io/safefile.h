// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace hexwright {

/**
 * The one way Hexwright reads and writes whole files. Every loader and every save goes
 * through these two functions, so a named pipe, a device, a file that grows while it is read
 * or a disk that fills while it is written is handled once, and the same way everywhere.
 */

/// Why readRegularFile() refused a file: the Diagnostic code and a one-sentence message.
struct FileReadError
{
    QString code; ///< "file-unreadable", "file-not-regular" or "file-too-large"
    QString message; ///< e.g. "is a named pipe, not a file"
};

/**
 * Reads the whole of @p path, which must be a regular file (or a symbolic link to one) of
 * at most @p maxBytes. A named pipe, a socket, a device or a folder is refused at once,
 * without blocking: the file is opened non-blocking and checked with fstat() on the open
 * descriptor, so it cannot be swapped for a pipe between the check and the read. A file
 * that grows past @p maxBytes while it is read is refused too.
 */
std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes,
                                          FileReadError *error = nullptr);

/**
 * Writes @p bytes to @p path atomically: into a temporary file beside it, checked after
 * every write, flushed to disk, then renamed over the old file. If anything fails (a full
 * disk, a read-only folder, a missing folder) the old file is left exactly as it was, the
 * temporary file is removed, and @p errorMessage says what went wrong in words a user
 * understands. Never reports success for a file that is not complete on disk.
 */
bool writeFileAtomically(const QString &path, const QByteArray &bytes,
                         QString *errorMessage = nullptr);

/// "8.0 MB": a size as messages show it.
QString humanSize(qint64 bytes);

} // namespace hexwright
