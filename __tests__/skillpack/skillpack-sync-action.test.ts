import { mkdirSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { runCompositeAction } from '../helpers/action-runner.js';
import { skill } from '../helpers/sp.js';

describe('actions/skillpack-sync (composite, bundle)', () => {
  const t = makeTempDir('sp-action-');
  afterAll(() => t.cleanup());
  const repo = path.join(t.dir, 'repo');
  const sink = path.join(t.dir, 'agent-skills');
  const spHome = path.join(t.dir, 'sp-home');
  beforeAll(() => {
    skill(repo, 'skills/general/writing');
    skill(repo, 'skills/ops/deploy');
    mkdirSync(path.join(repo, 'packs'));
    writeFileSync(path.join(repo, 'packs/a.yaml'), 'name: a\ninclude: ["general/*"]\n');
    writeFileSync(path.join(repo, 'packs/b.yaml'), 'name: b\ninclude: ["ops/*"]\n');
  });
  const run = (inputs: Record<string, string>) =>
    runCompositeAction(path.join(REPO_ROOT, 'actions', 'skillpack-sync'), { agent: 'custom', path: sink, 'skillpack-home': spHome, ...inputs }, { cwd: repo, env: { HOME: t.dir } });

  test('installs several packs, sets outputs and writes a summary table; a second run changes nothing', () => {
    const r = run({ packs: 'a\nb\n' });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs).toEqual({ installed: 'a__general__writing\nb__ops__deploy', removed: '', changed: 'true' });
    expect(r.summary).toContain('<th>Pack</th>');
    expect(r.summary).toContain('<td>a__general__writing</td>');
    expect(readdirSync(sink).sort()).toEqual(['a__general__writing', 'b__ops__deploy']);
    expect(JSON.parse(readFileSync(path.join(spHome, 'state.json'), 'utf8')).installs).toHaveLength(2);

    const again = run({ packs: 'a\nb' });
    expect(again.code).toBe(0);
    expect(again.outputs.changed).toBe('false');
  });

  test('reports removed folders when a pack shrinks', () => {
    writeFileSync(path.join(repo, 'packs/b.yaml'), 'name: b\ninclude: ["general/*"]\n');
    const r = run({ packs: 'b' });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({ installed: 'b__general__writing', removed: 'b__ops__deploy', changed: 'true' });
  });

  test('a failure is one ::error:: line and a failed step', () => {
    const r = run({ packs: 'missing-pack' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/::error::packwright: pack 'missing-pack'/);
    expect(r.stdout).not.toMatch(/\n\s+at /);
  });
});
