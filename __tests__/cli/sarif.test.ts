import { toSarif } from '../../src/cli/formatters/sarif.js';
import { buildReport } from '../../src/cli/report.js';

describe('SARIF artifact locations', () => {
  test.each([
    ['docs/c#.md', 'docs/c%23.md'],
    ['a b/ñ?.md', 'a%20b/%C3%B1%3F.md'],
    ['packs/stale/pack.json', 'packs/stale/pack.json'],
    ['50%/x&y.md', '50%25/x%26y.md'],
  ])('%s is the URI reference %s', (file, uri) => {
    const report = buildReport([{ path: '/repo', kind: 'context-pack', diagnostics: [{ rule: 'r', severity: 'error', message: 'm', file: `/repo/${file}`, line: 1 }] }], 'error', '/repo');
    const sarif = toSarif(report, { env: {}, rules: [] }) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    const got = sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri;
    expect(got).toBe(uri);
    // Resolving it against a base gives back the file, segment for segment.
    expect(decodeURIComponent(new URL(got, 'file:///repo/').pathname)).toBe(`/repo/${file}`);
  });

  const location = (file: string, cwd: string) => {
    const report = buildReport([{ path: '/repo/cp', kind: 'context-pack', diagnostics: [{ rule: 'r', severity: 'error', message: 'm', file, line: 1 }] }], 'error', cwd);
    const sarif = toSarif(report, { env: {}, rules: [] }) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[] }[] };
    return sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation;
  };

  test('a file inside the working directory is relative to %SRCROOT%', () => {
    expect(location('/repo/cp/pack.json', '/repo')).toEqual({ uri: 'cp/pack.json', uriBaseId: '%SRCROOT%' });
  });

  test.each([
    ['/repo/cp/pack.json', '/repo/sub', 'file:///repo/cp/pack.json'],
    ['/other/a b/c#.md', '/repo', 'file:///other/a%20b/c%23.md'],
  ])('%s seen from %s is the absolute URI %s, with no uriBaseId (SARIF allows one only beside a relative reference)', (file, cwd, uri) => {
    const got = location(file, cwd);
    expect(got).toEqual({ uri });
    expect(decodeURIComponent(new URL(got.uri).pathname)).toBe(file);
  });
});

describe('SARIF columns', () => {
  test('the run says columns count UTF-16 code units, the unit diagnostics use', () => {
    // After two emoji (two UTF-16 units each), the `[` is column 7 in UTF-16 units, 5 in code points.
    const report = buildReport([{ path: '/repo', kind: 'context-pack', diagnostics: [{ rule: 'r', severity: 'error', message: 'm', file: '/repo/a.md', line: 1, column: '😀😀 x['.indexOf('[') + 1 }] }], 'error', '/repo');
    const sarif = toSarif(report, { env: {}, rules: [] }) as { runs: { columnKind: string; results: { locations: { physicalLocation: { region: { startColumn: number } } }[] }[] }[] };
    expect(sarif.runs[0].columnKind).toBe('utf16CodeUnits');
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.region.startColumn).toBe(7);
  });
});
