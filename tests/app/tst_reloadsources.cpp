// File > Reload Sources in the real main window: an Aseprite character added with Add
// Sprites, a box drawn by hand, then the file changed on disk. The watch notices and the
// notice bar offers Reload Sources; reloading takes the new art (pixels, slice boxes,
// hitbox-layer traces, a new frame) and keeps the hand-drawn box, in one undo step that
// undo takes back whole. Reloading unchanged sources changes nothing; a source that is gone
// changes nothing and the error names it; a document without sources says so.

#include "mainwindowfixture.h"

#include "asepritewriter.h"

#include "base/noticebar.h"
#include "commands/shapecommands.h"
#include "files/sourcereloader.h"

#include <QFile>
#include <QPushButton>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;
using namespace hitbox::testing;

namespace {

const QRgb red = qRgba(200, 0, 0, 255);

// `frames` frames; frame k has its art block at x = 1 + k (one lower in the `lowered`
// frames), a block on the hitbox layer and a "kick" slice key that follow it.
QByteArray characterFile(int frames, const QList<int> &lowered = {})
{
    AseWriteFile file;
    file.size = QSize(16, 12);
    file.layers = {aseLayer(QStringLiteral("art")), aseLayer(QStringLiteral("hitbox: fist"))};
    AseWriteSlice kick = aseSlice(QStringLiteral("kick:hitbox"), {});
    for (int k = 0; k < frames; ++k) {
        const int dy = lowered.contains(k) ? 1 : 0;
        file.frames << AseWriteFrame{100,
                                     {aseBlockCel(0, QRect(1 + k, 1 + dy, 4, 4), red),
                                      aseBlockCel(1, QRect(6 + k, 2 + dy, 3, 3))}};
        kick.keys << aseSliceKey(k, QRect(1 + k, 6 + dy, 2, 2));
    }
    file.slices = {kick};
    file.tags = {aseTag(QStringLiteral("jab"), 0, frames - 1)};
    return writeAseprite(file);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

// The source's boxes on a frame, in frame pixels (shapes are kept relative to the pivot,
// here the centre of the 16 x 12 frame).
QList<QRectF> sourceBoxes(const model::Frame &frame)
{
    QList<QRectF> boxes;
    for (const model::Shape &shape : frame.shapes) {
        if (shape.fromSource && shape.kind == model::ShapeKind::Box)
            boxes << QRectF(shape.box.x + 8, shape.box.y + 6, shape.box.w, shape.box.h);
    }
    return boxes;
}

} // namespace

class TestReloadSources : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_reloadsources"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void reloadKeepsHandShapesInOneUndoStep();
    void changeOnDiskOffersReload();
    void unchangedSourcesChangeNothing();
    void missingSourceChangesNothing();
    void documentWithoutSources();
    void changedSourcesText_data();
    void changedSourcesText();

private:
    // Adds fighter.aseprite (3 frames) and draws a box by hand on frame 1; returns the
    // sprite's index.
    int addCharacter();
    QString characterPath() const { return path(QStringLiteral("fighter.aseprite")); }
};

int TestReloadSources::addCharacter()
{
    if (!writeFile(characterPath(), characterFile(3)))
        return -1;
    const int index = doc()->spriteCount();
    if (m_window->addSprites({characterPath()}) != 1)
        return -1;
    doc()->setCurrentSprite(index);
    doc()->setCurrentFrame(index, 1);
    stack()->push(new AddBox(doc(), index, collision::Rect{2, 2, 5, 5}));
    return index;
}

