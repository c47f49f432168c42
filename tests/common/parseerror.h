#pragma once

// The check every broken-document test makes: parsing fails, and the message is
// "<file>: " followed by the expected start (the JSON path and the problem).

#include "model/io/projectformat.h"

#include <QDir>
#include <QtTest>

namespace hitbox::testsupport {

/// Fails the current test unless parsing `json` as `docPath` fails with a message starting
/// "<docPath>: <message>". Call it through QVERIFY(parseFailsWith(...)).
inline bool parseFailsWith(const QByteArray &json, const QString &docPath, const QString &message)
{
    const model::ProjectReadResult r = model::parseProject(json, docPath);
    if (r.ok()) {
        qWarning("the document parsed");
        return false;
    }
    if (!r.project.sprites.isEmpty()) {
        qWarning("a failed parse returned sprites");
        return false;
    }
    const QString prefix = QDir::toNativeSeparators(docPath) + QStringLiteral(": ");
    if (!r.error.startsWith(prefix + message)) {
        qWarning("got: %s\nwant: %s%s",
                 qPrintable(r.error),
                 qPrintable(prefix),
                 qPrintable(message));
        return false;
    }
    return true;
}

} // namespace hitbox::testsupport
