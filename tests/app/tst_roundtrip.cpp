// Documents through the editor's own open and save: the demo project saved, opened and
// saved again is byte-identical; edits undone to the start save the same bytes; and
// documents written by hand as docs/format.md describes them open with the documented
// values and defaults.

#include "commands/shapecommands.h"
#include "commands/spritecommands.h"
#include "document/document.h"
#include "window/mainwindow.h"

#include "model/io/projectformat.h"

#include "spriteshapesfixture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using collision::Vec2;

namespace {

QString sourceDir()
{
    return qEnvironmentVariable("HITBOX_SOURCE_DIR"); // set by CTest
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The first differing line of two documents, for failure messages.
QString firstDifference(const QByteArray &a, const QByteArray &b)
{
    const QList<QByteArray> la = a.split('\n');
    const QList<QByteArray> lb = b.split('\n');
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i) {
        if (la.value(i) != lb.value(i)) {
            return QStringLiteral("line %1: '%2' vs '%3'")
                    .arg(i + 1)
                    .arg(QString::fromUtf8(la.value(i)), QString::fromUtf8(lb.value(i)));
        }
    }
    return QStringLiteral("same lines");
}

} // namespace

class TestRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void demoSavesByteIdentical();
    void undoneEditsSaveTheSameBytes();
    void formatDocExampleOpens();
    void minimalHandWrittenDocument();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    Document *doc() const { return m_window->document(); }
    bool copyDemo();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestRoundTrip::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_roundtrip"));
    QSettings().clear();
    QVERIFY2(QFile::exists(sourceDir() + QStringLiteral("/resources/demo/demo.hitbox.json")),
             qPrintable(sourceDir()));
}

void TestRoundTrip::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
}

void TestRoundTrip::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

// The demo and its images in the same layout as in the source tree: demo/ and samples/.
bool TestRoundTrip::copyDemo()
{
    QDir dir(m_dir->path());
    if (!dir.mkpath(QStringLiteral("demo")) || !dir.mkpath(QStringLiteral("samples")))
        return false;
    const QDir samples(sourceDir() + QStringLiteral("/resources/samples"));
    for (const QString &name : samples.entryList({QStringLiteral("*.png")}, QDir::Files)) {
        if (!QFile::copy(samples.filePath(name), path(QStringLiteral("samples/") + name)))
            return false;
    }
    return QFile::copy(sourceDir() + QStringLiteral("/resources/demo/demo.hitbox.json"),
                       path(QStringLiteral("demo/demo.hitbox.json")));
}

void TestRoundTrip::demoSavesByteIdentical()
{
    QVERIFY(copyDemo());
    const QString demo = path(QStringLiteral("demo/demo.hitbox.json"));
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->openProject(demo));
    QCOMPARE(errors.count(), 0);
    QVERIFY(doc()->spriteCount() >= 5);
    for (int i = 0; i < doc()->spriteCount(); ++i)
        QVERIFY2(!doc()->image(i).isNull(), qPrintable(doc()->sprite(i).imagePath));

    // Save -> open -> save, next to the demo so relative image paths stay the same.
    const QString first = path(QStringLiteral("demo/first.hitbox.json"));
    const QString second = path(QStringLiteral("demo/second.hitbox.json"));
    QVERIFY(m_window->saveAs(first));
    const model::Project saved = doc()->project();
    QVERIFY(m_window->openProject(first));
    QCOMPARE(doc()->project(), saved);
    QVERIFY(m_window->saveAs(second));
    const QByteArray a = readAll(first);
    const QByteArray b = readAll(second);
    QVERIFY(!a.isEmpty());
    QVERIFY2(a == b, qPrintable(firstDifference(a, b)));

    // Saved into another folder, image paths are rewritten relative to it and still
    // resolve to the same files.
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("elsewhere/deeper")));
    const QString moved = path(QStringLiteral("elsewhere/deeper/moved.hitbox.json"));
    QVERIFY(m_window->saveAs(moved));
    QVERIFY(readAll(moved).contains("\"../../samples/ship.png\""));
    QVERIFY(m_window->openProject(moved));
    QCOMPARE(doc()->project(), saved);
}

