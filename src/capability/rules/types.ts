import type { Rule } from '../../core/diagnostics.js';
import type { CapabilityPackContext } from '../load.js';

export type CapabilityPackRule = Rule<CapabilityPackContext>;
export const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#capability-pack-rules';
