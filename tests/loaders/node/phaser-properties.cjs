// Phaser's own PhysicsEditorParser (Matter.js) reads a Hitbox Studio export: what each body
// and each part Matter makes of a fixture carry in `properties` (a game's collision handler
// reads `pair.bodyA.properties.damage`).
//
// node phaser-properties.cjs EXPORT.json
// Prints {key: {body: PROPERTIES, parts: [{label, properties: PROPERTIES}, ...]}} as JSON,
// PROPERTIES null where Matter has none.
'use strict';
const fs = require('fs');
const Parser = require('phaser/src/physics/matter-js/PhysicsEditorParser.js');

const shapes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const out = {};
for (const [key, config] of Object.entries(shapes)) {
    if (config === null || typeof config !== 'object' || !Array.isArray(config.fixtures))
        continue; // "generator_info" and the like
    const body = Parser.parseBody(0, 0, config);
    out[key] = {
        body: body.properties === undefined ? null : body.properties,
        parts: body.parts.slice(1).map(part => ({
            label: part.label,
            properties: part.properties === undefined ? null : part.properties,
        })),
    };
}
process.stdout.write(JSON.stringify(out));
