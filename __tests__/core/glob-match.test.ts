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
