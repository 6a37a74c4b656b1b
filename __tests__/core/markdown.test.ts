import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { EditMap } from 'micromark-util-edit-map';
import { readFileSync } from 'node:fs';
import { parse as micromarkParse, postprocess, preprocess } from 'micromark';
import { MAX_MARKDOWN_BRACKETS, MAX_MARKDOWN_NESTING, MAX_MARKDOWN_WORK, MARKDOWN_PROSE_WORK, MarkdownTooComplexError, markdownTooComplex, markdownWork, parseMarkdown } from '../../src/core/markdown.js';

const refs = (src: string) => parseMarkdown(src, { references: true }).references;
const labels = (src: string) => refs(src).map((r) => r.label);

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
    const doc = parseMarkdown('---\nnote: "[^src_a]"\n---\n\nbody [^src_b]\n', { references: true });
    expect(doc.frontmatter?.raw).toBe('note: "[^src_a]"');
    expect(doc.references.map((r) => r.label)).toEqual(['src_b']);
  });

  test('positions are 1-based line and column of the "["', () => {
    const doc = parseMarkdown('---\na: 1\n---\n\nab [^src_x] cd\n', { references: true });
    expect(doc.references[0].position).toMatchObject({ line: 5, column: 4 });
  });

  test('headings keep their raw text', () => {
    const doc = parseMarkdown('## [^src_a]\n\n# Title #\n', { references: true });
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
      parseMarkdown(s, { references: true });
    }));
  });
});

