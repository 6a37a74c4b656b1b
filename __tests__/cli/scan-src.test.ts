// `packwright scan` in-process through main(), so these see src/ without `npm run bundle`:
// names that are not UTF-8, the config that governs each PATH, git refusing a repository,
// control characters in names, overlapping PATHs.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { CONTENT_WINDOW_BYTES } from '../../src/secrets/scan-content.js';
import path from 'node:path';
import { runMain, isolateGitConfigForFile } from '../helpers/in-process.js';
import { commands } from '../../src/cli/commands.js';
import { textFormatter } from '../../src/cli/formatters/text.js';
import { showName } from '../../src/core/text-decode.js';
import { makeRepo } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/tmp.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

const AS_ROOT = process.getuid?.() === 0;

const scan = (args: string[], cwd: string) => runMain(['scan', ...args], cwd, commands, { ...process.env, GITHUB_STEP_SUMMARY: '' });

/** The findings of a JSON scan as `file rule`. */
async function findings(args: string[], cwd: string): Promise<string[]> {
  const r = await scan(['--format', 'json', ...args], cwd);
  const report = JSON.parse(r.stdout);
  return report.targets.flatMap((t: { diagnostics: { file: string; rule: string }[] }) => t.diagnostics.map((d) => `${d.file} ${d.rule}`));
}

/** A path with raw bytes in its name (not UTF-8): `latin1` keeps each char as one byte. */
const bytesPath = (dir: string, rel: string) => Buffer.concat([Buffer.from(`${dir}/`), Buffer.from(rel, 'latin1')]);

isolateGitConfigForFile();

describe('showName', () => {
  test.each([
    ['UTF-8 as is', Buffer.from('café/ünï.env'), 'café/ünï.env'],
    ['a Latin-1 byte', Buffer.from('caf\xe9.env', 'latin1'), 'caf\\xe9.env'],
    ['a lone continuation byte', Buffer.from([0x61, 0x80, 0x62]), 'a\\x80b'],
    ['a truncated sequence, then ASCII', Buffer.from([0xe2, 0x82, 0x41]), '\\xe2\\x82A'],
    ['an overlong slash', Buffer.from([0xc0, 0xaf]), '\\xc0\\xaf'],
    ['a UTF-16 surrogate encoded in UTF-8', Buffer.from([0xed, 0xa0, 0x80]), '\\xed\\xa0\\x80'],
    ['valid and invalid mixed', Buffer.concat([Buffer.from('é'), Buffer.from([0xff]), Buffer.from('€')]), 'é\\xff€'],
  ])('%s', (_name, bytes, shown) => {
    expect(showName(bytes)).toBe(shown);
  });
});

describe('scan: names that are not UTF-8', () => {
  test('outside git: read and checked, shown with \\xNN', async () => {
    const tmp = makeTempDir();
    try {
      writeFileSync(bytesPath(tmp.dir, '.env.caf\xe9'), 'X=1\n');
      mkdirSync(bytesPath(tmp.dir, 'd\xff'));
      writeFileSync(bytesPath(tmp.dir, 'd\xff/k.txt'), `key = ${fakeSecret.aws()}\n`);
      writeFileSync(bytesPath(tmp.dir, 'd\xff/\xe9.pem'), 'x\n');
      expect(await findings([], tmp.dir)).toEqual(['.env.caf\\xe9 credential-file', 'd\\xff/\\xe9.pem credential-file', 'd\\xff/k.txt aws-access-key']);
      const text = await scan([], tmp.dir);
      expect(text.code).toBe(1);
      expect(text.stdout.split('\n').slice(0, 3)).toEqual([
        '".env.caf\\\\xe9": error the file name matches **/{.env,.env.*,.envrc}, a credential file [credential-file]',
        '"d\\\\xff/\\\\xe9.pem": error the file name matches **/*.pem, a credential file [credential-file]',
        '"d\\\\xff/k.txt":1:7: error an AWS access key id on line 1 [aws-access-key]',
      ]);
      expect(text.stderr).toBe('');
      // Every format takes the name (SARIF makes a URI of it).
      for (const format of ['github', 'sarif']) expect((await scan(['--format', format], tmp.dir)).code).toBe(1);
    } finally {
      tmp.cleanup();
    }
  });

  test('in a git work tree: tracked and untracked ones', async () => {
    const repo = makeRepo();
    try {
      writeFileSync(bytesPath(repo.dir, 'secrets-\xe9.yml'), 'X=1\n');
      writeFileSync(bytesPath(repo.dir, 'k\xe9y.js'), rsaPrivateKeyPem());
      repo.gitOk(['add', '-A']);
      writeFileSync(bytesPath(repo.dir, '.env.untracked-\xe9'), 'X=1\n');
      writeFileSync(bytesPath(repo.dir, '.env.ignored-\xe9'), 'X=1\n');
      writeFileSync(path.join(repo.dir, '.gitignore'), Buffer.from('.env.ignored-\xe9\n', 'latin1'));
      expect(await findings([], repo.dir)).toEqual(['.env.untracked-\\xe9 credential-file', 'k\\xe9y.js private-key', 'secrets-\\xe9.yml credential-file']);
    } finally {
      repo.cleanup();
    }
  });

  test('an allow glob matches the shown name', async () => {
    const tmp = makeTempDir();
    try {
      mkdirSync(path.join(tmp.dir, 'fixtures'));
      writeFileSync(bytesPath(tmp.dir, 'fixtures/.env.\xe9'), 'X=1\n');
      tmp.write('.packwright.yml', 'credentials:\n  allow: ["fixtures/**"]\n');
      const r = await scan([], tmp.dir);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("packwright: allowed \"fixtures/.env.\\\\xe9\" [credential-file] by credentials.allow 'fixtures/**'\n");
    } finally {
      tmp.cleanup();
    }
  });
});

