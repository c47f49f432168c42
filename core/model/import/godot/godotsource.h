#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace hitbox::model {

/// A value of Godot's text resource format (VariantParser's spelling), as read.
struct GodotValue
{
    enum class Type {
        Null,
        Bool,
        Number,      ///< int or float; `inf`, `inf_neg` and `nan` too
        String,      ///< "text", &"string name" and ^"node path" (also NodePath("..."))
        Constructor, ///< Vector2(...), Transform2D(...), PackedVector2Array(...), ...: `text`
                     ///< names it, `numbers` holds its numeric arguments
        Array,       ///< [a, b], also Array[T]([...]): `items`
        Dictionary,  ///< {k: v}: `items` holds key, value, key, value, ...
        ExtResource, ///< ExtResource("id"): `text` is the id
        SubResource, ///< SubResource("id"): `text` is the id
        Other,       ///< another constructor whose arguments are not all numbers (Object(...))
    };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    bool integer = false; ///< a Number written without '.', an exponent or a name: Godot's int
    QString text;
    std::vector<double> numbers;
    std::vector<GodotValue> items;

    bool isNumber() const { return type == Type::Number; }
    bool isConstructor(QStringView name) const { return type == Type::Constructor && text == name; }
    /// A dictionary's value for a string key, or nullptr.
    const GodotValue *find(QStringView key) const;
};

/// `key = value` of a section.
struct GodotProperty
{
    QString key;
    GodotValue value;
};

/// Properties of one section, in file order.
struct GodotProperties
{
    QList<GodotProperty> list;

    /// The value of `key`, or nullptr.
    const GodotValue *find(QStringView key) const;
};

/// An [ext_resource]: another file.
struct GodotExtResource
{
    QString id;
    QString type;
    QString path; ///< as written ("res://player.png")
};

/// A [sub_resource]: a resource stored in the scene.
struct GodotSubResource
{
    QString id;
    QString type;
    GodotProperties properties;
};

/// A [node]: its parent is an earlier node (the root has none).
struct GodotNode
{
    QString name;
    QString type;           ///< empty for an instanced scene's node
    int parent = -1;        ///< index into GodotScene::nodes; -1 for the root
    QString path;           ///< from the root: "." for the root, "Area/Shape" below it
    bool instanced = false; ///< `instance=ExtResource(...)`: another scene's nodes, not read
    int line = 0;
    GodotProperties properties;
};

/// A Godot 4 scene (`.tscn`, text format 3) as read, before it becomes sprites.
struct GodotScene
{
    QString path; ///< the file read
    QList<GodotExtResource> extResources;
    QList<GodotSubResource> subResources;
    QList<GodotNode> nodes;         ///< in file order; nodes[0] is the root
    QHash<QString, int> nodeByPath; ///< GodotNode::path -> index
    QHash<QString, int> extById;    ///< GodotExtResource::id -> index
    QHash<QString, int> subById;    ///< GodotSubResource::id -> index

    const GodotSubResource *subResource(const QString &id) const;
    const GodotExtResource *extResource(const QString &id) const;
    /// The node at `path` (relative to node `from`: "..", "A/B", "."), or -1.
    int nodeAt(int from, QStringView relative) const;
};

/// Limits of a scene file; beyond them it is refused.
inline constexpr qint64 maxGodotSceneBytes = 64 * 1024 * 1024;
inline constexpr int maxGodotNesting = 64;
inline constexpr int maxGodotSections = 200000;
inline constexpr qint64 maxGodotNumbers = 8 * 1024 * 1024; ///< values of all kinds together
inline constexpr qint64 maxGodotItems = 1024 * 1024; ///< array and dictionary entries together

/// Reads the text of a scene: the sections and their values, every resource reference
/// naming a resource of the file, every parent path naming an earlier node. Empty with
/// `*error` ("<file>: line N: <problem>") when it breaks the format or the limits.
std::optional<GodotScene>
parseGodotScene(const QByteArray &text, const QString &path, QString *error);

/// Reads the file `path`, then parseGodotScene.
std::optional<GodotScene> readGodotScene(const QString &path, QString *error);

/// True when `head` (a file's first bytes) starts, after white space and comments, with a
/// [gd_scene ...] header.
bool looksLikeGodotScene(const QByteArray &head);

} // namespace hitbox::model
