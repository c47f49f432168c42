#include "model/io/depfile.h"

#include "model/io/localfile.h"
#include "model/io/safewrite.h"

#include <QDir>
#include <QSet>

namespace hitbox::model {
namespace {

// Why make or ninja cannot read `c` (at `i` in `path`) as part of a name, or nothing.
QString refusedCharacter(const QString &path, qsizetype i)
{
    const QChar c = path.at(i);
    if (c == QLatin1Char('\n') || c == QLatin1Char('\r'))
        return QStringLiteral("a name with a line break");
    if (c.unicode() < 0x20 || c.unicode() == 0x7f)
        return QStringLiteral("a name with a control character (U+%1)")
                .arg(QString::number(c.unicode(), 16)
                             .toUpper()
                             .rightJustified(4, QLatin1Char('0')));
    if (c == QLatin1Char(';'))
        return QStringLiteral("make reads ';' as the start of a recipe");
    if (c == QLatin1Char('|'))
        return QStringLiteral("make reads '|' as the start of order-only prerequisites");
    if (c == QLatin1Char('='))
        return QStringLiteral("make reads '=' as a variable assignment");
    if (c == QLatin1Char('\\')) {
        const QChar after = i + 1 < path.size() ? path.at(i + 1) : QChar();
        if (after.isNull())
            return QStringLiteral("make and ninja read a name ending in a backslash differently");
        if (after == QLatin1Char('#') || after == QLatin1Char(':'))
            return QStringLiteral("make and ninja read a backslash before '%1' differently")
                    .arg(after);
    }
    return {};
}

} // namespace

DepfileName depfileName(const QString &path, DepfileRole role)
{
    DepfileName name;
    if (path.isEmpty()) {
        name.problem = QStringLiteral("an empty name");
        return name;
    }
    qsizetype backslashes = 0; // right before the current character
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (const QString problem = refusedCharacter(path, i); !problem.isEmpty()) {
            name.text.clear();
            name.problem = problem;
            return name;
        }
        const QChar c = path.at(i);
        if (c == QLatin1Char(' ')) {
            // 2N+1 backslashes and a space are N backslashes and a space to both.
            name.text += QString(backslashes, QLatin1Char('\\')) + QLatin1String("\\ ");
        } else if (c == QLatin1Char('#') || c == QLatin1Char(':')
                   || (c == QLatin1Char('%') && role == DepfileRole::Target)) {
            name.text += QLatin1Char('\\') + c;
        } else if (c == QLatin1Char('$')) {
            name.text += QLatin1String("$$");
        } else {
            name.text += c;
        }
        backslashes = c == QLatin1Char('\\') ? backslashes + 1 : 0;
    }
    return name;
}

DepfileText depfileText(const QString &target, const QStringList &dependencies)
{
    DepfileText result;
    const auto refuse = [&result](const QString &path, const QString &problem) {
        result.text.clear();
        result.error
                = QStringLiteral("%1: cannot be named in a dependency file: %2")
                          .arg(controlCharactersEscaped(QDir::toNativeSeparators(path)), problem);
        return result;
    };
    const DepfileName targetName = depfileName(target, DepfileRole::Target);
    if (!targetName.ok())
        return refuse(target, targetName.problem);
    QString text = targetName.text + QLatin1Char(':');
    QSet<QString> listed{absoluteFileSystemPath(target)};
    for (const QString &dependency : dependencies) {
        if (dependency.isEmpty())
            continue;
        const DepfileName name = depfileName(dependency, DepfileRole::Dependency);
        if (!name.ok())
            return refuse(dependency, name.problem);
        const QString absolute = absoluteFileSystemPath(dependency);
        if (listed.contains(absolute))
            continue;
        listed.insert(absolute);
        text += QLatin1Char(' ') + name.text;
    }
    result.text = text.toUtf8() + '\n';
    return result;
}

QString addDepfile(FileTransaction &transaction,
                   const QString &depfile,
                   const QString &target,
                   const QStringList &dependencies)
{
    const DepfileText text = depfileText(target, dependencies);
    if (text.ok())
        transaction.add(depfile, text.text);
    return text.error;
}

} // namespace hitbox::model
