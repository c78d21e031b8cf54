import path from 'node:path';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import type { BatchRowInput } from '../../domain/preanalysis/batch';
import type { Db } from '../db/index';
import type { PdfReport } from '../documents/pdf';
import { xlsxStream, type XlsxColumn, type XlsxSheet } from '../documents/xlsx';
import type { ProblemLocale } from '../errors/messages';
import { HttpProblem } from '../errors/problem';
import { engineFor, loadFacilityJson } from '../preanalysis/engine-loader';
import { evaluateBatch, runTask, type HeavyTask, type SharedFacility, type XlsxToMain, type XlsxToWorker } from './tasks';

/** Seconds a client is told to wait when every thread and queue place is taken. */
const BUSY_RETRY_AFTER_S = 5;
/** An idle thread ends after this long, so a quiet server holds no extra threads. */
const IDLE_TIMEOUT_MS = 30_000;

/** 503: every worker thread is busy and the queue is full (the reply gets Retry-After). */
class ServerBusy extends HttpProblem {
  constructor() {
    super(503, 'server_busy', { seconds: BUSY_RETRY_AFTER_S });
  }
}

type Rows = Record<string, unknown>[];

/** A place for one heavy job, taken before any database work; released when the job ends (or by release()). */
export interface HeavySlot {
  pdf(report: PdfReport): Promise<Buffer>;
  /** The JSON answer of a batch pre-analysis. */
  batch(rows: BatchRowInput[], firstRow: number): Promise<Buffer>;
  xlsx(sheet: XlsxSheet, locale: ProblemLocale, columns: XlsxColumn[], batches: AsyncIterable<Rows>, onError: (error: unknown) => void): Readable;
  release(): void;
}

interface HeavyWork {
  /** True when jobs run in worker threads (HEAVY_WORK_THREADS > 0). */
  readonly inWorkers: boolean;
  /** Takes a place or throws ServerBusy (503) when threads + queue are all taken. */
  admit(): HeavySlot;
}

declare module 'fastify' {
  interface FastifyInstance {
    heavy: HeavyWork;
  }
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The facility tables, serialised once per database into shared memory for the workers' engines. */
const facilities = new WeakMap<Db, Promise<SharedFacility>>();
function sharedFacility(db: Db): Promise<SharedFacility> {
  let facility = facilities.get(db);
  if (!facility) {
    facility = loadFacilityJson(db).then(({ json, version }) => {
      const encoded = new TextEncoder().encode(json);
      const bytes = new SharedArrayBuffer(encoded.byteLength);
      new Uint8Array(bytes).set(encoded);
      return { version, bytes };
    });
    facility.catch(() => facilities.delete(db));
    facilities.set(db, facility);
  }
  return facility;
}

/**
 * The main thread's side of an XLSX job: it answers each "next" of the worker with the next batch of rows
 * (waiting while the client is slow to read) and passes the zipped bytes on to the reply. The file ends with the
 * worker's "end" on the job's own port: the task's result travels on another channel and may arrive first.
 */
function xlsxThroughWorker(
  pool: Piscina,
  task: Omit<Extract<HeavyTask, { kind: 'xlsx' }>, 'port'>,
  batches: AsyncIterable<Rows>,
  onError: (error: unknown) => void,
  done: () => void,
): Readable {
  const output = new PassThrough();
  const { port1, port2 } = new MessageChannel();
  const iterator = batches[Symbol.asyncIterator]();
  let ended = false;
  let failed = false;
  const fail = (error: unknown) => {
    if (ended || failed) return;
    failed = true;
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const next = async (): Promise<XlsxToWorker> => {
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
    // A client that went away gets no more rows: the worker closes the file and frees its thread.
    if (output.destroyed) return { rows: null };
    const batch = await iterator.next();
    return { rows: batch.done ? null : batch.value };
  };
  port1.on('message', (message: XlsxToMain) => {
    if (message.type === 'chunk') {
      if (!output.destroyed) output.write(toBuffer(message.data));
    } else if (message.type === 'next') {
      next().then(
        (answer) => port1.postMessage(answer),
        (error: unknown) => {
          port1.postMessage({ rows: null } satisfies XlsxToWorker);
          fail(error);
        },
      );
    } else {
      ended = true;
      output.end();
      port1.close();
    }
  });
  // After a failure the port stays open until the task settles, so the worker still hears "no more rows".
  pool
    .run({ ...task, port: port2 } satisfies HeavyTask, { transferList: [port2] })
    .catch(fail)
    .finally(() => {
      if (failed) port1.close();
      done();
    });
  return output;
}

function inlineSlot(db: Db): HeavySlot {
  return {
    pdf: async (report) => toBuffer((await runTask({ kind: 'pdf', report }))!),
    batch: async (rows, firstRow) => Buffer.from(JSON.stringify(evaluateBatch(await engineFor(db), rows, firstRow))),
    xlsx: (sheet, locale, columns, batches, onError) => xlsxStream(sheet, locale, columns, batches, onError),
    release: () => undefined,
  };
}

/**
 * Heavy rendering (PDF, XLSX, batch pre-analysis) off the event loop, in a small piscina pool: threads start on
 * demand and end when idle; at most HEAVY_WORK_THREADS jobs run and HEAVY_WORK_QUEUE wait, past that a heavy
 * request answers 503 with Retry-After at once (before touching the database) instead of queueing without end.
 */
export const heavyWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const { heavyWorkThreads: threads, heavyWorkQueue: queue } = app.config;
    let pool: Piscina | null = null;
    let active = 0;
    const poolOf = () => {
      const here = fileURLToPath(import.meta.url);
      // tasks.ts beside this file under tsx and vitest, tasks.js once compiled: the entry registers tsx only for .ts.
      const tasksUrl = new URL(`./tasks${path.extname(here)}`, import.meta.url).href;
      pool ??= new Piscina({
        filename: new URL('./entry.mjs', import.meta.url).href,
        workerData: { tasksUrl },
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: IDLE_TIMEOUT_MS,
        atomics: 'disabled',
      });
      return pool;
    };

    const admit = (): HeavySlot => {
      if (threads === 0) return inlineSlot(app.db);
      if (active >= threads + queue) throw new ServerBusy();
      active += 1;
      let held = true;
      const release = () => {
        if (held) active -= 1;
        held = false;
      };
      const run = async (task: HeavyTask) => {
        try {
          return toBuffer((await poolOf().run(task)) as Uint8Array);
        } finally {
          release();
        }
      };
      return {
        pdf: (report) => run({ kind: 'pdf', report }),
        batch: async (rows, firstRow) => {
          try {
            return await run({ kind: 'batch', facility: await sharedFacility(app.db), rows, firstRow });
          } finally {
            release();
          }
        },
        xlsx: (sheet, locale, columns, batches, onError) => xlsxThroughWorker(poolOf(), { kind: 'xlsx', sheet, locale, columns }, batches, onError, release),
        release,
      };
    };

    app.decorate('heavy', { inWorkers: threads > 0, admit } satisfies HeavyWork);
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof ServerBusy) reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
    });
    app.addHook('onClose', async () => {
      await pool?.destroy();
    });
  },
  { name: 'heavy-work' },
);
