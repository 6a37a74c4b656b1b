import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { EditMap } from 'micromark-util-edit-map';
import { linearSetextHeadings } from '../../src/core/markdown-setext.js';
import { parseMarkdown } from '../../src/core/markdown.js';

const mdast = [frontmatterFromMarkdown(['yaml']), gfmFootnoteFromMarkdown()];
const stock = (src: string) => fromMarkdown(src, { extensions: [frontmatter(['yaml']), gfmFootnote()], mdastExtensions: mdast });
const linear = (src: string) => fromMarkdown(src, { extensions: [linearSetextHeadings, frontmatter(['yaml']), gfmFootnote()], mdastExtensions: mdast });

describe('setext headings resolved in time linear in their paragraph', () => {
  // Lines that make setext headings and what may stand between a paragraph and its underline:
  // definitions (which a heading keeps as content before it), containers, lazy lines, code,
  // HTML, frontmatter fences and thematic breaks that look like underlines.
  const PREFIXES = ['', '', '', ' ', '   ', '    ', '\t', '> ', '- ', '1. ', '  ', '[^a]: '];
  const TEXTS = ['a', 'b [^a] *c*', '===', '=', '---', '-', '- - -', '  ===  ', '[d]: /u', '[d]: /u "t"', '[d]', '# h', '```', '<div>', '', '', '---', 'x\\', '***'];
  const doc = fc
    .array(fc.tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...TEXTS), fc.constantFrom('\n', '\n', '\r\n', '\r')), { minLength: 1, maxLength: 25 })
    .map((lines) => lines.map(([p, t, eol]) => p + t + eol).join(''));

  test('property: the tree, positions included, is micromark’s own', () => {
    fc.assert(
      fc.property(doc, (src) => {
        expect(linear(src)).toEqual(stock(src));
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['a heading under a paragraph', 'a\n===', 1],
    ['after definitions, which stay content', '[d]: /u\na\n---\n\n[d]', 1],
    ['only definitions: no heading', '[d]: /u\n===', 0],
    ['in a blockquote and a list', '> a\n> ---\n\n- b\n  ===\n', 2],
    ['a lazy underline is a thematic break', '> a\n---\n', 0],
    ['one after another', 'a\n=\nb\n-\nc\n===\n', 3],
  ])('the same tree: %s', (_name, src, headings) => {
    const tree = linear(src);
    expect(tree).toEqual(stock(src));
    expect(JSON.stringify(tree).match(/"type":"heading"/g) ?? []).toHaveLength(headings);
  });

  test('each heading copies only its own paragraph’s events', () => {
    // micromark's own resolver copied the flow's every event per heading: 25,000 headings
    // (500 KB) took 8 minutes. Counted here: events EditMap.consume is handed.
    let copied = 0;
    const consume = EditMap.prototype.consume;
    EditMap.prototype.consume = function (this: EditMap, events) {
      copied += events.length;
      return consume.call(this, events);
    };
    try {
      const headings = 2_000;
      const doc = parseMarkdown('Title\n=====\n\ntext [^src_a]\n\n'.repeat(headings), { references: true });
      expect(doc.headings).toHaveLength(headings);
      expect(doc.references).toHaveLength(headings);
      // About ten events a heading's paragraph; micromark's own resolver copied ~26 million here.
      expect(copied).toBeLessThan(50 * headings);
    } finally {
      EditMap.prototype.consume = consume;
    }
  });
});
