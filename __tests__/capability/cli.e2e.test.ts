// The bundled CLI on real folders: validate, capability metadata.
import path from 'node:path';
import { runCli, REPO_ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-capcli-');
afterAll(() => tmp.cleanup());

test('validate finds the example capability pack and it is clean', () => {
  const r = runCli(['validate', 'examples/capability-pack', '--format', 'json']);
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout)).toMatchObject({ ok: true });
  expect(runCli(['discover', 'examples']).stdout).toContain('capability-pack\texamples/capability-pack');
});

test('validate reports a broken pack with file:line and exit 1', () => {
  tmp.write('bad/SKILL.md', '---\nname: bad\n---\n');
  tmp.write('bad/tools.json', '{\n  "tools": [{"name": "x", "description": "d", "inputSchema": {"type": "object"}, "exec": {"command": "wc", "args": ["{{file}}"]}}]\n}\n');
  const r = runCli(['validate', path.join(tmp.dir, 'bad')], { cwd: tmp.dir });
  expect(r.code).toBe(1);
  expect(r.stdout).toContain('SKILL.md:1:1: error SKILL.md frontmatter has no description');
  expect(r.stdout).toMatch(/tools\.json:2:\d+: error tools\[0\] \(x\) args\[0\] "\{\{file\}\}": placeholder \{\{file\}\} names no parameter .*\[cap-tool-exec\]/);
});

test('--kind capability-pack on a folder without tools.json checks it as one', () => {
  tmp.write('plain/notes.txt', 'x');
  const r = runCli(['validate', '--kind', 'capability-pack', path.join(tmp.dir, 'plain')], { cwd: tmp.dir });
  expect(r.code).toBe(1);
  expect(r.stdout).toContain('no entry doc: add SKILL.md');
});

test('capability metadata prints the §5.2 block and the §5.3 bootstrap', () => {
  const r = runCli(['capability', 'metadata', 'examples/capability-pack'], { cwd: REPO_ROOT });
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^Capability Packs \(attached; metadata only\):\n- pack_id: capability-pack\n {2}name: capability-pack\n {2}description: Count lines.*\n {2}has_tools_json: true\n\nHow to use Capability Packs:\n/);
  expect(r.stdout).toContain('first call capability_packs_open_docs(pack_id)');
  const json = JSON.parse(runCli(['capability', 'metadata', '--format', 'json', 'examples/capability-pack']).stdout);
  expect(json.packs).toEqual([{ pack_id: 'capability-pack', name: 'capability-pack', description: expect.any(String), has_tools_json: true }]);
});

test('capability metadata refuses a pack without metadata in one line, exit 2', () => {
  tmp.write('nometa/README.md', '# x\n');
  const r = runCli(['capability', 'metadata', path.join(tmp.dir, 'nometa')], { cwd: tmp.dir });
  expect(r.code).toBe(2);
  expect(r.stderr).toBe('packwright: nometa: cannot attach: README.md has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---\n');
});

test('mcp without packs is a usage error; --help lists the flags', () => {
  const r = runCli(['mcp']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('nothing to serve');
  expect(runCli(['mcp', '--help']).stdout).toContain('--allow-exec');
});
