#include "icons/icons.h"

#include <QApplication>
#include <QPainter>
#include <QSet>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

using namespace hitbox::editor;

namespace {

QList<Icon> allIcons()
{
    QList<Icon> icons;
    for (int i = 0; i < iconCount; ++i)
        icons.append(static_cast<Icon>(i));
    return icons;
}

QPalette lightPalette()
{
    return QApplication::style()->standardPalette();
}

// A usual dark Fusion palette (as apps set it by hand).
QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(53, 53, 53));
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Base, QColor(35, 35, 35));
    p.setColor(QPalette::Text, Qt::white);
    p.setColor(QPalette::Button, QColor(53, 53, 53));
    p.setColor(QPalette::ButtonText, Qt::white);
    return p;
}

struct Coverage
{
    int visible = 0;          // pixels with alpha > 0
    int colours = 0;          // distinct ARGB values
    int maxSaturation = 0;    // over clearly visible pixels
    double meanLightness = 0; // over clearly visible pixels
};

Coverage coverage(const QPixmap &pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    Coverage c;
    QSet<QRgb> colours;
    int strong = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb rgb = image.pixel(x, y);
            colours.insert(rgb);
            if (qAlpha(rgb) == 0)
                continue;
            ++c.visible;
            if (qAlpha(rgb) < 200)
                continue;
            const QColor color = QColor::fromRgba(rgb);
            c.maxSaturation = std::max(c.maxSaturation, color.hslSaturation());
            c.meanLightness += color.lightness();
            ++strong;
        }
    }
    c.colours = int(colours.size());
    if (strong > 0)
        c.meanLightness /= strong;
    return c;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyIconDraws_data();
    void everyIconDraws();
    void iconsDiffer();
    void namesAreUnique();
    void devicePixelRatio();
    void followsPalette();
    void disabledIsGrey();
    void applicationIcon();
    void contactSheet();
};

void TestIcons::initTestCase()
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(lightPalette());
}

void TestIcons::cleanup()
{
    QApplication::setPalette(lightPalette());
}

void TestIcons::everyIconDraws_data()
{
    QTest::addColumn<Icon>("id");
    QTest::addColumn<int>("size");
    for (Icon id : allIcons()) {
        for (int size : {16, 24, 48})
            QTest::addRow("%s@%d", qPrintable(iconName(id)), size) << id << size;
    }
}

void TestIcons::everyIconDraws()
{
    QFETCH(Icon, id);
    QFETCH(int, size);
    const QIcon i = icon(id);
    QVERIFY(!i.isNull());
    const QPixmap pm = i.pixmap(QSize(size, size), 1.0);
    QCOMPARE(pm.size(), QSize(size, size));
    const Coverage c = coverage(pm);
    const int area = size * size;
    // Something is drawn, it is not a filled square, and it has more than one colour.
    QVERIFY2(c.visible >= area / 20, qPrintable(QString::number(c.visible)));
    QVERIFY2(c.visible <= area * 9 / 10, qPrintable(QString::number(c.visible)));
    QVERIFY(c.colours >= 3);
}

void TestIcons::iconsDiffer()
{
    // A wrong branch in the drawing switch would show up as two identical icons.
    QHash<QByteArray, QString> seen;
    for (Icon id : allIcons()) {
        const QImage image = icon(id).pixmap(QSize(24, 24), 1.0).toImage();
        const QByteArray bytes(reinterpret_cast<const char *>(image.constBits()),
                               image.sizeInBytes());
        QVERIFY2(!seen.contains(bytes),
                 qPrintable(iconName(id) + QStringLiteral(" looks like ") + seen.value(bytes)));
        seen.insert(bytes, iconName(id));
    }
}

void TestIcons::namesAreUnique()
{
    QSet<QString> names;
    for (Icon id : allIcons()) {
        const QString name = iconName(id);
        QVERIFY(!name.isEmpty());
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
    }
    QCOMPARE(names.size(), iconCount);
    QCOMPARE(iconName(Icon::ZoomIn), QStringLiteral("ZoomIn"));
}

void TestIcons::devicePixelRatio()
{
    // Drawn at the device size, not scaled up from the logical one: more detail at 2x.
    const QPixmap pm = icon(Icon::DrawPolygon).pixmap(QSize(24, 24), 2.0);
    QCOMPARE(pm.size(), QSize(48, 48));
    QCOMPARE(pm.devicePixelRatio(), 2.0);
    QImage sharp = pm.toImage().convertToFormat(QImage::Format_ARGB32);
    sharp.setDevicePixelRatio(1.0);
    const QImage direct = icon(Icon::DrawPolygon)
                                  .pixmap(QSize(48, 48), 1.0)
                                  .toImage()
                                  .convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(sharp, direct);
}

