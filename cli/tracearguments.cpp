#include "tracearguments.h"

#include "commandline.h"

#include "model/document/numbertext.h"
#include <hitbox/trace/maskmorphology.h>

#include <QSize>

#include <algorithm>
#include <cmath>
#include <thread>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

constexpr int maxJobs = 256;

double parseNumberInRange(const QString &text, double min, double max, const QString &what)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < min || value > max) {
        throw UsageError{
                QStringLiteral("bad %1 '%2': expected a number from %3 to %4")
                        .arg(what, text, model::exactNumberText(min), model::exactNumberText(max))};
    }
    return value;
}

// "W,H[,MARGIN[,SPACING]]": cell width and height 1.., margin and spacing 0...
model::GridSpec parseGrid(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() < 2 || parts.size() > 4) {
        throw UsageError{
                QStringLiteral("bad grid '%1': expected W,H[,MARGIN[,SPACING]]").arg(text)};
    }
    constexpr int maxSide = 1 << 20;
    model::GridSpec grid;
    const int width = parseIntInRange(parts.at(0), 1, maxSide, QStringLiteral("grid cell width"));
    const int height = parseIntInRange(parts.at(1), 1, maxSide, QStringLiteral("grid cell height"));
    grid.cell = QSize(width, height);
    if (parts.size() > 2)
        grid.margin = parseIntInRange(parts.at(2), 0, maxSide, QStringLiteral("grid margin"));
    if (parts.size() > 3)
        grid.spacing = parseIntInRange(parts.at(3), 0, maxSide, QStringLiteral("grid spacing"));
    return grid;
}

} // namespace

TraceArguments parseTraceArguments(const QStringList &arguments)
{
    TraceArguments parsed;
    parsed.jobs = int(std::clamp(std::thread::hardware_concurrency(), 1u, unsigned(maxJobs)));
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto o = reader.option(QStringLiteral("-o")))
            parsed.output = *o;
        else if (const auto depfile = reader.option(QStringLiteral("--depfile")))
            parsed.depfile = *depfile;
        else if (const auto t = reader.option(QStringLiteral("--threshold")))
            parsed.threshold = parseIntInRange(*t, 0, 255, QStringLiteral("threshold"));
        else if (const auto tol = reader.option(QStringLiteral("--tolerance")))
            parsed.tolerance = parseNumberInRange(*tol, 0, 1000, QStringLiteral("tolerance"));
        else if (const auto m = reader.option(QStringLiteral("--max-vertices")))
            parsed.maxVertices
                    = std::size_t(parseIntInRange(*m, 3, 1000000, QStringLiteral("vertex limit")));
        else if (const auto d = reader.option(QStringLiteral("--decompose")))
            parsed.decompose
                    = std::size_t(parseIntInRange(*d, 3, 1000, QStringLiteral("piece size")));
        else if (const auto a = reader.option(QStringLiteral("--min-area")))
            parsed.minArea = parseNumberInRange(*a, 0, 1e9, QStringLiteral("minimum area"));
        else if (const auto g = reader.option(QStringLiteral("--grow")))
            parsed.grow = parseIntInRange(*g,
                                          -hc::maxMorphologyRadius,
                                          hc::maxMorphologyRadius,
                                          QStringLiteral("grow radius"));
        else if (const auto grid = reader.option(QStringLiteral("--grid")))
            parsed.grid = parseGrid(*grid);
        else if (const auto j = reader.option(QStringLiteral("-j")))
            parsed.jobs = parseIntInRange(*j, 1, maxJobs, QStringLiteral("job count"));
        else if (reader.flag(QStringLiteral("--holes")))
            parsed.holes = true;
        else if (reader.flag(QStringLiteral("--conservative")))
            parsed.conservative = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1Char('-')) && argument.size() > 1)
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            parsed.images << argument;
        }
    }
    if (parsed.images.isEmpty())
        throw UsageError{QStringLiteral("trace needs at least one image")};
    if (!parsed.depfile.isEmpty() && parsed.output.isEmpty())
        throw UsageError{QStringLiteral("--depfile needs -o FILE, the target it names")};
    return parsed;
}

} // namespace hitbox::cli
