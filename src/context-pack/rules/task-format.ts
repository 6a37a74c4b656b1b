import { DOCS, type ContextPackRule } from './types.js';

const TITLE = /^\d+\.\s+\S/;
const ACCEPTANCE = /(^|[\s*_>-])Acceptance:/m;

export const taskFormat: ContextPackRule = {
  meta: { id: 'task-format', severity: 'warning', description: 'each task in tasks.md is "## N. title" with an "Acceptance:" line', docs: DOCS },
  check(ctx, report) {
    const md = ctx.markdown.find((m) => m.rel === 'tasks.md');
    if (!md?.doc || !md.decoded) return;
    const lines = md.decoded.text.split('\n');
    const tasks = md.doc.headings.filter((h) => h.depth === 2);
    tasks.forEach((h, i) => {
      const loc = { line: h.position.line, column: h.position.column };
      if (!TITLE.test(h.raw)) report(`tasks.md: task "${h.raw}" should be titled "## N. title"`, md.abs, loc);
      const end = i + 1 < tasks.length ? tasks[i + 1].position.line - 1 : lines.length;
      const body = lines.slice(h.position.line, end).join('\n');
      if (!ACCEPTANCE.test(body)) report(`tasks.md: task "${h.raw}" has no "Acceptance:" line`, md.abs, loc);
    });
  },
};
