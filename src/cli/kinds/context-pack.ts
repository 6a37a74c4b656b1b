import type { KindDefinition } from './types.js';

export const contextPackKind: KindDefinition = {
  meta: { id: 'context-pack', description: 'a context pack folder (pack.json), specs/context-pack-v0.1.md' },
  matchDirectory: (names) => names.has('pack.json'),
  async validate(target, options) {
    const { validateContextPack } = await import('../../context-pack/validate.js');
    return validateContextPack(target, { rules: options.rules });
  },
  async rules() {
    const { contextPackRules } = await import('../../context-pack/rules/index.js');
    return contextPackRules.map((r) => r.meta);
  },
};
