// The one way the Spine checks load a skeleton JSON with spine-core: SkeletonJson with an
// attachment loader that makes bounding boxes only (no atlas here), then the skeleton in its
// setup pose with its world transforms updated.
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

export function setupSkeleton(path) {
    const data = new spine.SkeletonJson(loader).readSkeletonData(fs.readFileSync(path, 'utf8'));
    const skeleton = new spine.Skeleton(data);
    skeleton.setToSetupPose();
    skeleton.updateWorldTransform(spine.Physics.update);
    return skeleton;
}
