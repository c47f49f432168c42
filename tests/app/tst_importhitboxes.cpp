// File > Import Hitboxes through the real main window and dialog: a Tiled tileset's
// collision objects come in as a new sprite, or onto the project's sprite showing the same
// image with the shapes kept on the same pixels (its own pivot and shapes untouched); the
// dialog shows the report (objects a document cannot hold, roles it adds, shapes past the
// sprite's frames, unreadable files) before anything changes, and Import is one undo step.
// A MUGEN .air (counting 60 ticks per second) makes a document without sprites count ticks
// in the same undo step; one with sprites keeps its timing and the report says so.
// Expected coordinates are worked out by hand from the tileset's pixels.

#include "document/document.h"
#include "files/importhitboxesdialog.h"
#include "files/projectfiles.h"
#include "window/mainwindow.h"

#include "model/io/localfile.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

// Two 16 x 16 tiles side by side. Tile 0: a box "fist" of role hitbox at (2, 3) 4 x 5 and a
// polyline (no inside: reported). Tile 1: a circle "shell" of the new role "armour", centre
// (11, 11) radius 3.
const char tileset[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="tiles" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <image source="tiles.png" width="32" height="16"/>
 <tile id="0">
  <objectgroup draworder="index" id="2">
   <object id="1" name="fist" type="hitbox" x="2" y="3" width="4" height="5"/>
   <object id="2" name="trail" x="1" y="1"><polyline points="0,0 4,4"/></object>
  </objectgroup>
 </tile>
 <tile id="1">
  <objectgroup draworder="index" id="2">
   <object id="1" name="shell" type="armour" x="8" y="8" width="6" height="6"><ellipse/></object>
  </objectgroup>
 </tile>
</tileset>
)";

// One MUGEN action of two elements (5 and 7 ticks) with a hurtbox each.
const char air[] = "[Begin Action 0]\nClsn2Default: 1\n Clsn2[0] = -5, 0, 5, -20\n"
                   "0,0, 0,0, 5\n0,1, 0,0, 7\n";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

const model::Shape *shapeNamed(const model::Frame &frame, const QString &name)
{
    for (const model::Shape &s : frame.shapes) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestImportHitboxes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }

    void actionIsInTheFileMenu();
    void tilesetBecomesANewSprite();
    void ontoTheSpriteOfTheSameImage();
    void unreadableFilesAreReported();
    void droppedTilesetIsImported();
    void tickRateOfTheFile_data();
    void tickRateOfTheFile();

private:
    Document *document() const { return m_window->document(); }

    QTemporaryDir m_dir;
    QString m_tileset;
    QString m_image;
    std::unique_ptr<MainWindow> m_window;
};

void TestImportHitboxes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("tst_importhitboxes"));
    QVERIFY(m_dir.isValid());
    m_image = m_dir.filePath(QStringLiteral("tiles.png"));
    QImage image(32, 16, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(m_image));
    m_tileset = m_dir.filePath(QStringLiteral("tiles.tsx"));
    QVERIFY(writeFile(m_tileset, tileset));
}

void TestImportHitboxes::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
}