describe('markdownTooComplex: texts micromark would take minutes on are refused up front', () => {
  test.each([
    ['an ordinary document', '# T\n\nSee [^src_a] and [a link](x).\n\n> quote\n\n- a\n  - b\n', null],
    ['as many [ as allowed', 'x[^src_a]\n\n'.repeat(MAX_MARKDOWN_BRACKETS), null],
    ['as many [ in one paragraph (each walks and splices the paragraph: 6 s)', 'x[^src_a] '.repeat(MAX_MARKDOWN_BRACKETS), /^the paragraph on line 1 \(200,000 characters\) has 40,000 emphasis, bracket, code or HTML delimiters/],
    ['one [ too many', '['.repeat(MAX_MARKDOWN_BRACKETS + 1), /more than 20000 '\[' characters/],
    ['blockquotes nested as deep as allowed', `${'> '.repeat(MAX_MARKDOWN_NESTING)}x\n`, null],
    ['one blockquote deeper', `intro\n${'> '.repeat(MAX_MARKDOWN_NESTING + 1)}x\n`, /^line 2 nests more than 100/],
    ['one blockquote deeper, after a CR line ending (a line end to Markdown)', `intro\r${'> '.repeat(MAX_MARKDOWN_NESTING + 1)}x\r`, /^line 2 nests more than 100/],
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

describe('parseMarkdown reads footnote labels as micromark does', () => {
  test.each([
    ['a label cannot hold "["', 'See [^x[^src_bogus] here.', ['src_bogus']],
    ['"[^" then a reference', '[^[^src_bogus]', ['src_bogus']],
    ['an escaped closing bracket is no end', '[^src_bogus\\]', []],
    ['an escaped bracket inside a label', '[^src_a\\]b]', ['src_a\\]b']],
    ['an escaped backslash before the end', '[^src_a\\\\]', ['src_a\\\\']],
    ['a backslash before anything else is a label character', '[^src\\_a]', ['src\\_a']],
    ['no space in a label', '[^src a]', []],
    ['no tab in a label', '[^src\ta]', []],
    ['not empty', '[^]', []],
    ['999 characters at most', `[^src_${'a'.repeat(995)}] [^src_${'b'.repeat(996)}]`, [`src_${'a'.repeat(995)}`]],
    ['before a link destination it is still a reference', '[^src_a](https://e.com/x)', ['src_a']],
    ['after "!" it is a reference', 'x ![^src_a] y', ['src_a']],
    ['an image with a destination is none', '![^src_a](https://e.com/i.png)', []],
    ['a code span that starts inside the label is none', '[^a`b] c`', ['a`b']],
    ['in a code span that starts before it', '`x [^src_a]` [^src_b]', ['src_b']],
    ['in a definition label', '[^src_a]: note [^src_b]', ['src_b']],
  ])('%s', (_name, src, expected) => {
    expect(labels(src)).toEqual(expected);
  });

  test('positions after frontmatter, CRLF and lone CR lines', () => {
    expect(refs('---\na: 1\n---\n\nab [^src_x] cd\n')[0].position).toEqual({ line: 5, column: 4, endLine: 5, endColumn: 12 });
    expect(refs('---\r\na: 1\r\n---\r\n\r\nx\r\n[^src_x]\r\n')[0].position).toMatchObject({ line: 6, column: 1 });
    expect(refs('a\rb\r\r [^src_x]')[0].position).toMatchObject({ line: 4, column: 2 });
  });

  test('code and HTML blocks are listed by line, inline HTML is not', () => {
    const src = '# T\n\n```\ncode\n```\n\n<div>\nx\n</div>\n\na <b>c</b> [^src_a]\n\n    indented\n';
    expect(parseMarkdown(src).blocks).toEqual([[3, 5], [7, 9], [13, 13]]);
    expect(parseMarkdown(src, { references: true }).blocks).toEqual([[3, 5], [7, 9], [13, 13]]);
  });

  // Written out by hand (not derived from micromark): label@line:column of each reference.
  test.each([
    ['a label cannot hold "[": the second opener starts it', 'See [^x[^src_a] here.', ['src_a@1:8']],
    ['a definition\'s own label is none, a reference in its text is', '[^src_a]: see [^src_b]', ['src_b@1:15']],
    ['a reference and its definition in one file', 'x[^n]\n\n[^n]: note', ['n@1:2']],
    ['after CRLF frontmatter', '---\r\na: "[^src_a]"\r\n---\r\nb [^src_b]', ['src_b@4:3']],
    ['after frontmatter closed by the last line', '---\na: 1\n---\n[^src_a]', ['src_a@4:1']],
    ['frontmatter that is never closed is prose', '---\n[^src_a]\n', ['src_a@2:1']],
    ['lone CR lines', 'a\r[^src_a]\r\r[^src_b]', ['src_a@2:1', 'src_b@4:1']],
    ['in a blockquote and a list', '> - x [^src_a]\n>   [^src_b]', ['src_a@1:7', 'src_b@2:5']],
    ['a heading, then a paragraph', '## [^src_a] x\ny [^src_b]', ['src_a@1:4', 'src_b@2:3']],
    ['a code span hides only what it holds', '`[^src_a]` [^src_b] `x`', ['src_b@1:12']],
    ['an escaped opener is text, the next one a reference', '\\[^src_a][^src_b]', ['src_b@1:10']],
    ['a link destination hides it, a link text does not', '[[^src_a]](u "[^src_b]")', ['src_a@1:2']],
    ['two references, one label, one line', '[^a] and [^a]', ['a@1:1', 'a@1:10']],
  ])('by hand: %s', (_name, src, expected) => {
    expect(refs(src).map((r) => `${r.label}@${r.position.line}:${r.position.column}`)).toEqual(expected);
  });

  /** Everything but references, as a plain parse of the text reads it. */
  const structure = (src: string, references: boolean) => {
    const { references: _r, ...rest } = parseMarkdown(src, { references });
    return rest;
  };

  test('property: with references asked for, frontmatter, headings, blocks and definitions are those of the text alone', () => {
    const LINES = ['', 'a [^src_a]', '[^src_a]: note', '[^b]: x [^c]', '    code [^d]', '```', '~~~', '# h [^e]', 'h', '===', '---', '---  ', '<div>', '</div>', '<!-- [^f] -->', '> q [^g]', '- i', '  - j [^h]', '1. k', '\t[^i]: t', 'x'];
    fc.assert(
      fc.property(
        fc.constantFrom('', '', '---\na: 1\n---\n', '---\r\nb: "[^z]"\r\n---', '---\n', '\uFEFF', '\uFEFF---\n---\n'),
        fc.array(fc.tuple(fc.constantFrom(...LINES), fc.constantFrom('\n', '\n', '\r\n', '\r')), { maxLength: 20 }),
        (head, lines) => {
          const src = head + lines.map(([l, eol]) => l + eol).join('');
          expect(structure(src, true)).toEqual(structure(src, false));
        },
      ),
      { numRuns: 2000 },
    );
  });

  /** micromark's own footnote references in `src`, once each label `[^…]` might hold is defined before it. */
  function micromarkReferences(src: string): string[] {
    const candidates = new Set<string>();
    for (let i = src.indexOf('[^'); i !== -1; i = src.indexOf('[^', i + 1)) {
      for (let j = src.indexOf(']', i + 2); j !== -1; j = src.indexOf(']', j + 1)) {
        const l = src.slice(i + 2, j);
        if (l && !/[\r\n]/.test(l)) candidates.add(l);
      }
    }
    const head = `${[...candidates].map((l) => `[^${l}]: d\n`).join('\n')}\nz\n\n`;
    const shift = head.split('\n').length - 1;
    const whole = head + src;
    const out: string[] = [];
    const visit = (n: { type: string; children?: unknown[]; position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } } }): void => {
      if (n.type === 'footnoteReference' && n.position && n.position.start.line > shift) {
        out.push(`${whole.slice(n.position.start.offset! + 2, n.position.end.offset! - 1)}@${n.position.start.line - shift}:${n.position.start.column}`);
      }
      for (const c of (n.children ?? []) as (typeof n)[]) visit(c);
    };
    visit(fromMarkdown(whole, { extensions: [frontmatter(['yaml']), gfmFootnote()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFootnoteFromMarkdown()] }));
    return out;
  }

  test.each([
    ['brackets and escapes', ['[', ']', '^', '\\', 's', 'x', '_', '*', ' ', '\n', '(', ')', '!', ':', 'a']],
    ['code, HTML and headings', ['[^', ']', '[', '\\', 's', 'x', '`', '```', '\n', ' ', '<', '>', '!', '#', '-', '\t']],
    ['blocks and line endings', ['[', ']', '^', '\\', 's', '&', ';', '=', '-', '\n', '\r', '\r\n', '    ', '> ', '- ', '1. ', '`', '~', ':']],
  ])('property: on random text (%s) the references are micromark’s, labels and positions', (_name, alphabet) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), (parts) => {
        const src = parts.join('');
        const ours = refs(src).map((r) => `${r.label}@${r.position.line}:${r.position.column}`);
        expect(ours).toEqual(micromarkReferences(src));
      }),
      { numRuns: 400 },
    );
  });
});

