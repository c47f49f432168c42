// The peer of tests/benchmarks/bench_imports: ase-parser parsing one Aseprite file N times
// from the same buffer; prints node's own CPU milliseconds per parse (process.cpuUsage, user
// plus system), after one parse to warm up.
//
// node ase-bench.cjs FILE.aseprite N
const fs = require('fs');
const Aseprite = require('ase-parser');

const file = process.argv[2];
const runs = Math.max(1, parseInt(process.argv[3] || '10', 10));
const buffer = fs.readFileSync(file);
new Aseprite(buffer, file).parse();
const start = process.cpuUsage();
let frames = 0;
for (let i = 0; i < runs; ++i) {
    const ase = new Aseprite(buffer, file);
    ase.parse();
    frames += ase.frames.length;
}
const used = process.cpuUsage(start);
if (frames === 0)
    process.exit(1);
console.log(((used.user + used.system) / 1000 / runs).toFixed(3));
