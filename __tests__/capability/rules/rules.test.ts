// Table tests per rule, like eslint's RuleTester: each case is a pack folder; valid cases
// produce no diagnostic from the rule, invalid ones produce exactly the messages listed.
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { validateCapabilityPack } from '../../../src/capability/validate.js';
import { capabilityPackRules } from '../../../src/capability/rules/index.js';
import { makeTempDir } from '../../helpers/tmp.js';

type Files = Record<string, string | Buffer>;
interface Case {
  name: string;
  files: Files;
  entry?: string;
  /** The pack folder's own name (default: a name of the harness's). */
  folder?: string;
  /** Symlinks to make: path in the pack → link text. */
  links?: Record<string, string>;
  messages?: RegExp[];
  /** The line of each diagnostic, when the case checks them. */
  lines?: (number | undefined)[];
}

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const tool = (over: Record<string, unknown> = {}, exec: Record<string, unknown> = {}) => ({
  name: 'run_it',
  description: 'Runs it.',
  inputSchema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
  exec: { command: 'wc', args: ['-l', '--', '{{file}}'], ...exec },
  ...over,
});
const toolsJson = (...tools: unknown[]) => JSON.stringify({ tools }, null, 2);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** A pack whose one tool runs `command args` with the parameter {{file}}. */
const runs = (command: string, ...args: string[]) => ({ 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command, args })) });
/** A pack with one tool per command line (each with the parameter {{file}}). */
const runsEach = (...lines: [string, ...string[]][]) => ({ 'SKILL.md': SKILL, 'tools.json': toolsJson(...lines.map(([command, ...args], i) => tool({ name: `t${i}` }, { command, args }))) });
/** `levels` nested `items` schemas under one property. */
const nested = (levels: number) => {
  let s: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) s = { type: 'array', items: s };
  return { type: 'object', properties: { file: s } };
};
const fm = (lines: string) => `---\n${lines}\n---\n# Demo\n`;

