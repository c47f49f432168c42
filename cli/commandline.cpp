#include "commandline.h"

namespace hitbox::cli {

ArgumentReader::ArgumentReader(QStringList arguments)
    : m_arguments(std::move(arguments))
{}

QString ArgumentReader::next()
{
    return m_arguments.at(m_index++);
}

std::optional<QString> ArgumentReader::option(const QString &name)
{
    if (atEnd())
        return std::nullopt;
    const QString &current = m_arguments.at(m_index);
    if (current == name) {
        if (m_index + 1 >= m_arguments.size())
            throw UsageError{QStringLiteral("%1 needs a value").arg(name)};
        m_index += 2;
        return m_arguments.at(m_index - 1);
    }
    const QString prefix = name + QLatin1Char('=');
    if (current.startsWith(prefix)) {
        ++m_index;
        return current.mid(prefix.size());
    }
    return std::nullopt;
}

bool ArgumentReader::flag(const QString &name)
{
    if (atEnd() || m_arguments.at(m_index) != name)
        return false;
    ++m_index;
    return true;
}

int parseIntInRange(const QString &text, int min, int max, const QString &what)
{
    bool ok = false;
    const qlonglong value = text.trimmed().toLongLong(&ok);
    if (!ok || value < min || value > max) {
        throw UsageError{QStringLiteral("bad %1 '%2': expected a whole number from %3 to %4")
                                 .arg(what, text, QString::number(min), QString::number(max))};
    }
    return int(value);
}

std::pair<qint64, qint64> parseOffset(const QString &text)
{
    // Far beyond any image size, small enough that offset + size never overflows.
    constexpr qint64 limit = qint64(1) << 40;
    const QStringList parts = text.split(QLatin1Char(','));
    bool okX = false;
    bool okY = false;
    const qint64 dx = parts.size() == 2 ? parts[0].trimmed().toLongLong(&okX) : 0;
    const qint64 dy = parts.size() == 2 ? parts[1].trimmed().toLongLong(&okY) : 0;
    if (!okX || !okY)
        throw UsageError{QStringLiteral("bad offset '%1': expected DX,DY as whole numbers, "
                                        "e.g. 10,-4")
                                 .arg(text)};
    if (dx < -limit || dx > limit || dy < -limit || dy > limit)
        throw UsageError{QStringLiteral("bad offset '%1': values must lie within +-%2")
                                 .arg(text, QString::number(limit))};
    return {dx, dy};
}

} // namespace hitbox::cli
