import { Worker } from 'node:worker_threads';
import { sha256FileSync } from './hash.js';

/** SHA-256 (lowercase hex) of files, possibly on another thread. */
export interface FileHasher {
  /**
   * Hashes each file (in order). The files must not change until the promise settles. On a
   * read error the promise rejects with the fs error (its `code` kept) and `index` naming
   * which file failed.
   */
  hash(files: readonly { path: string; size: number }[]): Promise<string[]>;
  /** Stops the worker thread, if one was started. */
  close(): Promise<void>;
}

export type HashError = Error & { code?: string; index: number };

/** Bytes hashed on the calling thread before a worker is started (a worker costs ~20 ms to boot). */
const INLINE_BYTES = 4 * 1024 * 1024;
const CHUNK = 1 << 20;

/**
 * The worker: a plain CommonJS script using only Node built-ins, so it runs the same from the
 * TypeScript sources (tests) and from the ncc bundle (no separate file to ship or resolve).
 * It reads each file into one reused buffer and replies per job; errors carry the file index.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { openSync, readSync, closeSync } = require('node:fs');
const { createHash } = require('node:crypto');
const buf = Buffer.allocUnsafe(${CHUNK});
parentPort.on('message', ({ id, files }) => {
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
      parentPort.postMessage({ id, error: { message: String(err && err.message), code: err && err.code, index: i } });
      return;
    }
  }
  parentPort.postMessage({ id, hashes });
});
`;

interface Reply {
  id: number;
  hashes?: string[];
  error?: { message: string; code?: string; index: number };
}

function hashError(e: { message: string; code?: string; index: number }): HashError {
  return Object.assign(new Error(e.message), { code: e.code, index: e.index });
}

/**
 * A hasher that hashes on the calling thread until INLINE_BYTES have gone through it, then on
 * one worker thread: a small job never pays for a worker, and a large one has its reads and
 * SHA-256 run beside the caller's work (on a copy, beside the kernel creating files) instead
 * of after it. One worker is enough: SHA-256 with CPU support outruns creating the files.
 */
export function fileHasher(options: { inlineBytes?: number } = {}): FileHasher {
  const inlineBytes = options.inlineBytes ?? INLINE_BYTES;
  let inlined = 0;
  let worker: Worker | null = null;
  let failure: Error | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (h: string[]) => void; reject: (e: Error) => void }>();
  const buf = Buffer.allocUnsafe(CHUNK);

  const failAll = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const start = (): Worker => {
    const w = new Worker(WORKER_SOURCE, { eval: true });
    w.on('message', (r: Reply) => {
      const p = pending.get(r.id);
      if (!p) return;
      pending.delete(r.id);
      // Idle, the worker must not keep the process alive (a caller that forgets close()).
      if (pending.size === 0) w.unref();
      if (r.error) p.reject(hashError(r.error));
      else p.resolve(r.hashes!);
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', (code) => failAll(new Error(`hash worker exited with code ${code}`)));
    return w;
  };

  return {
    hash(files) {
      if (failure) return Promise.reject(failure);
      if (!worker && inlined < inlineBytes) {
        for (const f of files) inlined += f.size;
        const hashes: string[] = [];
        for (const [index, f] of files.entries()) {
          try {
            hashes.push(sha256FileSync(f.path, buf));
          } catch (err) {
            return Promise.reject(Object.assign(err as Error, { index }));
          }
        }
        return Promise.resolve(hashes);
      }
      worker ??= start();
      worker.ref();
      const id = nextId++;
      return new Promise<string[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ id, files: files.map((f) => f.path) });
      });
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
