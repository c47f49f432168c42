// Fuzz target: any bytes pasted as shapes. Parsing never crashes; shapes that parse
// serialise and parse again to the same shapes.
// Seeds: corpus/shapes (a target without this line starts from corpus/shapesjson).

#include "model/io/shapesjson.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox::model;
    QString error;
    const std::optional<QList<Shape>> shapes = parseShapes(
            QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), &error);
    if (!shapes)
        return 0;
    const std::optional<QList<Shape>> again = parseShapes(serializeShapes(*shapes), &error);
    if (!again || !(*again == *shapes))
        std::abort();
    return 0;
}
