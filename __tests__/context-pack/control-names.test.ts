// A file name or listed path with a control character is named in a message as it is, and the
// text report writes the character escaped: printed raw, a newline split the report's line and an
// ESC recoloured the terminal.
import { validateContextPack } from '../../src/context-pack/validate.js';
import { needsEscape } from '../../src/core/show-name.js';
import { textFormatter } from '../../src/cli/formatters/text.js';
import type { Report } from '../../src/cli/report.js';
import { ruleTester } from '../helpers/rule-tester.js';
import { frontmatter, manifestFor, validPackFiles } from '../helpers/context-pack-fixture.js';

const validate = (dir: string) => validateContextPack(dir);

/** The reference pack plus `extra` files, all listed (with `listed` paths added as missing). */
function packWith(extra: Record<string, string>, listed: string[] = []): Record<string, string> {
  const files = { ...validPackFiles(), ...extra };
  const manifest = JSON.parse(manifestFor(files)) as { files: { path: string; sha256: string }[] };
  for (const p of listed) manifest.files.push({ path: p, sha256: '0'.repeat(64) });
  return { ...files, 'pack.json': `${JSON.stringify(manifest, null, 2)}\n` };
}

ruleTester('frontmatter-missing', validate, {
  valid: [{ name: 'the reference pack', files: packWith({}) }],
  invalid: [
    { name: 'a newline in the file name', files: packWith({ 'a\nb.md': 'x\n' }), errors: [{ message: 'a\nb.md has no YAML frontmatter', file: 'a\nb.md' }] },
    { name: 'an ESC in the file name', files: packWith({ 'e\u001b[31m.md': 'x\n' }), errors: [{ message: 'e\u001b[31m.md has no YAML frontmatter' }] },
  ],
});

ruleTester('file-missing', validate, {
  valid: [{ name: 'the reference pack', files: packWith({}) }],
  invalid: [{ name: 'a listed path with a newline and a CR', files: packWith({}, ['x\ny\r.md']), errors: [{ message: 'x\ny\r.md is listed in pack.json but does not exist' }] }],
});

ruleTester('file-unlisted', validate, {
  valid: [{ name: 'the reference pack', files: packWith({}) }],
  invalid: [{ name: 'an unlisted file with a newline in its name', files: { ...packWith({}), 'c\nd.md': `${frontmatter('c\nd.md')}x\n` }, errors: [{ message: 'c\nd.md is in the pack folder but not listed' }] }],
});

test('the text report writes every control character of a message as an escape, one line per finding', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-control-'));
  try {
    for (const [rel, data] of Object.entries({ ...packWith({ 'a\nb.md': 'x\r\n', 'e\u001b.md': '---\nfile: [\n---\n' }, ['x\ny.md', 'z\u0085.md']), 'u\tv.md': 'x' })) writeFileSync(path.join(dir, rel), data);
    const found = await validate(dir);
    expect(found.length).toBeGreaterThan(5);
    const report: Report = { tool: 'packwright', version: '0', ok: false, summary: { targets: 1, errors: found.length, warnings: 0 }, targets: [{ path: dir, kind: 'context-pack', ok: false, diagnostics: found }] };
    const lines = (await textFormatter.format(report, { env: {}, rules: [], stderr: { write: () => true } })).trimEnd().split('\n');
    // One line per finding and the summary: no name split a line or hides in one.
    expect(lines).toHaveLength(found.length + 1);
    for (const line of lines) expect(needsEscape(line)).toBe(false);
    expect(lines.some((l) => l.includes('a\\nb.md has no YAML frontmatter'))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
