import { DOCS, type CtxpkgRule } from './types.js';

export const ctxpkgJson: CtxpkgRule = {
  meta: { id: 'ctxpkg-json', severity: 'error', description: 'the file is readable, at most 10 MiB, UTF-8 without a BOM, one JSON object LeanCTX (serde_json) reads (no number past the double range, no lone surrogate escape, at most 127 levels of nesting) with exactly one manifest and one content member', docs: `${DOCS}` },
  check(ctx, report) {
    if (ctx.readError) return report(`cannot be read: ${ctx.readError}`, ctx.file);
    if (ctx.encodingProblem) return report(`the file ${ctx.encodingProblem}`, ctx.file, { line: 1, column: 1 });
    if (ctx.jsonError) return report(`not valid JSON: ${ctx.jsonError.message}`, ctx.file, { line: ctx.jsonError.line, column: ctx.jsonError.column });
    if (!ctx.members) return report('must be a JSON object with the members manifest and content', ctx.file, { line: 1, column: 1 });
    for (const key of ['manifest', 'content']) {
      const found = ctx.members.filter((m) => m.key === key);
      if (found.length === 0) report(`missing required top-level member: ${key}`, ctx.file, { line: 1, column: 1 });
      if (found.length > 1) {
        // LeanCTX hashes the first `content` while JSON readers keep the last: two members let
        // a package verify with one content and load another.
        report(`${found.length} top-level ${key} members: a package must have exactly one (the hash covers the first, JSON readers load the last)`, ctx.file, ctx.locate(''));
      }
    }
    // LeanCTX parses the whole document with serde_json first and stops at what it refuses.
    // A manifest number past the double range is named by ctxpkg-manifest already.
    const p = ctx.serdeProblem;
    if (p && !ctx.manifestProblems.some((m) => `/manifest${m.pointer}` === p.pointer)) report(p.message, ctx.file, { line: p.line, column: p.column });
  },
};