void TestRoundTrip::undoneEditsSaveTheSameBytes()
{
    QVERIFY(copyDemo());
    QVERIFY(m_window->openProject(path(QStringLiteral("demo/demo.hitbox.json"))));
    // A preview scene with sprites placed, so removing sprites has instances to restore.
    model::PreviewScene preview = doc()->previewScene();
    preview.instances = {{0, 0, {10.5, 20.25}, 30, {1, 1}, {}},
                         {3, 0, {200, 100}, 0, {0.5, 2}, {3, -4}},
                         {1, 0, {0.1, 38.4}, -90, {1, 1}, {}}};
    doc()->setPreviewScene(preview);
    const QString first = path(QStringLiteral("demo/first.hitbox.json"));
    QVERIFY(m_window->saveAs(first));
    QVERIFY(readAll(first).contains("\"instances\""));

    // Edits of every kind, with awkward numbers, then all undone.
    QUndoStack *stack = doc()->undoStack();
    Document *d = doc();
    stack->push(new RenameSprite(d, 0, QStringLiteral("renamed")));
    stack->push(new SetAlphaThreshold(d, 0, 3));
    for (const Vec2 pivot : {Vec2{10.1, 38.4}, Vec2{0.1, 0.7}, Vec2{-3.3, 17.9}})
        stack->push(new SetPivot(d, 0, pivot, 1));
    stack->push(new SetPivot(d, 1, Vec2{0.3, 0.3}, 2));
    // The demo's ship (a version-1 sprite): box 0, circle 1, its hull 2.
    QCOMPARE(shapefixture::shapeIndex(d->sprite(0), model::ShapeKind::Box), 0);
    QCOMPARE(shapefixture::shapeIndex(d->sprite(0), model::ShapeKind::Circle), 1);
    QCOMPARE(shapefixture::shapeIndex(d->sprite(0), model::ShapeKind::Polygon), 2);
    stack->push(new SetBox(d, 0, 0, collision::Rect{0.1, 0.2, 38.4, 0.7}, 3));
    stack->push(new SetCircle(d, 0, 1, collision::Circle{{0.3, -0.1}, 38.4}, 4));
    stack->push(new RemoveShapes(d, 0, ShapeSelection{{1}, {}}));
    stack->push(new InsertPolygonPoint(d, 0, 1, 1, Vec2{0.1, 0.2}));
    stack->push(new RenameShape(d, 0, 0, QStringLiteral("feet")));
    stack->push(new SetShapeRole(d, 0, 1, QStringLiteral("hitbox")));
    stack->push(new SetShapeSensor(d, 0, 0, true));
    stack->push(new AddBox(d, 0, collision::Rect{-0.1, 3.3, 0.7, 38.4}));
    stack->push(new AddCircle(d, 0));
    stack->push(new AddPolygon(
            d,
            1,
            model::Shape::makePolygon(collision::Polygon{{{0, 0}, {1.5, 0}, {0, 2.5}}},
                                      model::defaultRoleName(),
                                      QStringLiteral("p"))));
    stack->push(new ApplyShapesToSprites(d, d->shapes(0), {1, 2}));
    stack->push(new RemoveSprites(d, {0, 3}));
    stack->push(new AddSprites(d, {d->sprite(0)}, 0));
    stack->push(new SetColorKey(d, 2, model::ColorKey{QColor(1, 2, 3), 9}));
    QVERIFY(doc()->isModified());
    stack->setIndex(0);
    QVERIFY(!doc()->isModified());

    const QString again = path(QStringLiteral("demo/again.hitbox.json"));
    QVERIFY(m_window->saveAs(again));
    const QByteArray a = readAll(first);
    const QByteArray b = readAll(again);
    QVERIFY2(a == b, qPrintable(firstDifference(a, b)));

    // Redone and saved, the edits are there; undone again, the bytes are back.
    stack->setIndex(stack->count());
    QVERIFY(m_window->save());
    QVERIFY(readAll(again) != a);
    stack->setIndex(0);
    QVERIFY(m_window->save());
    QVERIFY2(readAll(again) == a, qPrintable(firstDifference(readAll(again), a)));
}

