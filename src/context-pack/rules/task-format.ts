import { DOCS, type ContextPackRule } from './types.js';

const TITLE = /^(\d+)\.\s+\S/;
/** A list item (bulleted or numbered) with text, maybe in a blockquote. */
const BULLET = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\S/;
/** `Acceptance:` starting a line or a list item, maybe bold or italic: `**Acceptance**:`, `**Acceptance:**`. */
const ACCEPTANCE = /^[ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(\*\*|__|\*|_)?Acceptance(?:\1?[ \t]*:|:\1)/;

export const taskFormat: ContextPackRule = {
  meta: { id: 'task-format', severity: 'warning', description: 'each task in tasks.md is "## N. title", numbered in order, with a bulleted body and an "Acceptance:" line', docs: DOCS },
  check(ctx, report) {
    const md = ctx.markdown.find((m) => m.rel === 'tasks.md');
    if (!md?.doc || !md.decoded) return;
    const lines = md.decoded.text.split(/\r\n|\r|\n/);
    // Lines in code or HTML blocks are no part of a task's text.
    const prose = lines.map(() => true);
    for (const [from, to] of md.doc.blocks) for (let l = from; l <= to; l++) prose[l - 1] = false;
    const tasks = md.doc.headings.filter((h) => h.depth === 2);
    const numbers = new Map<number, number>();
    let last: { n: number; line: number } | null = null;
    tasks.forEach((h, i) => {
      const loc = { line: h.position.line, column: h.position.column };
      const title = TITLE.exec(h.raw);
      if (!title) report(`tasks.md: task "${h.raw}" should be titled "## N. title"`, md.abs, loc);
      else {
        const n = Number(title[1]);
        const first = numbers.get(n);
        if (first !== undefined) report(`tasks.md: task number ${n} is used twice (first on line ${first})`, md.abs, loc);
        else if (last && n < last.n) report(`tasks.md: task ${n} comes after task ${last.n} (line ${last.line}): number the tasks in the order they are done`, md.abs, loc);
        if (first === undefined) numbers.set(n, h.position.line);
        if (!last || n > last.n) last = { n, line: h.position.line };
      }
      const end = i + 1 < tasks.length ? tasks[i + 1].position.line - 1 : lines.length;
      const body: string[] = [];
      for (let l = (h.position.endLine ?? h.position.line) + 1; l <= end; l++) if (prose[l - 1]) body.push(lines[l - 1]);
      if (!body.some((b) => BULLET.test(b))) report(`tasks.md: task "${h.raw}" has no bulleted body (a list of its steps)`, md.abs, loc);
      if (!body.some((b) => ACCEPTANCE.test(b))) report(`tasks.md: task "${h.raw}" has no "Acceptance:" line`, md.abs, loc);
    });
  },
};
