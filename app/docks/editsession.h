#pragma once

#include <QObject>

namespace hitbox::editor {

/// The merge ids of the Properties dock's editing sessions, shared by all its fields: one
/// session of a field (typing then Enter, or several arrow steps) is one undo step. A
/// QObject so that connections made with it as their context end with it.
class EditSession : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// A merge id not handed out before. They live far above the small ids the canvas
    /// tools count up from, so a dock session never merges with a canvas drag.
    static quint64 freshId();

    /// The merge id of an edit made with `editor`: the same for every change until the
    /// session ends (Enter, focus loss, another sprite) or another editor is used.
    quint64 id(QObject *editor);

    /// Ends the current session: the next edit starts a new one.
    void end() { m_editor = nullptr; }

    /// Ends the current session if it is `editor`'s.
    void endFor(QObject *editor)
    {
        if (m_editor == editor)
            m_editor = nullptr;
    }

private:
    QObject *m_editor = nullptr;
    quint64 m_id = 0;
};

} // namespace hitbox::editor
