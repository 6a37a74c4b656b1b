import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCompositeAction } from '../helpers/action-runner.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/tmp.js';
import { actionEntries } from '../../src/cli/actions/index.js';

const t = makeTempDir('packwright-command-');
afterAll(() => t.cleanup());

const KNOWN = 'validate, build-context-pack, ctxpkg-sign or skillpack-sync';

describe('the root action\'s command input', () => {
  test('actions/run.sh accepts exactly the registered action entries', () => {
    const script = readFileSync(path.join(REPO_ROOT, 'actions', 'run.sh'), 'utf8');
    const accepted = /^\s*([a-z| -]+)\) ;;$/m.exec(script)![1].split('|').map((s) => s.trim());
    expect(accepted).toEqual(Object.keys(actionEntries));
    expect(script).toContain(`known="${KNOWN}"`);
  });

  test.each([
    ['', `::error title=packwright::input command is empty; set it to ${KNOWN}`],
    ['--help', `::error title=packwright::input command must be ${KNOWN}, not '--help'`],
    ['--verbose', `::error title=packwright::input command must be ${KNOWN}, not '--verbose'`],
    ['__proto__', `::error title=packwright::input command must be ${KNOWN}, not '__proto__'`],
    ['constructor', `::error title=packwright::input command must be ${KNOWN}, not 'constructor'`],
    ['x%y\nz', `::error title=packwright::input command must be ${KNOWN}, not 'x%25y%0Az'`],
  ])('command %j fails the step with one line naming the input', (command, line) => {
    const r = runCompositeAction(REPO_ROOT, { command }, { cwd: t.dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`${line}\n`);
    expect(r.stderr).toBe('');
  });

  test.each(['constructor', '__proto__', 'toString', 'nope'])('packwright action %s: one ::error:: line, exit 1', (name) => {
    const r = runCli(['action', name], { cwd: t.dir, env: { GITHUB_OUTPUT: '', GITHUB_STEP_SUMMARY: '' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`::error::packwright: input command must be ${KNOWN}, not '${name}'\n`);
    expect(r.stderr).toBe('');
  });
});
