import { toolLabel } from './label.js';
import { DOCS, type CapabilityPackRule } from './types.js';

export const capToolSchema: CapabilityPackRule = {
  meta: { id: 'cap-tool-schema', severity: 'error', description: 'each tool\'s inputSchema is a valid JSON Schema (meta-schema) for an object', docs: DOCS },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const label = `${toolLabel(t)} inputSchema`;
      for (const p of t.schemaProblems) report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/inputSchema${p.pointer}`));
    }
  },
};
