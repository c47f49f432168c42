#pragma once

// Special files for the tests of saves and exports: a FIFO, a Unix socket, a character
// device like /dev/null (mknod, needs root) and symbolic links, and what a path is.
// Shared by model, CLI and editor tests. POSIX only.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstring>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

namespace hitbox::testing {

/// What `path` is, symbolic links not followed: "regular", "folder", "fifo", "socket",
/// "character device", "block device", "link", or "missing".
inline QString fileKind(const QString &path)
{
    struct stat st;
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QStringLiteral("missing");
    switch (st.st_mode & S_IFMT) {
    case S_IFREG:
        return QStringLiteral("regular");
    case S_IFDIR:
        return QStringLiteral("folder");
    case S_IFIFO:
        return QStringLiteral("fifo");
    case S_IFSOCK:
        return QStringLiteral("socket");
    case S_IFCHR:
        return QStringLiteral("character device");
    case S_IFBLK:
        return QStringLiteral("block device");
    case S_IFLNK:
        return QStringLiteral("link");
    }
    return QStringLiteral("other");
}

/// Creates a special file of `kind` ("fifo", "socket", "character device": a copy of
/// /dev/null's device numbers) at `path`; false when the system does not allow it.
inline bool makeSpecialFile(const QString &kind, const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    if (kind == QLatin1String("fifo"))
        return ::mkfifo(name.constData(), 0644) == 0;
    if (kind == QLatin1String("character device"))
        return ::mknod(name.constData(), S_IFCHR | 0666, makedev(1, 3)) == 0;
    if (kind == QLatin1String("socket")) {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        if (name.size() >= qsizetype(sizeof(address.sun_path)))
            return false;
        std::memcpy(address.sun_path, name.constData(), std::size_t(name.size()));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        if (fd < 0)
            return false;
        const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0;
        ::close(fd); // the socket file stays
        return bound;
    }
    return false;
}

} // namespace hitbox::testing
