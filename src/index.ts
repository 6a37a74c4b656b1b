#!/usr/bin/env node
// The bin entry: only what `--version` and dispatch need is imported here; every command is
// loaded with a dynamic import(), which ncc splits into its own chunk, so start-up stays near `node -e 0`.
// Started as a worker thread (see core/workers.ts), the same file serves the task it is given.
import { isMainThread, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { main } from './cli/main.js';
import { commands } from './cli/commands.js';
import { setWorkerEntry } from './core/workers.js';
import { guardStandardStreams } from './cli/guard-streams.js';

if (isMainThread) {
  guardStandardStreams('packwright');
  setWorkerEntry(fileURLToPath(import.meta.url));
  main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr }, commands).then(
    (code) => {
      process.exitCode = code;
    },
  );
} else if ((workerData as { task?: string } | null)?.task === 'snapshot-inspect') {
  void import('./snapshot/inspect-worker.js').then((m) => m.serveInspections());
}
