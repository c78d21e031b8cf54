import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_LABELS, FLOW_PROCESSES, STEP_KINDS, layersOf, layoutProcess } from '../../src/domain/flowchart';
import { PORTAL_PAGES } from '../../src/client/navigation/portal-nav';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/client/i18n/locales');
type Messages = { [key: string]: unknown };
const locale = (language: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'flowchart.json'), 'utf8')) as Messages;
const LOCALES = { pt: locale('pt'), en: locale('en'), es: locale('es') };

function text(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);
}

describe('the flowchart data', () => {
  it('has unique process ids and, in each process, unique step ids of a known kind', () => {
    expect(new Set(FLOW_PROCESSES.map((p) => p.id)).size).toBe(FLOW_PROCESSES.length);
    for (const process of FLOW_PROCESSES) {
      expect(new Set(process.steps.map((s) => s.id)).size, process.id).toBe(process.steps.length);
      for (const step of process.steps) expect(STEP_KINDS).toContain(step.kind);
    }
  });

  it('draws the AGA processes the issue names', () => {
    expect(FLOW_PROCESSES.map((p) => p.id)).toEqual(['preAnalysis', 'opea', 'aerodromeRegistration', 'aerodromeChange', 'aerodromeOperation', 'masterPlan']);
  });

  it('joins only existing steps, with known labels', () => {
    for (const process of FLOW_PROCESSES) {
      const ids = new Set(process.steps.map((s) => s.id));
      for (const edge of process.edges) {
        expect(ids.has(edge.from), `${process.id}: ${edge.from}`).toBe(true);
        expect(ids.has(edge.to), `${process.id}: ${edge.to}`).toBe(true);
        if (edge.label) expect(EDGE_LABELS).toContain(edge.label);
      }
    }
  });

  it('reaches every step from the single start step, and every step but the ends leads somewhere', () => {
    for (const process of FLOW_PROCESSES) {
      const starts = process.steps.filter((s) => s.kind === 'start');
      expect(starts, process.id).toHaveLength(1);
      const reached = new Set([starts[0]!.id]);
      for (let grew = true; grew;) {
        grew = false;
        for (const edge of process.edges) {
          if (reached.has(edge.from) && !reached.has(edge.to)) {
            reached.add(edge.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort(), process.id).toEqual(process.steps.map((s) => s.id).sort());
      for (const step of process.steps) {
        const out = process.edges.filter((edge) => edge.from === step.id);
        if (step.kind === 'end') expect(out, `${process.id}.${step.id}`).toHaveLength(0);
        else expect(out.length, `${process.id}.${step.id}`).toBeGreaterThan(0);
        if (step.kind === 'decision')
          expect(
            out.every((edge) => edge.label),
            `${process.id}.${step.id}`,
          ).toBe(true);
      }
    }
  });

  it('links only to public pages that exist', () => {
    const paths = new Set<string>(PORTAL_PAGES.map((route) => route.path));
    for (const process of FLOW_PROCESSES) {
      expect(paths.has(process.link), process.link).toBe(true);
      for (const step of process.steps) if (step.link) expect(paths.has(step.link), step.link).toBe(true);
    }
  });

  it('names every process, step, kind and edge label in pt, en and es', () => {
    for (const [language, messages] of Object.entries(LOCALES)) {
      for (const kind of STEP_KINDS) expect(text(messages, `kinds.${kind}`), `${language} kinds.${kind}`).toEqual(expect.any(String));
      for (const process of FLOW_PROCESSES) {
        for (const field of ['title', 'summary'])
          expect(text(messages, `processes.${process.id}.${field}`), `${language} ${process.id}.${field}`).toEqual(expect.any(String));
        for (const step of process.steps) {
          for (const field of ['name', 'description']) {
            const key = `processes.${process.id}.steps.${step.id}.${field}`;
            expect(text(messages, key), `${language} ${key}`).toEqual(expect.stringMatching(/\S/));
          }
        }
        for (const edge of process.edges)
          if (edge.label) expect(text(messages, `edges.${edge.label}`), `${language} edges.${edge.label}`).toEqual(expect.any(String));
      }
    }
  });

  it('lays the steps out in layers below their predecessors, without overlaps', () => {
    for (const process of FLOW_PROCESSES) {
      const layers = layersOf(process);
      for (const edge of process.edges.filter((e) => !e.back))
        expect(layers.get(edge.to)!, `${process.id} ${edge.from}->${edge.to}`).toBeGreaterThan(layers.get(edge.from)!);
      const positions = [...layoutProcess(process).values()].map((p) => `${p.x},${p.y}`);
      expect(new Set(positions).size, process.id).toBe(process.steps.length);
    }
  });
});
