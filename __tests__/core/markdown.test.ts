import fc from 'fast-check';
import { MAX_MARKDOWN_BRACKETS, MAX_MARKDOWN_NESTING, MarkdownTooComplexError, markdownTooComplex, parseMarkdown } from '../../src/core/markdown.js';

const labels = (src: string) => parseMarkdown(src).references.map((r) => r.label);

describe('parseMarkdown footnote references', () => {
  test.each([
    ['plain', 'See [^src_a].', ['src_a']],
    ['two on a line', 'A[^src_a] B[^src_b]', ['src_a', 'src_b']],
    ['code fence', '```\n[^src_a]\n```', []],
    ['tilde fence', '~~~md\n[^src_a]\n~~~', []],
    ['indented code', 'para\n\n    [^src_a]', []],
    ['inline code', 'x `[^src_a]` y', []],
    ['html comment', '<!-- [^src_a] -->', []],
    ['escaped', '\\[^src_a]', []],
    ['escaped backslash then ref', '\\\\[^src_a]', ['src_a']],
    ['in a heading', '## Uses [^src_a]', ['src_a']],
    ['in a list', '- item[^src_a]', ['src_a']],
    ['in emphasis', '*see [^src_a]*', ['src_a']],
    ['in a link text', '[see [^src_a]](https://x)', ['src_a']],
    ['defined in the same file', 'x[^n]\n\n[^n]: note', ['n']],
    ['in an autolink', 'see <http://example.com/[^src_a]> [^src_b]', ['src_b']],
    ['in an email autolink', '<mailto:[^src_a]@example.com>', []],
    ['in an autolink, defined in the same file', '<http://e.com/[^n]>\n\n[^n]: note', []],
    ['in a link destination', '[x](http://e.com/[^src_a])', []],
    ['in a link destination, defined in the same file', '[x](http://e.com/[^n])\n\n[^n]: note', []],
    ['in a bracketed destination and a title', '[x](<http://e.com/[^src_a]> "t [^src_b]")', []],
    ['in an image destination', '![i](http://e.com/[^src_a]) [^src_b]', ['src_b']],
    ['in a link reference definition', '[x][r]\n\n[r]: http://e.com/[^src_a]', []],
    ['link text kept, destination not', '[see [^src_a]](http://e.com/[^src_b])', ['src_a']],
  ])('%s', (_name, src, expected) => {
    expect(labels(src)).toEqual(expected);
  });

  test('frontmatter is not prose', () => {
    const doc = parseMarkdown('---\nnote: "[^src_a]"\n---\n\nbody [^src_b]\n');
    expect(doc.frontmatter?.raw).toBe('note: "[^src_a]"');
    expect(doc.references.map((r) => r.label)).toEqual(['src_b']);
  });

  test('positions are 1-based line and column of the "["', () => {
    const doc = parseMarkdown('---\na: 1\n---\n\nab [^src_x] cd\n');
    expect(doc.references[0].position).toMatchObject({ line: 5, column: 4 });
  });

  test('headings keep their raw text', () => {
    const doc = parseMarkdown('## [^src_a]\n\n# Title #\n');
    expect(doc.headings.map((h) => [h.depth, h.raw])).toEqual([[2, '[^src_a]'], [1, 'Title']]);
  });

  const word = fc.stringMatching(/^[a-z0-9_]{1,12}$/);
  // Words joined by single spaces or line breaks: no line may open with spaces, or four of them
  // would make an indented code block, where a reference is rightly not prose.
  const prose = fc
    .array(fc.tuple(fc.stringMatching(/^[a-zA-Z.,]{1,8}$/), fc.constantFrom(' ', '\n')), { maxLength: 6 })
    .map((parts) => parts.map(([w, sep]) => w + sep).join(''));

  test('property: a reference in prose is found exactly once, wherever it sits', () => {
    fc.assert(
      fc.property(prose, word, prose, (before, id, after) => {
        const src = `${before}[^src_${id}] ${after}`;
        expect(labels(src)).toEqual([`src_${id}`]);
      }),
    );
  });

  test('property: a reference inside a code fence, inline code or a comment is never found', () => {
    fc.assert(
      fc.property(prose, word, fc.constantFrom('```\n%\n```', '`%`', '<!-- % -->', '\\%'), (before, id, wrap) => {
        const src = `${before.replace(/\n/g, ' ')}\n\n${wrap.replace('%', `[^src_${id}]`)}\n`;
        expect(labels(src)).toEqual([]);
      }),
    );
  });

  test('property: never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => {
      parseMarkdown(s);
    }));
  });
});

describe('markdownTooComplex: texts micromark would take minutes on are refused up front', () => {
  test.each([
    ['an ordinary document', '# T\n\nSee [^src_a] and [a link](x).\n\n> quote\n\n- a\n  - b\n', null],
    ['as many [ as allowed', 'x[^src_a] '.repeat(MAX_MARKDOWN_BRACKETS), null],
    ['one [ too many', '['.repeat(MAX_MARKDOWN_BRACKETS + 1), /more than 20000 '\[' characters/],
    ['blockquotes nested as deep as allowed', `${'> '.repeat(MAX_MARKDOWN_NESTING)}x\n`, null],
    ['one blockquote deeper', `intro\n${'> '.repeat(MAX_MARKDOWN_NESTING + 1)}x\n`, /^line 2 nests more than 100/],
    ['list items nested on one line', `${'- '.repeat(MAX_MARKDOWN_NESTING + 1)}x`, /nests more than 100/],
    ['ordered and mixed markers', `${'1. > * '.repeat(40)}x`, /nests more than 100/],
    ['indentation of 100 levels and more', `- a\n${' '.repeat(4 * MAX_MARKDOWN_NESTING + 1)}b\n`, /^line 2 nests/],
    ['a long line of spaces only', `a\n${' '.repeat(5000)}\nb\n`, null],
  ])('%s', (_name, text, expected) => {
    const got = markdownTooComplex(text);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatch(expected);
  });

  test('parseMarkdown refuses such a text instead of running on', () => {
    expect(() => parseMarkdown('- '.repeat(5000))).toThrow(MarkdownTooComplexError);
    expect(() => parseMarkdown('- '.repeat(5000))).toThrow(/^line 1 nests more than 100/);
  });
});
