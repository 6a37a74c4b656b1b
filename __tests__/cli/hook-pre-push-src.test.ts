// `packwright hook pre-push` and `hook pre-merge-commit` in-process through main(), so these see
// src/ without `npm run bundle`, against real repositories: a bare remote reached by a file://
// URL, and what git really hands a hook. A capturing hook records git's arguments and stdin
// (and blocks, so nothing is pushed); the command then runs here with them, and the push is
// made (with --no-verify) when it passes. hook-pre-push.e2e.test.ts runs the bundled hooks.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { commands, type CommandEntry } from '../../src/cli/commands.js';
import { meta, runPrePush } from '../../src/cli/commands/hook-pre-push.js';
import { prePushWithStdin as withStdin, runMain } from '../helpers/in-process.js';
import { type Repo } from '../helpers/git-repo.js';
import { capturePush as capture, capturingPushRepo, pushThroughHook, type PushRepo } from '../helpers/push-capture.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';


const pushRepo = () => capturingPushRepo('packwright-push-src-');
const push = pushThroughHook;

const commit = (repo: Repo, files: Record<string, string>, message = 'change') => {
  repo.stage(files);
  repo.gitOk(['commit', '-qm', message, '--no-verify']);
  return repo.gitOk(['rev-parse', 'HEAD']).trim();
};
const remove = (repo: Repo, files: string[], message = 'remove') => {
  repo.gitOk(['rm', '-q', '--', ...files]);
  repo.gitOk(['commit', '-qm', message, '--no-verify']);
  return repo.gitOk(['rev-parse', 'HEAD']).trim();
};
const short = (oid: string) => oid.slice(0, 12);
const remoteHas = (repo: PushRepo, ref: string) => repo.run('git', ['rev-parse', '-q', '--verify', ref], {}, repo.remote).code === 0;

let repo: PushRepo;
beforeEach(() => {
  repo = pushRepo();
  commit(repo, { 'README.md': '# app\n' }, 'base');
  repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
});
afterEach(() => repo.cleanup());

