import type { KindDefinition } from './types.js';

export const skillKind: KindDefinition = {
  meta: { id: 'skill', description: 'an Agent Skills folder (SKILL.md)' },
  matchDirectory: (names) => names.has('SKILL.md'),
  // Skills nest (a folder with SKILL.md may hold more skill folders): keep walking.
  descend: true,
  async validate(target, options) {
    const { validateSkill } = await import('../../skillpack/validate.js');
    return validateSkill(target, { rules: options.rules });
  },
  async rules() {
    const { skillRules } = await import('../../skillpack/rules/index.js');
    return skillRules.map((r) => r.meta);
  },
};
