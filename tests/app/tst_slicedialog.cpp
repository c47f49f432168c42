// Add Sprites with a sprite sheet: the slicing dialog driven like a user would (spin
// boxes typed into, Automatic, OK, Single Image, Cancel); every check is on the document.

#include "animationfiles.h"
#include "document/document.h"
#include "frames/slicedialog.h"
#include "model/document/animationplayback.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace hitbox;
using hitbox::editor::SliceDialog;

class TestSliceDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void sliceWithFields_data();
    void sliceWithFields();
    void automaticFindsTheGrid();
    void singleImage();
    void cancelAddsNothing();
    void badFieldsDisableOk();
    void animatedImageAndAtlas();
    void brokenAtlasNamesTheFile();
    void animatedPngEveryFrame();

private:
    // Adds `file` with Add Sprites, answering the slicing dialog with `answer`; false when
    // no slicing dialog opened.
    bool addAnswering(const QString &file, const std::function<void(SliceDialog *)> &answer);
    editor::Document *doc() const { return m_window->document(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<editor::MainWindow> m_window;
};

namespace {

// The generated sheet: 4 x 2 cells of 12 x 10 pixels after a margin of 2, 3 pixels
// apart, every cell fully opaque, gutters fully transparent.
const QSize sheetCell(12, 10);
constexpr int sheetMargin = 2;
constexpr int sheetSpacing = 3;
constexpr int sheetColumns = 4;
constexpr int sheetRows = 2;

QImage gutteredSheet()
{
    QImage image(sheetMargin + sheetColumns * sheetCell.width() + (sheetColumns - 1) * sheetSpacing,
                 sheetMargin + sheetRows * sheetCell.height() + (sheetRows - 1) * sheetSpacing,
                 QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int cx = (x - sheetMargin) % (sheetCell.width() + sheetSpacing);
            const int cy = (y - sheetMargin) % (sheetCell.height() + sheetSpacing);
            if (x >= sheetMargin && y >= sheetMargin && cx < sheetCell.width()
                && cy < sheetCell.height())
                image.setPixel(x, y, qRgba(40 * (x / 15), 120, 200, 255));
        }
    }
    return image;
}

void typeInto(QSpinBox *box, int value)
{
    QVERIFY(box);
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Tab);
    QCOMPARE(box->value(), value);
}

QSpinBox *field(SliceDialog *dialog, const char *name)
{
    return dialog->findChild<QSpinBox *>(QLatin1String(name));
}

QPushButton *okButton(SliceDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

void TestSliceDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(gutteredSheet().save(m_dir->filePath(QStringLiteral("run.png"))));
    m_window = std::make_unique<editor::MainWindow>();
    m_window->setInteractive(true);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestSliceDialog::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

bool TestSliceDialog::addAnswering(const QString &file,
                                   const std::function<void(SliceDialog *)> &answer)
{
    bool opened = false;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] {
        // The dialog Add Sprites runs modally (not one a test opened itself).
        auto *dialog = qobject_cast<SliceDialog *>(QApplication::activeModalWidget());
        if (dialog && dialog->isVisible()) {
            timer.stop();
            opened = true;
            answer(dialog);
            if (dialog->isVisible()) // a failed check: do not hang
                dialog->reject();
        }
    });
    timer.start();
    m_window->addSprites({m_dir->filePath(file)});
    timer.stop();
    return opened;
}

void TestSliceDialog::sliceWithFields_data()
{
    QTest::addColumn<QSize>("cell");
    QTest::addColumn<int>("margin");
    QTest::addColumn<int>("spacing");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("frames");

    QTest::newRow("the sheet's grid") << sheetCell << sheetMargin << sheetSpacing << 0 << 8;
    QTest::newRow("first five") << sheetCell << sheetMargin << sheetSpacing << 5 << 5;
    QTest::newRow("big cells, no margin") << QSize(20, 12) << 0 << 0 << 0 << 4;
    QTest::newRow("one cell") << QSize(57, 23) << 0 << 0 << 0 << 1;
}

