import { htmlHeading, htmlTable } from '../../../src/cli/actions/summary.js';
import { escapeHtml, markdownCode, markdownText, summaryMarkdown as validateSummary } from '../../../src/cli/formatters/summary-markdown.js';
import { packList } from '../../../src/cli/actions/skillpack-sync.js';
import type { Report } from '../../../src/cli/report.js';

describe('job summary escaping (one helper for every action)', () => {
  test('HTML: entities for & < > ", line breaks as spaces', () => {
    expect(escapeHtml('c<b>|x & "q"\n\nnext')).toBe('c&lt;b&gt;|x &amp; &quot;q&quot;  next');
    expect(htmlHeading('a<i>b')).toBe('<h3>a&lt;i&gt;b</h3>');
    expect(htmlTable(['Pack'], [['<i>it']])).toBe('<table><tr><th>Pack</th></tr><tr><td>&lt;i&gt;it</td></tr></table>');
  });

  test('Markdown cell text: HTML escaped, table and inline syntax escaped', () => {
    expect(markdownText('<i>it|x')).toBe('&lt;i&gt;it\\|x');
    expect(markdownText('a\\|b *c* _d_ [e](f) ![g](h) `i` ~j~ $k$ &amp;')).toBe('a\\\\\\|b \\*c\\* \\_d\\_ \\[e\\](f) \\!\\[g\\](h) \\`i\\` \\~j\\~ \\$k\\$ &amp;amp;');
    expect(markdownText('one\ntwo')).toBe('one two');
  });

  test('Markdown code span: < as written, | escaped, fence longer than any backtick run', () => {
    expect(markdownCode('a<b>|c')).toBe('`a<b>\\|c`');
    expect(markdownCode('x``y')).toBe('```x``y```');
    expect(markdownCode('`x')).toBe('`` `x ``');
  });

  test('the validate summary escapes messages and shows file names in code spans', () => {
    const report = {
      ok: false,
      summary: { targets: 1, errors: 1, warnings: 0 },
      targets: [{ diagnostics: [{ severity: 'error', rule: 'r', file: 'p/<i>.md', line: 2, message: '<i>.md: bad' }] }],
    } as unknown as Report;
    expect(validateSummary(report)).toBe('## packwright: ❌ 1 target, 1 error, 0 warnings\n\n| severity | rule | location | message |\n|---|---|---|---|\n| ❌ error | `r` | `p/<i>.md:2` | &lt;i&gt;.md: bad |\n');
  });
});

describe('skillpack-sync packs input', () => {
  test('one pack a line; blank and # lines skipped; duplicates once, in first order', () => {
    expect(packList('# comment\n a \n\nb\r\n  # indented\na\npacks/c.yaml\n')).toEqual(['a', 'b', 'packs/c.yaml']);
  });
});
