// hitbox-samplegen: draws the sample sprites of resources/samples. The output is
// deterministic, so regenerating them gives the same files on the same Qt build.
//
//   hitbox-samplegen OUTPUT_FOLDER

#include "softsprite.h"
#include "sprites.h"

#include <QDir>
#include <QImage>
#include <QTextStream>

#include <cstdio>

namespace {

// Saves one image as folder/NAME.png and lists it; false (after a message) on failure.
bool save(const QImage &image,
          const QDir &folder,
          const QString &name,
          QTextStream &out,
          QTextStream &err)
{
    const QString path = folder.filePath(name + QStringLiteral(".png"));
    if (!image.save(path, "PNG")) {
        err << "hitbox-samplegen: cannot write " << path << "\n";
        return false;
    }
    out << path << " " << image.width() << "x" << image.height() << "\n";
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const char *usage
            = "usage: hitbox-samplegen OUTPUT_FOLDER\n"
              "Writes the sample sprites and sprite sheets (PNG, straight alpha) there.\n";
    const QString folderArgument = argc == 2 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (folderArgument == QLatin1String("--help") || folderArgument == QLatin1String("-h")) {
        out << usage;
        return 0;
    }
    if (argc != 2) {
        err << usage;
        return 2;
    }

    const QDir folder(folderArgument);
    if (!folder.mkpath(QStringLiteral("."))) {
        err << "hitbox-samplegen: cannot create folder " << folder.path() << "\n";
        return 1;
    }
    for (const hitbox::samplegen::SpriteRecipe &recipe : hitbox::samplegen::sampleSprites()) {
        if (!save(hitbox::samplegen::renderSprite(recipe), folder, recipe.name, out, err))
            return 1;
    }
    for (const hitbox::samplegen::SheetRecipe &sheet : hitbox::samplegen::sampleSheets()) {
        if (!save(hitbox::samplegen::renderSheet(sheet.frames), folder, sheet.name, out, err))
            return 1;
    }
    return 0;
}
