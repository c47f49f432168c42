#pragma once

#include "model/import/importer.h"

#include <QImage>

#include <optional>

namespace hitbox::model {

class FrameSources;

/// The frames of a grid, or why the grid does not fit.
struct GridSlicing
{
    QList<ImportedFrame> frames;
    QString problem; ///< without a file name; empty on success

    bool ok() const { return problem.isEmpty(); }
};

/// Splits an image of `imageSize` into the cells of `spec`, row-major: one frame per cell,
/// FrameRegion::rect = the cell. Refuses a cell size that is not positive, a negative
/// margin, spacing or count, a grid whose first cell does not fit in the image, a count
/// larger than the cells that fit, and more than maxFramesPerSprite cells.
GridSlicing sliceGrid(QSize imageSize, const GridSpec &spec);

/// Finds the grid of a sheet from its fully transparent (alpha 0) columns and rows, per
/// axis, trying in order:
/// 1. an exact tiling (margin and spacing 0): the smallest cell size that divides the
///    image size, cuts no run of non-transparent columns (rows) and leaves no empty cell
///    before the last non-empty one;
/// 2. gutters: runs of non-transparent columns (rows) all of one length (the cell), with
///    gaps all of one length (the spacing), the first starting at the margin.
/// An axis with one run is one cell of the whole size. Empty when neither axis splits
/// into two or more cells (a fully transparent image, one sprite, no gutters).
std::optional<GridSpec> autoGrid(const QImage &image);

/// Reads the image at `path` (loadImage's checks; through `sources` when given, so that the
/// frames cut later reuse the decoded image) and slices it with sliceGrid.
/// SheetKind::Grid; errors name the file.
ImportResult importGrid(const QString &path, const GridSpec &spec, FrameSources *sources = nullptr);

/// Reads a file given with a grid (ImportInput::grid) with importGrid(); the one importer
/// that takes a grid.
const Importer &gridImporter();

} // namespace hitbox::model
