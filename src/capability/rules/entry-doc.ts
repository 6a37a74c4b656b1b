import { DOCS, type CapabilityPackRule } from './types.js';

export const capEntryDoc: CapabilityPackRule = {
  meta: { id: 'cap-entry-doc', severity: 'error', description: 'the pack has a readable UTF-8 entry doc (configured, SKILL.md, README.md, or the first root *.md)', docs: `${DOCS}#cap-entry-doc` },
  check(ctx, report) {
    if (!ctx.entry) return report(ctx.entryProblem ?? 'no entry doc', ctx.root);
    if (ctx.entry.readError) return report(`entry doc ${ctx.entry.rel} cannot be read: ${ctx.entry.readError}`, ctx.entry.abs);
    const problem = ctx.entry.decoded?.problem;
    if (problem && !ctx.entry.decoded?.hasBom) report(`entry doc ${ctx.entry.rel} is ${problem}: save it as UTF-8`, ctx.entry.abs);
  },
};
