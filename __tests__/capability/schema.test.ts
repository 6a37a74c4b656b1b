import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { capabilityToolsSchema } from '../../src/capability/tools-schema.js';
import { REPO_ROOT } from '../helpers/cli.js';

test('schemas/capability-tools.schema.json is the schema the validator uses', () => {
  const published = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/capability-tools.schema.json'), 'utf8'));
  expect(published).toEqual(JSON.parse(JSON.stringify(capabilityToolsSchema)));
});

test('the example pack\'s tools.json matches the published schema', () => {
  const validate = new Ajv({ strict: false }).compile(capabilityToolsSchema);
  const tools = JSON.parse(readFileSync(path.join(REPO_ROOT, 'examples/capability-pack/tools.json'), 'utf8'));
  expect(validate(tools)).toBe(true);
});
