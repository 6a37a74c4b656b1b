import type { ErrorObject } from 'ajv';
import { normalRelativePath } from '../../core/paths.js';
import { DOCS, type ContextPackRule } from './types.js';

function describe(e: ErrorObject): { pointer: string; message: string } {
  const at = e.instancePath || '/';
  switch (e.keyword) {
    case 'required': {
      const prop = (e.params as { missingProperty: string }).missingProperty;
      return { pointer: e.instancePath, message: `${at}: missing required property "${prop}"` };
    }
    case 'pattern':
      if (e.instancePath.endsWith('/sha256')) return { pointer: e.instancePath, message: `${at}: must be 64 lowercase hexadecimal characters` };
      if (e.instancePath.endsWith('/id')) return { pointer: e.instancePath, message: `${at}: a source id must start with "src_" and contain no spaces or "]"` };
      if (e.instancePath === '/spec_version') return { pointer: e.instancePath, message: `${at}: must be a version string such as "0.1"` };
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    case 'format':
      return { pointer: e.instancePath, message: `${at}: must be an ISO-8601 date-time such as "2026-04-24T14:22:03Z"` };
    default:
      return { pointer: e.instancePath, message: `${at}: ${e.message}` };
  }
}

export const manifestSchema: ContextPackRule = {
  meta: { id: 'manifest-schema', severity: 'error', description: 'pack.json follows schemas/context-pack.schema.json; no path is listed twice', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    for (const e of ctx.schemaErrors) {
      const { pointer, message } = describe(e);
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
