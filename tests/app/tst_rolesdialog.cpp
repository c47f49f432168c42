// Edit > Roles...: the roles dialog and its one undo step (SetRoles). Adding a role and
// ticking a matrix cell changes the document's roles with collide() symmetric; undo
// restores them; renaming a role renames it in every shape of every frame.

#include "commands/rolecommands.h"
#include "document/document.h"
#include "roles/rolesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace hitbox;
using namespace hitbox::editor;

class TestRolesDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void addRoleAndTickACell_data();
    void addRoleAndTickACell();
    void renameUpdatesEveryShape();
    void refusedNames();
    void removeRoleDropsItsPairs();
    void unchangedPushesNothing();
    void imageCheckBindsTheCurrentRole();
    void frameDataComboSetsTheCurrentRole();

private:
    std::unique_ptr<Document> m_document;
};

void TestRolesDialog::init()
{
    model::Project project;
    model::Sprite s;
    s.name = QStringLiteral("fighter");
    s.frames = {model::Frame{}, model::Frame{}};
    s.frames[0].shapes = {model::Shape::makeBox({0, 0, 4, 4}, QStringLiteral("hitbox")),
                          model::Shape::makeBox({0, 0, 4, 4}, QStringLiteral("hurtbox"))};
    s.frames[1].shapes = {model::Shape::makeCircle({{0, 0}, 3}, QStringLiteral("hitbox"))};
    project.sprites << s << s;
    project.sprites[1].name = QStringLiteral("dummy");
    m_document = std::make_unique<Document>();
    m_document->resetProject(project, QString());
}

void TestRolesDialog::addRoleAndTickACell_data()
{
    QTest::addColumn<bool>("swapped"); // tick (new, body) or (body, new)
    QTest::newRow("row new role") << false;
    QTest::newRow("column new role") << true;
}

void TestRolesDialog::addRoleAndTickACell()
{
    QFETCH(bool, swapped);
    const model::RoleTable before = m_document->project().roles;
    RolesDialog dialog(before);
    dialog.findChild<QPushButton *>(QStringLiteral("addRole"))->click();
    const int added = dialog.roleList()->count() - 1;
    QCOMPARE(added, int(before.roles.size()));
    QCOMPARE(dialog.roleList()->item(added)->text(), QStringLiteral("role"));
    const int body = *before.indexOf(QStringLiteral("body"));
    // Tick the cell through the table, as a click on its checkbox does.
    QTableWidget *matrix = dialog.matrix();
    QTableWidgetItem *cell = swapped ? matrix->item(body, added) : matrix->item(added, body);
    QCOMPARE(cell->checkState(), Qt::Unchecked);
    cell->setCheckState(Qt::Checked);
    // The mirror cell is ticked too.
    QCOMPARE(matrix->item(added, body)->checkState(), Qt::Checked);
    QCOMPARE(matrix->item(body, added)->checkState(), Qt::Checked);

    QSignalSpy rolesChanged(m_document.get(), &Document::rolesChanged);
    QVERIFY(applyRoles(m_document.get(), dialog));
    QCOMPARE(rolesChanged.count(), 1);
    QCOMPARE(m_document->undoStack()->count(), 1);
    const model::RoleTable &roles = m_document->project().roles;
    QCOMPARE(roles.roles.size(), before.roles.size() + 1);
    for (const model::Role &a : roles.roles) {
        for (const model::Role &b : roles.roles)
            QCOMPARE(roles.collide(a.name, b.name), roles.collide(b.name, a.name));
    }
    QVERIFY(roles.collide(QStringLiteral("role"), QStringLiteral("body")));
    QVERIFY(roles.collide(QStringLiteral("body"), QStringLiteral("role")));
    QVERIFY(!roles.collide(QStringLiteral("role"), QStringLiteral("hitbox")));

    m_document->undoStack()->undo();
    QCOMPARE(m_document->project().roles, before);
    m_document->undoStack()->redo();
    QCOMPARE(m_document->project().roles, roles);
}

void TestRolesDialog::renameUpdatesEveryShape()
{
    const model::Project before = m_document->project();
    RolesDialog dialog(before.roles);
    const int hitbox = *before.roles.indexOf(QStringLiteral("hitbox"));
    // Rename through the list, as editing the item does.
    dialog.roleList()->item(hitbox)->setText(QStringLiteral("attack"));
    QCOMPARE(dialog.roles().roles[hitbox].name, QStringLiteral("attack"));
    QCOMPARE(dialog.matrix()->horizontalHeaderItem(hitbox)->text(), QStringLiteral("attack"));
    QVERIFY(dialog.roles().collide(QStringLiteral("attack"), QStringLiteral("hurtbox")));
    QVERIFY(applyRoles(m_document.get(), dialog));
    QCOMPARE(m_document->undoStack()->count(), 1);
    const model::Project &after = m_document->project();
    for (const model::Sprite &s : after.sprites) {
        QCOMPARE(s.frames[0].shapes[0].role, QStringLiteral("attack"));
        QCOMPARE(s.frames[0].shapes[1].role, QStringLiteral("hurtbox"));
        QCOMPARE(s.frames[1].shapes[0].role, QStringLiteral("attack"));
    }
    QVERIFY(after.roles.collide(QStringLiteral("hurtbox"), QStringLiteral("attack")));
    m_document->undoStack()->undo();
    QCOMPARE(m_document->project().sprites, before.sprites);
    QCOMPARE(m_document->project().roles, before.roles);
}