describe('markdownTooComplex: emphasis, brackets, code spans, HTML and container closes', () => {
  const longList = '* item with *emphasis*, **bold** and `code`\n  continued *here*\n'.repeat(5000);
  const manyEmphasis = ('A paragraph with *emphasis*, **strong**, `code`, [a link](http://x) and _under_ words. '.repeat(5) + '\n\n').repeat(600);
  const table = '| a | *b* | `c` | [d](e) |\n'.repeat(500);

  // The pairs of sizes are the last that passes and the first that is refused (quadratic
  // constructs, at most a second or two of parsing at the limit; their time without the guard
  // is in the comment).
  test.each([
    ['a line of *a (100,000: 4 minutes)', (n: number) => '*a'.repeat(n), 4713],
    ['closing * runs without openers', (n: number) => 'a* '.repeat(n), 4444],
    ['closing * runs after many escapes', (n: number) => `${'x\\!'.repeat(n)}${' a*'.repeat(100)}`, 62713],
    ['] without [ (40,000: 14 s)', (n: number) => 'x]'.repeat(n), 4713],
    ['unclosed HTML comments (20,000: 44 s)', (n: number) => `x${'<!-- a'.repeat(n)}`, 4081],
    ['unclosed processing instructions', (n: number) => `x${'<? a'.repeat(n)}`, 4999],
    ['code span openers of rising length (1,000: 10 s)', (n: number) => `x${Array.from({ length: n }, (_, i) => '`'.repeat(i + 1)).join('a')}`, 210],
    ['many paragraphs, each below the limit', (n: number) => `${'a* '.repeat(300)}\n\n`.repeat(n), 218],
    ['blockquotes closed by blank lines (8,000: 18 s)', (n: number) => '> a\n\n'.repeat(n), 2499],
    ['list items closed by paragraphs', (n: number) => '- a\n\nb\n\n'.repeat(n), 2041],
    ['distinct footnote labels', (n: number) => Array.from({ length: n }, (_, i) => `x[^src_${i}]\n\n`).join(''), 3535],
    ['lines continuing > a lazily (80,000: 100 s)', (n: number) => `> a\n${'b\n'.repeat(n)}`, 7070],
    ['lines continuing a list item lazily', (n: number) => `- a\n${'b\n'.repeat(n)}`, 7070],
    // Too long to read in reasonable time: the limit of each kind of text, 5–7 s of parsing here.
    ['one-word list items (250,000: 28 s)', (n: number) => '- a\n'.repeat(n), 59297],
    ['ATX headings', (n: number) => '# h\n'.repeat(n), 121358],
    ['setext headings', (n: number) => 'Title\n=====\n\ntext\n\n'.repeat(n), 38255],
    ['character references in short lines', (n: number) => '&amp; x\n'.repeat(n), 154319],
    ['paragraphs of prose', (n: number) => 'Some prose with words and a few, commas. Then more text here.\n\n'.repeat(n), 67658],
  ])('%s: at the limit and one past it', (_name, make, last) => {
    expect(markdownTooComplex(make(last))).toBeNull();
    expect(markdownTooComplex(make(last + 1))).toMatch(/too (long|many|often)|reasonable time/);
  });

  test.each([
    ['the brief example, 100,000 *a', '*a'.repeat(100_000), /^the paragraph on line 1 \(200,000 characters\) has 100,000 emphasis/],
    ['a later paragraph is named', `# T\n\nok\n\n${'a* '.repeat(10_000)}\n`, /^the paragraph on line 5 /],
    ['many paragraphs', `${'a* '.repeat(300)}\n\n`.repeat(400), /^its paragraphs have too many .* \(the worst starts on line 1\)$/],
    ['blockquotes', '> a\n\n'.repeat(10_000), /^it closes 2,50\d or more blockquotes, list items or footnote definitions \(the first on line 1\)/],
    ['labels', Array.from({ length: 4000 }, (_, i) => `[^src_${i}]\n\n`).join(''), /^4,000 footnote references with 4,000 different labels/],
    ['lazy lines', `# T\n\n> a\n${'b\n'.repeat(10_000)}`, /^the paragraph on line 3 continues a blockquote or list item on at least 7,071 lines without its > or indentation, too many/],
    ['a 16 MB generated list', '- a\n'.repeat(4_000_000), /^16,000,000 characters in 4,000,000 lines, too long to parse in reasonable time \(the limit is about 3,300,000 characters of ordinary Markdown, fewer of short lines, headings or list items\)$/],
    ['a long list of short items', '- a\n'.repeat(100_000), /^400,000 characters in 100,000 lines, too long to parse/],
    [
      'delimiters, lazy lines and container closes, each below its limit, with length',
      `${'a* '.repeat(300)}\n\n`.repeat(217) + `> a\n${'b\n'.repeat(7000)}\n` + '> a\n\n'.repeat(1500) + `${'word '.repeat(700_000)}\n`,
      /^its 3,717,240 characters with their delimiters, container closes and lazy lines would take too long to parse together \(the worst paragraph starts on line 1\)$/,
    ],
  ])('%s: refused, saying where', (_name, text, expected) => {
    expect(markdownTooComplex(text)).toMatch(expected);
  });

  test.each([
    ['intraword underscores are no delimiters', '_a'.repeat(100_000)],
    ['balanced **a** pairs', '**a** '.repeat(500)],
    ['backtick runs that pair up', '`a'.repeat(100_000)],
    ['< that opens no comment', '<a'.repeat(100_000)],
    ['~ and |', `${'~'.repeat(100_000)}\n\n${'a|b'.repeat(50_000)}`],
    ['a long bullet list with * and emphasis', longList],
    ['a file with many *emphasis*', manyEmphasis],
    ['a 500-row pipe table (one paragraph here)', table],
    ['a list of 10,000 items', '- a\n- b\n'.repeat(5_000)],
    ['nested lists', '- a\n  - b\n    - c\n  - d\n- e\n'.repeat(150)],
  ])('%s: far below the limit', (_name, text) => {
    expect(markdownTooComplex(text)).toBeNull();
    const work = markdownWork(text);
    expect(Math.max(work.inline, work.structure, work.lazy)).toBeLessThan(MAX_MARKDOWN_WORK / 10);
  });

  test.each([
    ['a list item wrapped without indentation, each', '- item text\nwrapped lazily\n'.repeat(1000)],
    ['a numbered list', Array.from({ length: 5000 }, (_, i) => `${i + 1}. item text\n`).join('')],
    ['a blockquoted paragraph', '> quoted line\n'.repeat(20_000)],
    ['a blockquoted paragraph without spaces', '>quoted line\n'.repeat(20_000)],
    ['a list item continued with indentation', `- a\n${'  b\n'.repeat(20_000)}`],
    ['a footnote definition continued with indentation', `[^a]: x\n${'    b\n'.repeat(20_000)}`],
  ])('no lazy work counted: %s', (_name, text) => {
    expect(markdownWork(text).lazy).toBeLessThan(100_000);
  });

  test('this README, ordinary Markdown, reads at no more than MARKDOWN_PROSE_WORK a character (the messages’ “about N characters”)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(markdownWork(readme).reading / readme.length).toBeLessThanOrEqual(MARKDOWN_PROSE_WORK);
  });

  // The guard's time on such input, against a quarter of it, is measured in the benchmark (`npm run bench -- guards`).
  test('16 MB of hostile emphasis is refused, naming the paragraph', () => {
    expect(markdownTooComplex('*a'.repeat(8_000_000))).toMatch(/^the paragraph on line 1/);
  });

  // Documents built from lines that make and close blocks: markers, indentation, fences,
  // headings, breaks, HTML, delimiters, all three line endings.
  const LINE_PREFIXES = ['', '', '', ' ', '  ', '   ', '    ', '\t', '> ', '>', ' > ', '- ', '* ', '+ ', '1. ', '2) ', '10. ', '[^a]: ', '-', '1.', '-   ', '-      ', '  - ', '   > ', '    - ', '> - ', '- > ', '1.  ', '-\t', '[^b]:'];
  const LINE_TEXTS = ['a', 'a', 'b*', '*c*', '', '', '# h', '---', '```', '~~~', '<!--', '[^a]', '- - -', '===', 'x]', '`x', '* * *', '1. y', '- z', '<div>', '</div>', '<?x', '2. y', '1) y', '- ', '*', '> ', '[^c]: x', '---  ', '```a`', '- a\n  b'];
  const doc = fc
    .array(fc.tuple(fc.array(fc.constantFrom(...LINE_PREFIXES), { maxLength: 3 }), fc.constantFrom(...LINE_TEXTS), fc.constantFrom('\n', '\n', '\r\n', '\r')), { minLength: 1, maxLength: 30 })
    .map((lines) => lines.map(([p, t, eol]) => p.join('') + t + eol).join(''));
  const parse = (src: string) => fromMarkdown(src, { extensions: [frontmatter(['yaml']), gfmFootnote()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFootnoteFromMarkdown()] });

  test('property: micromark copies the document’s events no more often, nor more of them, than the estimate counts', () => {
    // micromark 4 copies the document's event list (EditMap.consume in initialize/document.js)
    // each time containers close without a sibling opening: the estimate's block work.
    let copies = 0;
    let copied = 0;
    const consume = EditMap.prototype.consume;
    EditMap.prototype.consume = function (this: EditMap, events) {
      // Called from initialize/document.js itself (setext headings copy their flow's events, not the document's).
      const caller = (new Error().stack ?? '').split('\n')[2] ?? '';
      if ((this as unknown as { map: unknown[] }).map.length && /initialize[\\/]document\.js/.test(caller)) {
        copies++;
        copied += events.length;
      }
      return consume.call(this, events);
    };
    try {
      fc.assert(
        fc.property(doc, (src) => {
          copies = 0;
          copied = 0;
          parse(src);
          const work = markdownWork(src);
          expect(copies).toBeLessThanOrEqual(work.closes);
          expect(copied).toBeLessThanOrEqual(work.structure);
        }),
        { numRuns: 2000 },
      );
      // The spy sees micromark's copies at all (a renamed internal would make this test vacuous).
      copies = 0;
      parse('> a\n\nb\n');
      expect(copies).toBe(1);
    } finally {
      EditMap.prototype.consume = consume;
    }
  });

  /**
   * How far micromark walks back for lazy lines: each line it marks lazy inside a paragraph
   * (parser.lazy) scans the paragraph's events back to its start, about two a line.
   */
  const lazyWalk = (src: string): number => {
    const parser = micromarkParse({ extensions: [frontmatter(['yaml']), gfmFootnote()] });
    const events = postprocess(parser.document().write(preprocess()(src, undefined, true)));
    let walk = 0;
    for (const [kind, token] of events) {
      if (kind !== 'enter' || token.type !== 'paragraph') continue;
      for (let line = token.start.line + 1; line <= token.end.line; line++) if (parser.lazy[line]) walk += line - token.start.line;
    }
    return walk;
  };
  // Line starts made of spaces, tabs, `>`, list markers and footnote labels in any order.
  const PIECES = [' ', ' ', ' ', '\t', '>', '> ', '- ', '* ', '+ ', '1. ', '2) ', '[^a]: ', '-', '10.', 'a', '*', '#', '```', '<!--', '---', '='];
  const prefixed = fc
    .array(fc.tuple(fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((p) => `${p.join('')}x`), fc.constant(''), fc.constant('plain')), fc.constantFrom('\n', '\n', '\r\n')), { minLength: 1, maxLength: 25 })
    .map((lines) => lines.map(([l, eol]) => l + eol).join(''));

  test.each([
    ['lines that make and close blocks', doc],
    ['line starts of every container marker', prefixed],
  ])('property: micromark walks back for lazy lines no further than the estimate counts (%s)', (_name, docs) => {
    fc.assert(
      fc.property(docs, (src) => {
        expect(4 * lazyWalk(src)).toBeLessThanOrEqual(markdownWork(src).lazy);
      }),
      { numRuns: 3000 },
    );
    // The walk is seen at all: one lazy line, one line back.
    expect(lazyWalk('> a\nb\n')).toBe(1);
  });
});
