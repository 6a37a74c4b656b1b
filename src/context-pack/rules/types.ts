import type { Rule } from '../../core/diagnostics.js';
import type { ContextPackContext } from '../load.js';

export type ContextPackRule = Rule<ContextPackContext>;
export const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#context-pack-rules';
