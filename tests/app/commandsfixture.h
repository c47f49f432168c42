#pragma once

// The fixture of the undo command tests (tst_spritecommands, tst_shapecommands,
// tst_commandstack): a realistic project (hero, crate, extra in a temporary folder, two
// preview instances) opened in a fresh Document before each test, COMPARE_PROJECT, a log
// of the Document signals and the redo, undo, redo check of one command table row.
// Expected projects are edited by hand in each row, never computed by the commands.

#include "commands/shapecommands.h"
#include "commands/spritecommands.h"
#include "document/document.h"

#include "model/io/projectformat.h"

#include "spriteshapesfixture.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <memory>

namespace hitbox::editor::commandstest {

using collision::Vec2;

// The first lines where two projects' document texts differ, for failure messages.
inline QString projectDifference(const model::Project &actual, const model::Project &expected)
{
    const QString doc = QStringLiteral("/t.hitbox.json");
    const QStringList a = QString::fromUtf8(model::serializeProject(actual, doc)).split('\n');
    const QStringList e = QString::fromUtf8(model::serializeProject(expected, doc)).split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        if (a.value(i) != e.value(i)) {
            return QStringLiteral("line %1\n   actual:   %2\n   expected: %3")
                    .arg(i + 1)
                    .arg(a.mid(std::max<qsizetype>(0, i - 3), 5).join('\n'),
                         e.mid(std::max<qsizetype>(0, i - 3), 5).join('\n'));
        }
    }
    return QStringLiteral("projects differ, but their document texts are the same");
}

} // namespace hitbox::editor::commandstest

// == on model::Project (so any float drift shows), with the differing lines on failure.
#define COMPARE_PROJECT(actual, expected)                                                          \
    QVERIFY2((actual) == (expected),                                                               \
             qPrintable(hitbox::editor::commandstest::projectDifference((actual), (expected))))

namespace hitbox::editor::commandstest {

using shapefixture::boxOf;
using shapefixture::circleOf;
using shapefixture::polygon;
using shapefixture::setV1Shapes;
using shapefixture::shapes0;

inline QString changesText(SpriteChanges changes)
{
    QStringList parts;
    const std::pair<SpriteChange, const char *> names[] = {
            {SpriteChange::Properties, "Properties"},
            {SpriteChange::Pivot, "Pivot"},
            {SpriteChange::Shapes, "Shapes"},
            {SpriteChange::Frames, "Frames"},
    };
    for (const auto &[flag, name] : names) {
        if (changes & flag)
            parts << QLatin1String(name);
    }
    return parts.join(QLatin1Char('|'));
}

// The structural signals of a Document, recorded with QSignalSpy and written as
// "inserted(i)", "removed(i)" and "i:Flags", in that order (each kind in emission order).
class DocumentSignals
{
public:
    explicit DocumentSignals(Document *document)
        : m_inserted(document, &Document::spriteInserted)
        , m_removed(document, &Document::spriteRemoved)
        , m_changed(document, &Document::spriteChanged)
    {}