void TestIcons::followsPalette()
{
    // Undo is ink only: dark lines on a light window, light lines on a dark one.
    const double onLight = coverage(icon(Icon::Undo).pixmap(QSize(24, 24), 1.0)).meanLightness;
    QApplication::setPalette(darkPalette());
    const double onDark = coverage(icon(Icon::Undo).pixmap(QSize(24, 24), 1.0)).meanLightness;
    QVERIFY2(onLight < 100, qPrintable(QString::number(onLight)));
    QVERIFY2(onDark > 160, qPrintable(QString::number(onDark)));
}

void TestIcons::disabledIsGrey()
{
    // Play is a green triangle; disabled, the style greys it out (no colour left).
    const QPixmap normal = icon(Icon::Play).pixmap(QSize(24, 24), 1.0, QIcon::Normal);
    const QPixmap disabled = icon(Icon::Play).pixmap(QSize(24, 24), 1.0, QIcon::Disabled);
    QVERIFY(coverage(normal).maxSaturation > 100);
    const Coverage c = coverage(disabled);
    QVERIFY2(c.maxSaturation < 30, qPrintable(QString::number(c.maxSaturation)));
    QVERIFY(c.visible >= 24 * 24 / 20);
}

void TestIcons::applicationIcon()
{
    const QIcon app = hitbox::editor::applicationIcon();
    QVERIFY(!app.isNull());
    for (int size : {16, 32, 64, 256}) {
        const QPixmap pm = app.pixmap(QSize(size, size), 1.0);
        QCOMPARE(pm.size(), QSize(size, size));
        QVERIFY(coverage(pm).visible > size * size / 2);
        QVERIFY(coverage(pm).colours > 8);
    }
}

// Renders every icon at several sizes on a light and a dark toolbar colour, with names.
// Saved to the path in HITBOX_ICON_SHEET when it is set, to review the set by eye.
void TestIcons::contactSheet()
{
    const QList<int> sizes = {16, 20, 24, 32, 48};
    const int gap = 10;
    const int nameWidth = 160;
    int panelWidth = 16;
    for (int s : sizes)
        panelWidth += s + gap;
    panelWidth += 24 + gap + 48; // disabled 24 and 24 @2x
    const int rowHeight = 62;
    const int entryWidth = nameWidth + 2 * panelWidth + 20;
    const int perColumn = (iconCount + 1) / 2;
    const int top = 28;
    const int appRow = 280;
    QImage sheet(2 * entryWidth, top + perColumn * rowHeight + appRow, QImage::Format_RGB32);
    sheet.fill(Qt::white);
    QPainter p(&sheet);
    QFont font = p.font();
    font.setPixelSize(12);
    p.setFont(font);

    auto drawPanel = [&](Icon id, QRect area, const QPalette &palette) {
        QApplication::setPalette(palette);
        p.fillRect(area, palette.color(QPalette::Window));
        int x = area.left() + 8;
        const int base = area.bottom() - 6;
        for (int s : sizes) {
            p.drawPixmap(x, base - s, icon(id).pixmap(QSize(s, s), 1.0));
            x += s + gap;
        }
        p.drawPixmap(x, base - 24, icon(id).pixmap(QSize(24, 24), 1.0, QIcon::Disabled));
        x += 24 + gap;
        QPixmap hiDpi = icon(id).pixmap(QSize(24, 24), 2.0);
        hiDpi.setDevicePixelRatio(1.0); // show its device pixels
        p.drawPixmap(x, base - 48, hiDpi);
    };

    p.setPen(Qt::black);
    for (int column = 0; column < 2; ++column) {
        int x = column * entryWidth + nameWidth + 8;
        for (int s : sizes) {
            p.drawText(x, 18, QString::number(s));
            x += s + gap;
        }
        p.drawText(x, 18, QStringLiteral("off"));
        p.drawText(x + 24 + gap, 18, QStringLiteral("24@2x"));
    }
    for (Icon id : allIcons()) {
        const int index = static_cast<int>(id);
        const int left = (index / perColumn) * entryWidth;
        const int y = top + (index % perColumn) * rowHeight;
        p.setPen(Qt::black);
        p.drawText(QRect(left + 6, y, nameWidth - 6, rowHeight), Qt::AlignVCenter, iconName(id));
        drawPanel(id, QRect(left + nameWidth, y + 1, panelWidth, rowHeight - 2), lightPalette());
        drawPanel(id,
                  QRect(left + nameWidth + panelWidth, y + 1, panelWidth, rowHeight - 2),
                  darkPalette());
    }
    int x = 10;
    const int appTop = top + perColumn * rowHeight + 10;
    p.setPen(Qt::black);
    p.drawText(x, appTop + 12, QStringLiteral("applicationIcon()"));
    for (int s : {16, 24, 32, 48, 64, 128, 256}) {
        p.drawPixmap(x, appTop + 20, hitbox::editor::applicationIcon().pixmap(QSize(s, s), 1.0));
        x += s + 16;
    }
    p.end();
    QCOMPARE(sheet.isNull(), false);

    const QString path = qEnvironmentVariable("HITBOX_ICON_SHEET");
    if (!path.isEmpty())
        QVERIFY2(sheet.save(path), qPrintable(path));
}

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
