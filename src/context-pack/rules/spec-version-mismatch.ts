import { frontmatterValue } from '../load.js';
import { DOCS, type ContextPackRule } from './types.js';

export const specVersionMismatch: ContextPackRule = {
  meta: { id: 'spec-version-mismatch', severity: 'error', description: 'each file\'s frontmatter spec_version equals pack.json spec_version', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    const expected = ctx.manifest?.spec_version;
    if (typeof expected !== 'string') return;
    for (const md of ctx.markdown) {
      const v = frontmatterValue(md, 'spec_version');
      // An unquoted `0.1` is the YAML number 0.1; it still names the same version.
      if (v === undefined || String(v) === expected) continue;
      const hint = typeof v === 'number' ? ' (quote the version in YAML: spec_version: "…")' : '';
      report(`${md.rel}: frontmatter spec_version ${JSON.stringify(String(v))} does not match pack.json ${JSON.stringify(expected)}${hint}`, md.abs, { line: md.doc?.frontmatter?.position.line ?? 1, column: 1 });
    }
  },
};
