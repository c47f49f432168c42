#include "commands/propertycommands.h"

#include "document/document.h"

namespace hitbox::editor {

QList<model::Properties> ownerProperties(const Document *document, const PropertyOwner &owner)
{
    if (!document->isValidSprite(owner.sprite))
        return {};
    const model::Sprite &sprite = document->sprite(owner.sprite);
    const bool validFrame = owner.index >= 0 && owner.index < sprite.frames.size();
    switch (owner.kind) {
    case PropertyOwner::Kind::Shapes: {
        if (!validFrame)
            return {};
        const QList<model::Shape> &shapes = sprite.frames[owner.index].shapes;
        QList<model::Properties> out;
        for (const int shape : owner.shapes) {
            if (shape < 0 || shape >= shapes.size())
                return {};
            out.append(shapes[shape].properties);
        }
        return out;
    }
    case PropertyOwner::Kind::Frame:
        if (!validFrame)
            return {};
        return {sprite.frames[owner.index].properties};
    case PropertyOwner::Kind::Animation:
        if (owner.index < 0 || owner.index >= sprite.animations.size())
            return {};
        return {sprite.animations[owner.index].properties};
    case PropertyOwner::Kind::Sprite:
        break;
    }
    return {sprite.properties};
}

SetCustomProperties::SetCustomProperties(Document *document,
                                         const PropertyOwner &owner,
                                         const QList<model::Properties> &after,
                                         const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_owner(owner)
    , m_before(ownerProperties(document, owner))
    , m_after(after)
{
    if (m_before.size() != m_after.size())
        setObsolete(true); // nothing to change: the owners are gone
}

void SetCustomProperties::apply(const QList<model::Properties> &lists)
{
    if (lists.isEmpty() || ownerProperties(m_document, m_owner).size() != lists.size())
        return;
    const int sprite = m_owner.sprite;
    switch (m_owner.kind) {
    case PropertyOwner::Kind::Shapes: {
        QList<model::Shape> shapes = m_document->sprite(sprite).frames[m_owner.index].shapes;
        for (qsizetype i = 0; i < m_owner.shapes.size(); ++i)
            shapes[m_owner.shapes[i]].properties = lists[i];
        m_document->setShapes(sprite, m_owner.index, shapes);
        break;
    }
    case PropertyOwner::Kind::Frame:
        m_document->setFrameProperties(sprite, m_owner.index, lists.first());
        break;
    case PropertyOwner::Kind::Animation:
        m_document->setAnimationProperties(sprite, m_owner.index, lists.first());
        break;
    case PropertyOwner::Kind::Sprite:
        m_document->setSpriteProperties(sprite, lists.first());
        break;
    }
}

} // namespace hitbox::editor