describe('scan: the config that governs each PATH', () => {
  test("another folder's scan does not take the working directory's config", async () => {
    const here = makeTempDir();
    const other = makeTempDir();
    try {
      here.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
      here.write('.env', 'X=1\n');
      other.write('.env', 'X=1\n');
      other.write('sub/id_rsa', 'x\n');
      // Here, its own config applies.
      expect((await scan([], here.dir)).code).toBe(0);
      // There, none does: every finding stands.
      const r = await scan([other.dir], here.dir);
      expect(r.code).toBe(1);
      expect(await findings([other.dir], here.dir)).toEqual([`${other.dir}/.env credential-file`, `${other.dir}/sub/id_rsa credential-file`]);
      expect(await findings([path.join(other.dir, 'sub/id_rsa')], here.dir)).toEqual([`${other.dir}/sub/id_rsa credential-file`]);
      // Both at once: each PATH its own.
      expect(await findings(['.', other.dir], here.dir)).toEqual([`${other.dir}/.env credential-file`, `${other.dir}/sub/id_rsa credential-file`]);
    } finally {
      here.cleanup();
      other.cleanup();
    }
  });

  test("the scanned folder's config (or its parent's, up to the repository's top) applies", async () => {
    const here = makeTempDir();
    const repo = makeRepo();
    try {
      repo.write('.packwright.yml', 'credentials:\n  allow: ["fixtures/**"]\nrules:\n  aws-access-key: warning\n');
      repo.stage({ 'fixtures/id_rsa': 'x\n', 'src/.env': 'X=1\n', 'src/k.js': `k = '${fakeSecret.aws()}'\n` });
      const r = await scan([repo.dir], here.dir);
      expect(r.stderr).toBe(`packwright: allowed ${repo.dir}/fixtures/id_rsa [credential-file] by credentials.allow 'fixtures/**'\n`);
      const json = JSON.parse((await scan(['--format', 'json', path.join(repo.dir, 'src')], here.dir)).stdout);
      expect(json.targets[0].diagnostics.map((d: { rule: string; severity: string }) => `${d.rule} ${d.severity}`)).toEqual(['credential-file error', 'aws-access-key warning']);
      // A file PATH: the config of the repository it is in.
      expect((await scan([path.join(repo.dir, 'fixtures/id_rsa')], here.dir)).code).toBe(0);
    } finally {
      here.cleanup();
      repo.cleanup();
    }
  });

  test('--config applies to every PATH, but its globs never reach outside its folder', async () => {
    const here = makeTempDir();
    const other = makeTempDir();
    try {
      here.write('cfg/.packwright.yml', 'credentials:\n  allow: ["**", "../**"]\n');
      here.write('cfg/a/.env', 'X=1\n');
      other.write('.env', 'X=1\n');
      const r = await scan(['--config', 'cfg/.packwright.yml', 'cfg', other.dir], here.dir);
      expect(r.stderr).toBe("packwright: allowed cfg/a/.env [credential-file] by credentials.allow '**'\n");
      expect(await findings(['--config', 'cfg/.packwright.yml', 'cfg', other.dir], here.dir)).toEqual([`${other.dir}/.env credential-file`]);
    } finally {
      here.cleanup();
      other.cleanup();
    }
  });

  test('a config in a folder anybody can write to is not taken for a PATH below or at it', async () => {
    const here = makeTempDir();
    const open = makeTempDir();
    try {
      open.write('.packwright.yml', 'credentials:\n  allow: ["**"]\n');
      open.write('.env', 'X=1\n');
      open.write('sub/.env', 'X=1\n');
      chmodSync(open.dir, 0o1777);
      expect(await findings([open.dir], here.dir)).toEqual([`${open.dir}/.env credential-file`, `${open.dir}/sub/.env credential-file`]);
      expect(await findings([path.join(open.dir, 'sub')], here.dir)).toEqual([`${open.dir}/sub/.env credential-file`]);
      // Run from that folder itself, it is the user's choice, as before.
      expect((await scan([], open.dir)).code).toBe(0);
    } finally {
      chmodSync(open.dir, 0o700);
      here.cleanup();
      open.cleanup();
    }
  });
});

