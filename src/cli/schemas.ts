import { contextPackSchema } from '../context-pack/schema.js';

/** Every schema published under schemas/, by file name; a test keeps the files equal to these. */
export const publishedSchemas: Record<string, object> = {
  'context-pack.schema.json': contextPackSchema,
};
