// Add Sprites shows what an Aseprite file becomes before adding it, through the real main
// window: layers, slices and tags each with what they become (model::asepriteImportPlan),
// what is left out greyed; Cancel adds nothing, Add Sprite adds the sprite; the progress of
// Add Sprites stays hidden while the question is open.

#include "asepritewriter.h"

#include "document/document.h"
#include "files/asepriteimportdialog.h"
#include "window/mainwindow.h"

#include "model/io/asepritefile.h"

#include <QApplication>
#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

namespace {

// Two frames; a picture layer, a hidden layer and a hitbox layer; a slice naming the
// hitbox role and one naming none; one tag.
QByteArray fighter()
{
    AseWriteFile file;
    file.layers = {aseLayer(QStringLiteral("art")),
                   aseLayer(QStringLiteral("notes"), 0, 0, false),
                   aseLayer(QStringLiteral("hurtbox"))};
    for (int f = 0; f < 2; ++f) {
        AseWriteFrame frame;
        frame.cels << aseBlockCel(0, QRect(1, 1, 5, 6)) << aseBlockCel(2, QRect(1, 1, 5, 6));
        file.frames << frame;
    }
    file.tags = {aseTag(QStringLiteral("idle"), 0, 1, 2)};
    file.slices = {aseSlice(QStringLiteral("fist:hitbox"), {aseSliceKey(1, QRect(4, 2, 3, 2))}),
                   aseSlice(QStringLiteral("anchor"), {aseSliceKey(0, QRect(0, 0, 1, 1))})};
    return writeAseprite(file);
}

} // namespace

class TestAsepriteImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }

    void showsWhatEachPartBecomes();
    void cancelAddsNothingAndAddAdds();

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

void TestAsepriteImportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("tst_asepriteimportdialog"));
    m_path = m_dir.filePath(QStringLiteral("fighter.aseprite"));
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(fighter());
}

void TestAsepriteImportDialog::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
}

void TestAsepriteImportDialog::showsWhatEachPartBecomes()
{
    const model::AseReadResult read = model::readAsepriteFile(m_path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    AsepriteImportDialog dialog(read.file, QStringLiteral("fighter.aseprite"));
    QTreeWidget *tree = dialog.tree();
    QCOMPARE(tree->topLevelItemCount(), 3);
    const QStringList groups{
            QStringLiteral("Layers"), QStringLiteral("Slices"), QStringLiteral("Tags")};
    const QList<int> children{3, 2, 1};
    for (int g = 0; g < 3; ++g) {
        QCOMPARE(tree->topLevelItem(g)->text(0), groups[g]);
        QCOMPARE(tree->topLevelItem(g)->childCount(), children[g]);
    }
    const QTreeWidgetItem *layers = tree->topLevelItem(0);
    QCOMPARE(layers->child(0)->text(1), QStringLiteral("the picture"));
    QCOMPARE(layers->child(1)->text(1), QStringLiteral("hidden: left out of the picture"));
    QVERIFY(layers->child(2)->text(1).startsWith(
            QStringLiteral("hitbox layer: traced into hurtbox shapes \"hurtbox\" on frames 0-1")));
    const QTreeWidgetItem *slices = tree->topLevelItem(1);
    QCOMPARE(slices->child(0)->text(1), QStringLiteral("hitbox box \"fist\" on frame 1"));
    QCOMPARE(slices->child(1)->text(1), QStringLiteral("names no role: not imported"));
    QVERIFY(tree->topLevelItem(2)->child(0)->text(1).startsWith(
            QStringLiteral("animation \"idle\", ping-pong, frames 0-1")));
    // What is left out is greyed; what comes in is not.
    const QColor muted = dialog.palette().color(QPalette::PlaceholderText);
    QCOMPARE(layers->child(1)->foreground(1).color(), muted);
    QCOMPARE(slices->child(1)->foreground(1).color(), muted);
    QVERIFY(layers->child(0)->foreground(1).color() != muted);
    QVERIFY(dialog.windowTitle().contains(QStringLiteral("fighter.aseprite")));
    // Enter adds the sprite (the focus starts on Add Sprite, not on Cancel).
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.focusWidget(), dialog.findChild<QPushButton *>(QStringLiteral("addSprite")));
    QTest::keyClick(dialog.focusWidget(), Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestAsepriteImportDialog::cancelAddsNothingAndAddAdds()
{
    m_window->setInteractive(true);
    Document *document = m_window->document();
    for (const QString &button : {QStringLiteral("cancel"), QStringLiteral("addSprite")}) {
        bool shown = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<AsepriteImportDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            shown = true;
            // Add Sprites' window-modal progress must not come up over the question (it
            // would block it) even after its minimum duration.
            QTest::qWait(800);
            for (const QProgressDialog *progress : m_window->findChildren<QProgressDialog *>())
                QVERIFY(!progress->isVisible());
            if (button == QLatin1String("cancel"))
                dialog->reject();
            else
                dialog->findChild<QPushButton *>(button)->click();
        });
        const int added = m_window->addSprites({m_path});
        QVERIFY(shown);
        QCOMPARE(added, button == QLatin1String("cancel") ? 0 : 1);
    }
    QCOMPARE(document->spriteCount(), 1);
    QCOMPARE(document->sprite(0).frames.size(), 2);
    QCOMPARE(document->undoStack()->count(), 1);
}

QTEST_MAIN(TestAsepriteImportDialog)
#include "tst_asepriteimportdialog.moc"
