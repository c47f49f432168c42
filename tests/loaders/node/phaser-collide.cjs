// Phaser's own PhysicsEditorParser (Matter.js) reads a Hitbox Studio export and answers,
// for each placement of two bodies, whether Matter finds a colliding pair of parts whose
// collision filters let them meet (what Matter's Detector does for compound bodies, with
// the parts' own filters applied as a game's collision handler would).
//
// node phaser-collide.cjs EXPORT.json CASES.json
// CASES: [{a: {key, x, y, angle, pivotX, pivotY}, b: {...}}, ...]; angle in radians,
// clockwise on screen (y down), (x, y) where the frame's pivot goes.
// Prints [{hit, parts: [n, ...]}...] as JSON.
'use strict';
const fs = require('fs');
const Parser = require('phaser/src/physics/matter-js/PhysicsEditorParser.js');
const Body = require('phaser/src/physics/matter-js/lib/body/Body.js');
const Collision = require('phaser/src/physics/matter-js/lib/collision/Collision.js');
const Detector = require('phaser/src/physics/matter-js/lib/collision/Detector.js');

const shapes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const cases = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));

function place(p) {
    const body = Parser.parseBody(0, 0, shapes[p.key]);
    // The body's position is its centre of mass, centerOffset in the export's frame
    // coordinates; rotate about it, then move it so the pivot lands on (x, y).
    const com = body.centerOffset;
    Body.setAngle(body, p.angle);
    const c = Math.cos(p.angle), s = Math.sin(p.angle);
    const dx = com.x - p.pivotX, dy = com.y - p.pivotY;
    Body.setPosition(body, { x: p.x + c * dx - s * dy, y: p.y + s * dx + c * dy });
    return body;
}

function parts(body) {
    return body.parts.length > 1 ? body.parts.slice(1) : body.parts;
}

const out = cases.map(({ a, b }) => {
    const A = place(a), B = place(b);
    let hit = false;
    if (Detector.canCollide(A.collisionFilter, B.collisionFilter)) {
        for (const pa of parts(A)) {
            for (const pb of parts(B)) {
                if (Detector.canCollide(pa.collisionFilter, pb.collisionFilter)
                    && Collision.collides(pa, pb, null))
                    hit = true;
            }
        }
    }
    return { hit, parts: [parts(A).length, parts(B).length] };
});
process.stdout.write(JSON.stringify(out));
