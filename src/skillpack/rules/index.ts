import type { SkillRule, SkillPackRule } from './types.js';
import { skillFrontmatter } from './skill-frontmatter.js';
import { skillName } from './skill-name.js';
import { skillNameFolder } from './skill-name-folder.js';
import { skillDescription } from './skill-description.js';
import { skillUnknownKey } from './skill-unknown-key.js';
import { skillCompatibility } from './skill-compatibility.js';
import { skillMetadata } from './skill-metadata.js';
import { skillAllowedTools } from './skill-allowed-tools.js';
import { packSchema } from './pack-schema.js';
import { packIncludeEmpty } from './pack-include-empty.js';
import { packCollision } from './pack-collision.js';
import { packImport } from './pack-import.js';

/** The registry of skill rules (INTEROP.md §2, the Agent Skills spec), in report order. */
export const skillRules: readonly SkillRule[] = [skillFrontmatter, skillName, skillNameFolder, skillDescription, skillUnknownKey, skillCompatibility, skillMetadata, skillAllowedTools];

/** The registry of pack file rules (specs/skillpacks-v0.md §3, §9). */
export const skillPackRules: readonly SkillPackRule[] = [packSchema, packIncludeEmpty, packCollision, packImport];
