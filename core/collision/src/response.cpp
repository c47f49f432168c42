#include <hitbox/queries.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace hitbox::collision {
namespace {

// A push this much larger than the exact one survives the rounding of recomputing
// shapes from positions (a few ulps) yet stays far below anything visible.
double marginFor(double magnitude)
{
    return 1e-9 * (1.0 + magnitude);
}

double maxAbs(std::initializer_list<double> values)
{
    double m = 0.0;
    for (const double v : values)
        m = std::max(m, std::abs(v));
    return m;
}

// Unit vector along v, or nothing for a zero or non-finite vector.
std::optional<Vec2> unit(Vec2 v)
{
    const double length = std::sqrt(lengthSquared(v));
    if (!(length > 0.0) || !std::isfinite(length))
        return std::nullopt;
    return Vec2{v.x / length, v.y / length};
}

struct AxisBounce
{
    double shift = 0.0; // move the body by this along the axis
    int inward = 0;     // +1: velocity must become positive, -1: negative, 0: keep
};

// One axis of the board bounce: board [lo, hi], body [a, b].
AxisBounce bounceAxis(double lo, double hi, double a, double b)
{
    const bool crossesLow = a < lo;
    const bool crossesHigh = b > hi;
    if (!crossesLow && !crossesHigh)
        return {};
    const double margin = marginFor(maxAbs({lo, hi, a, b}));
    const double room = (hi - lo) - (b - a); // free play of the body inside the board
    if (!(room > 2.0 * margin))
        return {(lo + hi) / 2.0 - (a + b) / 2.0, 0};
    if (crossesLow) {
        const double over = lo - a;
        return {std::clamp(2.0 * over, over + margin, hi - margin - b), +1};
    }
    const double over = b - hi;
    return {-std::clamp(2.0 * over, over + margin, a - lo - margin), -1};
}

double pointInwards(double v, int inward)
{
    if (inward > 0)
        return std::abs(v);
    if (inward < 0)
        return -std::abs(v);
    return v;
}

BoardBounce bounce(const Rect &board,
                   double left,
                   double top,
                   double right,
                   double bottom,
                   BoardEdges edges,
                   Vec2 position,
                   Vec2 velocity)
{
    if (edges == NoBoardEdge)
        return {position, velocity, edges};
    const AxisBounce x = bounceAxis(board.x, board.x + board.w, left, right);
    const AxisBounce y = bounceAxis(board.y, board.y + board.h, top, bottom);
    return {{position.x + x.shift, position.y + y.shift},
            {pointInwards(velocity.x, x.inward), pointInwards(velocity.y, y.inward)},
            edges};
}

BoardEdges crossedEdges(const Rect &board, double left, double top, double right, double bottom)
{
    BoardEdges edges = NoBoardEdge;
    if (left < board.x)
        edges |= LeftBoardEdge;
    if (top < board.y)
        edges |= TopBoardEdge;
    if (right > board.x + board.w)
        edges |= RightBoardEdge;
    if (bottom > board.y + board.h)
        edges |= BottomBoardEdge;
    return edges;
}

} // namespace

std::optional<Contact> circleContact(const Circle &a, const Circle &b)
{
    if (!circlesOverlap(a, b))
        return std::nullopt;
    const Vec2 d = b.center - a.center;
    const double distance = std::sqrt(lengthSquared(d));
    const Vec2 normal = distance > 0.0 ? Vec2{d.x / distance, d.y / distance} : Vec2{1.0, 0.0};
    return Contact{normal, a.radius + b.radius - distance};
}

std::optional<Contact> rectContact(const Rect &a, const Rect &b)
{
    if (!rectsOverlap(a, b))
        return std::nullopt;
    // Each push is positive while they overlap; the smallest one separates them.
    const Contact pushes[] = {
            {{1.0, 0.0}, (a.x + a.w) - b.x},
            {{-1.0, 0.0}, (b.x + b.w) - a.x},
            {{0.0, 1.0}, (a.y + a.h) - b.y},
            {{0.0, -1.0}, (b.y + b.h) - a.y},
    };
    Contact best = pushes[0];
    for (const Contact &c : pushes) {
        if (c.depth < best.depth)
            best = c;
    }
    return best;
}

VelocityPair elasticResponse(Vec2 velocityA, Vec2 velocityB, Vec2 normal)
{
    const std::optional<Vec2> n = unit(normal);
    if (!n)
        return {velocityA, velocityB};
    // Rotating by the contact angle: (normal, tangent) are the rows of the rotation.
    const Vec2 t{-n->y, n->x};
    const double aNormal = dot(velocityA, *n);
    const double aTangent = dot(velocityA, t);
    const double bNormal = dot(velocityB, *n);
    const double bTangent = dot(velocityB, t);
    // Equal masses: the normal components swap, the tangential ones stay; rotate back.
    return {bNormal * *n + aTangent * t, aNormal * *n + bTangent * t};
}

bool isApproaching(Vec2 velocityA, Vec2 velocityB, Vec2 normal)
{
    return dot(velocityA - velocityB, normal) > 0.0;
}

Vec2 reflectVelocity(Vec2 velocity, Vec2 normal)
{
    const std::optional<Vec2> n = unit(normal);
    if (!n)
        return velocity;
    return velocity - 2.0 * dot(velocity, *n) * *n;
}

PositionPair separate(Vec2 positionA, Vec2 positionB, const Contact &contact, double shareOfA)
{
    if (!(contact.depth > 0.0))
        return {positionA, positionB};
    const double magnitude
            = maxAbs({positionA.x, positionA.y, positionB.x, positionB.y, contact.depth});
    const double push = contact.depth + marginFor(magnitude);
    const double share = std::clamp(shareOfA, 0.0, 1.0);
    return {positionA - (share * push) * contact.normal,
            positionB + ((1.0 - share) * push) * contact.normal};
}

BoardEdges boardCollision(const Rect &board, const Rect &body)
{
    if (isEmpty(board) || isEmpty(body))
        return NoBoardEdge;
    return crossedEdges(board, body.x, body.y, body.x + body.w, body.y + body.h);
}

BoardEdges boardCollision(const Rect &board, const Circle &body)
{
    if (isEmpty(board) || !(body.radius > 0.0))
        return NoBoardEdge;
    const Vec2 c = body.center;
    const double r = body.radius;
    return crossedEdges(board, c.x - r, c.y - r, c.x + r, c.y + r);
}

BoardBounce bounceOffBoard(const Rect &board, const Rect &body, Vec2 position, Vec2 velocity)
{
    return bounce(board,
                  body.x,
                  body.y,
                  body.x + body.w,
                  body.y + body.h,
                  boardCollision(board, body),
                  position,
                  velocity);
}

BoardBounce bounceOffBoard(const Rect &board, const Circle &body, Vec2 position, Vec2 velocity)
{
    const Vec2 c = body.center;
    const double r = body.radius;
    return bounce(board,
                  c.x - r,
                  c.y - r,
                  c.x + r,
                  c.y + r,
                  boardCollision(board, body),
                  position,
                  velocity);
}

} // namespace hitbox::collision
