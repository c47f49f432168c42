#pragma once

// The test images, project and docks shared by the tests of the Sprites, Shapes and
// Properties docks (tst_spritesdock, tst_shapesdock, tst_propertiesdock).

#include "docks/propertiesdock.h"
#include "docks/shapesdock.h"
#include "docks/spritesdock.h"
#include "document/document.h"

#include <hitbox/shapes.h>

#include "spriteshapesfixture.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace hitbox::testing {

using namespace hitbox::shapefixture;

// ship: 32x16, alpha = 8 * x (columns 0..31 -> 0..248), red.
inline QImage shipImage()
{
    QImage image(32, 16, QImage::Format_ARGB32);
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < 32; ++x)
            image.setPixelColor(x, y, QColor(200, 40, 40, 8 * x));
    }
    return image;
}

// tiny: 8x8 opaque checkerboard of red and blue pixels.
inline QImage tinyImage()
{
    QImage image(8, 8, QImage::Format_ARGB32);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x)
            image.setPixelColor(x, y, (x + y) % 2 ? QColor(Qt::blue) : QColor(Qt::red));
    }
    return image;
}

// big: 100x60 opaque one-pixel black/white checkerboard: a smooth downscale turns it
// grey, a nearest-neighbour one keeps pure black and white.
inline QImage bigImage()
{
    QImage image(100, 60, QImage::Format_RGB32);
    for (int y = 0; y < 60; ++y) {
        for (int x = 0; x < 100; ++x)
            image.setPixelColor(x, y, (x + y) % 2 ? QColor(Qt::white) : QColor(Qt::black));
    }
    return image;
}

// The number of pixels with alpha >= threshold, counted directly on the image.
inline qint64 countSolid(const QImage &image, int threshold)
{
    qint64 count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += image.pixelColor(x, y).alpha() >= threshold ? 1 : 0;
    }
    return count;
}

// Shapes computed with 0.8 factors are compared with a tolerance.
inline bool near(const std::optional<collision::Rect> &a, const collision::Rect &b)
{
    return a && std::abs(a->x - b.x) < 1e-9 && std::abs(a->y - b.y) < 1e-9
           && std::abs(a->w - b.w) < 1e-9 && std::abs(a->h - b.h) < 1e-9;
}

inline bool near(const std::optional<collision::Circle> &a, const collision::Circle &b)
{
    return a && std::abs(a->center.x - b.center.x) < 1e-9
           && std::abs(a->center.y - b.center.y) < 1e-9 && std::abs(a->radius - b.radius) < 1e-9;
}

inline QStringList commandTexts(const QUndoStack *stack)
{
    QStringList texts;
    for (int i = 0; i < stack->count(); ++i)
        texts << stack->command(i)->text();
    return texts;
}

// The open in-place editor of an item view (closed ones linger until deleted later).
template<typename Editor>
Editor *openEditor(QAbstractItemView *view)
{
    for (Editor *editor : view->findChildren<Editor *>()) {
        if (editor->isVisible())
            return editor;
    }
    return nullptr;
}

// Replaces a spin box's text as a user would: select all, type, Enter.
inline void typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

/// A project of four sprites in a temporary folder, its document and the three docks
/// on it: ship (box, circle, a triangle and an invalid bow tie), tiny, big and missing
/// (its image does not exist). Call createDocks() from init(), destroyDocks() from
/// cleanup().
class DockFixture
{
protected:
    void createDocks()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(shipImage().save(imagePath(QStringLiteral("ship.png"))));
        QVERIFY(tinyImage().save(imagePath(QStringLiteral("tiny.png"))));
        QVERIFY(bigImage().save(imagePath(QStringLiteral("big.png"))));

        model::Project project;
        model::Sprite ship;
        ship.name = QStringLiteral("ship");
        ship.imagePath = imagePath(QStringLiteral("ship.png"));
        // Shapes 0 box, 1 circle, 2 "body", 3 "bad". A bow tie: edges 1 (10,10)-(10,0) and
        // 3 (0,10)-(0,0) do not cross, 0 and 2 do.
        setV1Shapes(
                ship,
                collision::Rect{-10, -5, 20, 10},
                collision::Circle{{0, 0}, 6},
                {polygon(QStringLiteral("body"),
                         QStringLiteral("hurtbox"),
                         {{-8, -4}, {8, -4}, {0, 6}}),
                 polygon(QStringLiteral("bad"), QString(), {{0, 0}, {10, 10}, {10, 0}, {0, 10}})});
        model::Sprite tiny;
        tiny.name = QStringLiteral("tiny");
        tiny.imagePath = imagePath(QStringLiteral("tiny.png"));
        model::Sprite big;
        big.name = QStringLiteral("big");
        big.imagePath = imagePath(QStringLiteral("big.png"));
        model::Sprite missing;
        missing.name = QStringLiteral("missing");
        missing.imagePath = imagePath(QStringLiteral("missing.png"));
        project.sprites = {ship, tiny, big, missing};

        m_document = std::make_unique<editor::Document>();
        m_document->resetProject(project, imagePath(QStringLiteral("test.hitbox.json")));
        m_sprites = std::make_unique<editor::SpritesDock>(m_document.get());
        m_shapes = std::make_unique<editor::ShapesDock>(m_document.get());
        m_properties = std::make_unique<editor::PropertiesDock>(m_document.get());
        QCOMPARE(m_document->currentSprite(), 0);
        QCOMPARE(stack()->count(), 0);
    }

    void destroyDocks()
    {
        m_properties.reset();
        m_shapes.reset();
        m_sprites.reset();
        m_document.reset();
        m_dir.reset();
    }

    QUndoStack *stack() const { return m_document->undoStack(); }
    QString imagePath(const QString &name) const { return m_dir->filePath(name); }
    QTreeWidgetItem *shapeRow(int row) const { return m_shapes->treeWidget()->topLevelItem(row); }
    template<typename T>
    T *child(QWidget *dock, const char *name) const
    {
        T *widget = dock->findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<editor::Document> m_document;
    std::unique_ptr<editor::SpritesDock> m_sprites;
    std::unique_ptr<editor::ShapesDock> m_shapes;
    std::unique_ptr<editor::PropertiesDock> m_properties;
};

} // namespace hitbox::testing
