import { DOCS, type CapabilityPackRule } from './types.js';

/** ajv's messages, phrased as what to change. */
function phrase(e: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  switch (e.keyword) {
    case 'required': return `missing "${String(e.params.missingProperty)}": add it`;
    case 'additionalProperties': return `unknown member "${String(e.params.additionalProperty)}": remove it or fix its spelling`;
    case 'pattern': return `does not match ${String(e.params.pattern)}`;
    case 'enum': return `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default: return e.message ?? 'is invalid';
  }
}

export const capToolsJson: CapabilityPackRule = {
  meta: { id: 'cap-tools-json', severity: 'error', description: 'tools.json (when present) is UTF-8 JSON matching schemas/capability-tools.schema.json, with unique tool names', docs: `${DOCS}#cap-tools-json` },
  check(ctx, report) {
    if (!ctx.hasToolsJson) return;
    const file = ctx.toolsPath;
    if (ctx.toolsReadError) return report(`tools.json cannot be read: ${ctx.toolsReadError}`, file);
    const problem = ctx.toolsDecoded?.problem;
    if (problem) report(`tools.json is ${problem}: save it as UTF-8 without a BOM`, file);
    const err = ctx.toolsJson?.error;
    if (err) return report(`tools.json is not valid JSON: ${err.message}`, file, { line: err.line, column: err.column });
    for (const e of ctx.schemaErrors) {
      report(`tools.json ${e.instancePath || '(root)'}: ${phrase(e)}`, file, ctx.locate(e.instancePath));
    }
    for (const d of ctx.duplicateNames) {
      report(`tools.json: tool name "${d.name}" is used by tools[${d.indexes.join('], tools[')}]: names must be unique`, file, ctx.locate(`/tools/${d.indexes[1]}/name`));
    }
  },
};
