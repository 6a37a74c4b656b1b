import path from 'node:path';
import type { KindDefinition } from './types.js';

export const skillPackKind: KindDefinition = {
  meta: { id: 'skill-pack', description: 'a skill pack file (packs/*.yaml), Skillpacks v0' },
  matchFile: (file) => /\.ya?ml$/.test(file) && path.basename(path.dirname(file)) === 'packs',
  async validate(target, options) {
    const { validateSkillPack } = await import('../../skillpack/validate.js');
    return validateSkillPack(target, { rules: options.rules });
  },
  async rules() {
    const { skillPackRules } = await import('../../skillpack/rules/index.js');
    return skillPackRules.map((r) => r.meta);
  },
};
