// Reads Godot 4 scenes (`.tscn`, text format 3) into a GodotScene: the sections of the
// text (godotparser.cpp) with every resource reference and parent path checked.

#include "model/import/godot/godotsections.h"

#include "model/io/localfile.h"

#include <QDir>
#include <QSet>

namespace hitbox::model {
namespace {

QString attributeText(const GodotSection &s, QStringView key)
{
    const GodotValue *v = s.attributes.find(key);
    return v && v->type == GodotValue::Type::String ? v->text : QString();
}

[[noreturn]] void failAt(const GodotSection &s, const QString &message)
{
    throw GodotReadError{QStringLiteral("line %1: %2").arg(s.line).arg(message)};
}

class SceneBuilder
{
public:
    explicit SceneBuilder(GodotScene &scene)
        : m_scene(scene)
    {}

    void add(const GodotSection &s)
    {
        if (s.tag == u"ext_resource") {
            GodotExtResource r{
                    resourceId(s, m_extIds), attributeText(s, u"type"), attributeText(s, u"path")};
            m_scene.extById.insert(r.id, int(m_scene.extResources.size()));
            m_scene.extResources.append(r);
        } else if (s.tag == u"sub_resource") {
            GodotSubResource r{resourceId(s, m_subIds), attributeText(s, u"type"), s.properties};
            if (r.type.isEmpty())
                failAt(s, QStringLiteral("a [sub_resource] without a type"));
            m_scene.subById.insert(r.id, int(m_scene.subResources.size()));
            m_scene.subResources.append(r);
        } else if (s.tag == u"node") {
            node(s);
        } else if (s.tag == u"gd_scene" || s.tag == u"gd_resource") {
            failAt(s, QStringLiteral("a second [%1] header").arg(s.tag));
        }
        // [connection] and [editable] say nothing about shapes.
    }

    // Every ExtResource/SubResource names a resource of the file.
    void checkReferences(const QList<GodotSection> &sections) const
    {
        for (const GodotSection &s : sections) {
            for (const GodotProperty &p : s.attributes.list)
                check(s, p.value);
            for (const GodotProperty &p : s.properties.list)
                check(s, p.value);
        }
    }

private:
    QString resourceId(const GodotSection &s, QSet<QString> &ids)
    {
        const GodotValue *id = s.attributes.find(u"id");
        if (!id || (id->type != GodotValue::Type::String && !id->isNumber()))
            failAt(s, QStringLiteral("a [%1] without an id").arg(s.tag));
        const QString text = id->type == GodotValue::Type::String
                                     ? id->text
                                     : QString::number(id->number, 'g', 17);
        if (ids.contains(text))
            failAt(s, QStringLiteral("two [%1] sections with the id \"%2\"").arg(s.tag, text));
        ids.insert(text);
        return text;
    }

    void node(const GodotSection &s)
    {
        GodotNode n;
        n.line = s.line;
        n.name = attributeText(s, u"name");
        n.type = attributeText(s, u"type");
        n.instanced = s.attributes.find(u"instance") != nullptr;
        n.properties = s.properties;
        if (n.name.isEmpty())
            failAt(s, QStringLiteral("a [node] without a name"));
        const GodotValue *parent = s.attributes.find(u"parent");
        if (!parent) {
            if (!m_scene.nodes.isEmpty())
                failAt(s,
                       QStringLiteral("node \"%1\" has no parent, but the scene already has "
                                      "its root \"%2\"")
                               .arg(n.name, m_scene.nodes.first().name));
            n.path = QStringLiteral(".");
        } else {
            if (parent->type != GodotValue::Type::String)
                failAt(s, QStringLiteral("node \"%1\": its parent is not a path").arg(n.name));
            const int p = m_scene.nodeByPath.value(parent->text, -1);
            if (p < 0)
                failAt(s,
                       QStringLiteral("node \"%1\": its parent \"%2\" is not a node declared "
                                      "before it")
                               .arg(n.name, parent->text));
            n.parent = p;
            n.path = p == 0 ? n.name : m_scene.nodes[p].path + u'/' + n.name;
        }
        if (m_scene.nodeByPath.contains(n.path))
            failAt(s, QStringLiteral("two nodes at \"%1\"").arg(n.path));
        m_scene.nodeByPath.insert(n.path, int(m_scene.nodes.size()));
        m_scene.nodes.append(n);
    }

