import { symlinkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { validateContextPack } from '../../src/context-pack/validate.js';
import { ruleTester, type InvalidCase, type RuleCase } from '../helpers/rule-tester.js';
import { frontmatter, manifestFor, validPackFiles, packWith as pack } from '../helpers/context-pack-fixture.js';

/**
 * What the loader hands the rules: nested packs, line endings, pack.json listing itself,
 * symlinks that leave the pack, unterminated frontmatter, footnote labels as micromark reads
 * them, Markdown too complex to parse, and tasks.md / section locations.
 */
const validate = (dir: string) => validateContextPack(dir);


const valid: RuleCase[] = [{ name: 'the reference pack', files: pack() }];

/** Cases in which `rule` reports nothing (ruleTester wants invalid cases too). */
function silent(rule: string, cases: RuleCase[]): void {
  describe(rule, () => {
    test.each(cases.map((c) => [c.name, c] as const))('valid: %s', async (_name, c) => {
      const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const dir = mkdtempSync(path.join(tmpdir(), 'rule-'));
      try {
        for (const [rel, data] of Object.entries(c.files)) {
          mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
          writeFileSync(path.join(dir, rel), data);
        }
        c.setup?.(dir);
        expect((await validate(dir)).filter((d) => d.rule === rule)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
const ALL = ['AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'];
const withBody = (body: string) => pack({ 'AGENTS.md': `${frontmatter('AGENTS.md')}${body}` });

/** The reference pack with a folder `inner/` that is a pack of its own (another pack_id, its own sources). */
function nested(): Record<string, string> {
  const head = (file: string) => `---\nfile: ${file}\npack_id: pk_INNER\nspec_version: "0.1"\n---\n\n`;
  const inner: Record<string, string> = { 'x.md': `${head('x.md')}See [^src_inner].\n`, 'sources.md': `${head('sources.md')}## [^src_inner]\n- URL: https://i.example\n` };
  const innerManifest = manifestFor(inner, { patch: { pack_id: 'pk_INNER' }, sources: [{ id: 'src_inner', url: 'https://i.example' }] });
  return { ...pack(), 'inner/x.md': inner['x.md'], 'inner/sources.md': inner['sources.md'], 'inner/pack.json': innerManifest };
}

/** A pack whose AGENTS.md (or `name`) is a symlink to `target`, listed or not. */
function linked(target: string, { listed, name = 'AGENTS.md' }: { listed: boolean; name?: string }): Pick<RuleCase, 'files' | 'setup'> {
  const files = pack({ 'AGENTS.md': null }, { list: listed ? [...ALL.filter((f) => f !== 'AGENTS.md'), name].sort() : ALL.filter((f) => f !== 'AGENTS.md') });
  return { files, setup: (dir) => symlinkSync(target, path.join(dir, name)) };
}

ruleTester('file-unlisted', validate, {
  valid: [...valid, { name: 'a subfolder with a pack.json of its own is another pack', files: nested() }],
  invalid: [
    { name: 'a subfolder without one is part of the pack', files: { ...pack(), 'inner/x.md': 'x\n' }, errors: [{ message: 'inner/x.md is in the pack folder but not listed', severity: 'warning' }] },
    { name: 'an unlisted symlink out of the pack: one finding', ...linked('/etc/hostname', { listed: false }), errors: [{ message: 'AGENTS.md is in the pack folder but not listed in pack.json files (a symlink that is not a safe pack path: resolves outside', file: 'AGENTS.md' }] },
    { name: 'an unlisted dangling symlink: one finding', ...linked('nowhere.md', { listed: false }), errors: [{ message: 'AGENTS.md is in the pack folder but not listed in pack.json files (a symlink that is not a safe pack path: dangling symlink' }] },
  ],
});

silent('pack-id-mismatch', [{ name: 'a nested pack’s files have its pack_id', files: nested() }]);
ruleTester('footnote-unresolved', validate, {
  valid: [
    ...valid,
    { name: 'a nested pack’s references are its own', files: nested() },
    { name: 'an escaped closing bracket ends no label', files: withBody('See[^src_a] and [^src_bogus\\].\n') },
    { name: 'a label with a space is none', files: withBody('See[^src_a] and [^src bogus].\n') },
  ],
  invalid: [
    { name: 'a "[" ends no label: the reference after it counts', files: withBody('See[^src_a] and [^x[^src_bogus] here.\n'), errors: [{ message: '[^src_bogus] in AGENTS.md does not resolve', line: 7 }] },
    { name: '"[^[^"', files: withBody('See[^src_a] [^[^src_bogus]\n'), errors: [{ message: '[^src_bogus] in AGENTS.md does not resolve' }] },
    { name: 'before a link destination', files: withBody('See[^src_a] [^src_bogus](https://e.com/)\n'), errors: [{ message: '[^src_bogus] in AGENTS.md does not resolve' }] },
    { name: 'an escaped bracket inside a label', files: withBody('See[^src_a] [^src_a\\]b]\n'), errors: [{ message: '[^src_a\\]b] in AGENTS.md does not resolve' }] },
  ],
});

silent('source-duplicate', [{ name: 'a sources.md heading whose label holds "[" is no entry', files: pack({ 'sources.md': `${validPackFiles()['sources.md']}\n## [^x[^src_a] mirror\n- URL: again\n` }) }]);

const CR = (text: string) => text.replace(/\n/g, '\r');

ruleTester('line-endings', validate, {
  valid,
  invalid: [
    { name: 'CR only in Markdown', files: pack({ 'tasks.md': CR(validPackFiles()['tasks.md']) }), errors: [{ message: 'tasks.md uses CR line endings (a carriage return without a line feed); the spec asks for LF', file: 'tasks.md', line: 1 }] },
    { name: 'a lone CR after LF lines', files: pack({ 'tasks.md': validPackFiles()['tasks.md'].replace('- do\n', '- do\r') }), errors: [{ message: 'tasks.md uses CR line endings', line: 8 }] },
    { name: 'CRLF after LF lines', files: pack({ 'tasks.md': validPackFiles()['tasks.md'].replace('- do\n', '- do\r\n') }), errors: [{ message: 'tasks.md uses CRLF line endings; the spec asks for LF', line: 8 }] },
    { name: 'CR only in pack.json', files: { ...pack(), 'pack.json': CR(pack()['pack.json']) }, errors: [{ message: 'pack.json uses CR line endings', file: 'pack.json', line: 1 }] },
    { name: 'CRLF in pack.json from line 3', files: { ...pack(), 'pack.json': pack()['pack.json'].replace(/\n/g, (_m, offset: number) => (offset > 40 ? '\r\n' : '\n')) }, errors: [{ message: 'pack.json uses CRLF line endings', line: 3 }] },
  ],
});

// With CR line endings the frontmatter is still read (line-endings reports them), not a YAML error.
for (const rule of ['frontmatter-invalid', 'frontmatter-missing', 'pack-id-mismatch', 'spec-version-mismatch', 'task-format']) {
  silent(rule, [{ name: 'CR line endings', files: pack({ 'tasks.md': CR(validPackFiles()['tasks.md']), 'AGENTS.md': CR(validPackFiles()['AGENTS.md']) }) }]);
}

const selfListed = pack({}, { list: [...ALL, 'pack.json'].sort() });
ruleTester('hash-mismatch', validate, {
  valid,
  invalid: [
    { name: 'pack.json lists itself', files: selfListed, errors: [{ message: '/files/2/path: "pack.json" is pack.json itself, whose hash changes whenever the hash is written into it: remove the entry (rehash refuses it too)', file: 'pack.json' }] },
    {
      name: 'pack.json listed through a symlink',
      files: pack({}, { list: [...ALL, 'alias.json'].sort() }),
      setup: (dir) => symlinkSync('pack.json', path.join(dir, 'alias.json')),
      errors: [{ message: '"alias.json" is pack.json itself (through a link)' }],
    },
  ],
});
for (const rule of ['file-missing', 'path-unsafe', 'file-unlisted']) silent(rule, [{ name: 'pack.json lists itself (hash-mismatch says so)', files: selfListed }]);

const outsideMd = '/etc/hostname';
ruleTester('path-unsafe', validate, {
  valid,
  invalid: [
    { name: 'a listed Markdown symlink out of the pack', ...linked(outsideMd, { listed: true }), errors: [{ message: '"AGENTS.md" is not a safe pack path: resolves outside' }] },
    { name: 'a listed dangling symlink', ...linked('nowhere.md', { listed: true }), errors: [{ message: '"AGENTS.md" is not a safe pack path: dangling symlink' }] },
  ],
});
ruleTester('encoding', validate, {
  valid: [
    ...valid,
    { name: 'a listed symlink out of the pack is path-unsafe’s', ...linked(outsideMd, { listed: true }) },
    { name: 'an unlisted one is file-unlisted’s', ...linked(outsideMd, { listed: false }) },
    { name: 'a dangling one', ...linked('nowhere.md', { listed: false }) },
    { name: 'a symlink inside the pack is read', files: { ...pack({}, { list: [...ALL, 'link.md'].sort() }) }, setup: (dir) => symlinkSync('AGENTS.md', path.join(dir, 'link.md')) },
  ],
  invalid: [
    { name: 'hostile emphasis is not parsed, and said so at once', files: withBody(`${'*a'.repeat(100_000)}\n`), errors: [{ message: /^AGENTS\.md was not checked: the paragraph on line 7 \(200,000 characters\) has 100,000 emphasis/, file: 'AGENTS.md' }] },
    { name: 'blockquotes closed again and again', files: withBody('> a\n\n'.repeat(10_000)), errors: [{ message: /^AGENTS\.md was not checked: it closes 2,50\d or more blockquotes/ }] },
    { name: 'a paragraph continued lazily for thousands of lines', files: withBody(`> a [^src_a]\n${'b\n'.repeat(10_000)}`), errors: [{ message: /^AGENTS\.md was not checked: the paragraph on line 7 continues a blockquote or list item on at least 7,071 lines without its > or indentation/, file: 'AGENTS.md' }] },
    { name: 'a generated list too long to parse, said so at once', files: withBody(`See [^src_a].\n\n${'- a\n'.repeat(100_000)}`), errors: [{ message: /^AGENTS\.md was not checked: 40\d,\d{3} characters in 100,0\d\d lines, too long to parse in reasonable time \(the limit is about 3,300,000 characters of ordinary Markdown/, file: 'AGENTS.md' }] },
  ],
});
// Every rule but encoding: one finding for such a link.
silent('frontmatter-missing', [{ name: 'a listed symlink out of the pack is not read', ...linked(outsideMd, { listed: true }) }]);

ruleTester('frontmatter-missing', validate, {
  valid,
  invalid: [
    { name: 'unterminated', files: pack({ 'AGENTS.md': '---\nfile: AGENTS.md\npack_id: pk_01TEST\n\n# Project\n\nSee[^src_a].\n' }), errors: [{ message: 'AGENTS.md: the frontmatter opened on line 1 is never closed: end the YAML with a --- line', line: 1 }] },
    { name: 'unterminated, CRLF', files: pack({ 'AGENTS.md': '---\r\nfile: AGENTS.md\r\n' }), errors: [{ message: 'the frontmatter opened on line 1 is never closed' }] },
    { name: 'no opening fence', files: pack({ 'AGENTS.md': 'file: AGENTS.md\n---\n' }), errors: [{ message: 'AGENTS.md has no YAML frontmatter' }] },
  ],
});

const tasks = (body: string) => pack({ 'tasks.md': `${frontmatter('tasks.md')}${body}` });
const taskCases: InvalidCase[] = [
  { name: 'Acceptance only inside a code fence', files: tasks('## 1. One\n- do\n\n```\nAcceptance: not here\n```\n'), errors: [{ message: 'task "1. One" has no "Acceptance:" line', line: 7 }] },
  { name: 'Acceptance only inside an HTML block', files: tasks('## 1. One\n- do\n\n<div>\nAcceptance: not here\n</div>\n'), errors: [{ message: 'has no "Acceptance:" line' }] },
  { name: 'Acceptance in the middle of a line', files: tasks('## 1. One\n- do it. Acceptance: x\n'), errors: [{ message: 'has no "Acceptance:" line' }] },
  { name: 'a number used twice', files: tasks('## 1. One\n- Acceptance: a\n\n## 2. Two\n- Acceptance: b\n\n## 2. Again\n- Acceptance: c\n'), errors: [{ message: 'tasks.md: task number 2 is used twice (first on line 10)', line: 13 }] },
  { name: 'out of order', files: tasks('## 2. Two\n- Acceptance: b\n\n## 1. One\n- Acceptance: a\n'), errors: [{ message: 'tasks.md: task 1 comes after task 2 (line 7): number the tasks in the order they are done', line: 10 }] },
  { name: 'no bulleted body', files: tasks('## 1. One\nAcceptance: done.\n'), errors: [{ message: 'tasks.md: task "1. One" has no bulleted body (a list of its steps)', line: 7 }] },
  { name: 'bullets only inside a code fence', files: tasks('## 1. One\n```\n- not a step\n```\nAcceptance: done.\n'), errors: [{ message: 'has no bulleted body' }] },
];
ruleTester('task-format', validate, {
  valid: [
    ...valid,
    { name: 'a bold label', files: tasks('## 1. One\n- **Acceptance**: x\n') },
    { name: 'a bold label with its colon', files: tasks('## 1. One\n- **Acceptance:** x\n') },
    { name: 'an italic label', files: tasks('## 1. One\n- _Acceptance_: x\n') },
    { name: 'a numbered body and a plain Acceptance line', files: tasks('## 1. One\n1. do\n\nAcceptance: x\n') },
    { name: 'gaps in the numbering', files: tasks('## 1. One\n- Acceptance: a\n\n## 3. Three\n- Acceptance: b\n') },
  ],
  invalid: taskCases,
});

const sections = (file: string, n: number) => pack({ [file]: `${frontmatter(file)}${Array.from({ length: n }, (_, i) => `## S${i + 1}\nx\n`).join('\n')}` });
ruleTester('section-count', validate, {
  valid,
  invalid: [
    { name: 'too many: at the first section past the limit', files: sections('prompts.md', 9), errors: [{ message: 'prompts.md has 9 prompts (## sections); the spec asks for 3–8', line: 31 }] },
    { name: 'too few: at the last section', files: sections('skills.md', 2), errors: [{ message: 'skills.md has 2 skills', line: 10 }] },
    { name: 'none: after the frontmatter', files: sections('skills.md', 0), errors: [{ message: 'skills.md has 0 skills', line: 6 }] },
  ],
});

test('a nested pack is validated by itself', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-nested-'));
  try {
    for (const [rel, text] of Object.entries(nested())) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    expect(await validate(dir)).toEqual([]);
    expect((await validate(path.join(dir, 'inner'))).map((d) => d.rule)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
