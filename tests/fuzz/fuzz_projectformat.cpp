// Fuzz target: any bytes as a project document. Parsing never crashes; a document that
// parses serialises and parses again to the same project, and validates.
// Seeds: corpus/project (a target without this line starts from corpus/projectformat).

#include "model/evaluate/projectvalidation.h"
#include "model/io/projectformat.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    const QString path = QStringLiteral("/nonexistent-fuzz/doc.hitbox.json");
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ProjectReadResult read = parseProject(bytes, path);
    if (!read.ok())
        return 0;
    const ProjectReadResult again = parseProject(serializeProject(read.project, path), path);
    if (!again.ok() || !(again.project.sprites == read.project.sprites))
        std::abort(); // what we write, we read back
    validateProject(read.project);
    return 0;
}
