import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// Static imports and re-exports (not `import type`/`export type`: they vanish at build time) and lazy import()s.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

/** The import graph of src/: file → the files it imports at run time. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(file, (m[1] ?? m[2])!)).filter((t): t is string => t !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan): each is a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(SRC, member));
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('read one way: no file of src/ imports itself back through others (lazy imports included)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    // The scan reads imports written over several lines, re-exports and lazy imports alike.
    expect([...graph.values()].flat().length).toBeGreaterThan(2 * graph.size);
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const a = path.join(SRC, 'a.ts');
    const b = path.join(SRC, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
