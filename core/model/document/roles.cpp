#include "model/document/roles.h"

#include <hitbox/runtime/colliders.h>

namespace hitbox::model {

QString defaultRoleName()
{
    return QStringLiteral("body");
}

RoleTable RoleTable::defaults()
{
    RoleTable t;
    t.roles = {{QStringLiteral("body"), QColor(0x3d, 0x8b, 0xd9), {QStringLiteral("body")}},
               {QStringLiteral("hitbox"), QColor(0xe0, 0x3c, 0x31), {QStringLiteral("hurtbox")}},
               {QStringLiteral("hurtbox"), QColor(0x2e, 0xb8, 0x5c), {QStringLiteral("hitbox")}},
               {QStringLiteral("sensor"), QColor(0xe8, 0xa3, 0x17), {}}};
    t.setCollide(QStringLiteral("sensor"), QStringLiteral("body"), true);
    t.roles[0].usesImage = true; // body
    for (Role &role : t.roles)
        role.frameData = frameDataRoleByName(role.name);
    return t;
}

RoleTable RoleTable::allColliding(const QStringList &names)
{
    RoleTable t = defaults();
    for (const QString &name : names) {
        if (!name.isEmpty() && !t.indexOf(name) && t.roles.size() < maxRoles)
            t.roles.append({name, QColor(0x8e, 0x6b, 0xd1), {}});
    }
    for (Role &r : t.roles) {
        r.collidesWith.clear();
        for (const Role &other : t.roles)
            r.collidesWith.append(other.name);
    }
    return t;
}

std::optional<int> RoleTable::indexOf(const QString &name) const
{
    for (qsizetype i = 0; i < roles.size(); ++i) {
        if (roles[i].name == name)
            return int(i);
    }
    return std::nullopt;
}

bool RoleTable::collide(const QString &a, const QString &b) const
{
    const std::optional<int> ia = indexOf(a);
    const std::optional<int> ib = indexOf(b);
    if (!ia || !ib)
        return false;
    return roles[*ia].collidesWith.contains(b) || roles[*ib].collidesWith.contains(a);
}

void RoleTable::setCollide(const QString &a, const QString &b, bool on)
{
    const std::optional<int> ia = indexOf(a);
    const std::optional<int> ib = indexOf(b);
    if (!ia || !ib)
        return;
    for (const auto &[from, to] : {std::pair{*ia, b}, std::pair{*ib, a}}) {
        QStringList &list = roles[from].collidesWith;
        list.removeAll(to);
        if (on)
            list.append(to);
    }
}

collision::ShapeFilter RoleTable::filter(const QString &role) const
{
    const std::optional<int> index = indexOf(role);
    if (!index)
        return {0, 0};
    return runtime::roleFilter(std::size_t(*index), std::size_t(roles.size()), [&](std::size_t j) {
        return collide(role, roles[qsizetype(j)].name);
    });
}

collision::ShapeFilter RoleTable::imageFilter() const
{
    return runtime::imageFilter(
            std::size_t(roles.size()),
            [&](std::size_t i) { return roles[qsizetype(i)].usesImage; },
            [&](std::size_t i) { return filter(roles[qsizetype(i)].name); });
}

bool RoleTable::usesImage(const QString &role) const
{
    const std::optional<int> index = indexOf(role);
    return index && roles[*index].usesImage;
}

FrameDataRole RoleTable::frameData(const QString &role) const
{
    const std::optional<int> index = indexOf(role);
    return index ? roles[*index].frameData : FrameDataRole::None;
}

QColor RoleTable::color(const QString &role) const
{
    const std::optional<int> index = indexOf(role);
    return index ? roles[*index].color : QColor(0x90, 0x90, 0x90);
}

FrameDataRole frameDataRoleByName(const QString &name)
{
    if (name == QLatin1String("hitbox"))
        return FrameDataRole::Hitbox;
    if (name == QLatin1String("hurtbox"))
        return FrameDataRole::Hurtbox;
    return FrameDataRole::None;
}

QString frameDataRoleName(FrameDataRole role)
{
    switch (role) {
    case FrameDataRole::Hitbox:
        return QStringLiteral("hitbox");
    case FrameDataRole::Hurtbox:
        return QStringLiteral("hurtbox");
    case FrameDataRole::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<FrameDataRole> frameDataRoleFromName(const QString &name)
{
    for (const FrameDataRole role :
         {FrameDataRole::None, FrameDataRole::Hitbox, FrameDataRole::Hurtbox}) {
        if (frameDataRoleName(role) == name)
            return role;
    }
    return std::nullopt;
}

std::optional<RoleInName> roleInName(const QString &text)
{
    const auto role = [](const QString &part) -> std::optional<QString> {
        for (const Role &r : RoleTable::defaults().roles) {
            if (part.trimmed().compare(r.name, Qt::CaseInsensitive) == 0)
                return r.name;
        }
        return std::nullopt;
    };
    if (const auto whole = role(text))
        return RoleInName{*whole, *whole};
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return std::nullopt;
    const QString before = text.left(colon).trimmed();
    const QString after = text.mid(colon + 1).trimmed();
    if (const auto first = role(before))
        return RoleInName{*first, after.isEmpty() ? *first : after};
    if (const auto last = role(after))
        return RoleInName{*last, before.isEmpty() ? *last : before};
    return std::nullopt;
}

} // namespace hitbox::model
