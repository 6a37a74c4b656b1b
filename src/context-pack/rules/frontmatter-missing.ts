import { DOCS, type ContextPackRule } from './types.js';

export const frontmatterMissing: ContextPackRule = {
  meta: { id: 'frontmatter-missing', severity: 'error', description: 'every Markdown file starts with a YAML frontmatter block', docs: DOCS },
  check(ctx, report) {
    for (const md of ctx.markdown) {
      if (md.doc && !md.doc.frontmatter) report(`${md.rel} has no YAML frontmatter: start it with ---, file, pack_id and spec_version, then ---`, md.abs, { line: 1, column: 1 });
    }
  },
};
