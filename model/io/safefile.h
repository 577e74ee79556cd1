// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QSaveFile>
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

/**
 * writeFileAtomically() for a file written piece by piece by a writer that takes a QIODevice
 * (QPdfWriter, QSvgGenerator, libpng a band at a time), so that memory never holds the whole
 * file. Those writers ignore what write() returns, and a QSaveFile alone lets a short write
 * on a full disk pass without an error, so this device finishes every write or remembers the
 * first failure, and commit() then refuses to replace the old file.
 *
 * Open it (WriteOnly), hand it to the writer, then commit(); destroying it uncommitted leaves
 * the old file as it was.
 */
class AtomicFileStream : public QIODevice
{
public:
    explicit AtomicFileStream(const QString &path);
    ~AtomicFileStream() override;

    bool open(OpenMode mode) override;
    /// Renames the complete file over the old one; false (and the old file untouched, the
    /// reason in @p errorMessage) when any write failed or the file could not be finished.
    bool commit(QString *errorMessage = nullptr);
    /// The first failure, in words a user understands; empty while all is well.
    QString failure() const { return m_failure; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QString m_path;
    QSaveFile m_file;
    QString m_failure;
};

/// "8.0 MB": a size as messages show it.
QString humanSize(qint64 bytes);

} // namespace hexwright
