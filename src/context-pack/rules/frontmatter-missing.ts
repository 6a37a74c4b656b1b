import { DOCS, type ContextPackRule } from './types.js';

/** A first line that opens frontmatter; when micromark found none, no `---` line closes it. */
const OPENING = /^---[ \t]*(?:\r\n|\r|\n)/;

export const frontmatterMissing: ContextPackRule = {
  meta: { id: 'frontmatter-missing', severity: 'error', description: 'every Markdown file starts with a YAML frontmatter block', docs: DOCS },
  check(ctx, report) {
    for (const md of ctx.markdown) {
      if (!md.doc || md.doc.frontmatter) continue;
      if (md.decoded && OPENING.test(md.decoded.text)) report(`${md.rel}: the frontmatter opened on line 1 is never closed: end the YAML with a --- line`, md.abs, { line: 1, column: 1 });
      else report(`${md.rel} has no YAML frontmatter: start it with ---, file, pack_id and spec_version, then ---`, md.abs, { line: 1, column: 1 });
    }
  },
};
