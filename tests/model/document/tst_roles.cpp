// The document's roles and collision matrix (model/roles.h): the defaults, symmetry, the
// kernel filters they give, and version-1 documents keeping their meaning (every role
// meets every other).

#include "model/document/roles.h"

#include <QtTest>

using namespace hitbox;

class TestRoles : public QObject
{
    Q_OBJECT

private slots:
    void defaults_data();
    void defaults();
    void setCollideIsSymmetric();
    void filtersFollowTheMatrix();
    void unknownRoleMeetsNothing();
    void allCollidingKeepsVersion1Meaning();
    void imageFilter_data();
    void imageFilter();
};

void TestRoles::defaults_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("collide");
    QTest::newRow("hitbox hurtbox") << "hitbox"
                                    << "hurtbox" << true;
    QTest::newRow("body body") << "body"
                               << "body" << true;
    QTest::newRow("sensor body") << "sensor"
                                 << "body" << true;
    QTest::newRow("hitbox hitbox") << "hitbox"
                                   << "hitbox" << false;
    QTest::newRow("hurtbox hurtbox") << "hurtbox"
                                     << "hurtbox" << false;
    QTest::newRow("hitbox body") << "hitbox"
                                 << "body" << false;
    QTest::newRow("sensor sensor") << "sensor"
                                   << "sensor" << false;
    QTest::newRow("sensor hurtbox") << "sensor"
                                    << "hurtbox" << false;
}

void TestRoles::defaults()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, collide);
    const model::RoleTable roles = model::RoleTable::defaults();
    QCOMPARE(roles.collide(a, b), collide);
    QCOMPARE(roles.collide(b, a), collide);
    QCOMPARE(collision::shouldTest(roles.filter(a), roles.filter(b)), collide);
    QCOMPARE(collision::shouldTest(roles.filter(b), roles.filter(a)), collide);
}

void TestRoles::setCollideIsSymmetric()
{
    model::RoleTable roles = model::RoleTable::defaults();
    roles.setCollide("hitbox", "hitbox", true); // clashing attacks
    QVERIFY(roles.collide("hitbox", "hitbox"));
    roles.setCollide("body", "hurtbox", true);
    QVERIFY(roles.collide("hurtbox", "body") && roles.collide("body", "hurtbox"));
    roles.setCollide("hurtbox", "body", false);
    QVERIFY(!roles.collide("hurtbox", "body") && !roles.collide("body", "hurtbox"));
    // Each role lists the other at most once, so saving stays stable.
    roles.setCollide("body", "sensor", true);
    QCOMPARE(roles.roles[*roles.indexOf("body")].collidesWith.count("sensor"), 1);
    QCOMPARE(roles.roles[*roles.indexOf("sensor")].collidesWith.count("body"), 1);
}

void TestRoles::filtersFollowTheMatrix()
{
    // Every pair of roles of a table of 10 with a scattered matrix: the kernel's filter
    // test agrees with the table, both ways round.
    model::RoleTable roles;
    for (int i = 0; i < 10; ++i)
        roles.roles.append({QStringLiteral("r%1").arg(i), Qt::red, {}});
    for (int i = 0; i < 10; ++i) {
        for (int j = i; j < 10; ++j) {
            if ((i * 7 + j * 3) % 4 == 0)
                roles.setCollide(roles.roles[i].name, roles.roles[j].name, true);
        }
    }
    int meeting = 0;
    for (const model::Role &a : roles.roles) {
        for (const model::Role &b : roles.roles) {
            const bool expected
                    = a.collidesWith.contains(b.name) || b.collidesWith.contains(a.name);
            QCOMPARE(roles.collide(a.name, b.name), expected);
            QCOMPARE(collision::shouldTest(roles.filter(a.name), roles.filter(b.name)), expected);
            meeting += expected ? 1 : 0;
        }
    }
    QVERIFY(meeting > 10 && meeting < 90);
}

void TestRoles::unknownRoleMeetsNothing()
{
    QVERIFY(model::RoleTable::defaults().usesImage("body"));
    QVERIFY(!model::RoleTable::defaults().usesImage("hitbox"));
    QVERIFY(!model::RoleTable::defaults().usesImage("ghost"));
    const model::RoleTable roles = model::RoleTable::defaults();
    QCOMPARE(roles.filter("ghost"), (collision::ShapeFilter{0, 0}));
    for (const model::Role &r : roles.roles) {
        QVERIFY(!roles.collide("ghost", r.name));
        QVERIFY(!collision::shouldTest(roles.filter("ghost"), roles.filter(r.name)));
    }
    QVERIFY(!roles.indexOf(""));
}

void TestRoles::allCollidingKeepsVersion1Meaning()
{
    const model::RoleTable roles = model::RoleTable::allColliding({"weapon", "hurtbox", ""});
    QVERIFY(roles.indexOf("weapon"));
    QVERIFY(!roles.indexOf("")); // an empty name is no role
    for (const model::Role &a : roles.roles) {
        for (const model::Role &b : roles.roles)
            QVERIFY(roles.collide(a.name, b.name));
    }
}

void TestRoles::imageFilter_data()
{
    // Roles bound to the image on A and on B, and whether their pixels are a pair.
    QTest::addColumn<QStringList>("boundOnA");
    QTest::addColumn<QStringList>("boundOnB");
    QTest::addColumn<bool>("meet");
    QTest::newRow("body and body") << QStringList{"body"} << QStringList{"body"} << true;
    QTest::newRow("hitbox and hurtbox") << QStringList{"hitbox"} << QStringList{"hurtbox"} << true;
    QTest::newRow("hitbox and body") << QStringList{"hitbox"} << QStringList{"body"} << false;
    QTest::newRow("hitbox and hitbox") << QStringList{"hitbox"} << QStringList{"hitbox"} << false;
    QTest::newRow("sensor and body") << QStringList{"sensor"} << QStringList{"body"} << true;
    QTest::newRow("sensor and sensor") << QStringList{"sensor"} << QStringList{"sensor"} << false;
    QTest::newRow("two roles, one pair meets")
            << QStringList{"hitbox", "sensor"} << QStringList{"body"} << true;
    QTest::newRow("nothing bound on A") << QStringList{} << QStringList{"body"} << false;
    QTest::newRow("nothing bound") << QStringList{} << QStringList{} << false;
}

// RoleTable::imageFilter against a brute force over the bound roles: the pixels of two
// sprites (each document binding its own roles) meet when some bound pair collides.
void TestRoles::imageFilter()
{
    QFETCH(QStringList, boundOnA);
    QFETCH(QStringList, boundOnB);
    QFETCH(bool, meet);
    const auto bound = [](const QStringList &names) {
        model::RoleTable t = model::RoleTable::defaults();
        for (model::Role &r : t.roles)
            r.usesImage = names.contains(r.name);
        return t;
    };
    const model::RoleTable a = bound(boundOnA);
    const model::RoleTable b = bound(boundOnB);
    bool brute = false;
    for (const QString &x : boundOnA) {
        for (const QString &y : boundOnB)
            brute = brute || a.collide(x, y);
    }
    QCOMPARE(brute, meet);
    QCOMPARE(collision::shouldTest(a.imageFilter(), b.imageFilter()), meet);
    QCOMPARE(collision::shouldTest(b.imageFilter(), a.imageFilter()), meet);
    if (boundOnA.isEmpty())
        QCOMPARE(a.imageFilter(), (collision::ShapeFilter{0, 0}));
}

QTEST_GUILESS_MAIN(TestRoles)
#include "tst_roles.moc"
