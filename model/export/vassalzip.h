// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A minimal zip archive writer and reader (PKWARE APPNOTE 6.3: local file headers, the
// central directory and its end record; no zip64, no encryption), enough for a VASSAL module
// (.vmod), which is a plain zip. Entries are stored or raw-deflated through zlib with a CRC-32
// each; every entry carries the same fixed date (1980-01-01), so one module exports to the
// same bytes every time. Qt has no public zip writer.

#include <QByteArray>
#include <QList>
#include <QString>

namespace hexwright {

/// One file of an archive: its path inside the archive ("images/board.png") and its bytes.
struct ZipEntry
{
    QString name;
    QByteArray data;
};

/**
 * Builds a zip archive in memory. add() each file once, then archive() gives the bytes.
 * Text compresses (raw deflate, zlib's -MAX_WBITS); PNG and other compressed data is better
 * stored as it is (@p deflate false).
 */
class ZipWriter
{
public:
    /// Adds @p data as @p name (forward slashes, no leading slash, UTF-8).
    void add(const QString &name, const QByteArray &data, bool deflate = true);
    /// The whole archive: the entries, the central directory and its end record.
    QByteArray archive() const;
    int count() const { return int(m_central.size()); }

private:
    QByteArray m_body; ///< local headers and data, in order
    QList<QByteArray> m_central; ///< one central directory record per entry
};

/**
 * Reads every entry of the zip archive @p archive (stored or deflated, CRC-32 checked)
 * through its central directory. Returns false with a reason in @p error on anything else:
 * no end record, an entry outside the data, an unknown method, a bad checksum.
 */
bool readZip(const QByteArray &archive, QList<ZipEntry> *entries, QString *error = nullptr);

} // namespace hexwright