void TestImportHitboxes::actionIsInTheFileMenu()
{
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("importHitboxes"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    QMenu *file = m_window->menuBar()->actions().first()->menu();
    QVERIFY(file);
    const qsizetype add = file->actions().indexOf(m_window->files()->addSpritesAction());
    QVERIFY(add >= 0);
    QCOMPARE(file->actions().indexOf(action), add + 1);
}

void TestImportHitboxes::tilesetBecomesANewSprite()
{
    const int steps = document()->undoStack()->count();
    const model::RoleTable rolesBefore = document()->project().roles;
    ImportHitboxesDialog dialog(document(), {m_tileset}, m_window.get());
    QCOMPARE(dialog.sprites().size(), 1);
    QCOMPARE(dialog.destination(0), -1); // an empty project: nothing to match
    auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("importedSprites"));
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("tiles"));
    QCOMPARE(tree->topLevelItem(0)->text(1), QStringLiteral("2"));
    QCOMPARE(tree->topLevelItem(0)->text(3), QStringLiteral("2"));
    // The report before anything changes: the polyline and the new role.
    const QString report
            = dialog.findChild<QPlainTextEdit *>(QStringLiteral("importReport"))->toPlainText();
    QVERIFY2(report.contains(QStringLiteral("\"trail\"")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("role \"armour\" added; it collides with nothing")),
             qPrintable(report));
    QCOMPARE(document()->spriteCount(), 0);
    // Enter imports: the focus starts on Import.
    QCOMPARE(dialog.focusWidget(), dialog.findChild<QPushButton *>(QStringLiteral("import")));

    QCOMPARE(dialog.apply(), 2);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(document()->spriteCount(), 1);
    const model::Sprite &sprite = document()->sprite(0);
    QCOMPARE(sprite.frames.size(), 2);
    // Tile pixels less the tile's centre (8, 8), the pivot.
    const model::Shape *fist = shapeNamed(sprite.frames[0], QStringLiteral("fist"));
    QVERIFY(fist);
    QCOMPARE(fist->role, QStringLiteral("hitbox"));
    QCOMPARE(fist->box, (collision::Rect{-6, -5, 4, 5}));
    const model::Shape *shell = shapeNamed(sprite.frames[1], QStringLiteral("shell"));
    QVERIFY(shell);
    QVERIFY(shell->isCircle());
    QCOMPARE(shell->circle.center, (collision::Vec2{3, 3}));
    QCOMPARE(shell->circle.radius, 3.0);
    QVERIFY(document()->project().roles.indexOf(QStringLiteral("armour")));
    QVERIFY(dialog.summary().startsWith(QStringLiteral("Imported 2 shapes as 1 new sprite")));

    document()->undoStack()->undo();
    QCOMPARE(document()->spriteCount(), 0);
    QCOMPARE(document()->project().roles, rolesBefore);
}

void TestImportHitboxes::ontoTheSpriteOfTheSameImage()
{
    // The project's sprite shows the same image, as one 16 x 16 frame (the first tile) with
    // its pivot at the top-left corner and a hand-drawn box.
    model::Project project;
    model::Sprite mine;
    mine.name = QStringLiteral("hero");
    mine.imagePath = m_image;
    mine.pivot = collision::Vec2{0, 0};
    mine.frames[0].region.rect = QRect(0, 0, 16, 16);
    mine.frames[0].shapes << model::Shape::makeBox(
            {1, 1, 2, 2}, QStringLiteral("body"), QStringLiteral("mine"));
    project.sprites << mine;
    document()->resetProject(project, QString());

    ImportHitboxesDialog dialog(document(), {m_tileset}, m_window.get());
    QCOMPARE(dialog.destination(0), 0); // matched by its image, not its name
    const QString report = dialog.report().join(QLatin1Char('\n'));
    QVERIFY2(report.contains(QStringLiteral("frame 1 (1 shape) past the last frame of \"hero\"")),
             qPrintable(report));
    QCOMPARE(dialog.apply(), 1);
    QCOMPARE(document()->spriteCount(), 1);
    const model::Sprite &after = document()->sprite(0);
    QCOMPARE(after.pivot, mine.pivot);
    QCOMPARE(after.frames.size(), 1);
    QCOMPARE(after.frames[0].shapes.size(), 2);
    QCOMPARE(after.frames[0].shapes[0], mine.frames[0].shapes[0]);
    // The same pixels, (2, 3) 4 x 5, now relative to the pivot at (0, 0).
    QCOMPARE(after.frames[0].shapes[1].box, (collision::Rect{2, 3, 4, 5}));

    // Chosen as a new sprite instead, the import adds one and leaves "hero" alone.
    document()->undoStack()->undo();
    ImportHitboxesDialog again(document(), {m_tileset}, m_window.get());
    again.setDestination(0, -1);
    QVERIFY(again.report().join(QLatin1Char('\n')).indexOf(QStringLiteral("past the last")) < 0);
    QCOMPARE(again.apply(), 2);
    QCOMPARE(document()->spriteCount(), 2);
    QCOMPARE(document()->sprite(0), mine);
    QCOMPARE(document()->sprite(1).name, QStringLiteral("tiles"));
}

