import { DOCS, type SkillRule } from './types.js';

export const skillNameFolder: SkillRule = {
  meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: `${DOCS}#skill-name-folder` },
  check(ctx, report) {
    const name = ctx.frontmatter?.name;
    if (typeof name === 'string' && name !== '' && name !== ctx.folderName) report(`name "${name}" differs from the folder name "${ctx.folderName}"`, ctx.file, ctx.locate('name'));
  },
};
