// `packwright hook pre-push` on what a push sends besides files and messages: the headers of the
// commits and tags it sends (author, committer, tagger, a mergetag's embedded tag, a signature),
// and the ref names it publishes. As in hook-pre-push-src.test.ts: in-process through main(),
// against a bare remote, with the arguments and stdin a capturing hook records from a real push.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cutBeforeSecret } from '../../src/secrets/check.js';
import { parseObjectMessage } from '../../src/core/git-index.js';
import { scanHeader } from '../../src/secrets/scan-content.js';
import { prePushWithStdin as withStdin, runMain } from '../helpers/in-process.js';
import { type Repo } from '../helpers/git-repo.js';
import { capturingPushRepo, pushThroughHook, type PushRepo } from '../helpers/push-capture.js';
import { fakeSecret } from '../helpers/fake-secrets.js';


const pushRepo = () => capturingPushRepo('packwright-push-headers-');
const push = pushThroughHook;

const commit = (repo: Repo, files: Record<string, string>, message = 'change', env: NodeJS.ProcessEnv = {}) => {
  repo.stage(files);
  repo.gitOk(['commit', '-qm', message, '--no-verify'], env);
  return repo.gitOk(['rev-parse', 'HEAD']).trim();
};
const short = (oid: string) => oid.slice(0, 12);
const remoteHas = (repo: PushRepo, ref: string) => repo.run('git', ['rev-parse', '-q', '--verify', ref], {}, repo.remote).code === 0;

/** Writes a commit object as given (hash-object checks its format, as a push's receiver would). */
function commitObject(repo: Repo, text: string): string {
  const made = spawnSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], { cwd: repo.dir, env: repo.env, input: text });
  if (made.status !== 0) throw new Error(`git hash-object: ${made.stderr.toString()}`);
  return made.stdout.toString().trim();
}

/** An armored block, as gpg or ssh-keygen -Y sign writes one, with a random body, each line indented for a header. */
function armored(kind: string, bytes: number): string {
  const body = randomBytes(bytes).toString('base64').match(/.{1,64}/g)!;
  return [`-----BEGIN ${kind}-----`, '', ...body, `=${randomBytes(3).toString('base64')}`, `-----END ${kind}-----`].join('\n ');
}

const IDENT = 'T <t@example.com> 1700000000 +0000';

let repo: PushRepo;
beforeEach(() => {
  repo = pushRepo();
  commit(repo, { 'README.md': '# app\n' }, 'base');
  repo.gitOk(['push', '-q', '--no-verify', 'origin', 'main']);
});
afterEach(() => repo.cleanup());

