#pragma once

#include "docks/editsession.h"

#include <QDockWidget>

class QLabel;
class QScrollArea;

namespace hitbox::editor {

class BoxSection;
class CircleSection;
class ColorKeySection;
class CustomPropertiesSection;
class Document;
class PivotSection;
class ThresholdSection;

/// The current sprite's settings: alpha threshold (with the solid pixel count), colour
/// key, pivot, reduced box and circle, and the custom properties of the selected shapes,
/// the frame, the sprite or an animation, one section each. Every change is an undo command;
/// one editing session of a field (typing then Enter, or several arrow steps) is one undo
/// step. Filling the widgets from the document never pushes a command.
class PropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PropertiesDock(Document *document, QWidget *parent = nullptr);

signals:
    /// The threshold section's Trace Again: trace `frames` of the current sprite again.
    void retraceRequested(const QList<int> &frames);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    Document *m_document;
    EditSession m_session;
    QScrollArea *m_scrollArea = nullptr;
    QLabel *m_title = nullptr;
    ThresholdSection *m_threshold = nullptr;
    ColorKeySection *m_colorKey = nullptr;
    PivotSection *m_pivot = nullptr;
    BoxSection *m_box = nullptr;
    CircleSection *m_circle = nullptr;
    CustomPropertiesSection *m_custom = nullptr;
};

} // namespace hitbox::editor