void TestRoundTrip::formatDocExampleOpens()
{
    // The example of docs/format.md, exactly as printed there.
    const QString doc = QString::fromUtf8(readAll(sourceDir() + QStringLiteral("/docs/format.md")));
    const QRegularExpressionMatch example
            = QRegularExpression(QStringLiteral("```json\\n(.*?)```"),
                                 QRegularExpression::DotMatchesEverythingOption)
                      .match(doc);
    QVERIFY(example.hasMatch());
    QDir dir(m_dir->path());
    QVERIFY(dir.mkpath(QStringLiteral("sprites")));
    // The fighter's sheet holds three 64 x 64 cells; the ship is magenta, its colour key.
    QImage sheet(192, 64, QImage::Format_ARGB32);
    sheet.fill(QColor(10, 20, 30, 200));
    QVERIFY(sheet.save(path(QStringLiteral("sprites/fighter.png"))));
    QImage ship(96, 80, QImage::Format_RGB32);
    ship.fill(QColor(255, 0, 255));
    QVERIFY(ship.save(path(QStringLiteral("sprites/ship.png"))));
    const QString file = path(QStringLiteral("example.hitbox.json"));
    QVERIFY(writeAll(file, example.captured(1).toUtf8()));

    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY2(m_window->openProject(file), qPrintable(m_window->lastError()));
    QCOMPARE(errors.count(), 0);
    QCOMPARE(this->doc()->spriteCount(), 2);

    // The values as the example's text gives them (tst_formatdoc checks every field).
    const model::Sprite &fighter = this->doc()->sprite(0);
    QCOMPARE(fighter.name, QStringLiteral("fighter"));
    QCOMPARE(fighter.imagePath, path(QStringLiteral("sprites/fighter.png")));
    QCOMPARE(fighter.pivot, (Vec2{32, 60}));
    QCOMPARE(fighter.frames.size(), 3);
    QCOMPARE(fighter.frames[1].shapes.size(), 2);
    QCOMPARE(fighter.frames[1].shapes[1].box, (collision::Rect{12, -40, 16, 10}));
    QCOMPARE(fighter.frames[1].shapes[1].role, QStringLiteral("hitbox"));
    QCOMPARE(fighter.animations.size(), 1);
    const model::Sprite &s = this->doc()->sprite(1);
    QCOMPARE(s.name, QStringLiteral("ship"));
    QCOMPARE(s.colorKey, (model::ColorKey{QColor(255, 0, 255), 4}));
    QVERIFY(!s.pivot && s.frames.size() == 1);
    const QList<model::Shape> &shapes = shapefixture::shapes0(s); // hull, shield
    QCOMPARE(shapes.size(), 2);
    QVERIFY(shapes[0].isPolygon() && shapes[1].isCircle());
    QCOMPARE(shapes[0].name, QStringLiteral("hull"));
    QVERIFY(shapes[1].sensor);
    QVERIFY(!this->doc()->image(0).isNull());
    QVERIFY(!this->doc()->image(1).isNull());
    // The trimmed frame is shown as its untrimmed 64 x 64 frame.
    QCOMPARE(this->doc()->frameImage(0, 2).size(), QSize(64, 64));
    // The ship's pivot is its frame's centre; the colour key makes the magenta image
    // transparent.
    QCOMPARE(this->doc()->pivot(1), (Vec2{48, 40}));
    QCOMPARE(this->doc()->mask(1)->solidCount(), 0);

    // Saved by the editor and opened again, it is the same project.
    QVERIFY(m_window->saveAs(path(QStringLiteral("resaved.hitbox.json"))));
    const model::Project project = this->doc()->project();
    QVERIFY(m_window->openProject(path(QStringLiteral("resaved.hitbox.json"))));
    QCOMPARE(this->doc()->project(), project);
}

void TestRoundTrip::minimalHandWrittenDocument()
{
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("art")));
    QImage image(20, 10, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QVERIFY(image.save(path(QStringLiteral("art/hero.png"))));
    // Only the required fields, Windows line ends, an unknown field (ignored) and keys
    // in no particular order.
    const QByteArray text
            = "{\r\n  \"sprites\": [ { \"image\": \"art/hero.png\", \"comment\": "
              "\"mine\" } ],\r\n  \"version\": 1,\r\n  \"format\": \"hitbox\"\r\n}\r\n";
    const QString file = path(QStringLiteral("hand.hitbox.json"));
    QVERIFY(writeAll(file, text));
    QVERIFY2(m_window->openProject(file), qPrintable(m_window->lastError()));
    QCOMPARE(doc()->spriteCount(), 1);
    const model::Sprite &s = doc()->sprite(0);
    QCOMPARE(s.name, QStringLiteral("hero")); // the image's base name
    QCOMPARE(s.threshold, 128);
    QVERIFY(!s.pivot && s.frames.size() == 1 && shapefixture::shapes0(s).isEmpty() && !s.colorKey);
    QCOMPARE(doc()->pivot(0), (Vec2{10, 5}));
    QVERIFY(doc()->project().preview.isEmpty());
    QVERIFY(!doc()->isModified());
}

QTEST_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
