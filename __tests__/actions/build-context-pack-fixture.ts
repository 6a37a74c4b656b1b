import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, writeFileSync, appendFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';

/** Shared by the build-context-pack action tests: real git repositories with bare file:// remotes. */
export const ACTION = path.join(REPO_ROOT, 'actions', 'build-context-pack');

export const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

export const baseEnv = { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REF_NAME: 'main', GITHUB_REPOSITORY: 'octo/demo', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

/** A clone of a bare file:// remote with a context pack whose AGENTS.md hash is stale. `setup` runs before the first commit. */
export function repo(setup?: (work: string) => void) {
  const t = makeTempDir('packwright-action-');
  const remote = path.join(t.dir, 'remote.git');
  const work = path.join(t.dir, 'work');
  git(t.dir, 'init', '-q', '--bare', '-b', 'main', remote);
  git(t.dir, 'clone', '-q', `file://${remote}`, work);
  git(work, 'checkout', '-q', '-b', 'main');
  cpSync(path.join(REPO_ROOT, 'examples', 'context-pack'), path.join(work, 'docs', 'agent-pack'), { recursive: true });
  writeFileSync(path.join(work, 'README.md'), '# demo\n\nA demo repository for the action.\n');
  writeFileSync(path.join(work, 'index.js'), 'module.exports = 1;\n');
  setup?.(work);
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'init');
  git(work, 'push', '-q', 'origin', 'main');
  appendFileSync(path.join(work, 'docs', 'agent-pack', 'AGENTS.md'), '\nOne more line.\n');
  git(work, 'commit', '-q', '-am', 'edit AGENTS.md without rehashing');
  git(work, 'push', '-q', 'origin', 'main');
  return { t, remote, work };
}

/** A second clone of `remote`, as another contributor. */
export function otherClone(t: { dir: string }, remote: string, name = 'other'): string {
  const dir = path.join(t.dir, name);
  git(t.dir, 'clone', '-q', `file://${remote}`, dir);
  return dir;
}

export interface FakeApi {
  url: string;
  requests(): { method: string; url: string; auth?: string; body: Record<string, unknown> | null }[];
  stop(): void;
}

/**
 * A fake GitHub API: lists (none, then the one it created) and creates pull requests; any other
 * write (a PATCH) answers with that pull request. For the repository octo/forbidden every
 * request fails with 403, and the error message echoes the Authorization header (a hostile or
 * careless server): the action must not print it. For octo/not-api every request gets a 200
 * HTML page, as from a GITHUB_API_URL naming the web server instead of the API.
 */
export async function fakeApi(): Promise<FakeApi> {
  const t = makeTempDir('packwright-api-');
  const log = path.join(t.dir, 'requests.jsonl');
  const script = t.write('server.mjs', `
import http from 'node:http';
import { appendFileSync } from 'node:fs';
const [log] = process.argv.slice(2);
const prs = {};
http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    appendFileSync(log, JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization, body: body ? JSON.parse(body) : null }) + '\\n');
    res.setHeader('content-type', 'application/json');
    const repo = req.url.split('/').slice(2, 4).join('/');
    if (repo === 'octo/forbidden') {
      res.statusCode = 403;
      return res.end(JSON.stringify({ message: 'Resource not accessible by integration (' + req.headers.authorization + ')' }));
    }
    if (repo === 'octo/not-api') {
      res.setHeader('content-type', 'text/html');
      return res.end('<html><body>Sign in to GitHub</body></html>');
    }
    if (req.method === 'GET') return res.end(JSON.stringify(prs[repo] ?? []));
    const pr = { number: 1, html_url: 'https://github.example/' + repo + '/pull/1' };
    prs[repo] = [pr];
    res.statusCode = 201;
    res.end(JSON.stringify(pr));
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`);
  const server: ChildProcess = spawn(process.execPath, [script, log], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => server.stdout!.once('data', (d) => resolve(Number(String(d).trim()))));
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []),
    stop() {
      server.kill();
      t.cleanup();
    },
  };
}
