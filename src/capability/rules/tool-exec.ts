import { DOCS, type CapabilityPackRule } from './types.js';

export const capToolExec: CapabilityPackRule = {
  meta: { id: 'cap-tool-exec', severity: 'error', description: 'each tool\'s exec spec is runnable: placeholders are whole arguments naming declared parameters, a pack-relative command exists and is executable', docs: `${DOCS}#cap-tool-exec` },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const name = (t.raw as { name?: unknown }).name;
      const label = `tools[${t.index}]${typeof name === 'string' ? ` (${name})` : ''}`;
      for (const p of t.execProblems) report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}${p.pointer}`));
    }
  },
};