    void check(const GodotSection &s, const GodotValue &v) const
    {
        if (v.type == GodotValue::Type::SubResource && !m_subIds.contains(v.text))
            failAt(s,
                   QStringLiteral("SubResource(\"%1\") names no [sub_resource] of the file")
                           .arg(v.text));
        if (v.type == GodotValue::Type::ExtResource && !m_extIds.contains(v.text))
            failAt(s,
                   QStringLiteral("ExtResource(\"%1\") names no [ext_resource] of the file")
                           .arg(v.text));
        for (const GodotValue &item : v.items)
            check(s, item);
    }

    GodotScene &m_scene;
    QSet<QString> m_extIds;
    QSet<QString> m_subIds;
};

} // namespace

const GodotValue *GodotValue::find(QStringView key) const
{
    if (type != Type::Dictionary)
        return nullptr;
    for (std::size_t i = 0; i + 1 < items.size(); i += 2) {
        if (items[i].type == Type::String && items[i].text == key)
            return &items[i + 1];
    }
    return nullptr;
}

const GodotValue *GodotProperties::find(QStringView key) const
{
    for (const GodotProperty &p : list) {
        if (p.key == key)
            return &p.value;
    }
    return nullptr;
}

const GodotSubResource *GodotScene::subResource(const QString &id) const
{
    const int index = subById.value(id, -1);
    return index < 0 ? nullptr : &subResources[index];
}

const GodotExtResource *GodotScene::extResource(const QString &id) const
{
    const int index = extById.value(id, -1);
    return index < 0 ? nullptr : &extResources[index];
}

int GodotScene::nodeAt(int from, QStringView relative) const
{
    if (from < 0 || from >= nodes.size() || relative.startsWith(u'/'))
        return -1;
    int at = from;
    for (const QStringView part : relative.split(u'/', Qt::SkipEmptyParts)) {
        if (part == u".")
            continue;
        if (part == u"..") {
            at = nodes[at].parent;
            if (at < 0)
                return -1;
            continue;
        }
        const QString child = at == 0 ? part.toString() : nodes[at].path + u'/' + part.toString();
        at = nodeByPath.value(child, -1);
        if (at < 0)
            return -1;
    }
    return at;
}

std::optional<GodotScene>
parseGodotScene(const QByteArray &text, const QString &path, QString *error)
{
    GodotScene scene;
    scene.path = path;
    try {
        const QByteArray bom("\xef\xbb\xbf");
        const QList<GodotSection> sections
                = parseGodotSections(text.startsWith(bom) ? text.mid(bom.size()) : text);
        if (sections.isEmpty() || sections.first().tag != u"gd_scene")
            throw GodotReadError{QStringLiteral("not a Godot scene (no [gd_scene] header)")};
        const GodotValue *format = sections.first().attributes.find(u"format");
        if (!format || !format->isNumber() || format->number != 3.0) {
            throw GodotReadError{
                    QStringLiteral("a scene of text format %1; this program reads Godot "
                                   "4's format=3 (Godot 3 writes format=2)")
                            .arg(format && format->isNumber() ? QString::number(format->number)
                                                              : QStringLiteral("(none)"))};
        }
        SceneBuilder builder(scene);
        for (qsizetype i = 1; i < sections.size(); ++i)
            builder.add(sections[i]);
        builder.checkReferences(sections);
        if (scene.nodes.isEmpty())
            throw GodotReadError{QStringLiteral("the scene has no nodes")};
    } catch (const GodotReadError &e) {
        *error = QDir::toNativeSeparators(path) + QStringLiteral(": ") + e.message;
        return std::nullopt;
    }
    return scene;
}

std::optional<GodotScene> readGodotScene(const QString &path, QString *error)
{
    const QString absolute = absoluteFileSystemPath(path);
    const LocalFileBytes file
            = readLocalFile(absolute, maxGodotSceneBytes, QStringLiteral("a Godot scene"));
    if (!file.ok()) {
        *error = QDir::toNativeSeparators(absolute) + QStringLiteral(": ") + file.problem;
        return std::nullopt;
    }
    return parseGodotScene(file.bytes, absolute, error);
}

bool looksLikeGodotScene(const QByteArray &head)
{
    qsizetype i = head.startsWith("\xef\xbb\xbf") ? 3 : 0;
    while (i < head.size()) {
        const char c = head[i];
        if (c == ';') {
            while (i < head.size() && head[i] != '\n')
                ++i;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
        } else {
            break;
        }
    }
    return head.mid(i, 10) == "[gd_scene ";
}

} // namespace hitbox::model
