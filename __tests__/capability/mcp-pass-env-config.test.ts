// `mcp.pass-env` in .packwright.yml, the file's form of --pass-env, through the command's own
// code in-process (src/, no bundle): merged with the flag, each entry named by its file and line
// when it is refused, and an unknown pack id stops the server at start as the flag's does.
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { passEnvEntries } from '../../src/cli/commands/mcp.js';
import { PassEnvPolicy } from '../../src/capability/secret-env.js';
import { runMain } from '../helpers/in-process.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-mcp-config-');
afterAll(() => tmp.cleanup());
tmp.write('pack/SKILL.md', '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n');

let n = 0;
/** A folder holding a .packwright.yml with `text` (and a .git, so no config above it is found). */
function project(text: string): { dir: string; config: string } {
  const dir = path.join(tmp.dir, `project${++n}`);
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  return { dir, config: tmp.write(path.relative(tmp.dir, path.join(dir, '.packwright.yml')), text) };
}

test('the flag\'s entries, then the file\'s, each of these with its file and line', async () => {
  const p = project('mcp:\n  pass-env:\n    - NPM_TOKEN\n    - "demo:GITHUB_TOKEN"\n');
  expect(await passEnvEntries(['SSH_AUTH_SOCK'], p.dir, [])).toEqual([
    { packId: null, name: 'SSH_AUTH_SOCK' },
    { packId: null, name: 'NPM_TOKEN', source: `${p.config}:3` },
    { packId: 'demo', name: 'GITHUB_TOKEN', source: `${p.config}:4` },
  ]);
  // A subfolder finds the project's file, as other commands do.
  mkdirSync(path.join(p.dir, 'sub'));
  expect(await passEnvEntries([], path.join(p.dir, 'sub'), [])).toHaveLength(2);
});

test('no .packwright.yml, or none with an mcp section: the flag alone', async () => {
  expect(await passEnvEntries(['A'], project('rules: {}\n').dir, [])).toEqual([{ packId: null, name: 'A' }]);
});

test.each([
  ['a pack_id no attached pack has', 'mcp:\n  pass-env:\n    - GITHUB_TOKEN\n    - "dmeo:GITHUB_TOKEN"\n', ':4: mcp.pass-env dmeo:…: no attached pack has pack_id "dmeo" (attached: demo)'],
  ['an entry that is no variable name', 'mcp:\n  pass-env: ["GITHUB_TOKEN=x"]\n', ':2: mcp.pass-env "GITHUB_TOKEN=x": "GITHUB_TOKEN=x" is not an environment variable name'],
  ['a pack_id of the wrong shape', 'mcp:\n  pass-env:\n    - "a b:GITHUB_TOKEN"\n', ':3: mcp.pass-env "a b:GITHUB_TOKEN": "a b" is not a pack_id'],
  ['a misspelt key', 'mcp:\n  pass_env: [GITHUB_TOKEN]\n', ':2: mcp: unknown key "pass_env" (known: pass-env)'],
])('%s stops the server at start with one line naming the file and line, exit 2', async (_label, text, message) => {
  const p = project(text);
  const r = await runMain(['mcp', '--pack', path.join(tmp.dir, 'pack')], p.dir);
  expect(r.code).toBe(2);
  // One line, no stack trace.
  expect(r.stderr.split('\n')).toEqual([expect.stringContaining(`packwright: ${p.config}${message}`), '']);
  expect(r.stderr.startsWith(`packwright: ${p.config}${message}`)).toBe(true);
  expect(r.stdout).toBe('');
});

describe("a config on the pack's side may pass nothing: a pack would grant itself the operator's credentials", () => {
  const TOOLS = JSON.stringify({ tools: [{ name: 'deploy', description: 'Deploys.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['-e', '0'], env: ['GITHUB_TOKEN'] } }] });
  const PASS_TOKEN = 'mcp:\n  pass-env: [GITHUB_TOKEN]\n';

  /** An operator's repository holding a pack that asks for GITHUB_TOKEN, and `files` (paths relative to the repository). */
  function repoWithPack(files: Record<string, string>): { repo: string; pack: string } {
    const repo = path.join(tmp.dir, `operator${++n}`);
    mkdirSync(path.join(repo, '.git'), { recursive: true });
    tmp.write(path.relative(tmp.dir, path.join(repo, 'pack/SKILL.md')), '---\nname: deployer\ndescription: Deploys.\n---\n# Deployer\n');
    tmp.write(path.relative(tmp.dir, path.join(repo, 'pack/tools.json')), TOOLS);
    for (const [rel, text] of Object.entries(files)) tmp.write(path.relative(tmp.dir, path.join(repo, rel)), text);
    return { repo, pack: path.join(repo, 'pack') };
  }

  test.each([
    ['the served pack', () => ['--pack', '.'], 'pack'],
    ['the served context pack', (pack: string) => ['--pack', pack, '--context-pack', '.'], 'docs'],
    ['the workspace', (pack: string) => ['--pack', pack, '--workspace', '.'], 'ws'],
  ])("a server started in %s's folder, whose own .packwright.yml lists GITHUB_TOKEN, stops (exit 2) with one line naming the file", async (role, args, where) => {
    const { repo, pack } = repoWithPack({ [`${where}/.packwright.yml`]: PASS_TOKEN });
    const dir = path.join(repo, where);
    mkdirSync(dir, { recursive: true });
    const r = await runMain(['mcp', ...args(pack), '--allow-exec'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`packwright: ${path.join(dir, '.packwright.yml')}: mcp.pass-env refused: this config lies inside ${role} ${dir}, and a pack may not pass itself credentials; start the server with --pass-env instead\n`);
    expect(r.stdout).toBe('');
  });

  test('reached through a symlinked folder, the pack\'s config is still its own', async () => {
    const { repo, pack } = repoWithPack({ 'pack/.packwright.yml': PASS_TOKEN });
    const link = path.join(repo, 'link');
    symlinkSync(pack, link);
    const r = await runMain(['mcp', '--pack', pack, '--allow-exec'], link);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`packwright: ${path.join(link, '.packwright.yml')}: mcp.pass-env refused: this config lies inside the served pack ${pack}`);
  });

  test("the operator's config one folder above the pack passes GITHUB_TOKEN, from the pack's folder too", async () => {
    const { repo, pack } = repoWithPack({ '.packwright.yml': PASS_TOKEN });
    const packSide = [{ dir: pack, role: 'the served pack' }];
    for (const cwd of [repo, pack]) {
      const entries = await passEnvEntries([], cwd, packSide);
      expect(entries).toEqual([{ packId: null, name: 'GITHUB_TOKEN', source: `${path.join(repo, '.packwright.yml')}:2` }]);
      expect(new PassEnvPolicy(entries).allowedBy('deployer', 'GITHUB_TOKEN')).toBe(`mcp.pass-env in ${path.join(repo, '.packwright.yml')}:2`);
    }
  });
});
