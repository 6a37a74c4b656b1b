import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { publishedSchemas } from '../src/cli/schemas.js';
import { REPO_ROOT } from './helpers/cli.js';

/**
 * The schemas we publish under schemas/ are generated from the objects the code validates
 * with, so they cannot drift. Run with UPDATE_SCHEMAS=1 to rewrite them.
 */
describe('published schemas', () => {
  test.each(Object.entries(publishedSchemas))('schemas/%s is current and compiles', (file, schema) => {
    const target = path.join(REPO_ROOT, 'schemas', file);
    const text = `${JSON.stringify(schema, null, 2)}\n`;
    if (process.env.UPDATE_SCHEMAS) writeFileSync(target, text);
    expect(readFileSync(target, 'utf8')).toBe(text);
    const ajv = new Ajv({ strict: false });
    (addFormatsModule as unknown as (a: Ajv) => void)(ajv);
    expect(() => ajv.compile(schema)).not.toThrow();
  });
});
