import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateContextPack } from '../../src/context-pack/validate.js';
import { ruleTester, type RuleCase } from '../helpers/rule-tester.js';
import { frontmatter, manifestFor, validPackFiles, PACK_ID, packWith as pack } from '../helpers/context-pack-fixture.js';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * Exact frontmatter values, the implemented spec version, UTC timestamps, http(s) source URLs,
 * letter case in source ids, near-miss file names and Windows-portable paths.
 */
const validate = (dir: string) => validateContextPack(dir);


const valid: RuleCase[] = [{ name: 'the reference pack', files: pack() }];
const ALL = ['AGENTS.md', 'cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'];
/** skills.md with its frontmatter line `key: …` written as `key: value`. */
const skillsWith = (key: string, value: string) => pack({ 'skills.md': validPackFiles()['skills.md'].replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`) });
/** Every Markdown file and pack.json saying spec_version `v`. */
function allAtVersion(v: string): Record<string, string> {
  const files = validPackFiles();
  for (const k of Object.keys(files)) files[k] = files[k].replace('spec_version: "0.1"', `spec_version: ${JSON.stringify(v)}`);
  return { ...files, 'pack.json': manifestFor(files, { patch: { spec_version: v } }) };
}
/** The reference pack listing `extra` too (absent files get a placeholder hash). */
const listing = (...extra: string[]) => pack({}, { list: [...ALL, ...extra] });
const SOURCES = [{ id: 'src_a', url: 'https://a.example' }, { id: 'src_b', url: 'https://b.example' }];

ruleTester('spec-version-mismatch', validate, {
  valid: [
    ...valid,
    { name: 'single-quoted', files: skillsWith('spec_version', "'0.1'") },
    { name: 'tagged !!str', files: skillsWith('spec_version', '!!str 0.1') },
    { name: 'another implemented version everywhere', files: allAtVersion('0.1.0') },
    { name: 'an unimplemented version everywhere is manifest-schema\'s finding alone', files: allAtVersion('9.9') },
  ],
  invalid: [
    { name: 'unquoted 0.1 is a YAML number', files: skillsWith('spec_version', '0.1'), errors: [{ message: 'skills.md: frontmatter spec_version 0.1 is a YAML number, not the string "0.1" pack.json has: quote it (spec_version: "0.1")', file: 'skills.md', line: 4 }] },
    { name: '0.10 is the number 0.1', files: skillsWith('spec_version', '0.10'), errors: [{ message: 'frontmatter spec_version 0.10 is a YAML number, not a string, and does not match pack.json "0.1"', line: 4 }] },
    { name: '1e-1', files: skillsWith('spec_version', '1e-1'), errors: [{ message: 'spec_version 1e-1 is a YAML number' }] },
    { name: '.1', files: skillsWith('spec_version', '.1'), errors: [{ message: 'spec_version .1 is a YAML number' }] },
    { name: 'a list', files: skillsWith('spec_version', '["0.1"]'), errors: [{ message: 'spec_version ["0.1"] is a YAML list, not a string' }] },
    { name: 'a mapping', files: skillsWith('spec_version', '{v: "0.1"}'), errors: [{ message: 'is a YAML mapping' }] },
    { name: 'a !!set', files: skillsWith('spec_version', '!!set {"0.1"}'), errors: [{ message: 'spec_version {"0.1"} is a YAML set (!!set), not a string' }] },
    { name: '"0.1.0" beside "0.1"', files: skillsWith('spec_version', '"0.1.0"'), errors: [{ message: 'skills.md: frontmatter spec_version "0.1.0" does not match pack.json "0.1"', line: 4 }] },
    { name: 'a key further down', files: pack({ 'skills.md': validPackFiles()['skills.md'].replace('spec_version: "0.1"\n', 'title: x\n\nspec_version: "0.2"\n') }), errors: [{ message: '"0.2" does not match', line: 6 }] },
  ],
});

ruleTester('pack-id-mismatch', validate, {
  valid,
  invalid: [
    { name: 'a list holding the id', files: skillsWith('pack_id', `[${PACK_ID}]`), errors: [{ message: `skills.md: frontmatter pack_id [${PACK_ID}] is a YAML list, not a string, and does not match pack.json "${PACK_ID}"`, line: 3 }] },
    { name: 'other pack, at its key', files: skillsWith('pack_id', 'pk_OTHER'), errors: [{ message: 'skills.md: frontmatter pack_id "pk_OTHER" does not match pack.json "pk_01TEST"', line: 3 }] },
    {
      name: 'a number that reads as the id',
      files: (() => {
        const f = validPackFiles();
        for (const k of Object.keys(f)) f[k] = f[k].replace(`pack_id: ${PACK_ID}`, 'pack_id: 12345');
        return { ...f, 'pack.json': manifestFor(f, { patch: { pack_id: '12345' } }) };
      })(),
      errors: Array.from({ length: 6 }, () => ({ message: 'pack_id 12345 is a YAML number, not the string "12345" pack.json has: quote it (pack_id: "12345")', line: 3 })),
    },
  ],
});

ruleTester('frontmatter-invalid', validate, {
  valid: [...valid, { name: 'file as the path in the pack', files: (() => { const f = { ...validPackFiles(), 'sub/x.md': `${frontmatter('sub/x.md')}x\n` }; return { ...f, 'pack.json': manifestFor(f) }; })() }],
  invalid: [
    { name: 'file a list', files: skillsWith('file', '[skills.md]'), errors: [{ message: 'skills.md: frontmatter file [skills.md] is a YAML list, not a string naming the file (write file: skills.md)', line: 2 }] },
    { name: 'file a number', files: skillsWith('file', '7'), errors: [{ message: 'frontmatter file 7 is a YAML number', line: 2 }] },
    { name: 'file !!binary is binary data, not a mapping', files: skillsWith('file', '!!binary c2tpbGxzLm1k'), errors: [{ message: 'skills.md: frontmatter file c2tpbGxzLm1k is YAML binary data (!!binary), not a string naming the file (write file: skills.md)', line: 2 }] },
    { name: 'file !!timestamp', files: skillsWith('file', '!!timestamp 2026-04-24'), errors: [{ message: 'frontmatter file 2026-04-24 is a YAML timestamp, not a string', line: 2 }] },
    { name: 'file in another letter case', files: skillsWith('file', 'Skills.md'), errors: [{ message: 'skills.md: frontmatter says file: Skills.md (it differs only in letter case from the file\'s name)', line: 2 }] },
    { name: 'file names another file, at its key', files: pack({ 'skills.md': validPackFiles()['skills.md'].replace('file: skills.md', 'title: t\nfile: cursor.md') }), errors: [{ message: 'skills.md: frontmatter says file: cursor.md', line: 3 }] },
  ],
});

test('frontmatter findings point at the key\'s column', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-col-'));
  try {
    const files = pack({ 'skills.md': validPackFiles()['skills.md'].replace('spec_version: "0.1"', 'nested:\n  x: 1\n  spec_version: "0.1"\n  file: a\nspec_version:   0.1') });
    for (const [k, v] of Object.entries(files)) writeFileSync(path.join(dir, k), v);
    const d = (await validate(dir)).filter((x) => x.rule === 'spec-version-mismatch');
    expect(d.map((x) => [x.line, x.column])).toEqual([[8, 1]]);
    const indented = pack({ 'skills.md': validPackFiles()['skills.md'].replace('pack_id: pk_01TEST\n', '').replace('---\n', `---\n{ pack_id: [x],\n  x: 1 }\n`).replace('file: skills.md\n', '').replace('spec_version: "0.1"\n', '') });
    writeFileSync(path.join(dir, 'skills.md'), indented['skills.md']);
    const p = (await validate(dir)).filter((x) => x.rule === 'pack-id-mismatch');
    expect(p.map((x) => [x.line, x.column])).toEqual([[2, 3]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

ruleTester('manifest-schema', validate, {
  valid: [
    ...valid,
    { name: 'fractional seconds in UTC', files: pack({}, { patch: { generated_at: '2026-04-24T14:22:03.250Z' } }) },
    { name: 'a window at an offset (the spec calls only generated_at UTC)', files: pack({}, { patch: { window: { from: '2026-01-24T00:00:00+02:00', to: '2026-04-24T14:22:03Z' } } }) },
    { name: 'patch release 0.1.0', files: allAtVersion('0.1.0') },
    { name: 'http and https URLs, any case, non-ASCII path', files: pack({}, { sources: [{ id: 'src_a', url: 'http://a.example' }, { id: 'src_b', url: 'HTTPS://de.wikipedia.org/wiki/Köln?x=1#y' }] }) },
  ],
  invalid: [
    { name: 'spec 9.9 everywhere', files: allAtVersion('9.9'), errors: [{ message: '/spec_version: "9.9" is not a spec version this validator implements: it checks Context Pack spec 0.1, written "0.1" (or a patch release "0.1.N")', line: 2 }] },
    { name: 'spec 0.2', files: allAtVersion('0.2'), errors: [{ message: '"0.2" is not a spec version this validator implements' }] },
    { name: 'not a version', files: allAtVersion('v0.1'), errors: [{ message: '"v0.1" is not a spec version' }] },
    { name: 'generated_at at +02:00', files: pack({}, { patch: { generated_at: '2026-04-24T14:22:03+02:00' } }), errors: [{ message: '/generated_at: "2026-04-24T14:22:03+02:00" must be in UTC, written with "Z" (the spec asks for an ISO-8601 UTC timestamp): "2026-04-24T12:22:03Z"' }] },
    { name: 'generated_at at +00:00', files: pack({}, { patch: { generated_at: '2026-04-24T14:22:03.5+00:00' } }), errors: [{ message: 'written with "Z" (the spec asks for an ISO-8601 UTC timestamp): "2026-04-24T14:22:03.500Z"' }] },
    { name: 'generated_at with a lowercase z', files: pack({}, { patch: { generated_at: '2026-04-24t14:22:03z' } }), errors: [{ message: '"2026-04-24T14:22:03Z"' }] },
    { name: 'generated_at not a date-time at all: one finding', files: pack({}, { patch: { generated_at: '2026-04-24' } }), errors: [{ message: '/generated_at: must be an ISO-8601 date-time in UTC such as "2026-04-24T14:22:03Z"' }] },
    { name: 'generated_at month 13: one finding', files: pack({}, { patch: { generated_at: '2026-13-24T14:22:03Z' } }), errors: [{ message: '/generated_at: must be an ISO-8601 date-time in UTC' }] },
    { name: 'url not a URL', files: pack({}, { sources: [{ id: 'src_a', url: 'not a url' }, SOURCES[1]] }), errors: [{ message: '/sources/0/url: "not a url" is not an absolute http:// or https:// URL; every source needs one, such as "https://example.com/page"' }] },
    { name: 'url relative, ftp, no host, with a space', files: pack({}, { sources: [{ id: 'src_a', url: '/docs/a' }, { id: 'src_b', url: 'ftp://b.example/x' }, { id: 'src_c', url: 'https://' }, { id: 'src_d', url: 'https://d.example/a b' }] }), errors: [{ message: '/sources/0/url' }, { message: '/sources/1/url' }, { message: '/sources/2/url' }, { message: '/sources/3/url' }] },
    { name: 'url empty', files: pack({}, { sources: [{ id: 'src_a', url: '' }, SOURCES[1]] }), errors: [{ message: '/sources/0/url: "" is not an absolute' }] },
  ],
});

describe('a pack.json that is no JSON object', () => {
  test.each([['null', 'null'], ['[]', 'an array'], ['"x"', 'a string'], ['42', 'a number']])('%s is manifest-json\'s one finding', async (json, kind) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-nonobj-'));
    try {
      for (const [name, text] of Object.entries({ ...pack(), 'pack.json': `${json}\n` })) writeFileSync(path.join(dir, name), text);
      const found = await validate(dir);
      expect(found.map((d) => [d.rule, d.message])).toEqual([['manifest-json', `pack.json must contain a JSON object at the top level, not ${kind}`]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

ruleTester('source-duplicate', validate, {
  valid,
  invalid: [
    { name: 'ids differing only in case in pack.json', files: pack({}, { sources: [...SOURCES, { id: 'src_A', url: 'https://a2.example' }] }), errors: [{ message: 'source src_A (/sources/2) differs only in letter case from src_a (/sources/0): Markdown matches footnote labels ignoring case, so [^src_A] cannot tell them apart', file: 'pack.json' }] },
    { name: 'entries differing only in case in sources.md', files: pack({ 'sources.md': `${validPackFiles()['sources.md']}\n## [^src_A]\n- URL: https://a2.example\n` }, { sources: [...SOURCES, { id: 'src_A', url: 'https://a2.example' }] }), errors: [{ message: 'src_A (/sources/2) differs only in letter case' }, { message: 'sources.md has [^src_A] and [^src_a] (line 7), which differ only in letter case', file: 'sources.md', line: 13 }] },
  ],
});

