// Spine's own SkeletonJson (spine-core) reads a Hitbox Studio skeleton and reports every
// slot's bounding box after the setup pose: its world vertices (SkeletonBounds), and which
// of the given points each box contains (SkeletonBounds.containsPointPolygon).
//
// node spine-read.mjs SKELETON.json POINTS.json      POINTS: [[x, y], ...] in world units
// Prints {boxes: [{slot, attachment, vertices: [x0, y0, ...], contains: [bool, ...]}]}.
import fs from 'fs';
import * as spine from '@esotericsoftware/spine-core';
import { setupSkeleton } from './spine-skeleton.mjs';

const points = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const skeleton = setupSkeleton(process.argv[2]);
const bounds = new spine.SkeletonBounds();
bounds.update(skeleton, true);
const boxes = [];
for (const slot of skeleton.slots) {
    const index = bounds.boundingBoxes.indexOf(slot.getAttachment());
    if (index < 0)
        continue;
    const polygon = bounds.polygons[index];
    boxes.push({
        slot: slot.data.name,
        attachment: slot.getAttachment().name,
        vertices: Array.from(polygon),
        contains: points.map(([x, y]) => bounds.containsPointPolygon(polygon, x, y)),
    });
}
process.stdout.write(JSON.stringify({ boxes }));
