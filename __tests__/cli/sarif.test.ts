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
});
