import { readFileSync } from 'node:fs';

/** Alive and not a zombie (a container's init may never reap a killed grandchild). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Polls (bounded, every 20 ms) until `get` gives a truthy value, and returns it: waits on an event, not a fixed sleep. */
export async function until<T>(get: () => T | null | undefined | false, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = get();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
