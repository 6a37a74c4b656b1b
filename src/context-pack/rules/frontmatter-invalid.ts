import { frontmatterKeyLocation, frontmatterSourceText } from '../frontmatter.js';
import { nearMiss, valueKind } from '../names.js';
import { DOCS, type ContextPackRule } from './types.js';

const REQUIRED = ['file', 'pack_id', 'spec_version'];

export const frontmatterInvalid: ContextPackRule = {
  meta: { id: 'frontmatter-invalid', severity: 'error', description: 'frontmatter is a YAML mapping with file, pack_id and spec_version; file is a string naming the file itself', docs: DOCS },
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
      const file = value.file;
      if (file === undefined || file === null) continue;
      const name = md.rel.split('/').pop();
      if (typeof file !== 'string') {
        report(`${md.rel}: frontmatter file ${frontmatterSourceText(md, 'file', file)} is ${valueKind(file, true)}, not a string naming the file (write file: ${name})`, md.abs, frontmatterKeyLocation(md, 'file'));
      } else if (file !== md.rel && file !== name) {
        const how = nearMiss(file, md.rel) ?? (name === undefined ? null : nearMiss(file, name));
        report(`${md.rel}: frontmatter says file: ${file}${how ? ` (it ${how} from the file's name)` : ''}`, md.abs, frontmatterKeyLocation(md, 'file'));
      }
    }
  },
};
