import { showPath } from '../../core/show-name.js';
import { DOCS, type SkillRule } from './types.js';
import { notAStringBecause } from './yaml-value.js';

/** `metadata.<key>` for a message; a key with a control character or a quote comes quoted and escaped. */
const keyPath = (k: string) => `metadata.${showPath(k)}`;

export const skillMetadata: SkillRule = {
  meta: { id: 'skill-metadata', severity: 'error', description: 'metadata, when present, maps string keys to string values', docs: DOCS },
  check(ctx, report) {
    if (!ctx.frontmatter || !('metadata' in ctx.frontmatter)) return;
    const m = ctx.frontmatter.metadata;
    if (typeof m !== 'object' || m === null || Array.isArray(m)) {
      report('metadata must be a mapping of string keys to string values', ctx.file, ctx.locate('metadata'));
      return;
    }
    // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
    // mapping then holds as the string "1" or "true".
    for (const key of ctx.mapKeys('metadata')) {
      if (typeof key.value === 'string') continue;
      if (key.value === undefined) report('metadata keys must be strings, not a YAML list or mapping', ctx.file, key.location);
      else report(`metadata key ${key.scalar && key.scalar.source !== '' ? showPath(key.scalar.source) : String(key.value)} must be a string${notAStringBecause(key.value, key.scalar, 'key')}`, ctx.file, key.location);
    }
    for (const [k, v] of Object.entries(m)) {
      if (typeof v !== 'string') report(`${keyPath(k)} must be a string${notAStringBecause(v, ctx.scalar('metadata', k))}`, ctx.file, ctx.locate('metadata', k));
    }
  },
};
