/**
 * The script a worker thread runs. The bin entry registers itself here and, started as a
 * worker, serves the task named in `workerData.task`. Unset (tests, library use), work stays
 * on the calling thread: same results, no parallelism.
 */
let entry: string | null = null;

export function setWorkerEntry(file: string): void {
  entry = file;
}

export function workerEntry(): string | null {
  return entry;
}

/**
 * Extra threads to use: `PACKWRIGHT_WORKERS` when set (0 turns them off), else one fewer than
 * the machine's processors (the calling thread works too), at most `cap`.
 */
export function workerCount(env: NodeJS.ProcessEnv, processors: number, cap: number): number {
  const set = env.PACKWRIGHT_WORKERS;
  if (set !== undefined && /^\d+$/.test(set.trim())) return Math.min(Number(set), 16);
  return Math.max(0, Math.min(processors - 1, cap));
}
