// Phaser's own SetBody component gives a Matter game object the body of a Hitbox Studio
// export, as `this.matter.add.sprite(x, y, texture, frame, {shape: shapes[key]})` does:
// setBody parses the body (PhysicsEditorParser) and setExistingBody sets the sprite's
// origin from it. The game object is a stand-in with the fields those two read.
//
// node phaser-sprite.cjs EXPORT.json FRAMES.json
// FRAMES: {key: {x, y, width, height}}: where the sprite is created and its frame's size.
// Prints {key: {origin: [x, y], position: [x, y], fixtures: {label: [area, cx, cy]}}}:
// the origin setExistingBody chose, the body's position (where the game object's origin
// point is drawn) and each fixture's parts' area and area-weighted centre in the world.
'use strict';
const fs = require('fs');
const SetBody = require('phaser/src/physics/matter-js/components/SetBody.js');

const shapes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const frames = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));

const out = {};
for (const [key, f] of Object.entries(frames)) {
    const sprite = Object.assign(Object.create(null), SetBody, {
        world: { remove() {}, add() {}, has() { return false; } },
        _originComponent: true,
        _tempVec2: { x: f.x, y: f.y },
        width: f.width, height: f.height, displayWidth: f.width, displayHeight: f.height,
        setOrigin(x, y) { this.originX = x; this.originY = y; return this; },
    });
    sprite.setBody(shapes[key]);
    const body = sprite.body;
    const fixtures = {};
    for (const part of body.parts.slice(1)) {
        const sum = fixtures[part.label] || [0, 0, 0];
        sum[0] += part.area;
        sum[1] += part.area * part.position.x;
        sum[2] += part.area * part.position.y;
        fixtures[part.label] = sum;
    }
    for (const sum of Object.values(fixtures)) {
        sum[1] /= sum[0];
        sum[2] /= sum[0];
    }
    out[key] = { origin: [sprite.originX, sprite.originY],
                 position: [body.position.x, body.position.y], fixtures };
}
process.stdout.write(JSON.stringify(out));
