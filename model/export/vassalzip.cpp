// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/vassalzip.h"

#include <zlib.h>

#include <QtEndian>

namespace hexwright {

namespace {

constexpr quint32 LocalSignature = 0x04034b50;
constexpr quint32 CentralSignature = 0x02014b50;
constexpr quint32 EndSignature = 0x06054b50;
constexpr quint16 VersionNeeded = 20; ///< 2.0: deflate
constexpr quint16 Utf8Names = 0x0800; ///< general purpose flag bit 11
constexpr quint16 Stored = 0;
constexpr quint16 Deflated = 8;
constexpr quint16 FixedTime = 0;
constexpr quint16 FixedDate = (0 << 9) | (1 << 5) | 1; ///< 1980-01-01
constexpr int LocalHeaderSize = 30;
constexpr int CentralHeaderSize = 46;
constexpr int EndRecordSize = 22;

void put16(QByteArray &out, quint16 value)
{
    char bytes[2];
    qToLittleEndian(value, bytes);
    out.append(bytes, 2);
}

void put32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

quint16 get16(const QByteArray &in, qsizetype at)
{
    return qFromLittleEndian<quint16>(in.constData() + at);
}

quint32 get32(const QByteArray &in, qsizetype at)
{
    return qFromLittleEndian<quint32>(in.constData() + at);
}

quint32 crc32Of(const QByteArray &data)
{
    return quint32(::crc32(::crc32(0L, Z_NULL, 0),
                           reinterpret_cast<const Bytef *>(data.constData()), uInt(data.size())));
}

/// Raw deflate (no zlib header), as zip's method 8 wants it.
QByteArray rawDeflate(const QByteArray &data)
{
    z_stream stream {};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY)
        != Z_OK)
        return {};
    QByteArray out(qsizetype(deflateBound(&stream, uLong(data.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int result = deflate(&stream, Z_FINISH);
    out.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return result == Z_STREAM_END ? out : QByteArray();
}

bool rawInflate(const QByteArray &data, qsizetype size, QByteArray *out)
{
    z_stream stream {};
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK)
        return false;
    out->resize(size);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = uInt(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out->data());
    stream.avail_out = uInt(out->size());
    const int result = inflate(&stream, Z_FINISH);
    const bool whole = result == Z_STREAM_END && qsizetype(stream.total_out) == size;
    inflateEnd(&stream);
    return whole;
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

void ZipWriter::add(const QString &name, const QByteArray &data, bool deflate)
{
    const QByteArray path = name.toUtf8();
    const quint32 crc = crc32Of(data);
    QByteArray packed = deflate ? rawDeflate(data) : QByteArray();
    quint16 method = Deflated;
    if (!deflate || packed.isEmpty() || packed.size() >= data.size()) {
        packed = data;
        method = Stored;
    }
    const auto offset = quint32(m_body.size());

    QByteArray local;
    put32(local, LocalSignature);
    put16(local, VersionNeeded);
    put16(local, Utf8Names);
    put16(local, method);
    put16(local, FixedTime);
    put16(local, FixedDate);
    put32(local, crc);
    put32(local, quint32(packed.size()));
    put32(local, quint32(data.size()));
    put16(local, quint16(path.size()));
    put16(local, 0); // extra field
    m_body += local + path + packed;

    QByteArray central;
    put32(central, CentralSignature);
    put16(central, VersionNeeded); // made by: MS-DOS attributes, 2.0
    put16(central, VersionNeeded);
    put16(central, Utf8Names);
    put16(central, method);
    put16(central, FixedTime);
    put16(central, FixedDate);
    put32(central, crc);
    put32(central, quint32(packed.size()));
    put32(central, quint32(data.size()));
    put16(central, quint16(path.size()));
    put16(central, 0); // extra field
    put16(central, 0); // comment
    put16(central, 0); // disk
    put16(central, 0); // internal attributes
    put32(central, 0); // external attributes
    put32(central, offset);
    m_central.append(central + path);
}

QByteArray ZipWriter::archive() const
{
    QByteArray out = m_body;
    const auto directoryStart = quint32(out.size());
    for (const QByteArray &record : m_central)
        out += record;
    const auto directorySize = quint32(out.size()) - directoryStart;
    put32(out, EndSignature);
    put16(out, 0); // this disk
    put16(out, 0); // disk of the directory
    put16(out, quint16(m_central.size()));
    put16(out, quint16(m_central.size()));
    put32(out, directorySize);
    put32(out, directoryStart);
    put16(out, 0); // comment
    return out;
}

bool readZip(const QByteArray &archive, QList<ZipEntry> *entries, QString *error)
{
    entries->clear();
    // The end record is the last thing in the file, before a comment of at most 64 KiB.
    qsizetype end = -1;
    for (qsizetype at = archive.size() - EndRecordSize;
         at >= 0 && at >= archive.size() - EndRecordSize - 0xffff; --at) {
        if (get32(archive, at) == EndSignature) {
            end = at;
            break;
        }
    }
    if (end < 0)
        return fail(error, QStringLiteral("not a zip archive: no end of central directory"));
    const int count = get16(archive, end + 10);
    qsizetype at = get32(archive, end + 16);
    for (int i = 0; i < count; ++i) {
        if (at + CentralHeaderSize > archive.size() || get32(archive, at) != CentralSignature)
            return fail(error, QStringLiteral("entry %1: bad central directory record").arg(i));
        const quint16 method = get16(archive, at + 10);
        const quint32 crc = get32(archive, at + 16);
        const qsizetype packedSize = get32(archive, at + 20);
        const qsizetype size = get32(archive, at + 24);
        const int nameLength = get16(archive, at + 28);
        const int skip = get16(archive, at + 30) + get16(archive, at + 32);
        const qsizetype local = get32(archive, at + 42);
        ZipEntry entry;
        entry.name = QString::fromUtf8(archive.mid(at + CentralHeaderSize, nameLength));
        at += CentralHeaderSize + nameLength + skip;
        if (local + LocalHeaderSize > archive.size() || get32(archive, local) != LocalSignature)
            return fail(error, QStringLiteral("%1: bad local header").arg(entry.name));
        const qsizetype dataStart
            = local + LocalHeaderSize + get16(archive, local + 26) + get16(archive, local + 28);
        if (dataStart + packedSize > archive.size())
            return fail(error, QStringLiteral("%1: data runs past the end").arg(entry.name));
        const QByteArray packed = archive.mid(dataStart, packedSize);
        if (method == Stored) {
            entry.data = packed;
        } else if (method != Deflated || !rawInflate(packed, size, &entry.data)) {
            return fail(
                error, QStringLiteral("%1: cannot unpack (method %2)").arg(entry.name).arg(method));
        }
        if (entry.data.size() != size || crc32Of(entry.data) != crc)
            return fail(error, QStringLiteral("%1: bad checksum").arg(entry.name));
        entries->append(entry);
    }
    return true;
}

} // namespace hexwright
