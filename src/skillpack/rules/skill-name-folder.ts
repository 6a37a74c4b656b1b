import { skillNameFolderProblem } from '../../core/agent-skills.js';
import { DOCS, type SkillRule } from './types.js';

export const skillNameFolder: SkillRule = {
  meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: DOCS },
  check(ctx, report) {
    // Names that differ only in normalization print alike, so the problem says which form each is in (HFS+ stores NFD).
    const problem = skillNameFolderProblem(ctx.frontmatter?.name, ctx.folderName);
    if (problem) report(`name ${problem.text}`, ctx.file, ctx.locate('name'));
  },
};
