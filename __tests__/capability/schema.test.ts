import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { capabilityToolsSchema } from '../../src/capability/tools-schema.js';
import { REPO_ROOT } from '../helpers/cli.js';

test('the example pack\'s tools.json matches the published schema', () => {
  const validate = new Ajv({ strict: false }).compile(capabilityToolsSchema);
  const tools = JSON.parse(readFileSync(path.join(REPO_ROOT, 'examples/capability-pack/tools.json'), 'utf8'));
  expect(validate(tools)).toBe(true);
});