const tables: Record<string, { valid: Case[]; invalid: Case[] }> = {
  'cap-entry-doc': {
    valid: [
      { name: 'SKILL.md', files: { 'SKILL.md': SKILL } },
      { name: 'README.md when no SKILL.md', files: { 'README.md': SKILL } },
      { name: 'first root *.md in byte order', files: { 'b.md': SKILL, 'a.md': SKILL } },
      { name: 'a configured entry', files: { 'docs/main.md': SKILL, 'README.md': 'x' }, entry: 'docs/main.md' },
      { name: 'a UTF-8 BOM in front of valid UTF-8', files: { 'SKILL.md': Buffer.concat([BOM, Buffer.from(SKILL)]) } },
      { name: 'a folder named SKILL.md is passed over for README.md', files: { 'SKILL.md/x.txt': 'x', 'README.md': SKILL } },
    ],
    invalid: [
      { name: 'no Markdown at the root', files: { 'docs/a.md': SKILL, 'tools.json': toolsJson() }, messages: [/^no entry doc: add SKILL\.md/] },
      { name: 'a configured entry that is missing', files: { 'SKILL.md': SKILL }, entry: 'MAIN.md', messages: [/configured entry doc MAIN\.md does not exist/] },
      { name: 'a configured entry outside the pack', files: { 'SKILL.md': SKILL }, entry: '../x.md', messages: [/unsafe path/] },
      { name: 'not UTF-8', files: { 'SKILL.md': '---\nname: a\ndescription: b\n---\n\xff' }, messages: [/not valid UTF-8 \(first bad byte at offset 31\): save it as UTF-8$/], lines: [5] },
      { name: 'a BOM does not hide invalid UTF-8 after it', files: { 'SKILL.md': Buffer.concat([BOM, Buffer.from('---\nname: a\ndescription: b\n---\n'), Buffer.from([0xc3, 0x28])]) }, messages: [/^entry doc SKILL\.md is not valid UTF-8 \(first bad byte at offset 34\)/], lines: [5] },
      { name: 'a symlink out of the pack: the message names no absolute path', files: {}, links: { 'SKILL.md': '/etc/hostname' }, messages: [/^entry doc SKILL\.md cannot be read: unsafe path \(resolves outside the pack through a symlink\)$/] },
      { name: 'a configured entry linked out of the pack', files: { 'SKILL.md': SKILL }, links: { docs: '/etc' }, entry: 'docs/hostname', messages: [/^configured entry doc docs\/hostname: unsafe path \(resolves outside the pack through a symlink\)$/] },
      { name: 'a folder named SKILL.md is no entry doc', files: { 'SKILL.md/x.txt': 'x' }, messages: [/^no entry doc: add SKILL\.md/] },
    ],
  },
  'cap-frontmatter': {
    valid: [
      { name: 'name and description', files: { 'SKILL.md': SKILL } },
      { name: 'every Agent Skills key, well-formed', files: { 'SKILL.md': fm('name: my-pack-2\ndescription: Does things.\nlicense: MIT\ncompatibility: Needs wc.\nmetadata:\n  author: me\nallowed-tools: Read Grep') } },
      { name: 'a description of exactly 1024 code points (2048 UTF-16 units)', files: { 'SKILL.md': fm(`name: a\ndescription: ${'😀'.repeat(1024)}`) } },
      { name: 'a name of 64 characters', files: { 'SKILL.md': fm(`name: ${'a'.repeat(64)}\ndescription: d`) } },
    ],
    invalid: [
      { name: 'no frontmatter', files: { 'SKILL.md': '# Hi\n' }, messages: [/has no YAML frontmatter: start it with ---/] },
      { name: 'no description', files: { 'SKILL.md': '---\nname: a\n---\n' }, messages: [/has no description: add/], lines: [1] },
      { name: 'empty name and numeric description, each at its key', files: { 'SKILL.md': '---\nname: " "\ndescription: 12\n---\n' }, messages: [/name is empty/, /description must be a string, but YAML read this unquoted value as the number 12: quote the value$/], lines: [2, 3] },
      { name: 'broken YAML', files: { 'SKILL.md': '---\nname: [a\n---\n' }, messages: [/frontmatter is not valid YAML/] },
      { name: 'a list', files: { 'SKILL.md': '---\n- a\n---\n' }, messages: [/must be a YAML mapping/] },
      { name: 'a name outside the Agent Skills charset', files: { 'SKILL.md': fm('description: d\nname: My Pack!') }, messages: [/^SKILL\.md frontmatter name may contain only lowercase letters a-z, digits and "-" \(got "My Pack!"\): e\.g\. "my-pack"$/], lines: [3] },
      { name: 'a 65-character name', files: { 'SKILL.md': fm(`name: ${'a'.repeat(65)}\ndescription: d`) }, messages: [/name is 65 characters; at most 64/] },
      { name: 'leading and double "-"', files: { 'SKILL.md': fm('name: -a\ndescription: d') }, messages: [/name must not start or end with "-"/] },
      { name: 'a control character in the name is shown escaped', files: { 'SKILL.md': fm('name: "a\\u001bb"\ndescription: d') }, messages: [/\(got "a\\u001bb"\)/] },
      { name: 'a description of 1025 characters', files: { 'SKILL.md': fm(`name: a\ndescription: ${'x'.repeat(1025)}`) }, messages: [/^SKILL\.md frontmatter description is 1025 characters; at most 1024: it is sent with every model call/], lines: [3] },
      { name: 'a 200 KB description', files: { 'SKILL.md': fm(`name: a\ndescription: ${'x'.repeat(200_000)}`) }, messages: [/description is 200000 characters; at most 1024/] },
      { name: 'compatibility, metadata and allowed-tools malformed', files: { 'SKILL.md': fm(`name: a\ndescription: d\ncompatibility: ${'c'.repeat(501)}\nmetadata:\n  n: 1\nallowed-tools: [Read]`) }, messages: [/compatibility is 501 characters; at most 500/, /metadata\.n must be a string/, /allowed-tools must be a space-separated string, not a YAML list/], lines: [4, 6, 7] },
      { name: 'a README.md entry doc is held to the same limits', files: { 'README.md': fm('name: Demo Pack\ndescription: d') }, messages: [/^README\.md frontmatter name may contain only/] },
    ],
  },
  'cap-unknown-key': {
    valid: [
      { name: 'name and description', files: { 'SKILL.md': SKILL } },
      { name: 'every key the spec and Agent Skills define', files: { 'SKILL.md': fm('name: a\ndescription: d\nlicense: MIT\ncompatibility: Needs wc.\nmetadata:\n  author: me\nallowed-tools: Read') } },
      { name: 'no frontmatter: cap-frontmatter\'s to report', files: { 'SKILL.md': '# Hi\n' } },
      { name: 'broken YAML: cap-frontmatter\'s to report', files: { 'SKILL.md': '---\nname: [a\nmodel: x\n---\n' } },
      { name: 'a list: cap-frontmatter\'s to report', files: { 'SKILL.md': '---\n- model\n---\n' } },
      { name: 'a key of metadata is not a frontmatter key', files: { 'SKILL.md': fm('name: a\ndescription: d\nmetadata:\n  model: x') } },
    ],
    invalid: [
      { name: 'Claude Code\'s keys and a misspelling, each at its line', files: { 'SKILL.md': fm('name: a\ndescription: d\nmodel: opus\nallowed_tools: Read') }, messages: [/^SKILL\.md frontmatter key "model" is not one the capability pack spec or Agent Skills define \(name, description, license, compatibility, metadata, allowed-tools\): fix its spelling, or remove it if no agent you use reads it$/, /^SKILL\.md frontmatter key "allowed_tools" is not one/], lines: [4, 5] },
      { name: 'keys are case-sensitive', files: { 'SKILL.md': fm('Name: a\nname: a\ndescription: d') }, messages: [/key "Name" is not one/], lines: [2] },
      { name: 'a key with a control character is shown escaped; a README.md entry doc too', files: { 'README.md': fm('name: a\ndescription: d\n"x\\u0007": 1') }, messages: [/^README\.md frontmatter key "x\\u0007" is not one/] },
    ],
  },
  'cap-name-folder': {
    valid: [
      { name: 'name equals the folder name', folder: 'demo', files: { 'SKILL.md': SKILL } },
      { name: 'a configured entry doc in a subfolder names the pack folder', folder: 'demo', files: { 'docs/main.md': SKILL }, entry: 'docs/main.md' },
      { name: 'no name: cap-frontmatter\'s to report', folder: 'demo', files: { 'SKILL.md': fm('description: d') } },
      { name: 'a name that is not a string: cap-frontmatter\'s to report', folder: 'demo', files: { 'README.md': fm('name: 12\ndescription: d') } },
    ],
    invalid: [
      { name: 'a name that is not the folder\'s, at its line', folder: 'incident-triage', files: { 'SKILL.md': fm('description: d\nname: triage') }, messages: [/^SKILL\.md frontmatter name "triage" differs from the folder name "incident-triage": rename the pack folder or the name \(Agent Skills requires them equal\)$/], lines: [3] },
      { name: 'names differing only in Unicode normalization say so', folder: 'caf\u00e9', files: { 'SKILL.md': fm('name: "cafe\u0301"\ndescription: d') }, messages: [/^SKILL\.md frontmatter name "cafe\u0301" and the folder name "caf\u00e9" differ only in Unicode normalization \(the name is NFD, the folder name NFC\): write both the same way$/] },
      { name: 'case counts', folder: 'Demo', files: { 'SKILL.md': SKILL }, messages: [/name "demo" differs from the folder name "Demo"/] },
    ],
  },
  'cap-tools-json': {
    valid: [
      { name: 'no tools.json', files: { 'SKILL.md': SKILL } },
      { name: 'a full tool', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ title: 'T', annotations: { readOnlyHint: true } }, { cwd: 'pack_root', timeout_ms: 5, max_output_bytes: 10, env: ['LANG'] })) } },
      { name: 'no tools', files: { 'SKILL.md': SKILL, 'tools.json': '{"tools": []}' } },
      { name: 'a name that only starts like a base tool', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'capability_packs_read_file_2' })) } },
    ],
    invalid: [
      { name: 'not JSON', files: { 'SKILL.md': SKILL, 'tools.json': '{"tools": [}' }, messages: [/tools\.json is not valid JSON/] },
      { name: 'a bad name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'run it' })) }, messages: [/\/tools\/0\/name: does not match/] },
      { name: 'a 65-character name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'a'.repeat(65) })) }, messages: [/\/tools\/0\/name: does not match/] },
      { name: 'a misspelt exec member', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { timeout: 5 })) }, messages: [/unknown member "timeout": remove it or fix its spelling/] },
      { name: 'an unknown member with a control character is shown escaped', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ 'a\u0007': 1 })) }, messages: [/unknown member "a\\u0007": remove it/] },
      { name: 'no exec', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson({ ...tool(), exec: undefined }) }, messages: [/missing "exec": add it/] },
      { name: 'a bad cwd and env name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { cwd: 'home', env: ['A-B'] })) }, messages: [/cwd: must be one of "workspace", "pack_root"/, /env\/0: does not match/] },
      { name: 'duplicate names', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool(), tool()) }, messages: [/tool name "run_it" is used by tools\[0\], tools\[1\]/] },
      { name: 'a top-level array', files: { 'SKILL.md': SKILL, 'tools.json': '[]' }, messages: [/\(root\): must be object/] },
      { name: 'a repeated key that would hide tools', files: { 'SKILL.md': SKILL, 'tools.json': `{\n  "tools": ${JSON.stringify([tool()])},\n  "tools": []\n}` }, messages: [/^tools\.json repeats the key "tools" in one object: JSON readers disagree on which one counts; keep one$/], lines: [3] },
      { name: 'a base tool\'s name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ name: 'capability_packs_read_file' })) }, messages: [/^tools\.json: tools\[0\] is named capability_packs_read_file, the name of a host base tool: a host refuses to enable it \(tool_conflict\)/] },
      { name: 'a blank description', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ description: ' \t ' })) }, messages: [/tools\[0\] description is blank/] },
      { name: 'a non-object inputSchema is reported once, here', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: true }, { args: [] })) }, messages: [/\/tools\/0\/inputSchema: must be object/] },
      { name: 'a BOM', files: { 'SKILL.md': SKILL, 'tools.json': Buffer.concat([BOM, Buffer.from('{"tools": []}')]) }, messages: [/^tools\.json starts with a UTF-8 byte order mark: save it without the BOM/], lines: [1] },
      { name: 'invalid UTF-8, with its line', files: { 'SKILL.md': SKILL, 'tools.json': Buffer.concat([Buffer.from('{\n"tools": [],\n"x": "'), Buffer.from([0xff]), Buffer.from('"}')]) }, messages: [/^tools\.json is not valid UTF-8 \(first bad byte at offset 21\): save it as UTF-8$/, /\(root\): unknown member "x"/], lines: [3, 1] },
      { name: 'a BOM and invalid UTF-8', files: { 'SKILL.md': SKILL, 'tools.json': Buffer.concat([BOM, Buffer.from('{"tools": ["'), Buffer.from([0xc3]), Buffer.from('"]}')]) }, messages: [/^tools\.json is not valid UTF-8 \(first bad byte at offset 15\): save it as UTF-8 without a BOM$/, /\/tools\/0: must be object/] },
      { name: 'a dangling symlink is a broken tools.json, not none', files: { 'SKILL.md': SKILL }, links: { 'tools.json': 'nonexistent.json' }, messages: [/^tools\.json cannot be read: unsafe path \(dangling symlink\)$/] },
      { name: 'a symlink out of the pack: the message names no absolute path', files: { 'SKILL.md': SKILL }, links: { 'tools.json': '/etc/hostname' }, messages: [/^tools\.json cannot be read: unsafe path \(resolves outside the pack through a symlink\)$/] },
    ],
  },
  'cap-tool-schema': {
    valid: [
      { name: 'draft-07', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool()) } },
      { name: 'draft-07 by $schema, with or without "#", http or https', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(...['http://json-schema.org/draft-07/schema#', 'http://json-schema.org/draft-07/schema', 'https://json-schema.org/draft-07/schema#'].map((u, i) => tool({ name: `t${i}`, inputSchema: { $schema: u, type: 'object', properties: { file: { type: 'string' } } } }))) } },
      { name: '2019-09 by $schema', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', properties: { file: { type: 'string' } }, dependentRequired: { file: [] } } })) } },
      { name: '2020-12 by $schema', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { file: { type: 'string' } }, prefixItems: [{ type: 'string' }] } })) } },
      { name: 'nesting well inside the limit', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: nested(25) }, { args: [] })) } },
      { name: 'a $id (compiled twice: validate and host) does not clash', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $id: 'https://x.test/s', type: 'object', properties: { file: { type: 'string' } } } })) } },
      { name: 'inputSchema: true is cap-tools-json\'s to report', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: true }, { args: [] })) } },
      { name: 'patterns that repeat no group holding a repetition', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z]+(\\.[a-z]+)?$' }, id: { type: 'string', pattern: '^(ab|cd)*\\d{1,3}$' } }, patternProperties: { '^x-[a-z]+$': { type: 'string' } } } })) } },
    ],
    invalid: [
      { name: 'not an object schema', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'array' } }, { args: [] })) }, messages: [/must be "object"/] },
      { name: 'a misspelt type', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { type: 'strin' } } } })) }, messages: [/\/properties\/file\/type must be equal to one of the allowed values/] },
      { name: '2019-09 meta-schema applies', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', properties: { file: { type: 'strin' } } } })) }, messages: [/\/properties\/file\/type must be equal to one of the allowed values/] },
      { name: '2020-12 meta-schema applies', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { file: { type: 'string' } }, prefixItems: [] } })) }, messages: [/\/prefixItems must NOT have fewer than 1 items/] },
      { name: 'an unresolvable $ref', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { $ref: '#/definitions/nope' } } } })) }, messages: [/does not compile/] },
      { name: 'draft-04, for that tool only', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { file: { type: 'string' } } } }), tool({ name: 'other' })) }, messages: [/^tools\[0\] \(run_it\) inputSchema unsupported \$schema "http:\/\/json-schema\.org\/draft-04\/schema#": use draft-07 \(the default: leave \$schema out\), 2019-09 or 2020-12$/] },
      { name: 'an unknown $schema URI', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://example.com/my', type: 'object' } }, { args: [] })) }, messages: [/unsupported \$schema "https:\/\/example\.com\/my"/] },
      { name: 'a $schema that is not a string', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 7, type: 'object' } }, { args: [] })) }, messages: [/unsupported \$schema a number/] },
      { name: 'a 2020-12 look-alike', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema-evil', type: 'object' } }, { args: [] })) }, messages: [/unsupported \$schema/] },
      { name: '1000 levels of items', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: nested(1000) }, { args: [] })) }, messages: [/^tools\[0\] \(run_it\) inputSchema is nested too deeply \(more than 64 levels/] },
      { name: 'a pattern that could hang the server: (a+)+', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { type: 'string', pattern: '^(a+)+$' } } } })) }, messages: [/^tools\[0\] \(run_it\) inputSchema does not compile: pattern "\^\(a\+\)\+\$" repeats a group that holds a repetition/] },
      { name: 'nested repetition in patternProperties', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { file: { type: 'string' } }, patternProperties: { '^(\\w+\\s?)*$': { type: 'string' } } } })) }, messages: [/does not compile: pattern .* repeats a group that holds a repetition/] },
      { name: '3000 levels of items without types', files: { 'SKILL.md': SKILL, 'tools.json': `{"tools":[{"name":"t","description":"d","exec":{"command":"wc"},"inputSchema":{"type":"object","properties":{"a":${'{"items":'.repeat(3000)}{}${'}'.repeat(3000)}}}}]}` }, messages: [/inputSchema is nested too deeply/] },
    ],
  },
  'cap-tool-exec': {
    valid: [
      { name: 'whole placeholders and host prefixes', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'node', args: ['{{pack_root}}/x.mjs', '{{workspace}}', '--', '{{file}}'] })) } },
      { name: 'an executable script in the pack', files: { 'SKILL.md': SKILL, 'run.sh': '#!/bin/sh\n', 'tools.json': toolsJson(tool({}, { command: './run.sh' })) } },
      { name: 'scalar, nullable and array-of-scalar parameters', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { a: { type: ['string', 'null'] }, b: { type: 'array', items: { type: 'integer' } }, c: { type: 'boolean' }, d: {} } } }, { args: ['--', '{{a}}', '{{b}}', '{{c}}', '{{d}}'] })) } },
      { name: 'a name with dots after a host placeholder', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'node', args: ['{{pack_root}}/scripts/..x/a...mjs', '--', '{{file}}'] })) } },
    ],
    invalid: [
      { name: 'an embedded placeholder', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { args: ['--file={{file}}'] })) }, messages: [/a placeholder must be a whole argument/] },
      { name: 'an undeclared parameter', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { args: ['{{path}}'] })) }, messages: [/placeholder \{\{path\}\} names no parameter/] },
      { name: 'a reserved parameter name', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { workspace: { type: 'string' } } } }, { args: [] })) }, messages: [/"workspace" is reserved/] },
      { name: 'a missing script', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'scripts/run.sh' })) }, messages: [/command scripts\/run\.sh does not exist in the pack/] },
      { name: 'a script outside the pack', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: '../run.sh' })) }, messages: [/command \.\.\/run\.sh: unsafe path/] },
      { name: 'a script linked out of the pack: no absolute path in the message', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'bin/sh' })) }, links: { bin: '/bin' }, messages: [/^tools\[0\] \(run_it\) command bin\/sh: unsafe path \(resolves outside the pack through a symlink\)$/] },
      { name: 'a script that is not executable', files: { 'SKILL.md': SKILL, 'noexec.sh': '#!/bin/sh\n', 'tools.json': toolsJson(tool({}, { command: './noexec.sh' })) }, messages: [/is not executable: chmod \+x it/] },
      { name: 'absolute commands, inside the pack or not', files: runsEach(['/nonexistent/x', '--', '{{file}}'], ['/bin/sh', '--', '{{file}}'], ['C:\\Windows\\System32\\cmd.exe', '--', '{{file}}'], ['\\\\server\\share\\x.exe', '--', '{{file}}']), messages: [/^tools\[0\] \(t0\) command \/nonexistent\/x is an absolute path: use a program name on PATH \("x"\) or a path relative to the pack root$/, /command \/bin\/sh is an absolute path: use a program name on PATH \("sh"\)/, /is an absolute path: use a program name on PATH \("cmd\.exe"\)/, /is an absolute path/] },
      { name: 'a placeholder as the command', files: runsEach(['{{file}}'], ['{{pack_root}}/run.sh']), messages: [/command \{\{file\}\} holds a placeholder: the program is fixed by the pack/, /command \{\{pack_root\}\}\/run\.sh holds a placeholder/] },
      { name: 'a blank command', files: runs('  ', '--', '{{file}}'), messages: [/command is blank/] },
      { name: 'a backslash in the command', files: runs('scripts\\run.bat', '--', '{{file}}'), messages: [/contains a backslash: write a pack path with "\/"/] },
      { name: '".." after {{pack_root}} and {{workspace}}', files: runs('node', '{{pack_root}}/../outside/evil.sh', '{{workspace}}/../../etc/passwd', '{{workspace}}/a\\..\\..\\b', '--', '{{file}}'), messages: [/args\[0\] "\{\{pack_root\}\}\/\.\.\/outside\/evil\.sh": "\.\." after \{\{pack_root\}\} leaves the pack/, /args\[1\] .*leaves the workspace/, /args\[2\] .*leaves the workspace/] },
      { name: 'an object parameter as an argument', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({ inputSchema: { type: 'object', properties: { o: { type: 'object' }, l: { type: 'array', items: { type: 'object' } }, m: { type: ['string', 'object'] } } } }, { args: ['--', '{{o}}', '{{l}}', '{{m}}'] })) }, messages: [/args\[1\] "\{\{o\}\}": parameter "o" is of type object, which cannot be passed as an argument/, /parameter "l" is an array of objects/, /parameter "m" is of type object/] },
      { name: 'a control character in an argument is shown escaped', files: runs('wc', '--', '{{fi\u001ble}}'), messages: [/args\[1\] "\{\{fi\\u001ble\}\}": placeholder "\{\{fi\\u001ble\}\}" names no parameter/] },
    ],
  },
  'cap-tool-shell': {
    valid: [
      { name: 'no interpreter', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool()) } },
      { name: 'a fixed program with the parameter as data', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'sh', args: ['-c', 'wc -l -- "$1"', 'sh', '{{file}}'] })) } },
      { name: 'a script of the pack run by node', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'node', args: ['{{pack_root}}/x.mjs', '--', '{{file}}'] })) } },
      { name: 'the workspace path after -c is the host\'s', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'bash', args: ['-c', '{{workspace}}', '{{file}}'] })) } },
      { name: 'a script\'s own -c after the script', files: runs('python3', '{{pack_root}}/scripts/x.py', '-c', '{{file}}') },
      { name: 'a script\'s own -e: node, ruby', files: runsEach(['node', 'x.mjs', '-e', '{{file}}'], ['ruby', 'a.rb', '-e', '{{file}}']) },
      { name: 'a shell script\'s own -c', files: runs('bash', 'run.sh', '-c', '{{file}}') },
      { name: 'sh -c CODE -c {{file}}: the second -c is $0', files: runs('sh', '-c', 'echo $0 $1', '-c', '{{file}}') },
      { name: 'fixed code, then data: perl -le, sed -e, awk', files: runsEach(['perl', '-le', 'print for @ARGV', '--', '{{file}}'], ['sed', '-e', 's/a/b/', '--', '{{file}}'], ['awk', '{print}', '--', '{{file}}'], ['awk', '-f', 'prog.awk', '--', '{{file}}']) },
      { name: 'a module or script file: python -m, pwsh -File, deno run', files: runsEach(['python', '-m', 'json.tool', '--', '{{file}}'], ['pwsh', '-File', 'x.ps1', '{{file}}'], ['deno', 'run', '{{pack_root}}/x.ts', '{{file}}']) },
      { name: 'wrappers around a plain program', files: runsEach(['env', 'FOO=1', 'wc', '-l', '--', '{{file}}'], ['timeout', '5', 'wc', '--', '{{file}}'], ['sudo', '-u', 'me', 'wc', '--', '{{file}}']) },
      { name: 'node -r takes a value before the script', files: runs('node', '-r', './hook.cjs', '{{pack_root}}/x.mjs', '--', '{{file}}') },
      { name: 'data after fixed code is not a script: sh -c CODE {{file}}, perl -e CODE {{file}}, node -e CODE {{file}}, php -f FILE {{file}}', files: runsEach(['sh', '-c', 'wc -l "$0"', '{{file}}'], ['perl', '-e', 'print @ARGV', '{{file}}'], ['node', '-e', 'console.log(1)', '{{file}}'], ['php', '-f', 'x.php', '{{file}}']) },
      { name: 'python reading its program from stdin (the host gives it none)', files: runs('python3', '-', '{{file}}') },
      { name: 'ssh with a parameter as the host, user or port only', files: runsEach(['ssh', '{{file}}', 'uptime'], ['ssh', '-p', '22', '{{file}}'], ['ssh', '-l', '{{file}}', 'host', 'uptime'], ['ssh', 'host', '-p', '{{file}}', 'uptime'], ['slogin', '{{file}}']) },
      { name: 'ssh with a command written out', files: runsEach(['ssh', 'host', 'uptime'], ['ssh', '-p', '22', 'host', '--', 'ls', '-l'], ['ssh', '-o', 'BatchMode=yes', 'host', 'df']) },
      { name: 'find -exec with fixed code; the found names are find\'s', files: runsEach(['find', '{{file}}', '-name', '*.md', '-exec', 'wc', '-l', '{}', '+'], ['find', '.', '-exec', 'sh', '-c', 'wc -l "$1"', 'sh', '{}', ';'], ['find', '.', '-name', '{{file}}', '-execdir', 'grep', '-l', 'x', '{}', ';']) },
      { name: 'find -exec: the command ends at ";", what follows is find\'s', files: runs('find', '.', '-exec', 'wc', '-l', '{}', ';', '-name', '{{file}}') },
      { name: 'git -c settings that are no shell, and git\'s data', files: runsEach(['git', '-c', 'user.name={{file}}', 'commit'], ['git', '-c', 'core.pager=less', 'log', '--', '{{file}}'], ['git', '-C', '{{file}}', 'status'], ['git', '-c', 'alias.l=log {{file}}', 'l'], ['git', 'log', '--grep', '{{file}}'], ['git', 'rebase', '--exec', 'make test', '{{file}}']) },
      { name: 'flock, script and watch with fixed command lines', files: runsEach(['flock', 'lock', '-c', 'make build'], ['flock', '{{file}}', 'make'], ['flock', '-w', '5', 'lock', 'wc', '-l', '--', '{{file}}'], ['script', '-q', '-c', 'make test', '{{file}}'], ['watch', '-n', '5', 'date'], ['watch', '-x', 'wc', '-l', '--', '{{file}}']) },
      { name: 'chroot, nsenter and chrt around a plain program; chroot\'s root as a parameter', files: runsEach(['chroot', '{{file}}', 'ls'], ['nsenter', '-t', '1', '-m', 'wc', '--', '{{file}}'], ['chrt', '-f', '10', 'wc', '--', '{{file}}'], ['sshpass', '-p', '{{file}}', 'ssh', 'host', 'uptime']) },
      { name: 'sudo without -s or -i starts the program itself: its arguments are data; sudo -s with a fixed command line', files: runsEach(['sudo', 'ls', '-l', '{{file}}'], ['sudo', '-u', 'me', '-E', 'wc', '--', '{{file}}'], ['sudo', '-s', 'make', 'test'], ['sudo', '-i'], ['sudo', '-u', '{{file}}', '-i', 'whoami']) },
      { name: 'rsync, scp and sftp with parameters as data: paths, hosts, ports, filters, a fixed -e', files: runsEach(['rsync', '-a', '{{file}}', '{{file}}'], ['rsync', '-avz', '--delete', '--exclude', '{{file}}', 'src/', 'host:dst/'], ['rsync', '-e', 'ssh -p 2222', '{{file}}', 'host:dst'], ['rsync', '--rsh=ssh -p 2222', '-a', '{{file}}', 'host:dst'], ['rsync', '-a', 'src', '{{file}}', '--port', '{{file}}'], ['scp', '{{file}}', 'host:dst'], ['scp', '-P', '{{file}}', '-i', '{{file}}', 'a', 'host:b'], ['scp', '-o', 'BatchMode=yes', '-S', 'ssh', '{{file}}', 'host:b'], ['sftp', '-b', '{{file}}', 'host']) },
      { name: 'ssh and scp -o with a setting that runs nothing, or a shell-run setting written out', files: runsEach(['ssh', '-o', 'User={{file}}', 'host', 'uptime'], ['scp', '-o', 'Port={{file}}', 'a', 'host:b'], ['ssh', '-o', 'ProxyCommand=ssh -W %h:%p jump', '{{file}}'], ['scp', '-oProxyJump={{file}}', 'a', 'host:b']) },
      { name: 'GNU parallel: a fixed command, parameters after ::: (data, quoted into {}), parallel -q', files: runsEach(['parallel', 'gzip', '-9', ':::', '{{file}}'], ['parallel', '-j', '4', 'wc -l {}', ':::', '{{file}}', ':::', '{{file}}'], ['parallel', '-k', 'grep', 'x', '::::', '{{file}}'], ['parallel', '-q', 'grep', '-F', '{{file}}', ':::', 'a.txt'], ['parallel', '--joblog', '{{file}}', 'gzip', ':::', 'a']) },
      { name: 'git submodule foreach: a fixed command with the parameter after it; other submodule commands', files: runsEach(['git', 'submodule', 'foreach', 'git', 'fetch', '{{file}}'], ['git', 'submodule', 'foreach', '--recursive', 'echo $name', '{{file}}'], ['git', 'submodule', 'add', '{{file}}', 'lib'], ['git', 'submodule', 'update', '--init', '--', '{{file}}']) },
      { name: 'debuggers and wrappers around a plain program; their own data (gdb\'s program without --args, strace -p)', files: runsEach(['strace', '-f', '-e', 'trace=open', 'wc', '--', '{{file}}'], ['strace', '-p', '{{file}}'], ['ltrace', '-o', '{{file}}', 'ls'], ['gdb', '{{file}}'], ['gdb', '-batch', '-ex', 'run', '-ex', 'bt', '--args', 'prog', '{{file}}'], ['valgrind', '--leak-check=full', 'prog', '{{file}}'], ['time', '-v', 'wc', '{{file}}'], ['pkexec', '--user', '{{file}}', 'ls'], ['systemd-run', '--user', '-p', 'MemoryMax=1G', '--unit', '{{file}}', 'ls']) },
      { name: 'runuser, su and sg: the user or group as a parameter, a fixed command line with data after it', files: runsEach(['runuser', '-u', '{{file}}', '--', 'ls'], ['runuser', '-u', 'nobody', 'wc', '-l', '--', '{{file}}'], ['runuser', '-l', 'nobody', '-c', 'ls "$0"', '{{file}}'], ['su', '{{file}}', '-c', 'whoami'], ['sg', '{{file}}', 'make'], ['sg', 'staff', '-c', 'make build']) },
      { name: 'autossh with a parameter as the host, the monitor port or an ssh option\'s value only; a command written out', files: runsEach(['autossh', '-M', '0', '{{file}}'], ['autossh', '-M', '{{file}}', 'host', 'uptime'], ['autossh', '-M0', '-f', '-N', '-p', '{{file}}', 'host'], ['autossh', '-M', '0', '-o', 'User={{file}}', 'host', 'uptime'], ['autossh', '-M', '20000', 'host', '--', 'tail', '-f', 'log']) },
      { name: 'a parameter in a variable no program runs (env, sudo, systemd-run -E), or a shell variable written out with the parameter after the command', files: runsEach(['env', 'FOO={{file}}', 'git', 'fetch'], ['env', 'GIT_SSH_COMMAND=ssh -i key', 'git', 'fetch', '{{file}}'], ['sudo', 'LANG={{file}}', 'git', 'log'], ['systemd-run', '-E', 'FOO={{file}}', 'git', 'fetch'], ['systemd-run', '--setenv=GIT_PAGER=less', 'git', 'log', '{{file}}'], ['env', 'git_ssh_command={{file}}', 'git', 'fetch']) },
    ],
    invalid: [
      { name: 'sh -c {{param}}', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'sh', args: ['-c', '{{file}}'] })) }, messages: [/^tools\[0\] \(run_it\) runs \{\{file\}\} as sh code \(-c\): whatever the model sends becomes a program/] },
      { name: '/bin/bash by path', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: '/bin/bash', args: ['-e', '-c', '{{file}}'] })) }, messages: [/runs \{\{file\}\} as bash code \(-c\)/] },
      { name: 'python -c and node -e', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(tool({}, { command: 'python3', args: ['-c', '{{file}}'] }), tool({ name: 'other' }, { command: 'node', args: ['--eval', '{{file}}'] })) }, messages: [/as python code \(-c\)/, /tools\[1\] \(other\) runs \{\{file\}\} as node code \(--eval\)/] },
      { name: 'combined short options: sh -lc, bash -ec, python -Ic, perl -ne, ruby -ne, node -pe', files: runsEach(['sh', '-lc', '{{file}}'], ['bash', '-ec', '{{file}}'], ['python', '-Ic', '{{file}}'], ['perl', '-ne', '{{file}}'], ['ruby', '-ne', '{{file}}'], ['node', '-pe', '{{file}}']), messages: [/as sh code \(-lc\)/, /as bash code \(-ec\)/, /as python code \(-Ic\)/, /as perl code \(-ne\)/, /as ruby code \(-ne\)/, /as node code \(-pe\)/] },
      { name: '"--" before the code, an option with a value before -c', files: runsEach(['bash', '-c', '--', '{{file}}'], ['bash', '-o', 'pipefail', '-c', '{{file}}'], ['zsh', '+o', 'x', '-c', '{{file}}']), messages: [/as bash code \(-c\)/, /as bash code \(-c\)/, /as zsh code \(-c\)/] },
      { name: 'through env, busybox, sudo, nice', files: runsEach(['env', 'sh', '-c', '{{file}}'], ['env', '-i', '-u', 'B', 'A=1', 'bash', '-c', '{{file}}'], ['busybox', 'sh', '-c', '{{file}}'], ['sudo', '-u', 'root', 'sh', '-c', '{{file}}'], ['nice', '-n', '5', 'sh', '-c', '{{file}}']), messages: [/as sh code \(-c, through env\)/, /as bash code \(-c, through env\)/, /as sh code \(-c, through busybox\)/, /as sh code \(-c, through sudo\)/, /as sh code \(-c, through nice\)/] },
      { name: 'through xargs, timeout, nohup, stdbuf, exec, command, and a chain', files: runsEach(['xargs', '-0', 'sh', '-c', '{{file}}'], ['timeout', '-s', 'KILL', '10', 'sh', '-c', '{{file}}'], ['nohup', 'sh', '-c', '{{file}}'], ['stdbuf', '-oL', 'sh', '-c', '{{file}}'], ['exec', 'sh', '-c', '{{file}}'], ['command', 'sh', '-c', '{{file}}'], ['/usr/bin/env', 'timeout', '5', 'nice', 'sh', '-c', '{{file}}']), messages: [/through xargs\)/, /through timeout\)/, /through nohup\)/, /through stdbuf\)/, /through exec\)/, /through command\)/, /as sh code \(-c, through env timeout nice\)/] },
      { name: 'env -S splits its string', files: runs('env', '-S', 'sh -c', '{{file}}'), messages: [/as sh code \(-c, through env\)/] },
      { name: 'env - (an empty environment) before the program', files: runs('env', '-', 'sh', '-c', '{{file}}'), messages: [/as sh code \(-c, through env\)/] },
      { name: 'a parameter as the program a wrapper starts', files: runsEach(['env', '{{file}}'], ['sudo', '--', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as the program it starts \(env\): whatever the model sends becomes the command/, /as the program it starts \(sudo\)/] },
      { name: 'deno eval, bun -e, osascript -e, lua -e, Rscript -e, php -B', files: runsEach(['deno', 'eval', '{{file}}'], ['bun', '-e', '{{file}}'], ['osascript', '-e', '{{file}}'], ['lua', '-e', '{{file}}'], ['Rscript', '-e', '{{file}}'], ['php', '-B', '{{file}}']), messages: [/as deno code \(its program operand\)/, /as bun code \(-e\)/, /as osascript code \(-e\)/, /as lua code \(-e\)/, /as rscript code \(-e\)/, /as php code \(-B\)/] },
      { name: 'versioned and .exe names: python3.12, node.exe, python.exe', files: runsEach(['python3.12', '-c', '{{file}}'], ['node.exe', '-e', '{{file}}'], ['python.exe', '-c', '{{file}}']), messages: [/as python code \(-c\)/, /as node code \(-e\)/, /as python code \(-c\)/] },
      { name: 'cmd /C in any spelling; every parameter after /c is code', files: runsEach(['CMD.EXE', '/C', '{{file}}'], ['C:\\Windows\\System32\\cmd.exe', '/c', '{{file}}'], ['cmd', '/d', '/c', 'type', '{{file}}']), messages: [/as cmd code \(\/C\)/, /as cmd code \(\/c\)/, /tools\[2\] \(t2\) runs \{\{file\}\} as cmd code \(\/c\)/] },
      { name: 'cmd /c with the command attached to the switch (/ctype …): the switch\'s argument is code too', files: runsEach(['cmd', '/ctype {{file}}'], ['cmd.exe', '/d', '/Kdir', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \/ctype \{\{file\}\} as cmd code \(\/c\)/, /^tools\[1\] \(t1\) runs \{\{file\}\} as cmd code \(\/K\)/] },
      { name: 'PowerShell: -Command, -COMMAND, -EncodedCommand, a first operand', files: runsEach(['pwsh.exe', '-Command', '{{file}}'], ['powershell', '-NoProfile', '-COMMAND', 'Get-Item', '{{file}}'], ['powershell', '-EncodedCommand', '{{file}}'], ['powershell', '{{file}}']), messages: [/as pwsh code \(-Command\)/, /as powershell code \(-COMMAND\)/, /as powershell code \(-EncodedCommand\)/, /as powershell code \(its first operand, which powershell runs as -Command\)/] },
      { name: 'a parameter as the script or module: bash {{f}}, python -m {{f}}, node -- {{f}}, tclsh {{f}}, pwsh {{f}}, pwsh -File {{f}}', files: runsEach(['bash', '{{file}}'], ['python3', '-m', '{{file}}'], ['node', '--', '{{file}}'], ['tclsh', '{{file}}'], ['pwsh', '{{file}}'], ['pwsh', '-NoProfile', '-File', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as the bash script or module to run \(its script operand\): whatever file the model names becomes the program/, /as the python script or module to run \(-m\)/, /as the node script or module to run \(its script operand\)/, /as the tclsh script/, /as the pwsh script or module to run \(its first operand, which pwsh runs as -File\)/, /as the pwsh script or module to run \(-File\)/] },
      { name: 'awk and sed programs, fish -c, su -c', files: runsEach(['awk', '{{file}}'], ['sed', '-n', '{{file}}'], ['fish', '-c', '{{file}}'], ['su', 'nobody', '-c', '{{file}}'], ['su', '-', '-c', '{{file}}']), messages: [/as awk code \(its program operand\)/, /as sed code \(its program operand\)/, /as fish code \(-c\)/, /as su code \(-c\)/, /as su code \(-c\)/] },
      { name: 'ssh: every parameter after the destination is the remote command line', files: runsEach(['ssh', 'host', '{{file}}'], ['ssh', '-p', '22', 'host', '--', '{{file}}'], ['ssh', 'host', 'ls', '-l', '{{file}}'], ['ssh', '-t', 'host', '-p', '22', 'sh', '-c', '{{file}}'], ['ssh', '--', 'host', '-p', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as ssh code \(the remote command after the destination, whose words ssh joins into one line for the remote shell\): whatever the model sends becomes a program; send the value on stdin, or to a fixed remote script that reads it as data$/, /tools\[1\] \(t1\) runs \{\{file\}\} as ssh code \(the remote command/, /tools\[2\] \(t2\) runs \{\{file\}\} as ssh code/, /tools\[3\] \(t3\) runs \{\{file\}\} as ssh code/, /tools\[4\] \(t4\) runs \{\{file\}\} as ssh code/] },
      { name: 'ssh -o from a parameter (ProxyCommand), and ssh through sshpass', files: runsEach(['ssh', '-o', '{{file}}', 'host', 'uptime'], ['sshpass', '-p', 'pw', 'ssh', 'host', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as ssh code \(-o, an option such as ProxyCommand or LocalCommand, which ssh runs with a shell\)/, /as ssh code \(the remote command after the destination, whose words ssh joins into one line for the remote shell, through sshpass\)/] },
      { name: 'find -exec, -execdir, -ok, -okdir: the command is read again', files: runsEach(['find', '.', '-exec', 'sh', '-c', '{{file}}', ';'], ['find', '.', '-name', '*.md', '-execdir', 'bash', '-c', '{{file}}', '{}', '+'], ['find', '.', '-ok', '{{file}}', '{}', ';'], ['find', '.', '-okdir', 'env', 'python3', '-c', '{{file}}', ';'], ['find', '.', '-exec', 'wc', '{}', ';', '-exec', 'ssh', 'h', '{{file}}', ';']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as sh code \(-c, through find -exec\)/, /as bash code \(-c, through find -execdir\)/, /^tools\[2\] \(t2\) runs \{\{file\}\} as the program -ok starts \(find\): whatever the model sends becomes the command/, /as python code \(-c, through find -okdir env\)/, /as ssh code \(the remote command .*, through find -exec\)/] },
      { name: 'git -c: a setting git runs with a shell, or a whole setting from a parameter', files: runsEach(['git', '-c', 'core.sshCommand={{file}}', 'fetch'], ['git', '-c', 'alias.x=!{{file}}', 'x'], ['git', '-c', 'core.pager={{file}}', 'log'], ['git', '-c', '{{file}}', 'log'], ['git', '-C', 'repo', '-c', 'alias.x={{file}}', 'x'], ['git', '-c', 'Credential.https://x.test.Helper={{file}}', 'fetch']), messages: [/^tools\[0\] \(t0\) runs core\.sshCommand=\{\{file\}\} as git code \(-c core\.sshCommand, which git runs with a shell\): whatever the model sends becomes a program; write the setting out in tools\.json, or leave it out$/, /runs alias\.x=!\{\{file\}\} as git code \(-c alias\.x, which git runs with a shell\)/, /runs core\.pager=\{\{file\}\} as git code \(-c core\.pager/, /^tools\[3\] \(t3\) runs \{\{file\}\} as git code \(-c, a config setting, which can name a command git runs with a shell \(core\.sshCommand, core\.pager, alias\.\*=!…\)\)/, /runs alias\.x=\{\{file\}\} as git code/, /as git code \(-c Credential\.https:\/\/x\.test\.Helper, which git runs with a shell\)/] },
      { name: 'git subcommands that run a command line: rebase --exec (after an operand too), difftool -x, fetch --upload-pack, clone -c', files: runsEach(['git', 'rebase', 'main', '-x', '{{file}}'], ['git', 'difftool', '--extcmd', '{{file}}'], ['git', 'fetch', '--upload-pack', '{{file}}', 'origin'], ['git', 'clone', '-c', 'core.sshCommand={{file}}', 'url']), messages: [/as git rebase code \(-x, a command line git runs with a shell\)/, /as git difftool code \(--extcmd, a command line git runs with a shell\)/, /as git fetch code \(--upload-pack, the program git starts for the other side, through a shell\)/, /as git clone code \(-c core\.sshCommand, which git clone runs with a shell\)/] },
      { name: 'flock FILE -c, script -c, su -c', files: runsEach(['flock', '/tmp/lock', '-c', '{{file}}'], ['flock', '-n', 'lock', '--command', '{{file}}'], ['flock', 'lock', 'sh', '-c', '{{file}}'], ['script', '-q', '-c', '{{file}}', '/dev/null'], ['su', '-c', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as flock code \(-c, a command line flock runs with sh -c\)/, /as flock code \(--command, a command line flock runs with sh -c\)/, /as sh code \(-c, through flock\)/, /as script code \(-c, a command line script runs with the user's shell\)/, /as su code \(-c\)/] },
      { name: 'watch runs its words with sh -c (every parameter there is code), unless -x (-dx is --differences=x)', files: runsEach(['watch', '{{file}}'], ['watch', '-n', '1', 'ls', '{{file}}'], ['watch', '-x', 'sh', '-c', '{{file}}'], ['watch', '-tx', 'bash', '-c', '{{file}}'], ['watch', '-dx', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as watch code \(its command, whose words watch joins and runs with sh -c\): whatever the model sends becomes a program; use watch -x/, /tools\[1\] \(t1\) runs \{\{file\}\} as watch code/, /as sh code \(-c, through watch\)/, /as bash code \(-c, through watch\)/, /tools\[4\] \(t4\) runs \{\{file\}\} as watch code/] },
      { name: 'xargs --replace takes no next argument; xargs inside find -exec', files: runsEach(['xargs', '--replace', 'sh', '-c', '{{file}}'], ['find', '.', '-exec', 'xargs', '-0', 'sh', '-c', '{{file}}', ';']), messages: [/as sh code \(-c, through xargs\)/, /as sh code \(-c, through find -exec xargs\)/] },
      { name: 'nsenter, chroot, chrt, nice, nohup, stdbuf, setsid, ionice', files: runsEach(['nsenter', '-t', '1', '-m', '-u', '--', 'sh', '-c', '{{file}}'], ['nsenter', '--target=1', '--mount', 'bash', '-c', '{{file}}'], ['chroot', '/srv/root', 'sh', '-c', '{{file}}'], ['chroot', '--userspec=1:1', '/srv', 'bash', '-c', '{{file}}'], ['chrt', '-i', '0', 'sh', '-c', '{{file}}'], ['nice', '-n', '19', 'nohup', 'stdbuf', '-oL', 'setsid', '-w', 'ionice', '-c2', 'chrt', '-b', '0', 'sh', '-c', '{{file}}']), messages: [/as sh code \(-c, through nsenter\)/, /as bash code \(-c, through nsenter\)/, /as sh code \(-c, through chroot\)/, /as bash code \(-c, through chroot\)/, /as sh code \(-c, through chrt\)/, /as sh code \(-c, through nice nohup stdbuf setsid ionice chrt\)/] },
      { name: 'a parameter as the program a nested wrapper starts', files: runsEach(['env', 'timeout', '5', '{{file}}'], ['chroot', '/srv', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as the program it starts \(timeout, through env\)/, /^tools\[1\] \(t1\) runs \{\{file\}\} as the program it starts \(chroot\)/] },
      { name: 'a parameter inside program text: bash -c "…{{x}}…", node -e, cmd /c, watch', files: runsEach(['bash', '-c', 'grep {{file}} notes.txt'], ['sh', '-lc', 'echo "{{file}}"'], ['node', '-e', 'console.log({{file}})'], ['cmd', '/c', 'type {{file}}'], ['watch', 'wc -l {{file}}']), messages: [/^tools\[0\] \(t0\) runs grep \{\{file\}\} notes\.txt as bash code \(-c\): whatever the model sends becomes a program/, /runs "echo \\"\{\{file\}\}\\"" as sh code \(-lc\)/, /runs console\.log\(\{\{file\}\}\) as node code \(-e\)/, /runs type \{\{file\}\} as cmd code \(\/c\)/, /runs wc -l \{\{file\}\} as watch code/] },
      { name: 'sudo -s, -i, --login, -is: the words go to the user\'s shell as one line', files: runsEach(['sudo', '-s', '{{file}}'], ['sudo', '-i', 'ls', '{{file}}'], ['sudo', '-u', 'root', '-is', 'echo', '{{file}}'], ['sudo', '--login', '--', '{{file}}'], ['env', 'sudo', '-s', 'tail', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as sudo code \(-s, the command whose words sudo hands to the user's shell as one line\): whatever the model sends becomes a program; leave out -s and -i, so that sudo starts the program itself and the value after it is data$/, /as sudo code \(-i, the command whose words/, /as sudo code \(-is, the command whose words/, /as sudo code \(--login, the command whose words/, /as sudo code \(-s, the command whose words .*, through env\)/] },
      { name: 'rsync -e, --rsh, --rsh=…, --rsync-path: the remote shell command line (options after the operands too)', files: runsEach(['rsync', '-e', '{{file}}', 'a', 'host:b'], ['rsync', '-avze', '{{file}}', 'a', 'host:b'], ['rsync', '--rsh={{file}}', 'a', 'host:b'], ['rsync', '-a', 'src', 'host:dst', '--rsh', '{{file}}'], ['rsync', '--rsync-path', '{{file}}', 'a', 'host:b'], ['rsync', '-e', 'ssh -o ProxyCommand={{file}}', 'a', 'host:b']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as rsync code \(-e, the remote shell rsync starts, a command line of its own \(ssh by default\)\): whatever the model sends becomes a program; write the command line out in tools\.json \(-e "ssh -p 2222"\), and pass the values as rsync's operands$/, /as rsync code \(-avze, the remote shell rsync starts/, /^tools\[2\] \(t2\) runs --rsh=\{\{file\}\} as rsync code \(--rsh, the remote shell/, /^tools\[3\] \(t3\) runs \{\{file\}\} as rsync code \(--rsh,/, /as rsync code \(--rsync-path, the program the remote shell runs to start rsync/, /runs ssh -o ProxyCommand=\{\{file\}\} as rsync code \(-e,/] },
      { name: 'scp -S and sftp -S, -D: the program started in place of ssh', files: runsEach(['scp', '-S', '{{file}}', 'a', 'host:b'], ['scp', '-S{{file}}', 'a', 'host:b'], ['sftp', '-S', '{{file}}', 'host'], ['sftp', '-D', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as the program -S names, which scp starts in place of ssh \(scp\): whatever the model sends becomes the command; name a fixed program/, /^tools\[1\] \(t1\) runs -S\{\{file\}\} as the program -S names, which scp starts in place of ssh \(scp\)/, /as the program -S names, which sftp starts in place of ssh \(sftp\)/, /as the program -D names, a local sftp server sftp starts in place of ssh \(sftp\)/] },
      { name: 'ssh, scp and sftp -o: a setting from a parameter, or ProxyCommand, LocalCommand, RemoteCommand, KnownHostsCommand holding one (Key=value or Key value)', files: runsEach(['scp', '-o', '{{file}}', 'a', 'host:b'], ['sftp', '-o', '{{file}}', 'host'], ['ssh', '-o', 'ProxyCommand={{file}}', 'host'], ['ssh', '-o', 'ProxyCommand {{file}}', 'host', 'uptime'], ['scp', '-oLocalCommand={{file}}', 'a', 'host:b'], ['scp', 'a', 'host:b', '-o', 'proxycommand = {{file}}'], ['ssh', '-o', 'RemoteCommand={{file}}', 'host'], ['sftp', '-o', 'KnownHostsCommand={{file}}', 'host']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as scp code \(-o, an option such as ProxyCommand or LocalCommand, which ssh runs with a shell\): whatever the model sends becomes a program; write the setting out in tools\.json, or leave it out$/, /as sftp code \(-o, an option such as ProxyCommand/, /^tools\[2\] \(t2\) runs ProxyCommand=\{\{file\}\} as ssh code \(-o ProxyCommand, which ssh runs with a shell\)/, /runs ProxyCommand \{\{file\}\} as ssh code \(-o ProxyCommand, which ssh runs with a shell\)/, /runs -oLocalCommand=\{\{file\}\} as scp code \(-o LocalCommand, which ssh runs with a shell\)/, /as scp code \(-o proxycommand, which ssh runs with a shell\)/, /as ssh code \(-o RemoteCommand,/, /as sftp code \(-o KnownHostsCommand,/] },
      { name: 'GNU parallel: its command is one line for a shell; with no command before :::, the arguments are command lines', files: runsEach(['parallel', '{{file}}', ':::', 'a', 'b'], ['parallel', '-j', '4', 'echo', '{{file}}', '{}', ':::', 'a'], ['parallel', ':::', '{{file}}'], ['parallel', '-k', ':::', 'a', ':::+', '{{file}}'], ['parallel', '-q', 'sh', '-c', '{{file}}', ':::', 'a'], ['parallel', '--ssh', '{{file}}', '-S', 'host', 'ls', ':::', 'a']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as parallel code \(its command, whose words parallel joins and runs with a shell\): whatever the model sends becomes a program; pass the value after ::: \(parallel quotes it into \{\}\), or use parallel -q$/, /^tools\[1\] \(t1\) runs \{\{file\}\} as parallel code \(its command/, /^tools\[2\] \(t2\) runs \{\{file\}\} as parallel code \(an argument after ::: with no command before it, which parallel runs as a command line with a shell\): whatever the model sends becomes a program; write the command out before ::: and pass the value after it, as data$/, /^tools\[3\] \(t3\) runs \{\{file\}\} as parallel code \(an argument after :::/, /as sh code \(-c, through parallel\)/, /as parallel code \(--ssh, a command line parallel runs with a shell\)/] },
      { name: 'git submodule foreach: the command is run by sh', files: runsEach(['git', 'submodule', 'foreach', '{{file}}'], ['git', 'submodule', '--quiet', 'foreach', '--recursive', '{{file}}', 'x'], ['git', 'submodule', 'foreach', 'sh', '-c', '{{file}}'], ['git', '-C', 'repo', 'submodule', 'foreach', 'git log {{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as git submodule foreach code \(the command git submodule foreach runs with sh in each submodule\): whatever the model sends becomes a program; write the command out in tools\.json; a parameter after it is passed to it as an argument$/, /^tools\[1\] \(t1\) runs \{\{file\}\} as git submodule foreach code/, /as sh code \(-c, through git submodule foreach\)/, /runs git log \{\{file\}\} as git submodule foreach code/] },
      { name: 'through strace, ltrace, gdb --args, valgrind, time, command, exec, doas, pkexec, systemd-run', files: runsEach(['strace', '-f', '-o', 'trace.txt', 'sh', '-c', '{{file}}'], ['ltrace', '-e', 'malloc', 'bash', '-c', '{{file}}'], ['gdb', '-q', '--args', 'python3', '-c', '{{file}}'], ['valgrind', '--tool=memcheck', 'sh', '-c', '{{file}}'], ['time', '-p', 'sh', '-c', '{{file}}'], ['command', '-p', 'sh', '-c', '{{file}}'], ['exec', '-a', 'name', 'sh', '-c', '{{file}}'], ['doas', '-u', 'root', 'sh', '-c', '{{file}}'], ['pkexec', '--user', 'root', 'sh', '-c', '{{file}}'], ['systemd-run', '--user', '--wait', '-p', 'MemoryMax=1G', 'sh', '-c', '{{file}}']), messages: [/as sh code \(-c, through strace\)/, /as bash code \(-c, through ltrace\)/, /as python code \(-c, through gdb\)/, /as sh code \(-c, through valgrind\)/, /as sh code \(-c, through time\)/, /as sh code \(-c, through command\)/, /as sh code \(-c, through exec\)/, /as sh code \(-c, through doas\)/, /as sh code \(-c, through pkexec\)/, /as sh code \(-c, through systemd-run\)/] },
      { name: 'a parameter as the program these wrappers start; strace -o "|cmd"; gdb -ex', files: runsEach(['strace', '-e', 'trace=open', '{{file}}'], ['gdb', '--args', '{{file}}'], ['valgrind', '{{file}}'], ['pkexec', '{{file}}'], ['systemd-run', '--unit', 'u', '{{file}}'], ['strace', '-o', '{{file}}', 'ls'], ['gdb', '-batch', '-ex', '{{file}}', 'prog']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as the program it starts \(strace\)/, /as the program it starts \(gdb\)/, /as the program it starts \(valgrind\)/, /as the program it starts \(pkexec\)/, /as the program it starts \(systemd-run\)/, /^tools\[5\] \(t5\) runs \{\{file\}\} as strace code \(-o, a file, or with a leading "\|" or "!" a command line strace pipes its output to\): whatever the model sends becomes a program; write the output file out in tools\.json/, /^tools\[6\] \(t6\) runs \{\{file\}\} as gdb code \(-ex, a gdb command, which can run a shell command \(shell …, pipe …\)\): whatever the model sends becomes a program; write the gdb commands out in tools\.json$/] },
      { name: 'runuser -c, runuser -u USER CMD…, su -s, su USER ARGS (the user\'s shell\'s), sg GROUP [-c] CMD', files: runsEach(['runuser', 'nobody', '-c', '{{file}}'], ['runuser', '-l', 'nobody', '--command', '{{file}}'], ['runuser', '-u', 'nobody', '--', 'sh', '-c', '{{file}}'], ['runuser', '--user=nobody', '{{file}}'], ['su', '-s', '{{file}}', 'nobody'], ['su', 'nobody', '--', '-c', '{{file}}'], ['sg', 'staff', '-c', '{{file}}'], ['sg', '-', 'staff', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as runuser code \(-c\)/, /as runuser code \(--command\)/, /as sh code \(-c, through runuser\)/, /^tools\[3\] \(t3\) runs \{\{file\}\} as the program it starts \(runuser\)/, /^tools\[4\] \(t4\) runs \{\{file\}\} as the program -s names, the shell it starts \(su\)/, /^tools\[5\] \(t5\) runs \{\{file\}\} as su code \(-c\)/, /^tools\[6\] \(t6\) runs \{\{file\}\} as sg code \(-c, a command line sg runs with \/bin\/sh -c\): whatever the model sends becomes a program; run a fixed script of the pack with sg and give it the value on stdin$/, /^tools\[7\] \(t7\) runs \{\{file\}\} as sg code \(its command, which sg runs with \/bin\/sh -c\)/] },
      { name: 'autossh [-M PORT] [ssh options] DESTINATION CMD…: the words after the destination are one line for the remote shell; -o ProxyCommand', files: runsEach(['autossh', '-M', '0', '-f', '-N', 'host', '{{file}}'], ['autossh', 'host', 'x {{file}}'], ['autossh', '-M20000', '-p', '22', 'user@host', '--', 'ls', '{{file}}'], ['autossh', '-M', '0', '-o', 'ProxyCommand={{file}}', 'host'], ['env', 'autossh', '-M', '0', 'host', '-t', '{{file}}']), messages: [/^tools\[0\] \(t0\) runs \{\{file\}\} as autossh code \(the remote command after the destination, whose words ssh joins into one line for the remote shell\): whatever the model sends becomes a program; send the value on stdin, or to a fixed remote script that reads it as data$/, /^tools\[1\] \(t1\) runs x \{\{file\}\} as autossh code \(the remote command after the destination/, /^tools\[2\] \(t2\) runs \{\{file\}\} as autossh code \(the remote command/, /^tools\[3\] \(t3\) runs ProxyCommand=\{\{file\}\} as autossh code \(-o ProxyCommand, which ssh runs with a shell\)/, /^tools\[4\] \(t4\) runs \{\{file\}\} as autossh code \(the remote command after the destination, .*, through env\)/] },
      { name: 'a variable git runs with a shell (GIT_SSH_COMMAND, GIT_PAGER, …) set from a parameter by env, sudo, env -S or systemd-run -E/--setenv', files: runsEach(['env', 'GIT_SSH_COMMAND={{file}}', 'git', 'fetch'], ['env', '-i', 'GIT_SSH_COMMAND=ssh -i {{file}}', 'git', 'fetch'], ['sudo', '-u', 'me', 'GIT_PAGER={{file}}', 'git', 'log'], ['env', 'A=1', 'FOO={{file}}', 'GIT_EXTERNAL_DIFF={{file}}', 'git', 'diff'], ['env', '-S', 'GIT_EDITOR={{file}} git commit'], ['systemd-run', '--user', '-E', 'GIT_EDITOR={{file}}', 'git', 'commit'], ['systemd-run', '--setenv=GIT_SEQUENCE_EDITOR={{file}}', 'git', 'rebase', '-i'], ['timeout', '5', 'env', 'GIT_SSH_COMMAND={{file}}', 'git', 'fetch']), messages: [/^tools\[0\] \(t0\) runs GIT_SSH_COMMAND=\{\{file\}\} as env code \(GIT_SSH_COMMAND, a variable whose value git runs with a shell\): whatever the model sends becomes a program; write the value out in tools\.json, or leave the variable out$/, /^tools\[1\] \(t1\) runs GIT_SSH_COMMAND=ssh -i \{\{file\}\} as env code \(GIT_SSH_COMMAND,/, /^tools\[2\] \(t2\) runs GIT_PAGER=\{\{file\}\} as sudo code \(GIT_PAGER, a variable whose value git runs with a shell\)/, /^tools\[3\] \(t3\) runs GIT_EXTERNAL_DIFF=\{\{file\}\} as env code \(GIT_EXTERNAL_DIFF,/, /^tools\[4\] \(t4\) runs GIT_EDITOR=\{\{file\}\} git commit as env code \(GIT_EDITOR,/, /^tools\[5\] \(t5\) runs GIT_EDITOR=\{\{file\}\} as systemd-run code \(-E GIT_EDITOR, a variable/, /^tools\[6\] \(t6\) runs --setenv=GIT_SEQUENCE_EDITOR=\{\{file\}\} as systemd-run code \(--setenv GIT_SEQUENCE_EDITOR,/, /^tools\[7\] \(t7\) runs GIT_SSH_COMMAND=\{\{file\}\} as env code \(GIT_SSH_COMMAND, a variable whose value git runs with a shell, through timeout\)/] },
    ],
  },
  'cap-tool-count': {
    valid: [{ name: '64 tools', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(...Array.from({ length: 64 }, (_, i) => tool({ name: `t${i}` }))) } }],
    invalid: [{ name: '70 tools', files: { 'SKILL.md': SKILL, 'tools.json': toolsJson(...Array.from({ length: 70 }, (_, i) => tool({ name: `t${i}` }))) }, messages: [/^tools\.json defines 70 tools; a host enables at most 64 at once by default \(packwright mcp refuses them with too_many_tools\)/] }],
  },
  'cap-resource-unsafe': {
    valid: [
      { name: 'no symlinks', files: { 'SKILL.md': SKILL, 'resources/a.md': 'a' } },
      { name: 'symlinks that stay inside, dangling ones too', files: { 'SKILL.md': SKILL, 'docs/a.md': 'a' }, links: { 'resources/a.md': '../docs/a.md', 'resources/docs': '../docs', 'resources/gone.md': 'nothing-here.md' } },
    ],
    invalid: [
      { name: 'symlinks out of the pack: a file, the root folder', files: { 'SKILL.md': SKILL, 'resources/ok.md': 'x' }, links: { 'resources/passwd': '/etc/passwd', 'resources/root': '/' }, messages: [/^resources\/passwd is a symlink to "\/etc\/passwd", outside the pack: the host refuses to read through it \(path_denied\)/, /^resources\/root is a symlink to "\/", outside the pack/] },
      { name: 'a dangling symlink that would lead out, and a loop', files: { 'SKILL.md': SKILL }, links: { 'docs/up': '../../nowhere/x', 'loop': 'loop' }, messages: [/^docs\/up is a symlink to "\.\.\/\.\.\/nowhere\/x", outside the pack \(missing now\)/, /^loop is a symlink loop/] },
    ],
  },
};

const tmp = makeTempDir('packwright-caprules-');
afterAll(() => tmp.cleanup());
let n = 0;
async function run(c: Case, rule: string) {
  const dir = path.join(tmp.dir, `case-${n++}`, c.folder ?? '');
  mkdirSync(dir, { recursive: true });
  for (const [rel, text] of Object.entries(c.files)) tmp.write(path.relative(tmp.dir, path.join(dir, rel)), rel === 'SKILL.md' && typeof text === 'string' && text.includes('\xff') ? Buffer.from(text, 'latin1') : text);
  for (const [rel, target] of Object.entries(c.links ?? {})) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    symlinkSync(target, path.join(dir, rel));
  }
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
      if (c.lines) expect(diags.map((d) => d.line)).toEqual(c.lines);
      for (const d of diags) {
        expect(path.isAbsolute(d.file)).toBe(true);
        // Messages name paths relative to the pack, and never carry raw control characters.
        expect(d.message).not.toContain(tmp.dir);
        // eslint-disable-next-line no-control-regex
        expect(d.message).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
      }
    });
  });
}