describe('scan: git refusing the repository', () => {
  (AS_ROOT ? test : test.skip)('dubious ownership fails the scan with one line naming the fix (exit 2), no folder walk', async () => {
    const repo = makeRepo();
    try {
      repo.write('.gitignore', '.env\n');
      repo.write('.env', 'X=1\n');
      repo.stage({ 'a.js': 'x\n' });
      spawnSync('chown', ['-R', '65534:65534', repo.dir]);
      const r = await scan([], repo.dir);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`packwright: git refused to read the repository: detected dubious ownership in repository at '${repo.dir}' (if you trust it: git config --global --add safe.directory ${repo.dir})\n`);
      // A single file in it needs no git listing.
      expect((await scan(['a.js'], repo.dir)).code).toBe(0);
    } finally {
      chownSync(repo.dir, 0, 0);
      spawnSync('chown', ['-R', '0:0', repo.dir]);
      repo.cleanup();
    }
  });
});

describe('scan: control characters in names (text format)', () => {
  test.each([
    ['a newline', 'a\nb.env', '"a\\nb.env"'],
    ['a carriage return', 'x\r.env', '"x\\r.env"'],
    ['an escape sequence', '\x1b[2J.env', '"\\u001b[2J.env"'],
    ['a quote', 'say"hi".env', '"say\\"hi\\".env"'],
    ['a tab', 'a\tb.env', '"a\\tb.env"'],
  ])('%s is quoted', async (_name, name, shown) => {
    const tmp = makeTempDir();
    try {
      tmp.write(`.env.${name}`, 'X=1\n');
      const r = await scan([], tmp.dir);
      expect(r.stdout).toBe(`"${JSON.stringify(`.env.${name}`).slice(1, -1)}": error the file name matches **/{.env,.env.*,.envrc}, a credential file [credential-file]\n1 target checked: 1 error, 0 warnings\n`);
      expect(r.stdout).toContain(shown.slice(1, -1));
      expect(r.stdout.split('\n')).toHaveLength(3);
      expect(r.stdout).not.toContain('\r');
      expect(r.stdout).not.toContain('\x1b');
    } finally {
      tmp.cleanup();
    }
  });

  test('the formatter quotes the file and leaves plain names alone', async () => {
    const report = {
      tool: 'packwright' as const,
      version: '0',
      ok: false,
      summary: { targets: 1, errors: 2, warnings: 0 },
      targets: [{ path: '.', kind: 'credentials', ok: false, diagnostics: [
        { rule: 'r', severity: 'error' as const, message: 'm', file: 'src/ünï code.js', line: 2, column: 3 },
        { rule: 'r', severity: 'error' as const, message: 'm', file: 'evil\n.js: error forged [x]' },
      ] }],
    };
    expect(await textFormatter.format(report, { env: {}, rules: [] })).toBe('src/ünï code.js:2:3: error m [r]\n"evil\\n.js: error forged [x]": error m [r]\n1 target checked: 2 errors, 0 warnings\n');
  });
});

describe('scan: overlapping PATHs', () => {
  test('each file is reported once', async () => {
    const tmp = makeTempDir();
    try {
      tmp.write('a.js', `k = '${fakeSecret.github()}'\n`);
      tmp.write('sub/.env', 'X=1\n');
      const once = ['a.js github-token', 'sub/.env credential-file'];
      expect(await findings([], tmp.dir)).toEqual(once);
      expect(await findings(['.', '.', 'a.js'], tmp.dir)).toEqual(once);
      expect(await findings(['a.js', '.', './sub', 'sub/.env', tmp.dir], tmp.dir)).toEqual(once);
      const text = await scan(['.', '.', 'a.js'], tmp.dir);
      expect(text.stdout.match(/github-token/g)).toHaveLength(1);
      expect(text.stdout).toContain('2 targets checked: 2 errors');
    } finally {
      tmp.cleanup();
    }
  });

  test('in a git work tree too', async () => {
    const repo = makeRepo();
    try {
      repo.stage({ 'k/id_rsa': 'x\n', 'k/b.txt': 'y\n' });
      expect(await findings(['.', 'k', 'k/id_rsa'], repo.dir)).toEqual(['k/id_rsa credential-file']);
    } finally {
      repo.cleanup();
    }
  });
});

