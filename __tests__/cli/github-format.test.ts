import { readFileSync } from 'node:fs';
import path from 'node:path';
import { githubFormatter } from '../../src/cli/formatters/github.js';
import { summaryMarkdown } from '../../src/cli/formatters/summary-markdown.js';
import { buildReport } from '../../src/cli/report.js';
import { makeTempDir } from '../helpers/tmp.js';

const reportWith = (file: string, message: string) =>
  buildReport([{ path: '/repo/cp', kind: 'context-pack', diagnostics: [{ rule: 'hash-mismatch', severity: 'error', message, file: `/repo/cp/${file}`, line: 3 }] }], 'error', '/repo');

/**
 * The summary's table rows as GFM splits them (micromark-extension-gfm-table): a line is a
 * row, an unescaped `|` ends a cell (even in a code span), `\` escapes a following `\` or `|`.
 * Cell text is then read back: a code span unfenced with `\|` as `|`, prose unescaped.
 */
function tableRows(md: string): string[][] {
  const lines = md.split('\n').filter((l) => l.startsWith('|'));
  return lines.slice(2).map((line) => {
    const cells: string[] = [];
    let cell = '';
    for (let i = 1; i < line.length; i++) {
      if (line[i] === '\\' && (line[i + 1] === '\\' || line[i + 1] === '|')) cell += line[i] + line[++i];
      else if (line[i] === '|') {
        cells.push(cell.trim());
        cell = '';
      } else cell += line[i];
    }
    return cells.map((c) => {
      const code = /^(`+)( ?)([\s\S]*?)\2\1$/.exec(c);
      return code ? code[3].replace(/\\\|/g, '|') : c.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    });
  });
}

describe('github job summary table', () => {
  test.each([
    ['a plain name', 'pack.json', 'stale hash'],
    ['a pipe', 'a|b.md', 'one | two'],
    ['backticks', 'a`b``c.md', 'uses `code` here'],
    ['a name starting with a backtick', '`x.md', 'm'],
    ['line breaks', 'a\nb\rc.md', 'line one\r\nline two\rline three\nend'],
    ['a backslash before a pipe', 'x.md', 'a\\|b'],
  ])('%s stays one row of four cells', (_name, file, message) => {
    const rows = tableRows(summaryMarkdown(reportWith(file, message)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveLength(4);
    expect(rows[0][1]).toBe('hash-mismatch');
    expect(rows[0][2]).toBe(`cp/${file.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}:3`);
    expect(rows[0][3]).toBe(message.replace(/\r\n|\r|\n/g, ' '));
  });
});

describe('github formatter and GITHUB_STEP_SUMMARY', () => {
  const tmp = makeTempDir();
  afterAll(() => tmp.cleanup());
  let stderr: string[];
  const context = (file: string) => ({ env: { GITHUB_STEP_SUMMARY: file }, rules: [], stderr: { write: (text: string) => stderr.push(text) } });
  beforeEach(() => {
    stderr = [];
  });

  test('appends the summary to the file', async () => {
    const file = tmp.write('summary.md', 'before\n');
    const out = await githubFormatter.format(reportWith('pack.json', 'm'), context(file));
    expect(out).toContain('::error file=cp/pack.json,line=3,');
    expect(readFileSync(file, 'utf8')).toMatch(/^before\n## packwright: ❌ 1 target, 1 error, 0 warnings\n\n\| severity/);
    expect(stderr).toEqual([]);
  });

  test('a summary file that cannot be written: annotations still printed, one warning line', async () => {
    const file = path.join(tmp.dir, 'no-such-folder', 'summary.md');
    const out = await githubFormatter.format(reportWith('pack.json', 'm'), context(file));
    expect(out).toBe('::error file=cp/pack.json,line=3,title=packwright hash-mismatch::m\npackwright: 1 target checked: 1 error, 0 warnings\n');
    expect(stderr).toEqual([`packwright: warning: job summary not written: ${file}: no such file or directory\n`]);
  });
});
