#pragma once

// Small helpers for tests that write their own input files.

#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QString>

namespace hitbox::testing {

/// `image` encoded in `format` ("png", "gif", "jpeg", ...).
inline QByteArray encodedImage(const QImage &image, const char *format)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}

/// Writes `bytes` to `folder`/`name` (a name may start with ':' or '-') and returns the
/// path; stops the test program when it cannot.
inline QString writeTestFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    const QString path = folder + QLatin1Char('/') + name;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// The bytes of the file at `path`, or empty when it cannot be read (or does not exist).
inline QByteArray readTestFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace hitbox::testing
