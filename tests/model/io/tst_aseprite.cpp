// The Aseprite reader (core/model/io/aseprite*): files written by the test-only writer
// (tests/common/asepritewriter.h) in every colour mode and cel kind, compositing checked
// against a floating-point Porter-Duff "over" (within one step of 255) and Aseprite's blend
// arithmetic worked by hand, the metadata (tags, slices, user data, durations, layers), and
// hostile files refused with a message naming the file.

#include "asepritewriter.h"
#include "model/io/asepriteblend.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"

#include <QtTest>

#include <cmath>

using namespace hitbox;
using namespace hitbox::testing;
using model::AseBlendMode;

Q_DECLARE_METATYPE(AseWriteFile)
Q_DECLARE_METATYPE(AseBlendMode)

namespace {

const QString path = QStringLiteral("/tmp/sprite.aseprite");

QByteArray rgbaBytes(const QList<QRgb> &pixels)
{
    QByteArray bytes;
    for (const QRgb p : pixels)
        bytes.append(char(qRed(p)))
                .append(char(qGreen(p)))
                .append(char(qBlue(p)))
                .append(char(qAlpha(p)));
    return bytes;
}

QList<QRgb> imagePixels(const QImage &image)
{
    QList<QRgb> pixels;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            pixels << image.pixel(x, y);
    return pixels;
}

// One image layer of a 2x2 canvas with one cel covering it.
AseWriteFile oneCel(int depth, AseWriteCel::Kind kind, const QByteArray &pixels)
{
    AseWriteFile file;
    file.size = QSize(2, 2);
    file.depth = depth;
    file.layers = {aseLayer(QStringLiteral("art"))};
    AseWriteCel cel;
    cel.kind = kind == AseWriteCel::Linked ? AseWriteCel::Zlib : kind;
    cel.size = QSize(2, 2);
    cel.pixels = pixels;
    file.frames = {{100, {cel}}};
    if (kind == AseWriteCel::Linked) {
        AseWriteCel link;
        link.kind = AseWriteCel::Linked;
        link.linkedFrame = 0;
        file.frames << AseWriteFrame{100, {link}};
    }
    return file;
}

// Porter-Duff "over" of non-premultiplied colours, in floating point: the oracle. The
// source's alpha times the opacity is rounded to 8 bits first, as an 8-bit compositor
// stores it.
QRgb over(QRgb backdrop, QRgb source, double opacity)
{
    const double sa = std::round(qAlpha(source) * opacity) / 255.0;
    const double ba = qAlpha(backdrop) / 255.0;
    const double ra = sa + ba * (1 - sa);
    if (ra <= 0)
        return 0;
    const auto mix
            = [&](int b, int s) { return int(std::lround((s * sa + b * ba * (1 - sa)) / ra)); };
    return qRgba(mix(qRed(backdrop), qRed(source)),
                 mix(qGreen(backdrop), qGreen(source)),
                 mix(qBlue(backdrop), qBlue(source)),
                 int(std::lround(ra * 255)));
}

bool near(QRgb a, QRgb b, int tolerance)
{
    if (qAlpha(a) == 0 && qAlpha(b) == 0)
        return true;
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
           && std::abs(qBlue(a) - qBlue(b)) <= tolerance
           && std::abs(qAlpha(a) - qAlpha(b)) <= tolerance;
}

QString rgbaText(QRgb c)
{
    return QStringLiteral("(%1,%2,%3,%4)").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c)).arg(qAlpha(c));
}

AseWriteCel fullCel(int layer, QRgb colour, QSize size = QSize(2, 2), int opacity = 255)
{
    AseWriteCel cel;
    cel.layer = layer;
    cel.size = size;
    cel.opacity = opacity;
    cel.pixels = rgbaBytes(QList<QRgb>(size.width() * size.height(), colour));
    return cel;
}

} // namespace

class TestAseprite : public QObject
{
    Q_OBJECT

private slots:
    void cels_data();
    void cels();
    void composite_data();
    void composite();
    void normalBlendExact_data();
    void normalBlendExact();
    void normalBlendAgainstOver();
    void blendModes_data();
    void blendModes();
    void metadata();
    void frameDurations();
    void celPositionsClipped();
    void hostile_data();
    void hostile();
    void fileWrittenByAseprite();
    void recognised_data();
    void recognised();
};

