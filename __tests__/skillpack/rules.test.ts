import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { runCli } from '../helpers/cli.js';
import { skill } from '../helpers/sp.js';
import { validateSkill, validateSkillPack } from '../../src/skillpack/validate.js';
import { loadPack } from '../../src/skillpack/packfile.js';

const t = makeTempDir('sp-rules-');
afterAll(() => t.cleanup());
let n = 0;

async function skillDiagnostics(folder: string, skillMd: string) {
  const dir = path.join(t.dir, `s${n++}`, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'SKILL.md'), skillMd);
  return (await validateSkill(dir)).map((d) => `${d.rule}:${d.severity}:${d.line ?? ''}: ${d.message}`);
}

describe('skill rules (table)', () => {
  const fm = (body: string) => `---\n${body}\n---\n# Body\n`;
  test.each([
    ['valid', 'pdf-tools', fm('name: pdf-tools\ndescription: Work with PDFs.\nlicense: MIT\ncompatibility: Needs python3\nmetadata:\n  author: me\n  version: "1.0"\nallowed-tools: Read Grep'), []],
    ['no frontmatter', 'x', '# Just markdown\n', ['skill-frontmatter:error:1: SKILL.md has no YAML frontmatter']],
    ['bad YAML', 'x', fm('name: [unclosed'), ['skill-frontmatter:error:']],
    ['frontmatter a list', 'x', fm('- a\n- b'), ['skill-frontmatter:error:2: frontmatter must be a YAML mapping']],
    ['missing name', 'x', fm('description: d'), ['skill-name:error:']],
    ['uppercase name', 'Bad', fm('name: Bad\ndescription: d'), ['skill-name:error:2: name may contain only lowercase']],
    ['double hyphen', 'a--b', fm('name: a--b\ndescription: d'), ['skill-name:error:2: name must not contain "--"']],
    ['leading hyphen', '-a', fm('name: -a\ndescription: d'), ['skill-name:error:2: name must not start or end']],
    ['65 chars', 'a'.repeat(65), fm(`name: ${'a'.repeat(65)}\ndescription: d`), ['skill-name:error:2: name is 65 characters']],
    // Characters are code points: 40 emoji are 40 characters (80 UTF-16 units), within 64.
    ['40 emoji', 'x', fm(`name: ${'\u{1F600}'.repeat(40)}\ndescription: d`), ['skill-name:error:2: name may contain only lowercase', 'skill-name-folder:warning:2:']],
    ['65 emoji', 'x', fm(`name: ${'\u{1F600}'.repeat(65)}\ndescription: d`), ['skill-name:error:2: name is 65 characters; at most 64', 'skill-name-folder:warning:2:']],
    ['1024 emoji in the description', 'x', fm(`name: x\ndescription: ${'\u{1F600}'.repeat(1024)}`), []],
    ['1025 emoji in the description', 'x', fm(`name: x\ndescription: ${'\u{1F600}'.repeat(1025)}`), ['skill-description:error:3: description is 1025 characters; at most 1024']],
    ['CR-only line endings', 'x', fm('name: x\ndescription: d').replace(/\n/g, '\r'), ['skill-frontmatter:error:1: SKILL.md ends its lines with a lone CR (old Mac style), so its frontmatter cannot be read']],
    ['CRLF line endings are read', 'x', fm('name: x\ndescription: d').replace(/\n/g, '\r\n'), []],
    ['name/folder mismatch', 'folder', fm('name: other\ndescription: d'), ['skill-name-folder:warning:2: name "other" differs from the folder name "folder"']],
    ['missing description', 'x', fm('name: x'), ['skill-description:error:']],
    ['long description', 'x', fm(`name: x\ndescription: ${'d'.repeat(1025)}`), ['skill-description:error:3: description is 1025 characters']],
    ['Claude Code keys', 'x', fm('name: x\ndescription: d\nmodel: opus\nhooks: {}'), ['skill-unknown-key:warning:4: unknown frontmatter key "model"', 'skill-unknown-key:warning:5: unknown frontmatter key "hooks"']],
    ['long compatibility', 'x', fm(`name: x\ndescription: d\ncompatibility: ${'c'.repeat(501)}`), ['skill-compatibility:error:4: compatibility is 501 characters']],
    ['metadata not strings (the message shows 1.0 as written, not the number 1)', 'x', fm('name: x\ndescription: d\nmetadata:\n  version: 1.0'), ['skill-metadata:error:5: metadata.version must be a string, but YAML read the unquoted 1.0 as the number 1: quote it ("1.0")']],
    ['metadata a list', 'x', fm('name: x\ndescription: d\nmetadata: [a]'), ['skill-metadata:error:4: metadata must be a mapping']],
    ['allowed-tools list', 'x', fm('name: x\ndescription: d\nallowed-tools: [Read, Grep]'), ['skill-allowed-tools:error:4: allowed-tools must be a space-separated string']],
    // Values present but not strings: the message says what YAML read.
    ['name a number', 'x', fm('name: 123\ndescription: d'), ['skill-name:error:2: name must be a string, but YAML read this unquoted value as the number 123: quote it ("123")']],
    ['name a boolean', 'x', fm('name: true\ndescription: d'), ['skill-name:error:2: name must be a string, but YAML read this unquoted value as the boolean true: quote it ("true")']],
    ['name empty (null)', 'x', fm('name:\ndescription: d'), ['skill-name:error:2: name must be a string, but YAML read this value as null (empty, ~ or null)']],
    ['name a tagged number', 'x', fm('name: !!int "12"\ndescription: d'), ['skill-name:error:2: name must be a string, but YAML read this value as the number 12 (it is tagged !!int): remove the tag']],
    ['description a number', 'x', fm('name: x\ndescription: 42'), ['skill-description:error:3: description must be a string, but YAML read this unquoted value as the number 42: quote it ("42")']],
    ['description a list', 'x', fm('name: x\ndescription: [a, b]'), ['skill-description:error:3: description must be a string, not a YAML list']],
    ['description binary', 'x', fm('name: x\ndescription: !!binary aGVsbG8='), ['skill-description:error:3: description must be a string, but YAML read this value as binary data (it is tagged !!binary): write it as text']],
    ['description blank', 'x', fm('name: x\ndescription: "  "'), ['skill-description:error:3: description must not be empty']],
    ['metadata nested mapping', 'x', fm('name: x\ndescription: d\nmetadata:\n  a:\n    b: c'), ['skill-metadata:error:5: metadata.a must be a string, not a YAML mapping']],
    ['metadata value null', 'x', fm('name: x\ndescription: d\nmetadata:\n  a:'), ['skill-metadata:error:5: metadata.a must be a string, but YAML read this value as null']],
    ['metadata numeric key', 'x', fm('name: x\ndescription: d\nmetadata:\n  1: one\n  "2": two'), ['skill-metadata:error:5: metadata key 1 must be a string, but YAML read this unquoted key as the number 1: quote it ("1")']],
    ['metadata boolean key', 'x', fm('name: x\ndescription: d\nmetadata:\n  k: v\n  true: x'), ['skill-metadata:error:6: metadata key true must be a string, but YAML read this unquoted key as the boolean true']],
    ['metadata quoted values and keys', 'x', fm('name: x\ndescription: d\nmetadata:\n  "1": "1.0"\n  beta: "true"'), []],
    ['compatibility a number', 'x', fm('name: x\ndescription: d\ncompatibility: 3'), ['skill-compatibility:error:4: compatibility must be a string, but YAML read this unquoted value as the number 3']],
    // license: a string, nothing more (Agent Skills spec; INTEROP.md §2 lists the key).
    ['license a string', 'x', fm('name: x\ndescription: d\nlicense: Apache-2.0. See LICENSE.txt'), []],
    ['license a number', 'x', fm('name: x\ndescription: d\nlicense: 5'), ['skill-frontmatter:error:4: license must be a string (a license name such as MIT, or a license file in the skill), but YAML read this unquoted value as the number 5: quote it ("5")']],
    ['license a list', 'x', fm('name: x\ndescription: d\nlicense:\n  - MIT\n  - Apache-2.0'), ['skill-frontmatter:error:4: license must be a string (a license name such as MIT, or a license file in the skill), not a YAML list']],
    ['license empty (null)', 'x', fm('name: x\ndescription: d\nlicense:'), ['skill-frontmatter:error:4: license must be a string (a license name such as MIT, or a license file in the skill), but YAML read this value as null']],
    // Control characters and newlines in names and keys are escaped: one diagnostic, one line.
    ['name with ESC', 'x', fm('name: "x\\u001b[2J"\ndescription: d'), ['skill-name:error:2: name may contain only lowercase letters a-z, digits and "-" (got "x\\u001b[2J")', 'skill-name-folder:warning:2: name "x\\u001b[2J" differs from the folder name "x"']],
    ['name a block scalar (ends in a newline)', 'blk', fm('name: |\n  blk\ndescription: d'), ['skill-name:error:2: name may contain only lowercase letters a-z, digits and "-" (got "blk\\n")', 'skill-name-folder:warning:2: name "blk\\n" differs from the folder name "blk"']],
    ['unknown key with ESC and C1', 'x', fm('name: x\ndescription: d\n"k\\u001b[31m\\u0085": v'), ['skill-unknown-key:warning:4: unknown frontmatter key "k\\u001b[31m\\u0085" (the Agent Skills spec knows']],
    ['folder with a control character', 'x\u0007', fm('name: x\ndescription: d'), ['skill-name-folder:warning:2: name "x" differs from the folder name "x\\u0007"']],
    // NFD folder (as HFS+ stores it), NFC name: they print alike, so the message says what differs.
    ['NFD folder, NFC name', 'cafe\u0301', fm('name: caf\u00e9\ndescription: d'), ['skill-name:error:2: name may contain only lowercase', 'skill-name-folder:warning:2: name "caf\u00e9" and the folder name "cafe\u0301" differ only in Unicode normalization (the name is NFC, the folder name NFD): write both the same way']],
  ])('%s', async (_label, folder, text, expected) => {
    const got = await skillDiagnostics(folder, text);
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got[i]).toContain(e));
    expected.forEach((e, i) => expect(got[i].startsWith(e)).toBe(true));
    // eslint-disable-next-line no-control-regex
    for (const line of got) expect(line).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
  });

  test.each([
    ['a folder', (f: string) => mkdirSync(f), 'SKILL.md cannot be read: not a regular file'],
    ['a symlink to /dev/zero', (f: string) => symlinkSync('/dev/zero', f), 'SKILL.md cannot be read: not a regular file'],
    ['a FIFO', (f: string) => execFileSync('mkfifo', [f]), 'SKILL.md cannot be read: not a regular file'],
  ])('a SKILL.md that is %s is one line naming the reason, not the absolute path (here with a newline in it)', async (_label, make, expected) => {
    const dir = path.join(t.dir, `odd${n++}`, 'x\ny');
    mkdirSync(dir, { recursive: true });
    make(path.join(dir, 'SKILL.md'));
    const got = (await validateSkill(dir)).map((d) => `${d.rule}: ${d.message}`);
    expect(got).toEqual([`skill-frontmatter: ${expected}`]);
  });

  test.each([
    ['invalid bytes after it', Buffer.concat([Buffer.from('\ufeff---\nname: x\ndescription: caf'), Buffer.from([0xe9, 0x20, 0xff]), Buffer.from('\n---\n')]), ['skill-frontmatter: SKILL.md is not valid UTF-8 (first bad byte at offset 31)']],
    ['valid UTF-8 after it', Buffer.from('\ufeff---\nname: x\ndescription: caf\u00e9\n---\n'), []],
  ])('a UTF-8 byte order mark, %s', async (_label, bytes, expected) => {
    const dir = path.join(t.dir, `bom${n++}`, 'x');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'SKILL.md'), bytes);
    expect((await validateSkill(dir)).map((d) => `${d.rule}: ${d.message}`)).toEqual(expected);
  });

  test('not UTF-8 is a skill-frontmatter error, not a crash', async () => {
    const dir = path.join(t.dir, 'latin1', 'x');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'SKILL.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xe9, 0x0a]));
    const d = await validateSkill(dir);
    expect(d.map((x) => x.rule)).toEqual(['skill-frontmatter']);
    expect(d[0].message).toMatch(/not valid UTF-8/);
  });
});