describe('hook pre-push: commit and tag headers are pushed too', () => {
  test('a token in an author name blocks: commit, (commit header), line and column, never the value; the fix resets the author', async () => {
    const token = fakeSecret.github();
    const c = commit(repo, { 'a.txt': 'a\n' }, 'clean message', { GIT_AUTHOR_NAME: `CI ${token}` });
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the commits this push adds (values are not shown)\n');
    // tree, parent, author: line 3, after `author CI `.
    expect(r.stderr).toContain(`\n  ${short(c)}  (commit header):3:11  [github-token] `);
    expect(r.stderr).toContain(`git rebase -i ${short(c)}~1 --exec 'git commit --amend --no-edit --reset-author'`);
    expect(r.stderr).toContain('git commit --amend --no-edit --reset-author is enough when it is only the last commit');
    expect(r.stderr).toContain('packwright:allow and credentials.allow do not apply to a commit or tag header or a ref name');
    expect(r.stderr).not.toContain('edit (or drop) those commits');
    expect(r.stderr).not.toContain('reword');
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, 'refs/heads/main~1')).toBe(false);
    // The fix the report gives: the push then passes.
    repo.gitOk(['commit', '-q', '--amend', '--no-edit', '--reset-author', '--no-verify']);
    expect(await push(repo, ['origin', 'main'])).toMatchObject({ code: 0, stderr: '' });
  });

  test('a committer email in an older commit; packwright:allow in the header does not let it through; rules: off does', async () => {
    const token = fakeSecret.aws();
    const old = commit(repo, { 'a.txt': 'a\n' }, 'one', { GIT_COMMITTER_NAME: 'Bot packwright:allow', GIT_COMMITTER_EMAIL: `${token}@example.com` });
    commit(repo, { 'b.txt': 'b\n' }, 'two');
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`  ${short(old)}  (commit header):4:33  [aws-access-key] `);
    expect(r.stderr).not.toContain('packwright: allowed');
    expect(r.stderr).toContain(`git rebase -i ${short(old)}~1 --exec`);
    expect(r.stderr).not.toContain(token);
    commit(repo, { '.packwright.yml': 'rules:\n  aws-access-key: warning\n' }, 'config');
    const warned = await push(repo, ['origin', 'main']);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(`packwright: warning ${short(old)}  (commit header):4:33  [aws-access-key] `);
  });

  test('a merge commit whose mergetag embeds a tag message with a token blocks; the fix says redo the merge', async () => {
    const token = fakeSecret.gitlab();
    repo.gitOk(['checkout', '-qb', 'side']);
    const side = commit(repo, { 'side.txt': 's\n' });
    repo.gitOk(['tag', '-a', '-m', `release\n\ndeploy token ${token}`, 'v1']);
    repo.gitOk(['checkout', '-q', 'main']);
    const main = commit(repo, { 'm.txt': 'm\n' });
    repo.gitOk(['merge', '-q', '--no-ff', '--no-verify', '--no-commit', 'side']);
    const tree = repo.gitOk(['write-tree']).trim();
    repo.gitOk(['merge', '--abort']);
    // git merge writes a mergetag only for a signed tag; the object it would write, by hand.
    const tag = repo.gitOk(['cat-file', 'tag', 'v1']).replace(/\n$/, '');
    const embedded = tag.split('\n').join('\n ');
    const merge = commitObject(repo, `tree ${tree}\nparent ${main}\nparent ${side}\nauthor ${IDENT}\ncommitter ${IDENT}\nmergetag ${embedded}\n\nMerge tag 'v1'\n`);
    expect(parseObjectMessage(Buffer.from(repo.gitOk(['cat-file', 'commit', merge]))).fields.get('mergetag')).toBe(`object ${side}`);
    repo.gitOk(['update-ref', 'refs/heads/main', merge]);
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    // Header line 13: tree, 2 parents, author, committer, mergetag object, type, tag, tagger, ' ', ' release', ' ', ' deploy token …'.
    expect(r.stderr).toContain(`\n  ${short(merge)}  (commit header):13:15  [gitlab-token] `);
    expect(r.stderr).toContain('1 credential finding ');
    expect(r.stderr).toContain('its mergetag header): redo the merge');
    expect(r.stderr).toContain('git merge <tag>^{commit} stores no mergetag');
    expect(r.stderr).not.toContain('--reset-author');
    expect(r.stderr).not.toContain(token);
  });

  test('an annotated tag whose tagger holds a token blocks, naming (tag header); the fix re-creates the tag', async () => {
    const token = fakeSecret.slack();
    const base = repo.gitOk(['rev-parse', 'HEAD']).trim();
    repo.gitOk(['tag', '-a', '-m', 'release 1', 'v1'], { GIT_COMMITTER_NAME: token });
    const v1 = repo.gitOk(['rev-parse', 'v1']).trim();
    const r = await push(repo, ['origin', 'v1']);
    expect(r.code).toBe(1);
    // object, type, tag, tagger: line 4, after `tagger `.
    expect(r.stderr).toContain(`  ${short(v1)}  (tag header):4:8  [slack-token] `);
    // A tag is no commit: the headline says what was found, not "in the commits this push adds".
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in what this push sends (values are not shown)\n');
    expect(r.stderr).toContain(`  - re-create tag v1 with a clean tagger (git config user.name and user.email): git tag -d v1, then git tag -a v1 ${short(base)}\n`);
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, 'refs/tags/v1')).toBe(false);
  });

  test('signed commits and tags: a PGP or SSH signature in a gpgsig header, or after a tag message, passes', async () => {
    const head = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const tree = repo.gitOk(['rev-parse', 'HEAD^{tree}']).trim();
    const pgp = commitObject(repo, `tree ${tree}\nparent ${head}\nauthor ${IDENT}\ncommitter ${IDENT}\ngpgsig ${armored('PGP SIGNATURE', 566)}\n\nsigned with gpg\n`);
    const ssh = commitObject(repo, `tree ${tree}\nparent ${pgp}\nauthor ${IDENT}\ncommitter ${IDENT}\ngpgsig ${armored('SSH SIGNATURE', 294)}\n\nsigned with ssh\n`);
    expect(repo.gitOk(['cat-file', 'commit', ssh])).toContain('\ngpgsig -----BEGIN SSH SIGNATURE-----\n \n ');
    repo.gitOk(['update-ref', 'refs/heads/main', ssh]);
    const tagText = `object ${ssh}\ntype commit\ntag v1\ntagger ${IDENT}\n\nrelease\n${armored('PGP SIGNATURE', 566).replace(/\n /g, '\n')}\n`;
    const made = spawnSync('git', ['hash-object', '-t', 'tag', '-w', '--stdin'], { cwd: repo.dir, env: repo.env, input: tagText });
    expect(made.status).toBe(0);
    repo.gitOk(['update-ref', 'refs/tags/v1', made.stdout.toString().trim()]);
    expect(await push(repo, ['origin', 'main', 'v1'])).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, 'refs/tags/v1')).toBe(true);
  });
});

