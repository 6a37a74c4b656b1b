import { showPath } from '../../core/show-name.js';
import { DOCS, type CapabilityPackRule } from './types.js';

export const capEntryDoc: CapabilityPackRule = {
  meta: { id: 'cap-entry-doc', severity: 'error', description: 'the pack has a readable UTF-8 entry doc (configured, SKILL.md, README.md, or the first root *.md)', docs: DOCS },
  check(ctx, report) {
    if (!ctx.entry) return report(ctx.entryProblem ?? 'no entry doc', ctx.root);
    const doc = showPath(ctx.entry.rel);
    if (ctx.entry.readError) return report(`entry doc ${doc} cannot be read: ${ctx.entry.readError}`, ctx.entry.abs);
    // A UTF-8 BOM is harmless in Markdown, but never hides invalid bytes after it.
    if (ctx.entry.decoded!.badOffset !== null) report(`entry doc ${doc} is ${ctx.entry.decoded!.problem}: save it as UTF-8`, ctx.entry.abs, ctx.entry.encodingAt);
  },
};
