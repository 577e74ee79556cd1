// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/safefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SafeFile::tr() call under
/// "SafeFile", the context the run-time lookup uses.
struct SafeFile
{
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
};

QString kindOfFile(mode_t mode)
{
    if (S_ISDIR(mode))
        return SafeFile::tr("is a folder, not a file");
    if (S_ISFIFO(mode))
        return SafeFile::tr("is a named pipe, not a file");
    if (S_ISSOCK(mode))
        return SafeFile::tr("is a socket, not a file");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return SafeFile::tr("is a device, not a file");
    return SafeFile::tr("is not a regular file");
}

bool fail(FileReadError *error, const char *code, const QString &message)
{
    if (error)
        *error = FileReadError {QString::fromLatin1(code), message};
    return false;
}

// Closes the descriptor on every way out.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

QString humanSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes,
                                          FileReadError *error)
{
    // Data compiled into Hexwright (":/hexwright/...") is neither a pipe nor a device, and
    // only Qt's resource engine can open it.
    if (path.startsWith(QLatin1Char(':'))) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            fail(error, "file-unreadable",
                 SafeFile::tr("cannot open the file: %1").arg(resource.errorString()));
            return std::nullopt;
        }
        if (resource.size() > maxBytes) {
            fail(error, "file-too-large",
                 SafeFile::tr("the file is %1; Hexwright reads files of up to %2")
                     .arg(humanSize(resource.size()), humanSize(maxBytes)));
            return std::nullopt;
        }
        return resource.readAll();
    }
    const QByteArray native = QFile::encodeName(path);
    Descriptor file;
    // O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer forever.
    file.fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0) {
        const int openError = errno;
        struct stat info;
        if (::stat(native.constData(), &info) == 0 && !S_ISREG(info.st_mode)) {
            fail(error, "file-not-regular", kindOfFile(info.st_mode));
            return std::nullopt;
        }
        fail(error, "file-unreadable",
             SafeFile::tr("cannot open the file: %1")
                 .arg(QString::fromLocal8Bit(std::strerror(openError))));
        return std::nullopt;
    }
    struct stat info;
    if (::fstat(file.fd, &info) != 0) {
        fail(error, "file-unreadable",
             SafeFile::tr("cannot read the file: %1")
                 .arg(QString::fromLocal8Bit(std::strerror(errno))));
        return std::nullopt;
    }
    if (!S_ISREG(info.st_mode)) {
        fail(error, "file-not-regular", kindOfFile(info.st_mode));
        return std::nullopt;
    }
    if (info.st_size > maxBytes) {
        fail(error, "file-too-large",
             SafeFile::tr("the file is %1; Hexwright reads files of up to %2")
                 .arg(humanSize(info.st_size), humanSize(maxBytes)));
        return std::nullopt;
    }
    // A regular file never blocks, but reads are plainer without O_NONBLOCK.
    ::fcntl(file.fd, F_SETFL, ::fcntl(file.fd, F_GETFL) & ~O_NONBLOCK);
    QByteArray bytes;
    bytes.resize(qsizetype(info.st_size) + 1);
    qsizetype filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            // The file grew while we read it: allow it up to the limit, no further.
            if (bytes.size() > maxBytes) {
                fail(error, "file-too-large",
                     SafeFile::tr("the file is larger than %1, the most Hexwright reads")
                         .arg(humanSize(maxBytes)));
                return std::nullopt;
            }
            bytes.resize(qsizetype(std::min<qint64>(maxBytes + 1, qint64(bytes.size()) * 2)));
        }
        const ssize_t got = ::read(file.fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            fail(error, "file-unreadable",
                 SafeFile::tr("cannot read the file: %1")
                     .arg(QString::fromLocal8Bit(std::strerror(errno))));
            return std::nullopt;
        }
        if (got == 0)
            break;
        filled += got;
    }
    if (filled > maxBytes) {
        fail(error, "file-too-large",
             SafeFile::tr("the file is larger than %1, the most Hexwright reads")
                 .arg(humanSize(maxBytes)));
        return std::nullopt;
    }
    bytes.truncate(filled);
    return bytes;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *errorMessage)
{
    // Unbuffered, so that every write reaches QSaveFile's own error tracking: with Qt's
    // write buffer a failed flush inside commit() is not noticed, and QSaveFile renames a
    // cut file over the old one (a full disk then "saves" 0, 4096 or 8192 bytes).
    QSaveFile file(path);
    const auto failed = [&](const QString &why) {
        file.cancelWriting();
        if (errorMessage)
            *errorMessage = why;
        return false;
    };
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        const QFileInfo folder(QFileInfo(path).absolutePath());
        if (!folder.exists())
            return failed(SafeFile::tr("the folder %1 does not exist").arg(folder.filePath()));
        return failed(file.errorString());
    }
    qsizetype written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0)
            return failed(file.errorString());
        written += qsizetype(n);
    }
    if (!file.commit()) {
        if (errorMessage)
            *errorMessage = file.errorString();
        return false;
    }
    return true;
}

AtomicFileStream::AtomicFileStream(const QString &path)
    : m_path(path)
    , m_file(path)
{ }

AtomicFileStream::~AtomicFileStream()
{
    if (m_file.isOpen())
        m_file.cancelWriting();
}

bool AtomicFileStream::open(OpenMode mode)
{
    if ((mode & ReadOnly) || !(mode & WriteOnly)) {
        setErrorString(SafeFile::tr("an atomic file is for writing only"));
        return false;
    }
    // Unbuffered, as in writeFileAtomically(): a failed flush inside commit() goes unseen.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        const QFileInfo folder(QFileInfo(m_path).absolutePath());
        m_failure = folder.exists()
            ? m_file.errorString()
            : SafeFile::tr("the folder %1 does not exist").arg(folder.filePath());
        setErrorString(m_failure);
        return false;
    }
    return QIODevice::open(WriteOnly | Unbuffered);
}

qint64 AtomicFileStream::readData(char *, qint64)
{
    return -1;
}

qint64 AtomicFileStream::writeData(const char *data, qint64 size)
{
    if (!m_failure.isEmpty())
        return -1;
    // A short write (the disk filled up part way) is no error to QSaveFile: write the rest,
    // which then fails with the reason.
    qint64 written = 0;
    while (written < size) {
        const qint64 count = m_file.write(data + written, size - written);
        if (count <= 0) {
            m_failure = m_file.errorString();
            setErrorString(m_failure);
            return -1;
        }
        written += count;
    }
    return written;
}

bool AtomicFileStream::commit(QString *errorMessage)
{
    if (!m_file.isOpen() && m_failure.isEmpty())
        m_failure = SafeFile::tr("the file was never opened");
    if (m_file.isOpen()) {
        if (!m_failure.isEmpty()) {
            // Cancelled, commit() only removes the temporary file.
            m_file.cancelWriting();
            m_file.commit();
        } else if (!m_file.commit()) {
            m_failure = m_file.errorString();
        }
    }
    QIODevice::close();
    if (errorMessage)
        *errorMessage = m_failure;
    return m_failure.isEmpty();
}

} // namespace hexwright
