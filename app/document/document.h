#pragma once

#include "document/shapeselection.h"
#include "document/spriteshapes.h"

#include "model/document/project.h"
#include "model/io/imagecache.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace hitbox::editor {

/// What part of a sprite changed, for Document::spriteChanged.
enum class SpriteChange {
    Properties = 0x1,        ///< name, threshold, colour key, image path
    Pivot = 0x2,             ///< pivot (shapes keep their place on the image)
    Shapes = 0x4,            ///< the shapes of a frame
    Frames = 0x8,            ///< frames (added, removed, durations, regions) or animations
    CustomProperties = 0x10, ///< the custom properties of the sprite, a frame or an animation
};
Q_DECLARE_FLAGS(SpriteChanges, SpriteChange)

/// An open project: the data, its undo stack, the decoded images, and the editor's
/// non-undoable state (current sprite, each sprite's current frame, selected shapes). The
/// canvas, the shapes list and the shape commands work on the current frame of a sprite:
/// image(), mask(), pivot() and shapes() are that frame's. The setters below are the only
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
    /// The sprite's current frame (frameAt(sprite, currentFrame(index))).
    const model::Frame &frame(int index) const;
    /// The shapes of the sprite's current frame.
    const QList<model::Shape> &shapes(int index) const { return frame(index).shapes; }
    /// The decoded image of the sprite's current frame (untrimmed; null when missing).
    QImage image(int index);
    /// The decoded image of one frame of a sprite.
    QImage frameImage(int index, int frame);
    /// Why the sprite's image cannot be shown, as the image loader says it ("<file>: file
    /// not found", "...: broken image data (...)", "...: declares ... pixels, more than
    /// the ... limit"), or empty when it loaded. Every label about a broken image uses it.
    QString imageError(int index);
    /// The current frame's solid mask for its threshold and colour key.
    std::shared_ptr<const collision::Mask> mask(int index);
    /// The current frame's pivot in frame pixels (its own, the sprite's, or the centre).
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

    /// The frame of sprite `index` shown on the canvas (0 until chosen; clamped).
    int currentFrame(int index) const;
    /// Shows frame `frame` of sprite `index`; clears the selection when it is the current
    /// sprite's.
    void setCurrentFrame(int index, int frame);

    /// Selected shapes and polygon points of the current sprite's current frame.
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
    /// Sets the sprite's pivot (empty means each frame's centre) together with every
    /// frame's shapes, which the caller has shifted so they stay on the same frame pixels
    /// (see shapesForPivot()).
    void setPivot(int index,
                  const std::optional<collision::Vec2> &pivot,
                  const QList<ShapeList> &frameShapes);
    /// Every frame's shapes shifted so they keep their place on the frame when the sprite's
    /// pivot moves to `pivot` (frames with their own pivot do not move).
    QList<ShapeList> shapesForPivot(int index, const std::optional<collision::Vec2> &pivot);
    /// `shapes` of frame `frame`, placed for sprite pivot `from`, shifted so they keep their
    /// place on the frame when the pivot becomes `to`.
    ShapeList shapesForPivot(int index,
                             int frame,
                             ShapeList shapes,
                             const std::optional<collision::Vec2> &from,
                             const std::optional<collision::Vec2> &to);
    /// Replaces the shapes of frame `frame` of sprite `index`.
    void setShapes(int index, int frame, const ShapeList &shapes);
    /// Sets the custom properties of the sprite, of its frame `frame` or of its animation
    /// `animation` (the shapes' are set with setShapes).
    void setSpriteProperties(int index, const model::Properties &properties);
    void setFrameProperties(int index, int frame, const model::Properties &properties);
    void setAnimationProperties(int index, int animation, const model::Properties &properties);
    /// Replaces the frames and animations of a sprite.
    void setFrames(int index,
                   const QList<model::Frame> &frames,
                   const QList<model::Animation> &animations);
    /// Replaces the document's roles and collision matrix.
    void setRoles(const model::RoleTable &roles);
    /// Replaces the settings File > Export repeats (none: never exported).
    void setExportSettings(const std::optional<model::ExportSettings> &settings);
    /// Sets the rate the document counts frame durations in (Project::ticksPerSecond; 0:
    /// milliseconds). The frames' durations are the caller's (SetTicksPerSecond).
    void setTicksPerSecond(int ticksPerSecond);

signals:
    void projectReset();
    void spriteInserted(int index);
    void spriteRemoved(int index);
    void spriteChanged(int index, hitbox::editor::SpriteChanges changes);
    void currentSpriteChanged(int index);
    /// The frame shown for sprite `index` changed.
    void currentFrameChanged(int index, int frame);
    void rolesChanged();
    /// The saved export settings changed (see setExportSettings; also after projectReset).
    void exportSettingsChanged();
    /// Project::ticksPerSecond changed (see setTicksPerSecond; also after projectReset).
    void timingChanged();
    void selectionChanged();
    void previewSceneChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    void clampSelection();
    // Sprite indices >= from in m_currentFrames move by `by`.
    void shiftCurrentFrames(int from, int by);
    void revalidateSelection();

    model::Project m_project;
    QString m_fileName;
    QUndoStack *m_undoStack;
    model::ImageCache m_images;
    int m_currentSprite = -1;
    QHash<int, int> m_currentFrames; // sprite index -> frame shown, when not 0
    ShapeSelection m_selection;
    bool m_previewModified = false;
};

} // namespace hitbox::editor

Q_DECLARE_OPERATORS_FOR_FLAGS(hitbox::editor::SpriteChanges)
