import { Worker } from 'node:worker_threads';
import { sha256FileSync } from './hash.js';

/** SHA-256 (lowercase hex) of files, on a worker thread beside the caller's own work. */
export interface FileHasher {
  /**
   * Hashes each file (in order). The files must not change until the promise settles. On a
   * read error the promise rejects with the fs error (its `code` kept) and `index` naming
   * which file failed.
   */
  hash(files: readonly { path: string; size: number }[]): Promise<string[]>;
  /**
   * Hashes on the calling thread every job the worker has not started yet: for a caller with
   * nothing left to do but wait, so the last jobs are shared instead of queued behind the worker.
   */
  help(): void;
  /** Stops the worker thread, if one was started. */
  close(): Promise<void>;
}

export type HashError = Error & { code?: string; index: number };

/** Without `eager`, bytes hashed on the calling thread before a worker is started (~20 ms to boot). */
const INLINE_BYTES = 4 * 1024 * 1024;
const CHUNK = 1 << 20;

/**
 * The worker: a plain CommonJS script using only Node built-ins, so it runs the same from the
 * TypeScript sources (tests) and from the ncc bundle (no separate file to ship or resolve).
 * Jobs arrive numbered 0, 1, 2…; the shared counter `next` is the first job nobody has
 * claimed, and a job belongs to whoever moves the counter past it (the worker here, or the
 * main thread in help()), so each job is hashed exactly once.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, closeSync } = require('node:fs');
const { createHash } = require('node:crypto');
const next = new Int32Array(workerData.next);
const buf = Buffer.allocUnsafe(${CHUNK});
const jobs = [];
function hashJob(id, files) {
  const hashes = [];
  for (let i = 0; i < files.length; i++) {
    try {
      const h = createHash('sha256');
      const fd = openSync(files[i], 'r');
      try {
        for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0; ) h.update(n === buf.length ? buf : buf.subarray(0, n));
      } finally {
        closeSync(fd);
      }
      hashes.push(h.digest('hex'));
    } catch (err) {
      return { id, error: { message: String(err && err.message), code: err && err.code, index: i } };
    }
  }
  return { id, hashes };
}
parentPort.on('message', ({ id, files }) => {
  jobs[id] = files;
  for (;;) {
    const k = Atomics.load(next, 0);
    if (k >= jobs.length) break;
    if (Atomics.compareExchange(next, 0, k, k + 1) !== k) continue;
    const mine = jobs[k];
    jobs[k] = undefined;
    parentPort.postMessage(hashJob(k, mine));
  }
});
`;

interface Reply {
  id: number;
  hashes?: string[];
  error?: { message: string; code?: string; index: number };
}

interface Job {
  files: readonly { path: string; size: number }[];
  resolve: (h: string[]) => void;
  reject: (e: Error) => void;
}

function hashError(e: { message: string; code?: string; index: number }): HashError {
  return Object.assign(new Error(e.message), { code: e.code, index: e.index });
}

function hashInline(files: readonly { path: string; size: number }[], buf: Buffer): string[] {
  const hashes: string[] = [];
  for (const [index, f] of files.entries()) {
    try {
      hashes.push(sha256FileSync(f.path, buf));
    } catch (err) {
      throw Object.assign(err as Error, { index });
    }
  }
  return hashes;
}

/**
 * A hasher backed by one worker thread. With `eager`, the worker starts now, so it has booted
 * by the time the first job comes (start it before other set-up work); otherwise jobs are
 * hashed on the calling thread until INLINE_BYTES have gone through, and a worker starts
 * only for a larger job, so a small one never pays for it. One worker is enough on top of
 * the caller's thread: SHA-256 with CPU support outruns creating the files it reads.
 */
export function fileHasher(options: { eager?: boolean } = {}): FileHasher {
  let inlined = 0;
  let worker: Worker | null = null;
  let failure: Error | null = null;
  let nextId = 0;
  const next = new Int32Array(new SharedArrayBuffer(4));
  const pending = new Map<number, Job>();
  const buf = Buffer.allocUnsafe(CHUNK);

  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const settle = (id: number, run: (job: Job) => void) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    // Idle, the worker must not keep the process alive (a caller that forgets close()).
    if (pending.size === 0) worker?.unref();
    run(job);
  };

  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { next: next.buffer } });
    w.on('message', (r: Reply) => settle(r.id, (job) => (r.error ? job.reject(hashError(r.error)) : job.resolve(r.hashes!))));
    w.on('error', (err) => failAll(err));
    w.on('exit', (code) => failAll(new Error(`hash worker exited with code ${code}`)));
    w.unref();
    return w;
  };
  if (options.eager) worker = start();

  return {
    hash(files) {
      if (failure) return Promise.reject(failure);
      if (!worker && inlined < INLINE_BYTES) {
        for (const f of files) inlined += f.size;
        try {
          return Promise.resolve(hashInline(files, buf));
        } catch (err) {
          return Promise.reject(err);
        }
      }
      worker ??= start();
      worker.ref();
      const id = nextId++;
      return new Promise<string[]>((resolve, reject) => {
        pending.set(id, { files, resolve, reject });
        worker!.postMessage({ id, files: files.map((f) => f.path) });
      });
    },
    help() {
      for (;;) {
        const k = Atomics.load(next, 0);
        if (k >= nextId) return;
        if (Atomics.compareExchange(next, 0, k, k + 1) !== k) continue;
        settle(k, (job) => {
          try {
            job.resolve(hashInline(job.files, buf));
          } catch (err) {
            job.reject(err as Error);
          }
        });
      }
    },
    async close() {
      const w = worker;
      worker = null;
      if (!w) return;
      w.removeAllListeners('exit');
      failAll(new Error('hasher closed'));
      await w.terminate();
    },
  };
}
