/**
 * zod compiles a faster parser for each object schema with `new Function`, after probing once whether eval is
 * allowed. The server's Content-Security-Policy does not allow it (no 'unsafe-eval' in script-src), so that probe was
 * reported as a policy violation on every load of a screen that uses a schema (the staff area; the public pages load
 * no zod). zod reads its settings from this global, which every copy of zod in the page shares, so setting it here,
 * before any zod module runs, keeps zod out of the entry: `jitless` makes it parse without compiling, and never probe.
 */
export function parseSchemasWithoutEval(): void {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
}