void TestSliceDialog::sliceWithFields()
{
    QFETCH(QSize, cell);
    QFETCH(int, margin);
    QFETCH(int, spacing);
    QFETCH(int, count);
    QFETCH(int, frames);
    const int undoSteps = doc()->undoStack()->count();

    QVERIFY(addAnswering(QStringLiteral("run.png"), [&](SliceDialog *dialog) {
        typeInto(field(dialog, "cellWidth"), cell.width());
        typeInto(field(dialog, "cellHeight"), cell.height());
        typeInto(field(dialog, "margin"), margin);
        typeInto(field(dialog, "spacing"), spacing);
        typeInto(field(dialog, "count"), count);
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("frameCount"))
                        ->text()
                        .startsWith(QString::number(frames)));
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    }));

    QCOMPARE(doc()->spriteCount(), 1);
    QCOMPARE(doc()->undoStack()->count(), undoSteps + 1);
    const model::Sprite &sprite = doc()->sprite(0);
    QCOMPARE(sprite.name, QStringLiteral("run"));
    QCOMPARE(sprite.frames.size(), frames);
    const QSize image = gutteredSheet().size();
    const int columns = (image.width() - margin + spacing) / (cell.width() + spacing);
    for (int i = 0; i < frames; ++i) {
        const QRect expected(margin + (i % columns) * (cell.width() + spacing),
                             margin + (i / columns) * (cell.height() + spacing),
                             cell.width(),
                             cell.height());
        QCOMPARE(sprite.frames.at(i).region.rect, expected);
    }
    // The sprite remembers the sheet and the grid it was sliced by, to read it again.
    QCOMPARE(sprite.source,
             std::optional(model::SpriteSource{m_dir->filePath(QStringLiteral("run.png")),
                                               model::GridSpec{cell, margin, spacing, count}}));
    doc()->undoStack()->undo();
    QCOMPARE(doc()->spriteCount(), 0);
}

void TestSliceDialog::automaticFindsTheGrid()
{
    // Opened with the whole image as one cell, Automatic finds the gutters.
    model::GridSpec whole;
    whole.cell = gutteredSheet().size();
    SliceDialog dialog(gutteredSheet(), QStringLiteral("run.png"), whole);
    dialog.show();
    QCOMPARE(field(&dialog, "cellWidth")->value(), gutteredSheet().width());
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("automatic")), Qt::LeftButton);
    QCOMPARE(dialog.gridSpec().cell, sheetCell);
    QCOMPARE(dialog.gridSpec().margin, sheetMargin);
    QCOMPARE(dialog.gridSpec().spacing, sheetSpacing);
    QCOMPARE(field(&dialog, "cellWidth")->value(), sheetCell.width());
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("frameCount"))->text().startsWith("8"));
    dialog.close();

    // Add Sprites opens the dialog already filled with the automatic split.
    QVERIFY(addAnswering(QStringLiteral("run.png"), [&](SliceDialog *added) {
        QCOMPARE(added->gridSpec().cell, sheetCell);
        QTest::mouseClick(okButton(added), Qt::LeftButton);
    }));
    QCOMPARE(doc()->spriteCount(), 1);
    QCOMPARE(doc()->sprite(0).frames.size(), sheetColumns * sheetRows);
}

void TestSliceDialog::singleImage()
{
    QVERIFY(addAnswering(QStringLiteral("run.png"), [&](SliceDialog *dialog) {
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("singleImage")),
                          Qt::LeftButton);
    }));
    QCOMPARE(doc()->spriteCount(), 1);
    QCOMPARE(doc()->sprite(0).frames.size(), 1);
    QCOMPARE(doc()->sprite(0).frames.first().region, model::FrameRegion{});
    QCOMPARE(doc()->sprite(0).source,
             std::optional(model::SpriteSource{m_dir->filePath(QStringLiteral("run.png")),
                                               std::nullopt}));
}

void TestSliceDialog::cancelAddsNothing()
{
    const int undoSteps = doc()->undoStack()->count();
    QVERIFY(addAnswering(QStringLiteral("run.png"), [&](SliceDialog *dialog) {
        typeInto(field(dialog, "cellWidth"), 20);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                          Qt::LeftButton);
    }));
    QCOMPARE(doc()->spriteCount(), 0);
    QCOMPARE(doc()->undoStack()->count(), undoSteps);
    QVERIFY(!doc()->isModified());
}

void TestSliceDialog::badFieldsDisableOk()
{
    SliceDialog dialog(gutteredSheet(), QStringLiteral("run.png"), {sheetCell, 0, 0, 0});
    dialog.show();
    QVERIFY(okButton(&dialog)->isEnabled());
    typeInto(field(&dialog, "count"), 500); // more than the cells that fit
    QVERIFY(!okButton(&dialog)->isEnabled());
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("frameCount"))->text().isEmpty());
    typeInto(field(&dialog, "count"), 3);
    QVERIFY(okButton(&dialog)->isEnabled());
}

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QList<testing::AnimationFrame> threeFrames()
{
    QList<testing::AnimationFrame> frames;
    for (int i = 0; i < 3; ++i) {
        QImage image(9, 7, QImage::Format_ARGB32);
        image.fill(QColor(60 * i, 100, 200));
        frames.append({image, 40 * (i + 1)});
    }
    return frames;
}

} // namespace

