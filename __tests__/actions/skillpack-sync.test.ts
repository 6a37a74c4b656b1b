import { existsSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCompositeAction } from '../helpers/action-runner.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { skill } from '../helpers/sp.js';

const ACTION = path.join(REPO_ROOT, 'actions', 'skillpack-sync');
const t = makeTempDir('packwright-sync-');
afterAll(() => t.cleanup());

const repo = () => path.join(t.dir, 'repo');
const home = () => path.join(t.dir, 'home');
let n = 0;
/** A fresh sink and sp home for each run. */
function sync(inputs: Record<string, string>, action = ACTION) {
  n++;
  const sink = path.join(t.dir, `sink-${n}`);
  const spHome = path.join(t.dir, `sp-${n}`);
  const sinkInput = action === ACTION ? 'path' : 'sink-path';
  const r = runCompositeAction(action, { [sinkInput]: sink, 'skillpack-home': spHome, ...inputs }, { cwd: repo(), env: { HOME: home() } });
  return { ...r, sink };
}
const errorLines = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::error'));

beforeAll(() => {
  skill(repo(), 'skills/general/writing');
  skill(repo(), 'skills/ops/deploy');
  // Names Windows allows (sp refuses < > | there) that HTML still needs escaped.
  skill(repo(), "skills/weird/&i'it");
  t.write('repo/packs/a.yaml', 'name: a\ninclude: ["general/*"]\n');
  t.write('repo/packs/b.yaml', 'name: b\ninclude: ["ops/*"]\n');
  t.write('repo/packs/c.yaml', 'name: "c&b\'x"\ninclude: ["weird/*"]\n');
  t.write('repo/packs/broken.yaml', 'name: broken\ninclude: [\n');
  // Installs as a__general__writing too: each pack alone passes the check; after a, it cannot install.
  t.write('repo/packs/again.yaml', 'name: again\ninclude: ["general/*"]\ninstall:\n  prefix: a\n');
});

describe('actions/skillpack-sync, run as the runner runs it', () => {
  test('comment lines are skipped, a pack listed twice is installed once', () => {
    const r = sync({ packs: '# the writing pack\na\n  # indented comment\na\npacks/a.yaml\nb\n' });
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual({ installed: 'a__general__writing\nb__ops__deploy', removed: '', changed: 'true' });
    expect(r.summary.match(/<tr>/g)).toHaveLength(3); // header, a, b
  });

  test('the job summary escapes pack and skill names', () => {
    const r = sync({ packs: 'c' });
    expect(r.code).toBe(0);
    expect(r.outputs.installed).toBe("c&b'x__weird__&i'it");
    expect(r.summary).toContain("<td>c&amp;b'x</td><td>c&amp;b'x__weird__&amp;i'it</td>");
    expect(r.summary).not.toMatch(/&(b|i)'/);
  });

  test('a bad pack after good ones fails before anything is installed', () => {
    const r = sync({ packs: 'a\nb\nbroken' });
    expect(r.code).toBe(1);
    expect(errorLines(r.stdout)).toEqual([expect.stringMatching(/^::error::packwright: packs\/broken\.yaml:\d+: invalid YAML/)]);
    expect(existsSync(r.sink)).toBe(false);
    expect(r.outputs).toEqual({ installed: '', removed: '', changed: '' });
  });

  test('a skill no install could copy (a FIFO) fails the check, before anything is installed', () => {
    const fifo = path.join(repo(), 'skills', 'ops', 'deploy', 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    try {
      const r = sync({ packs: 'a\nb\nc' });
      expect(r.code).toBe(1);
      expect(errorLines(r.stdout)).toEqual([expect.stringContaining('::error::packwright: skills/ops/deploy/pipe: not a regular file')]);
      expect(existsSync(r.sink)).toBe(false);
      expect(r.outputs).toEqual({ installed: '', removed: '', changed: '' });
    } finally {
      rmSync(fifo);
    }
  });

  test('an install failing midway still sets the outputs and the summary for what was done', () => {
    // Each pack alone passes the check; once a is installed, `again` finds its folder taken.
    const r = sync({ packs: 'a\nagain\nc' });
    expect(r.code).toBe(1);
    expect(errorLines(r.stdout)).toEqual([expect.stringContaining("already installed by pack 'a' in this sink")]);
    expect(r.outputs).toEqual({ installed: 'a__general__writing', removed: '', changed: 'true' });
    expect(readdirSync(r.sink)).toEqual(['a__general__writing']);
    expect(r.summary).toContain('<td>a</td><td>a__general__writing</td>');
    expect(r.summary).toMatch(/<p>Failed at again: .*already installed by pack 'a' in this sink.*\. Not installed: c\.<\/p>/);
  });

  test('bad inputs fail with one line naming the input', () => {
    const cases: [Record<string, string>, string][] = [
      [{ packs: 'a', locked: 'garbage' }, "input locked must be true or false, not 'garbage'"],
      [{ packs: 'a', path: '' }, 'input agent is custom: set input path (the folder to install into)'],
      [{ packs: 'a', agent: 'nope' }, "input agent must be one of codex, claude, copilot, cursor, windsurf, custom (or a sink named in "],
      [{ packs: 'a', root: 'nope' }, 'input root: nope is not a folder'],
      [{ packs: '# only a comment\n' }, 'input packs is required'],
    ];
    for (const [inputs, message] of cases) {
      const r = sync(inputs);
      expect(r.code).toBe(1);
      expect(errorLines(r.stdout)).toEqual([expect.stringContaining(`::error::packwright: ${message}`)]);
      expect(r.stdout + r.stderr).not.toMatch(/--(agent|path|root|locked)\b|YAML 1\.2/);
    }
  });

  test('in the root action the folder input is named sink-path', () => {
    const r = sync({ command: 'skillpack-sync', packs: 'a', 'sink-path': '' }, REPO_ROOT);
    expect(r.code).toBe(1);
    expect(errorLines(r.stdout)).toEqual(['::error::packwright: input agent is custom: set input sink-path (the folder to install into)']);
  });
});
