#include "docks/editsession.h"

namespace hitbox::editor {

quint64 EditSession::freshId()
{
    static quint64 counter = quint64(1) << 56;
    return ++counter;
}

quint64 EditSession::id(QObject *editor)
{
    if (editor != m_editor) {
        m_editor = editor;
        m_id = freshId();
    }
    return m_id;
}

} // namespace hitbox::editor
