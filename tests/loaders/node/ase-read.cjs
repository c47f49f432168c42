// ase-parser (an independent Aseprite reader under node) reads an Aseprite file and reports
// what tests/loaders/tst_aseprite compares with our reader: every frame's duration, every
// cel (layer, position, opacity, size, link, its raw pixels in the file's colour depth, as
// base64), the tags and the slice keys; and each frame's normal-blend composite of the
// visible image layers of an RGBA file without groups, computed here in floating point.
//
// node ase-read.cjs FILE.aseprite
const fs = require('fs');
const Aseprite = require('ase-parser');

const file = process.argv[2];
const ase = new Aseprite(fs.readFileSync(file), file);
ase.parse();

// Porter-Duff "over" of non-premultiplied RGBA, source alpha times `opacity` (0..1)
// rounded to 8 bits first.
function over(dst, i, r, g, b, a, opacity) {
    const sa = Math.round(a * opacity) / 255;
    const ba = dst[i + 3] / 255;
    const ra = sa + ba * (1 - sa);
    if (ra <= 0)
        return;
    const mix = (bc, sc) => Math.round((sc * sa + bc * ba * (1 - sa)) / ra);
    dst[i] = mix(dst[i], r);
    dst[i + 1] = mix(dst[i + 1], g);
    dst[i + 2] = mix(dst[i + 2], b);
    dst[i + 3] = Math.round(ra * 255);
}

function composite(frame) {
    const out = new Array(ase.width * ase.height * 4).fill(0);
    const cels = frame.cels.slice().sort((a, b) => a.layerIndex - b.layerIndex);
    for (const cel of cels) {
        const layer = ase.layers[cel.layerIndex];
        if (!layer.flags.visible || !cel.rawCelData)
            continue;
        const x0 = cel.celType === 1 ? linkedPosition(cel).x : cel.xpos;
        const y0 = cel.celType === 1 ? linkedPosition(cel).y : cel.ypos;
        const opacity = (cel.celType === 1 ? linkedPosition(cel).opacity : cel.opacity) / 255
                        * (layer.opacity / 255);
        for (let y = 0; y < cel.h; ++y)
            for (let x = 0; x < cel.w; ++x) {
                const cx = x0 + x, cy = y0 + y;
                if (cx < 0 || cy < 0 || cx >= ase.width || cy >= ase.height)
                    continue;
                const s = (y * cel.w + x) * 4;
                const p = cel.rawCelData;
                over(out, (cy * ase.width + cx) * 4, p[s], p[s + 1], p[s + 2], p[s + 3], opacity);
            }
    }
    return out;
}

// A linked cel is drawn where the cel it links to is, with that cel's opacity.
function linkedPosition(cel) {
    const source = ase.frames[cel.link].cels.find(c => c.layerIndex === cel.layerIndex);
    return {x: source.xpos, y: source.ypos, opacity: source.opacity};
}

const simple = ase.colorDepth === 32 && ase.layers.every(l => l.type === 0 && l.layerChildLevel === 0);
console.log(JSON.stringify({
    width: ase.width,
    height: ase.height,
    colorDepth: ase.colorDepth,
    layers: ase.layers.map(l => ({name: l.name, type: l.type, opacity: l.opacity, blendMode: l.blendMode,
                                  visible: !!l.flags.visible})),
    frames: ase.frames.map(f => ({
        duration: f.frameDuration,
        cels: f.cels.map(c => ({layer: c.layerIndex, x: c.xpos, y: c.ypos, opacity: c.opacity,
                                w: c.w, h: c.h, link: c.celType === 1 ? c.link : -1,
                                pixels: c.rawCelData ? Buffer.from(c.rawCelData).toString('base64') : ''})),
        composite: simple ? composite(f) : null,
    })),
    tags: ase.tags.map(t => ({name: t.name, from: t.from, to: t.to, direction: t.animDirection, repeat: t.repeat})),
    slices: ase.slices.map(s => ({name: s.name, keys: s.keys.map(k => ({
        frame: k.frameNumber, x: k.x, y: k.y, w: k.width, h: k.height,
        centre: k.patch ? [k.patch.x, k.patch.y, k.patch.width, k.patch.height] : null,
        pivot: k.pivot ? [k.pivot.x, k.pivot.y] : null}))})),
}));
