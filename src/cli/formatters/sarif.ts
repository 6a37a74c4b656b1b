import { pathToFileURL } from 'node:url';
import { VERSION } from '../../version.js';
import type { Formatter, Report, FormatContext } from '../report.js';

const HOME = 'https://github.com/packwright/packwright';

/**
 * A relative path as a URI reference, each segment percent-encoded: encodeURI would leave `#`
 * and `?` as they are, and `docs/c#.md` would read as `docs/c` with a fragment.
 */
function fileUri(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

/**
 * Report paths are relative to the working directory, except a file outside it, which stays
 * absolute (`validate ../cp` run from a subfolder). SARIF allows `uriBaseId` only
 * beside a relative reference, so such a file gets an absolute `file:` URI and no base.
 */
function artifactLocation(file: string): { uri: string; uriBaseId?: string } {
  if (file.startsWith('/') || /^[A-Za-z]:\//.test(file)) return { uri: pathToFileURL(file).href };
  return { uri: fileUri(file), uriBaseId: '%SRCROOT%' };
}

/** SARIF 2.1.0 as GitHub code scanning accepts it (relative URIs against %SRCROOT%; absolute `file:` URIs for files outside the working directory). */
export function toSarif(report: Report, context: FormatContext): object {
  const used = new Set(report.targets.flatMap((t) => t.diagnostics.map((d) => d.rule)));
  const metas = new Map(context.rules.map((r) => [r.id, r]));
  const ruleIds = [...new Set([...context.rules.map((r) => r.id), ...used])].sort();
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        // Columns count UTF-16 code units (LineIndex), as editors and GitHub do; SARIF's default
        // when this is absent is code points, which differ after any character past U+FFFF.
        columnKind: 'utf16CodeUnits',
        tool: {
          driver: {
            name: 'packwright',
            version: VERSION,
            semanticVersion: VERSION,
            informationUri: HOME,
            rules: ruleIds.map((id) => {
              const m = metas.get(id);
              return {
                id,
                name: id,
                shortDescription: { text: m?.description ?? id },
                helpUri: m?.docs ?? `${HOME}#rules`,
                defaultConfiguration: { level: m?.severity === 'warning' ? 'warning' : 'error' },
              };
            }),
          },
        },
        results: report.targets.flatMap((t) =>
          t.diagnostics.map((d) => ({
            ruleId: d.rule,
            ruleIndex: ruleIds.indexOf(d.rule),
            level: d.severity === 'warning' ? 'warning' : 'error',
            message: { text: d.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: artifactLocation(d.file),
                  ...(d.line ? { region: { startLine: d.line, startColumn: d.column ?? 1, ...(d.endLine ? { endLine: d.endLine } : {}), ...(d.endColumn ? { endColumn: d.endColumn } : {}) } } : {}),
                },
              },
            ],
          })),
        ),
      },
    ],
  };
}

export const sarifFormatter: Formatter = {
  meta: { id: 'sarif', description: 'SARIF 2.1.0 for GitHub code scanning' },
  async format(report, context) {
    return `${JSON.stringify(toSarif(report, context), null, 2)}\n`;
  },
};
