import type { ContextPackRule } from './types.js';
import { manifestJson } from './manifest-json.js';
import { manifestSchema } from './manifest-schema.js';
import { fileMissing } from './file-missing.js';
import { hashMismatch } from './hash-mismatch.js';
import { pathUnsafe } from './path-unsafe.js';
import { fileUnlisted } from './file-unlisted.js';
import { encoding } from './encoding.js';
import { lineEndings } from './line-endings.js';
import { frontmatterMissing } from './frontmatter-missing.js';
import { frontmatterInvalid } from './frontmatter-invalid.js';
import { packIdMismatch } from './pack-id-mismatch.js';
import { specVersionMismatch } from './spec-version-mismatch.js';
import { footnoteUnresolved } from './footnote-unresolved.js';
import { footnoteCase } from './footnote-case.js';
import { sourceUnused } from './source-unused.js';
import { sourceDuplicate } from './source-duplicate.js';
import { sectionCount } from './section-count.js';
import { taskFormat } from './task-format.js';

/** The registry of context pack rules, in report order. */
export const contextPackRules: readonly ContextPackRule[] = [
  manifestJson,
  manifestSchema,
  fileMissing,
  hashMismatch,
  pathUnsafe,
  fileUnlisted,
  encoding,
  lineEndings,
  frontmatterMissing,
  frontmatterInvalid,
  packIdMismatch,
  specVersionMismatch,
  footnoteUnresolved,
  footnoteCase,
  sourceUnused,
  sourceDuplicate,
  sectionCount,
  taskFormat,
];
