#pragma once

// The arguments of hitbox-cli trace, parsed (kept apart from the command's code).

#include "model/document/framesource.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

namespace hitbox::cli {

/// What `hitbox-cli trace` was asked to do.
struct TraceArguments
{
    QStringList images;
    QString output; // empty: the document goes to stdout
    QString depfile;
    std::optional<int> threshold;
    double tolerance = 1.0;
    std::size_t maxVertices = 0;
    bool holes = false;
    std::optional<std::size_t> decompose;
    bool conservative = false;
    double minArea = 4.0;
    int grow = 0;
    int jobs = 1;
    std::optional<model::GridSpec> grid;
};

/// Parses the arguments of trace (see traceUsage()); throws UsageError.
TraceArguments parseTraceArguments(const QStringList &arguments);

} // namespace hitbox::cli
