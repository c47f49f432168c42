// The document writer (core/model/jsonwriter): the layout of a saved document (golden
// text), numbers rounded to 1e-6 and written in their shortest form, and save -> open ->
// save giving the same bytes for the demo project and for documents full of computed
// values.

#include "model/io/jsonwriter.h"
#include "model/io/projectformat.h"

#include <hitbox/collider.h>
#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include "spriteshapesfixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace hitbox;
using namespace hitbox::shapefixture;

namespace {

const QString docPath = QStringLiteral("/game/level.hitbox.json");

} // namespace

class TestJsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void numbers_data();
    void numbers();
    void numbersReadBackAndStay();
    void goldenDocument();
    void sameAsQtApartFromLayout();
    void demoProjectRoundTrip();
    void computedValuesRoundTrip();
};

void TestJsonWriter::numbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("integer") << 128.0 << QByteArray("128");
    QTest::newRow("negative integer") << -38.0 << QByteArray("-38");
    QTest::newRow("zero") << 0.0 << QByteArray("0");
    QTest::newRow("negative zero") << -0.0 << QByteArray("0");
    QTest::newRow("0.8 * 96") << 0.8 * 96 << QByteArray("76.8");
    QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << QByteArray("0.3");
    QTest::newRow("-0.8 * 48") << -0.8 * 48 << QByteArray("-38.4");
    QTest::newRow("a third") << 1.0 / 3.0 << QByteArray("0.333333");
    QTest::newRow("micro") << 0.000001 << QByteArray("0.000001");
    QTest::newRow("below a micro") << 4e-7 << QByteArray("0");
    QTest::newRow("negative below a micro") << -4e-7 << QByteArray("0");
    QTest::newRow("half micro rounds away") << 2.5e-6 << QByteArray("0.000003");
    QTest::newRow("coordinate limit") << -1e7 << QByteArray("-10000000");
    QTest::newRow("large with decimals") << 9999999.123456789 << QByteArray("9999999.123457");
    QTest::newRow("not rounded above 1e9") << 12345678901.5 << QByteArray("12345678901.5");
}

void TestJsonWriter::numbers()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    QCOMPARE(model::jsonNumber(value), text);
}

void TestJsonWriter::numbersReadBackAndStay()
{
    // Random values over the coordinate range: the text reads back to a double within
    // half a millionth of the value, and that double is written as the same text.
    std::mt19937_64 rng(9);
    std::uniform_real_distribution<double> magnitude(-7.0, 7.0);
    for (int i = 0; i < 100000; ++i) {
        const double value = (i % 2 ? -1 : 1) * std::pow(10.0, magnitude(rng));
        const QByteArray text = model::jsonNumber(value);
        QVERIFY(!text.contains('e') && !text.contains('E'));
        bool ok = false;
        const double back = text.toDouble(&ok);
        QVERIFY(ok);
        QVERIFY2(std::abs(back - value) <= 5e-7 + 4 * std::abs(value) * 2.3e-16,
                 qPrintable(QStringLiteral("%1 -> %2").arg(value, 0, 'g', 17).arg(text)));
        QCOMPARE(model::jsonNumber(back), text);
        // Shortest: Qt's shortest round-trip text of the double read back is no shorter.
        QVERIFY(QByteArray::number(back, 'f', QLocale::FloatingPointShortest).size()
                >= text.size());
    }
}

void TestJsonWriter::goldenDocument()
{
    model::Project p;
    model::Sprite s;
    s.name = QStringLiteral("car \"red\"");
    s.imagePath = QStringLiteral("/game/sprites/car.png");
    setV1Shapes(s,
                collision::defaultReducedBox(96, 48, {48, 24}), // 0.8 * 96 = 76.80000000000001
                collision::Circle{{0, 0}, 0.8 * 48},
                {polygon(QStringLiteral("body"),
                         QStringLiteral("hurtbox"),
                         {{-40, -10}, {0.1 + 0.2, -20}, {40, 10}})});
    p.sprites << s;
    p.preview.instances.append({0, 0, {100.5, 200}, 0, {1, 1}, {}});
    const QByteArray expected = R"({
    "format": "hitbox",
    "preview": {
        "continuous": false,
        "instances": [
            {
                "position": [100.5, 200],
                "rotation": 0,
                "scale": [1, 1],
                "sprite": 0,
                "velocity": [0, 0]
            }
        ],
        "pipeline": false,
        "playTier": "circle",
        "shownTiers": [
            "aabb",
            "box",
            "circle",
            "armature",
            "pixel"
        ]
    },
    "roles": [
        {
            "collidesWith": [
                "body",
                "sensor"
            ],
            "color": "#3d8bd9",
            "name": "body"
        },
        {
            "collidesWith": [
                "hurtbox"
            ],
            "color": "#e03c31",
            "name": "hitbox"
        },
        {
            "collidesWith": [
                "hitbox"
            ],
            "color": "#2eb85c",
            "name": "hurtbox"
        },
        {
            "collidesWith": [
                "body"
            ],
            "color": "#e8a317",
            "name": "sensor"
        }
    ],
    "sprites": [
        {
            "frames": [
                {
                    "duration": 100,
                    "shapes": [
                        {
                            "h": 38.4,
                            "role": "body",
                            "type": "box",
                            "w": 76.8,
                            "x": -38.4,
                            "y": -19.2
                        },
                        {
                            "center": [0, 0],
                            "radius": 38.4,
                            "role": "body",
                            "type": "circle"
                        },
                        {
                            "name": "body",
                            "points": [
                                [-40, -10],
                                [0.3, -20],
                                [40, 10]
                            ],
                            "role": "hurtbox",
                            "type": "polygon"
                        }
                    ]
                }
            ],
            "image": "sprites/car.png",
            "name": "car \"red\"",
            "threshold": 128
        }
    ],
    "version": 2
}
)";
    const QByteArray written = model::serializeProject(p, docPath);
    if (written != expected)
        qWarning("%s", written.constData());
    QCOMPARE(written, expected);
}