describe('hook pre-push: ref names are published with the push', () => {
  test('a branch named with a token blocks, naming (ref name) without the token; deleting it passes', async () => {
    const token = fakeSecret.github();
    repo.gitOk(['checkout', '-qb', `fix-${token}`]);
    commit(repo, { 'a.txt': 'a\n' });
    const r = await push(repo, ['origin', `fix-${token}`]);
    expect(r.code).toBe(1);
    expect(r.stdin).toContain(`refs/heads/fix-${token} `);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the ref names this push publishes (values are not shown)\n');
    expect(r.stderr).toContain('\n  refs/heads/fix-…  (ref name):1:16  [github-token] ');
    expect(r.stderr).toContain('  - rename branch fix-…: git branch -m fix-… <new name>, then push the new name\n');
    expect(r.stderr).toContain('do not apply to a commit or tag header or a ref name');
    expect(r.stderr).not.toContain('git rebase');
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, `refs/heads/fix-${token}`)).toBe(false);
    // Renamed, it passes; a branch of that name the remote has can be deleted (the fix): a deletion publishes no name.
    repo.gitOk(['branch', '-m', 'fix-login']);
    expect(await push(repo, ['origin', 'fix-login'])).toMatchObject({ code: 0, stderr: '' });
    repo.gitOk(['push', '-q', '--no-verify', 'origin', `fix-login:refs/heads/old-${token}`]);
    expect(await push(repo, ['origin', '--delete', `old-${token}`])).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, `refs/heads/old-${token}`)).toBe(false);
  });

  test('a remote ref name with a token (git push origin main:<name>) and a lightweight tag named with one block', async () => {
    const token = fakeSecret.npm();
    commit(repo, { 'a.txt': 'a\n' });
    const r = await push(repo, ['origin', `main:refs/heads/${token}`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the ref names this push publishes (values are not shown)\n');
    expect(r.stderr).toContain('\n  refs/heads/…  (ref name):1:12  [npm-token] ');
    expect(r.stderr).toContain('  - push refs/heads/main under another name: git push <remote> refs/heads/main:<new name>');
    expect(r.stderr).not.toContain(token);
    repo.gitOk(['tag', `rel-${token}`]);
    const tag = await push(repo, ['origin', `rel-${token}`]);
    expect(tag.code).toBe(1);
    expect(tag.stderr).toContain('\n  refs/tags/rel-…  (ref name):1:15  [npm-token] ');
    expect(tag.stderr).toContain('  - rename tag rel-…: git tag <new name> rel-…, then git tag -d rel-…, and push the new name\n');
    expect(tag.stderr).not.toContain(token);
  });
});

