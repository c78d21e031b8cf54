// npm start: builds the browser app and the server when either is missing or older than its sources, then runs
// the compiled server (plain JavaScript: no tsx at run time). After `npm ci --omit=dev` nothing can be built, so a
// missing build is reported instead (build where the dev dependencies are, then ship dist/).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const targets = [
  {
    name: 'the browser app',
    built: 'dist/client/index.html',
    sources: ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts'],
    tool: 'node_modules/vite/bin/vite.js',
    args: ['build', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/domain', 'scripts/build-server.mjs'],
    tool: 'scripts/build-server.mjs',
    args: [],
  },
];

for (const target of targets) {
  const builtAt = fs.statSync(path.join(root, target.built), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (Math.max(...target.sources.map((p) => newestMtime(path.join(root, p)))) <= builtAt) continue;
  const canBuild =
    fs.existsSync(path.join(root, target.tool)) && (target.tool !== 'scripts/build-server.mjs' || fs.existsSync(path.join(root, 'node_modules/esbuild')));
  if (!canBuild) {
    if (builtAt) continue; // production install without the build tools: run what was shipped
    console.error(`${target.built} is missing and the build tools are not installed (npm install, then npm run build).`);
    process.exit(1);
  }
  console.log(builtAt ? `Sources changed: rebuilding ${target.name}…` : `Building ${target.name} (first start)…`);
  const build = spawnSync(process.execPath, [path.join(root, target.tool), ...target.args], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
