#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hitbox::cli {

/// Thrown by the parsing helpers; main() prints the message and exits with 2.
struct UsageError
{
    QString message;
};

/// Walks a command's arguments: options with values ("--name VALUE" or
/// "--name=VALUE"), flags and positional arguments. A value may start with '-', so
/// "--offset -3,4" works.
class ArgumentReader
{
public:
    explicit ArgumentReader(QStringList arguments);

    /// True while arguments remain.
    bool atEnd() const { return m_index >= m_arguments.size(); }

    /// The next raw argument, consumed.
    QString next();

    /// If the next argument is `name` or starts with "name=", consumes it and returns
    /// its value (taking the following argument when needed). Throws UsageError when
    /// the value is missing.
    std::optional<QString> option(const QString &name);

    /// If the next argument is exactly `name`, consumes it.
    bool flag(const QString &name);

private:
    QStringList m_arguments;
    qsizetype m_index = 0;
};

/// Parses an integer in [min, max]; throws UsageError naming `what` otherwise.
int parseIntInRange(const QString &text, int min, int max, const QString &what);

/// Parses "DX,DY" (integers, optional sign); throws UsageError otherwise.
std::pair<qint64, qint64> parseOffset(const QString &text);

} // namespace hitbox::cli