describe('hook pre-push: file names are pushed too', () => {
  test('a commit adding a file whose name holds a token blocks, shown cut before it; the fix rewrites that commit', async () => {
    const token = fakeSecret.github();
    commit(repo, { 'ok.txt': 'ok\n' }, 'first');
    commit(repo, { [`cache/${token}.json`]: '{}\n' }, 'add cache');
    const r = await push(repo, ['origin', 'HEAD:refs/heads/main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the commits this push adds (values are not shown)\n');
    expect(r.stderr).toMatch(/\n {2}[0-9a-f]{12} {2}cache\/… {2}\[github-token\] a GitHub token in the file's name\n/);
    expect(r.stderr).toContain('git rebase -i');
    expect(r.stderr).not.toContain(token);
  });
});

describe('hook pre-push: a credential file whose name holds a token', () => {
  test('ghp_….pem: both findings show the name cut before the token', async () => {
    const token = fakeSecret.github();
    commit(repo, { [`keys/${token}.pem`]: 'x\n' }, 'add key');
    const r = await push(repo, ['origin', 'HEAD:refs/heads/main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\n {2}[0-9a-f]{12} {2}keys\/… {2}\[credential-file\] /);
    expect(r.stderr).not.toContain(token);
  });
});

describe('hook pre-push: only the remote ref name is published', () => {
  test('a local branch named with a token pushed under a clean name (git push origin <name>:clean) passes: git sends the remote only the remote name', async () => {
    const token = fakeSecret.github();
    repo.gitOk(['checkout', '-qb', `fix-${token}`]);
    commit(repo, { 'a.txt': 'a\n' });
    const r = await push(repo, ['origin', `fix-${token}:refs/heads/clean`]);
    expect(r.stdin).toContain(`refs/heads/fix-${token} `);
    expect(r.stdin).toContain(' refs/heads/clean ');
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, 'refs/heads/clean')).toBe(true);
    expect(remoteHas(repo, `refs/heads/fix-${token}`)).toBe(false);
  });

  test('a lightweight tag named with a token pushed as a clean tag passes; an annotated one still blocks: its header holds its name', async () => {
    const token = fakeSecret.npm();
    repo.gitOk(['tag', `rel-${token}`]);
    expect(await push(repo, ['origin', `refs/tags/rel-${token}:refs/tags/v1`])).toMatchObject({ code: 0, stderr: '' });
    expect(remoteHas(repo, 'refs/tags/v1')).toBe(true);
    repo.gitOk(['tag', '-a', '-m', 'release 2', `ann-${token}`]);
    const r = await push(repo, ['origin', `refs/tags/ann-${token}:refs/tags/v2`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in what this push sends (values are not shown)\n');
    // object, type, tag: line 3, after `tag ann-`; no ref name finding.
    expect(r.stderr).toMatch(/\n {2}[0-9a-f]{12} {2}\(tag header\):3:9 {2}\[npm-token\] /);
    expect(r.stderr).not.toContain('(ref name)');
    expect(r.stderr).not.toContain(token);
    expect(remoteHas(repo, 'refs/tags/v2')).toBe(false);
  });

  test('a token in a file and in the remote name: both found, and the headline covers both', async () => {
    const token = fakeSecret.github();
    commit(repo, { 'keys/deploy.pem': 'x\n' });
    const r = await push(repo, ['origin', `main:refs/heads/x-${token}`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 2 credential findings in what this push sends (values are not shown)\n');
    expect(r.stderr).toContain('  keys/deploy.pem  [credential-file] ');
    expect(r.stderr).toContain('\n  refs/heads/x-…  (ref name):1:14  [github-token] ');
    expect(r.stderr).not.toContain(token);
  });

  test('the pre-commit framework: PRE_COMMIT_REMOTE_BRANCH is the name published; without it, the local branch name is checked', async () => {
    const token = fakeSecret.github();
    const from = repo.gitOk(['rev-parse', 'HEAD']).trim();
    repo.gitOk(['checkout', '-qb', `fix-${token}`]);
    const to = commit(repo, { 'a.txt': 'a\n' });
    const env = { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: from, PRE_COMMIT_TO_REF: to, PRE_COMMIT_REMOTE_NAME: 'origin', PRE_COMMIT_LOCAL_BRANCH: `refs/heads/fix-${token}` };
    const reg = withStdin('');
    expect(await runMain(['hook', 'pre-push'], repo.dir, reg, { ...env, PRE_COMMIT_REMOTE_BRANCH: 'refs/heads/clean' })).toMatchObject({ code: 0, stderr: '' });
    const unknown = await runMain(['hook', 'pre-push'], repo.dir, reg, env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('\n  refs/heads/fix-…  (ref name):1:16  [github-token] ');
    expect(unknown.stderr).not.toContain(token);
  });

  test('findings only in commits keep the headline "in the commits this push adds"', async () => {
    commit(repo, { 'keys/deploy.pem': 'x\n' });
    const r = await push(repo, ['origin', 'main']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('packwright: push blocked: 1 credential finding in the commits this push adds (values are not shown)\n');
  });
});

describe('helpers', () => {
  test('parseObjectMessage keeps the header bytes, continuation lines included; scanHeader names the field of a hit\'s line', () => {
    const object = Buffer.from(`tree ${'a'.repeat(40)}\nauthor A <a@x> 1 +0000\nmergetag object ${'b'.repeat(40)}\n type commit\n \n msg\n\nsubject\n`);
    const { header, message } = parseObjectMessage(object);
    expect(header.toString()).toBe(`tree ${'a'.repeat(40)}\nauthor A <a@x> 1 +0000\nmergetag object ${'b'.repeat(40)}\n type commit\n \n msg`);
    expect(message.toString()).toBe('subject\n');
    expect(parseObjectMessage(Buffer.from('\nno header\n')).header).toEqual(Buffer.alloc(0));
    const token = () => fakeSecret.github();
    const withTokens = Buffer.from(`tree ${token()}\nauthor ${token()} <a@x> 1 +0000\nmergetag object ${token()}\n type ${token()}\n \n msg ${token()}\ncommitter ${token()}`);
    expect(scanHeader(withTokens).map((h) => `${h.line}:${h.field}`)).toEqual(['1:tree', '2:author', '3:mergetag', '4:mergetag', '6:mergetag', '7:committer']);
    expect(scanHeader(Buffer.from(` lead ${token()}`)).map((h) => h.field)).toEqual(['']);
  });

  test('cutBeforeSecret cuts a name before what the rules find in it', () => {
    const token = fakeSecret.github();
    expect(cutBeforeSecret('refs/heads/main')).toBe('refs/heads/main');
    expect(cutBeforeSecret(`refs/heads/x-${token}-y`)).toBe('refs/heads/x-…');
  });
});
