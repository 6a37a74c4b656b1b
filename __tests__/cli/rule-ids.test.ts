// A `.packwright.yml` `rules:` entry must name a rule: a misspelt id is an error (exit 2, one
// line naming the file, the line, the id and the closest known id), wherever `rules:` applies:
// validate, scan, the commit hook. In-process through main(), so these see src/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../src/cli/main.js';
import { commands } from '../../src/cli/commands.js';
import { knownRuleIds } from '../../src/cli/rule-ids.js';
import { contextPackRules } from '../../src/context-pack/rules/index.js';
import { capabilityPackRules } from '../../src/capability/rules/index.js';
import { skillRules, skillPackRules } from '../../src/skillpack/rules/index.js';
import { ctxpkgRules } from '../../src/ctxpkg/rules/index.js';
import { contentRules } from '../../src/secrets/content-rules/index.js';
import { credentialFileMeta } from '../../src/secrets/findings.js';
import { makeTempDir } from '../helpers/tmp.js';
import { makeRepo } from '../helpers/git-repo.js';
import { isolateGitConfigForFile } from '../helpers/in-process.js';

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { cwd, env: { ...process.env, GITHUB_STEP_SUMMARY: '' }, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } }, commands);
  return { code, stdout, stderr };
}

isolateGitConfigForFile();

test('the known ids are every registry\'s, and internal-error', async () => {
  const registries = [contextPackRules, capabilityPackRules, skillRules, skillPackRules, ctxpkgRules, contentRules].flatMap((r) => r.map((x) => x.meta.id));
  const expected = [...new Set([...registries, credentialFileMeta.id, 'internal-error'])].sort();
  expect(await knownRuleIds()).toEqual(expected);
  expect(expected).toEqual(expect.arrayContaining(['skill-name', 'pack-import', 'source-unused', 'cap-tool-shell', 'ctxpkg-json', 'aws-access-key', 'credential-file']));
});

describe('validate', () => {
  const t = makeTempDir('rule-ids-');
  afterAll(() => t.cleanup());
  let n = 0;
  /** A folder holding a skill whose name differs from its folder (a skill-name-folder warning), and a config. */
  const setup = (config: string) => {
    const dir = path.join(t.dir, `v${n++}`);
    mkdirSync(path.join(dir, 'skills', 'folder'), { recursive: true });
    writeFileSync(path.join(dir, 'skills', 'folder', 'SKILL.md'), '---\nname: other\ndescription: d\n---\n');
    writeFileSync(path.join(dir, '.packwright.yml'), config);
    return dir;
  };

  test('a mistyped id: exit 2, one line with the file, the line, the id and the closest known id', async () => {
    const dir = setup('rules:\n  skill-name-folder: warning\n  skil-name: off\n');
    const r = await run(['validate'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`packwright: ${path.join(dir, '.packwright.yml')}:3: rules: unknown rule id "skil-name" (did you mean "skill-name"?)\n`);
  });

  test('ids from every domain are accepted, and applied', async () => {
    const dir = setup('rules:\n  skill-name-folder: off\n  pack-import: warning\n  source-unused: error\n  cap-tool-shell: off\n  ctxpkg-json: warning\n  aws-access-key: warning\n  credential-file: warning\n  internal-error: error\n');
    const r = await run(['validate', '--format', 'json'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary).toEqual({ targets: 1, errors: 0, warnings: 0 });
  });

  test('without the config the warning shows (the override above did something)', async () => {
    const dir = setup('credentials:\n  allow: []\n');
    const r = await run(['validate', '--format', 'json'], dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).summary).toEqual({ targets: 1, errors: 0, warnings: 1 });
  });
});

test('scan: a mistyped credential rule id is exit 2', async () => {
  const t = makeTempDir('rule-ids-scan-');
  try {
    t.write('a.txt', 'a\n');
    t.write('.packwright.yml', 'rules:\n  aws-acess-key: warning\n');
    const r = await run(['scan', '.'], t.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('.packwright.yml:2: rules: unknown rule id "aws-acess-key" (did you mean "aws-access-key"?)\n');
  } finally {
    t.cleanup();
  }
});

test('hook pre-commit: a mistyped id in the staged config is exit 2', async () => {
  const repo = makeRepo('rule-ids-hook-');
  try {
    repo.stage({ '.packwright.yml': 'rules:\n  credential-files: warning\n', 'a.txt': 'a\n' });
    const r = await run(['hook', 'pre-commit', '--only', 'credentials'], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(':2: rules: unknown rule id "credential-files" (did you mean "credential-file"?)\n');
  } finally {
    repo.cleanup();
  }
});