describe('scan: symbolic links and big files', () => {
  test("a link's target text is checked, as git commits it; the link is not followed and its name is no credential file", async () => {
    const repo = makeRepo();
    const tmp = makeTempDir();
    try {
      for (const dir of [repo.dir, tmp.dir]) {
        writeFileSync(path.join(dir, 'target.txt'), `k = '${fakeSecret.github()}'\n`);
        symlinkSync(fakeSecret.github(), path.join(dir, 'token-link'));
        symlinkSync('target.txt', path.join(dir, 'plain-link'));
        symlinkSync('x', path.join(dir, '.env'));
      }
      repo.git(['add', '-A']);
      // In a work tree (listed by git) and outside one (the folder walk).
      for (const dir of [repo.dir, tmp.dir]) expect(await findings([], dir)).toEqual(['target.txt github-token', 'token-link github-token']);
      expect(await findings(['token-link'], repo.dir)).toEqual(['token-link github-token']);
    } finally {
      repo.cleanup();
      tmp.cleanup();
    }
  });

  test('a file longer than one window is read whole: no note line, nothing left unread', async () => {
    const tmp = makeTempDir();
    try {
      writeFileSync(path.join(tmp.dir, 'big.log'), Buffer.alloc(CONTENT_WINDOW_BYTES + 10, 0x61));
      writeFileSync(path.join(tmp.dir, 'small.log'), Buffer.alloc(CONTENT_WINDOW_BYTES, 0x61));
      const r = await scan([], tmp.dir);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
    } finally {
      tmp.cleanup();
    }
  });
});

describe('scan: a secret in a file name', () => {
  test('is found in and out of git, shown cut before it in every format', async () => {
    const t = makeTempDir('scan-name-secret-');
    try {
      const token = fakeSecret.github();
      t.write(`plain/logs/${token}.log`, 'nothing here\n');
      expect(await findings(['plain'], t.dir)).toEqual(['plain/logs/… github-token']);
      const repo = makeRepo('scan-name-secret-git-');
      try {
        repo.stage({ [`a/${token}/b.txt`]: 'x\n' });
        for (const format of ['text', 'json', 'sarif', 'github']) {
          const r = await scan(['--format', format, '.'], repo.dir);
          expect({ format, code: r.code }).toEqual({ format, code: 1 });
          expect({ format, leaked: (r.stdout + r.stderr).includes(token) }).toEqual({ format, leaked: false });
          // SARIF gives the path as a URI: the `…` percent-encoded.
          expect(r.stdout).toContain(format === 'sarif' ? 'a/%E2%80%A6' : 'a/…');
        }
      } finally {
        repo.cleanup();
      }
    } finally {
      t.cleanup();
    }
  });
  test('a credential file whose name holds a token (ghp_….pem) is shown cut too, in every format', async () => {
    const repo = makeRepo('scan-name-secret-pem-');
    try {
      const token = fakeSecret.github();
      repo.stage({ [`keys/${token}.pem`]: 'x\n', [`${token}/.env`]: 'A=1\n' });
      for (const format of ['text', 'json', 'sarif', 'github']) {
        const r = await scan(['--format', format, '.'], repo.dir);
        expect({ format, code: r.code }).toEqual({ format, code: 1 });
        expect({ format, leaked: (r.stdout + r.stderr).includes(token) }).toEqual({ format, leaked: false });
      }
      expect(await findings(['.'], repo.dir)).toEqual(['keys/… credential-file', 'keys/… github-token', '… credential-file', '… github-token']);
    } finally {
      repo.cleanup();
    }
  });
});

describe('scan: a PATH that is a FIFO, socket or device', () => {
  test('is named as not checked and fails the scan, as a link to one does (scan <(…), /dev/stdin); one inside a folder is no file git could commit', async () => {
    const t = makeTempDir('scan-fifo-');
    try {
      t.write('plain/ok.txt', 'ok\n');
      const made = spawnSync('mkfifo', [path.join(t.dir, 'pipe'), path.join(t.dir, 'plain/pipe')]);
      expect(made.status).toBe(0);
      symlinkSync(path.join(t.dir, 'pipe'), path.join(t.dir, 'to-pipe'));
      const fifo = await scan(['pipe'], t.dir);
      expect(fifo.code).toBe(2);
      expect(fifo.stderr).toBe('packwright: not checked: pipe: a FIFO (a pipe), not a regular file (save its content to a file to scan it)\n');
      const link = await scan(['to-pipe'], t.dir);
      expect(link.code).toBe(2);
      expect(link.stderr).toBe('packwright: not checked: to-pipe: a symbolic link to a FIFO (a pipe), not a regular file (save its content to a file to scan it)\n');
      const skipped = await scan(['--skip-unreadable', 'pipe'], t.dir);
      expect(skipped.code).toBe(0);
      expect(skipped.stderr).toContain('not checked: pipe: a FIFO');
      expect(await scan(['plain'], t.dir)).toMatchObject({ code: 0, stderr: '' });
    } finally {
      t.cleanup();
    }
  });
});
