import { contextPackSchema } from '../context-pack/schema.js';
import { capabilityToolsSchema } from '../capability/tools-schema.js';
import { skillPackSchema } from '../skillpack/schema.js';

/**
 * Every schema published under schemas/ that the code validates with, by file name; one test
 * keeps the files equal to these. (ctxpkg-manifest.schema.json is hand-written for other
 * tools: the ctxpkg checks are code, and __tests__/ctxpkg/schema.test.ts keeps the two agreeing.)
 */
export const publishedSchemas: Record<string, object> = {
  'context-pack.schema.json': contextPackSchema,
  'capability-tools.schema.json': capabilityToolsSchema,
  'skill-pack.schema.json': skillPackSchema,
};
