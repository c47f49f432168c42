#include "projectsprites.h"

#include <algorithm>

namespace hitbox::cli {

const model::Sprite *spriteFor(const model::Project &project, const QString &absolutePath)
{
    for (const model::Sprite &s : project.sprites) {
        if (s.imagePath == absolutePath)
            return &s;
    }
    return nullptr;
}

model::Sprite *spriteFor(model::Project &project, const QString &absolutePath)
{
    return const_cast<model::Sprite *>(spriteFor(std::as_const(project), absolutePath));
}

QString uniqueName(const model::Project &project, const QString &base)
{
    return model::uniqueSpriteName(base, [&](const QString &name) {
        return std::any_of(project.sprites.begin(),
                           project.sprites.end(),
                           [&](const model::Sprite &s) { return s.name == name; });
    });
}

} // namespace hitbox::cli
