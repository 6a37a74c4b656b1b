import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCompositeAction } from '../helpers/action-runner.js';
import { makeTempDir } from '../helpers/tmp.js';
import { ACTION, baseEnv, git, repo } from './build-context-pack-fixture.js';

describe('actions/build-context-pack', () => {
  test('commit: push commits and pushes once; a second run changes nothing', () => {
    const { t, remote, work } = repo();
    try {
      const before = git(remote, 'rev-parse', 'main');
      const r = runCompositeAction(ACTION, { mode: 'both' }, { cwd: work, env: baseEnv });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.outputs.changed).toBe('true');
      expect(r.outputs.files.split('\n')).toEqual(['.context/pack.json', 'docs/agent-pack/pack.json']);
      expect(git(remote, 'rev-parse', 'main')).not.toBe(before);
      expect(git(remote, 'log', '-1', '--format=%an|%s', 'main')).toBe('github-actions[bot]|chore: refresh context packs');
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(r.stdout).not.toContain('One more line');

      const again = runCompositeAction(ACTION, { mode: 'both' }, { cwd: work, env: baseEnv });
      expect(again.stdout).not.toContain('::error');
      expect(again.code).toBe(0);
      expect(again.outputs).toMatchObject({ changed: 'false', files: '' });
      expect(git(work, 'status', '--porcelain')).toBe('');
      expect(git(remote, 'rev-list', '--count', 'main')).toBe('3');
    } finally {
      t.cleanup();
    }
  });

  test('commit: none only reports; auto mode on push only rehashes', () => {
    const { t, remote, work } = repo();
    try {
      const before = git(remote, 'rev-parse', 'main');
      const r = runCompositeAction(ACTION, { commit: 'none' }, { cwd: work, env: { ...baseEnv, GITHUB_EVENT_NAME: 'push' } });
      expect(r.code).toBe(0);
      expect(r.outputs).toMatchObject({ changed: 'true', files: 'docs/agent-pack/pack.json' });
      expect(existsSync(path.join(work, '.context', 'pack.json'))).toBe(false);
      expect(git(remote, 'rev-parse', 'main')).toBe(before);
      expect(git(work, 'status', '--porcelain')).toBe('M docs/agent-pack/pack.json');
    } finally {
      t.cleanup();
    }
  });

  test('bad input is one line through setFailed', () => {
    const { t, work } = repo();
    try {
      const r = runCompositeAction(ACTION, { commit: 'sometimes' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::packwright: input commit must be one of push, pull-request, none, not');
    } finally {
      t.cleanup();
    }
  });

  test('an output path holding a context pack manifest is refused before any rehash; nothing changes', () => {
    const { t, work } = repo();
    try {
      const manifest = path.join(work, 'docs', 'agent-pack', 'pack.json');
      const before = readFileSync(manifest, 'utf8');
      const r = runCompositeAction(ACTION, { mode: 'both', output: 'docs/agent-pack/pack.json' }, { cwd: work, env: baseEnv });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('::error::packwright: docs/agent-pack/pack.json: exists and is not a pack built by packwright; refusing to replace it');
      expect(readFileSync(manifest, 'utf8')).toBe(before);
      expect(git(work, 'status', '--porcelain')).toBe('');
    } finally {
      t.cleanup();
    }
  });

  describe('commit: pull-request', () => {
    let server: ChildProcess;
    let port = 0;
    const t = makeTempDir('packwright-api-');
    const log = path.join(t.dir, 'requests.jsonl');
    beforeAll(async () => {
      const script = t.write('server.mjs', `
import http from 'node:http';
import { appendFileSync } from 'node:fs';
const [log] = process.argv.slice(2);
let prs = [];
http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    appendFileSync(log, JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization, body: body ? JSON.parse(body) : null }) + '\\n');
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET') return res.end(JSON.stringify(prs));
    const pr = { number: 1, html_url: 'https://github.example/octo/demo/pull/1' };
    prs = [pr];
    res.statusCode = 201;
    res.end(JSON.stringify(pr));
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`);
      server = spawn(process.execPath, [script, log], { stdio: ['ignore', 'pipe', 'inherit'] });
      port = await new Promise<number>((resolve) => server.stdout!.once('data', (d) => resolve(Number(String(d).trim()))));
    });
    afterAll(() => {
      server.kill();
      t.cleanup();
    });

    test('pushes a branch and opens one pull request, then updates it', () => {
      const { t: r0, remote, work } = repo();
      try {
        const env = { ...baseEnv, GITHUB_API_URL: `http://127.0.0.1:${port}` };
        const r = runCompositeAction(ACTION, { mode: 'both', commit: 'pull-request', token: 'test-token' }, { cwd: work, env });
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(r.outputs).toMatchObject({ changed: 'true', 'pull-request-url': 'https://github.example/octo/demo/pull/1' });
        expect(git(remote, 'log', '-1', '--format=%s', 'packwright/context-pack')).toBe('chore: refresh context packs');
        expect(git(work, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
        const reqs = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
        expect(reqs.map((q) => q.method)).toEqual(['GET', 'POST']);
        expect(reqs[0].url).toBe('/repos/octo/demo/pulls?state=open&head=octo%3Apackwright%2Fcontext-pack&base=main');
        expect(reqs[1].body).toMatchObject({ head: 'packwright/context-pack', base: 'main', title: 'chore: refresh context packs' });
        expect(reqs[1].auth).toBe('token test-token');

        // The refreshed files stay uncommitted on main (no checkout), so a second run pushes the branch again and updates the open PR.
        const again = runCompositeAction(ACTION, { mode: 'both', commit: 'pull-request', token: 'test-token' }, { cwd: work, env });
        expect(again.code).toBe(0);
        const all = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
        expect(all.map((q) => q.method)).toEqual(['GET', 'POST', 'GET', 'PATCH']);
        expect(again.outputs['pull-request-url']).toBe('https://github.example/octo/demo/pull/1');
      } finally {
        r0.cleanup();
      }
    });
  });
});
