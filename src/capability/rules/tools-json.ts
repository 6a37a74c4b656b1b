import { quoteEscaped } from '../../core/show-name.js';
import { DOCS, type CapabilityPackRule } from './types.js';

/** ajv's messages, phrased as what to change. */
function phrase(e: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  switch (e.keyword) {
    case 'required': return `missing ${quoteEscaped(String(e.params.missingProperty))}: add it`;
    case 'additionalProperties': return `unknown member ${quoteEscaped(String(e.params.additionalProperty))}: remove it or fix its spelling`;
    case 'pattern': return `does not match ${String(e.params.pattern)}`;
    case 'enum': return `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default: return e.message ?? 'is invalid';
  }
}

export const capToolsJson: CapabilityPackRule = {
  meta: { id: 'cap-tools-json', severity: 'error', description: 'tools.json (when present) is UTF-8 JSON without a BOM or repeated keys, matching schemas/capability-tools.schema.json, with unique tool names that are not a host base tool\'s and non-blank descriptions', docs: DOCS },
  check(ctx, report) {
    if (!ctx.hasToolsJson) return;
    const file = ctx.toolsPath;
    if (ctx.toolsReadError) return report(`tools.json cannot be read: ${ctx.toolsReadError}`, file);
    const decoded = ctx.toolsDecoded;
    if (decoded?.problem) {
      const invalid = decoded.badOffset !== null;
      const fix = invalid ? (decoded.hasBom ? 'save it as UTF-8 without a BOM' : 'save it as UTF-8') : 'save it without the BOM (JSON text must not start with one)';
      report(`tools.json ${invalid ? 'is ' : ''}${decoded.problem}: ${fix}`, file, ctx.toolsEncodingAt);
    }
    const err = ctx.toolsJson?.error;
    if (err?.duplicateKey) {
      const key = err.message.replace(/^duplicate key /, '');
      return report(`tools.json repeats the key ${key} in one object: JSON readers disagree on which one counts; keep one`, file, { line: err.line, column: err.column });
    }
    if (err) return report(`tools.json is not valid JSON: ${err.message}`, file, { line: err.line, column: err.column });
    for (const e of ctx.schemaErrors) {
      report(`tools.json ${e.instancePath || '(root)'}: ${phrase(e)}`, file, ctx.locate(e.instancePath));
    }
    for (const d of ctx.duplicateNames) {
      report(`tools.json: tool name ${quoteEscaped(d.name)} is used by tools[${d.indexes.join('], tools[')}]: names must be unique`, file, ctx.locate(`/tools/${d.indexes[1]}/name`));
    }
    for (const p of ctx.toolsProblems) report(`tools.json: ${p.message}`, file, ctx.locate(p.pointer));
  },
};
