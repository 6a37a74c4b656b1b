// The glob matcher behind ignore files and credentials.allow: both engines (regex, tokens)
// agree, and a class no regex would compile still means what git's wildmatch makes of it.
import { globMatcher, globTokens, type GlobEngine } from '../../src/core/glob-match.js';

const engines: GlobEngine[] = ['regex', 'tokens'];
const match = (pattern: string, s: string, engine: GlobEngine) => globMatcher(globTokens(pattern), engine)(s);

describe.each(engines)('globMatcher (%s)', (engine) => {
  test.each([
    ['*.log', 'a.log', true],
    ['*.log', 'd/a.log', false],
    ['**/tmp', 'a/b/tmp', true],
    ['a/**', 'a/b/c', true],
    ['[abc].md', 'b.md', true],
    ['[!abc].md', 'd.md', true],
    ['[!abc].md', 'a.md', false],
    ['[[:digit:]]x', '7x', true],
    // A range out of order: no character (git's wildmatch), and negated, any but '/'.
    ['[z-a]', 'z', false],
    ['[z-a]', 'a', false],
    ['x[z-a]', 'xq', false],
    ['[!z-a]', 'q', true],
    ['[!z-a]', '/', false],
    ['[z-a]*.tmp', 'a.tmp', false],
  ])('%s against %s: %s', (pattern, s, expected) => {
    expect(match(pattern, s, engine)).toBe(expected);
  });
});

describe('bracket expressions that never close, read once', () => {
  // Each `[` used to scan to the end of the glob for its `]` (and each `[:` for its `:]`): 4,096
  // unclosed brackets took 10 s in a hostile .gitignore or credentials.allow. What they mean is
  // unchanged: an unclosed `[` is a literal, and an unknown POSIX name leaves no class there.
  test('50,000 unclosed [ are literals', () => {
    const tokens = globTokens('[a'.repeat(50_000));
    expect(tokens).toHaveLength(100_000);
    expect(tokens.every((t) => t.kind === 'lit')).toBe(true);
  });

  test('20,000 [[: closed by one far :] are literals up to the last bracket', () => {
    const tokens = globTokens(`${'[[:'.repeat(20_000)}:]`);
    expect(tokens.slice(0, 59_997).every((t) => t.kind === 'lit')).toBe(true);
    expect(tokens.slice(-1)[0].kind).toBe('one');
  });

  test.each([
    ['an unknown POSIX name: no class at its [, a class from the next', '[[:abcdefghij:]]x', '[a]x', true],
    ['the same, another character of that class', '[[:abcdefghij:]]x', '[j]x', true],
    ['a known POSIX name', '[[:digit:]]x', '7x', true],
    ['a known POSIX name, not matching', '[[:digit:]]x', 'ax', false],
  ])('%s', (_name, glob, path, matches) => {
    expect(globMatcher(globTokens(glob))(path)).toBe(matches);
  });
});