void TestSliceDialog::animatedImageAndAtlas()
{
    writeFile(m_dir->filePath(QStringLiteral("spin.gif")), testing::animatedGif(threeFrames()));
    writeFile(m_dir->filePath(QStringLiteral("run.json")),
              R"({"frames": [{"filename": "run 0.aseprite",
                              "frame": {"x": 2, "y": 2, "w": 12, "h": 10}, "duration": 70},
                             {"filename": "run 1.aseprite",
                              "frame": {"x": 17, "y": 2, "w": 12, "h": 10}, "duration": 90}],
                  "meta": {"app": "http://www.aseprite.org/", "image": "run.png",
                           "frameTags": [{"name": "dash", "from": 0, "to": 1,
                                          "direction": "pingpong"}]}})");
    m_window->setInteractive(false); // an error box would wait for a click
    QCOMPARE(m_window->addSprites({m_dir->filePath(QStringLiteral("spin.gif")),
                                   m_dir->filePath(QStringLiteral("run.json"))}),
             2);

    QCOMPARE(doc()->spriteCount(), 2);
    const model::Sprite &spin = doc()->sprite(0);
    QCOMPARE(spin.frames.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(spin.frames.at(i).durationMs, 40 * (i + 1));
        QCOMPARE(spin.frames.at(i).region.imageIndex, i);
    }
    // One animation over the GIF's frames, named after the file, so it plays: 40, 80 and
    // 120 ms a frame, 240 ms a cycle.
    QCOMPARE(spin.animations.size(), 1);
    QCOMPARE(spin.animations.first().name, QStringLiteral("spin"));
    QCOMPARE(spin.animations.first().frames, (QList<int>{0, 1, 2}));
    QCOMPARE(spin.animations.first().direction, model::AnimationDirection::Forward);
    QCOMPARE(model::frameAtTime(spin, 0, 39), 0);
    QCOMPARE(model::frameAtTime(spin, 0, 40), 1);
    QCOMPARE(model::frameAtTime(spin, 0, 119), 1);
    QCOMPARE(model::frameAtTime(spin, 0, 120), 2);
    QCOMPARE(model::frameAtTime(spin, 0, 240), 0);
    // The frames strip offers it.
    auto *animations = m_window->findChild<QComboBox *>(QStringLiteral("animationCombo"));
    QVERIFY(animations);
    doc()->setCurrentSprite(0);
    QVERIFY(animations->findText(QStringLiteral("spin")) > 0);
    const model::Sprite &run = doc()->sprite(1);
    QCOMPARE(run.imagePath, m_dir->filePath(QStringLiteral("run.png")));
    QCOMPARE(run.frames.size(), 2);
    QCOMPARE(run.frames.at(1).region.rect, QRect(17, 2, 12, 10));
    QCOMPARE(run.frames.at(1).durationMs, 90);
    // The atlas's frame names are kept.
    QCOMPARE(run.frames.at(0).name, QStringLiteral("run 0.aseprite"));
    QCOMPARE(run.frames.at(1).name, QStringLiteral("run 1.aseprite"));
    QCOMPARE(run.animations.size(), 1);
    QCOMPARE(run.animations.first().frames, (QList<int>{0, 1}));
    QCOMPARE(run.animations.first().direction, model::AnimationDirection::PingPong);
}

void TestSliceDialog::brokenAtlasNamesTheFile()
{
    m_window->setInteractive(false); // the error box would wait for a click
    writeFile(m_dir->filePath(QStringLiteral("lost.json")),
              R"({"frames": [{"frame": {"x": 0, "y": 0, "w": 4, "h": 4}}],
                  "meta": {"image": "nowhere.png"}})");
    QSignalSpy errors(m_window.get(), &editor::MainWindow::errorReported);
    QCOMPARE(m_window->addSprites({m_dir->filePath(QStringLiteral("lost.json"))}), 0);
    QCOMPARE(doc()->spriteCount(), 0);
    QCOMPARE(errors.count(), 1);
    QVERIFY2(errors.first().first().toString().contains(QStringLiteral("nowhere.png"))
                     || errors.first().first().toString().contains(QStringLiteral("lost.json")),
             qPrintable(errors.first().first().toString()));
}

void TestSliceDialog::animatedPngEveryFrame()
{
    // An APNG adds one sprite with every frame and its delay, without a warning.
    writeFile(m_dir->filePath(QStringLiteral("blink.png")), testing::animatedPng(threeFrames()));
    m_window->setInteractive(false);
    m_window->addSprites({m_dir->filePath(QStringLiteral("blink.png"))});
    QCOMPARE(doc()->spriteCount(), 1);
    const model::Sprite &blink = doc()->sprite(0);
    QCOMPARE(blink.frames.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(blink.frames.at(i).durationMs, 40 * (i + 1));
        QCOMPARE(blink.frames.at(i).region.imageIndex, i);
    }
    QVERIFY(m_window->findChild<QStatusBar *>()->currentMessage().isEmpty());
}

QTEST_MAIN(TestSliceDialog)
#include "tst_slicedialog.moc"