void TestImportHitboxes::unreadableFilesAreReported()
{
    const QString broken = m_dir.filePath(QStringLiteral("broken %1.tsx"));
    QVERIFY(writeFile(broken, QByteArray(tileset).left(200)));
    {
        ImportHitboxesDialog dialog(document(), {broken, m_tileset}, m_window.get());
        QCOMPARE(dialog.sprites().size(), 1);
        QVERIFY(dialog.report().first().startsWith(
                QDir::toNativeSeparators(model::absoluteFileSystemPath(broken))));
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("import"))->isEnabled());
    }
    ImportHitboxesDialog dialog(document(), {broken}, m_window.get());
    QVERIFY(dialog.sprites().isEmpty());
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("import"))->isEnabled());
    QCOMPARE(dialog.apply(), 0);
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestImportHitboxes::droppedTilesetIsImported()
{
    QString status;
    connect(m_window->files(), &ProjectFiles::statusMessage, this, [&](const QString &message) {
        status = message;
    });
    m_window->files()->openDropped({QUrl::fromLocalFile(m_tileset)});
    QCOMPARE(document()->spriteCount(), 1);
    QCOMPARE(document()->sprite(0).name, QStringLiteral("tiles"));
    QVERIFY2(status.startsWith(QStringLiteral("Imported 2 shapes")), qPrintable(status));
}

void TestImportHitboxes::tickRateOfTheFile_data()
{
    QTest::addColumn<int>("rate");        // the document's before
    QTest::addColumn<bool>("hasSprites"); // the document has a sprite before
    QTest::addColumn<bool>("tilesetFirst");
    QTest::addColumn<int>("after");
    QTest::addColumn<bool>("kept"); // the report says the document keeps its timing
    QTest::newRow("empty, in ms: takes 60") << 0 << false << false << 60 << false;
    QTest::newRow("empty, at 30: takes 60") << 30 << false << false << 60 << false;
    QTest::newRow("empty, at 60: nothing to do") << 60 << false << false << 60 << false;
    QTest::newRow("with a sprite, in ms: keeps ms") << 0 << true << false << 0 << true;
    QTest::newRow("with a sprite, at 60: agrees") << 60 << true << false << 60 << false;
    // File by file, in order: the tileset's sprite comes first and counts no ticks.
    QTest::newRow("empty, the tileset first: keeps ms") << 0 << false << true << 0 << true;
}

void TestImportHitboxes::tickRateOfTheFile()
{
    QFETCH(int, rate);
    QFETCH(bool, hasSprites);
    QFETCH(bool, tilesetFirst);
    QFETCH(int, after);
    QFETCH(bool, kept);
    const QString file = m_dir.filePath(QStringLiteral("kfm %1.air"));
    QVERIFY(writeFile(file, air));
    model::Project project;
    project.ticksPerSecond = rate;
    if (hasSprites) {
        model::Sprite mine;
        mine.name = QStringLiteral("mine");
        mine.imagePath = m_image;
        project.sprites << mine;
    }
    document()->resetProject(project, QString());

    const QStringList files = tilesetFirst ? QStringList{m_tileset, file} : QStringList{file};
    ImportHitboxesDialog dialog(document(), files, m_window.get());
    const QString line = QDir::toNativeSeparators(model::absoluteFileSystemPath(file))
                         + QStringLiteral(": counts 60 ticks per second; the document keeps its "
                                          "own timing, durations rounded to it");
    QCOMPARE(dialog.report().contains(line), kept);
    QVERIFY(dialog.apply() > 0);
    QCOMPARE(document()->project().ticksPerSecond, after);
    QCOMPARE(dialog.summary().contains(QStringLiteral("ticks, 60 per second")), after != rate);
    QCOMPARE(document()->undoStack()->count(), 1);
    document()->undoStack()->undo();
    QCOMPARE(document()->project().ticksPerSecond, rate);
    QCOMPARE(document()->spriteCount(), hasSprites ? 1 : 0);
}

QTEST_MAIN(TestImportHitboxes)
#include "tst_importhitboxes.moc"