void TestAseprite::cels_data()
{
    QTest::addColumn<AseWriteFile>("file");
    QTest::addColumn<QList<QRgb>>("expected");

    const QList<QRgb> rgba{
            qRgba(255, 0, 0, 255), qRgba(0, 255, 0, 128), qRgba(1, 2, 3, 0), qRgba(9, 8, 7, 1)};
    for (const auto kind : {AseWriteCel::Raw, AseWriteCel::Zlib, AseWriteCel::Linked}) {
        const char *name = kind == AseWriteCel::Raw    ? "raw"
                           : kind == AseWriteCel::Zlib ? "zlib"
                                                       : "linked";
        QTest::addRow("rgba %s", name) << oneCel(32, kind, rgbaBytes(rgba)) << rgba;
        QTest::addRow("grayscale %s", name)
                << oneCel(16, kind, QByteArray("\x00\xff\x80\x40\xff\x00\x10\x01", 8))
                << QList<QRgb>{qRgba(0, 0, 0, 255),
                               qRgba(128, 128, 128, 64),
                               qRgba(255, 255, 255, 0),
                               qRgba(16, 16, 16, 1)};
        AseWriteFile indexed = oneCel(8, kind, QByteArray("\x00\x01\x02\x01", 4));
        indexed.palette = {qRgba(10, 20, 30, 255), qRgba(40, 50, 60, 255), qRgba(70, 80, 90, 100)};
        QTest::addRow("indexed %s", name) << indexed
                                          << QList<QRgb>{0,
                                                         qRgba(40, 50, 60, 255),
                                                         qRgba(70, 80, 90, 100),
                                                         qRgba(40, 50, 60, 255)};
    }
    AseWriteFile background = oneCel(8, AseWriteCel::Zlib, QByteArray("\x00\x01\x01\x00", 4));
    background.palette = {qRgba(10, 20, 30, 255), qRgba(40, 50, 60, 255)};
    background.layers[0].background = true;
    QTest::newRow("indexed background keeps the transparent index")
            << background
            << QList<QRgb>{qRgba(10, 20, 30, 255),
                           qRgba(40, 50, 60, 255),
                           qRgba(40, 50, 60, 255),
                           qRgba(10, 20, 30, 255)};
    AseWriteFile otherIndex = oneCel(8, AseWriteCel::Zlib, QByteArray("\x00\x01\x01\x00", 4));
    otherIndex.palette = {qRgba(10, 20, 30, 255), qRgba(40, 50, 60, 255)};
    otherIndex.transparentIndex = 1;
    QTest::newRow("indexed, transparent index 1")
            << otherIndex << QList<QRgb>{qRgba(10, 20, 30, 255), 0, 0, qRgba(10, 20, 30, 255)};
    AseWriteFile old = oneCel(8, AseWriteCel::Raw, QByteArray("\x01\x02\x02\x01", 4));
    old.oldPalette = {qRgb(0, 0, 0), qRgb(1, 2, 3), qRgb(4, 5, 6)};
    QTest::newRow("indexed, old palette chunk only")
            << old << QList<QRgb>{qRgb(1, 2, 3), qRgb(4, 5, 6), qRgb(4, 5, 6), qRgb(1, 2, 3)};
    AseWriteFile both = old;
    both.palette = {qRgb(0, 0, 0), qRgb(100, 100, 100), qRgb(200, 200, 200)};
    QTest::newRow("indexed, the new palette wins over the old") << both
                                                                << QList<QRgb>{qRgb(100, 100, 100),
                                                                               qRgb(200, 200, 200),
                                                                               qRgb(200, 200, 200),
                                                                               qRgb(100, 100, 100)};
}

