// A capability pack whose tool has a polynomial pattern, end to end: `packwright validate` (main()
// from source) and the host refuse it without a small enough maxLength, and with one the tool
// loads and a long argument is refused without running the pattern on it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CapabilityHost } from '../../src/capability/host.js';
import { runMain } from '../helpers/in-process.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-polypattern-');
afterAll(() => tmp.cleanup());

const SKILL = '---\nname: digits\ndescription: Counts digits.\n---\n# Digits\n';
const CUBIC = '^\\d*\\d*\\d*$';
const MESSAGE = 'tools[0] (count) inputSchema pattern "^\\\\d*\\\\d*\\\\d*$" can take time growing as the input length to the power 3; give this parameter a maxLength of at most 215 [cap-tool-schema]';

function pack(name: string, n: Record<string, unknown>): string {
  const tool = { name: 'count', description: 'Counts.', inputSchema: { type: 'object', properties: { n: { type: 'string', pattern: CUBIC, ...n } }, required: ['n'] }, exec: { command: 'echo', args: ['{{n}}'] } };
  // The folder is named as the pack (cap-name-folder).
  tmp.write(`${name}/digits/SKILL.md`, SKILL);
  tmp.write(`${name}/digits/tools.json`, `${JSON.stringify({ tools: [tool] }, null, 2)}\n`);
  return path.join(tmp.dir, name, 'digits');
}

async function host(dir: string): Promise<CapabilityHost> {
  mkdirSync(path.join(tmp.dir, 'ws'), { recursive: true });
  return CapabilityHost.create([{ dir }], { workspace: path.join(tmp.dir, 'ws'), approve: async () => ({ approved: true, decision: 'test' }) });
}

test('without maxLength: validate fails at the pattern\'s line, and the host enables no tool', async () => {
  const dir = pack('unbounded', {});
  const r = await runMain(['validate', dir], tmp.dir);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(`tools.json:11:13: error ${MESSAGE}`);
  const h = await host(dir);
  const enabled = await h.call('capability_packs_enable_tools', { pack_id: 'digits' });
  expect(enabled.result).toMatchObject({ error: { code: 'tools_json_invalid', details: [expect.stringContaining('can take time growing as the input length to the power 3')] } });
});

test('a maxLength over the budget is refused with the same message', async () => {
  const r = await runMain(['validate', pack('loose', { maxLength: 1000 })], tmp.dir);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain(MESSAGE);
});

test('with a small maxLength: validate is clean, the tool loads, and a long argument fails without the pattern running on it', async () => {
  const dir = pack('bounded', { maxLength: 100 });
  const r = await runMain(['validate', dir], tmp.dir);
  expect(r.stdout).toBe('1 target checked: 0 errors, 0 warnings\n');
  expect(r.code).toBe(0);
  const h = await host(dir);
  expect((await h.call('capability_packs_enable_tools', { pack_id: 'digits' })).result).toMatchObject({ enabled: true, tools: [{ name: 'count' }] });
  expect((await h.call('count', { n: '123' })).result).toMatchObject({ ok: true });
  // ajv reports every error, so it would test the pattern on a text whose maxLength failed: it does not
  // (500 digits would match), and a near miss costs nothing (2000 digits and a letter: seconds of backtracking).
  const tooLong = ['parameter n must NOT have more than 100 characters'];
  expect((await h.call('count', { n: '1'.repeat(500) })).result).toMatchObject({ error: { code: 'invalid_arguments', details: tooLong } });
  expect((await h.call('count', { n: `${'1'.repeat(2000)}x` })).result).toMatchObject({ error: { code: 'invalid_arguments', details: tooLong } });
});
