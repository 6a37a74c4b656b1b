import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { checkManifest } from '../../src/ctxpkg/manifest.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { smallPackage } from './fixtures.js';

const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas', 'ctxpkg-manifest.schema.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
((addFormatsModule as unknown as { default?: (a: Ajv) => void }).default ?? (addFormatsModule as unknown as (a: Ajv) => void))(ajv);
const validate = ajv.compile(schema);

const base = () => JSON.parse(smallPackage().toString()).manifest as Record<string, unknown>;

describe('schemas/ctxpkg-manifest.schema.json agrees with the manifest check', () => {
  const cases: [string, (m: Record<string, unknown>) => void][] = [
    ['as created', () => undefined],
    ['LeanCTX nulls', (m) => Object.assign(m, { author: null, updated_at: null, tags: null, compatibility: null, stats: null, signature: null })],
    ['schema_version 3', (m) => (m.schema_version = 3)],
    ['name with a space', (m) => (m.name = 'a b')],
    ['name of 129 bytes', (m) => (m.name = 'a'.repeat(129))],
    ['version starting with a dot', (m) => (m.version = '.1')],
    ['no description', (m) => delete m.description],
    ['created_at not a date', (m) => (m.created_at = 'today')],
    ['empty layers', (m) => (m.layers = [])],
    ['unknown layer', (m) => (m.layers = ['secrets'])],
    ['policies layer', (m) => (m.layers = ['policies'])],
    ['duplicate layers', (m) => (m.layers = ['graph', 'graph'])],
    ['null dependencies', (m) => (m.dependencies = null)],
    ['uppercase hex', (m) => ((m.integrity as Record<string, string>).sha256 = 'A'.repeat(64))],
    ['byte_size 0', (m) => ((m.integrity as Record<string, number>).byte_size = 0)],
    ['provenance without tool', (m) => delete (m.provenance as Record<string, unknown>).tool],
    ['partial stats', (m) => (m.stats = { knowledge_facts: 1 })],
    ['signature without value', (m) => (m.signature = { algorithm: 'ed25519', public_key: 'ab' })],
    ['unknown field', (m) => (m.marketplace = { badges: [] })],
  ];
  test.each(cases)('%s', (_name, edit) => {
    const m = base();
    edit(m);
    expect(validate(m)).toBe(checkManifest(m).length === 0);
  });
});
