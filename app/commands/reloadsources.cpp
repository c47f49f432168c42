#include "commands/reloadsources.h"

#include "commands/editframes.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {
namespace {

/// The image a reloaded sprite is cut from, when the source names another one now (an
/// atlas JSON whose "image" changed).
class SetReloadedImage : public QUndoCommand
{
public:
    SetReloadedImage(Document *document, int sprite, const QString &path, QUndoCommand *parent)
        : QUndoCommand(parent)
        , m_document(document)
        , m_sprite(sprite)
        , m_before(document->sprite(sprite).imagePath)
        , m_after(path)
    {}
    void undo() override { m_document->setImagePath(m_sprite, m_before); }
    void redo() override { m_document->setImagePath(m_sprite, m_after); }

private:
    Document *m_document;
    int m_sprite;
    QString m_before;
    QString m_after;
};

/// The frame to show after the reload: the shown frame where it went, else the one at
/// its place.
int frameShownAfter(const Document *document, const ReloadedSprite &reloaded)
{
    const int shown = document->currentFrame(reloaded.index);
    const model::FrameMap &map = reloaded.edit.map;
    if (shown >= 0 && shown < map.size() && map[shown] >= 0)
        return map[shown];
    return std::clamp(shown, 0, std::max(0, int(reloaded.edit.sprite.frames.size()) - 1));
}

} // namespace

ReloadSources::ReloadSources(Document *document, const QList<ReloadedSprite> &sprites)
    : QUndoCommand(QCoreApplication::translate("ReloadSources", "Reload Sources"))
{
    for (const ReloadedSprite &reloaded : sprites) {
        if (document->sprite(reloaded.index).imagePath != reloaded.edit.sprite.imagePath)
            new SetReloadedImage(document, reloaded.index, reloaded.edit.sprite.imagePath, this);
        new EditFrames(document,
                       reloaded.index,
                       reloaded.edit,
                       frameShownAfter(document, reloaded),
                       text(),
                       this);
    }
}

} // namespace hitbox::editor
