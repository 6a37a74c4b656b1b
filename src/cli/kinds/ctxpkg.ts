import type { KindDefinition } from './types.js';

export const ctxpkgKind: KindDefinition = {
  meta: { id: 'ctxpkg', description: 'a .ctxpkg package file (also legacy .lctxpkg), read and written as LeanCTX does' },
  matchFile: (file) => /\.l?ctxpkg$/i.test(file),
  async validate(target, options) {
    const { validateCtxpkg } = await import('../../ctxpkg/validate.js');
    return validateCtxpkg(target, { rules: options.rules });
  },
  async rules() {
    const { ctxpkgRules } = await import('../../ctxpkg/rules/index.js');
    return ctxpkgRules.map((r) => r.meta);
  },
};
