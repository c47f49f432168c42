// Aseprite files in the real main window: File > Add Sprites reads one into a sprite with
// its frames, animations and the shapes of its slices and hitbox layers, in one undo step,
// and the canvas shows every frame as Aseprite composites it (hidden and hitbox layers
// left out). The fixture: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "asepritewriter.h"

#include <QFile>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;
using namespace hitbox::testing;

class TestMainAseprite : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainaseprite"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void addSpritesReadsAseprite();
};

void TestMainAseprite::addSpritesReadsAseprite()
{
    AseWriteFile file;
    file.size = QSize(12, 10);
    file.layers = {aseLayer(QStringLiteral("art")),
                   aseLayer(QStringLiteral("ghost"), 0, 0, false),
                   aseLayer(QStringLiteral("hitbox: fist"))};
    const QRgb red = qRgba(200, 0, 0, 255);
    file.frames = {{100,
                    {aseBlockCel(0, QRect(1, 1, 4, 4), red),
                     aseBlockCel(1, QRect(0, 0, 12, 10)),
                     aseBlockCel(2, QRect(6, 2, 4, 4))}},
                   {50, {aseBlockCel(0, QRect(2, 1, 4, 4), red)}}};
    file.tags = {aseTag(QStringLiteral("jab"), 0, 1)};
    file.slices = {aseSlice(QStringLiteral("hurtbox"), {aseSliceKey(0, QRect(1, 1, 4, 4))})};
    const QString source = path(QStringLiteral("fighter.aseprite"));
    QFile out(source);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(writeAseprite(file));
    out.close();

    const int before = doc()->spriteCount();
    const int undoSteps = stack()->count();
    QCOMPARE(m_window->addSprites({source}), 1);
    QCOMPARE(doc()->spriteCount(), before + 1);
    QCOMPARE(stack()->count(), undoSteps + 1);
    const model::Sprite &sprite = doc()->sprite(before);
    QCOMPARE(sprite.name, QStringLiteral("fighter"));
    QCOMPARE(sprite.frames.size(), 2);
    QCOMPARE(sprite.frames[1].durationMs, 50);
    QCOMPARE(sprite.animations.size(), 1);
    QCOMPARE(sprite.frames[0].shapes.size(), 2); // the slice's box and the fist's trace
    QCOMPARE(sprite.frames[0].shapes[0].role, QStringLiteral("hurtbox"));
    QCOMPARE(sprite.frames[0].shapes[1].role, QStringLiteral("hitbox"));
    QCOMPARE(sprite.frames[1].shapes.size(), 1);
    // What was read is remembered, and the file's shapes are marked as the file's.
    QCOMPARE(sprite.source, std::optional(model::SpriteSource{source, std::nullopt}));
    QVERIFY(sprite.frames[0].shapes[0].fromSource && sprite.frames[0].shapes[1].fromSource);
    QCOMPARE(sprite.frames[0].sourceDigest.size(), 16);
    QVERIFY(sprite.frames[0].sourceDigest != sprite.frames[1].sourceDigest);
    // Every pixel of both frames, as the canvas gets them: the art alone.
    for (int f = 0; f < 2; ++f) {
        const QImage image = doc()->images()
                                     .image(sprite.imagePath, sprite.frames[f].region)
                                     .convertToFormat(QImage::Format_ARGB32);
        QCOMPARE(image.size(), QSize(12, 10));
        const QRect art(1 + f, 1, 4, 4);
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 12; ++x)
                QCOMPARE(image.pixel(x, y), art.contains(x, y) ? red : QRgb(0));
    }
}

QTEST_MAIN(TestMainAseprite)
#include "tst_mainaseprite.moc"
