// Frame::sourceDigest: what a source gave a frame (its untrimmed picture and its source
// shapes) is told apart from any change to either, and nothing else counts; frames cut
// from a sheet on disk are digested from their own pixels, whatever their trim.

#include "model/io/frameloader.h"
#include "model/io/sourcedigest.h"

#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using model::Shape;

class TestSourceDigest : public QObject
{
    Q_OBJECT

private slots:
    void sameOrChanged_data();
    void sameOrChanged();
    void framesOfASheet();
    void unreadablePictureIsUnknown();
};

namespace {

QImage picture(QSize size = QSize(6, 4))
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    image.setPixel(1, 1, qRgba(200, 10, 10, 255));
    image.setPixel(4, 2, qRgba(0, 0, 255, 128));
    return image;
}

Shape slice(double x)
{
    Shape s = Shape::makeBox({x, 0, 2, 2}, QStringLiteral("hitbox"), QStringLiteral("fist"));
    s.fromSource = true;
    return s;
}

} // namespace

void TestSourceDigest::sameOrChanged_data()
{
    QTest::addColumn<QImage>("a");
    QTest::addColumn<QList<Shape>>("shapesA");
    QTest::addColumn<QImage>("b");
    QTest::addColumn<QList<Shape>>("shapesB");
    QTest::addColumn<bool>("same");

    const QList<Shape> one{slice(0)};
    QTest::newRow("identical") << picture() << one << picture() << one << true;
    QImage alpha = picture();
    alpha.setPixel(4, 2, qRgba(0, 0, 255, 129));
    QTest::newRow("one alpha step") << picture() << one << alpha << one << false;
    QImage colour = picture();
    colour.setPixel(1, 1, qRgba(201, 10, 10, 255));
    QTest::newRow("one colour step") << picture() << one << colour << one << false;
    QImage hiddenColour = picture();
    hiddenColour.setPixel(0, 0, qRgba(255, 0, 255, 0));
    QTest::newRow("transparent pixel of another colour")
            << picture() << one << hiddenColour << one << true;
    QTest::newRow("premultiplied storage of the same pixels")
            << picture() << one << picture().convertToFormat(QImage::Format_ARGB32_Premultiplied)
            << one << true;
    QTest::newRow("a transparent column more")
            << picture() << one << picture(QSize(7, 4)) << one << false;
    QTest::newRow("same pixels, rows and columns swapped")
            << picture(QSize(6, 6)) << one
            << picture(QSize(6, 6)).transformed(QTransform(0, 1, 1, 0, 0, 0)) << one << false;
    QTest::newRow("source shape moved")
            << picture() << one << picture() << QList{slice(1)} << false;
    QTest::newRow("source shape gone") << picture() << one << picture() << QList<Shape>{} << false;
    QList<Shape> withUsers = one;
    withUsers.prepend(Shape::makeCircle({{1, 1}, 2}, QStringLiteral("body")));
    withUsers << Shape::makeBox({0, 0, 1, 1}, QStringLiteral("body"));
    withUsers.last().tracedThreshold = 128; // a trace of the picture is not the source's
    QTest::newRow("the user's and traced shapes do not count")
            << picture() << one << picture() << withUsers << true;
    QList<Shape> renamed = one;
    renamed[0].name = QStringLiteral("kick");
    QTest::newRow("source shape renamed") << picture() << one << picture() << renamed << false;
    QTest::newRow("null picture") << QImage() << one << QImage() << one << true;
    QTest::newRow("null picture against a transparent one")
            << QImage() << one << QImage(QSize(1, 1), QImage::Format_ARGB32) << one << false;
}

void TestSourceDigest::sameOrChanged()
{
    QFETCH(QImage, a);
    QFETCH(QList<Shape>, shapesA);
    QFETCH(QImage, b);
    QFETCH(QList<Shape>, shapesB);
    QFETCH(bool, same);
    if (!b.isNull() && b.size() == QSize(1, 1))
        b.fill(Qt::transparent);
    const QString ab = model::frameSourceDigest(a, shapesA);
    const QString ba = model::frameSourceDigest(b, shapesB);
    QCOMPARE(ab.size(), model::sourceDigestLength);
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]+$")).match(ab).hasMatch());
    QCOMPARE(ab == ba, same);
    // Swapped, and again: a digest depends on nothing but its arguments.
    QCOMPARE(model::frameSourceDigest(b, shapesB) == model::frameSourceDigest(a, shapesA), same);
    QCOMPARE(model::frameSourceDigest(a, shapesA), ab);
}

void TestSourceDigest::framesOfASheet()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Two 6x4 cells side by side: the first is picture(), the second too but for one pixel.
    QImage sheet(12, 4, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    QPainter painter(&sheet);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.drawImage(0, 0, picture());
    painter.drawImage(6, 0, picture());
    painter.end();
    sheet.setPixel(6 + 5, 3, qRgba(1, 2, 3, 255));
    const QString path = dir.filePath(QStringLiteral("sheet.png"));
    QVERIFY(sheet.save(path));

    model::Sprite sprite;
    sprite.imagePath = path;
    sprite.frames = {model::Frame{}, model::Frame{}, model::Frame{}};
    sprite.frames[0].region.rect = QRect(0, 0, 6, 4);
    sprite.frames[1].region.rect = QRect(6, 0, 6, 4);
    // The first cell trimmed as a packer would: its pixels (1,1)-(4,2) at their offset.
    sprite.frames[2].region.rect = QRect(1, 1, 4, 2);
    sprite.frames[2].region.sourceSize = QSize(6, 4);
    sprite.frames[2].region.trimOffset = QPoint(1, 1);
    sprite.frames[0].shapes = {slice(0)};
    sprite.frames[2].shapes = {slice(0)};
    model::FrameSources sources;
    model::setSourceDigests(sprite, sources);

    QCOMPARE(sprite.frames[0].sourceDigest, model::frameSourceDigest(picture(), {slice(0)}));
    QImage second = picture();
    second.setPixel(5, 3, qRgba(1, 2, 3, 255));
    QCOMPARE(sprite.frames[1].sourceDigest, model::frameSourceDigest(second, {}));
    QCOMPARE(sprite.frames[2].sourceDigest, sprite.frames[0].sourceDigest);
    QVERIFY(sprite.frames[0].sourceDigest != sprite.frames[1].sourceDigest);
    QCOMPARE(sources.imageDecodes(), 1);
}

void TestSourceDigest::unreadablePictureIsUnknown()
{
    QTemporaryDir dir;
    model::Sprite sprite;
    sprite.imagePath = dir.filePath(QStringLiteral("gone.png"));
    sprite.frames.first().sourceDigest = QStringLiteral("0000000000000000");
    model::FrameSources sources;
    model::setSourceDigests(sprite, sources);
    QVERIFY(sprite.frames.first().sourceDigest.isEmpty());
    const model::LoadedImage loaded = model::untrimmedFrame(sprite, sprite.frames.first(), sources);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.contains(QStringLiteral("gone.png")), qPrintable(loaded.error));
}

QTEST_MAIN(TestSourceDigest)
#include "tst_sourcedigest.moc"
