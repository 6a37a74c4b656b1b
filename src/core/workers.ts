/**
 * The script a worker thread runs. The bin entry registers itself here and, started as a
 * worker, serves the task named in `workerData.task`. Unset (tests, library use), work stays
 * on the calling thread: same results, no parallelism.
 */
let entry: string | null = null;

export function setWorkerEntry(file: string | null): void {
  entry = file;
}

export function workerEntry(): string | null {
  return entry;
}

/**
 * Extra threads to use: `PACKWRIGHT_WORKERS` when set (0 turns them off), else two fewer than
 * the machine's processors, at most `cap`. V8's own background threads (garbage collection,
 * optimizing compiler) already keep a second processor busy: on a 2-processor machine a
 * worker measured no faster than none (0.91–0.98 s against 0.91–0.93 s on 10,385 files).
 */
export function workerCount(env: NodeJS.ProcessEnv, processors: number, cap: number): number {
  const set = env.PACKWRIGHT_WORKERS;
  if (set !== undefined && /^\d+$/.test(set.trim())) return Math.min(Number(set), 16);
  return Math.max(0, Math.min(processors - 2, cap));
}
