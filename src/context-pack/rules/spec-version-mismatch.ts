import { frontmatterKeyLocation, frontmatterStringProblem } from '../frontmatter.js';
import { DOCS, type ContextPackRule } from './types.js';

export const specVersionMismatch: ContextPackRule = {
  meta: { id: 'spec-version-mismatch', severity: 'error', description: 'each file\'s frontmatter spec_version is a string equal to pack.json spec_version', docs: DOCS },
  check(ctx, report) {
    // Which versions are implemented is manifest-schema's finding; here each file must say the manifest's.
    const expected = ctx.manifest?.spec_version;
    if (typeof expected !== 'string') return;
    for (const md of ctx.markdown) {
      // Exact: the spec writes `spec_version: "0.1"`; an unquoted 0.1 (or 0.10, .1, 1e-1) is a YAML number.
      const problem = frontmatterStringProblem(md, 'spec_version', expected);
      if (problem) report(problem, md.abs, frontmatterKeyLocation(md, 'spec_version'));
    }
  },
};