void TestJsonWriter::sameAsQtApartFromLayout()
{
    // The same JSON values as QJsonDocument reads them, for strings that need escaping,
    // empty containers and nesting.
    const QJsonObject root{
            {QStringLiteral("text"), QStringLiteral("tab\t quote\" back\\ nl\n ü \u0001 €")},
            {QStringLiteral("emptyArray"), QJsonArray{}},
            {QStringLiteral("emptyObject"), QJsonObject{}},
            {QStringLiteral("flags"), QJsonArray{true, false, QJsonValue()}},
            {QStringLiteral("mixed"), QJsonArray{1, QStringLiteral("a"), QJsonArray{2, 3}}},
            {QStringLiteral("nested"),
             QJsonObject{{QStringLiteral("k"), QJsonArray{QJsonArray{1.5, -2}}}}}};
    const QByteArray written = model::writeDocumentJson(root);
    QJsonParseError error;
    const QJsonDocument read = QJsonDocument::fromJson(written, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(read.object(), root);
    QVERIFY(written.contains("\"emptyArray\": [],\n"));
    QVERIFY(written.contains("\"emptyObject\": {},\n"));
    QVERIFY(written.endsWith("}\n"));
}

void TestJsonWriter::demoProjectRoundTrip()
{
    const QString path = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const model::ProjectReadResult r = model::parseProject(bytes, path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    // Stored in the writer's layout: open -> save rewrites nothing.
    QCOMPARE(model::serializeProject(r.project, path), bytes);
    QVERIFY(bytes.contains("\"position\": ["));
    QVERIFY(!bytes.contains("0000000"));
    QVERIFY(!bytes.contains("9999999"));
}

void TestJsonWriter::computedValuesRoundTrip()
{
    // Documents of computed values (default boxes and circles of many sizes, rotated and
    // scaled points, fractional preview placements): save -> open -> save is byte
    // identical, and what opens is within 1e-6 of what was saved.
    std::mt19937 rng(4);
    std::uniform_int_distribution<int> side(1, 500);
    std::uniform_real_distribution<double> any(-5000.0, 5000.0);
    model::Project p;
    for (int i = 0; i < 200; ++i) {
        model::Sprite s;
        s.name = QStringLiteral("s%1").arg(i);
        s.imagePath = QStringLiteral("/game/s%1.png").arg(i);
        const int w = side(rng);
        const int h = side(rng);
        const collision::Vec2 pivot{w / 2.0, h / 2.0};
        s.pivot = pivot;
        setV1Shapes(s,
                    collision::defaultReducedBox(w, h, pivot),
                    collision::defaultCircle(w, h, pivot));
        std::vector<collision::Vec2> points;
        for (int k = 0; k < 5; ++k) {
            const double a = k * 2.0 * std::numbers::pi / 5.0;
            points.push_back({std::cos(a) * w * 0.3, std::sin(a) * h * 0.3});
        }
        shapes0(s) << polygon(QString(), QString(), points);
        p.sprites << s;
        p.preview.instances.append(
                {i, 0, {any(rng), any(rng)}, any(rng) / 100.0, {0.7, 1.3}, {any(rng), 0.1}});
    }
    const QByteArray first = model::serializeProject(p, docPath);
    const model::ProjectReadResult read = model::parseProject(first, docPath);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(model::serializeProject(read.project, docPath), first);
    for (qsizetype i = 0; i < p.sprites.size(); ++i) {
        const collision::Rect a = *boxOf(p.sprites[i]);
        const collision::Rect b = *boxOf(read.project.sprites[i]);
        for (const auto &[x, y] : {std::pair{a.x, b.x}, {a.y, b.y}, {a.w, b.w}, {a.h, b.h}})
            QVERIFY(std::abs(x - y) <= 5e-7 * (1 + 1e-9));
        QVERIFY(std::abs(circleOf(p.sprites[i])->radius - circleOf(read.project.sprites[i])->radius)
                <= 5e-7);
    }
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
