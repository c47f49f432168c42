#include "commands/spritecommands.h"

#include "commands/mergeids.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SpriteCommands", text);
}

} // namespace

AddSprites::AddSprites(Document *document, const QList<model::Sprite> &sprites, int index)
    : QUndoCommand(sprites.size() == 1 ? tr("Add Sprite")
                                       : tr("Add %1 Sprites").arg(sprites.size()))
    , m_document(document)
    , m_sprites(sprites)
    , m_index(index < 0 ? document->spriteCount() : index)
{
    setObsolete(sprites.isEmpty());
}

void AddSprites::undo()
{
    for (qsizetype i = m_sprites.size() - 1; i >= 0; --i)
        m_document->takeSprite(m_index + int(i));
}

void AddSprites::redo()
{
    for (qsizetype i = 0; i < m_sprites.size(); ++i)
        m_document->insertSprite(m_index + int(i), m_sprites[i]);
}

RemoveSprites::RemoveSprites(Document *document, QList<int> indices)
    : m_document(document)
{
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    m_indices = indices;
    setText(indices.size() == 1 ? tr("Remove Sprite")
                                : tr("Remove %1 Sprites").arg(indices.size()));
    setObsolete(indices.isEmpty());
}

void RemoveSprites::undo()
{
    for (qsizetype i = 0; i < m_indices.size(); ++i)
        m_document->insertSprite(m_indices[i], m_removed[i], m_removedInstances[i]);
    m_removed.clear();
    m_removedInstances.clear();
}

void RemoveSprites::redo()
{
    m_removed.clear();
    m_removedInstances.clear();
    for (qsizetype i = m_indices.size() - 1; i >= 0; --i) {
        Document::TakenInstances instances;
        m_removed.prepend(m_document->takeSprite(m_indices[i], &instances));
        m_removedInstances.prepend(instances);
    }
}

RenameSprite::RenameSprite(Document *document, int sprite, const QString &name)
    : SetSpriteValue(
            document, sprite, document->sprite(sprite).name, name, tr("Rename Sprite"), -1, 0)
{}

void RenameSprite::apply(const QString &name)
{
    m_document->setSpriteName(m_sprite, name);
}

SetAlphaThreshold::SetAlphaThreshold(Document *document, int sprite, int threshold)
    : SetSpriteValue(document,
                     sprite,
                     document->sprite(sprite).threshold,
                     threshold,
                     tr("Set Alpha Threshold"),
                     int(MergeId::SetAlphaThreshold),
                     mergeConsecutive)
{}

void SetAlphaThreshold::apply(const int &threshold)
{
    m_document->setThreshold(m_sprite, threshold);
}

SetColorKey::SetColorKey(Document *document, int sprite, const std::optional<model::ColorKey> &key)
    : SetSpriteValue(document,
                     sprite,
                     document->sprite(sprite).colorKey,
                     key,
                     key ? tr("Set Colour Key") : tr("Remove Colour Key"),
                     int(MergeId::SetColorKey),
                     mergeConsecutive)
{}

void SetColorKey::apply(const std::optional<model::ColorKey> &key)
{
    m_document->setColorKey(m_sprite, key);
}

namespace {

QList<ShapeList> allShapes(const model::Sprite &sprite)
{
    QList<ShapeList> out;
    for (const model::Frame &f : sprite.frames)
        out.append(f.shapes);
    return out;
}

} // namespace

SetPivot::SetPivot(Document *document,
                   int sprite,
                   const std::optional<collision::Vec2> &pivot,
                   quint64 dragId)
    : SetSpriteValue(
            document,
            sprite,
            PivotState{document->sprite(sprite).pivot, allShapes(document->sprite(sprite))},
            PivotState{pivot, document->shapesForPivot(sprite, pivot)},
            tr("Move Pivot"),
            int(MergeId::SetPivot),
            dragId)
{}

void SetPivot::apply(const PivotState &state)
{
    m_document->setPivot(m_sprite, state.pivot, state.shapes);
}

PivotState SetPivot::mergedValue(const PivotState &next) const
{
    // Shift the shapes once from where the drag started, not step by step: rounding
    // cannot pile up, and a drag back to the start restores the exact coordinates.
    QList<ShapeList> shapes = before().shapes;
    for (qsizetype f = 0; f < shapes.size(); ++f) {
        shapes[f] = m_document->shapesForPivot(
                m_sprite, int(f), shapes[f], before().pivot, next.pivot);
    }
    return {next.pivot, shapes};
}

LocateImage::LocateImage(Document *document, int sprite, const QString &path)
    : SetSpriteValue(
            document, sprite, document->sprite(sprite).imagePath, path, tr("Locate Image"), -1, 0)
{}

void LocateImage::apply(const QString &path)
{
    m_document->setImagePath(m_sprite, path);
}

} // namespace hitbox::editor
