// The host from source (mcp.e2e.test.ts drives the bundle): what validate refuses, the host
// refuses too, and pack symlinks that leave the pack are never served.
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { CapabilityHost, attachPacks } from '../../src/capability/host.js';
import { DEFAULT_MAX_TOOLS } from '../../src/capability/load.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-host-');
afterAll(() => tmp.cleanup());

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
const tool = (name: string) => ({ name, description: 'Counts.', inputSchema: { type: 'object', properties: { file: { type: 'string' } } }, exec: { command: 'wc', args: ['-l', '--', '{{file}}'] } });
const approve = async () => ({ approved: true, decision: 'test' });

function pack(name: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) tmp.write(`${name}/${rel}`, text);
  return path.join(tmp.dir, name);
}

async function host(dir: string): Promise<CapabilityHost> {
  mkdirSync(path.join(tmp.dir, 'ws'), { recursive: true });
  return CapabilityHost.create([{ dir }], { workspace: path.join(tmp.dir, 'ws'), approve });
}

test('read_file never serves a pack symlink that leads outside the pack', async () => {
  const dir = pack('links', { 'SKILL.md': SKILL, 'resources/ok.md': 'fine' });
  symlinkSync('/etc/passwd', path.join(dir, 'resources/passwd'));
  symlinkSync('/', path.join(dir, 'resources/root'));
  const h = await host(dir);
  expect((await h.call('capability_packs_read_file', { pack_id: 'demo', path: 'resources/ok.md' })).result).toMatchObject({ content: 'fine' });
  for (const p of ['resources/passwd', 'resources/root/etc/passwd', 'resources/root']) {
    const r = await h.call('capability_packs_read_file', { pack_id: 'demo', path: p });
    expect(r.isError).toBe(true);
    expect(r.result).toMatchObject({ error: { code: 'path_denied', reason: 'symlink_outside' } });
  }
});

test('a tool named like a base tool is refused by enable_tools, with the cap-tools-json message', async () => {
  const h = await host(pack('basename', { 'SKILL.md': SKILL, 'tools.json': JSON.stringify({ tools: [tool('capability_packs_read_file')] }) }));
  const r = await h.call('capability_packs_enable_tools', { pack_id: 'demo' });
  expect(r.result).toMatchObject({ error: { code: 'tools_json_invalid', details: [expect.stringMatching(/the name of a host base tool/)] } });
});

test(`more than DEFAULT_MAX_TOOLS (${DEFAULT_MAX_TOOLS}) tools: cap-tool-count's warning is the host's refusal`, async () => {
  const tools = Array.from({ length: DEFAULT_MAX_TOOLS + 1 }, (_, i) => tool(`t${i}`));
  const h = await host(pack('many', { 'SKILL.md': SKILL, 'tools.json': JSON.stringify({ tools }) }));
  const r = await h.call('capability_packs_enable_tools', { pack_id: 'demo' });
  expect(r.result).toMatchObject({ error: { code: 'too_many_tools' } });
});

test('a "{{pack_root}}/.." argument makes tools.json invalid for the host too', async () => {
  const t = { ...tool('run'), exec: { command: 'node', args: ['{{pack_root}}/../evil.mjs'] } };
  const h = await host(pack('dotdot', { 'SKILL.md': SKILL, 'tools.json': JSON.stringify({ tools: [t] }) }));
  const r = await h.call('capability_packs_enable_tools', { pack_id: 'demo' });
  expect(r.result).toMatchObject({ error: { code: 'tools_json_invalid', details: [expect.stringMatching(/"\.\." after \{\{pack_root\}\} leaves the pack/)] } });
});

test('a pack whose frontmatter breaks the Agent Skills limits cannot be attached (§10)', async () => {
  await expect(attachPacks([{ dir: pack('badname', { 'SKILL.md': '---\nname: My Pack!\ndescription: d\n---\n' }) }])).rejects.toThrow(/cannot attach: SKILL\.md frontmatter name may contain only lowercase letters/);
  await expect(attachPacks([{ dir: pack('longdesc', { 'SKILL.md': `---\nname: a\ndescription: ${'x'.repeat(200_000)}\n---\n` }) }])).rejects.toThrow(/description is 200000 characters; at most 1024/);
});
