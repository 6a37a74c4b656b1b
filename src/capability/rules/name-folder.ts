import path from 'node:path';
import { skillNameFolderProblem } from '../../core/agent-skills.js';
import { entryMapping } from './entry-frontmatter.js';
import { DOCS, type CapabilityPackRule } from './types.js';

export const capNameFolder: CapabilityPackRule = {
  meta: {
    id: 'cap-name-folder',
    severity: 'warning',
    description: 'the entry doc\'s name equals the pack folder\'s name, as Agent Skills requires of a skill; a warning, because the capability pack spec does not require it (a pack_id is the host\'s) and popular repositories break it',
    docs: DOCS,
  },
  check(ctx, report) {
    const entry = entryMapping(ctx);
    if (!entry) return;
    const folder = path.basename(path.resolve(ctx.root));
    const problem = folder === '' ? null : skillNameFolderProblem(entry.fm.name, folder);
    if (problem) report(`${entry.doc} frontmatter name ${problem.text}${problem.normalization ? '' : ': rename the pack folder or the name (Agent Skills requires them equal)'}`, entry.file, entry.locate('name'));
  },
};
