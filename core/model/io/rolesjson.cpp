#include "model/io/rolesjson.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace hitbox::model {

QColor readHexColor(const JsonReader &colorValue)
{
    const QString text = colorValue.string();
    // Only #rgb and #rrggbb: QColor also takes #aarrggbb and 12- and 16-bit forms, which
    // saving (as #rrggbb) would silently change.
    static const QRegularExpression hexColour(QStringLiteral("^#([0-9a-fA-F]{3}){1,2}$"));
    const QColor color = QColor::fromString(text);
    if (!hexColour.match(text).hasMatch() || !color.isValid())
        colorValue.fail(QStringLiteral("expected a colour like \"#ff00ff\", found \"%1\"")
                                .arg(text.left(40)));
    return color;
}

namespace {

FrameDataRole readFrameDataRole(const JsonReader &r)
{
    const QString text = r.string();
    const std::optional<FrameDataRole> role = frameDataRoleFromName(text);
    if (!role) {
        r.fail(QStringLiteral("expected \"hitbox\", \"hurtbox\" or \"none\", found \"%1\"")
                       .arg(text.left(40)));
    }
    return *role;
}

// True when exactly the body role is bound to the image (or none when there is no body):
// what readRoles gives a list without "image" fields, so those need not be written.
bool bindsImageByDefault(const RoleTable &table)
{
    for (const Role &role : table.roles) {
        if (role.usesImage != (role.name == defaultRoleName()))
            return false;
    }
    return true;
}

// True when every role counts in frame data as its name says (frameDataRoleByName): what
// readRoles gives a list without "frameData" fields.
bool countsFrameDataByName(const RoleTable &table)
{
    for (const Role &role : table.roles) {
        if (role.frameData != frameDataRoleByName(role.name))
            return false;
    }
    return true;
}

} // namespace

RoleTable readRoles(const JsonReader &r)
{
    RoleTable table;
    bool anyImageField = false;
    bool anyFrameDataField = false;
    const QJsonArray list = r.array();
    if (list.size() > maxRoles)
        r.fail(QStringLiteral("more than %1 roles").arg(maxRoles));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonReader item = r.at(i);
        item.object();
        Role role;
        const JsonReader name = item.field("name");
        role.name = name.string();
        if (role.name.isEmpty())
            name.fail(QStringLiteral("a role needs a name"));
        if (table.indexOf(role.name))
            name.fail(QStringLiteral("the role \"%1\" is listed twice").arg(role.name.left(40)));
        role.color = QColor(0x90, 0x90, 0x90);
        if (const JsonReader color = item.optionalField("color"); !color.isMissing())
            role.color = readHexColor(color);
        if (const JsonReader with = item.optionalField("collidesWith"); !with.isMissing()) {
            const QJsonArray names = with.array();
            for (qsizetype k = 0; k < names.size(); ++k)
                role.collidesWith.append(with.at(k).string());
        }
        const JsonReader image = item.optionalField("image");
        anyImageField = anyImageField || !image.isMissing();
        role.usesImage = image.booleanOr(false);
        const JsonReader frameData = item.optionalField("frameData");
        anyFrameDataField = anyFrameDataField || !frameData.isMissing();
        if (!frameData.isMissing())
            role.frameData = readFrameDataRole(frameData);
        table.roles.append(role);
    }
    // Documents that do not say which roles frame data counts: the roles named "hitbox"
    // and "hurtbox", as in RoleTable::defaults().
    if (!anyFrameDataField) {
        for (Role &role : table.roles)
            role.frameData = frameDataRoleByName(role.name);
    }
    // Documents saved before roles could be bound to the image: the body role is, as in
    // RoleTable::defaults(), so the body's pixels keep answering body questions.
    if (!anyImageField) {
        if (const std::optional<int> body = table.indexOf(defaultRoleName()))
            table.roles[*body].usesImage = true;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QStringList &with = table.roles[i].collidesWith;
        for (qsizetype k = 0; k < with.size(); ++k) {
            if (!table.indexOf(with[k])) {
                r.at(i).field("collidesWith")
                        .at(k)
                        .fail(QStringLiteral("no role is named \"%1\"").arg(with[k].left(40)));
            }
        }
    }
    return table;
}

QJsonArray rolesToJson(const RoleTable &table)
{
    // Every role says whether it is bound to the image and what it counts as in frame
    // data, unless that is the default: documents that never changed it are written as
    // before.
    const bool writeImage = !bindsImageByDefault(table);
    const bool writeFrameData = !countsFrameDataByName(table);
    QJsonArray out;
    for (const Role &role : table.roles) {
        QJsonObject o{
                {QStringLiteral("name"), role.name},
                {QStringLiteral("color"), role.color.name(QColor::HexRgb)},
                {QStringLiteral("collidesWith"), QJsonArray::fromStringList(role.collidesWith)}};
        if (writeImage)
            o.insert(QStringLiteral("image"), role.usesImage);
        if (writeFrameData)
            o.insert(QStringLiteral("frameData"), frameDataRoleName(role.frameData));
        out.append(o);
    }
    return out;
}

} // namespace hitbox::model
