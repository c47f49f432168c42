#pragma once

#include "shapeselection.h"
#include "spriteshapes.h"

#include "model/imagecache.h"
#include "model/project.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace hitbox::editor {

/// What part of a sprite changed, for Document::spriteChanged.
enum class SpriteChange {
    Properties = 0x1, ///< name, threshold, colour key, image path
    Pivot = 0x2,      ///< pivot (shapes keep their place on the image)
    Box = 0x4,        ///< reduced box
    Circle = 0x8,     ///< circle
    Polygons = 0x10,  ///< armature polygons
};
Q_DECLARE_FLAGS(SpriteChanges, SpriteChange)

/// An open project: the data, its undo stack, the decoded images, and the editor's
/// non-undoable state (current sprite, selected shapes). The setters below are the only
/// way to change the data; they are called by the undo commands in app/commands/, which
/// are what the rest of the editor pushes. Every setter emits a change signal.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    // --- Reading -------------------------------------------------------------------
    const model::Project &project() const { return m_project; }
    int spriteCount() const { return int(m_project.sprites.size()); }
    const model::Sprite &sprite(int index) const { return m_project.sprites.at(index); }
    bool isValidSprite(int index) const { return index >= 0 && index < spriteCount(); }

    /// The document's file, empty for a new document.
    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);

    QUndoStack *undoStack() const { return m_undoStack; }
    /// True when there are changes since the last save (or since it was opened),
    /// including changes to the preview scene.
    bool isModified() const;
    /// Marks the current state as saved.
    void markSaved();

    model::ImageCache &images() { return m_images; }
    /// The sprite's decoded image (null when missing).
    QImage image(int index);
    /// Why the sprite's image cannot be shown, as the image loader says it ("<file>: file
    /// not found", "...: broken image data (...)", "...: declares ... pixels, more than
    /// the ... limit"), or empty when it loaded. Every label about a broken image uses it.
    QString imageError(int index);
    /// The sprite's solid mask for its current threshold and colour key.
    std::shared_ptr<const collision::Mask> mask(int index);
    /// The pivot in image pixels (stored, or the image centre).
    collision::Vec2 pivot(int index);

    /// Replaces everything (open / new); clears the undo stack.
    void resetProject(const model::Project &project, const QString &fileName);

    // --- Collision preview (view state: saved with the project, not undoable) -----
    const model::PreviewScene &previewScene() const { return m_project.preview; }
    /// Replaces the preview scene; marks the document modified (it is saved with it)
    /// but pushes no undo step.
    void setPreviewScene(const model::PreviewScene &scene);

    // --- Editor state (not undoable) ----------------------------------------------
    /// The sprite shown on the canvas, -1 when there is none.
    int currentSprite() const { return m_currentSprite; }
    void setCurrentSprite(int index);

    /// Selected shapes and polygon points of the current sprite.
    const ShapeSelection &selection() const { return m_selection; }
    void setSelection(const ShapeSelection &selection);

    // --- Mutators for undo commands ----------------------------------------------
    /// Preview instances that left with a removed sprite, each with its place in the
    /// instance list, so undoing the removal can put them back.
    using TakenInstances = QList<std::pair<qsizetype, model::PreviewInstance>>;
    /// Inserts a sprite; `instances` (from takeSprite()) return to the preview.
    void insertSprite(int index, const model::Sprite &sprite, const TakenInstances &instances = {});
    /// Removes a sprite and its preview instances, which are stored in `instances`.
    model::Sprite takeSprite(int index, TakenInstances *instances = nullptr);
    void setSpriteName(int index, const QString &name);
    void setThreshold(int index, int threshold);
    void setColorKey(int index, const std::optional<model::ColorKey> &key);
    void setImagePath(int index, const QString &path);
    /// Sets the pivot (empty means the image centre) together with the shapes, which
    /// the caller has shifted so they stay on the same image pixels
    /// (see shapesForPivot()).
    void
    setPivot(int index, const std::optional<collision::Vec2> &pivot, const SpriteShapes &shapes);
    /// The sprite's shapes shifted so they keep their place on the image when the pivot
    /// moves to `pivot`.
    SpriteShapes shapesForPivot(int index, const std::optional<collision::Vec2> &pivot);
    /// `shapes`, placed for pivot `from`, shifted so they keep their place on the sprite's
    /// image when the pivot becomes `to`.
    SpriteShapes shapesForPivot(int index,
                                SpriteShapes shapes,
                                const std::optional<collision::Vec2> &from,
                                const std::optional<collision::Vec2> &to);
    void setBox(int index, const std::optional<collision::Rect> &box);
    void setCircle(int index, const std::optional<collision::Circle> &circle);
    void setPolygons(int index, const QList<model::PolygonShape> &polygons);
    void setPolygon(int index, int polygon, const model::PolygonShape &shape);
    /// Replaces box, circle and polygons at once.
    void setShapes(int index,
                   const std::optional<collision::Rect> &box,
                   const std::optional<collision::Circle> &circle,
                   const QList<model::PolygonShape> &polygons);

signals:
    void projectReset();
    void spriteInserted(int index);
    void spriteRemoved(int index);
    void spriteChanged(int index, hitbox::editor::SpriteChanges changes);
    void currentSpriteChanged(int index);
    void selectionChanged();
    void previewSceneChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    void clampSelection();
    void revalidateSelection();

    model::Project m_project;
    QString m_fileName;
    QUndoStack *m_undoStack;
    model::ImageCache m_images;
    int m_currentSprite = -1;
    ShapeSelection m_selection;
    bool m_previewModified = false;
};

} // namespace hitbox::editor

Q_DECLARE_OPERATORS_FOR_FLAGS(hitbox::editor::SpriteChanges)