describe('skill-pack rules (table)', () => {
  let root: string;
  beforeAll(() => {
    root = path.join(t.dir, 'packrepo');
    skill(root, 'skills/general/writing');
    skill(root, 'skills/coding/writing');
    mkdirSync(path.join(root, 'packs'), { recursive: true });
  });
  const check = async (yaml: string) => {
    const file = path.join(root, 'packs', `p${n++}.yaml`);
    writeFileSync(file, yaml);
    return (await validateSkillPack(file)).map((d) => `${d.rule}:${d.line ?? ''}: ${d.message}`);
  };
  test.each([
    ['valid local', 'name: p\ninclude:\n  - general/**\n', []],
    ['valid import', 'name: p\nimports:\n  - repo: github.com/acme/skills\n    ref: v1.3.0\n    include: ["**/pr-review"]\n', []],
    ['missing name', 'include: ["general/**"]\n', ['pack-schema:1: /: missing required key "name"']],
    ['no selection', 'name: p\n', ['pack-schema:1: /: a pack needs a non-empty "include" or at least one "imports" entry']],
    ['empty include without imports', 'name: p\ninclude: []\n', ['pack-schema:1: /: a pack needs']],
    ['import without include', 'name: p\nimports:\n  - repo: github.com/a/b\n', ['pack-schema:3: /imports/0: missing required key "include"']],
    ['misspelt key', 'name: p\nincludes: ["general/**"]\ninclude: ["general/**"]\n', ['pack-schema:1: /: unknown key "includes"']],
    ['sep with slash', 'name: p\ninclude: ["general/**"]\ninstall:\n  sep: "/"\n', ['pack-schema:4: /install/sep: must not contain "/"']],
    ['bad YAML', 'name: p\ninclude: [\n', ['pack-schema:']],
    ['include matching nothing', 'name: p\ninclude:\n  - general/**\n  - nothing/*\n', ["pack-include-empty:4: include 'nothing/*' matches no skill under skills/"]],
    ['question mark is literal', 'name: p\ninclude:\n  - "general/writin?"\n', ["pack-include-empty:3: include 'general/writin?' matches no skill"]],
    ['flatten collision', 'name: p\ninclude: ["*/writing"]\ninstall:\n  flatten: true\n', ["pack-collision:4: skills 'coding/writing' and 'general/writing' would both install as 'p__writing'"]],
    ['exclude resolves the collision', 'name: p\ninclude: ["*/writing"]\nexclude: ["coding/**"]\ninstall:\n  flatten: true\n', []],
    ['bad repo', 'name: p\nimports:\n  - repo: github.com/only-org\n    include: ["**"]\n', ["pack-import:3: imports[0].repo 'github.com/only-org': the shorthand is github.com/<org>/<repo>"]],
    ['a ref YAML reads as a number', 'name: p\nimports:\n  - repo: https://example.com/x.git\n    ref: 1234567\n    include: ["**"]\n', ['pack-schema:4: /imports/0/ref: must be a string, but YAML read this unquoted value as the number 1234567: put it in quotes']],
    ['a name YAML reads as null', 'name:\ninclude: ["general/**"]\n', ['pack-schema:1: /name: must be a string, but YAML read this value as null']],
    ['yes is a string in YAML 1.2', 'name: yes\ninclude: ["general/**"]\n', []],
    ['a name YAML reads as a boolean', 'name: true\ninclude: ["general/**"]\n', ['pack-schema:1: /name: must be a string, but YAML read this unquoted value as the boolean true: put it in quotes']],
    ['a list where a string belongs', 'name: [a]\ninclude: ["general/**"]\n', ['pack-schema:1: /name: must be string']],
    ['abbreviated sha', 'name: p\nimports:\n  - repo: https://example.com/x.git\n    ref: 9f2c1d3\n    include: ["**"]\n', ["pack-import:4: imports[0].ref '9f2c1d3' looks like an abbreviated commit SHA"]],
    ['relative repo (from the folder holding packs/)', 'name: p\nimports:\n  - repo: ../shared-skills\n    include: ["**"]\n  - repo: ./vendor/skills\n    include: ["**"]\n', []],
    ['bare relative repo', 'name: p\nimports:\n  - repo: shared-skills\n    include: ["**"]\n', ["pack-import:3: imports[0].repo 'shared-skills': not a git URL (https://…, ssh://…, git@host:path, file://…), github.com/<org>/<repo>, or a folder (absolute, or ./ or ../ relative to the pack's repository)"]],
    ['prefix with a control character', 'name: p\ninclude: ["general/**"]\ninstall:\n  prefix: "p\\t"\n', ['pack-schema:4: /install/prefix: "p\\t" contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no pack name, prefix or separator (they name folders and state keys) may hold: remove it']],
    // No control character (C0, DEL, C1) anywhere in a repo or a ref; the value is shown escaped.
    ['a folder repo with a space', 'name: p\nimports:\n  - repo: "/srv/team skills"\n    ref: "release/ü-1"\n    include: ["**"]\n', []],
    ...[
      ['https://example.com/a\tb\u0001.git', '"https://example.com/a\\tb\\u0001.git"'],
      ['git@host:a\u007f', '"git@host:a\\u007f"'],
      ['github.com/a/b\u0007', '"github.com/a/b\\u0007"'],
      ['/abs\u0001', '"/abs\\u0001"'],
      ['https://example.com/x.git\u0085', '"https://example.com/x.git\\u0085"'],
    ].map(([repo, shown]) => [`repo ${shown}`, `name: p\nimports:\n  - repo: ${JSON.stringify(repo)}\n    include: ["**"]\n`, [`pack-schema:3: /imports/0/repo: ${shown} contains a control character`]] as [string, string, string[]]),
    ...[
      ['v1\u0000', '"v1\\u0000"'],
      ['main\u0085', '"main\\u0085"'],
      ['abc1234\u001b]0;title\u0007', '"abc1234\\u001b]0;title\\u0007"'],
    ].map(([ref, shown]) => [`ref ${shown}`, `name: p\nimports:\n  - repo: github.com/a/b\n    ref: ${JSON.stringify(ref)}\n    include: ["**"]\n`, [`pack-schema:4: /imports/0/ref: ${shown} contains a control character`]] as [string, string, string[]]),
    ['a repo starting with "-"', 'name: p\nimports:\n  - repo: "-u evil"\n    include: ["**"]\n', ['pack-schema:3: /imports/0/repo: "-u evil" must not start with "-" or whitespace']],
    ['a ref with a space', 'name: p\nimports:\n  - repo: github.com/a/b\n    ref: "a b"\n    include: ["**"]\n', ['pack-schema:4: /imports/0/ref: "a b" must not start with "-" or contain whitespace']],
    ['an include with ESC', 'name: p\ninclude:\n  - "general/**"\n  - "x\\u001b[2J"\n', ['pack-include-empty:4: include "x\\u001b[2J" matches no skill under skills/']],
  ])('%s', async (_label, yaml, expected) => {
    const got = await check(yaml);
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got[i].startsWith(e)).toBe(true));
    // eslint-disable-next-line no-control-regex
    for (const line of got) expect(line).not.toMatch(/[\x00-\x1f\x7f-\x9f]/);
  });

  test.each([
    ['invalid bytes after it', Buffer.concat([Buffer.from('\ufeffname: a'), Buffer.from([0xff]), Buffer.from('\ninclude: ["general/**"]\n')]), ['pack-schema: not valid UTF-8 (first bad byte at offset 10)']],
    ['valid UTF-8 after it', Buffer.from('\ufeffname: a\ninclude: ["general/**"]\n'), []],
  ])('a UTF-8 byte order mark, %s', async (_label, bytes, expected) => {
    const file = path.join(root, 'packs', `p${n++}.yaml`);
    writeFileSync(file, bytes);
    expect((await validateSkillPack(file)).map((d) => `${d.rule}: ${d.message}`)).toEqual(expected);
  });

  test('sp refuses the same packs when it loads them (one line, escaped): no fetch, no install name with U+FFFD', async () => {
    const cases: [Buffer | string, RegExp][] = [
      ['name: p\nimports:\n  - repo: "github.com/a/b\\u0007"\n    include: ["**"]\n', /:3: \/imports\/0\/repo: "github\.com\/a\/b\\u0007" contains a control character/],
      ['name: p\nimports:\n  - repo: github.com/a/b\n    ref: "main\\u0085"\n    include: ["**"]\n', /:4: \/imports\/0\/ref: "main\\u0085" contains a control character/],
      [Buffer.concat([Buffer.from('\ufeffname: a'), Buffer.from([0xff]), Buffer.from('\ninclude: ["general/**"]\n')]), /: not valid UTF-8 \(first bad byte at offset 10\)$/],
    ];
    for (const [text, message] of cases) {
      const file = path.join(root, 'packs', `p${n++}.yaml`);
      writeFileSync(file, text);
      const err = await loadPack(file, root).then(() => null, (e: Error) => e);
      expect(err?.message).toMatch(message);
      // eslint-disable-next-line no-control-regex
      expect(err?.message).not.toMatch(/[\x00-\x1f\x7f-\x9f\ufffd]/);
    }
  });
});

