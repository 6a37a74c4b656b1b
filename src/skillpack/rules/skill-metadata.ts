import { DOCS, type SkillRule } from './types.js';

export const skillMetadata: SkillRule = {
  meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps strings to strings', docs: `${DOCS}#skill-metadata` },
  check(ctx, report) {
    if (!ctx.frontmatter || !('metadata' in ctx.frontmatter)) return;
    const m = ctx.frontmatter.metadata;
    if (typeof m !== 'object' || m === null || Array.isArray(m)) {
      report('metadata must be a mapping of string keys to string values', ctx.file, ctx.locate('metadata'));
      return;
    }
    for (const [k, v] of Object.entries(m)) {
      if (typeof v !== 'string') report(`metadata.${k} must be a string (quote it: "${String(v)}")`, ctx.file, ctx.locate('metadata', k));
    }
  },
};
