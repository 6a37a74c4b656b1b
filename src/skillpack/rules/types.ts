import type { Rule } from '../../core/diagnostics.js';
import type { SkillContext } from '../skill-load.js';
import type { SkillPackContext } from '../pack-load.js';

export type SkillRule = Rule<SkillContext>;
export type SkillPackRule = Rule<SkillPackContext>;
export const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#skill-and-skill-pack-rules';