describe('hook pre-push: what the push adds', () => {
  test('a key an older commit added and a later one deleted blocks the push: commit, path and line, never the value', async () => {
    const key = rsaPrivateKeyPem();
    const added = commit(repo, { 'src/keys.js': `// keys\nexport const key = \`${key}\`;\n`, 'config/.env.local': 'DB_PASSWORD=hunter2\n' }, 'add keys');
    commit(repo, { 'src/app.js': 'export default 1;\n' });
    remove(repo, ['src/keys.js', 'config/.env.local'], 'oops, remove keys');
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('packwright: push blocked: 2 credential findings in the commits this push adds (values are not shown)\n');
    expect(r.stderr).toContain(`  ${short(added)}  config/.env.local  [credential-file] the file name matches`);
    expect(r.stderr).toMatch(new RegExp(`  ${short(added)}  src/keys\\.js:2:\\d+  \\[private-key\\]`));
    expect(r.stderr).toContain(`git rebase -i ${short(added)}~1`);
    expect(r.stderr).toContain('git push --no-verify skips this check');
    expect(r.stderr).not.toContain('hunter2');
    expect(r.stderr).not.toContain(key.split('\n')[1].slice(0, 16));
    expect(remoteHas(repo, 'refs/heads/main~1')).toBe(false);
  });

  test('an --amend that keeps a secret already in HEAD passes the commit hook but is blocked at push', async () => {
    const token = fakeSecret.github();
    commit(repo, { 'app.py': `TOKEN = "${token}"\n` }, 'wip');
    repo.stage({ 'notes.txt': 'more\n' });
    // The amend's staged diff against HEAD holds notes.txt only: the commit hook cannot see the token.
    const preCommit = await runMain(['hook', 'pre-commit'], repo.dir, commands);
    expect(preCommit).toEqual({ code: 0, stdout: '', stderr: '' });
    repo.gitOk(['commit', '-q', '--amend', '--no-edit', '--no-verify']);
    const amended = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`  ${short(amended)}  app\\.py:1:\\d+  \\[github-token\\]`));
    expect(r.stderr).toContain('git commit --amend is enough when it is only the last commit');
    expect(r.stderr).not.toContain(token);
  });

  test('a clean push passes silently and is made', async () => {
    commit(repo, { 'src/index.ts': 'export const token_count = 1;\n', '.env.example': 'API_KEY=\n' });
    const r = await push(repo, ['origin', 'main']);
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(repo.run('git', ['rev-parse', 'main'], {}, repo.remote).stdout).toBe(repo.gitOk(['rev-parse', 'main']));
  });

  test('a branch deletion passes, even of a branch that holds a secret', async () => {
    repo.gitOk(['checkout', '-qb', 'leak']);
    commit(repo, { '.env': 'A=1\n' });
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'leak']);
    const r = await push(repo, ['origin', '--delete', 'leak']);
    expect(r.stdin).toMatch(/^\(delete\) 0{40} refs\/heads\/leak [0-9a-f]{40}\n$/);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, 'refs/heads/leak')).toBe(false);
  });

  test('a new branch checks only the commits the remote does not have', async () => {
    const old = commit(repo, { 'deploy/id_rsa': 'x\n' }, 'already pushed');
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
    repo.gitOk(['checkout', '-qb', 'feature']);
    commit(repo, { 'src/a.js': 'export default 1;\n' });
    const clean = await push(repo, ['origin', 'feature']);
    expect(clean.stdin).toMatch(/^refs\/heads\/feature [0-9a-f]{40} refs\/heads\/feature 0{40}\n$/);
    expect(clean).toMatchObject({ code: 0, stderr: '' });
    repo.gitOk(['checkout', '-qb', 'feature2']);
    const added = commit(repo, { 'keys/prod.key': 'x\n' });
    const r = await push(repo, ['origin', 'feature2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(added)}  keys/prod.key  [credential-file]`);
    expect(r.stderr).toContain('1 credential finding ');
    expect(r.stderr).not.toContain(short(old));
  });

  test('an update checks only remote_sha..local_sha, also when other remote-tracking refs are stale', async () => {
    commit(repo, { '.envrc': 'export A=1\n' }, 'pushed with --no-verify');
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
    // The remote-tracking ref falls behind; the remote's own old value still bounds the walk.
    repo.gitOk(['update-ref', 'refs/remotes/origin/main', 'main~1']);
    commit(repo, { 'b.txt': 'b\n' });
    expect(await push(repo, ['origin', 'main'])).toMatchObject({ code: 0, stderr: '' });
  });

  test('a push to a URL (no remote name) of a new branch checks all its history the remote may lack', async () => {
    commit(repo, { 'old/.netrc': 'machine x\n' }, 'on origin/main');
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
    repo.gitOk(['checkout', '-qb', 'copy']);
    const other = path.join(repo.root, 'other.git');
    repo.run('git', ['init', '-q', '--bare', other], {}, repo.root);
    const r = await push(repo, [pathToFileURL(other).href, 'copy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('old/.netrc  [credential-file]');
  });

  test('a secret in a root commit: the fix names git rebase -i --root', async () => {
    repo.gitOk(['checkout', '-q', '--orphan', 'fresh']);
    repo.gitOk(['rm', '-q', '-r', '--cached', '.']);
    const root = commit(repo, { 'secrets.yaml': 'a: 1\n' }, 'root');
    const r = await push(repo, ['origin', 'fresh']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(root)}  secrets.yaml  [credential-file]`);
    expect(r.stderr).toContain('git rebase -i --root, edit (or drop) those commits');
  });

  test('credentials.allow in the .packwright.yml committed in the pushed commit is honoured, for older commits too', async () => {
    const fixture = commit(repo, { 'test/fixtures/server.pem': 'x\n', 'test/fixtures/.env': 'A=1\n', 'config/.env': 'A=1\n' }, 'fixtures');
    const tip = commit(repo, { '.packwright.yml': 'credentials:\n  allow:\n    - "test/fixtures/**"\n' }, 'allow fixtures');
    // An uncommitted config does not decide the push.
    repo.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("packwright: allowed test/fixtures/.env [credential-file] by credentials.allow 'test/fixtures/**'\n");
    expect(r.stderr).toContain("packwright: allowed test/fixtures/server.pem [credential-file] by credentials.allow 'test/fixtures/**'\n");
    expect(r.stderr).toContain(`  ${short(fixture)}  config/.env  [credential-file]`);
    expect(r.stderr).toContain('1 credential finding ');
    expect(r.stderr).toContain(`here ${short(tip)}:.packwright.yml`);
    repo.gitOk(['checkout', '--', '.packwright.yml']);
    remove(repo, ['config/.env']);
    // Still blocked: the commit that added it is pushed too.
    expect((await push(repo, ['origin', 'main'])).code).toBe(1);
    repo.gitOk(['rebase', '-q', 'origin/main', '--exec', 'git rm -q --cached --ignore-unmatch config/.env && git commit -q --amend --no-edit --allow-empty --no-verify']);
    const after = await push(repo, ['origin', 'main']);
    expect(after.code).toBe(0);
    expect(after.stderr).toContain('packwright: allowed test/fixtures/server.pem');
  });

  test('a config the pushed commit deletes no longer applies; one with rules: sets severities', async () => {
    commit(repo, { '.packwright.yml': 'credentials:\n  allow: ["**"]\n', 'certs/dev.crt': 'x\n' });
    remove(repo, ['.packwright.yml']);
    expect((await push(repo, ['origin', 'main'])).stderr).toContain('certs/dev.crt  [credential-file]');
    commit(repo, { '.packwright.yml': 'rules:\n  credential-file: warning\n' });
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^packwright: warning [0-9a-f]{12} {2}certs\/dev\.crt {2}\[credential-file\] the file name matches \*\*\/\*\.crt, a credential file\n$/);
  });

  test('a broken committed config: one line naming it as git show would, exit 2', async () => {
    const tip = commit(repo, { '.packwright.yml': 'credentials:\n  allow: 5\n' });
    const r = await push(repo, ['origin', 'main']);
    expect(r).toMatchObject({ code: 2, stderr: `packwright: ${short(tip)}:.packwright.yml: credentials.allow must be a list of non-empty glob strings\n` });
  });

  test('a committed config that is a symbolic link is not followed (defaults, with a warning)', async () => {
    repo.write('real.yml', 'credentials:\n  allow: ["**"]\n');
    repo.run('ln', ['-s', 'real.yml', '.packwright.yml']);
    repo.gitOk(['add', 'real.yml', '.packwright.yml']);
    repo.gitOk(['commit', '-qm', 'link', '--no-verify']);
    commit(repo, { '.env': 'A=1\n' });
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/packwright: warning: [0-9a-f]{12}:\.packwright\.yml is not a regular file/);
  });

  test('--config FILE is used instead of the committed one', async () => {
    commit(repo, { 'test/fixtures/a.pem': 'x\n' });
    commit(repo, { '.packwright.yml': 'credentials:\n  allow: ["nothing/**"]\n' });
    repo.write('.packwright-ci.yml', 'credentials:\n  allow: ["test/**"]\n');
    const r = await push(repo, ['origin', 'main'], ['--config', '.packwright-ci.yml']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("allowed test/fixtures/a.pem [credential-file] by credentials.allow 'test/**'");
  });

  test('merges: a side branch secret is reported at the commit that added it; a secret the merge itself makes, at the merge', async () => {
    repo.gitOk(['checkout', '-qb', 'side']);
    const side = commit(repo, { 'side/.pgpass': 'x\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    commit(repo, { 'm.txt': 'm\n' });
    repo.gitOk(['merge', '-q', '--no-ff', '--no-verify', '--no-commit', 'side']);
    const token = fakeSecret.slack();
    repo.stage({ 'resolved.cfg': `token: ${token}\n` });
    repo.gitOk(['commit', '-qm', 'merge side', '--no-verify']);
    const merge = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(side)}  side/.pgpass  [credential-file]`);
    expect(r.stderr).toMatch(new RegExp(`  ${short(merge)}  resolved\\.cfg:1:\\d+  \\[slack-token\\]`));
    // side/.pgpass is in the merge's tree too, but as a parent has it: reported once.
    expect(r.stderr.match(/side\/\.pgpass/g)).toHaveLength(1);
    expect(r.stderr).not.toContain(token);
  });

  test('several refs in one push, each with the config of its own tip; tags too', async () => {
    repo.gitOk(['checkout', '-qb', 'a']);
    commit(repo, { '.packwright.yml': 'credentials:\n  allow: ["fixtures/**"]\n', 'fixtures/k.pem': 'x\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    repo.gitOk(['checkout', '-qb', 'b']);
    const b = commit(repo, { 'fixtures/k.pem': 'x\n' });
    repo.gitOk(['tag', '-a', '-m', 'v1', 'v1', 'b']);
    const r = await push(repo, ['origin', 'a', 'b', 'v1']);
    expect(r.stdin.trim().split('\n')).toHaveLength(3);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("allowed fixtures/k.pem [credential-file] by credentials.allow 'fixtures/**'");
    expect(r.stderr).toContain(`  ${short(b)}  fixtures/k.pem  [credential-file]`);
    expect(r.stderr).toContain('1 credential finding ');
  });

  test('a tag of a blob pushes that blob: its content is checked', async () => {
    const file = repo.write('../blob.txt', `key = "${fakeSecret.aws()}"\n`);
    const oid = repo.gitOk(['hash-object', '-w', file]).trim();
    repo.gitOk(['tag', 'blobtag', oid]);
    const r = await push(repo, ['origin', 'refs/tags/blobtag']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ {2}refs\/tags\/blobtag {2}refs\/tags\/blobtag:1:\d+ {2}\[aws-access-key\]/);
  });

  test('names are shown as git quotes them, bytes that are not UTF-8 in octal', async () => {
    commit(repo, { 'new\nline/id_ed25519': 'x\n' });
    const dir = Buffer.concat([Buffer.from(`${repo.dir}/caf`), Buffer.from([0xe9])]);
    mkdirSync(dir);
    writeFileSync(Buffer.concat([dir, Buffer.from('/.env')]), 'A=1\n');
    writeFileSync(Buffer.concat([dir, Buffer.from('/app.py')]), `T = "${fakeSecret.github()}"\n`);
    repo.gitOk(['add', '-A']);
    repo.gitOk(['commit', '-qm', 'latin-1', '--no-verify']);
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('  "new\\nline/id_ed25519"  [credential-file]');
    expect(r.stderr).toContain('  "caf\\351/.env"  [credential-file]');
    expect(r.stderr).toMatch(/ {2}"caf\\351\/app\.py":1:\d+ {2}\[github-token\]/);
  });

  test('the pre-commit framework: PRE_COMMIT_FROM_REF..PRE_COMMIT_TO_REF, without stdin', async () => {
    const from = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const added = commit(repo, { '.git-credentials': 'https://u:p@x\n' });
    const to = remove(repo, ['.git-credentials']);
    const never = async (): Promise<string> => {
      throw new Error('stdin read');
    };
    const reg: CommandEntry[] = [{ name: 'hook pre-push', summary: '', load: async () => ({ meta, run: (ctx) => runPrePush(ctx, never) }) }];
    const env = { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: from, PRE_COMMIT_TO_REF: to, PRE_COMMIT_REMOTE_NAME: 'origin' };
    const r = await runMain(['hook', 'pre-push'], repo.dir, reg, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(added)}  .git-credentials  [credential-file]`);
    // A push holding a root commit: pre-commit sets only the branch and the remote.
    const root = await runMain(['hook', 'pre-push'], repo.dir, reg, { PRE_COMMIT: '1', PRE_COMMIT_LOCAL_BRANCH: 'refs/heads/main', PRE_COMMIT_REMOTE_NAME: 'origin', PRE_COMMIT_REMOTE_URL: repo.url, PRE_COMMIT_REMOTE_BRANCH: 'refs/heads/main' });
    expect(root.code).toBe(1);
    expect(root.stderr).toContain('.git-credentials  [credential-file]');
    const bad = await runMain(['hook', 'pre-push'], repo.dir, reg, { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: from, PRE_COMMIT_TO_REF: 'no-such-branch' });
    expect(bad).toMatchObject({ code: 2, stderr: 'packwright: hook pre-push: no-such-branch: git has no object no-such-branch to push\n' });
  });

  test('outside a repository: one line, exit 2', async () => {
    const r = await runMain(['hook', 'pre-push', 'origin', 'u'], repo.root, withStdin(`refs/heads/main ${'a'.repeat(40)} refs/heads/main ${'0'.repeat(40)}\n`));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^packwright: git cat-file: fatal: not a git repository[^\n]*\n$/);
  });

  // How the time grows with commits and configs is measured in the benchmark (`npm run bench -- guards`).
  test('10,000 new commits: the one that added a secret is named', async () => {
    let script = '';
    for (let i = 1; i <= 10_000; i++) {
      script += `commit refs/heads/big\nmark :${i}\ncommitter T <t@example.com> ${1_700_000_000 + i} +0000\ndata 2\nc\n${i === 1 ? 'from refs/heads/main\n' : `from :${i - 1}\n`}`;
      const content = `line ${i}\n`;
      script += `M 100644 inline src/file${i % 500}.txt\ndata ${Buffer.byteLength(content)}\n${content}`;
      if (i === 4000) {
        const secret = `key = "${fakeSecret.aws()}"\n`;
        script += `M 100644 inline conf/aws.py\ndata ${Buffer.byteLength(secret)}\n${secret}`;
      }
      if (i === 4001) script += 'D conf/aws.py\n';
      script += '\n';
    }
    const fi = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo.dir, env: repo.env, input: script });
    expect(fi.status).toBe(0);
    const { argv, stdin } = capture(repo, ['origin', 'big']);
    const r = await runMain(['hook', 'pre-push', ...argv], repo.dir, withStdin(stdin));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ {2}[0-9a-f]{12} {2}conf\/aws\.py:1:\d+ {2}\[aws-access-key\]/);
    expect(r.stderr).toContain('1 credential finding ');
  }, 120_000);
});

describe('hook pre-merge-commit: a real merge, as git leaves it for the hook', () => {
  /** Runs `git merge ARGS` with a pre-merge-commit hook that blocks; the merge's result stays in the index, HEAD unmoved. */
  function mergeStopped(args: string[]): void {
    const hook = path.join(repo.dir, '.git', 'hooks', 'pre-merge-commit');
    writeFileSync(hook, `#!/bin/sh\ngit diff --cached --name-only > '${repo.root}/merge-staged'\nexit 1\n`);
    chmodSync(hook, 0o755);
    const r = repo.git(['merge', ...args]);
    expect(r.code).not.toBe(0);
    expect(existsSync(path.join(repo.root, 'merge-staged'))).toBe(true);
  }

  test('the staged diff is what the merge brings to this branch: the side branch key blocks, with the merge wording', async () => {
    repo.gitOk(['checkout', '-qb', 'feature']);
    commit(repo, { 'deploy/credentials.json': '{}\n', 'src/f.js': 'f\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    commit(repo, { 'b.txt': 'b\n' });
    mergeStopped(['--no-ff', '-m', 'merge feature', 'feature']);
    expect(readFileSync(path.join(repo.root, 'merge-staged'), 'utf8').split('\n').filter(Boolean)).toEqual(['deploy/credentials.json', 'src/f.js']);
    const r = await runMain(['hook', 'pre-merge-commit'], repo.dir, commands);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: merge blocked: 1 credential finding in what the merge adds to this branch (values are not shown)\n');
    expect(r.stderr).toContain('  deploy/credentials.json  [credential-file]');
    expect(r.stderr).toContain('then git commit to conclude the merge (the pre-commit hook checks it again), or git merge --abort');
    expect(r.stderr).toContain('(git merge --no-verify skips this check; not recommended)');
    expect(r.stderr).not.toContain('git commit --no-verify');
  });

  test('a clean merge passes silently; what main already had is not re-checked', async () => {
    commit(repo, { '.env': 'A=1\n' }, 'on main already');
    repo.gitOk(['checkout', '-qb', 'feature', 'main~1']);
    commit(repo, { 'src/f.js': 'f\n' });
    repo.gitOk(['checkout', '-q', 'main']);
    mergeStopped(['--no-ff', '-m', 'merge feature', 'feature']);
    expect(await runMain(['hook', 'pre-merge-commit'], repo.dir, commands)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('takes no FILE arguments', async () => {
    const r = await runMain(['hook', 'pre-merge-commit', 'a.txt'], repo.dir, commands);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe("packwright: hook pre-merge-commit: unexpected argument 'a.txt'");
  });
});

describe('hook pre-push: objects as git sends them, every kind of entry, many configs', () => {
  test('a blob or a history hidden by git replace is still checked: a push sends the objects as stored', async () => {
    const token = fakeSecret.github();
    commit(repo, { 'app.py': `TOKEN = "${token}"\n` }, 'token');
    const cleanBlob = repo.run('sh', ['-c', 'printf "TOKEN = None\\n" | git hash-object -w --stdin']).stdout.trim();
    repo.gitOk(['replace', repo.gitOk(['rev-parse', 'HEAD:app.py']).trim(), cleanBlob]);
    expect(repo.gitOk(['cat-file', '-p', 'HEAD:app.py'])).toBe('TOKEN = None\n');
    const blob = await push(repo, ['origin', 'main']);
    expect(blob.code).toBe(1);
    expect(blob.stderr).toMatch(/ {2}[0-9a-f]{12} {2}app\.py:1:\d+ {2}\[github-token\]/);
    expect(blob.stderr).not.toContain(token);
    // A graft that makes the history look as if the commit adding the key were not there.
    repo.gitOk(['replace', '-d', repo.gitOk(['rev-parse', 'HEAD:app.py']).trim()]);
    remove(repo, ['app.py']);
    repo.gitOk(['replace', '--graft', 'HEAD', 'origin/main']);
    const graft = await push(repo, ['origin', 'main']);
    expect(graft.code).toBe(1);
    expect(graft.stderr).toMatch(/ {2}[0-9a-f]{12} {2}app\.py:1:\d+ {2}\[github-token\]/);
  });

  test('a symbolic link is no credential file by its name, but its target text is content a push sends', async () => {
    const token = fakeSecret.github();
    repo.run('ln', ['-s', token, 'latest']);
    repo.run('ln', ['-s', 'config/real.env', '.env']);
    repo.gitOk(['add', 'latest', '.env']);
    repo.gitOk(['commit', '-qm', 'links', '--no-verify']);
    const added = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`  ${short(added)}  latest:1:1  \\[github-token\\]`));
    expect(r.stderr).toContain('1 credential finding ');
    expect(r.stderr).not.toContain('.env');
    expect(r.stderr).not.toContain(token);
  });

  test('only REMOTE\'s own remote-tracking refs count, not those of a remote named REMOTE/…', async () => {
    const nested = path.join(repo.root, 'nested.git');
    repo.run('git', ['init', '-q', '--bare', nested], {}, repo.root);
    repo.gitOk(['remote', 'add', 'origin/mirror', pathToFileURL(nested).href]);
    repo.gitOk(['checkout', '-qb', 'leak']);
    const added = commit(repo, { 'deploy/.netrc': 'machine x\n' });
    repo.gitOk(['push', '-q', '--no-verify', 'origin/mirror', 'leak']);
    // git rev-list --remotes=origin would take refs/remotes/origin/mirror/leak as origin's.
    expect(repo.gitOk(['rev-parse', 'refs/remotes/origin/mirror/leak']).trim()).toBe(added);
    const r = await push(repo, ['origin', 'leak']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(added)}  deploy/.netrc  [credential-file]`);
  });

  test('refs whose tips commit different configs: a push of 60 tags over 10,000 commits reports the one finding once', async () => {
    let script = '';
    for (let i = 1; i <= 10_000; i++) {
      script += `commit refs/heads/long\nmark :${i}\ncommitter T <t@example.com> ${1_700_000_000 + i} +0000\ndata 2\nc\n${i === 1 ? 'from refs/heads/main\n' : `from :${i - 1}\n`}`;
      const content = `line ${i}\n`;
      script += `M 100644 inline src/file${i % 500}.txt\ndata ${Buffer.byteLength(content)}\n${content}`;
      if (i % 160 === 0) {
        const config = `# v${i}\ncredentials:\n  allow: ["fixtures/**"]\n`;
        script += `M 100644 inline .packwright.yml\ndata ${Buffer.byteLength(config)}\n${config}`;
      }
      if (i === 100) script += 'M 100644 inline keys/deploy.pem\ndata 2\nx\n';
      if (i === 101) script += 'D keys/deploy.pem\n';
      script += '\n';
      if (i % 160 === 0) script += `reset refs/tags/v${i}\nfrom :${i}\n\n`;
    }
    const fi = spawnSync('git', ['fast-import', '--quiet'], { cwd: repo.dir, env: repo.env, input: script });
    expect(fi.status).toBe(0);
    const other = path.join(repo.root, 'other.git');
    repo.run('git', ['init', '-q', '--bare', other], {}, repo.root);
    const { argv, stdin } = capture(repo, [pathToFileURL(other).href, '--tags']);
    expect(stdin.trim().split('\n')).toHaveLength(62);
    const r = await runMain(['hook', 'pre-push', ...argv], repo.dir, withStdin(stdin));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^packwright: push blocked: 1 credential finding /m);
    expect(r.stderr).toMatch(/ {2}[0-9a-f]{12} {2}keys\/deploy\.pem {2}\[credential-file\]/);
  }, 120_000);
});

describe('hook pre-push: commit and tag messages are pushed too', () => {
  const tagged = (oid: string) => repo.gitOk(['rev-parse', oid]).trim();

  test('a token in the last commit message blocks: commit, (commit message), line and column, never the value; the fix says reword or --amend', async () => {
    const token = fakeSecret.github();
    const c = commit(repo, { 'a.txt': 'a\n' }, `fix: rotate key ${token}`);
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the commits this push adds (values are not shown)\n');
    expect(r.stderr).toContain(`\n  ${short(c)}  (commit message):1:17  [github-token] `);
    expect(r.stderr).toContain(`  - reword each commit message named above: git rebase -i ${short(c)}~1, mark those commits reword,\n`);
    expect(r.stderr).toContain('git commit --amend is enough when it is only the last commit');
    expect(r.stderr).toContain('credentials.allow globs match file paths, not messages');
    // No file finding: the file advice is left out.
    expect(r.stderr).not.toContain('edit (or drop) those commits');
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, 'refs/heads/main~1')).toBe(false);
  });

  test('an older commit of the push: its message is checked too, in walk order with the file findings', async () => {
    const token = fakeSecret.slack();
    const old = commit(repo, { 'a.txt': 'a\n' }, `wip\n\nslack: ${token}\n`);
    const key = commit(repo, { '.env': 'A=1\n' }, 'env');
    commit(repo, { 'b.txt': 'b\n' }, 'clean');
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    const rows = r.stderr.split('\n').filter((l) => /^ {2}[0-9a-f]{12} {2}/.test(l));
    expect(rows).toEqual([`  ${short(old)}  (commit message):3:8  [slack-token] ${rows[0].split('] ')[1]}`, `  ${short(key)}  .env  [credential-file] the file name matches **/{.env,.env.*,.envrc}, a credential file`]);
    expect(r.stderr).toContain(`reword each commit message named above: git rebase -i ${short(old)}~1`);
    expect(r.stderr).toContain(`take it out of each commit named above: git rebase -i ${short(key)}~1`);
    expect(r.stderr).not.toContain(token);
  });

  test('an annotated tag whose message holds a token blocks when the tag is pushed; a tag of that tag too', async () => {
    const token = fakeSecret.gitlab();
    const base = repo.gitOk(['rev-parse', 'HEAD']).trim();
    repo.gitOk(['tag', '-a', '-m', `release\n\ndeploy token ${token}`, 'v1']);
    const v1 = tagged('v1');
    const r = await push(repo, ['origin', 'v1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(v1)}  (tag message):3:14  [gitlab-token] `);
    expect(r.stderr).toContain(`  - re-create tag v1 with a new message: git tag -d v1, then git tag -a v1 ${short(base)}\n`);
    expect(r.stderr).not.toContain('reword');
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, 'refs/tags/v1')).toBe(false);
    // A clean tag of v1 sends v1 as well.
    repo.gitOk(['-c', 'advice.nestedTag=false', 'tag', '-a', '-m', 'outer', 'v1-signed', 'v1']);
    const outer = await push(repo, ['origin', 'v1-signed']);
    expect(outer.code).toBe(1);
    expect(outer.stderr).toContain(`  ${short(v1)}  (tag message):3:14  [gitlab-token] `);
    expect(outer.stderr).not.toContain(`${short(tagged('v1-signed'))}  (tag message)`);
    // A clean annotated tag passes and is pushed.
    repo.gitOk(['tag', '-a', '-m', 'release 2', 'v2']);
    expect(await push(repo, ['origin', 'v2'])).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, 'refs/tags/v2')).toBe(true);
  });

  test('packwright:allow on the message line lets it through, with a line naming the commit', async () => {
    const c = commit(repo, { 'a.txt': 'a\n' }, `docs: example token ${fakeSecret.github()} packwright:allow`);
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`packwright: allowed ${short(c)} (commit message):1:21 [github-token] by packwright:allow on the line\n`);
  });

  test('a message the remote already has is not checked again', async () => {
    commit(repo, { 'a.txt': 'a\n' }, `oops ${fakeSecret.aws()}`);
    repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
    commit(repo, { 'b.txt': 'b\n' }, 'clean');
    expect(await push(repo, ['origin', 'main'])).toMatchObject({ code: 0, stderr: '' });
  });

  test('the committed config: a rule turned off is honoured; credentials.allow globs (paths) do not apply to messages', async () => {
    commit(repo, { '.packwright.yml': 'rules:\n  github-token: off\n' }, `config ${fakeSecret.github()}`);
    expect(await push(repo, ['origin', 'main'])).toMatchObject({ code: 0, stderr: '' });
    const c = commit(repo, { '.packwright.yml': 'rules:\n  github-token: off\n  aws-access-key: warning\ncredentials:\n  allow: ["**"]\n' }, `aws ${fakeSecret.aws()}\nslack ${fakeSecret.slack()}`);
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`packwright: warning ${short(c)}  (commit message):1:5  [aws-access-key] `);
    expect(r.stderr).toContain(`  ${short(c)}  (commit message):2:7  [slack-token] `);
    expect(r.stderr).toContain(`here ${short(c)}:.packwright.yml`);
  });

  test('message bytes that are not UTF-8 (an encoding header, a NUL byte) are read as bytes, without a crash', async () => {
    const token = fakeSecret.github();
    const file = repo.write('../msg', Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9, 0x0a, 0x0a, 0xe0, 0x20]), Buffer.from(`${token}\n`)]));
    repo.stage({ 'a.txt': 'a\n' });
    repo.gitOk(['-c', 'i18n.commitEncoding=ISO-8859-1', 'commit', '-q', '-F', file, '--no-verify']);
    const latin1 = repo.gitOk(['rev-parse', 'HEAD']).trim();
    expect(repo.gitOk(['cat-file', 'commit', 'HEAD'])).toContain('\nencoding ISO-8859-1\n');
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(latin1)}  (commit message):3:3  [github-token] `);
    // A clean Latin-1 message passes.
    repo.gitOk(['reset', '-q', '--hard', 'HEAD~1']);
    repo.write('../msg', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    repo.stage({ 'b.txt': 'b\n' });
    repo.gitOk(['-c', 'i18n.commitEncoding=ISO-8859-1', 'commit', '-q', '-F', file, '--no-verify']);
    expect(await push(repo, ['origin', 'main'])).toMatchObject({ code: 0, stderr: '' });
    // A NUL byte (git commit refuses one; hash-object does not) hides nothing.
    const head = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const tree = repo.gitOk(['rev-parse', 'HEAD^{tree}']).trim();
    const object = Buffer.concat([Buffer.from(`tree ${tree}\nparent ${head}\nauthor T <t@example.com> 1700000000 +0000\ncommitter T <t@example.com> 1700000000 +0000\n\nx`), Buffer.from([0]), Buffer.from(` ${token}\n`)]);
    const made = spawnSync('git', ['hash-object', '-t', 'commit', '--literally', '-w', '--stdin'], { cwd: repo.dir, env: repo.env, input: object });
    expect(made.status).toBe(0);
    const nul = made.stdout.toString().trim();
    repo.gitOk(['update-ref', 'refs/heads/main', nul]);
    const withNul = await push(repo, ['origin', 'main']);
    expect(withNul.code).toBe(1);
    expect(withNul.stderr).toContain(`  ${short(nul)}  (commit message):1:4  [github-token] `);
    expect(withNul.stderr).not.toContain(token);
  });
});