void TestRolesDialog::refusedNames()
{
    const model::RoleTable roles = m_document->project().roles;
    RolesDialog dialog(roles);
    QVERIFY(!dialog.renameRole(0, QString()));
    QVERIFY(!dialog.renameRole(0, roles.roles[1].name));
    // Through the list: the old name shows again.
    dialog.roleList()->item(0)->setText(roles.roles[1].name);
    QCOMPARE(dialog.roleList()->item(0)->text(), roles.roles[0].name);
    QCOMPARE(dialog.roles(), roles);
    QVERIFY(!applyRoles(m_document.get(), dialog));
    QCOMPARE(m_document->undoStack()->count(), 0);
}

void TestRolesDialog::removeRoleDropsItsPairs()
{
    const model::RoleTable roles = m_document->project().roles;
    RolesDialog dialog(roles);
    const int hurtbox = *roles.indexOf(QStringLiteral("hurtbox"));
    dialog.removeRole(hurtbox);
    QVERIFY(!dialog.roles().indexOf(QStringLiteral("hurtbox")));
    for (const model::Role &r : dialog.roles().roles)
        QVERIFY(!r.collidesWith.contains(QStringLiteral("hurtbox")));
    QCOMPARE(dialog.matrix()->rowCount(), int(roles.roles.size()) - 1);
    QVERIFY(dialog.renames().isEmpty());
}

void TestRolesDialog::unchangedPushesNothing()
{
    RolesDialog dialog(m_document->project().roles);
    dialog.setCollide(
            0,
            1,
            dialog.roles().collide(dialog.roles().roles[0].name, dialog.roles().roles[1].name));
    QVERIFY(!applyRoles(m_document.get(), dialog));
    QCOMPARE(m_document->undoStack()->count(), 0);
}

void TestRolesDialog::imageCheckBindsTheCurrentRole()
{
    RolesDialog dialog(m_document->project().roles);
    const int body = *dialog.roles().indexOf(QStringLiteral("body"));
    const int hitbox = *dialog.roles().indexOf(QStringLiteral("hitbox"));
    dialog.roleList()->setCurrentRow(body);
    QVERIFY(dialog.imageCheck()->isEnabled());
    QVERIFY(dialog.imageCheck()->isChecked()); // body is bound to the image by default
    QVERIFY(!dialog.imageCheck()->toolTip().isEmpty());
    dialog.roleList()->setCurrentRow(hitbox);
    QVERIFY(!dialog.imageCheck()->isChecked());
    dialog.imageCheck()->click();
    QVERIFY(dialog.roles().roles[hitbox].usesImage);
    QVERIFY(dialog.roles().roles[body].usesImage);
    // Applied as one undo step, and undone.
    QVERIFY(applyRoles(m_document.get(), dialog));
    QVERIFY(m_document->project().roles.usesImage(QStringLiteral("hitbox")));
    m_document->undoStack()->undo();
    QVERIFY(!m_document->project().roles.usesImage(QStringLiteral("hitbox")));
    QVERIFY(m_document->project().roles.usesImage(QStringLiteral("body")));
}

void TestRolesDialog::frameDataComboSetsTheCurrentRole()
{
    RolesDialog dialog(m_document->project().roles);
    QComboBox *combo = dialog.frameDataCombo();
    const int hitbox = *dialog.roles().indexOf(QStringLiteral("hitbox"));
    const int body = *dialog.roles().indexOf(QStringLiteral("body"));
    const auto shown = [&] { return model::FrameDataRole(combo->currentData().toInt()); };
    // The defaults, by name: hitbox is the hitbox, body counts for nothing.
    dialog.roleList()->setCurrentRow(hitbox);
    QVERIFY(combo->isEnabled());
    QCOMPARE(shown(), model::FrameDataRole::Hitbox);
    dialog.roleList()->setCurrentRow(body);
    QCOMPARE(shown(), model::FrameDataRole::None);
    QVERIFY(!combo->toolTip().isEmpty());
    // A body that is also the hitbox (a game whose attacks are its body's shapes).
    combo->setCurrentIndex(combo->findData(int(model::FrameDataRole::Hitbox)));
    QCOMPARE(dialog.roles().roles[body].frameData, model::FrameDataRole::Hitbox);
    QCOMPARE(dialog.roles().roles[hitbox].frameData, model::FrameDataRole::Hitbox);
    // Moving to another role shows its own; coming back shows the choice.
    dialog.roleList()->setCurrentRow(hitbox);
    QCOMPARE(shown(), model::FrameDataRole::Hitbox);
    combo->setCurrentIndex(combo->findData(int(model::FrameDataRole::None)));
    dialog.roleList()->setCurrentRow(body);
    QCOMPARE(shown(), model::FrameDataRole::Hitbox);
    // Applied as one undo step, and undone.
    QVERIFY(applyRoles(m_document.get(), dialog));
    const model::RoleTable &roles = m_document->project().roles;
    QCOMPARE(roles.frameData(QStringLiteral("body")), model::FrameDataRole::Hitbox);
    QCOMPARE(roles.frameData(QStringLiteral("hitbox")), model::FrameDataRole::None);
    QCOMPARE(m_document->undoStack()->count(), 1);
    m_document->undoStack()->undo();
    QCOMPARE(m_document->project().roles.frameData(QStringLiteral("body")),
             model::FrameDataRole::None);
    QCOMPARE(m_document->project().roles.frameData(QStringLiteral("hitbox")),
             model::FrameDataRole::Hitbox);
}

QTEST_MAIN(TestRolesDialog)
#include "tst_rolesdialog.moc"