test('a relative repo in a pack file outside packs/ is a pack-import error', async () => {
  const file = path.join(t.dir, 'loose', 'p.yaml');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'name: p\nimports:\n  - repo: ../shared\n    include: ["**"]\n');
  expect((await validateSkillPack(file)).map((d) => `${d.rule}:${d.line}: ${d.message}`)).toEqual([
    "pack-import:3: imports[0].repo '../shared': a relative repo is resolved against the pack's repository, the folder holding its packs/ folder, and this pack file is not in a packs/ folder",
  ]);
});

test('packwright validate finds skills and skill packs (bundle)', () => {
  const root = path.join(t.dir, 'cli');
  skill(root, 'skills/.curated/good');
  skill(root, 'skills/bad-name');
  writeFileSync(path.join(root, 'skills/bad-name/SKILL.md'), '---\nname: Other\ndescription: d\nmodel: x\n---\n');
  mkdirSync(path.join(root, 'packs'));
  writeFileSync(path.join(root, 'packs/p.yaml'), 'name: p\ninclude: ["nope/**"]\n');
  const r = runCli(['validate', root, '--format', 'json']);
  expect(r.code).toBe(1);
  const report = JSON.parse(r.stdout);
  const kinds = report.targets.map((x: { kind: string; path: string }) => `${x.kind} ${path.basename(x.path)}`);
  expect(kinds).toEqual(['skill-pack p.yaml', 'skill good', 'skill bad-name']);
  const rules = report.targets.flatMap((x: { diagnostics: { rule: string }[] }) => x.diagnostics.map((d) => d.rule)).sort();
  expect(rules).toEqual(['pack-include-empty', 'skill-name', 'skill-name-folder', 'skill-unknown-key']);
});

test('a token in an import URL is masked in every report format (bundle)', () => {
  const root = path.join(t.dir, 'token');
  mkdirSync(path.join(root, 'packs'), { recursive: true });
  writeFileSync(path.join(root, 'packs/p.yaml'), 'name: p\nimports:\n  - repo: ftp://bob:s3cretTok@example.com/x.git\n    include: ["**"]\n');
  for (const format of ['text', 'json', 'github', 'sarif']) {
    const r = runCli(['validate', root, '--format', format], { env: { GITHUB_STEP_SUMMARY: '' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ftp://***@example.com/x.git');
    expect(r.stdout + r.stderr).not.toContain('s3cretTok');
  }
});
