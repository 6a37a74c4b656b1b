import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync, symlinkSync, chmodSync, lstatSync, readdirSync, rmSync, renameSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { runSp, skill } from '../helpers/sp.js';

describe('sp with a local skills repository (bundle)', () => {
  let t: ReturnType<typeof makeTempDir>;
  let repo: string;
  let home: string;
  let sink: string;
  const sp = (args: string[], env?: NodeJS.ProcessEnv) => runSp(args, { cwd: repo, home, env });
  const state = () => JSON.parse(readFileSync(path.join(home, '.skillpack', 'state.json'), 'utf8'));

  beforeEach(() => {
    t = makeTempDir('sp-local-');
    repo = path.join(t.dir, 'repo');
    home = path.join(t.dir, 'home');
    sink = path.join(home, '.codex', 'skills');
    mkdirSync(home, { recursive: true });
    skill(repo, 'skills/general/writing');
    skill(repo, 'skills/general/experimental/new-thing');
    skill(repo, 'skills/coding/dotnet/efcore-migrations', { 'bin/run.sh': '#!/bin/sh\necho hi\n', 'data.bin': new Uint8Array([0, 255, 1, 254, 0]) });
    chmodSync(path.join(repo, 'skills/coding/dotnet/efcore-migrations/bin/run.sh'), 0o755);
    skill(repo, 'skills/.curated/hidden');
    skill(repo, 'skills/ünï cödé/with space');
    // Not a skill: it has a SKILL.md below it (leaf-only).
    writeFileSync(path.join(repo, 'skills/general/SKILL.md'), '---\nname: general\ndescription: x\n---\n');
    // A symlinked skill folder whose SKILL.md is itself a symlink: allowed.
    skill(t.dir, 'elsewhere/real-skill', { 'notes.md': 'notes\n' });
    mkdirSync(path.join(repo, 'skills/linked'), { recursive: true });
    symlinkSync(path.join(t.dir, 'elsewhere/real-skill'), path.join(repo, 'skills/linked/real-skill'));
    mkdirSync(path.join(repo, 'packs'), { recursive: true });
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - general/**\n  - coding/dotnet/*\n  - linked/*\nexclude:\n  - "**/experimental/**"\n');
  });
  afterEach(() => t.cleanup());

  test('list prints leaf skill ids in byte order, hidden folders and non-ASCII included', () => {
    const r = sp(['list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(['.curated/hidden', 'coding/dotnet/efcore-migrations', 'general/experimental/new-thing', 'general/writing', 'linked/real-skill', 'ünï cödé/with space', ''].join('\n'));
    expect(JSON.parse(sp(['list', '--json']).stdout)).toContain('ünï cödé/with space');
  });

  test('list works from a subfolder (root found by walking up) and with --root', () => {
    expect(runSp(['list'], { cwd: path.join(repo, 'skills', 'general'), home }).stdout).toContain('general/writing\n');
    expect(runSp(['list', '--repo-root', repo], { cwd: t.dir, home }).stdout).toContain('general/writing\n');
    const r = runSp(['list'], { cwd: t.dir, home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no skills\/ or packs\/ folder/);
  });

  test('skills/SKILL.md is an error naming it', () => {
    writeFileSync(path.join(repo, 'skills/SKILL.md'), 'x');
    const r = sp(['list']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/skills\/SKILL\.md: skills\/ itself cannot be a skill/);
  });

  test('a SKILL.md symlink in a folder that is not a symlink is an error', () => {
    mkdirSync(path.join(repo, 'skills/bad'));
    symlinkSync(path.join(repo, 'skills/general/writing/SKILL.md'), path.join(repo, 'skills/bad/SKILL.md'));
    const r = sp(['list']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/skills\/bad\/SKILL\.md: SKILL\.md is a symlink/);
  });

  test('packs and show', () => {
    expect(sp(['packs']).stdout).toBe('group-x\n');
    const r = sp(['show', 'packs/group-x.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  group-x__coding__dotnet__efcore-migrations\n');
    expect(r.stdout).not.toContain('new-thing');
    const j = JSON.parse(sp(['show', 'group-x', '--json']).stdout);
    expect(j.local).toEqual(['coding/dotnet/efcore-migrations', 'general/writing', 'linked/real-skill']);
    expect(j.installed_names).toEqual(['group-x__coding__dotnet__efcore-migrations', 'group-x__general__writing', 'group-x__linked__real-skill']);
  });

  test('packs lists every pack file, one it cannot read or parse by its file name; show names the problem', () => {
    writeFileSync(path.join(repo, 'packs/huge.yaml'), `name: huge\ninclude:\n${'  - "general/**"\n'.repeat(70_000)}`);
    writeFileSync(path.join(repo, 'packs/broken.yaml'), 'name: [\n');
    const r = sp(['packs', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      { name: 'broken', file: 'packs/broken.yaml', valid: false },
      { name: 'group-x', file: 'packs/group-x.yaml', valid: true },
      { name: 'huge', file: 'packs/huge.yaml', valid: false },
    ]);
    expect(sp(['show', 'huge']).stderr).toMatch(/huge\.yaml: \d+ bytes is over the limit of 1048576 bytes/);
  });

  test('install copies with modes kept and symlinks dereferenced, records state, and reconciles', () => {
    const dry = sp(['install', 'group-x', '--agent', 'codex', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('would install pack group-x');
    expect(existsSync(sink)).toBe(false);

    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const ef = path.join(sink, 'group-x__coding__dotnet__efcore-migrations');
    expect(statSync(path.join(ef, 'bin/run.sh')).mode & 0o777).toBe(0o755);
    expect([...readFileSync(path.join(ef, 'data.bin'))]).toEqual([0, 255, 1, 254, 0]);
    const linked = path.join(sink, 'group-x__linked__real-skill');
    expect(lstatSync(linked).isDirectory()).toBe(true);
    expect(lstatSync(path.join(linked, 'SKILL.md')).isFile()).toBe(true);
    const rec = state().installs[0];
    expect(rec).toMatchObject({ sink: 'codex', sink_path: sink, pack: 'group-x', prefix: 'group-x', sep: '__', imports: [] });
    expect(rec.installed_paths).toEqual([ef, path.join(sink, 'group-x__general__writing'), linked]);

    // Another tool's folder in the same sink is never touched.
    mkdirSync(path.join(sink, 'someone-else'));
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - general/writing\n');
    const again = sp(['install', 'group-x', '--agent', 'codex', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ added: [], unchanged: ['group-x__general__writing'], removed: ['group-x__coding__dotnet__efcore-migrations', 'group-x__linked__real-skill'] });
    expect(readdirSync(sink).sort()).toEqual(['group-x__general__writing', 'someone-else']);

    const un = sp(['uninstall', 'group-x', '--agent', 'codex']);
    expect(un.code).toBe(0);
    expect(readdirSync(sink)).toEqual(['someone-else']);
    expect(state().installs).toEqual([]);
  });

  test('an include matching nothing fails fast, naming the pack and pattern', () => {
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - nothing/**\n');
    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pack 'group-x' \(packs\/group-x\.yaml\): include 'nothing\/\*\*' matches no skill/);
    expect(existsSync(sink)).toBe(false);
  });

  test('patterns treat ?, [ and { literally', () => {
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - "general/writin?"\n');
    expect(sp(['show', 'group-x']).stderr).toMatch(/include 'general\/writin\?' matches no skill/);
  });

  test('two skills mapping to one folder name is an error naming both', () => {
    skill(repo, 'skills/other/writing');
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - "*/writing"\ninstall:\n  flatten: true\n');
    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/skills 'general\/writing' and 'other\/writing' would both install as 'group-x__writing'/);
  });

  test('a destination folder that state does not own is never replaced', () => {
    mkdirSync(path.join(sink, 'group-x__general__writing'), { recursive: true });
    writeFileSync(path.join(sink, 'group-x__general__writing', 'mine.md'), 'mine');
    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/group-x__general__writing: exists but was not installed by pack 'group-x'/);
    expect(readFileSync(path.join(sink, 'group-x__general__writing', 'mine.md'), 'utf8')).toBe('mine');
    expect(readdirSync(sink)).toEqual(['group-x__general__writing']);
  });

  test('a state file edited to point outside the sink is refused; nothing is deleted', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const victim = path.join(t.dir, 'victim');
    mkdirSync(victim);
    writeFileSync(path.join(victim, 'keep.txt'), 'keep');
    const s = state();
    s.installs[0].installed_paths.push(victim, path.join(sink, '..', 'victim'));
    writeFileSync(path.join(home, '.skillpack', 'state.json'), JSON.stringify(s));
    for (const args of [['uninstall', 'group-x', '--agent', 'codex'], ['install', 'group-x', '--agent', 'codex']]) {
      const r = sp(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/refusing to delete it for pack 'group-x'/);
    }
    expect(readFileSync(path.join(victim, 'keep.txt'), 'utf8')).toBe('keep');
    expect(readdirSync(sink)).toHaveLength(3);
  });

  test('a symlink in the sink leading out of it is refused, its target untouched', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const victim = path.join(t.dir, 'victim');
    mkdirSync(victim);
    writeFileSync(path.join(victim, 'keep.txt'), 'keep');
    const dest = path.join(sink, 'group-x__general__writing');
    rmSync(dest, { recursive: true });
    symlinkSync(victim, dest);
    const r = sp(['uninstall', 'group-x', '--agent', 'codex']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/resolves to .*victim, outside the sink/);
    expect(readFileSync(path.join(victim, 'keep.txt'), 'utf8')).toBe('keep');
  });

  test('verify reports drift; a reinstall backs up the edited folder and says so', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    expect(sp(['verify', 'group-x', '--agent', 'codex']).code).toBe(0);
    const w = path.join(sink, 'group-x__general__writing');
    writeFileSync(path.join(w, 'SKILL.md'), 'edited by hand\n');
    writeFileSync(path.join(w, 'extra.md'), 'new\n');
    rmSync(path.join(sink, 'group-x__coding__dotnet__efcore-migrations', 'data.bin'));
    const v = sp(['verify', 'group-x', '--agent', 'codex']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${w}/SKILL.md: modified`);
    expect(v.stdout).toContain(`${w}/extra.md: extra`);
    expect(v.stdout).toContain('group-x__coding__dotnet__efcore-migrations/data.bin: missing');
    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.code).toBe(0);
    const backups = new Map([...r.stdout.matchAll(/backed up: (\S+) -> (\S+)/g)].map((m) => [m[1], m[2]]));
    expect([...backups.keys()].sort()).toEqual([path.join(sink, 'group-x__coding__dotnet__efcore-migrations'), w]);
    expect(readFileSync(path.join(backups.get(w)!, 'SKILL.md'), 'utf8')).toBe('edited by hand\n');
    expect(sp(['verify', 'group-x', '--agent', 'codex']).code).toBe(0);
  });

  test('verify says what replaced a folder (a symlink to a copy, a file) and what is simply gone', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const w = path.join(sink, 'group-x__general__writing');
    const l = path.join(sink, 'group-x__linked__real-skill');
    // An identical copy behind a symlink is still drift: sp installs folders, never links.
    renameSync(w, path.join(t.dir, 'moved-writing'));
    symlinkSync(path.join(t.dir, 'moved-writing'), w);
    rmSync(l, { recursive: true });
    writeFileSync(l, 'a file now\n');
    rmSync(path.join(sink, 'group-x__coding__dotnet__efcore-migrations'), { recursive: true });
    const v = sp(['verify', 'group-x', '--agent', 'codex']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${w}: the folder was replaced by a symlink\n`);
    expect(v.stdout).toContain(`${l}: the folder was replaced by a file\n`);
    expect(v.stdout).toContain(`${path.join(sink, 'group-x__coding__dotnet__efcore-migrations')}: folder missing\n`);
    const j = JSON.parse(sp(['verify', 'group-x', '--agent', 'codex', '--json']).stdout);
    expect(j.drift.map((d: { replaced_by: string | null }) => d.replaced_by)).toEqual([null, 'symlink', 'file']);
  });

  test('a file where an installed folder was is backed up, not a crash, by a reinstall and by uninstall', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const w = path.join(sink, 'group-x__general__writing');
    rmSync(w, { recursive: true });
    writeFileSync(w, 'notes a user wrote\n');
    const r = sp(['install', 'group-x', '--agent', 'codex']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const backedUp = /edited locally, backed up: (\S+) -> (\S+)/.exec(r.stdout)!;
    expect(backedUp[1]).toBe(w);
    expect(readFileSync(backedUp[2], 'utf8')).toBe('notes a user wrote\n');
    expect(statSync(w).isDirectory()).toBe(true);
    expect(readdirSync(sink).filter((n) => n.startsWith('.skillpack-'))).toEqual([]);
    expect(sp(['verify', 'group-x', '--agent', 'codex']).code).toBe(0);

    rmSync(w, { recursive: true });
    writeFileSync(w, 'more notes\n');
    const u = sp(['uninstall', 'group-x', '--agent', 'codex']);
    expect(u.code).toBe(0);
    const kept = /edited locally, backed up: (\S+) -> (\S+)/.exec(u.stdout)!;
    expect(readFileSync(kept[2], 'utf8')).toBe('more notes\n');
    expect(readdirSync(sink)).toEqual([]);
  });

  test('lock and --locked: exact reinstall, refused once the pack or a skill changed', () => {
    const l = sp(['lock', 'group-x']);
    expect(l.code).toBe(0);
    const lock = JSON.parse(readFileSync(path.join(repo, 'packs/group-x.lock.json'), 'utf8'));
    expect(lock.skills.map((s: { install_name: string }) => s.install_name)).toEqual(['group-x__coding__dotnet__efcore-migrations', 'group-x__general__writing', 'group-x__linked__real-skill']);
    expect(sp(['install', 'group-x', '--agent', 'codex', '--locked']).code).toBe(0);
    const installed = path.join(sink, 'group-x__general__writing', 'SKILL.md');
    const before = readFileSync(installed, 'utf8');
    const original = readFileSync(path.join(repo, 'skills/general/writing/SKILL.md'), 'utf8');
    writeFileSync(path.join(repo, 'skills/general/writing/SKILL.md'), 'changed\n');
    for (const extra of [['--dry-run'], []]) {
      const changedSkill = sp(['install', 'group-x', '--agent', 'codex', '--locked', ...extra]);
      expect(changedSkill.code).toBe(1);
      expect(changedSkill.stderr).toMatch(/'general\/writing' does not match its locked content hash/);
    }
    // The install checked its staged copies: the sink is as it was, with no staging folder left.
    expect(readFileSync(installed, 'utf8')).toBe(before);
    expect(readdirSync(sink).filter((n) => n.startsWith('.skillpack'))).toEqual([]);
    // The executable bit is part of the locked content too.
    writeFileSync(path.join(repo, 'skills/general/writing/SKILL.md'), original);
    chmodSync(path.join(repo, 'skills/general/writing/SKILL.md'), 0o755);
    expect(sp(['install', 'group-x', '--agent', 'codex', '--locked']).stderr).toMatch(/'general\/writing' does not match its locked content hash/);
    chmodSync(path.join(repo, 'skills/general/writing/SKILL.md'), 0o644);
    expect(sp(['install', 'group-x', '--agent', 'codex', '--locked']).code).toBe(0);
    writeFileSync(path.join(repo, 'packs/group-x.yaml'), 'name: group-x\ninclude:\n  - general/**\n');
    const changedPack = sp(['install', 'group-x', '--agent', 'codex', '--locked']);
    expect(changedPack.code).toBe(1);
    expect(changedPack.stderr).toMatch(/packs\/group-x\.yaml has changed since packs\/group-x\.lock\.json was written/);
  });

  test('files named __proto__ and constructor are recorded, locked and verified like any other', () => {
    const w = path.join(repo, 'skills/general/writing');
    writeFileSync(path.join(w, '__proto__'), 'payload\n');
    writeFileSync(path.join(w, 'constructor'), 'x\n');
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const recorded = state().installs[0].files[path.join(sink, 'group-x__general__writing')];
    expect(Object.keys(recorded).sort()).toEqual(['SKILL.md', '__proto__', 'constructor']);
    expect(sp(['lock', 'group-x']).code).toBe(0);
    // The locked content hash covers __proto__: editing it is caught by --locked.
    writeFileSync(path.join(w, '__proto__'), 'other payload\n');
    expect(sp(['install', 'group-x', '--agent', 'codex', '--locked']).stderr).toMatch(/'general\/writing' does not match its locked content hash/);
    const installed = path.join(sink, 'group-x__general__writing');
    writeFileSync(path.join(installed, '__proto__'), 'edited\n');
    rmSync(path.join(installed, 'constructor'));
    const v = sp(['verify', 'group-x', '--agent', 'codex']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`${installed}/__proto__: modified\n`);
    expect(v.stdout).toContain(`${installed}/constructor: missing\n`);
  });

  test('a pack file whose name: differs from its file name: uninstall and verify take either, as install does', () => {
    writeFileSync(path.join(repo, 'packs/short.yaml'), 'name: the-long-name\ninclude:\n  - general/writing\n');
    expect(sp(['install', 'short', '--agent', 'codex']).stdout).toMatch(/^installed pack the-long-name into codex/);
    expect(sp(['verify', 'short', '--agent', 'codex']).stdout).toMatch(/^pack the-long-name in .*: 1 folder match/);
    expect(sp(['verify', 'the-long-name', '--agent', 'codex']).code).toBe(0);
    const u = sp(['uninstall', 'short', '--agent', 'codex']);
    expect(u.code).toBe(0);
    expect(u.stdout).toMatch(/^uninstalled pack the-long-name from codex/);
    expect(sp(['uninstall', 'short', '--agent', 'codex']).stderr).toBe(`sp: pack 'the-long-name' is not installed in ${sink} (see sp installed)\n`);
  });

  test('agent names that are Object.prototype members are unknown unless configured', () => {
    for (const agent of ['constructor', 'toString', '__proto__']) {
      const r = sp(['install', 'group-x', '--agent', agent, '--dry-run']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^sp: unknown agent '${agent}' \\(known: codex, claude`));
    }
    mkdirSync(path.join(home, '.skillpack'), { recursive: true });
    writeFileSync(path.join(home, '.skillpack', 'config.yaml'), `sinks:\n  __proto__: ${path.join(t.dir, 'proto-sink')}\n`);
    expect(sp(['config']).stdout).toMatch(new RegExp(`^__proto__ +${path.join(t.dir, 'proto-sink')}$`, 'm'));
    expect(sp(['install', 'group-x', '--agent', '__proto__']).code).toBe(0);
    expect(readdirSync(path.join(t.dir, 'proto-sink'))).toContain('group-x__general__writing');
  });

  test('a sink that cannot be a folder is one line, exit 2, at once', () => {
    writeFileSync(path.join(t.dir, 'a-file'), 'x');
    const r = sp(['install', 'group-x', '--agent', 'custom', '--path', path.join(t.dir, 'a-file')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`sp: sink ${path.join(t.dir, 'a-file')}: not a directory\n`);
    // Node 20's own recursive mkdir would spin here for ever (see core/make-dirs.ts).
    if (existsSync('/proc/sys')) {
      const proc = sp(['install', 'group-x', '--agent', 'custom', '--path', '/proc/sys/packwright-sink']);
      expect(proc.code).toBe(2);
      expect(proc.stderr).toBe('sp: sink /proc/sys/packwright-sink: no such file or directory\n');
    }
  });

  test('a sink inside the skills folder is refused before anything is made, through a symlink too', () => {
    const before = readdirSync(path.join(repo, 'skills')).sort();
    const cases = [path.join(repo, 'skills'), path.join(repo, 'skills/general/writing'), path.join(repo, 'skills/new/sink')];
    symlinkSync(path.join(repo, 'skills/general'), path.join(t.dir, 'via-link'));
    cases.push(path.join(t.dir, 'via-link', 'sink'));
    for (const target of cases) {
      for (const extra of [[], ['--dry-run']]) {
        const r = sp(['install', 'group-x', '--agent', 'custom', '--path', target, ...extra]);
        expect(r.code).toBe(2);
        expect(r.stderr).toBe(`sp: ${target}: the sink is inside ${path.join(repo, 'skills')}, where this pack's skills come from; the copies would become skills of the pack (choose a --path outside it)\n`);
      }
    }
    expect(readdirSync(path.join(repo, 'skills')).sort()).toEqual(before);
    expect(existsSync(path.join(repo, 'skills/new'))).toBe(false);
    expect(readdirSync(path.join(repo, 'skills/general/writing'))).toEqual(['SKILL.md']);
    // Beside the skills folder is fine.
    expect(sp(['install', 'group-x', '--agent', 'custom', '--path', path.join(repo, 'installed')]).code).toBe(0);
  });

  test('custom needs --path; an unknown agent lists the known ones; config overrides a sink', () => {
    expect(sp(['install', 'group-x', '--agent', 'custom']).stderr).toMatch(/--agent custom needs --path/);
    expect(sp(['install', 'group-x', '--agent', 'nope']).stderr).toMatch(/unknown agent 'nope' \(known: codex, claude/);
    const dest = path.join(t.dir, 'custom-dest');
    expect(sp(['install', 'group-x', '--agent', 'custom', '--path', dest]).code).toBe(0);
    expect(readdirSync(dest)).toHaveLength(3);
    mkdirSync(path.join(home, '.skillpack'), { recursive: true });
    writeFileSync(path.join(home, '.skillpack', 'config.yaml'), 'sinks:\n  claude: ~/agents/claude\n  team: /opt/team-skills\n');
    const c = sp(['config']);
    expect(c.stdout).toMatch(new RegExp(`claude\\s+${path.join(home, 'agents/claude')}`));
    expect(c.stdout).toMatch(/team\s+\/opt\/team-skills/);
    expect(c.stdout).toMatch(/windsurf\s+.*\.codeium\/windsurf\/skills/);
    const inst = sp(['installed', '--json']);
    expect(JSON.parse(inst.stdout)).toEqual([expect.objectContaining({ sink: 'custom', pack: 'group-x', skills: 3, sink_path: dest })]);
  });

  test('a live lock makes a second install fail with a clear message; a dead owner\'s lock is taken over', () => {
    mkdirSync(path.join(home, '.skillpack'), { recursive: true });
    const lockFile = path.join(home, '.skillpack', 'state.lock');
    writeFileSync(lockFile, `${process.pid}\n`);
    const r = sp(['install', 'group-x', '--agent', 'codex'], { SKILLPACK_LOCK_TIMEOUT: '0.2' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`another sp process \\(pid ${process.pid}\\)`));
    writeFileSync(lockFile, '2147483646\n');
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  test.each([
    ['with no lock before', false],
    ["with a dead run's lock to take over", true],
  ])('installs running at once take turns (%s): every one succeeds and state keeps every pack', async (_label, stale) => {
    writeFileSync(path.join(repo, 'packs/other.yaml'), 'name: other\ninclude:\n  - "ünï cödé/*"\n  - .curated/*\n');
    if (stale) {
      mkdirSync(path.join(home, '.skillpack'), { recursive: true });
      writeFileSync(path.join(home, '.skillpack', 'state.lock'), '2147483646\n');
    }
    const { spawn } = await import('node:child_process');
    const { SP_BUNDLE } = await import('../helpers/sp.js');
    const run = (pack: string) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [SP_BUNDLE, 'install', pack, '--agent', 'codex'], { cwd: repo, env: { ...process.env, NODE_OPTIONS: '', HOME: home, SKILLPACK_HOME: path.join(home, '.skillpack') } });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (code) => resolve({ code, stderr }));
      });
    const results = await Promise.all(['group-x', 'other', 'group-x', 'other', 'group-x', 'other'].map(run));
    expect(results).toEqual(results.map(() => ({ code: 0, stderr: '' })));
    expect(state().installs.map((r: { pack: string }) => r.pack).sort()).toEqual(['group-x', 'other']);
    expect(readdirSync(sink).sort()).toEqual(['group-x__coding__dotnet__efcore-migrations', 'group-x__general__writing', 'group-x__linked__real-skill', 'other__.curated__hidden', 'other__ünï cödé__with space']);
    for (const pack of ['group-x', 'other']) expect(sp(['verify', pack, '--agent', 'codex']).code).toBe(0);
    expect(readdirSync(path.join(home, '.skillpack')).filter((n) => n.startsWith('state.lock'))).toEqual([]);
  });

  test('a killed install is cleaned up by the next run: staging removed, a folder moved aside restored', () => {
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    const w = path.join(sink, 'group-x__general__writing');
    mkdirSync(path.join(sink, '.skillpack-tmp.0a1b2c3d.group-x__general__writing'));
    // As if killed between moving the old folder aside and renaming the new one in.
    renameSync(w, path.join(sink, '.skillpack-old.0a1b2c3d.group-x__general__writing'));
    expect(sp(['verify', 'group-x', '--agent', 'codex']).code).toBe(1);
    expect(sp(['install', 'group-x', '--agent', 'codex']).code).toBe(0);
    expect(readdirSync(sink).sort()).toEqual(['group-x__coding__dotnet__efcore-migrations', 'group-x__general__writing', 'group-x__linked__real-skill']);
    expect(sp(['verify', 'group-x', '--agent', 'codex']).code).toBe(0);
  });
});

describe('the bundled example (examples/skillpack)', () => {
  test('installs its locked team pack: three skills, the experimental one left out, modes kept, verified', async () => {
    const { REPO_ROOT } = await import('../helpers/cli.js');
    const t = makeTempDir('sp-example-');
    try {
      const dest = path.join(t.dir, 'agent-skills');
      const run = (args: string[]) => runSp(args, { cwd: path.join(REPO_ROOT, 'examples', 'skillpack'), home: t.dir });
      const r = run(['install', 'team', '--agent', 'custom', '--path', dest, '--locked']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(readdirSync(dest).sort()).toEqual(['team__ops__release-notes', 'team__review__pr-review', 'team__writing__commit-messages']);
      expect(statSync(path.join(dest, 'team__ops__release-notes', 'scripts', 'collect.sh')).mode & 0o111).not.toBe(0);
      expect(run(['verify', 'team', '--agent', 'custom', '--path', dest]).code).toBe(0);
    } finally {
      t.cleanup();
    }
  });
});
