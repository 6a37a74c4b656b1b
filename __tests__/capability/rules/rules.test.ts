// Table tests per rule, like eslint's RuleTester: each case is a pack folder; valid cases
// produce no diagnostic from the rule, invalid ones produce exactly the messages listed.
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { validateCapabilityPack } from '../../../src/capability/validate.js';
import { capabilityPackRules } from '../../../src/capability/rules/index.js';
import { makeTempDir } from '../../helpers/tmp.js';

type Files = Record<string, string>;
interface Case { name: string; files: Files; entry?: string; messages?: RegExp[] }

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const tool = (over: Record<string, unknown> = {}, exec: Record<string, unknown> = {}) => ({
  name: 'run_it',
  description: 'Runs it.',
  inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
  exec: { command: 'wc', args: ['-l', '--', '{{file}}'], ...exec },
  ...over,
});
const toolsJson = (...tools: unknown[]) => JSON.stringify({ tools }, null, 2);

const tables: Record<string, { valid: Case[]; invalid: Case[] }> = {
  'cap-entry-doc': {
    valid: [
      { name: 'SKILL.md', files: { 'SKILL.md': SKILL } },
      { name: 'README.md when no SKILL.md', files: { 'README.md': SKILL } },
      { name: 'first root *.md in byte order', files: { 'b.md': SKILL, 'a.md': SKILL } },
      { name: 'a configured entry', files: { 'docs/main.md': SKILL, 'README.md': 'x' }, entry: 'docs/main.md' },
    ],
    invalid: [
      { name: 'no Markdown at the root', files: { 'docs/a.md': SKILL, 'tools.json': toolsJson() }, messages: [/^no entry doc: add SKILL\.md/] },
      { name: 'a configured entry that is missing', files: { 'SKILL.md': SKILL }, entry: 'MAIN.md', messages: [/configured entry doc MAIN\.md does not exist/] },
      { name: 'a configured entry outside the pack', files: { 'SKILL.md': SKILL }, entry: '../x.md', messages: [/unsafe path/] },
      { name: 'not UTF-8', files: { 'SKILL.md': '---\nname: a\ndescription: b\n---\n\xff' }, messages: [/not valid UTF-8/] },
    ],
  },
  'cap-frontmatter': {
    valid: [{ name: 'name and description', files: { 'SKILL.md': SKILL } }],
    invalid: [
      { name: 'no frontmatter', files: { 'SKILL.md': '# Hi\n' }, messages: [/has no YAML frontmatter: start it with ---/] },
      { name: 'no description', files: { 'SKILL.md': '---\nname: a\n---\n' }, messages: [/has no description: add/] },
      { name: 'empty name and numeric description', files: { 'SKILL.md': '---\nname: " "\ndescription: 12\n---\n' }, messages: [/name is empty/, /description must be a string, not number/] },
      { name: 'broken YAML', files: { 'SKILL.md': '---\nname: [a\n---\n' }, messages: [/frontmatter is not valid YAML/] },
      { name: 'a list', files: { 'SKILL.md': '---\n- a\n---\n' }, messages: [/must be a YAML mapping/] },
    ],
  },
  'cap-tools-json': {
    valid: [
      { name: 'no tools.json', files: { 'SKILL.md': SKILL } },
      { name: 'a full tool', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ title: 'T', annotations: { readOnlyHint: true } }, { cwd: 'pack_root', timeout_ms: 5, max_output_bytes: 10, env: ['LANG'] })) } },
      { name: 'no tools', files: { 'SKILL.md': SKILL, 'tools.json': '{"tools": []}' } },
    ],
    invalid: [
      { name: 'not JSON', files: { 'SKILL.md': SKILL, 'tools.json': '{"tools": [}' }, messages: [/tools\.json is not valid JSON/] },
      { name: 'a bad name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'run it' })) }, messages: [/\/tools\/0\/name: does not match/] },
      { name: 'a 65-character name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'a'.repeat(65) })) }, messages: [/\/tools\/0\/name: does not match/] },
      { name: 'a misspelt exec member', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { timeout: 5 })) }, messages: [/unknown member "timeout": remove it or fix its spelling/] },
      { name: 'no exec', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson({ ...tool(), exec: undefined }) }, messages: [/missing "exec": add it/] },
      { name: 'a bad cwd and env name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { cwd: 'home', env: ['A-B'] })) }, messages: [/cwd: must be one of "workspace", "pack_root"/, /env\/0: does not match/] },
      { name: 'duplicate names', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool(), tool()) }, messages: [/tool name "run_it" is used by tools\[0\], tools\[1\]/] },
      { name: 'a top-level array', files: { 'SKILL.md': SKILL, 'tools.json': '[]' }, messages: [/\(root\): must be object/] },
    ],
  },
  'cap-tool-schema': {
    valid: [
      { name: 'draft-07', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool()) } },
      { name: '2020-12 by $schema', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { file: { type: 'string' } }, prefixItems: [{ type: 'string' }] } })) } },
    ],
    invalid: [
      { name: 'not an object schema', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'array' } }, { args: [] })) }, messages: [/must be "object"/] },
      { name: 'a misspelt type', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { type: 'strin' } } } })) }, messages: [/\/properties\/file\/type must be equal to one of the allowed values/] },
      { name: '2020-12 meta-schema applies', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { file: { type: 'string' } }, prefixItems: [] } })) }, messages: [/\/prefixItems must NOT have fewer than 1 items/] },
      { name: 'an unresolvable $ref', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { $ref: '#/definitions/nope' } } } })) }, messages: [/does not compile/] },
    ],
  },
  'cap-tool-exec': {
    valid: [
      { name: 'whole placeholders and host prefixes', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'node', args: ['{{pack_root}}/x.mjs', '{{workspace}}', '--', '{{file}}'] })) } },
      { name: 'an executable script in the pack', files: { 'SKILL.md': SKILL, 'run.sh': '#!/bin/sh\n', 'tools.json': toolsJson(tool({}, { command: './run.sh' })) } },
    ],
    invalid: [
      { name: 'an embedded placeholder', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { args: ['--file={{file}}'] })) }, messages: [/a placeholder must be a whole argument/] },
      { name: 'an undeclared parameter', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { args: ['{{path}}'] })) }, messages: [/placeholder \{\{path\}\} names no parameter/] },
      { name: 'a reserved parameter name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { workspace: { type: 'string' } } } }, { args: [] })) }, messages: [/"workspace" is reserved/] },
      { name: 'a missing script', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'scripts/run.sh' })) }, messages: [/command scripts\/run\.sh does not exist in the pack/] },
      { name: 'a script outside the pack', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: '../run.sh' })) }, messages: [/unsafe path/] },
      { name: 'a script that is not executable', files: { 'SKILL.md': SKILL, 'noexec.sh': '#!/bin/sh\n', 'tools.json': toolsJson(tool({}, { command: './noexec.sh' })) }, messages: [/is not executable: chmod \+x it/] },
    ],
  },
  'cap-tool-shell': {
    valid: [
      { name: 'no interpreter', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool()) } },
      { name: 'a fixed program with the parameter as data', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'sh', args: ['-c', 'wc -l -- "$1"', 'sh', '{{file}}'] })) } },
      { name: 'a script of the pack run by node', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'node', args: ['{{pack_root}}/x.mjs', '--', '{{file}}'] })) } },
      { name: 'the workspace path after -c is the host\'s', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'bash', args: ['-c', '{{workspace}}', '{{file}}'] })) } },
    ],
    invalid: [
      { name: 'sh -c {{param}}', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'sh', args: ['-c', '{{file}}'] })) }, messages: [/^tools\[0\] \(run_it\) runs \{\{file\}\} as sh code \(-c\): whatever the model sends becomes a program/] },
      { name: '/bin/bash by path', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: '/bin/bash', args: ['-e', '-c', '{{file}}'] })) }, messages: [/runs \{\{file\}\} as bash code \(-c\)/] },
      { name: 'python -c and node -e', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'python3', args: ['-c', '{{file}}'] }), tool({ name: 'other' }, { command: 'node', args: ['--eval', '{{file}}'] })) }, messages: [/as python3 code \(-c\)/, /tools\[1\] \(other\) runs \{\{file\}\} as node code \(--eval\)/] },
    ],
  },
};

