import { parentPort, workerData } from 'node:worker_threads';
import { inspectFile, type InspectItem, type InspectOptions } from './inspect.js';

export interface InspectBatch {
  start: number;
  items: InspectItem[];
}

/** The worker side of the inspect pool: each batch is answered with its results, in order. */
export function serveInspections(): void {
  const options = (workerData as { options: InspectOptions }).options;
  parentPort!.on('message', (batch: InspectBatch) => {
    parentPort!.postMessage({ start: batch.start, results: batch.items.map((item) => inspectFile(item, options)) });
  });
}
