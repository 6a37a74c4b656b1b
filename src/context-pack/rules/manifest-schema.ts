import type { ErrorObject } from 'ajv';
import { normalRelativePath } from '../../core/paths.js';
import { valueAtPointer } from '../../core/json-pointer.js';
import { IMPLEMENTED_SPEC_VERSIONS } from '../schema.js';
import type { Manifest } from '../load.js';
import { DOCS, type ContextPackRule } from './types.js';

const UTC_EXAMPLE = '"2026-04-24T14:22:03Z"';

/** The same instant in UTC with "Z", keeping fractional seconds only when the original had them. */
function inUtc(value: string): string | null {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const iso = new Date(ms).toISOString();
  return /:\d\d\.\d/.test(value) ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}

function describe(e: ErrorObject, manifest: Manifest, badFormat: ReadonlySet<string>): { pointer: string; message: string } {
  const at = e.instancePath || '/';
  const value = valueAtPointer(manifest, e.instancePath);
  switch (e.keyword) {
    case 'required': {
      const prop = (e.params as { missingProperty: string }).missingProperty;
      return { pointer: e.instancePath, message: `${at}: missing required property "${prop}"` };
    }
    case 'pattern':
      if (e.instancePath.endsWith('/sha256')) return { pointer: e.instancePath, message: `${at}: must be 64 lowercase hexadecimal characters` };
      if (e.instancePath.endsWith('/id')) return { pointer: e.instancePath, message: `${at}: a source id must start with "src_" and contain no spaces or "]"` };
      if (e.instancePath.endsWith('/url')) return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} is not an absolute http:// or https:// URL; every source needs one, such as "https://example.com/page"` };
      if (e.instancePath === '/spec_version') return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} is not a spec version this validator implements: it checks Context Pack spec 0.1, written ${IMPLEMENTED_SPEC_VERSIONS}` };
      if (e.instancePath === '/generated_at') {
        // A valid date-time at another offset: name its UTC spelling. Anything else is format's error too.
        const utc = typeof value === 'string' && !badFormat.has(e.instancePath) ? inUtc(value) : null;
        if (utc !== null) return { pointer: e.instancePath, message: `${at}: ${JSON.stringify(value)} must be in UTC, written with "Z" (the spec asks for an ISO-8601 UTC timestamp): ${JSON.stringify(utc)}` };
        return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time in UTC such as ${UTC_EXAMPLE}` };
      }
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    case 'format':
      if (e.instancePath === '/generated_at') return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time in UTC such as ${UTC_EXAMPLE}` };
      return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time such as ${UTC_EXAMPLE}` };
    default:
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
  }
}

export const manifestSchema: ContextPackRule = {
  meta: { id: 'manifest-schema', severity: 'error', description: 'pack.json follows schemas/context-pack.schema.json; no path is listed twice', docs: DOCS },
  check(ctx, report) {
    // A pack.json that is no JSON object is manifest-json's one finding ("/: must be object" says it again).
    if (!ctx.manifest) return;
    const badFormat = new Set(ctx.schemaErrors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
    for (const e of ctx.schemaErrors) {
      // format and pattern can both refuse /generated_at, with the same words: say it once.
      if (e.keyword === 'pattern' && e.instancePath === '/generated_at' && badFormat.has(e.instancePath)) continue;
      const { pointer, message } = describe(e, ctx.manifest, badFormat);
      report(message, ctx.manifestPath, ctx.locate(pointer));
    }
    // Compared in normal form: `./cursor.md` and `cursor.md` are one file listed twice.
    const seen = new Map<string, { index: number; path: string }>();
    for (const f of ctx.listed) {
      if (!f.path) continue;
      const key = normalRelativePath(f.path);
      const first = seen.get(key);
      if (first !== undefined) {
        const as = first.path === f.path ? '' : ` as ${JSON.stringify(first.path)}`;
        report(`/files/${f.index}/path: ${JSON.stringify(f.path)} is already listed at /files/${first.index}${as}`, ctx.manifestPath, ctx.locate(`/files/${f.index}/path`));
      } else seen.set(key, { index: f.index, path: f.path });
    }
  },
};
