import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCompositeAction, parseOutputFile, FAKE_GITHUB_TOKEN } from '../helpers/action-runner.js';
import { makeTempDir } from '../helpers/tmp.js';

/** The harness itself: it must fail where the runner fails and evaluate what the runner evaluates. */
describe('runCompositeAction', () => {
  const t = makeTempDir('packwright-runner-');
  afterAll(() => t.cleanup());
  const action = (name: string, yml: string) => {
    const dir = path.join(t.dir, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'action.yml'), yml);
    return dir;
  };

  test('${{ github.token }} in an input default is the caller\'s GITHUB_TOKEN, else a fake token, never the literal text', () => {
    const dir = action('token', `name: t
inputs:
  token:
    default: \${{ github.token }}
outputs:
  seen:
    value: \${{ steps.s.outputs.seen }}
runs:
  using: composite
  steps:
    - id: s
      shell: bash
      env:
        INPUT_TOKEN: \${{ inputs.token }}
      run: echo "seen=$INPUT_TOKEN" >> "$GITHUB_OUTPUT"
`);
    expect(runCompositeAction(dir, {}, { cwd: t.dir }).outputs.seen).toBe(FAKE_GITHUB_TOKEN);
    expect(runCompositeAction(dir, {}, { cwd: t.dir, env: { GITHUB_TOKEN: 'ghs_given' } }).outputs.seen).toBe('ghs_given');
    expect(runCompositeAction(dir, { token: '' }, { cwd: t.dir }).outputs.seen).toBe('');
  });

  test('GITHUB_ENV reaches the later steps; a heredoc without its delimiter fails the step', () => {
    const dir = action('env', `name: e
outputs:
  foo:
    value: \${{ steps.b.outputs.foo }}
runs:
  using: composite
  steps:
    - shell: bash
      run: printf 'FOO<<EOF_1\\nbar\\nbaz\\nEOF_1\\n' >> "$GITHUB_ENV"
    - id: b
      shell: bash
      run: printf 'foo<<EOF_2\\n%s\\nEOF_2\\n' "$FOO" >> "$GITHUB_OUTPUT"
    - shell: bash
      run: printf 'broken<<EOF_3\\nno end\\n' >> "$GITHUB_OUTPUT"
`);
    const r = runCompositeAction(dir, {}, { cwd: t.dir });
    expect(r.env).toEqual({ FOO: 'bar\nbaz' });
    expect(r.outputs.foo).toBe('bar\nbaz');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Matching delimiter not found 'EOF_3'");
    expect(() => parseOutputFile('a<<X\nb\n')).toThrow("Matching delimiter not found 'X'");
  });
});
