#pragma once

// The verb-first commands that add, remove and change sprites (not their shapes).

#include "document/spriteshapes.h"

#include "model/document/previewscene.h"
#include "model/document/sprite.h"

#include <QList>
#include <QUndoCommand>

#include <optional>

namespace hitbox::editor {

class Document;

/// Adds sprites at `index` (appends with -1).
class AddSprites : public QUndoCommand
{
public:
    AddSprites(Document *document, const QList<model::Sprite> &sprites, int index = -1);
    void undo() override;
    void redo() override;

private:
    Document *m_document;
    QList<model::Sprite> m_sprites;
    int m_index;
};

/// Removes the sprites at the given indices.
class RemoveSprites : public QUndoCommand
{
public:
    RemoveSprites(Document *document, QList<int> indices);
    void undo() override;
    void redo() override;

private:
    Document *m_document;
    QList<int> m_indices; // ascending
    QList<model::Sprite> m_removed;
    // Per removed sprite, its preview instances (Document::TakenInstances).
    QList<QList<std::pair<qsizetype, model::PreviewInstance>>> m_removedInstances;
};

/// Base of the commands that change one value of one sprite and may merge.
template<typename Value>
class SetSpriteValue : public QUndoCommand
{
public:
    int id() const override { return m_mergeId; }
    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = dynamic_cast<const SetSpriteValue *>(other);
        if (!o || m_mergeId < 0 || m_dragId == 0 || o->m_mergeId != m_mergeId
            || o->m_sprite != m_sprite || o->m_dragId != m_dragId)
            return false;
        const Value merged = mergedValue(o->m_after);
        if (!(merged == o->m_after))
            apply(merged); // the document holds o's value
        m_after = merged;
        setObsolete(m_before == m_after);
        return true;
    }

protected:
    SetSpriteValue(Document *document,
                   int sprite,
                   Value before,
                   Value after,
                   const QString &text,
                   int mergeId,
                   quint64 dragId)
        : QUndoCommand(text)
        , m_document(document)
        , m_sprite(sprite)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
        , m_dragId(dragId)
    {
        setObsolete(m_before == m_after);
    }
    virtual void apply(const Value &value) = 0;
    /// The value after merging a later command that sets `next`.
    virtual Value mergedValue(const Value &next) const { return next; }
    const Value &before() const { return m_before; }

    Document *m_document;
    int m_sprite;

private:
    Value m_before;
    Value m_after;
    int m_mergeId;
    quint64 m_dragId;
};

/// Renames a sprite.
class RenameSprite : public SetSpriteValue<QString>
{
public:
    RenameSprite(Document *document, int sprite, const QString &name);

protected:
    void apply(const QString &name) override;
};

/// Sets the alpha threshold; consecutive changes of one sprite merge (slider drags).
class SetAlphaThreshold : public SetSpriteValue<int>
{
public:
    SetAlphaThreshold(Document *document, int sprite, int threshold);

protected:
    void apply(const int &threshold) override;
};

/// Sets or removes the colour key; consecutive changes merge.
class SetColorKey : public SetSpriteValue<std::optional<model::ColorKey>>
{
public:
    SetColorKey(Document *document, int sprite, const std::optional<model::ColorKey> &key);

protected:
    void apply(const std::optional<model::ColorKey> &key) override;
};

/// A pivot with the shapes placed relative to it.
struct PivotState
{
    std::optional<collision::Vec2> pivot;
    QList<ShapeList> shapes; ///< every frame's

    friend bool operator==(const PivotState &, const PivotState &) = default;
};

/// Moves the pivot; shapes stay on the same image pixels (their local coordinates
/// shift). Undo restores the exact coordinates from before. Merges during a drag.
class SetPivot : public SetSpriteValue<PivotState>
{
public:
    SetPivot(Document *document,
             int sprite,
             const std::optional<collision::Vec2> &pivot,
             quint64 dragId = 0);

protected:
    void apply(const PivotState &state) override;
    PivotState mergedValue(const PivotState &next) const override;
};

/// Points a sprite at its image's new location.
class LocateImage : public SetSpriteValue<QString>
{
public:
    LocateImage(Document *document, int sprite, const QString &path);

protected:
    void apply(const QString &path) override;
};

} // namespace hitbox::editor
