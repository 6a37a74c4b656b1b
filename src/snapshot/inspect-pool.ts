import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { workerCount, workerEntry } from '../core/workers.js';
import { CACHE_BUDGET, inspectFile, type Inspected, type InspectItem, type InspectOptions } from './inspect.js';
import type { InspectBatch } from './inspect-worker.js';

/** Below this many files, starting a thread costs more than it saves. */
const WORKERS_FROM = 1500;
/** Small batches keep the threads finishing together; each costs one message each way. */
const BATCH = 64;
/**
 * Batches a worker may hold before it answers. Large while the walk goes on (the calling
 * thread cannot hand out more until it ends), small afterwards, so no thread is left with a
 * backlog while the others wait at the end.
 */
const IN_FLIGHT_WALKING = 16;
const IN_FLIGHT_AFTER = 2;
/** A cap, since the walk and the results stay on one thread; more than this was never measured. */
const MAX_WORKERS = 3;

interface Helper {
  worker: Worker;
  pending: InspectBatch[];
  dead: boolean;
}

/**
 * Inspects files as the walk finds them. Small trees are inspected on the calling thread; once
 * a tree is big enough, worker threads share the batches with it. Results come back in the
 * order the items were added, whoever inspected them, so the output does not depend on timing.
 */
export class Inspector {
  private readonly items: InspectItem[] = [];
  private readonly results: Inspected[] = [];
  /** Batches not yet given out, by start index. */
  private readonly queue: number[] = [];
  private queued = 0;
  private helpers: Helper[] = [];
  private started = false;
  private done = 0;
  private kept = 0;
  /** How many files worker threads inspected (0 when none started or all failed). */
  inspectedByHelpers = 0;
  private wake: (() => void) | null = null;
  private inFlight = IN_FLIGHT_WALKING;
  private readonly options: InspectOptions;

  constructor(
    options: InspectOptions,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.options = { ...options };
  }

  add(item: InspectItem): void {
    this.items.push(item);
    if (this.items.length - this.queued < BATCH) return;
    this.enqueue(this.queued, BATCH);
    if (!this.started && this.items.length >= WORKERS_FROM) this.startHelpers();
    this.feed();
  }

  /** All results, in the order the items were added. */
  async finish(): Promise<Inspected[]> {
    if (this.queued < this.items.length) this.enqueue(this.queued, this.items.length - this.queued);
    this.inFlight = IN_FLIGHT_AFTER;
    this.feed();
    while (this.done < this.items.length) {
      const start = this.queue.shift();
      if (start !== undefined) {
        this.inspectHere(start);
        // Let finished batches come in and hand the next ones out.
        if (this.helpers.length) await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      // Everything is given out: wait for the helpers' last answers.
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    await Promise.all(this.helpers.map((h) => h.worker.terminate()));
    this.helpers = [];
    return this.results;
  }

  private enqueue(start: number, count: number): void {
    for (let at = start; at < start + count; at += BATCH) this.queue.push(at);
    this.queued = start + count;
  }

  private batchAt(start: number): InspectBatch {
    return { start, items: this.items.slice(start, Math.min(start + BATCH, this.queued)) };
  }

  private inspectHere(start: number): void {
    const { items } = this.batchAt(start);
    for (let k = 0; k < items.length; k++) {
      const r = inspectFile(items[k], this.options);
      this.results[start + k] = r;
      if (r.kind === 'file' && r.bytes) {
        this.kept += r.bytes.length;
        if (this.kept >= CACHE_BUDGET) this.options.keepBytes = false;
      }
    }
    this.done += items.length;
  }

  private startHelpers(): void {
    this.started = true;
    const entry = workerEntry();
    const count = entry ? workerCount(this.env, availableParallelism(), MAX_WORKERS) : 0;
    for (let i = 0; i < count; i++) {
      let worker: Worker;
      try {
        worker = new Worker(entry!, { workerData: { task: 'snapshot-inspect', options: { ...this.options, keepBytes: false } } });
      } catch {
        break; // No thread to be had: the calling thread does the work.
      }
      const helper: Helper = { worker, pending: [], dead: false };
      worker.on('message', (answer: { start: number; results: Inspected[] }) => {
        helper.pending = helper.pending.filter((b) => b.start !== answer.start);
        for (let k = 0; k < answer.results.length; k++) this.results[answer.start + k] = answer.results[k];
        this.done += answer.results.length;
        this.inspectedByHelpers += answer.results.length;
        this.feed();
        this.notify();
      });
      // A helper that fails hands its batches back; the calling thread finishes them.
      const lost = () => {
        if (helper.dead) return;
        helper.dead = true;
        this.queue.unshift(...helper.pending.map((b) => b.start));
        helper.pending = [];
        this.notify();
      };
      worker.on('error', lost);
      worker.on('exit', lost);
      this.helpers.push(helper);
    }
    // Bytes would have to be copied between threads; the builders read the few they need again.
    if (this.helpers.length) this.options.keepBytes = false;
  }

  private feed(): void {
    for (const h of this.helpers) {
      while (!h.dead && h.pending.length < this.inFlight && this.queue.length) {
        const batch = this.batchAt(this.queue.shift()!);
        h.pending.push(batch);
        h.worker.postMessage(batch);
      }
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