const tmp = makeTempDir('packwright-caprules-');
afterAll(() => tmp.cleanup());
let n = 0;
async function run(c: Case, rule: string) {
  const dir = path.join(tmp.dir, `case-${n++}`);
  for (const [rel, text] of Object.entries(c.files)) tmp.write(path.relative(tmp.dir, path.join(dir, rel)), rel === 'SKILL.md' && text.includes('\xff') ? Buffer.from(text, 'latin1') : text);
  if (c.files['run.sh']) chmodSync(path.join(dir, 'run.sh'), 0o755);
  const diags = await validateCapabilityPack(dir, { entry: c.entry });
  return diags.filter((d) => d.rule === rule);
}

test('every rule has a table', () => {
  expect(capabilityPackRules.map((r) => r.meta.id).sort()).toEqual(Object.keys(tables).sort());
});

for (const [rule, { valid, invalid }] of Object.entries(tables)) {
  describe(rule, () => {
    test.each(valid.map((c) => [c.name, c] as const))('valid: %s', async (_n, c) => {
      expect(await run(c, rule)).toEqual([]);
    });
    test.each(invalid.map((c) => [c.name, c] as const))('invalid: %s', async (_n, c) => {
      const diags = await run(c, rule);
      expect(diags.map((d) => d.message)).toEqual(c.messages!.map((m) => expect.stringMatching(m)));
      for (const d of diags) expect(path.isAbsolute(d.file)).toBe(true);
    });
  });
}
