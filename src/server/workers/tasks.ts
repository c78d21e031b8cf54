import type { MessagePort } from 'node:worker_threads';
import { evaluateBatchRow, type BatchLimits, type BatchRowInput } from '../../domain/preanalysis/batch';
import { createEngine, type Engine, type FacilityData } from '../../domain/preanalysis/index';
import { RULE_SET_VERSION } from '../../domain/preanalysis/versions';
import { BASE_ALTITUDE_RANGE, OBJECT_HEIGHT_RANGE, inBrazil } from '../../domain/preanalysis/limits';
import type { ProblemLocale } from '../errors/messages';
import { pdfBuffer, type PdfReport } from '../documents/pdf';
import { xlsxStream, type XlsxColumn, type XlsxSheet } from '../documents/xlsx';

/**
 * The heavy work of the API, as plain functions of plain data: they run in a worker thread (workers/pool.ts)
 * or, with HEAVY_WORK_THREADS=0, on the event loop. Nothing here touches the database.
 */

/**
 * The facility tables as UTF-8 JSON in shared memory (every worker reads the same bytes, none are copied); their
 * version travels beside them.
 */
export interface SharedFacility {
  version: string;
  bytes: SharedArrayBuffer;
}

export type HeavyTask =
  | { kind: 'pdf'; report: PdfReport }
  | { kind: 'batch'; facility: SharedFacility; rows: BatchRowInput[]; firstRow: number }
  | { kind: 'xlsx'; sheet: XlsxSheet; locale: ProblemLocale; columns: XlsxColumn[]; port: MessagePort };

/** Messages of an XLSX job: the worker asks for the next batch and sends the file's bytes as they are zipped. */
export type XlsxToMain = { type: 'next' } | { type: 'chunk'; data: Uint8Array } | { type: 'end' };
export interface XlsxToWorker {
  rows: Record<string, unknown>[] | null;
}

const LIMITS: BatchLimits = { inRegion: inBrazil, base: BASE_ALTITUDE_RANGE, height: OBJECT_HEIGHT_RANGE };

/** The batch answer of POST /api/preanalyses/batch (the route documents its schema). */
export function evaluateBatch(engine: Engine, rows: readonly BatchRowInput[], firstRow: number) {
  const results = rows.map((raw, i) => evaluateBatchRow(engine, raw, firstRow + i, LIMITS));
  const summary = { rows: results.length, not_required: 0, case_required: 0, invalid: 0 };
  for (const r of results) summary[r.outcome ?? 'invalid'] += 1;
  return { results, summary, rule_set_version: RULE_SET_VERSION, data_version: engine.data_version };
}

// Each thread builds the engine once per facility version (the spatial index is the costly part).
let engine: { version: string; engine: Engine } | null = null;
function engineOf(facility: SharedFacility): Engine {
  if (engine?.version !== facility.version) {
    const tables = JSON.parse(new TextDecoder().decode(new Uint8Array(facility.bytes))) as Omit<FacilityData, 'data_version'>;
    engine = { version: facility.version, engine: createEngine({ ...tables, data_version: facility.version }) };
  }
  return engine.engine;
}

async function xlsxTask(task: Extract<HeavyTask, { kind: 'xlsx' }>): Promise<void> {
  const { port } = task;
  const post = (message: XlsxToMain) => port.postMessage(message);
  async function* batches() {
    for (;;) {
      const reply = new Promise<XlsxToWorker>((resolve) => port.once('message', resolve));
      post({ type: 'next' });
      const { rows } = await reply;
      if (rows === null) return;
      yield rows;
    }
  }
  let failure: unknown;
  const stream = xlsxStream(task.sheet, task.locale, task.columns, batches(), (error) => {
    failure = error;
  });
  try {
    for await (const chunk of stream) post({ type: 'chunk', data: chunk as Uint8Array });
  } catch (error) {
    throw failure ?? error;
  }
  post({ type: 'end' });
}

/** Runs one task; PDF and batch answer bytes (a PDF, a JSON document), XLSX streams through its port. */
export async function runTask(task: HeavyTask): Promise<Uint8Array | undefined> {
  switch (task.kind) {
    case 'pdf':
      return pdfBuffer(task.report);
    case 'batch':
      return new TextEncoder().encode(JSON.stringify(evaluateBatch(engineOf(task.facility), task.rows, task.firstRow)));
    case 'xlsx':
      await xlsxTask(task);
      return undefined;
  }
}
