import fc from 'fast-check';
import { sshConfigWords } from '../../src/capability/command-lines.js';

describe('sshConfigWords: an ssh config line split as OpenSSH splits it', () => {
  // Each checked with OpenSSH 9.2p1: `ssh -G -o 'SetEnv=LINE' host` lists one `setenv` per word.
  test.each<[string, string[]]>([
    ['A=x GIT_SSH_COMMAND=ssh', ['A=x', 'GIT_SSH_COMMAND=ssh']],
    ['A=x\\ GIT_SSH_COMMAND=ssh', ['A=x GIT_SSH_COMMAND=ssh']],
    ['A=x\\\\ GIT_SSH_COMMAND=ssh', ['A=x\\', 'GIT_SSH_COMMAND=ssh']],
    ['A="x GIT_SSH_COMMAND=ssh"', ['A=x GIT_SSH_COMMAND=ssh']],
    ["A='x GIT_SSH_COMMAND=ssh'", ['A=x GIT_SSH_COMMAND=ssh']],
    ['A=\\"x GIT_SSH_COMMAND=ssh\\"', ['A="x', 'GIT_SSH_COMMAND=ssh"']],
    ["A=\\'x GIT_SSH_COMMAND=ssh", ["A='x", 'GIT_SSH_COMMAND=ssh']],
    ['A=x\tGIT_SSH_COMMAND=ssh', ['A=x', 'GIT_SSH_COMMAND=ssh']],
    ['A=x\\\tGIT_SSH_COMMAND=ssh', ['A=x\\', 'GIT_SSH_COMMAND=ssh']],
    ['A=x #GIT_SSH_COMMAND=ssh', ['A=x']],
    ['A=x#y GIT_SSH_COMMAND=ssh', ['A=x#y', 'GIT_SSH_COMMAND=ssh']],
    ['A="x\\" GIT_SSH_COMMAND=ssh"', ['A=x" GIT_SSH_COMMAND=ssh']],
    ['A=x\\q GIT_SSH_COMMAND=ssh', ['A=x\\q', 'GIT_SSH_COMMAND=ssh']],
    ['  GIT_SSH_COMMAND=ssh', ['GIT_SSH_COMMAND=ssh']],
    ['A=x"y z"w', ['A=xy zw']],
    // The line's trailing blanks are stripped first: the backslash has nothing to keep.
    ['A=x\\ ', ['A=x\\']],
  ])('%j', (line, words) => {
    expect(sshConfigWords(line).map((w) => w.text)).toEqual(words);
  });

  test('an unclosed quote runs to the end, and is marked (ssh refuses the line)', () => {
    expect(sshConfigWords('A=1 B="x y')).toEqual([
      { text: 'A=1', start: 0, end: 3, from: [0, 1, 2] },
      { text: 'B=x y', start: 4, end: 10, from: [4, 5, 7, 8, 9], unclosed: true },
    ]);
  });

  test('property: words written with quotes and backslashes as ssh reads them come back as they were, each character traced to its place', () => {
    const text = fc.stringMatching(/^[A-Za-z0-9 "'\\#=\t-]{1,12}$/);
    const doubled = (w: string) => `"${w.replace(/["\\]/g, '\\$&')}"`;
    // Bare, a backslash before each blank, quote and backslash: a tab cannot be escaped, a leading # would end the line, and a trailing blank is stripped.
    const bare = (w: string) => (/\t/.test(w) || w.startsWith('#') || w.endsWith(' ') ? doubled(w) : w.replace(/[ "'\\]/g, '\\$&'));
    const spelled = fc.constantFrom(doubled, (w: string) => `'${w.replace(/['\\]/g, '\\$&')}'`, bare);
    fc.assert(
      fc.property(fc.array(fc.tuple(text, spelled), { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '\t', '  '), (words, blank) => {
        const line = words.map(([w, spell]) => spell(w)).join(blank);
        const read = sshConfigWords(line);
        expect(read.map((w) => w.text)).toEqual(words.map(([w]) => w));
        for (const w of read) expect(w.from.map((at) => line[at]).join('')).toBe(w.text);
      }),
      { numRuns: 500 },
    );
  });
});
