import { symlinkSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { validateContextPack } from '../../src/context-pack/validate.js';
import { ruleTester, type RuleCase } from '../helpers/rule-tester.js';
import { frontmatter, manifestFor, validPackFiles, PACK_ID, packWith as pack } from '../helpers/context-pack-fixture.js';

const validate = (dir: string) => validateContextPack(dir);


const valid: RuleCase[] = [{ name: 'the reference pack', files: pack() }];

/** The reference pack plus sub/x.md, with some listed paths written otherwise (`{ file: asListed }`) and correct hashes. */
function notNormal(spelled: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = { ...validPackFiles(), 'sub/x.md': `${frontmatter('sub/x.md')}x\n` };
  const manifest = JSON.parse(manifestFor(files)) as { files: { path: string }[] };
  for (const f of manifest.files) f.path = spelled[f.path] ?? f.path;
  return { ...files, 'pack.json': `${JSON.stringify(manifest, null, 2)}\n` };
}

ruleTester('manifest-json', validate, {
  valid,
  invalid: [
    { name: 'no pack.json', files: { 'a.md': 'x' }, errors: [{ message: 'pack.json cannot be read: ', file: 'pack.json' }] },
    { name: 'trailing comma', files: { 'pack.json': '{\n  "a": 1,\n}\n' }, errors: [{ message: 'not valid JSON', file: 'pack.json', line: 3 }] },
    { name: 'an array', files: { 'pack.json': '[]\n' }, errors: [{ message: 'JSON object at the top level' }] },
    { name: 'empty file', files: { 'pack.json': '' }, errors: [{ message: 'not valid JSON' }] },
    {
      name: 'a repeated key (JSON.parse keeps the last, other readers the first)',
      files: { ...pack(), 'pack.json': pack()['pack.json'].replace('{\n', '{\n  "files": [],\n') },
      errors: [{ message: 'pack.json repeats a key (duplicate key "files"): JSON readers differ on which value counts, so keep one', file: 'pack.json' }],
    },
    { name: 'a key repeated through an escape', files: { 'pack.json': '{"a": 1, "\\u0061": 2}\n' }, errors: [{ message: 'duplicate key "a"', line: 1 }] },
  ],
});

test('a pack.json that cannot be read or parsed is the only error: the rules that need its sources stay silent', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  for (const broken of ['{\n  "a": 1,\n}\n', pack()['pack.json'].replace('{\n', '{\n  "sources": [],\n')]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-broken-'));
    try {
      for (const [name, text] of Object.entries({ ...pack(), 'pack.json': broken })) writeFileSync(path.join(dir, name), text);
      expect((await validate(dir)).map((d) => d.rule)).toEqual(['manifest-json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});

ruleTester('manifest-schema', validate, {
  valid,
  invalid: [
    { name: 'missing project', files: pack({}, { patch: { project: undefined } }), errors: [{ message: '/: missing required property "project"' }] },
    { name: 'uppercase hash', files: { ...pack(), 'pack.json': pack()['pack.json'].replace(/"sha256": "([0-9a-f]{64})"/, (_m, h: string) => `"sha256": "${h.toUpperCase()}"`) }, errors: [{ message: '/files/0/sha256: must be 64 lowercase hexadecimal characters', line: 12 }] },
    { name: 'bad date', files: pack({}, { patch: { generated_at: 'yesterday' } }), errors: [{ message: '/generated_at: must be an ISO-8601 date-time' }] },
    { name: 'spec_version a number', files: pack({}, { patch: { spec_version: 0.1 } }), errors: [{ message: '/spec_version: must be string' }] },
    { name: 'path listed twice', files: pack({}, { list: ['AGENTS.md', 'AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: '"AGENTS.md" is already listed at /files/0' }] },
    { name: 'path listed twice, spelled two ways', files: pack({}, { list: ['AGENTS.md', './cursor.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: '/files/2/path: "cursor.md" is already listed at /files/1 as "./cursor.md"' }] },
    { name: 'source id without src_', files: pack({}, { sources: [{ id: 'a', url: 'https://x.example' }, { id: 'src_a', url: 'https://x.example' }, { id: 'src_b', url: 'https://x.example' }] }), errors: [{ message: '/sources/0/id' }] },
  ],
});

ruleTester('file-missing', validate, {
  valid: [...valid, { name: 'a path not in normal form is path-unsafe\'s alone', files: (() => { const f = notNormal({ 'sub/x.md': 'sub//x.md' }); delete f['sub/x.md']; return f; })() }],
  invalid: [
    { name: 'listed but absent', files: pack({ 'tasks.md': null }, { list: ['AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: 'tasks.md is listed in pack.json but does not exist', file: 'pack.json' }] },
    {
      name: 'listed FIFO',
      files: pack({}, { list: ['AGENTS.md', 'cursor.md', 'fifo', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }),
      setup: (dir) => execFileSync('mkfifo', [path.join(dir, 'fifo')]),
      errors: [{ message: 'fifo is listed in pack.json but is a FIFO' }],
    },
    {
      name: 'listed directory',
      files: pack({}, { list: ['AGENTS.md', 'cursor.md', 'd', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }),
      setup: (dir) => mkdirSync(path.join(dir, 'd')),
      errors: [{ message: 'd is listed in pack.json but is a directory' }],
    },
  ],
});

ruleTester('hash-mismatch', validate, {
  valid: [...valid, { name: 'a path not in normal form is path-unsafe\'s alone', files: (() => { const f = notNormal({ 'sub/x.md': 'sub/./x.md' }); f['sub/x.md'] += 'edited\n'; return f; })() }, { name: 'path with spaces and non-ASCII', files: (() => { const f = { ...validPackFiles(), 'dir x/ñandú.md': `${frontmatter('dir x/ñandú.md')}hi\n` }; return { ...f, 'pack.json': manifestFor(f) }; })() }],
  invalid: [
    { name: 'edited after hashing', files: { ...pack(), 'skills.md': `${pack()['skills.md']}more\n` }, errors: [{ message: /^skills\.md: sha256 in pack\.json is [0-9a-f]{12}…, the file hashes to [0-9a-f]{12}… \(run: packwright context-pack rehash\)$/, file: 'pack.json' }] },
  ],
});

ruleTester('path-unsafe', validate, {
  valid,
  invalid: [
    { name: 'dot-dot', files: pack({}, { list: ['../outside.md', 'AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: '"../outside.md" is not a safe pack path: goes up with ".."' }] },
    { name: 'absolute', files: pack({}, { list: ['/etc/passwd', 'AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: 'is absolute' }] },
    { name: 'backslash', files: pack({}, { list: ['AGENTS.md', 'a\\b.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: 'contains a backslash' }] },
    { name: 'trailing slash', files: notNormal({ 'AGENTS.md': 'AGENTS.md/' }), errors: [{ message: '/files/0/path: "AGENTS.md/" is not a safe pack path: ends with "/" (write it as "AGENTS.md")', file: 'pack.json' }] },
    { name: 'leading ./', files: notNormal({ 'cursor.md': './cursor.md' }), errors: [{ message: '"./cursor.md" is not a safe pack path: starts with "./"' }] },
    { name: 'empty segment', files: notNormal({ 'sub/x.md': 'sub//x.md' }), errors: [{ message: '"sub//x.md" is not a safe pack path: has an empty segment ("//") (write it as "sub/x.md")' }] },
    { name: '"." segment', files: notNormal({ 'sub/x.md': 'sub/./x.md' }), errors: [{ message: '"sub/./x.md" is not a safe pack path: has a "." segment' }] },
    { name: 'not in normal form and missing', files: (() => { const f = notNormal({ 'sub/x.md': 'sub//x.md' }); delete f['sub/x.md']; return f; })(), errors: [{ message: '"sub//x.md" is not a safe pack path' }] },
    {
      name: 'symlink out of the pack',
      files: pack({}, { list: ['AGENTS.md', 'cursor.md', 'link.txt', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }),
      setup: (dir) => symlinkSync('/etc/hostname', path.join(dir, 'link.txt')),
      errors: [{ message: 'through a symlink' }],
    },
    {
      name: 'symlink loop',
      files: pack({}, { list: ['AGENTS.md', 'cursor.md', 'loop', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }),
      setup: (dir) => {
        symlinkSync('loop2', path.join(dir, 'loop'));
        symlinkSync('loop', path.join(dir, 'loop2'));
      },
      errors: [{ message: 'symlink loop' }],
    },
  ],
});

ruleTester('file-unlisted', validate, {
  valid: [
    ...valid,
    // path-unsafe refuses these spellings; the files they name are listed all the same.
    { name: 'listed with a trailing slash', files: notNormal({ 'AGENTS.md': 'AGENTS.md/' }) },
    { name: 'listed with "//"', files: notNormal({ 'sub/x.md': 'sub//x.md' }) },
  ],
  invalid: [{ name: 'an extra file', files: { ...pack(), 'notes/extra.txt': 'x' }, errors: [{ message: 'notes/extra.txt is in the pack folder but not listed', file: 'notes/extra.txt', severity: 'warning' }] }],
});

ruleTester('encoding', validate, {
  valid,
  invalid: [
    { name: 'BOM', files: pack({ 'AGENTS.md': `\ufeff${validPackFiles()['AGENTS.md']}` }), errors: [{ message: 'AGENTS.md starts with a UTF-8 byte order mark', file: 'AGENTS.md' }] },
    { name: 'Latin-1 bytes', files: (() => { const f: Record<string, string | Uint8Array> = { ...validPackFiles(), 'skills.md': Buffer.concat([Buffer.from(validPackFiles()['skills.md']), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])]) }; return { ...f, 'pack.json': manifestFor(f) } as Record<string, string>; })(), errors: [{ message: /skills\.md not valid UTF-8 \(first bad byte at offset \d+\)/ }] },
  ],
});

ruleTester('line-endings', validate, {
  valid,
  invalid: [{ name: 'CRLF', files: pack({ 'tasks.md': validPackFiles()['tasks.md'].replace(/\n/g, '\r\n') }), errors: [{ message: 'tasks.md uses CRLF line endings', line: 1 }] }],
});

ruleTester('frontmatter-missing', validate, {
  valid,
  invalid: [
    { name: 'no frontmatter', files: pack({ 'AGENTS.md': '# Project\n\nSee[^src_a].\n' }), errors: [{ message: 'AGENTS.md has no YAML frontmatter', line: 1 }] },
    { name: 'frontmatter not at the top', files: pack({ 'AGENTS.md': `\n${frontmatter('AGENTS.md')}See[^src_a].\n` }), errors: [{ message: 'AGENTS.md has no YAML frontmatter' }] },
  ],
});

ruleTester('frontmatter-invalid', validate, {
  valid,
  invalid: [
    { name: 'YAML error', files: pack({ 'AGENTS.md': `---\nfile: AGENTS.md\npack_id: [\n---\n\nSee[^src_a].\n` }), errors: [{ message: 'AGENTS.md: frontmatter is not valid YAML' }] },
    { name: 'alias bomb', files: pack({ 'AGENTS.md': `---\nfile: AGENTS.md\npack_id: ${PACK_ID}\nspec_version: "0.1"\na: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [${'*a,'.repeat(9)}*a]\nc: &c [${'*b,'.repeat(9)}*b]\nd: [${'*c,'.repeat(99)}*c]\n---\n\nSee[^src_a].\n` }), errors: [{ message: 'resource exhaustion' }] },
    { name: 'a list', files: pack({ 'AGENTS.md': `---\n- a\n---\n\nSee[^src_a].\n` }), errors: [{ message: 'frontmatter must be a YAML mapping' }] },
    { name: 'missing keys', files: pack({ 'AGENTS.md': `---\nfile: AGENTS.md\n---\n\nSee[^src_a].\n` }), errors: [{ message: 'AGENTS.md: frontmatter lacks pack_id, spec_version', line: 1 }] },
    { name: 'file names another file', files: pack({ 'AGENTS.md': validPackFiles()['AGENTS.md'].replace('file: AGENTS.md', 'file: cursor.md') }), errors: [{ message: 'AGENTS.md: frontmatter says file: cursor.md' }] },
  ],
});

ruleTester('pack-id-mismatch', validate, {
  valid,
  invalid: [{ name: 'other pack', files: pack({ 'skills.md': validPackFiles()['skills.md'].replace(PACK_ID, 'pk_OTHER') }), errors: [{ message: 'skills.md: frontmatter pack_id "pk_OTHER" does not match pack.json "pk_01TEST"' }] }],
});

ruleTester('spec-version-mismatch', validate, {
  valid,
  invalid: [{ name: '0.2', files: pack({ 'skills.md': validPackFiles()['skills.md'].replace('"0.1"', '"0.2"') }), errors: [{ message: 'skills.md: frontmatter spec_version "0.2" does not match pack.json "0.1"' }] }],
});

const withBody = (body: string) => pack({ 'AGENTS.md': `${frontmatter('AGENTS.md')}${body}` });

ruleTester('footnote-unresolved', validate, {
  valid: [
    ...valid,
    { name: 'in a code fence', files: withBody('See[^src_a].\n\n```\n[^src_zzz]\n```\n') },
    { name: 'in inline code', files: withBody('See[^src_a] and `[^src_zzz]`.\n') },
    { name: 'in an HTML comment', files: withBody('See[^src_a]. <!-- [^src_zzz] -->\n') },
    { name: 'escaped', files: withBody('See[^src_a] and \\[^src_zzz].\n') },
    { name: 'not a src_ footnote', files: withBody('See[^src_a] and [^1].\n\n[^1]: plain note\n') },
    { name: 'in a link destination', files: withBody('See[^src_a] [x](http://e.com/[^src_zzz]) ![i](http://e.com/[^src_yyy]).\n') },
    { name: 'the entry label of a sources.md heading', files: pack({ 'sources.md': validPackFiles()['sources.md'].replace('## [^src_b]', '## [^src_b] (mirror: [^src_a])') }) },
  ],
  invalid: [
    { name: 'nowhere', files: withBody('See[^src_a] and [^src_zzz].\n'), errors: [{ message: '[^src_zzz] in AGENTS.md does not resolve: sources.md and pack.json sources lack it', file: 'AGENTS.md', line: 7 }] },
    { name: 'only in sources.md', files: pack({ 'AGENTS.md': `${frontmatter('AGENTS.md')}See[^src_a] [^src_c].\n`, 'sources.md': `${validPackFiles()['sources.md']}\n## [^src_c]\n- URL: c\n` }), errors: [{ message: '[^src_c] in AGENTS.md does not resolve: pack.json sources lacks it' }, { message: 'sources.md entry [^src_c] is not in pack.json sources', file: 'sources.md' }] },
    { name: 'only in pack.json', files: pack({ 'AGENTS.md': `${frontmatter('AGENTS.md')}See[^src_a] [^src_c].\n` }, { sources: [{ id: 'src_a', url: 'a' }, { id: 'src_b', url: 'b' }, { id: 'src_c', url: 'c' }] }), errors: [{ message: '[^src_c] in AGENTS.md does not resolve: sources.md lacks it' }] },
    {
      name: 'beside the entry label on a sources.md heading',
      files: pack({ 'sources.md': validPackFiles()['sources.md'].replace('## [^src_b]', '## [^src_b] (mirror: [^src_nowhere])') }),
      errors: [{ message: '[^src_nowhere] in sources.md does not resolve', file: 'sources.md', line: 10 }],
    },
    {
      name: 'in a sources.md definition body',
      files: pack({ 'sources.md': `${validPackFiles()['sources.md']}\n[^src_a]: see also [^src_nowhere]\n` }),
      errors: [{ message: '[^src_nowhere] in sources.md does not resolve', file: 'sources.md' }],
    },
    { name: 'in an autolink it is a URL, not a citation', files: withBody('See[^src_a] <http://example.com/[^src_zzz]> [^src_yyy].\n'), errors: [{ message: '[^src_yyy] in AGENTS.md' }] },
    { name: 'no sources.md', files: pack({ 'sources.md': null }), errors: [{ message: 'sources.md (the pack has none)' }, { message: 'sources.md (the pack has none)' }, { message: 'sources.md (the pack has none)' }, { message: 'sources.md (the pack has none)' }] },
  ],
});

ruleTester('footnote-case', validate, {
  valid,
  invalid: [{ name: 'upper case label', files: withBody('See[^SRC_A].\n'), errors: [{ message: '[^SRC_A] in AGENTS.md differs only in case from src_a', line: 7 }] }],
});

ruleTester('source-unused', validate, {
  valid,
  invalid: [{ name: 'never cited', files: pack({}, { sources: [{ id: 'src_a', url: 'a' }, { id: 'src_b', url: 'b' }, { id: 'src_unused', url: 'u' }] }), errors: [{ message: 'source src_unused is listed in pack.json but never cited', file: 'pack.json', severity: 'warning' }] }],
});

ruleTester('source-duplicate', validate, {
  valid,
  invalid: [
    { name: 'twice in pack.json', files: pack({}, { sources: [{ id: 'src_a', url: 'a' }, { id: 'src_b', url: 'b' }, { id: 'src_a', url: 'a2' }] }), errors: [{ message: 'source src_a is listed twice in pack.json (/sources/0 and /sources/2)' }] },
    { name: 'twice in sources.md', files: pack({ 'sources.md': `${validPackFiles()['sources.md']}\n## [^src_a]\n- URL: again\n` }), errors: [{ message: 'sources.md has [^src_a] twice (first on line 7)' }] },
  ],
});

ruleTester('section-count', validate, {
  valid,
  invalid: [
    { name: 'two skills', files: pack({ 'skills.md': `${frontmatter('skills.md')}## One\nx[^src_a]\n\n## Two\ny\n` }), errors: [{ message: 'skills.md has 2 skills (## sections); the spec asks for 3–12', severity: 'warning' }] },
    { name: 'nine prompts', files: pack({ 'prompts.md': `${frontmatter('prompts.md')}${Array.from({ length: 9 }, (_, i) => `## P${i}\nx\n`).join('\n')}` }), errors: [{ message: 'prompts.md has 9 prompts' }] },
  ],
});

ruleTester('task-format', validate, {
  valid,
  invalid: [
    { name: 'untitled and no acceptance', files: pack({ 'tasks.md': `${frontmatter('tasks.md')}## Setup\n- do\n\n## 2. Second\n- Acceptance: ok\n` }), errors: [{ message: 'task "Setup" should be titled "## N. title"', line: 7 }, { message: 'task "Setup" has no "Acceptance:" line', line: 7 }] },
  ],
});

describe('rule severities', () => {
  test('.packwright.yml-style overrides change or drop a rule', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(path.join(tmpdir(), 'sev-'));
    try {
      const files = pack({}, { sources: [{ id: 'src_a', url: 'https://a.example' }, { id: 'src_b', url: 'https://b.example' }, { id: 'src_u', url: 'https://u.example' }] });
      for (const [k, v] of Object.entries(files)) writeFileSync(path.join(dir, k), v);
      expect((await validateContextPack(dir, { rules: { 'source-unused': 'error' } })).map((d) => [d.rule, d.severity])).toEqual([['source-unused', 'error']]);
      expect(await validateContextPack(dir, { rules: { 'source-unused': 'off' } })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
