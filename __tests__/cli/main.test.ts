// main(): the CLI's one error boundary. Every line it prints has a URL's user information masked.
import { main } from '../../src/cli/main.js';
import type { CommandEntry } from '../../src/cli/commands.js';
import { IoError, UsageError } from '../../src/core/errors.js';

function throwing(err: unknown): CommandEntry[] {
  return [{ name: 'boom', summary: 'throws', load: async () => ({ meta: { name: 'boom', summary: 'throws', positionals: '', options: {} }, run: async () => { throw err; } }) }];
}

async function run(argv: string[], registry: readonly CommandEntry[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await main(argv, { cwd: process.cwd(), env: {}, stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) } }, registry);
  return { code, stderr };
}

const URL_WITH_TOKEN = 'https://user:ghp_secret@example.com/org/repo.git';

describe('main: every error line has URL credentials masked', () => {
  test.each([
    ['a PackwrightError', new IoError(`git fetch ${URL_WITH_TOKEN}: failed`), 2, 'packwright: git fetch https://***@example.com/org/repo.git: failed\n'],
    ['a usage error', new UsageError(`bad --repo ${URL_WITH_TOKEN}`), 2, "packwright: bad --repo https://***@example.com/org/repo.git\nRun 'packwright --help' for usage.\n"],
    ['an internal error', new Error(`odd ${URL_WITH_TOKEN}`), 2, 'packwright: internal error: odd https://***@example.com/org/repo.git\n'],
  ])('%s', async (_what, err, code, stderr) => {
    expect(await run(['boom'], throwing(err))).toEqual({ code, stderr });
  });

  test.each([
    ['a PackwrightError', new IoError(`x ${URL_WITH_TOKEN}`)],
    ['an internal error', new Error(`x ${URL_WITH_TOKEN}`)],
  ])('under --verbose, %s and its stack too', async (_what, err) => {
    const r = await run(['boom', '--verbose'], throwing(err));
    expect(r.stderr).toContain('https://***@example.com/org/repo.git');
    expect(r.stderr).toContain('    at ');
    expect(r.stderr).not.toContain('ghp_secret');
  });
});

describe('main: an error is one line whatever it quotes', () => {
  test.each([
    ['a newline in a message', new IoError('x\ny: failed'), 'packwright: x\\ny: failed\n'],
    ['CR, tab and escape', new IoError('a\rb\tc\u001b[31m'), 'packwright: a\\rb\\tc\\u001b[31m\n'],
    ['an internal error', new Error('odd\nline'), 'packwright: internal error: odd\\nline\n'],
  ])('%s', async (_what, err, stderr) => {
    expect((await run(['boom'], throwing(err))).stderr).toBe(stderr);
  });

  test('an unexpected argument with a newline, through argument parsing', async () => {
    const registry: CommandEntry[] = [{ name: 'boom', summary: '', load: async () => ({ meta: { name: 'boom', summary: '', positionals: '', options: {}, maxPositionals: 0 }, run: async () => 0 }) }];
    const r = await run(['boom', 'a\nb'], registry);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("packwright: boom: unexpected argument 'a\\nb'\nRun 'packwright --help' for usage.\n");
  });
});
