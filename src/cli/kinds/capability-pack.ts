import type { KindDefinition } from './types.js';

export const capabilityPackKind: KindDefinition = {
  meta: { id: 'capability-pack', description: 'a capability pack folder (tools.json), as the Capability Packs specification describes' },
  matchDirectory: (names) => names.has('tools.json'),
  async validate(target, options) {
    const { validateCapabilityPack } = await import('../../capability/validate.js');
    return validateCapabilityPack(target, { rules: options.rules });
  },
  async rules() {
    const { capabilityPackRules } = await import('../../capability/rules/index.js');
    return capabilityPackRules.map((r) => r.meta);
  },
};
