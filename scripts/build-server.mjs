// npm run build:server [outdir]: compiles the server to plain JavaScript in dist/server, so production runs on Node alone
// (no tsx, no esbuild at run time). One bundle for the server plus one for the worker threads' tasks (piscina
// loads them by file in each thread). Packages stay in node_modules (better-sqlite3 is native, others read files
// beside their own code) but for BUNDLED: ES modules of which the bundle keeps only what the server uses (zod
// without its ~40 locales, kysely without the dialects it does not use): ~10 MB less heap and ~150 ms less
// start-up than loading them whole (docs/performance.md); fastify-type-provider-zod goes with zod, so both share
// one copy. Data read at run time (realm/, the pt locale files) is found by walking up from dist; the seed's texts
// (src/server/db/seed/texts) are copied beside main.js, where content-files.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build, transform } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const BUNDLED = new Set(['zod', 'kysely', 'fastify-type-provider-zod']);

/**
 * Bare imports stay external (resolved in node_modules at run time), but for the packages in BUNDLED, whose files
 * are read without their comments: V8 keeps every module's source for the life of the process, kysely's is mostly
 * JSDoc, and one non-Latin-1 character in a comment of zod made V8 hold the whole chunk as two-byte text (~1 MB of
 * heap in all). Strings and template literals are left as they are (minifyWhitespace only drops layout and comments).
 */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      return BUNDLED.has(name) ? undefined : { path: specifier, external: true };
    });
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, async ({ path: file }) => {
      const { code } = await transform(await fs.promises.readFile(file, 'utf8'), { loader: 'js', minifyWhitespace: true, sourcefile: file });
      return { contents: code, loader: 'js', resolveDir: path.dirname(file) };
    });
  },
};
// Another folder may be given (the built-server test builds beside dist/server, not over a server that may be running).
const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // pool.ts looks for tasks.js and entry.mjs beside the running module: in the bundle that is main.js.
  entryPoints: [
    { in: 'src/server/main.ts', out: 'main' },
    { in: 'src/server/workers/tasks.ts', out: 'tasks' },
  ],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  // Modules both entries use (documents, the pre-analysis engine) go to shared chunks rather than twice; the chunks
  // stay beside main.js, so import.meta.url in any of them points at dist/server as pool.ts expects.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
fs.copyFileSync(path.join(root, 'src/server/workers/entry.mjs'), path.join(outdir, 'entry.mjs'));
fs.cpSync(path.join(root, 'src/server/db/seed/texts'), path.join(outdir, 'texts'), { recursive: true });
