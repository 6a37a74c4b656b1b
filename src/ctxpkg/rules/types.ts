import type { Rule } from '../../core/diagnostics.js';
import type { CtxpkgContext } from '../load.js';

export type CtxpkgRule = Rule<CtxpkgContext>;
export const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#ctxpkg-rules';
