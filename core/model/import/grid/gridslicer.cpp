#include "model/import/grid/gridslicer.h"

#include "model/io/frameloader.h"
#include "model/io/imageloader.h"
#include "model/io/localfile.h"

#include <algorithm>
#include <vector>

namespace hitbox::model {
namespace {

GridSlicing slicingFailure(const QString &problem)
{
    return {{}, problem};
}

// Cells of `cell` pixels that fit along `size` after the margin, `spacing` apart.
qint64 cellsThatFit(int size, int cell, const GridSpec &spec)
{
    const qint64 room = qint64(size) - spec.margin;
    if (room < cell)
        return 0;
    return (room - cell) / (qint64(cell) + spec.spacing) + 1;
}

struct Run
{
    int start = 0;
    int end = 0; // exclusive
};

// The grid along one axis: `cells` cells of `cell` pixels; `flexible` when the axis has
// one run of content only, so it takes the other axis's margin.
struct AxisGrid
{
    int cell = 0;
    int margin = 0;
    int spacing = 0;
    bool flexible = false;
};

std::vector<Run> contentRuns(const std::vector<bool> &occupied)
{
    std::vector<Run> runs;
    const int size = int(occupied.size());
    for (int i = 0; i < size;) {
        if (!occupied[size_t(i)]) {
            ++i;
            continue;
        }
        Run run{i, i};
        while (run.end < size && occupied[size_t(run.end)])
            ++run.end;
        runs.push_back(run);
        i = run.end;
    }
    return runs;
}

std::vector<AxisGrid> axisCandidates(const std::vector<bool> &occupied)
{
    const std::vector<Run> runs = contentRuns(occupied);
    const int size = int(occupied.size());
    if (runs.empty())
        return {};
    if (runs.size() == 1)
        return {AxisGrid{size, 0, 0, true}};
    std::vector<AxisGrid> candidates;
    int longest = 0;
    for (const Run &run : runs)
        longest = std::max(longest, run.end - run.start);
    // 1. An exact tiling by the smallest divisor that cuts no run and leaves no gap.
    for (int cell = std::max(longest, 1); cell < size; ++cell) {
        if (size % cell != 0)
            continue;
        std::vector<bool> used(size_t(size / cell), false);
        bool cuts = false;
        int last = 0;
        for (const Run &run : runs) {
            cuts = cuts || run.start / cell != (run.end - 1) / cell;
            used[size_t(run.start / cell)] = true;
            last = std::max(last, run.start / cell);
        }
        if (!cuts && std::all_of(used.begin(), used.begin() + last + 1, [](bool u) { return u; })) {
            candidates.push_back({cell, 0, 0, false});
            break;
        }
    }
    // 2. Gutters: equal runs, equal gaps.
    const int cell = runs.front().end - runs.front().start;
    const int gap = runs[1].start - runs[0].end;
    bool uniform = true;
    for (size_t i = 0; i < runs.size(); ++i) {
        uniform = uniform && runs[i].end - runs[i].start == cell;
        if (i > 0)
            uniform = uniform && runs[i].start - runs[i - 1].end == gap;
    }
    if (uniform)
        candidates.push_back({cell, runs.front().start, gap, false});
    return candidates;
}

// A flexible axis (one run) given the other axis's margin: one cell, the margin on both
// sides when the content leaves room for it.
std::optional<int> flexibleCell(const std::vector<bool> &occupied, int margin)
{
    const std::vector<Run> runs = contentRuns(occupied);
    const int size = int(occupied.size());
    if (runs.size() != 1 || runs.front().start < margin)
        return std::nullopt;
    return runs.front().end <= size - margin ? size - 2 * margin : size - margin;
}

} // namespace

GridSlicing sliceGrid(QSize imageSize, const GridSpec &spec)
{
    const auto number = [](qint64 n) { return QString::number(n); };
    if (spec.cell.width() <= 0 || spec.cell.height() <= 0) {
        return slicingFailure(QStringLiteral("the cell size %1 x %2 is not positive")
                                      .arg(number(spec.cell.width()), number(spec.cell.height())));
    }
    if (spec.margin < 0 || spec.spacing < 0 || spec.count < 0) {
        return slicingFailure(
                QStringLiteral("margin %1, spacing %2 and count %3 must not be negative")
                        .arg(number(spec.margin), number(spec.spacing), number(spec.count)));
    }
    if (imageSize.isEmpty())
        return slicingFailure(QStringLiteral("the image is empty"));
    const qint64 columns = cellsThatFit(imageSize.width(), spec.cell.width(), spec);
    const qint64 rows = cellsThatFit(imageSize.height(), spec.cell.height(), spec);
    const QString cellText
            = QStringLiteral("%1 x %2").arg(number(spec.cell.width()), number(spec.cell.height()));
    const QString imageText
            = QStringLiteral("%1 x %2").arg(number(imageSize.width()), number(imageSize.height()));
    if (columns == 0 || rows == 0) {
        return slicingFailure(
                QStringLiteral("a %1 cell after a margin of %2 lies outside the %3 image")
                        .arg(cellText, number(spec.margin), imageText));
    }
    const qint64 cells = columns * rows;
    if (spec.count > cells) {
        return slicingFailure(
                QStringLiteral("asks for %1 frames, but only %2 cells of %3 fit in the %4 image")
                        .arg(number(spec.count), number(cells), cellText, imageText));
    }
    const qint64 count = spec.count > 0 ? spec.count : cells;
    if (count > maxFramesPerSprite) {
        return slicingFailure(
                QStringLiteral("%1 cells of %2 are more than the %3 frames one import may hold")
                        .arg(number(count), cellText, number(maxFramesPerSprite)));
    }
    GridSlicing slicing;
    slicing.frames.reserve(count);
    for (qint64 i = 0; i < count; ++i) {
        const qint64 column = i % columns;
        const qint64 row = i / columns;
        ImportedFrame frame;
        frame.region.rect = QRect(int(spec.margin + column * (spec.cell.width() + spec.spacing)),
                                  int(spec.margin + row * (spec.cell.height() + spec.spacing)),
                                  spec.cell.width(),
                                  spec.cell.height());
        slicing.frames.append(frame);
    }
    return slicing;
}

std::optional<GridSpec> autoGrid(const QImage &image)
{
    if (image.isNull())
        return std::nullopt;
    // qAlpha() reads both 32-bit ARGB formats; others are converted (a copy).
    const bool argbAlready = image.format() == QImage::Format_ARGB32
                             || image.format() == QImage::Format_ARGB32_Premultiplied;
    const QImage argb = argbAlready ? image : image.convertToFormat(QImage::Format_ARGB32);
    std::vector<bool> columns(size_t(argb.width()), false);
    std::vector<bool> rows(size_t(argb.height()), false);
    for (int y = 0; y < argb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(argb.constScanLine(y));
        for (int x = 0; x < argb.width(); ++x) {
            if (qAlpha(line[x]) != 0) {
                columns[size_t(x)] = true;
                rows[size_t(y)] = true;
            }
        }
    }
    const std::vector<AxisGrid> xs = axisCandidates(columns);
    const std::vector<AxisGrid> ys = axisCandidates(rows);
    for (const AxisGrid &x : xs) {
        for (const AxisGrid &y : ys) {
            if (x.flexible && y.flexible)
                return std::nullopt;
            GridSpec spec;
            if (x.flexible || y.flexible) {
                const AxisGrid &fixed = x.flexible ? y : x;
                const std::optional<int> other
                        = flexibleCell(x.flexible ? columns : rows, fixed.margin);
                if (!other)
                    continue;
                spec = {x.flexible ? QSize(*other, fixed.cell) : QSize(fixed.cell, *other),
                        fixed.margin,
                        fixed.spacing,
                        0};
            } else if (x.margin == y.margin && x.spacing == y.spacing) {
                spec = {QSize(x.cell, y.cell), x.margin, x.spacing, 0};
            } else {
                continue;
            }
            return spec;
        }
    }
    return std::nullopt;
}

ImportResult importGrid(const QString &path, const GridSpec &spec, FrameSources *sources)
{
    const QString absolute = absoluteFileSystemPath(path);
    const LoadedImage loaded = loadSheetImage(absolute, sources);
    if (!loaded.ok()) {
        ImportResult result;
        result.error = loaded.error;
        return result;
    }
    GridSlicing slicing = sliceGrid(loaded.image.size(), spec);
    if (!slicing.ok())
        return importFailure(absolute, slicing.problem);
    ImportResult result;
    result.sheet.kind = SheetKind::Grid;
    result.sheet.imagePath = absolute;
    result.sheet.sourcePath = absolute;
    result.sheet.grid = spec;
    result.sheet.frames = std::move(slicing.frames);
    return result;
}

namespace {

class GridImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("grid"); }
    QString inputText() const override { return QStringLiteral("an image split by a grid"); }
    QStringList fileNamePatterns() const override { return imageFileNamePatterns(); }
    bool reads(const ImportInput &input) const override
    {
        return !input.isFolder && input.grid.has_value();
    }
    bool takesGrid() const override { return true; }
    ImportResult read(const ImportInput &input) const override
    {
        return importGrid(input.path, *input.grid, input.sources);
    }
};

} // namespace

const Importer &gridImporter()
{
    static const GridImporter importer;
    return importer;
}

} // namespace hitbox::model
