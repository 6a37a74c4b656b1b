import { quoteEscaped } from '../../core/show-name.js';
import { DOCS, type SkillRule } from './types.js';

/** Which Unicode normalization form a string is in, for the message when only that differs. */
function form(s: string): string {
  if (s === s.normalize('NFC')) return 'NFC';
  if (s === s.normalize('NFD')) return 'NFD';
  return 'neither NFC nor NFD';
}

export const skillNameFolder: SkillRule = {
  meta: { id: 'skill-name-folder', severity: 'warning', description: 'name equals the skill folder\'s name (popular repositories break this; a warning by default)', docs: DOCS },
  check(ctx, report) {
    const name = ctx.frontmatter?.name;
    if (typeof name !== 'string' || name === '' || name === ctx.folderName) return;
    const folder = ctx.folderName;
    if (name.normalize('NFC') === folder.normalize('NFC')) {
      // They print alike: say what differs (HFS+ stores names as NFD, and copies made from it keep that).
      report(`name ${quoteEscaped(name)} and the folder name ${quoteEscaped(folder)} differ only in Unicode normalization (the name is ${form(name)}, the folder name ${form(folder)}): write both the same way`, ctx.file, ctx.locate('name'));
    } else {
      report(`name ${quoteEscaped(name)} differs from the folder name ${quoteEscaped(folder)}`, ctx.file, ctx.locate('name'));
    }
  },
};
