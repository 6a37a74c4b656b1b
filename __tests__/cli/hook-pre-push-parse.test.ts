// `packwright hook pre-push`: git's stdin protocol, the REMOTE argument, and where the refs come
// from (git, or the pre-commit framework's variables). No repository needed.
import { runMain, prePushWithStdin } from '../helpers/in-process.js';
import type { CommandEntry } from '../../src/cli/commands.js';
import { commands } from '../../src/cli/commands.js';
import { InvalidInputError } from '../../src/core/errors.js';
import { isRemoteName, parsePushLines, pushSource, scannableMessage } from '../../src/cli/commands/hook-pre-push.js';
import { parseObjectMessage } from '../../src/core/git-index.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const Z = '0'.repeat(40);
const A256 = 'a'.repeat(64);
const Z256 = '0'.repeat(64);

describe('parsePushLines: the lines git writes to a pre-push hook', () => {
  test.each([
    ['nothing (git pushes nothing)', '', []],
    ['an update', `refs/heads/main ${A} refs/heads/main ${B}\n`, [{ localRef: 'refs/heads/main', local: A, remoteRef: 'refs/heads/main', remote: B }]],
    ['a new branch (remote all zeros)', `refs/heads/feat ${A} refs/heads/feat ${Z}\n`, [{ localRef: 'refs/heads/feat', local: A, remoteRef: 'refs/heads/feat', remote: null }]],
    ['a deletion (local all zeros)', `(delete) ${Z} refs/heads/old ${B}\n`, [{ localRef: '(delete)', local: null, remoteRef: 'refs/heads/old', remote: B }]],
    ['a local ref that is an expression with spaces', `HEAD^{/fix the bug} ${A} refs/heads/x ${Z}\n`, [{ localRef: 'HEAD^{/fix the bug}', local: A, remoteRef: 'refs/heads/x', remote: null }]],
    ['SHA-256 object names', `refs/heads/main ${A256} refs/heads/main ${Z256}\n`, [{ localRef: 'refs/heads/main', local: A256, remoteRef: 'refs/heads/main', remote: null }]],
    ['several refs, no final newline, an empty line and CRLF', `refs/tags/v1 ${A} refs/tags/v1 ${Z}\r\n\nrefs/heads/main ${B} refs/heads/main ${A}`, [
      { localRef: 'refs/tags/v1', local: A, remoteRef: 'refs/tags/v1', remote: null },
      { localRef: 'refs/heads/main', local: B, remoteRef: 'refs/heads/main', remote: A },
    ]],
  ])('%s', (_name, text, updates) => {
    expect(parsePushLines(text)).toEqual(updates);
  });

  test.each([
    ['three fields', `refs/heads/main ${A} refs/heads/main\n`, 1],
    ['a short sha', `refs/heads/main ${A.slice(1)} refs/heads/main ${B}\n`, 1],
    ['upper-case hex', `refs/heads/main ${A.toUpperCase()} refs/heads/main ${B}\n`, 1],
    ['mixed object name lengths', `refs/heads/main ${A256} refs/heads/main ${B}\n`, 1],
    ['a remote ref with a space', `refs/heads/main ${A} refs/heads/ma in ${B}\n`, 1],
    ['tabs between the fields', `refs/heads/main\t${A}\trefs/heads/main\t${B}\n`, 1],
    ['a bad second line', `refs/heads/main ${A} refs/heads/main ${B}\nfoo\n`, 2],
    ['a line of just a sha', `${A}\n`, 1],
  ])('%s: an InvalidInputError naming the line', (_name, text, line) => {
    let err: unknown;
    try {
      parsePushLines(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InvalidInputError);
    expect((err as Error).message).toMatch(new RegExp(`^hook pre-push: stdin line ${line} is not '<local ref> <local sha> <remote ref> <remote sha>' as git writes it for a pre-push hook: ".*"$`));
    expect((err as Error).message).not.toContain('\n');
  });

  test('a long or control-character line is shown cut and escaped, on one line', () => {
    expect(() => parsePushLines(`x\u001b[2J\r${'y'.repeat(300)}\n`)).toThrow(/: "x\\u001b\[2J\\ry{94}…"$/);
  });
});

describe('isRemoteName: a remote name, or the URL git passes when the push names none', () => {
  test.each(['origin', 'upstream', 'my-fork', 'team/origin', 'o.2'])('%s is a name', (s) => expect(isRemoteName(s)).toBe(true));
  test.each(['', 'file:///tmp/r.git', 'git@github.com:o/r.git', 'https://x/y', '/abs/path.git', '../rel.git', './r', '-x', 'a..b', 'a b', 'a*', 'a[1]', 'a\nb', 'a/', 'a.lock'])('%j is not', (s) => expect(isRemoteName(s)).toBe(false));
});

describe('pushSource: git protocol or the pre-commit framework', () => {
  const stdin = (text: string) => async () => text;
  const never = async (): Promise<string> => {
    throw new Error('stdin must not be read');
  };

  test('git: REMOTE names the remote-tracking refs; a URL names none; no REMOTE (a hook without "$@") means every remote', async () => {
    const line = `refs/heads/main ${A} refs/heads/main ${Z}\n`;
    expect(await pushSource(['origin', 'file:///r.git'], {}, stdin(line))).toEqual({ updates: parsePushLines(line), remotes: 'origin' });
    expect(await pushSource(['file:///r.git', 'file:///r.git'], {}, stdin(line))).toEqual({ updates: parsePushLines(line), remotes: null });
    expect(await pushSource([], {}, stdin(line))).toEqual({ updates: parsePushLines(line), remotes: 'all' });
  });

  test('git arguments win over framework variables (a hook run by git under a PRE_COMMIT=1 shell)', async () => {
    const line = `refs/heads/main ${A} refs/heads/main ${B}\n`;
    expect(await pushSource(['origin', 'u'], { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: 'x', PRE_COMMIT_TO_REF: 'y' }, stdin(line))).toEqual({ updates: parsePushLines(line), remotes: 'origin' });
  });

  test('framework: FROM/TO make one update, stdin unread; the remote name and branches when given', async () => {
    const env = { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: B, PRE_COMMIT_TO_REF: A, PRE_COMMIT_REMOTE_NAME: 'origin', PRE_COMMIT_LOCAL_BRANCH: 'refs/heads/feat', PRE_COMMIT_REMOTE_BRANCH: 'refs/heads/feat' };
    expect(await pushSource([], env, never)).toEqual({ updates: [{ localRef: 'refs/heads/feat', local: A, remoteRef: 'refs/heads/feat', remote: B }], remotes: 'origin' });
    expect(await pushSource([], { PRE_COMMIT: '1', PRE_COMMIT_FROM_REF: 'main', PRE_COMMIT_TO_REF: 'feat' }, never)).toEqual({ updates: [{ localRef: 'feat', local: 'feat', remoteRef: '', remote: 'main' }], remotes: null });
  });

  test("framework: the legacy PRE_COMMIT_ORIGIN / PRE_COMMIT_SOURCE names", async () => {
    expect(await pushSource([], { PRE_COMMIT: '1', PRE_COMMIT_ORIGIN: B, PRE_COMMIT_SOURCE: A }, never)).toEqual({ updates: [{ localRef: A, local: A, remoteRef: '', remote: B }], remotes: null });
  });

  test('framework, a push holding a root commit (no FROM/TO): the local branch against the remote', async () => {
    const env = { PRE_COMMIT: '1', PRE_COMMIT_REMOTE_NAME: 'origin', PRE_COMMIT_REMOTE_URL: 'file:///r.git', PRE_COMMIT_LOCAL_BRANCH: 'refs/heads/main', PRE_COMMIT_REMOTE_BRANCH: 'refs/heads/main' };
    expect(await pushSource([], env, never)).toEqual({ updates: [{ localRef: 'refs/heads/main', local: 'refs/heads/main', remoteRef: 'refs/heads/main', remote: null }], remotes: 'origin' });
  });

  test('framework outside a push: null (nothing to check)', async () => {
    expect(await pushSource([], { PRE_COMMIT: '1' }, never)).toBeNull();
  });

  test('framework with only one of FROM/TO: a usage error', async () => {
    await expect(pushSource([], { PRE_COMMIT: '1', PRE_COMMIT_TO_REF: A }, never)).rejects.toThrow('PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF go together (only PRE_COMMIT_TO_REF is set)');
  });
});

describe('through main(): one clear line, exit 2', () => {
  const withStdin = prePushWithStdin;
  const run = (argv: string[], registry: readonly CommandEntry[], env: NodeJS.ProcessEnv = {}) => runMain(argv, process.cwd(), registry, env);

  test('a malformed stdin line', async () => {
    const r = await run(['hook', 'pre-push', 'origin', 'file:///r.git'], withStdin('refs/heads/main abc refs/heads/main def\n'));
    expect(r).toEqual({ code: 2, stdout: '', stderr: `packwright: hook pre-push: stdin line 1 is not '<local ref> <local sha> <remote ref> <remote sha>' as git writes it for a pre-push hook: "refs/heads/main abc refs/heads/main def"\n` });
  });

  test('a third argument', async () => {
    const r = await run(['hook', 'pre-push', 'a', 'b', 'c'], withStdin(''));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe("packwright: hook pre-push: unexpected argument 'c'");
  });

  test('nothing pushed, only deletions, or HUSKY=0: exit 0, silent, without a repository', async () => {
    expect(await run(['hook', 'pre-push', 'origin', 'u'], withStdin(''))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run(['hook', 'pre-push', 'origin', 'u'], withStdin(`(delete) ${Z} refs/heads/x ${A}\n`))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run(['hook', 'pre-push', 'origin', 'u'], withStdin('garbage'), { HUSKY: '0' })).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('under the framework outside a push: a note, exit 0', async () => {
    const r = await run(['hook', 'pre-push'], withStdin(''), { PRE_COMMIT: '1' });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('packwright: hook pre-push: not run for a push (the pre-commit framework set no PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF), so there is nothing to check; give the hook stages: [pre-push]\n');
  });

  test('the registry lists the new hooks, and --help loads them', async () => {
    expect(commands.map((c) => c.name)).toEqual(expect.arrayContaining(['hook pre-commit', 'hook pre-merge-commit', 'hook pre-push']));
    const push = await run(['hook', 'pre-push', '--help'], commands);
    expect(push.code).toBe(0);
    expect(push.stdout).toContain('Usage: packwright hook pre-push [REMOTE [URL]] [options]');
    expect(push.stdout).toContain('PRE_COMMIT_FROM_REF');
    const merge = await run(['hook', 'pre-merge-commit', '--help'], commands);
    expect(merge.code).toBe(0);
    expect(merge.stdout).toContain('Usage: packwright hook pre-merge-commit [options]');
  });
});

describe('messages: commit and tag objects split at their header, bytes as the content rules read them', () => {
  test('parseObjectMessage: the first empty line ends the header; continuation lines (gpgsig) are skipped; the message stays bytes', () => {
    const object = Buffer.concat([Buffer.from(`tree ${A}\nparent ${B}\nauthor T <t@x> 1 +0000\ncommitter T <t@x> 1 +0000\nencoding ISO-8859-1\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n abc\n -----END PGP SIGNATURE-----\n\ncaf`), Buffer.from([0xe9, 0x0a, 0x0a]), Buffer.from('body\n')]);
    const { fields, message } = parseObjectMessage(object);
    expect(fields.get('tree')).toBe(A);
    expect(fields.get('encoding')).toBe('ISO-8859-1');
    expect(fields.get('gpgsig')).toBe('-----BEGIN PGP SIGNATURE-----');
    expect(message).toEqual(Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9, 0x0a, 0x0a]), Buffer.from('body\n')]));
    expect(parseObjectMessage(Buffer.from(`object ${A}\ntype commit\ntag v1\n`)).message).toEqual(Buffer.alloc(0));
    expect(parseObjectMessage(Buffer.from(`object ${A}\ntype tag\ntag v1\n\n`)).fields.get('type')).toBe('tag');
  });

  test('scannableMessage: as is without NUL or BOM; a NUL reads as a space; a wide encoding drops NULs; a UTF-16 BOM reads as spaces', () => {
    const plain = Buffer.from([0x61, 0xe9, 0x0a]);
    expect(scannableMessage(plain, null)).toBe(plain);
    expect(scannableMessage(Buffer.from('ab\0cd'), null).toString()).toBe('ab cd');
    expect(scannableMessage(Buffer.from('g\0h\0p\0_\0', 'latin1'), 'UTF-16LE').toString()).toBe('ghp_');
    expect(scannableMessage(Buffer.from('\xff\xfeg\0h\0', 'latin1'), null).toString()).toBe('  gh');
    expect(scannableMessage(Buffer.from('\xfe\xffxy', 'latin1'), null).toString()).toBe('  xy');
  });
});
