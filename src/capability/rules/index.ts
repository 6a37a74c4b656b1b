import type { CapabilityPackRule } from './types.js';
import { capEntryDoc } from './entry-doc.js';
import { capFrontmatter } from './frontmatter.js';
import { capUnknownKey } from './unknown-key.js';
import { capNameFolder } from './name-folder.js';
import { capToolsJson } from './tools-json.js';
import { capToolSchema } from './tool-schema.js';
import { capToolExec } from './tool-exec.js';
import { capToolShell } from './tool-shell.js';
import { capToolEnvSecret } from './tool-env-secret.js';
import { capToolCount } from './tool-count.js';
import { capResourceUnsafe } from './resource-unsafe.js';

/** The registry of capability pack rules, in report order. */
export const capabilityPackRules: readonly CapabilityPackRule[] = [capEntryDoc, capFrontmatter, capUnknownKey, capNameFolder, capToolsJson, capToolSchema, capToolExec, capToolShell, capToolEnvSecret, capToolCount, capResourceUnsafe];