void TestAseprite::cels()
{
    QFETCH(AseWriteFile, file);
    QFETCH(QList<QRgb>, expected);

    const model::AseReadResult read = model::readAseprite(writeAseprite(file), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const model::AseFile &ase = read.file;
    QCOMPARE(ase.frames.size(), file.frames.size());
    for (int f = 0; f < ase.frames.size(); ++f) {
        const model::AseCel *cel = ase.cel(f, 0);
        QVERIFY(cel);
        QCOMPARE(cel->linkedFrame,
                 file.frames.at(f).cels.at(0).kind == AseWriteCel::Linked ? 0 : -1);
        QCOMPARE(imagePixels(model::aseCelImage(ase, *cel)), expected);
        // On a transparent canvas at full opacity, the composite is the cel.
        const QImage frame = model::aseCompositeFrame(ase, f, model::aseVisibleLayers(ase));
        QCOMPARE(frame.size(), QSize(2, 2));
        const QList<QRgb> shown = imagePixels(frame);
        for (int i = 0; i < expected.size(); ++i)
            QVERIFY2(qAlpha(expected[i]) == 0 ? qAlpha(shown[i]) == 0 : shown[i] == expected[i],
                     qPrintable(QStringLiteral("pixel %1: %2, expected %3")
                                        .arg(i)
                                        .arg(rgbaText(shown[i]), rgbaText(expected[i]))));
    }
}

void TestAseprite::composite_data()
{
    QTest::addColumn<AseWriteFile>("file");
    QTest::addColumn<QRgb>("expected"); ///< the float oracle's result at pixel (0, 0)

    const QRgb red = qRgba(200, 30, 40, 255);
    const QRgb blue = qRgba(10, 20, 250, 160);
    const QRgb green = qRgba(0, 255, 0, 255);
    // bottom: "back" (red); a group "arm" with "sleeve" (blue) in it; "hidden" (green) on top.
    AseWriteFile base;
    base.size = QSize(2, 2);
    base.layers = {aseLayer(QStringLiteral("back")),
                   aseLayer(QStringLiteral("arm"), 1),
                   aseLayer(QStringLiteral("sleeve"), 0, 1),
                   aseLayer(QStringLiteral("hidden"), 0, 0, false)};
    base.frames = {{100, {fullCel(0, red), fullCel(2, blue), fullCel(3, green)}}};

    QTest::newRow("visible group, hidden top layer") << base << over(red, blue, 1);
    AseWriteFile f = base;
    f.layers[1].visible = false;
    QTest::newRow("hidden group hides its child") << f << red;
    f = base;
    f.layers[2].visible = false;
    QTest::newRow("hidden child") << f << red;
    f = base;
    f.layers[3].visible = true;
    QTest::newRow("top layer shown") << f << green;
    f = base;
    f.layers[2].opacity = 128;
    QTest::newRow("layer opacity") << f << over(red, blue, 128 / 255.0);
    f = base;
    f.layers[2].opacity = 128;
    f.layerOpacityValid = false;
    QTest::newRow("layer opacity not valid in the header") << f << over(red, blue, 1);
    f = base;
    f.frames[0].cels[1].opacity = 64;
    QTest::newRow("cel opacity") << f << over(red, blue, 64 / 255.0);
    f = base;
    f.frames[0].cels[1].opacity = 128;
    f.layers[2].opacity = 128;
    QTest::newRow("cel and layer opacity") << f << over(red, blue, 0.25);
    f = base;
    f.layers[1].opacity = 100;
    QTest::newRow("group opacity") << f << over(red, blue, 100 / 255.0);
    f = base;
    f.layers[1].opacity = 0;
    QTest::newRow("group opacity 0") << f << red;
    f = base;
    f.frames[0].cels.removeAt(0);
    QTest::newRow("no cel on the bottom layer") << f << blue;
    f = base;
    f.frames[0].cels[1].position = QPoint(1, 1);
    QTest::newRow("cel moved off the pixel") << f << red;
    f = base;
    f.frames[0].cels[1].position = QPoint(-1, -1);
    QTest::newRow("cel at a negative position") << f << over(red, blue, 1);
}

void TestAseprite::composite()
{
    QFETCH(AseWriteFile, file);
    QFETCH(QRgb, expected);

    const model::AseReadResult read = model::readAseprite(writeAseprite(file), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const QImage frame = model::aseCompositeFrame(read.file, 0, model::aseVisibleLayers(read.file));
    const QRgb shown = frame.pixel(0, 0);
    QVERIFY2(near(shown, expected, 1),
             qPrintable(QStringLiteral("%1, the oracle says %2")
                                .arg(rgbaText(shown), rgbaText(expected))));
}

void TestAseprite::normalBlendExact_data()
{
    QTest::addColumn<QRgb>("backdrop");
    QTest::addColumn<QRgb>("source");
    QTest::addColumn<int>("opacity");
    QTest::addColumn<QRgb>("expected");

    // Worked by hand with Aseprite's integer steps: Sa = MUL_UN8(a, opacity),
    // Ra = Sa + Ba - MUL_UN8(Ba, Sa), Rc = Bc + (Sc - Bc) * Sa / Ra (truncated).
    QTest::newRow("half over opaque")
            << qRgba(200, 100, 50, 255) << qRgba(0, 0, 255, 128) << 255 << qRgba(100, 50, 152, 255);
    QTest::newRow("swapped") << qRgba(0, 0, 255, 128) << qRgba(200, 100, 50, 255) << 255
                             << qRgba(200, 100, 50, 255);
    QTest::newRow("opaque at opacity 128")
            << qRgba(0, 0, 0, 255) << qRgba(255, 255, 255, 255) << 128 << qRgba(128, 128, 128, 255);
    QTest::newRow("onto transparent keeps the colour")
            << qRgba(9, 9, 9, 0) << qRgba(10, 20, 30, 200) << 128 << qRgba(10, 20, 30, 100);
    QTest::newRow("transparent source keeps the backdrop")
            << qRgba(1, 2, 3, 4) << qRgba(200, 200, 200, 0) << 255 << qRgba(1, 2, 3, 4);
    QTest::newRow("opacity 0") << qRgba(1, 2, 3, 4) << qRgba(200, 200, 200, 255) << 0
                               << qRgba(1, 2, 3, 4);
    QTest::newRow("half over half")
            << qRgba(255, 0, 0, 128) << qRgba(0, 0, 255, 128) << 255 << qRgba(85, 0, 170, 192);
}

void TestAseprite::normalBlendExact()
{
    QFETCH(QRgb, backdrop);
    QFETCH(QRgb, source);
    QFETCH(int, opacity);
    QFETCH(QRgb, expected);
    QCOMPARE(rgbaText(model::aseBlend(AseBlendMode::Normal, backdrop, source, opacity)),
             rgbaText(expected));
}

void TestAseprite::normalBlendAgainstOver()
{
    // Every 17th value of each alpha and opacity, colours in both orders: Aseprite's
    // integer result stays within 2 steps of exact compositing (of the 8-bit alpha).
    int checked = 0;
    for (int ba = 17; ba <= 255; ba += 17)
        for (int sa = 0; sa <= 255; sa += 17)
            for (int opacity = 0; opacity <= 255; opacity += 51)
                for (const auto &[b, s] : {std::pair{30, 220}, std::pair{220, 30}}) {
                    const QRgb backdrop = qRgba(b, s, b, ba);
                    const QRgb source = qRgba(s, b, 128, sa);
                    const QRgb got
                            = model::aseBlend(AseBlendMode::Normal, backdrop, source, opacity);
                    const QRgb want = over(backdrop, source, opacity / 255.0);
                    QVERIFY2(near(got, want, 2),
                             qPrintable(QStringLiteral("%1 over %2 at %3: %4, exact %5")
                                                .arg(rgbaText(source), rgbaText(backdrop))
                                                .arg(opacity)
                                                .arg(rgbaText(got), rgbaText(want))));
                    ++checked;
                }
    QCOMPARE(checked, 15 * 16 * 6 * 2);
}

void TestAseprite::blendModes_data()
{
    QTest::addColumn<AseBlendMode>("mode");
    QTest::addColumn<int>("b200s100"); ///< the channel for backdrop 200, source 100
    QTest::addColumn<int>("b100s200"); ///< and swapped

    // Aseprite's formulas (blend_funcs.cpp) worked by hand: MUL_UN8(200, 100) = 78,
    // DIV_UN8(a, b) = (a * 255 + b / 2) / b.
    QTest::newRow("multiply") << AseBlendMode::Multiply << 78 << 78;
    QTest::newRow("screen") << AseBlendMode::Screen << 222 << 222;
    QTest::newRow("overlay") << AseBlendMode::Overlay << 188 << 157;
    QTest::newRow("darken") << AseBlendMode::Darken << 100 << 100;
    QTest::newRow("lighten") << AseBlendMode::Lighten << 200 << 200;
    QTest::newRow("color dodge") << AseBlendMode::ColorDodge << 255 << 255;
    QTest::newRow("color burn") << AseBlendMode::ColorBurn << 115 << 57;
    QTest::newRow("hard light") << AseBlendMode::HardLight << 157 << 188;
    QTest::newRow("soft light") << AseBlendMode::SoftLight << 191 << 134;
    QTest::newRow("difference") << AseBlendMode::Difference << 100 << 100;
    QTest::newRow("exclusion") << AseBlendMode::Exclusion << 144 << 144;
    QTest::newRow("addition") << AseBlendMode::Addition << 255 << 255;
    QTest::newRow("subtract") << AseBlendMode::Subtract << 100 << 0;
    QTest::newRow("divide") << AseBlendMode::Divide << 255 << 128;
    QTest::newRow("hue (approximated by normal)") << AseBlendMode::Hue << 100 << 200;
}

void TestAseprite::blendModes()
{
    QFETCH(AseBlendMode, mode);
    QFETCH(int, b200s100);
    QFETCH(int, b100s200);
    QCOMPARE(model::aseBlend(mode, qRgb(200, 200, 200), qRgb(100, 100, 100), 255),
             qRgb(b200s100, b200s100, b200s100));
    QCOMPARE(model::aseBlend(mode, qRgb(100, 100, 100), qRgb(200, 200, 200), 255),
             qRgb(b100s200, b100s200, b100s200));
    // A transparent backdrop takes the source as it is, whatever the mode.
    QCOMPARE(model::aseBlend(mode, qRgba(200, 200, 200, 0), qRgba(100, 90, 80, 255), 255),
             qRgba(100, 90, 80, 255));
}

void TestAseprite::metadata()
{
    AseWriteFile file;
    file.size = QSize(4, 3);
    file.spriteUserData = aseUserData(QStringLiteral("sprite note"));
    file.palette = {qRgb(1, 1, 1)};
    file.layers = {aseLayer(QStringLiteral("body")),
                   aseLayer(QStringLiteral("group"), 1),
                   aseLayer(QStringLiteral("inner"), 0, 1, false)};
    file.layers[0].blend = 2;
    file.layers[0].opacity = 200;
    file.layers[0].userData = aseUserData(QStringLiteral("hurtbox"), qRgba(1, 2, 3, 4));
    AseWriteCel cel = fullCel(0, qRgb(5, 5, 5));
    cel.position = QPoint(-3, 7);
    cel.userData = aseUserData(QStringLiteral("cel note"));
    file.frames = {{10, {cel}}, {20, {}}, {30, {}}, {40, {}}};
    file.tags = {aseTag(QStringLiteral("walk"), 0, 1, 0, 0),
                 aseTag(QStringLiteral("back"), 1, 2, 1, 3),
                 aseTag(QStringLiteral("bounce"), 0, 3, 2, 1),
                 aseTag(QStringLiteral("ecnuob"), 3, 3, 3, 0)};
    file.tags[1].userData = aseUserData(QStringLiteral("t2"));
    file.slices = {aseSlice(QStringLiteral("fist:hitbox"),
                            {aseSliceKey(2, QRect(1, 1, 2, 2), QRect(0, 0, 1, 1), QPoint(1, 0)),
                             aseSliceKey(0, QRect(-5, 0, 3, 1), QRect(1, 1, 1, 1), QPoint(-2, 9))}),
                   aseSlice(QStringLiteral("plain"), {aseSliceKey(1, QRect(0, 0, 0, 0))})};
    file.slices[0].userData = aseUserData(QStringLiteral("hitbox"));

    const model::AseReadResult read = model::readAseprite(writeAseprite(file), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const model::AseFile &ase = read.file;
    QCOMPARE(ase.size, QSize(4, 3));
    QCOMPARE(ase.userData.text, QStringLiteral("sprite note"));
    QCOMPARE(ase.layers.size(), 3);
    QCOMPARE(ase.layers[0].name, QStringLiteral("body"));
    QCOMPARE(ase.layers[0].blendMode, AseBlendMode::Screen);
    QCOMPARE(ase.layers[0].opacity, 200);
    QCOMPARE(ase.layers[0].userData.text, QStringLiteral("hurtbox"));
    QCOMPARE(ase.layers[0].userData.color, std::optional<QRgb>(qRgba(1, 2, 3, 4)));
    QCOMPARE(ase.layers[1].type, model::AseLayerType::Group);
    QCOMPARE(ase.layers[2].parent, 1);
    QCOMPARE(ase.layers[2].visible, false);
    QCOMPARE(ase.layers[0].parent, -1);
    QCOMPARE(model::aseVisibleLayers(ase), (QList<bool>{true, true, false}));
    QCOMPARE(ase.cel(0, 0)->position, QPoint(-3, 7));
    QCOMPARE(ase.cel(0, 0)->userData.text, QStringLiteral("cel note"));
    QCOMPARE(ase.cel(1, 0), nullptr);

    QCOMPARE(ase.tags.size(), 4);
    const QList<model::AseDirection> directions{model::AseDirection::Forward,
                                                model::AseDirection::Reverse,
                                                model::AseDirection::PingPong,
                                                model::AseDirection::PingPongReverse};
    for (int t = 0; t < 4; ++t) {
        QCOMPARE(ase.tags[t].name, file.tags[t].name);
        QCOMPARE(ase.tags[t].from, file.tags[t].from);
        QCOMPARE(ase.tags[t].to, file.tags[t].to);
        QCOMPARE(ase.tags[t].direction, directions[t]);
        QCOMPARE(ase.tags[t].repeat, file.tags[t].repeat);
    }
    QCOMPARE(ase.tags[1].userData.text, QStringLiteral("t2"));
    QCOMPARE(ase.tags[0].userData.text, QString());

    QCOMPARE(ase.slices.size(), 2);
    const model::AseSlice &fist = ase.slices[0];
    QCOMPARE(fist.name, QStringLiteral("fist:hitbox"));
    QCOMPARE(fist.userData.text, QStringLiteral("hitbox"));
    QCOMPARE(fist.keys.size(), 2);
    QCOMPARE(fist.keys[0].frame, 0); // sorted by frame
    QCOMPARE(fist.keys[0].bounds, QRect(-5, 0, 3, 1));
    QCOMPARE(fist.keys[0].pivot, std::optional<QPoint>(QPoint(-2, 9)));
    QCOMPARE(fist.keys[1].frame, 2);
    QCOMPARE(fist.keys[1].centre, std::optional<QRect>(QRect(0, 0, 1, 1)));
    QCOMPARE(fist.keys[1].pivot, std::optional<QPoint>(QPoint(1, 0)));
    QCOMPARE(ase.slices[1].keys[0].bounds.isEmpty(), true);
    QCOMPARE(ase.slices[1].keys[0].centre, std::nullopt);
    QCOMPARE(ase.slices[1].keys[0].pivot, std::nullopt);
}

void TestAseprite::frameDurations()
{
    AseWriteFile file = oneCel(32, AseWriteCel::Raw, rgbaBytes(QList<QRgb>(4, 0)));
    file.frames = {{250, {}}, {0, {}}, {65535, {}}};
    file.speed = 70;
    model::AseReadResult read = model::readAseprite(writeAseprite(file), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.file.frames[0].durationMs, 250);
    QCOMPARE(read.file.frames[1].durationMs, 70); // 0: the header's speed
    QCOMPARE(read.file.frames[2].durationMs, 65535);
    file.speed = 0;
    read = model::readAseprite(writeAseprite(file), path);
    QCOMPARE(read.file.frames[1].durationMs, 100); // neither: the default
}

void TestAseprite::celPositionsClipped()
{
    // A cel larger than the canvas and partly outside it: only the canvas is drawn.
    AseWriteFile file;
    file.size = QSize(3, 2);
    file.layers = {aseLayer(QStringLiteral("big"))};
    QList<QRgb> pixels;
    for (int i = 0; i < 25; ++i)
        pixels << qRgba(i, 0, 0, 255);
    AseWriteCel cel = fullCel(0, 0, QSize(5, 5));
    cel.pixels = rgbaBytes(pixels);
    cel.position = QPoint(-2, -1);
    file.frames = {{100, {cel}}};
    const model::AseReadResult read = model::readAseprite(writeAseprite(file), path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const QImage frame = model::aseCompositeFrame(read.file, 0, model::aseVisibleLayers(read.file));
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 3; ++x)
            QCOMPARE(qRed(frame.pixel(x, y)), (y + 1) * 5 + (x + 2));
}

void TestAseprite::hostile_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");

    const AseWriteFile good
            = oneCel(32, AseWriteCel::Zlib, rgbaBytes(QList<QRgb>(4, qRgb(1, 2, 3))));
    const QByteArray goodBytes = writeAseprite(good);
    QTest::newRow("empty") << QByteArray() << QStringLiteral("shorter than the 128-byte");
    QTest::newRow("header cut") << goodBytes.left(100)
                                << QStringLiteral("shorter than the 128-byte");
    QByteArray b = goodBytes;
    b[4] = 0;
    QTest::newRow("bad magic") << b << QStringLiteral("not an Aseprite file");
    QTest::newRow("frame cut") << goodBytes.left(goodBytes.size() - 3)
                               << QStringLiteral("frame 0 runs past the end");
    b = goodBytes;
    b[128 + 4] = 0;
    QTest::newRow("bad frame magic") << b << QStringLiteral("frame 0 has no frame magic");

    AseWriteFile f = good;
    f.depth = 24;
    QTest::newRow("unknown depth") << writeAseprite(f) << QStringLiteral("unknown colour depth 24");
    f = good;
    f.size = QSize(16385, 1);
    QTest::newRow("canvas too wide") << writeAseprite(f) << QStringLiteral("a canvas of 16385x1");
    f.size = QSize(0, 4);
    QTest::newRow("empty canvas") << writeAseprite(f) << QStringLiteral("a canvas of 0x4");
    f = good;
    f.frames.clear();
    QTest::newRow("no frames") << writeAseprite(f) << QStringLiteral("it has no frames");
    b = aseHeader(good, 10001, 128);
    QTest::newRow("too many frames") << b << QStringLiteral("10001 frames, more than the 10000");
    AseWriteFile huge;
    huge.size = QSize(16384, 16384);
    b = aseHeader(huge, 40, 128);
    QTest::newRow("frames past the decoding budget")
            << b << QStringLiteral("more than the 8192 MB");

    // A chunk whose size runs past its frame.
    QByteArray chunk = aseLayerChunk(aseLayer(QStringLiteral("x")));
    chunk[0] = char(0xff);
    b = aseHeader(good, 1, 0) + aseFrame(100, {chunk});
    QTest::newRow("chunk past its frame")
            << b << QStringLiteral("chunk 0 of frame 0 runs past its frame");
    chunk = aseChunk(0x2004, QByteArray(5, '\0'));
    b = aseHeader(good, 1, 0) + aseFrame(100, {chunk});
    QTest::newRow("layer chunk cut") << b << QStringLiteral("chunk 0x2004 of frame 0 ends before");

    f = good;
    f.layers << aseLayer(QStringLiteral("tiles"), 2);
    QTest::newRow("tilemap layer")
            << writeAseprite(f) << QStringLiteral("layer \"tiles\" is a tilemap layer");
    f = good;
    f.layers[0].level = 1;
    QTest::newRow("child without group")
            << writeAseprite(f) << QStringLiteral("at child level 1 without a group");
    f = good;
    f.layers[0].blend = 19;
    QTest::newRow("unknown blend") << writeAseprite(f) << QStringLiteral("unknown blend mode 19");

    f = good;
    f.frames[0].cels[0].layer = 5;
    QTest::newRow("cel on a missing layer")
            << writeAseprite(f) << QStringLiteral("cel on layer 5, which does not exist");
    f = good;
    f.layers.prepend(aseLayer(QStringLiteral("folder"), 1));
    QTest::newRow("cel on a group")
            << writeAseprite(f) << QStringLiteral("cel on the group \"folder\"");
    f = good;
    f.frames[0].cels << f.frames[0].cels[0];
    QTest::newRow("two cels on a layer")
            << writeAseprite(f) << QStringLiteral("two cels on layer \"art\"");

    AseWriteCel link;
    link.kind = AseWriteCel::Linked;
    f = good;
    f.frames[0].cels = {link};
    QTest::newRow("linked to itself")
            << writeAseprite(f)
            << QStringLiteral("links to frame 0, which is not an earlier frame");
    f = good;
    link.linkedFrame = 1;
    f.frames = {{100, {link}}, good.frames[0]};
    QTest::newRow("linked forward")
            << writeAseprite(f)
            << QStringLiteral("links to frame 1, which is not an earlier frame");
    f = good;
    link.linkedFrame = 0;
    f.frames = {{100, {}}, {100, {link}}};
    QTest::newRow("linked to no cel")
            << writeAseprite(f) << QStringLiteral("links to frame 0, which has no cel");

    f = good;
    f.frames[0].cels[0].kind = AseWriteCel::Raw;
    f.frames[0].cels[0].pixels.chop(1);
    QTest::newRow("raw cel cut") << writeAseprite(f)
                                 << QStringLiteral("a raw cel ends before its 16 bytes");
    f = good;
    f.frames[0].cels[0].compressedOverride = QByteArray("not zlib at all");
    QTest::newRow("corrupt zlib") << writeAseprite(f)
                                  << QStringLiteral("a compressed cel is corrupt");
    f = good;
    f.frames[0].cels[0].compressedOverride = qCompress(QByteArray(8, 'x')).mid(4);
    QTest::newRow("zlib too short")
            << writeAseprite(f) << QStringLiteral("a compressed cel ends before its 16 bytes");
    f = good;
    f.frames[0].cels[0].compressedOverride = qCompress(QByteArray(64 << 20, '\0')).mid(4);
    QTest::newRow("decompression bomb")
            << writeAseprite(f) << QStringLiteral("holds more than its declared size");
    // The second cel declares 1 GiB: with the first, past the budget, refused unread.
    f = good;
    f.size = QSize(16384, 16384);
    f.layers << aseLayer(QStringLiteral("huge"));
    AseWriteCel hugeCel;
    hugeCel.layer = 1;
    hugeCel.size = QSize(16384, 16384);
    hugeCel.compressedOverride = QByteArray("x");
    f.frames[0].cels << hugeCel;
    QTest::newRow("cels past their budget")
            << writeAseprite(f) << QStringLiteral("its cels need more than 1024 MB");

    f = oneCel(8, AseWriteCel::Zlib, QByteArray("\x00\x01\x02\x07", 4));
    f.palette = {qRgb(1, 1, 1), qRgb(2, 2, 2), qRgb(3, 3, 3)};
    QTest::newRow("index past the palette")
            << writeAseprite(f)
            << QStringLiteral("layer \"art\": colour index 7 is past the palette of 3 colours");
    f = oneCel(8, AseWriteCel::Zlib, QByteArray("\x00\x01\x01\x01", 4));
    QTest::newRow("indexed without palette")
            << writeAseprite(f)
            << QStringLiteral("colour index 1 is past the palette of 0 colours");

    f = good;
    f.tags = {aseTag(QStringLiteral("run"), 0, 3)};
    QTest::newRow("tag past the frames")
            << writeAseprite(f)
            << QStringLiteral("tag \"run\" runs from frame 0 to 3, outside its 1 frames");
    f.tags = {aseTag(QStringLiteral("run"), 0, 0, 4)};
    QTest::newRow("unknown direction")
            << writeAseprite(f) << QStringLiteral("tag \"run\" has the unknown direction 4");
    f = good;
    f.slices = {aseSlice(QStringLiteral("box"), {aseSliceKey(3, QRect(0, 0, 1, 1))})};
    QTest::newRow("slice key past the frames")
            << writeAseprite(f) << QStringLiteral("slice \"box\" has a key on frame 3");
    f.slices = {aseSlice(QStringLiteral("box"), {aseSliceKey(0, QRect(0, 0, 1 << 21, 1))})};
    QTest::newRow("slice too large")
            << writeAseprite(f) << QStringLiteral("slice \"box\" has coordinates past");
    AseWriteBuffer slice;
    slice.dword(0x10000000);
    slice.dword(0);
    slice.dword(0);
    slice.string(QStringLiteral("many"));
    b = aseHeader(good, 1, 0) + aseFrame(100, {aseChunk(0x2022, slice.bytes)});
    QTest::newRow("slice keys past the chunk")
            << b << QStringLiteral("slice \"many\" ends before its");
    AseWriteBuffer palette;
    palette.dword(70000);
    palette.dword(0);
    palette.dword(0);
    palette.zeros(8);
    b = aseHeader(good, 1, 0) + aseFrame(100, {aseChunk(0x2019, palette.bytes)});
    QTest::newRow("palette too large") << b << QStringLiteral("a palette of 70000 colours");
}

void TestAseprite::hostile()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    const model::AseReadResult read = model::readAseprite(bytes, path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(path + QStringLiteral(": ")), qPrintable(read.error));
    QVERIFY2(read.error.contains(problem), qPrintable(read.error));
    QVERIFY(read.file.frames.isEmpty());
}

void TestAseprite::fileWrittenByAseprite()
{
    // ase-parser's sample (tests/data/aseprite/README.md): 16 squares of 64 x 64 pixels,
    // each one palette colour.
    const QString file = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/tests/data/aseprite/ase-parser-indexed.aseprite");
    const model::AseReadResult read = model::readAsepriteFile(file);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const model::AseFile &ase = read.file;
    QCOMPARE(ase.size, QSize(256, 256));
    QCOMPARE(ase.colorMode, model::AseColorMode::Indexed);
    QCOMPARE(ase.palette.size(), 16);
    QCOMPARE(ase.frames.size(), 1);
    QCOMPARE(ase.layers.size(), 2);
    QCOMPARE(ase.layers[0].name, QStringLiteral("Background"));
    const QImage frame = model::aseCompositeFrame(ase, 0, model::aseVisibleLayers(ase));
    // Brute force: every pixel a palette colour or transparent (the transparent index, as
    // the layer is not a background layer), each square one colour, and the squares of
    // the transparent index and of 15 other colours.
    QSet<QRgb> colours;
    for (int y = 0; y < 256; ++y)
        for (int x = 0; x < 256; ++x) {
            const QRgb p = frame.pixel(x, y);
            QVERIFY(p == 0 || (qAlpha(p) == 255 && ase.palette.contains(p)));
            QCOMPARE(p, frame.pixel(x / 64 * 64, y / 64 * 64));
            colours.insert(p);
        }
    QVERIFY(colours.contains(0));
    QCOMPARE(colours.size(), 16);
}

void TestAseprite::recognised_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("aseprite");

    const QByteArray file = writeAseprite(oneCel(32, AseWriteCel::Zlib, rgbaBytes({0, 0, 0, 0})));
    QTest::newRow("a file") << file << true;
    QTest::newRow("its header only") << file.left(128) << true;
    QTest::newRow("header and part of a frame") << file.left(133) << true;
    QTest::newRow("short") << file.left(127) << false;
    QByteArray b = file;
    b[12] = 24;
    QTest::newRow("depth 24") << b << false;
    b = file;
    b[132] = 0;
    QTest::newRow("no frame magic") << b << false;
    // A RIFF (WebP) file of 0xA5E0 + 8 bytes has the Aseprite magic number at offset 4.
    QByteArray riff("RIFF\xe0\xa5\x00\x00WEBPVP8L", 16);
    riff.append(QByteArray(200, '\x11'));
    QTest::newRow("riff") << riff << false;
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n").append(QByteArray(200, '\0')) << false;
}

void TestAseprite::recognised()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, aseprite);
    QCOMPARE(model::isAsepriteHead(head), aseprite);
}

QTEST_GUILESS_MAIN(TestAseprite)
#include "tst_aseprite.moc"
