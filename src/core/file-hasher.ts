import { Worker } from 'node:worker_threads';
import { openSync, readSync, fstatSync, closeSync, copyFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

/** A file's SHA-256 (lowercase hex) and its mode bits (permissions and setuid/setgid/sticky). */
export interface HashedFile {
  sha256: string;
  mode: number;
}

/** A batch of files handed to the hasher; take() gives its results. */
export interface HashTicket {
  /** The copies, made from `sources` and then hashed. */
  readonly files: readonly string[];
  readonly sources: readonly string[];
  readonly shared: SharedArrayBuffer;
}

/**
 * Copies files and takes their SHA-256 on a worker thread, beside the caller's own work.
 * Results come back through shared memory, not messages, so the caller collects
 * them synchronously.
 */
export interface FileHasher {
  /**
   * Queues copies: `sources[i]` to `copies[i]` by the kernel (a reflink where the file system
   * has them, else copy_file_range; the copy gets the source's mode, and an existing `copies[i]`
   * is an EEXIST error), then the copy is hashed. Whichever thread takes the ticket does both,
   * so copying, the bulk of an install, runs on two threads, and the hash reads the bytes just
   * written while they are still in the CPU's caches.
   */
  copyThenHash(sources: readonly string[], copies: readonly string[]): HashTicket;
  /**
   * The ticket's results, in file order. Call it once every file is queued: the calling
   * thread then copies and hashes every ticket the worker has not started (newest first, while the worker
   * goes oldest first), and waits, blocking, for the ones it has. Throws a HashError for a
   * file that could not be copied or read.
   */
  take(ticket: HashTicket): HashedFile[];
  /** Stops the worker thread. */
  close(): Promise<void>;
}

export type HashError = Error & { code?: string; index: number };

const CHUNK = 1 << 20;
/** Ticket layout: [state, failed file index] as int32, then per file 32 hash bytes and an int32 mode, then an error text. */
const HEADER = 8;
const PER_FILE = 36;
const ERROR_BYTES = 512;
// Ticket states: waiting, taken by a thread, done, failed.
const WAITING = 0;
const DONE = 2;
const FAILED = 3;
/** How long take() waits for a worker that shows no progress before giving up. */
const STALL_MS = 60_000;

type Fs = { openSync: typeof openSync; readSync: typeof readSync; fstatSync: typeof fstatSync; closeSync: typeof closeSync; copyFileSync: typeof copyFileSync };

/**
 * Copies and hashes a ticket's files into its shared buffer if this
 * thread is the one to take it. Self-contained (only its arguments and built-ins): the worker
 * runs it from its source text, so both threads work the same way — which is why constants are
 * written out here: the layout's sizes (8 = HEADER, 36 = PER_FILE, 512 = ERROR_BYTES) and the
 * copy flags (3 = COPYFILE_EXCL | COPYFILE_FICLONE). A file costs open, fstat, reads, close.
 */
function hashTicket(shared: SharedArrayBuffer, files: readonly string[], sources: readonly string[], fs: Fs, hashOf: typeof createHash, buf: Buffer): void {
  const state = new Int32Array(shared, 0, 2);
  if (Atomics.compareExchange(state, 0, 0, 1) !== 0) return;
  const bytes = new Uint8Array(shared);
  const view = new DataView(shared);
  let index = 0;
  try {
    for (; index < files.length; index++) {
      fs.copyFileSync(sources[index], files[index], 3);
      const h = hashOf('sha256');
      const fd = fs.openSync(files[index], 'r');
      try {
        view.setInt32(8 + index * 36 + 32, fs.fstatSync(fd).mode & 0o7777, true);
        for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0; ) h.update(n === buf.length ? buf : buf.subarray(0, n));
      } finally {
        fs.closeSync(fd);
      }
      bytes.set(h.digest(), 8 + index * 36);
    }
    Atomics.store(state, 0, 2);
  } catch (err) {
    const e = err as { code?: string; message?: string };
    let text = new TextEncoder().encode(JSON.stringify({ code: e?.code, message: String(e?.message ?? err) }));
    if (text.length >= 512) text = new TextEncoder().encode(JSON.stringify({ code: e?.code, message: 'cannot read it' }));
    bytes.set(text, 8 + files.length * 36);
    state[1] = index;
    Atomics.store(state, 0, 3);
  }
  Atomics.notify(state, 0);
}

