// npm start: builds the browser app when it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const sources = ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(root, p));
const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log(builtAt ? 'Sources changed: rebuilding the browser app…' : 'Building the browser app (first start)…');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
