#pragma once

#include <QMainWindow>

class QGraphicsScene;
class QGraphicsView;

namespace hitbox::editor {

/// The editor's main window. At this stage it shows every sprite of a project with
/// its reduced box, circle, armature polygons and pivot.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// Opens a project document. On failure returns false and sets `error` to a
    /// message naming the file and the problem; the window keeps what it showed.
    bool openProject(const QString &path, QString *error);

    /// Number of sprites shown.
    int spriteCount() const { return m_spriteCount; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGraphicsScene *m_scene = nullptr;
    QGraphicsView *m_view = nullptr;
    int m_spriteCount = 0;
};

} // namespace hitbox::editor
