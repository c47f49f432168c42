// Spine's own SkeletonJson (spine-core) reads a Hitbox Studio skeleton and reports every
// slot's bounding box after the setup pose: its world vertices (SkeletonBounds), and which
// of the given points each box contains (SkeletonBounds.containsPointPolygon).
//
// node spine-read.mjs SKELETON.json POINTS.json      POINTS: [[x, y], ...] in world units
// Prints {boxes: [{slot, attachment, vertices: [x0, y0, ...], contains: [bool, ...]}]}.
import fs from 'fs';
import * as spine from '@esotericsoftware/spine-core';

const loader = {
    newRegionAttachment() { return null; },
    newMeshAttachment() { return null; },
    newBoundingBoxAttachment(skin, name) { return new spine.BoundingBoxAttachment(name); },
    newPathAttachment() { return null; },
    newPointAttachment() { return null; },
    newClippingAttachment() { return null; },
};
const json = fs.readFileSync(process.argv[2], 'utf8');
const points = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const data = new spine.SkeletonJson(loader).readSkeletonData(json);
const skeleton = new spine.Skeleton(data);
skeleton.setToSetupPose();
skeleton.updateWorldTransform(spine.Physics.update);
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
