import { DiagnosticCollector, runRules, metaMap, compareBytes, type Rule } from '../../src/core/diagnostics.js';
import { githubFormatter } from '../../src/cli/formatters/github.js';
import { textFormatter } from '../../src/cli/formatters/text.js';
import { buildReport } from '../../src/cli/report.js';

describe('runRules', () => {
  const ok: Rule<number> = { meta: { id: 'ok', severity: 'warning', description: '' }, check: (n, report) => report(`saw ${n}`, '/x/a.md', { line: 2 }) };
  const broken: Rule<number> = { meta: { id: 'broken', severity: 'error', description: '' }, check: () => { throw new Error('boom'); } };

  test('a throwing rule becomes an internal-error diagnostic and the others still run', async () => {
    const c = new DiagnosticCollector(metaMap([ok, broken]));
    await runRules([broken, ok], 7, c, '/x/pack.json');
    expect(c.diagnostics).toEqual([
      { rule: 'internal-error', severity: 'error', message: 'rule broken failed: boom', file: '/x/pack.json' },
      { rule: 'ok', severity: 'warning', message: 'saw 7', file: '/x/a.md', line: 2 },
    ]);
  });

  test('overrides change severity or drop the rule', async () => {
    const up = new DiagnosticCollector(metaMap([ok]), { ok: 'error' });
    await runRules([ok], 1, up, '');
    expect(up.diagnostics[0].severity).toBe('error');
    const off = new DiagnosticCollector(metaMap([ok]), { ok: 'off' });
    await runRules([ok], 1, off, '');
    expect(off.diagnostics).toEqual([]);
  });
});

describe('compareBytes', () => {
  test('orders by UTF-8 bytes, not locale', () => {
    expect(['b', 'B', 'ä', 'a', '_'].sort(compareBytes)).toEqual(['B', '_', 'a', 'b', 'ä']);
  });
});

describe('formatters', () => {
  const report = buildReport([{ path: '/w/p', kind: 'context-pack', diagnostics: [{ rule: 'r', severity: 'error', message: 'bad: 100%\nnext', file: '/w/p/a,b:c.md', line: 3, column: 2 }] }], 'error', '/w');
  test('github escapes data and properties like @actions/core', async () => {
    const out = await githubFormatter.format(report, { env: {}, rules: [] });
    expect(out.split('\n')[0]).toBe('::error file=p/a%2Cb%3Ac.md,line=3,col=2,title=packwright r::bad: 100%25%0Anext');
  });
  test('text prints file:line:col, one line per finding (a newline in a message is written as \\n)', async () => {
    const out = await textFormatter.format(report, { env: {}, rules: [] });
    expect(out).toBe('p/a,b:c.md:3:2: error bad: 100%\\nnext [r]\n1 target checked: 1 error, 0 warnings\n');
  });
});
