// The `mcp:` section of .packwright.yml is `packwright mcp`'s alone: other commands, in-process
// through main() on src/, take whatever it holds unchecked (a typo there must not stop a
// commit or a scan), and `packwright mcp` refuses the same typo, naming the file and line.
import path from 'node:path';
import { commands } from '../../src/cli/commands.js';
import { isolateGitConfigForFile, runMain } from '../helpers/in-process.js';
import { makeRepo, type Repo } from '../helpers/git-repo.js';

isolateGitConfigForFile();

const TYPO = 'rules: {}\nmcp:\n  passenv: [GITHUB_TOKEN]\n';

let repo: Repo;
beforeEach(() => {
  repo = makeRepo('packwright-config-mcp-');
  repo.stage({ '.packwright.yml': TYPO, 'README.md': '# app\n' });
  repo.write('pack/SKILL.md', '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n');
});
afterEach(() => repo.cleanup());

test.each([
  ['hook pre-commit', ['hook', 'pre-commit']],
  ['scan', ['scan', '.']],
])('%s passes with a misspelt key in mcp:', async (_label, argv) => {
  const r = await runMain(argv, repo.dir, commands, { ...repo.env, GITHUB_STEP_SUMMARY: '' });
  expect(r.stderr).not.toContain('mcp');
  expect(r.code).toBe(0);
});

test('packwright mcp refuses the same typo at start: exit 2, the file and line', async () => {
  const r = await runMain(['mcp', '--pack', 'pack'], repo.dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toBe(`packwright: ${path.join(repo.dir, '.packwright.yml')}:3: mcp: unknown key "passenv" (known: pass-env)\n`);
});
