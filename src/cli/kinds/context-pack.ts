import { open } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import type { KindDefinition } from './types.js';

/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;

export const contextPackKind: KindDefinition = {
  meta: { id: 'context-pack', description: 'a context pack folder (pack.json), Context Pack v0.1' },
  matchDirectory: (names) => names.has('pack.json'),
  // A context pack may hold other packs: a subfolder with a pack.json of its own is a pack that
  // the outer one leaves alone (load.ts), so discovery keeps walking to validate it by itself.
  descend: true,
  async confirmDirectory(dir) {
    try {
      // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
      const fh = await open(path.join(dir, 'pack.json'), constants.O_RDONLY | constants.O_NONBLOCK);
      try {
        if (!(await fh.stat()).isFile()) return true;
        const { bytesRead, buffer } = await fh.read(Buffer.alloc(256), 0, 256, 0);
        return !SNAPSHOT_HEAD.test(buffer.toString('utf8', 0, bytesRead));
      } finally {
        await fh.close();
      }
    } catch {
      return true; // unreadable: let validation report it
    }
  },
  async validate(target, options) {
    const { validateContextPack } = await import('../../context-pack/validate.js');
    return validateContextPack(target, { rules: options.rules });
  },
  async rules() {
    const { contextPackRules } = await import('../../context-pack/rules/index.js');
    return contextPackRules.map((r) => r.meta);
  },
};
