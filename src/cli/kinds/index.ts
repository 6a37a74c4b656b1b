import type { KindDefinition } from './types.js';
import { contextPackKind } from './context-pack.js';
import { capabilityPackKind } from './capability-pack.js';
import { ctxpkgKind } from './ctxpkg.js';
import { skillKind } from './skill.js';
import { skillPackKind } from './skill-pack.js';

/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
export const kinds: readonly KindDefinition[] = [contextPackKind, capabilityPackKind, skillKind, skillPackKind, ctxpkgKind];

export const KIND_IDS = kinds.map((k) => k.meta.id);

export function kindById(id: string): KindDefinition | undefined {
  return kinds.find((k) => k.meta.id === id);
}
