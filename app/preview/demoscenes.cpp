#include "preview/demoscenes.h"

#include "document/document.h"
#include "preview/playcontroller.h"

#include <hitbox/geometry.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// Used when the board is empty (the canvas was never shown).
constexpr hc::Rect fallbackBoard{0.0, 0.0, 1600.0, 1000.0};

constexpr double bulletSpeed = 3000.0;
constexpr double wallWidth = 2.5;

hc::Rect usableBoard(const hc::Rect &board)
{
    return hc::isEmpty(board) ? fallbackBoard : board;
}

} // namespace

int spriteNamed(const Document &document, const QString &name)
{
    for (int i = 0; i < document.spriteCount(); ++i) {
        if (document.sprite(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int demoSprite(const Document &document, const QString &name)
{
    if (const int named = spriteNamed(document, name); named >= 0)
        return named;
    if (document.isValidSprite(document.currentSprite()))
        return document.currentSprite();
    return document.spriteCount() > 0 ? 0 : -1;
}

model::PreviewScene withBalls(Document &document,
                              model::PreviewScene scene,
                              int sprite,
                              const hc::Rect &givenBoard,
                              int count)
{
    if (!document.isValidSprite(sprite) || count <= 0)
        return scene;
    const QSize size = document.image(sprite).size();
    const double side = std::max({size.width(), size.height(), 1});
    const hc::Rect board = usableBoard(givenBoard);
    // One grid cell per ball; a ball fills about 60% of its cell's side.
    const double cell = std::sqrt(board.w * board.h / count);
    const double scale = std::min(1.0, 0.6 * cell / side);
    const int columns = std::max(1, int(board.w / cell));
    const int rows = (count + columns - 1) / columns;
    const double cellW = board.w / columns;
    const double cellH = board.h / std::max(rows, 1);
    std::mt19937 rng(20240u + unsigned(scene.instances.size()));
    std::uniform_real_distribution<double> angle(0.0, 2.0 * std::numbers::pi);
    std::uniform_real_distribution<double> speed(60.0, 200.0);
    std::uniform_real_distribution<double> jitter(-0.15, 0.15);
    for (int i = 0; i < count; ++i) {
        const int column = i % columns;
        const int row = i / columns;
        model::PreviewInstance ball;
        ball.sprite = sprite;
        ball.position = {board.x + (column + 0.5 + jitter(rng)) * cellW,
                         board.y + (row + 0.5 + jitter(rng)) * cellH};
        ball.scale = {scale, scale};
        const double a = angle(rng);
        const double v = speed(rng);
        ball.velocity = {v * std::cos(a), v * std::sin(a)};
        scene.instances.append(ball);
    }
    return scene;
}

model::PreviewScene
quickGunScene(Document &document, const model::PreviewScene &settings, const hc::Rect &givenBoard)
{
    model::PreviewScene scene = settings;
    scene.instances.clear();
    // Played on the pixel tier: the aabb tier covers every shape, and the stretched
    // wall's default circle would make it a wide block the bullet could never skip.
    // Without continuous collision the bullet's solid pixels jump over the wall's; with
    // it the swept bounds stop it.
    scene.playTier = hc::Tier::Pixel;
    scene.shownTiers = hc::tierBit(hc::Tier::Pixel);
    const int bullet = demoSprite(document, QStringLiteral("bullet"));
    if (bullet < 0)
        return scene;
    int wall = spriteNamed(document, QStringLiteral("wall"));
    const bool stretched = wall < 0;
    if (stretched)
        wall = bullet;
    const hc::Rect board = usableBoard(givenBoard);
    const QSize wallSize = document.image(wall).size();
    const QSize bulletSize = document.image(bullet).size();
    if (wallSize.isEmpty() || bulletSize.isEmpty())
        return scene;

    model::PreviewInstance w;
    w.sprite = wall;
    w.position = {board.x + board.w * 0.6, board.y + board.h / 2};
    if (stretched)
        w.scale = {wallWidth / wallSize.width(),
                   std::min(board.h * 0.6, 320.0) / wallSize.height()};
    const hc::Rect wallBounds = hc::spriteBounds(
            {w.position, document.pivot(wall), 0.0, w.scale}, wallSize.width(), wallSize.height());

    // Another sprite standing in for the bullet is scaled down to a small one: a car
    // fired whole would hardly move a step past the wall's width.
    const double bulletScale
            = spriteNamed(document, QStringLiteral("bullet")) == bullet
                      ? 1.0
                      : std::min(1.0,
                                 quickGunBulletSide
                                         / std::max(bulletSize.width(), bulletSize.height()));
    // The bullet's bounds relative to its position.
    const hc::Rect bulletAt0 = hc::spriteBounds(
            {{0.0, 0.0}, document.pivot(bullet), 0.0, {bulletScale, bulletScale}},
            bulletSize.width(),
            bulletSize.height());
    // Fast enough that one step is clearly longer than bullet and wall together.
    const double speed = std::max(bulletSpeed,
                                  2.5 * (bulletAt0.w + wallBounds.w) / PlayController::stepSeconds);
    const double stepLength = speed * PlayController::stepSeconds;
    // At some step the bullet's right edge stops in the middle of the gap before the
    // wall; the next step puts its left edge beyond the wall.
    const double gap = (stepLength - bulletAt0.w - wallBounds.w) / 2.0;
    const double lastBefore = wallBounds.x - gap - (bulletAt0.x + bulletAt0.w);
    const double leftmost = board.x + 40.0 - bulletAt0.x;
    const double steps = std::max(0.0, std::floor((lastBefore - leftmost) / stepLength));

    model::PreviewInstance b;
    b.sprite = bullet;
    b.position = {lastBefore - steps * stepLength, w.position.y};
    b.velocity = {speed, 0.0};
    b.scale = {bulletScale, bulletScale};
    scene.instances << b << w;
    return scene;
}

} // namespace hitbox::editor
