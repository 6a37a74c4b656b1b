import { DOCS, type ContextPackRule } from './types.js';

const REQUIRED = ['file', 'pack_id', 'spec_version'];

export const frontmatterInvalid: ContextPackRule = {
  meta: { id: 'frontmatter-invalid', severity: 'error', description: 'frontmatter is a YAML mapping with file, pack_id and spec_version; file names the file itself', docs: `${DOCS}#context-pack-rules` },
  check(ctx, report) {
    for (const md of ctx.markdown) {
      const fm = md.frontmatter;
      if (!fm || !md.doc?.frontmatter) continue;
      const at = { line: md.doc.frontmatter.position.line, column: 1 };
      if (fm.error) {
        report(`${md.rel}: frontmatter is not valid YAML: ${fm.error.message}`, md.abs, { line: fm.error.line ?? at.line, column: fm.error.column });
        continue;
      }
      if (typeof fm.value !== 'object' || fm.value === null || Array.isArray(fm.value)) {
        report(`${md.rel}: frontmatter must be a YAML mapping`, md.abs, at);
        continue;
      }
      const value = fm.value as Record<string, unknown>;
      const missing = REQUIRED.filter((k) => value[k] === undefined || value[k] === null);
      if (missing.length) report(`${md.rel}: frontmatter lacks ${missing.join(', ')}`, md.abs, at);
      if (value.file !== undefined && value.file !== null && String(value.file) !== md.rel && String(value.file) !== md.rel.split('/').pop()) {
        report(`${md.rel}: frontmatter says file: ${String(value.file)}`, md.abs, at);
      }
    }
  },
};
