#pragma once

#include <QObject>

class QWidget;

namespace hitbox::editor {

class Document;
class FramePlayer;

/// The frame strip's two ways to carry shapes from frame to frame, which never lose work
/// without asking and say what they did (statusMessage):
/// - copyFromPrevious(): the previous frame's shapes join the current frame's; when the
///   current frame has shapes of its own, a question offers Add, Replace or Cancel;
/// - propagate(): a PropagateDialog chooses the frames (the next N, to the end of the
///   animation, a range), then the selected shapes are added to them.
/// Each is one undo step. The question and the dialog open window-modal without blocking
/// (QDialog::open()).
class FrameShapeCopy : public QObject
{
    Q_OBJECT

public:
    FrameShapeCopy(Document *document, FramePlayer *player, QWidget *parent);

    void copyFromPrevious();
    void propagate();

    /// The frames the shapes run through: the chosen animation's, else every frame.
    QList<int> sequence() const;

signals:
    void statusMessage(const QString &message, int timeout);

private:
    void copy(int sprite, bool replace);

    Document *m_document;
    FramePlayer *m_player;
    QWidget *m_parent;
};

} // namespace hitbox::editor