ruleTester('source-unused', validate, {
  valid: [
    ...valid,
    // footnote-case reports the spelling; the source is cited, if miswritten.
    { name: 'cited only in another case', files: pack({ 'cursor.md': validPackFiles()['cursor.md'].replace('[^src_b]', '[^SRC_B]') }) },
  ],
  invalid: [
    { name: 'a case twin never cited exactly', files: pack({}, { sources: [...SOURCES, { id: 'src_A', url: 'https://a2.example' }] }), errors: [{ message: 'source src_A is listed in pack.json but never cited with [^src_A]', severity: 'warning' }] },
  ],
});

const NFC = 'caf\u00e9.md';
const NFD = 'cafe\u0301.md';

ruleTester('file-missing', validate, {
  valid,
  invalid: [
    { name: 'listed in another letter case', files: pack({}, { list: ['AGENTS.md', 'Cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: 'Cursor.md is listed in pack.json but does not exist (it differs only in letter case from "cursor.md", which is in the folder: spell the listed path as the name on disk)' }] },
    { name: 'listed in NFD, on disk in NFC', files: (() => { const f = { ...validPackFiles(), [NFC]: `${frontmatter(NFC)}x\n` }; return { ...f, 'pack.json': manifestFor(f, { list: [...ALL, NFD] }) }; })(), errors: [{ message: `${NFD} is listed in pack.json but does not exist (it differs only in Unicode normalization (NFD vs NFC) from "${NFC}"` }] },
    { name: 'both at once', files: (() => { const f = { ...validPackFiles(), [NFC]: `${frontmatter(NFC)}x\n` }; return { ...f, 'pack.json': manifestFor(f, { list: [...ALL, NFD.toUpperCase()] }) }; })(), errors: [{ message: 'differs only in letter case and Unicode normalization (NFD vs NFC)' }] },
  ],
});

ruleTester('file-unlisted', validate, {
  valid,
  invalid: [
    { name: 'listed in another letter case', files: pack({}, { list: ['AGENTS.md', 'Cursor.md', 'prompts.md', 'skills.md', 'sources.md', 'tasks.md'] }), errors: [{ message: 'cursor.md is in the pack folder but not listed in pack.json files (it differs only in letter case from the listed "Cursor.md": spell the listed path as the name on disk)', severity: 'warning' }] },
    { name: 'listed in NFD, on disk in NFC', files: (() => { const f = { ...validPackFiles(), [NFC]: `${frontmatter(NFC)}x\n` }; return { ...f, 'pack.json': manifestFor(f, { list: [...ALL, NFD] }) }; })(), errors: [{ message: `${NFC} is in the pack folder but not listed in pack.json files (it differs only in Unicode normalization (NFC vs NFD) from the listed "${NFD}"` }] },
    { name: 'unrelated file keeps the rehash hint', files: { ...pack(), 'x.txt': 'x' }, errors: [{ message: 'x.txt is in the pack folder but not listed in pack.json files (run: packwright context-pack rehash after adding it)' }] },
  ],
});

ruleTester('path-unsafe', validate, {
  valid: [
    ...valid,
    { name: 'names that only look reserved', files: (() => { const f = { ...validPackFiles(), 'console.md': 'x', 'com10.md': 'x', 'nul-x.md': 'x', 'a.b.md': 'x', 'lpt.md': 'x', 'sub dir/x y.md': 'x', 'é/ñ.md': 'x' }; return { ...f, 'pack.json': manifestFor(f) }; })() },
  ],
  invalid: [
    { name: 'c:cursor.md is drive-relative', files: listing('c:cursor.md'), errors: [{ message: '/files/6/path: "c:cursor.md" is not a safe pack path: is drive-relative (Windows reads "c:" as the current folder of drive C:)' }] },
    { name: 'C:/x is absolute', files: listing('C:/x.md'), errors: [{ message: '"C:/x.md" is not a safe pack path: is absolute' }] },
    { name: 'reserved device names, any case, any extension', files: listing('CON.md', 'sub/nul', 'aux.tar.gz', 'Com1.txt', 'lpt9', 'COM\u00b9.md', 'conin$.md'), errors: ['CON', 'NUL', 'AUX', 'COM1', 'LPT9', 'COM\u00b9', 'CONIN$'].map((n) => ({ message: `is the reserved device name ${n} on Windows (with any extension)` })) },
    { name: 'characters Windows refuses', files: listing('a<b.md', 'a>b.md', 'ab:c.md', 'a"b.md', 'a|b.md', 'a?b.md', 'a*b.md', 'a\tb.md', 'sub\u001f/x.md'), errors: [...'<>:"|?*'.split('').map((c) => ({ message: `contains ${JSON.stringify(c)}, which Windows does not allow in a file name` })), { message: '"a\\tb.md" contains the control character "\\t"' }, { message: 'the control character "\\u001f"' }] },
    { name: 'segments ending in a dot or a space', files: listing('x./y.md', 'notes.', 'dir /a.md'), errors: [{ message: '/files/6/path: "x./y.md" is not a portable pack path: "x." ends with a dot, which Windows drops from a file name' }, { message: '"notes." ends with a dot' }, { message: '"dir " ends with a space' }] },
    { name: 'two listed names differing only in case', files: (() => { const f = { ...validPackFiles(), 'Cursor.md': validPackFiles()['cursor.md'] }; return { ...f, 'pack.json': manifestFor(f) }; })(), errors: [{ message: '/files/2/path: "cursor.md" is not a portable pack path: it differs only in letter case from "Cursor.md" (/files/1)' }] },
    { name: 'two listed names differing only in normalization', files: (() => { const f = { ...validPackFiles(), [NFC]: 'x', [NFD]: 'y' }; return { ...f, 'pack.json': manifestFor(f, { list: [...ALL, NFC, NFD] }) }; })(), errors: [{ message: 'differs only in Unicode normalization (NFD vs NFC)' }] },
  ],
});

test('the bundled example pack passes every rule', async () => {
  expect(await validate(path.join(REPO_ROOT, 'examples', 'context-pack'))).toEqual([]);
});
