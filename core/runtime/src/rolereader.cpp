// The roles of a document and the collision matrix (readparts.h): version 2's list and
// version 1's free-text roles, as the editor reads them (core/model/projectformat.cpp).

#include "readparts.h"

#include <string>

namespace hitbox::runtime::detail {

RoleTable readRoles(const JsonCursor &r)
{
    RoleTable table;
    bool anyImageField = false;
    const std::size_t n = r.size();
    if (n > std::size_t(maxRoles))
        r.fail("more than " + std::to_string(maxRoles) + " roles");
    table.roles.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const JsonCursor item = r.at(i);
        item.object();
        Role role;
        const JsonCursor name = item.field("name");
        role.name = name.string();
        if (role.name.empty())
            name.fail("a role needs a name");
        if (table.indexOf(role.name) >= 0)
            name.fail("the role \"" + role.name.substr(0, 40) + "\" is listed twice");
        if (const JsonCursor color = item.optionalField("color"); !color.isMissing())
            readHexColor(color);
        if (const JsonCursor with = item.optionalField("collidesWith"); !with.isMissing()) {
            for (std::size_t k = 0, count = with.size(); k < count; ++k)
                role.collidesWith.push_back(with.at(k).string());
        }
        const JsonCursor image = item.optionalField("image");
        anyImageField = anyImageField || !image.isMissing();
        role.usesImage = image.booleanOr(false);
        table.roles.push_back(std::move(role));
    }
    // Documents saved before roles could be bound to the image: body is.
    if (const int body = table.indexOf("body"); !anyImageField && body >= 0)
        table.roles[std::size_t(body)].usesImage = true;
    for (std::size_t i = 0; i < n; ++i) {
        const std::vector<std::string> &with = table.roles[i].collidesWith;
        for (std::size_t k = 0; k < with.size(); ++k) {
            if (table.indexOf(with[k]) < 0) {
                r.at(i).field("collidesWith")
                        .at(k)
                        .fail("no role is named \"" + with[k].substr(0, 40) + "\"");
            }
        }
    }
    return table;
}

// Version 1's roles were free text: each role its shapes use becomes one, after the
// default ones, all meeting each other.
RoleTable version1Roles(const std::vector<Sprite> &sprites, const JsonCursor &where)
{
    RoleTable table = RoleTable::defaults();
    for (const Sprite &s : sprites) {
        for (const Frame &f : s.frames) {
            for (const Shape &shape : f.shapes) {
                if (shape.role.empty() || table.indexOf(shape.role) >= 0)
                    continue;
                if (table.roles.size() >= std::size_t(maxRoles)) {
                    where.fail("more than " + std::to_string(maxRoles)
                               + " different roles; a document may have at most "
                               + std::to_string(maxRoles));
                }
                table.roles.push_back({shape.role, {}, false});
            }
        }
    }
    for (Role &role : table.roles) {
        role.collidesWith.clear();
        for (const Role &other : table.roles)
            role.collidesWith.push_back(other.name);
    }
    return table;
}

} // namespace hitbox::runtime::detail
