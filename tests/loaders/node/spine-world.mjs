// Spine's own SkeletonJson (spine-core) reads a skeleton and reports every bounding-box
// attachment of every skin in the setup pose: its world vertices after
// Skeleton.updateWorldTransform (BoundingBoxAttachment.computeWorldVertices on its slot).
// The oracle of our Spine import's bone transforms (tests/loaders/tst_spineimportoracle).
//
// node spine-world.mjs SKELETON.json
// Prints {boxes: [{skin, slot, attachment, vertices: [x0, y0, ...]}]}, y up.
import * as spine from '@esotericsoftware/spine-core';
import { setupSkeleton } from './spine-skeleton.mjs';

const skeleton = setupSkeleton(process.argv[2]);
const boxes = [];
for (const skin of skeleton.data.skins) {
    for (const entry of skin.getAttachments()) {
        const attachment = entry.attachment;
        if (!(attachment instanceof spine.BoundingBoxAttachment))
            continue;
        const slot = skeleton.slots[entry.slotIndex];
        const vertices = new Array(attachment.worldVerticesLength).fill(0);
        attachment.computeWorldVertices(slot, 0, attachment.worldVerticesLength, vertices, 0, 2);
        boxes.push({ skin: skin.name, slot: slot.data.name, attachment: entry.name, vertices });
    }
}
process.stdout.write(JSON.stringify({ boxes }));