    QStringList take()
    {
        QStringList log;
        for (const QList<QVariant> &args : std::as_const(m_inserted))
            log << QStringLiteral("inserted(%1)").arg(args.at(0).toInt());
        for (const QList<QVariant> &args : std::as_const(m_removed))
            log << QStringLiteral("removed(%1)").arg(args.at(0).toInt());
        for (const QList<QVariant> &args : std::as_const(m_changed)) {
            log << QStringLiteral("%1:%2")
                            .arg(args.at(0).toInt())
                            .arg(changesText(args.at(1).value<SpriteChanges>()));
        }
        m_inserted.clear();
        m_removed.clear();
        m_changed.clear();
        return log;
    }

private:
    QSignalSpy m_inserted;
    QSignalSpy m_removed;
    QSignalSpy m_changed;
};

using MakeCommand = std::function<QUndoCommand *(Document *)>;
using EditProject = std::function<void(model::Project &)>;

// One row of a command table.
struct CommandCase
{
    const char *name;
    MakeCommand make;
    EditProject expect; ///< the hand-made edit the command must equal
    QString text;
    QStringList redoSignals;
    QStringList undoSignals;
};

// Moves every shape of every frame of a sprite by d (the hand-written oracle for pivot
// changes).
inline void shiftShapes(model::Sprite &s, Vec2 d)
{
    for (model::Frame &frame : s.frames) {
        for (model::Shape &shape : frame.shapes) {
            switch (shape.kind) {
            case model::ShapeKind::Box:
                shape.box.x += d.x;
                shape.box.y += d.y;
                break;
            case model::ShapeKind::Circle:
                shape.circle.center = shape.circle.center + d;
                break;
            case model::ShapeKind::Polygon:
                for (Vec2 &p : shape.polygon.points)
                    p = p + d;
                break;
            }
        }
    }
}

/// The base of the command test classes: the test project is made once (createProject),
/// and every test starts from a fresh Document with it open (openDocument).
class CommandsFixture : public QObject
{
protected:
    // --- Slot bodies: initTestCase(), init(), cleanup() ---
    void createProject()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        const struct
        {
            const char *file;
            QSize size;
        } images[] = {{"hero.png", {50, 40}},
                      {"crate.png", {30, 30}},
                      {"extra.png", {20, 10}},
                      {"moved/hero.png", {50, 40}}};
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("moved")));
        for (const auto &image : images) {
            QImage img(image.size, QImage::Format_ARGB32);
            img.fill(QColor(40, 90, 200, 180));
            QVERIFY(img.save(path(QLatin1String(image.file))));
        }

        model::Sprite hero;
        hero.name = QStringLiteral("hero");
        hero.imagePath = path(QStringLiteral("hero.png"));
        hero.threshold = 100;
        hero.pivot = Vec2{24.5, 19.9};
        // Shapes in the version-1 layout: box 0, circle 1, polygons "body" 2 and "arm" 3.
        setV1Shapes(hero,
                    collision::Rect{-20.3, -15.1, 38.4, 30.2},
                    collision::Circle{{0.1, -0.2}, 18.7},
                    {polygon("body", "hurtbox", {{0.1, -10}, {38.4, 5.5}, {-12.7, 9.3}}),
                     polygon("arm", "hitbox", {{1, 1}, {5, 1}, {5, 4}, {3, 2.5}, {1, 4}})});
        model::Sprite crate;
        crate.name = QStringLiteral("crate");
        crate.imagePath = path(QStringLiteral("crate.png"));
        crate.colorKey = model::ColorKey{QColor(255, 0, 255), 4};
        setV1Shapes(crate, collision::Rect{-12, -12, 24, 24}, std::nullopt);
        model::Sprite extra;
        extra.name = QStringLiteral("extra");
        extra.imagePath = path(QStringLiteral("extra.png"));
        extra.threshold = 0;
        extra.pivot = Vec2{0, 0};
        m_project.sprites = {hero, crate, extra};
        m_project.preview.instances
                = {{0, 0, {100, 50}, 0, {1, 1}, {}}, {2, 0, {10.5, 20.25}, 30, {2, 0.5}, {3, -4}}};
        m_project.preview.board = collision::Rect{0, 0, 640, 480};
    }

    void openDocument()
    {
        m_document = std::make_unique<Document>();
        m_document->resetProject(m_project, path(QStringLiteral("test.hitbox.json")));
        COMPARE_PROJECT(m_document->project(), m_project);
    }

    void closeDocument() { m_document.reset(); }

    // --- Slot bodies: command_data(), command() ---
    static void addCommandRows(const QList<CommandCase> &cases)
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].name) << i;
    }

    // Constructing changes nothing; redo gives the expected project and signals, undo the
    // start, and redo and undo again the same.
    void checkCommand(const CommandCase &c)
    {
        const model::Project before = m_document->project();
        model::Project expected = before;
        c.expect(expected);
        QVERIFY(!(expected == before));

        DocumentSignals signalLog(m_document.get());
        QUndoCommand *command = c.make(m_document.get());
        QCOMPARE(command->text(), c.text);
        QVERIFY(!command->isObsolete());
        COMPARE_PROJECT(m_document->project(), before); // constructing changes nothing
        QCOMPARE(signalLog.take(), QStringList());

        stack()->push(command);
        COMPARE_PROJECT(m_document->project(), expected);
        QCOMPARE(signalLog.take(), c.redoSignals);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(stack()->undoText(), c.text);
        QVERIFY(m_document->isModified());

        stack()->undo();
        COMPARE_PROJECT(m_document->project(), before);
        QCOMPARE(signalLog.take(), c.undoSignals);
        QVERIFY(!m_document->isModified());

        stack()->redo();
        COMPARE_PROJECT(m_document->project(), expected);
        QCOMPARE(signalLog.take(), c.redoSignals);
        stack()->undo();
        COMPARE_PROJECT(m_document->project(), before);
    }

    QString path(const QString &name) const { return m_dir->filePath(name); }
    QUndoStack *stack() const { return m_document->undoStack(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    model::Project m_project;
    std::unique_ptr<Document> m_document;
};

} // namespace hitbox::editor::commandstest
