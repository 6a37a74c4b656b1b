import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync, mkdirSync, chmodSync, symlinkSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { runCompositeAction, FAKE_GITHUB_TOKEN } from '../helpers/action-runner.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { runGit, gitErrorLine } from '../../src/core/git.js';
import { ACTION, git, baseEnv, repo, otherClone, fakeApi, type FakeApi } from './build-context-pack-fixture.js';

const MANIFEST = path.join('docs', 'agent-pack', 'pack.json');
/** The action's one error line (setFailed escapes nothing here: the messages hold no newline). */
const errorLine = (stdout: string) => stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';

describe('build-context-pack: commit: pull-request never overwrites somebody else\'s branch', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await fakeApi();
  });
  afterAll(() => api.stop());

  test.each(['main', 'refs/heads/main', 'MAIN'])('branch %s (the base branch) is refused before anything is written; main is untouched', (branch) => {
    const { t, remote, work } = repo();
    try {
      const before = git(remote, 'rev-parse', 'main');
      const r = runCompositeAction(ACTION, { mode: 'both', commit: 'pull-request', branch, token: 'tok' }, { cwd: work, env: { ...baseEnv, GITHUB_API_URL: api.url } });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe(`::error::packwright: input branch: ${branch} is the branch the pull request goes to; commit: pull-request needs a branch of its own (default packwright/context-pack)`);
      expect(git(remote, 'rev-parse', 'main')).toBe(before);
      expect(git(remote, 'rev-list', '--count', 'main')).toBe('2');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a branch whose last commit is not the bot\'s is refused; one that is the bot\'s is replaced', () => {
    const { t, remote, work } = repo();
    try {
      const other = otherClone(t, remote);
      git(other, 'checkout', '-q', '-b', 'develop');
      writeFileSync(path.join(other, 'feature.js'), 'work in progress\n');
      git(other, 'add', '-A');
      git(other, 'commit', '-q', '-m', 'feature');
      git(other, 'push', '-q', 'origin', 'develop');
      const develop = git(remote, 'rev-parse', 'develop');
      const env = { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/develop' };
      const r = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request', branch: 'develop', token: 'tok' }, { cwd: work, env });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe("::error::packwright: input branch: develop exists on origin and its last commit is not github-actions[bot]'s (author t@e); refusing to replace it: choose another branch or delete that one");
      expect(git(remote, 'rev-parse', 'develop')).toBe(develop);
      expect(git(work, 'status', '--porcelain')).toBe('');

      // The bot's own branch, even one made from an older main, is replaced (against the tip it saw).
      const first = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, { cwd: work, env });
      expect(first.code).toBe(0);
      writeFileSync(path.join(other, 'later.txt'), 'x\n');
      git(other, 'checkout', '-q', 'main');
      git(other, 'add', '-A');
      git(other, 'commit', '-q', '-m', 'later');
      git(other, 'push', '-q', 'origin', 'main');
      git(work, 'checkout', '-q', '--', '.');
      git(work, 'pull', '-q', 'origin', 'main');
      const again = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request', token: 'tok' }, { cwd: work, env });
      expect(again.stdout).not.toContain('::error');
      expect(again.code).toBe(0);
      expect(git(remote, 'rev-parse', 'packwright/context-pack^')).toBe(git(remote, 'rev-parse', 'main'));
    } finally {
      t.cleanup();
    }
  });

  test('every check comes before the first write: no token, no repository, a detached HEAD', () => {
    const { t, remote, work } = repo();
    try {
      const env = { ...baseEnv, GITHUB_API_URL: api.url };
      const cases: [Record<string, string>, NodeJS.ProcessEnv, string][] = [
        [{ token: '' }, env, '::error::packwright: input token is empty: commit: pull-request needs a token with contents: write and pull-requests: write'],
        [{ token: 'tok' }, { ...env, GITHUB_REPOSITORY: '' }, '::error::packwright: GITHUB_REPOSITORY is not set to owner/repo'],
      ];
      for (const [inputs, e, message] of cases) {
        const r = runCompositeAction(ACTION, { mode: 'both', commit: 'pull-request', ...inputs }, { cwd: work, env: e });
        expect(r.code).toBe(1);
        expect(errorLine(r.stdout)).toBe(message);
        expect(git(work, 'status', '--porcelain')).toBe('');
      }
      git(work, 'checkout', '-q', '--detach');
      const r = runCompositeAction(ACTION, { mode: 'both', commit: 'pull-request', token: 'tok' }, { cwd: work, env: { ...env, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1.2.0', GITHUB_REF_NAME: 'v1.2.0' } });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe('::error::packwright: commit: pull-request needs a branch to update, but HEAD is detached and GITHUB_REF refs/tags/v1.2.0 is not a branch; check out a branch (actions/checkout with ref: <branch>) or set commit: none');
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(spawnSync('git', ['symbolic-ref', '-q', 'HEAD'], { cwd: work }).status).toBe(1);
      expect(git(remote, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
    } finally {
      t.cleanup();
    }
  });

  test('a failing API call says what failed, in one line, without the token; a multi-line message is title and body', () => {
    const { t, work } = repo();
    try {
      const token = 'secret-token-value-123';
      const r = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request', token }, { cwd: work, env: { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/forbidden' } });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe('::error::packwright: pushed packwright/context-pack, but finding the open pull request failed (GitHub API HTTP 403: Resource not accessible by integration (token ***))');
      expect(r.stdout.split('\n').filter((l) => l.includes(token))).toEqual([`::add-mask::${token}`]);

      const msg = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request', token: 'tok', message: 'chore: refresh the packs\n\nWhy: nightly.\nSecond line.' }, { cwd: work, env: { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/message' } });
      expect(msg.code).toBe(0);
      const post = api.requests().find((q) => q.method === 'POST' && q.url === '/repos/octo/message/pulls')!;
      expect(post.body).toMatchObject({ title: 'chore: refresh the packs' });
      expect(String(post.body!.body)).toMatch(/^Why: nightly\.\nSecond line\.\n\nRefreshed by packwright build-context-pack\./);
    } finally {
      t.cleanup();
    }
  });

  test('the token defaults to ${{ github.token }}', () => {
    const { t, work } = repo();
    try {
      const r = runCompositeAction(ACTION, { mode: 'rehash', commit: 'pull-request' }, { cwd: work, env: { ...baseEnv, GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'octo/default-token' } });
      expect(r.code).toBe(0);
      expect(api.requests().filter((q) => q.url.startsWith('/repos/octo/default-token/')).map((q) => q.auth)).toEqual([`token ${FAKE_GITHUB_TOKEN}`, `token ${FAKE_GITHUB_TOKEN}`]);
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack: commit: push on a detached HEAD', () => {
  test.each([
    ['refs/pull/12/merge', '12/merge', 'pull_request'],
    ['refs/tags/v1.2.0', 'v1.2.0', 'push'],
  ])('GITHUB_REF=%s: refused before anything is written; no branch is created', (ref, name, event) => {
    const { t, remote, work } = repo();
    try {
      git(work, 'checkout', '-q', '--detach');
      const r = runCompositeAction(ACTION, { mode: 'both' }, { cwd: work, env: { ...baseEnv, GITHUB_EVENT_NAME: event, GITHUB_REF: ref, GITHUB_REF_NAME: name } });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe(`::error::packwright: commit: push needs a branch to update, but HEAD is detached and GITHUB_REF ${ref} is not a branch; check out a branch (actions/checkout with ref: <branch>) or set commit: none`);
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(git(remote, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
    } finally {
      t.cleanup();
    }
  });

  test('GITHUB_REF=refs/heads/main: pushes to main', () => {
    const { t, remote, work } = repo();
    try {
      git(work, 'checkout', '-q', '--detach');
      const r = runCompositeAction(ACTION, { mode: 'rehash' }, { cwd: work, env: { ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' } });
      expect(r.code).toBe(0);
      expect(git(remote, 'rev-parse', 'main')).toBe(git(work, 'rev-parse', 'HEAD'));
      expect(git(remote, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack: repository-controlled names in the log and outputs', () => {
  test('a pack folder whose name holds a newline cannot inject a workflow command; it is refused before any write', () => {
    const evil = 'evil\n::warning title=inj::INJECTED';
    const { t, work } = repo((w) => cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(w, 'docs', evil), { recursive: true }));
    try {
      const r = runCompositeAction(ACTION, { mode: 'both', commit: 'none' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(r.stdout.split('\n').filter((l) => l.startsWith('::') && !/^::(?:error|add-mask)::/.test(l))).toEqual([]);
      expect(errorLine(r.stdout)).toBe('::error::packwright: "docs/evil\\n::warning title=inj::INJECTED/pack.json": a path with a control character cannot be listed in the files output (one path per line); rename the folder');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a name with quotes is shown quoted in the log and given as is in files', () => {
    const odd = 'q"uote';
    const { t, work } = repo((w) => cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(w, 'docs', odd), { recursive: true }));
    try {
      appendFileSync(path.join(work, 'docs', odd, 'AGENTS.md'), '\nstale\n');
      const r = runCompositeAction(ACTION, { mode: 'rehash', commit: 'none' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('packwright: "docs/q\\"uote/pack.json": 1 hash(es) updated');
      expect(r.outputs.files.split('\n')).toEqual(['docs/agent-pack/pack.json', 'docs/q"uote/pack.json']);
    } finally {
      t.cleanup();
    }
  });

  test('an output holding a control character is refused', () => {
    const { t, work } = repo();
    try {
      const r = runCompositeAction(ACTION, { mode: 'both', commit: 'none', output: 'a\rb.json' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe('::error::packwright: input output: "a\\rb.json" holds a control character, which the files output (one path per line) cannot carry');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack: path and output stay inside the repository', () => {
  test.each([
    [{ path: '../outside' }, 'input path: ../outside is outside the repository work tree'],
    [{ output: '../pack.json' }, 'input output: ../pack.json is outside the repository work tree'],
    [{ output: 'link/pack.json' }, 'input output: link/pack.json leads outside the repository work tree'],
    [{ output: '.git/x.json' }, 'input output: .git/x.json is inside .git'],
    [{ output: '.GIT/x.json' }, 'input output: .GIT/x.json is inside .git'],
    [{ output: 'sub/.Git/hooks/pre-commit' }, 'input output: sub/.Git/hooks/pre-commit is inside .git'],
  ])('%j is refused before any write', (inputs, message) => {
    const { t, work } = repo((w) => symlinkSync('..', path.join(w, 'link')));
    try {
      const outside = path.join(t.dir, 'outside');
      cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), outside, { recursive: true });
      appendFileSync(path.join(outside, 'AGENTS.md'), '\nstale\n');
      const before = readFileSync(path.join(outside, 'pack.json'), 'utf8');
      const r = runCompositeAction(ACTION, { mode: 'both', commit: 'none', ...inputs }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(`::error::packwright: ${message}`);
      expect(readFileSync(path.join(outside, 'pack.json'), 'utf8')).toBe(before);
      expect(existsSync(path.join(t.dir, 'pack.json'))).toBe(false);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  /** A stale context pack at DIR/outside, beside the repository, and the action's rehash run in `work`. */
  function rehashBesideStalePack(dir: string, work: string) {
    const outside = path.join(dir, 'outside');
    cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), outside, { recursive: true });
    appendFileSync(path.join(outside, 'AGENTS.md'), '\nstale\n');
    const before = readFileSync(path.join(outside, 'pack.json'), 'utf8');
    return { outside, before, r: runCompositeAction(ACTION, { mode: 'rehash', commit: 'none' }, { cwd: work, env: baseEnv }) };
  }

  test('a symlink to a folder around the repository is not walked: one warning, nothing written', () => {
    const { t, work } = repo((w) => symlinkSync('..', path.join(w, 'link')));
    try {
      const { outside, before, r } = rehashBesideStalePack(t.dir, work);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n').filter((l) => l.startsWith('::warning::'))).toEqual([`::warning::packwright: ${path.join(work, 'link')}: a symlink to ${t.dir}, a folder that holds ${work}; not searched for context packs`]);
      expect(readFileSync(path.join(outside, 'pack.json'), 'utf8')).toBe(before);
    } finally {
      t.cleanup();
    }
  });

  test('a symlink that leads a context pack outside the repository: refused before any write', () => {
    const { t, work } = repo((w) => symlinkSync('../outside', path.join(w, 'link')));
    try {
      const { outside, before, r } = rehashBesideStalePack(t.dir, work);
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe(`::error::packwright: link: a symlink leads this context pack outside the repository work tree (to ${outside}); refusing to rehash it`);
      expect(readFileSync(path.join(outside, 'pack.json'), 'utf8')).toBe(before);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a gitignored output is refused when it would be committed, and reported with commit: none', () => {
    const { t, work } = repo((w) => writeFileSync(path.join(w, '.gitignore'), '.context/\n'));
    try {
      const r = runCompositeAction(ACTION, { mode: 'both' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe('::error::packwright: input output: .context/pack.json is ignored by git (.gitignore:1: .context/), so commit: push could never commit it; write it elsewhere or change the ignore rule');
      expect(git(work, 'status', '--porcelain', '--ignored')).toBe('');

      const none = runCompositeAction(ACTION, { mode: 'both', commit: 'none' }, { cwd: work, env: baseEnv });
      expect(none.code).toBe(0);
      expect(none.outputs).toMatchObject({ changed: 'true', files: '.context/pack.json\ndocs/agent-pack/pack.json' });

      // Re-included by a negated rule: not ignored.
      writeFileSync(path.join(work, '.gitignore'), '.context/*\n!.context/pack.json\n');
      git(work, 'commit', '-q', '-am', 're-include the pack');
      const ok = runCompositeAction(ACTION, { mode: 'both' }, { cwd: work, env: baseEnv });
      expect(ok.code).toBe(0);
      expect(git(work, 'ls-files', '.context')).toBe('.context/pack.json');
    } finally {
      t.cleanup();
    }
  });

  test('a broken second context pack: nothing is rehashed', () => {
    const { t, work } = repo((w) => {
      cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(w, 'docs', 'zz-broken'), { recursive: true });
      writeFileSync(path.join(w, 'docs', 'zz-broken', 'AGENTS.md'), 'changed\n');
      const p = path.join(w, 'docs', 'zz-broken', 'pack.json');
      const m = JSON.parse(readFileSync(p, 'utf8'));
      m.files.push({ path: 'missing.md', sha256: '0'.repeat(64) });
      writeFileSync(p, JSON.stringify(m, null, 2));
    });
    try {
      const r = runCompositeAction(ACTION, { mode: 'rehash' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain('missing.md: no such file or directory');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });
});

describe('build-context-pack: the branch moved on the remote', () => {
  test('an unrelated commit: rebased onto it and pushed once more', () => {
    const { t, remote, work } = repo();
    try {
      const other = otherClone(t, remote);
      appendFileSync(path.join(other, 'README.md'), 'More.\n');
      git(other, 'commit', '-q', '-am', 'docs');
      git(other, 'push', '-q', 'origin', 'main');
      const r = runCompositeAction(ACTION, { mode: 'rehash' }, { cwd: work, env: baseEnv });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('packwright: main moved on the remote; rebasing onto it and pushing again');
      expect(git(remote, 'log', '--format=%an|%s', '-2', 'main')).toBe('github-actions[bot]|chore: refresh context packs\nt|docs');
      expect(git(work, 'rev-parse', 'HEAD')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a commit that changed a file the pack lists: rehashed again after the rebase, the bot\'s commit amended; the pushed pack.json is right', () => {
    const { t, remote, work } = repo();
    try {
      const other = otherClone(t, remote);
      appendFileSync(path.join(other, 'docs', 'agent-pack', 'skills.md'), '\nTheir skill.\n');
      git(other, 'commit', '-q', '-am', 'skills');
      git(other, 'push', '-q', 'origin', 'main');
      const r = runCompositeAction(ACTION, { mode: 'rehash' }, { cwd: work, env: baseEnv });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('packwright: docs/agent-pack/pack.json: 1 hash(es) updated after rebasing');
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      expect(git(remote, 'log', '--format=%an|%s', '-2', 'main')).toBe('github-actions[bot]|chore: refresh context packs\nt|skills');
      const show = (p: string) => spawnSync('git', ['show', `main:docs/agent-pack/${p}`], { cwd: remote }).stdout;
      const manifest = JSON.parse(show('pack.json').toString('utf8')) as { files: { path: string; sha256: string }[] };
      for (const f of manifest.files) expect([f.path, f.sha256]).toEqual([f.path, createHash('sha256').update(show(f.path)).digest('hex')]);
      expect(git(work, 'rev-parse', 'HEAD')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('a conflicting commit: the rebase is aborted, one line says why, the commit stays local', () => {
    const { t, remote, work } = repo();
    try {
      const other = otherClone(t, remote);
      const manifest = path.join(other, MANIFEST);
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('d9292d76c2848eda050e961beb2f714da7784f649022b8fbc2bc28558400962f', 'f'.repeat(64)));
      git(other, 'commit', '-q', '-am', 'hand edit');
      git(other, 'push', '-q', 'origin', 'main');
      const theirs = git(remote, 'rev-parse', 'main');
      const r = runCompositeAction(ACTION, { mode: 'rehash' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toBe('::error::packwright: git push to main was rejected (the branch moved on the remote) and rebasing onto it failed: conflicts in docs/agent-pack/pack.json; nothing was pushed (the commit stays local; re-run the workflow)');
      expect(git(remote, 'rev-parse', 'main')).toBe(theirs);
      expect(existsSync(path.join(work, '.git', 'rebase-merge')) || existsSync(path.join(work, '.git', 'rebase-apply'))).toBe(false);
      expect(git(work, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
      expect(git(work, 'log', '-1', '--format=%an', 'main')).toBe('github-actions[bot]');
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  test('runGit: a rejected push says why, not "To file://…"', async () => {
    const { t, remote, work } = repo();
    try {
      const other = otherClone(t, remote);
      appendFileSync(path.join(other, 'README.md'), 'More.\n');
      git(other, 'commit', '-q', '-am', 'docs');
      git(other, 'push', '-q', 'origin', 'main');
      appendFileSync(path.join(work, 'index.js'), '// local\n');
      git(work, 'commit', '-q', '-am', 'local');
      await expect(runGit(['push', '-q', 'origin', 'main'], { cwd: work, remote: true })).rejects.toThrow(/^git push: ! \[rejected\] main -> main \(fetch first\); error: failed to push some refs to '/);
    } finally {
      t.cleanup();
    }
  });

  test('gitErrorLine: a leading fatal/error line alone, as before; else the meaningful lines', () => {
    expect(gitErrorLine("fatal: not a git repository\nerror: more\n", 128)).toBe('fatal: not a git repository');
    expect(gitErrorLine('To x\n ! [remote rejected] main -> main (protected branch hook declined)\nremote: error: GH006: Protected branch update failed\nerror: failed to push some refs\n', 1)).toBe('! [remote rejected] main -> main (protected branch hook declined); remote: error: GH006: Protected branch update failed; error: failed to push some refs');
    expect(gitErrorLine('hint: something\n', 1)).toBe('hint: something');
    expect(gitErrorLine('', 3)).toBe('exit code 3');
  });
});

describe('build-context-pack: the token and repository hooks', () => {
  /** Hooks (husky's core.hooksPath and .git/hooks) and a clean filter that record their environment. */
  function spied() {
    const r = repo((w) => {
      mkdirSync(path.join(w, '.husky'));
      writeFileSync(path.join(w, '.gitattributes'), '*.json filter=spy\n');
    });
    const log = path.join(r.t.dir, 'spy');
    mkdirSync(log);
    for (const dir of [path.join(r.work, '.husky'), path.join(r.work, '.git', 'hooks')]) {
      for (const hook of ['pre-commit', 'commit-msg', 'post-commit', 'pre-push', 'reference-transaction', 'post-rewrite']) {
        writeFileSync(path.join(dir, hook), `#!/bin/sh\nenv > "${log}/hook-${path.basename(path.dirname(dir))}-${hook}"\ncat >/dev/null 2>&1 || true\n`);
        chmodSync(path.join(dir, hook), 0o755);
      }
    }
    git(r.work, 'config', 'filter.spy.clean', `sh -c 'env > "${log}/filter-$$"; cat'`);
    return { ...r, log };
  }

  test.each([['husky core.hooksPath', true], ['.git/hooks', false]])('%s: no hook runs, and no child process sees INPUT_*', (_name, husky) => {
    const { t, remote, work, log } = spied();
    try {
      if (husky) git(work, 'config', 'core.hooksPath', '.husky');
      spawnSync('sh', ['-c', `rm -f "${log}"/*`]);
      const token = 'ghs_secretTokenForTheHookTest';
      const r = runCompositeAction(ACTION, { mode: 'both', token }, { cwd: work, env: { ...baseEnv, GITHUB_TOKEN: token } });
      expect(r.code).toBe(0);
      expect(git(remote, 'log', '-1', '--format=%an', 'main')).toBe('github-actions[bot]');
      const seen = spawnSync('sh', ['-c', `ls "${log}"`], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
      expect(seen.filter((f) => f.startsWith('hook-'))).toEqual([]);
      expect(seen.filter((f) => f.startsWith('filter-')).length).toBeGreaterThan(0);
      for (const f of seen) {
        const env = readFileSync(path.join(log, f), 'utf8');
        expect(env).not.toMatch(/^INPUT_/m);
        expect(env).not.toContain('INPUT_TOKEN');
        expect(env.split('\n').filter((l) => l.includes(token) && !l.startsWith('GITHUB_TOKEN='))).toEqual([]);
      }
    } finally {
      t.cleanup();
    }
  });
});