void TestReloadSources::reloadKeepsHandShapesInOneUndoStep()
{
    const int index = addCharacter();
    QVERIFY(index >= 0);
    const model::Sprite before = doc()->sprite(index);
    QCOMPARE(before.frames.size(), 3);
    QCOMPARE(doc()->pivot(index), (collision::Vec2{8, 6}));
    QCOMPARE(sourceBoxes(before.frames[1]), QList<QRectF>{QRectF(2, 6, 2, 2)});
    QCOMPARE(before.frames[1].shapes.size(), 3); // the slice, the fist's trace, the hand box
    const model::Shape handBox = before.frames[1].shapes.last();
    QVERIFY(!handBox.fromSource);

    // The art changes: frame 1 moves down a pixel and a fourth frame is drawn.
    QVERIFY(writeFile(characterPath(), characterFile(4, {1})));
    const int steps = stack()->count();
    QVERIFY(action("reloadSources")->isEnabled());
    action("reloadSources")->trigger();
    QCOMPARE(stack()->count(), steps + 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Reload Sources"));

    const model::Sprite &after = doc()->sprite(index);
    QCOMPARE(after.frames.size(), 4);
    QCOMPARE(after.frames[0], before.frames[0]); // unchanged frame: untouched
    QCOMPARE(after.frames[2], before.frames[2]);
    QVERIFY(after.frames[1].sourceDigest != before.frames[1].sourceDigest);
    // Frame 1: the slice box moved down with the art, the hand box stayed.
    QCOMPARE(sourceBoxes(after.frames[1]), QList<QRectF>{QRectF(2, 7, 2, 2)});
    QVERIFY(after.frames[1].shapes.contains(handBox));
    // The new frame came with its slice, and the tag grew to it.
    QCOMPARE(sourceBoxes(after.frames[3]), QList<QRectF>{QRectF(4, 6, 2, 2)});
    QCOMPARE(after.animations.size(), 1);
    QCOMPARE(after.animations[0].frames, QList<int>({0, 1, 2, 3}));
    // The canvas shows the new pixels of frame 1 (the cache forgot the old ones).
    const QImage frame1 = doc()->frameImage(index, 1).convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(frame1.pixel(2, 1), QRgb(0));
    QCOMPARE(frame1.pixel(2, 2), red);
    QCOMPARE(doc()->currentFrame(index), 1);

    // One undo takes everything back.
    stack()->undo();
    QCOMPARE(doc()->sprite(index), before);
    stack()->redo();
    QCOMPARE(doc()->sprite(index).frames.size(), 4);
}

void TestReloadSources::changeOnDiskOffersReload()
{
    const int index = addCharacter();
    QVERIFY(index >= 0);
    SourceReloader *reloader = m_window->sourceReloader();
    QVERIFY(reloader->watchedFiles().contains(characterPath()));
    QSignalSpy changed(reloader, &SourceReloader::sourcesChanged);
    QVERIFY(m_window->noticeBar()->text().isEmpty());

    QVERIFY(writeFile(characterPath(), characterFile(3, {0})));
    QVERIFY(changed.wait(5000));
    QCOMPARE(changed.first().first().toStringList(), QStringList{QStringLiteral("fighter")});
    QCOMPARE(m_window->noticeBar()->text(),
             QStringLiteral("The art of \"fighter\" changed on disk."));

    // The notice's button reloads and hides the notice.
    auto *button = m_window->noticeBar()->findChild<QPushButton *>(
            QStringLiteral("reloadSourcesNotice"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Reload Sources"));
    const int steps = stack()->count();
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(stack()->count(), steps + 1);
    QVERIFY(m_window->noticeBar()->text().isEmpty());
    QCOMPARE(sourceBoxes(doc()->sprite(index).frames[0]), QList<QRectF>{QRectF(1, 7, 2, 2)});

    // Reloaded another way (File > Reload Sources, its shortcut), the notice goes too.
    QVERIFY(writeFile(characterPath(), characterFile(3, {1})));
    QVERIFY(changed.wait(5000));
    QVERIFY(!m_window->noticeBar()->text().isEmpty());
    reloader->reloadAction()->trigger();
    QCOMPARE(stack()->count(), steps + 2);
    QVERIFY(m_window->noticeBar()->text().isEmpty());
}

void TestReloadSources::unchangedSourcesChangeNothing()
{
    const int index = addCharacter();
    QVERIFY(index >= 0);
    const model::Project before = doc()->project();
    const int steps = stack()->count();
    QSignalSpy status(m_window->sourceReloader(), &SourceReloader::statusMessage);
    QCOMPARE(m_window->sourceReloader()->reload(), 0);
    QCOMPARE(stack()->count(), steps);
    QCOMPARE(doc()->project(), before);
    QCOMPARE(status.size(), 1);
    QCOMPARE(status.first().first().toString(), QStringLiteral("The sources have not changed."));
}

void TestReloadSources::missingSourceChangesNothing()
{
    const int index = addCharacter();
    QVERIFY(index >= 0);
    const model::Project before = doc()->project();
    const int steps = stack()->count();
    QVERIFY(QFile::remove(characterPath()));
    QSignalSpy errors(m_window->sourceReloader(), &SourceReloader::errorOccurred);
    QCOMPARE(m_window->sourceReloader()->reload(), 0);
    QCOMPARE(errors.size(), 1);
    const QString message = errors.first().at(1).toString();
    QVERIFY2(message.startsWith(QStringLiteral("Nothing was reloaded")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("fighter.aseprite")), qPrintable(message));
    QCOMPARE(stack()->count(), steps);
    QCOMPARE(doc()->project(), before);
}

void TestReloadSources::documentWithoutSources()
{
    // The test project's sprites were made without Add Sprites: none has a source.
    for (int i = 0; i < doc()->spriteCount(); ++i)
        QVERIFY(!doc()->sprite(i).source);
    QVERIFY(!action("reloadSources")->isEnabled());
    QSignalSpy errors(m_window->sourceReloader(), &SourceReloader::errorOccurred);
    QCOMPARE(m_window->sourceReloader()->reload(), 0);
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.first().at(1).toString().contains(QStringLiteral("Add the sprites again")));
    // Adding one enables the action.
    QVERIFY(addCharacter() >= 0);
    QVERIFY(action("reloadSources")->isEnabled());
}

void TestReloadSources::changedSourcesText_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("text");
    QTest::newRow("one") << QStringList{QStringLiteral("hero")}
                         << QStringLiteral("The art of \"hero\" changed on disk.");
    QTest::newRow("two") << QStringList{QStringLiteral("a"), QStringLiteral("b")}
                         << QStringLiteral("The art of 2 sprites changed on disk (\"a\", \"b\").");
    QTest::newRow("five, with %1 in a name")
            << QStringList{QStringLiteral("%1"),
                           QStringLiteral("b"),
                           QStringLiteral("c"),
                           QStringLiteral("d"),
                           QStringLiteral("e")}
            << QStringLiteral("The art of 5 sprites changed on disk (\"%1\", \"b\", \"c\", ...).");
}

void TestReloadSources::changedSourcesText()
{
    QFETCH(QStringList, names);
    QFETCH(QString, text);
    QCOMPARE(editor::changedSourcesText(names), text);
}

QTEST_MAIN(TestReloadSources)
#include "tst_reloadsources.moc"
