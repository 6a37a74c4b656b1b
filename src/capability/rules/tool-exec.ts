import { toolLabel } from './label.js';
import { DOCS, type CapabilityPackRule } from './types.js';

export const capToolExec: CapabilityPackRule = {
  meta: { id: 'cap-tool-exec', severity: 'error', description: 'each tool\'s exec spec is runnable: the command is a program name on PATH or an executable file in the pack (no absolute path, backslash or placeholder); placeholders are whole arguments naming declared parameters of a type an argument can carry; no ".." after {{pack_root}} or {{workspace}}', docs: DOCS },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const label = toolLabel(t);
      for (const p of t.execProblems) report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}${p.pointer}`));
    }
  },
};
