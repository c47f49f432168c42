// hitbox-cli trace --help: kept apart from the command's code.

#include "tracecommand.h"

#include "depfileoption.h"

namespace hitbox::cli {

QString traceUsage()
{
    const QString usage = QStringLiteral(
            "usage: hitbox-cli trace IMAGE|SHEET|ATLAS.json|FOLDER... [-o FILE]\n"
            "                        [--grid W,H[,MARGIN[,SPACING]]] [--threshold T]\n"
            "                        [--tolerance PX] [--max-vertices N] [--holes]\n"
            "                        [--decompose N] [--conservative] [--min-area PX]\n"
            "                        [--grow PX] [-j N] [--depfile FILE]\n"
            "  Traces the solid pixels (alpha >= T) of each image into polygons, one shape\n"
            "  per 8-connected group of pixels, simplifies them, and writes one project\n"
            "  document with a sprite per image (polygons relative to the image centre).\n"
            "  A FOLDER stands for the image files directly inside it, in name order.\n"
            "  A sprite sheet split by --grid, an Aseprite or TexturePacker JSON export (the\n"
            "  image it names; Aseprite's tags become animations) and an animated GIF or\n"
            "  WebP become one sprite with a frame per cell, atlas frame or image frame, each\n"
            "  traced on its own untrimmed frame image (polygons relative to its centre).\n"
            "  --grid W,H[,MARGIN[,SPACING]]\n"
            "                    cells of W x H pixels, MARGIN pixels before the first row\n"
            "                    and column, SPACING pixels between cells (default 0);\n"
            "                    a still image only (refused for an atlas, a folder or an\n"
            "                    animated image)\n"
            "  -o FILE           write the document to FILE. If FILE exists its sprites are\n"
            "                    kept: a new image is added as a sprite, an image that is\n"
            "                    already there gets its polygons replaced (name, pivot,\n"
            "                    boxes and circles stay). Without -o the document goes to stdout\n"
            "                    (image paths relative to the current folder) and the\n"
            "                    scores to stderr. FILE must be a regular file or new: a\n"
            "                    FIFO, socket or device (or a link to one) is refused\n"
            "                    (exit 2) and left untouched; a failed write (a full disk)\n"
            "                    leaves FILE as it was (exit 2).\n"
            "  --threshold T     alpha threshold 0..255 (default 128, or the sprite's own\n"
            "                    when updating one)\n"
            "  --tolerance PX    largest distance from the pixel outline, in pixels\n"
            "                    (default 1; 0 keeps the exact pixel outline)\n"
            "  --max-vertices N  at most N vertices per outline and per hole (3..1000000)\n"
            "  --holes           keep holes: a shape with holes is one polygon with holes\n"
            "                    (with --decompose N, convex pieces leaving the holes out)\n"
            "  --decompose N     store every shape as convex pieces of at most N vertices\n"
            "                    (3..1000; Box2D takes up to 8)\n"
            "  --conservative    simplify outwards only: every solid pixel stays inside\n"
            "  --min-area PX     drop shapes, and fill holes, enclosing less than PX square\n"
            "                    pixels (default 4)\n"
            "  --grow PX         grow the solid pixels by PX pixels first (negative: shrink)\n"
            "  -j N              trace N images at a time (1..256, default: CPU cores)\n"
            "%1"
            "  Prints one line per image (per frame: IMAGE#N): shapes, holes, polygons,\n"
            "  vertices, coverage (share of solid pixels inside), excess (share of the\n"
            "  polygons' area not solid), IoU.\n"
            "  A missing or broken image is reported, one line each, and the others are still\n"
            "  traced, but then nothing is written and the exit code is 2: a pipeline never\n"
            "  gets a document that is missing some of its images.\n");
    return usage.arg(depfileUsage(QStringLiteral("FILE"),
                                  {QStringLiteral("the IMAGEs and FOLDERs, the files in them"),
                                   QStringLiteral("and the images an atlas names; needs -o")},
                                  20));
}

} // namespace hitbox::cli
