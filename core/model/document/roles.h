#pragma once

#include <hitbox/collider.h>

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hitbox::model {

/// Largest number of roles a document may have: each role is one category bit of
/// collision::ShapeFilter.
inline constexpr int maxRoles = 64;

/// What shapes of a role are to frame data (model/evaluate/framedata.h).
enum class FrameDataRole {
    None,    ///< not counted
    Hitbox,  ///< an attack: a frame with such a shape is active
    Hurtbox, ///< can be hit: a frame without any such shape is invulnerable
};

/// A role shapes can have: its name, colour, the roles it collides with, and whether the
/// sprite's solid pixels take part in its questions.
struct Role
{
    QString name;             ///< unique in the document, not empty
    QColor color;             ///< drawn in the editor
    QStringList collidesWith; ///< kept symmetric by RoleTable; may contain the role itself
    /// Bound to the image: where this role meets a role bound to the image on the other
    /// sprite, the solid pixels are a pair of the question (the pixel tier applies).
    bool usesImage = false;
    /// What the role's shapes count as in frame data; by default the role named "hitbox"
    /// is the hitbox and "hurtbox" the hurtbox (frameDataRoleByName).
    FrameDataRole frameData = FrameDataRole::None;

    friend bool operator==(const Role &, const Role &) = default;
};

/// The document's roles and which of them collide (a symmetric matrix, as Box2D's category
/// and mask bits). Every tier answers over the pairs of shapes whose roles collide; a shape
/// whose role is not in the table collides with nothing.
struct RoleTable
{
    QList<Role> roles;

    /// body, hitbox, hurtbox and sensor: hitbox meets hurtbox, body meets body, and a
    /// sensor meets bodies; body is bound to the image.
    static RoleTable defaults();
    /// Every role of `names` (after the default ones) colliding with every other: version 1
    /// documents, whose roles did not filter, keep their meaning.
    static RoleTable allColliding(const QStringList &names);

    /// The index of the role, or empty.
    std::optional<int> indexOf(const QString &name) const;
    /// True when shapes with these roles are tested against each other. Symmetric: true
    /// when either role lists the other.
    bool collide(const QString &a, const QString &b) const;
    /// Makes a and b collide or not, on both sides.
    void setCollide(const QString &a, const QString &b, bool on);
    /// The kernel's filter for a shape with this role: the role's bit as category, the
    /// bits of the roles it collides with as mask; nothing for an unknown role.
    collision::ShapeFilter filter(const QString &role) const;
    /// The kernel's filter of the solid pixels (collision::Collider::imageFilter): the bits
    /// of the roles bound to the image as category, the bits of the roles they collide
    /// with as mask; {0, 0} (out of every question) when no role is bound to the image.
    /// Exact because the matrix is symmetric: the filters of two sprites meet when some
    /// role bound to the image on one meets some role bound to it on the other.
    collision::ShapeFilter imageFilter() const;
    /// True when `role` is in the table and bound to the image.
    bool usesImage(const QString &role) const;
    /// What shapes of `role` count as in frame data; None for an unknown role.
    FrameDataRole frameData(const QString &role) const;
    /// The colour of a role, or a neutral grey for an unknown one.
    QColor color(const QString &role) const;

    friend bool operator==(const RoleTable &, const RoleTable &) = default;
};

/// A role named in a name given in art files (an Aseprite layer or slice), and the name
/// left for the shape.
struct RoleInName
{
    QString role; ///< one of RoleTable::defaults()' roles, lower case
    QString name; ///< the shape's name: the rest of the text, or the role when none is left

    friend bool operator==(const RoleInName &, const RoleInName &) = default;
};

/// The role `text` names, case-insensitively, among RoleTable::defaults()' roles (body,
/// hitbox, hurtbox, sensor): the whole text ("hitbox"), the part before a colon
/// ("hitbox: fist", name "fist"), or the part after it ("fist:hitbox", name "fist"); white
/// space around each part is ignored. Empty when it names none. The one rule of Aseprite
/// hitbox layers and slices (docs/importing.md).
std::optional<RoleInName> roleInName(const QString &text);

/// What a role named `name` counts as in frame data when the document does not say:
/// "hitbox" is the hitbox, "hurtbox" the hurtbox, every other name nothing.
FrameDataRole frameDataRoleByName(const QString &name);

/// The lower-case name of a frame data role used in files: "none", "hitbox", "hurtbox".
QString frameDataRoleName(FrameDataRole role);

/// The frame data role a name of frameDataRoleName() names, or empty.
std::optional<FrameDataRole> frameDataRoleFromName(const QString &name);

/// The role new shapes get in the editor and v1 shapes without a role: "body". It is also
/// the role bound to the image in documents whose roles say nothing about the image.
QString defaultRoleName();

} // namespace hitbox::model
