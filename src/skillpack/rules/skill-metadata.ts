import { showPath } from '../../core/show-name.js';
import { skillMetadataProblems } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillMetadata: SkillRule = {
  meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps string keys to string values', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('metadata' in ctx.frontmatter)) return;
    const keys = ctx.mapKeys('metadata');
    for (const p of skillMetadataProblems(ctx.frontmatter.metadata, { keys, scalar: (k) => ctx.scalar('metadata', k) })) {
      // A key with a control character or a quote comes quoted and escaped.
      if (p.keyIndex !== undefined) report(`metadata ${p.message}`, ctx.file, keys[p.keyIndex].location);
      else if (p.key !== undefined) report(`metadata.${showPath(p.key)} ${p.message}`, ctx.file, ctx.locate('metadata', p.key));
      else report(`metadata ${p.message}`, ctx.file, ctx.locate('metadata'));
    }
  },
};