/**
 * The worker: a plain CommonJS script using only Node built-ins, so it runs the same from the
 * TypeScript sources (tests) and from the ncc bundle (no separate file to ship or resolve).
 * A ticket belongs to whichever thread moves its state from waiting to taken first.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const hashTicket = (${hashTicket.toString()});
const buf = Buffer.allocUnsafe(${CHUNK});
// Run once on nothing before taking real work: source text that cannot run here (a test
// coverage tool instruments it, say) kills the worker now, and its tickets stay to take().
hashTicket(new SharedArrayBuffer(${HEADER + ERROR_BYTES}), [], [], fs, createHash, buf);
parentPort.on('message', ({ shared, files, sources }) => hashTicket(shared, files, sources, fs, createHash, buf));
`;

function results(ticket: HashTicket): HashedFile[] {
  const state = new Int32Array(ticket.shared, 0, 2);
  const bytes = Buffer.from(ticket.shared);
  const view = new DataView(ticket.shared);
  if (Atomics.load(state, 0) === FAILED) {
    const at = HEADER + ticket.files.length * PER_FILE;
    const end = bytes.indexOf(0, at);
    const { code, message } = JSON.parse(bytes.toString('utf8', at, end === -1 ? at + ERROR_BYTES : end)) as { code?: string; message: string };
    throw Object.assign(new Error(message), { code, index: state[1] }) as HashError;
  }
  return ticket.files.map((_, i) => ({
    sha256: bytes.toString('hex', HEADER + i * PER_FILE, HEADER + i * PER_FILE + 32),
    mode: view.getInt32(HEADER + i * PER_FILE + 32, true),
  }));
}

/**
 * A hasher backed by one worker thread, which starts now: make it before other set-up work
 * (`sp install` does so when the command starts) so its ~20 ms boot overlaps with that work.
 * One worker beside the calling thread: take() has the calling thread work through the queue
 * from its newest end while the worker goes from the oldest, so the two share the work without
 * any more messages; copying, the larger part, is file system work that more threads would
 * mostly spend waiting on its locks.
 */
export function fileHasher(): FileHasher {
  const buf = Buffer.allocUnsafe(CHUNK);
  const fs: Fs = { openSync, readSync, fstatSync, closeSync, copyFileSync };
  let worker: Worker | null = new Worker(WORKER_SOURCE, { eval: true });
  // The worker never keeps the process alive: results do not come back as messages.
  worker.unref();
  // A worker that fails to run leaves its tickets waiting, and take() hashes them here.
  worker.on('error', () => (worker = null));
  const queued: HashTicket[] = [];

  return {
    copyThenHash(sources, copies) {
      if (sources.length !== copies.length) throw new RangeError('copyThenHash: one copy path per source');
      const ticket = { files: copies, sources, shared: new SharedArrayBuffer(HEADER + copies.length * PER_FILE + ERROR_BYTES) };
      queued.push(ticket);
      worker?.postMessage({ shared: ticket.shared, files: copies, sources });
      return ticket;
    },
    take(ticket) {
      // Newest first: the worker works from the oldest, so the two rarely meet.
      while (queued.length > 0) {
        const t = queued.pop()!;
        hashTicket(t.shared, t.files, t.sources, fs, createHash, buf);
        if (t === ticket) break;
      }
      const state = new Int32Array(ticket.shared, 0, 2);
      for (;;) {
        const s = Atomics.load(state, 0);
        if (s === DONE || s === FAILED) break;
        if (s === WAITING) hashTicket(ticket.shared, ticket.files, ticket.sources, fs, createHash, buf);
        else if (Atomics.wait(state, 0, s, STALL_MS) === 'timed-out') throw Object.assign(new Error('the hashing thread stopped responding'), { index: 0 }) as HashError;
      }
      return results(ticket);
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
