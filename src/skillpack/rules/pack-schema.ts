import { DOCS, type SkillPackRule } from './types.js';

export const packSchema: SkillPackRule = {
  meta: { id: 'pack-schema', severity: 'error', description: 'the pack file is YAML following schemas/skill-pack.schema.json', docs: DOCS },
  check(ctx, report) {
    if (ctx.readProblem) report(ctx.readProblem, ctx.file);
    for (const p of ctx.parsed.problems) report(p.message, ctx.file, { line: p.line, column: p.column });
  },
};
