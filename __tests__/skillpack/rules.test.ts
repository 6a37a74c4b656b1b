import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../helpers/tmp.js';
import { runCli } from '../helpers/cli.js';
import { skill } from '../helpers/sp.js';
import { validateSkill, validateSkillPack } from '../../src/skillpack/validate.js';

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
    ['name/folder mismatch', 'folder', fm('name: other\ndescription: d'), ['skill-name-folder:warning:2: name "other" differs from the folder name "folder"']],
    ['missing description', 'x', fm('name: x'), ['skill-description:error:']],
    ['long description', 'x', fm(`name: x\ndescription: ${'d'.repeat(1025)}`), ['skill-description:error:3: description is 1025 characters']],
    ['Claude Code keys', 'x', fm('name: x\ndescription: d\nmodel: opus\nhooks: {}'), ['skill-unknown-key:warning:4: unknown frontmatter key "model"', 'skill-unknown-key:warning:5: unknown frontmatter key "hooks"']],
    ['long compatibility', 'x', fm(`name: x\ndescription: d\ncompatibility: ${'c'.repeat(501)}`), ['skill-compatibility:error:4: compatibility is 501 characters']],
    ['metadata not strings', 'x', fm('name: x\ndescription: d\nmetadata:\n  version: 1.0'), ['skill-metadata:error:5: metadata.version must be a string']],
    ['metadata a list', 'x', fm('name: x\ndescription: d\nmetadata: [a]'), ['skill-metadata:error:4: metadata must be a mapping']],
    ['allowed-tools list', 'x', fm('name: x\ndescription: d\nallowed-tools: [Read, Grep]'), ['skill-allowed-tools:error:4: allowed-tools must be a space-separated string']],
  ])('%s', async (_label, folder, text, expected) => {
    const got = await skillDiagnostics(folder, text);
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got[i].startsWith(e)).toBe(true));
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
    ['prefix with a control character', 'name: p\ninclude: ["general/**"]\ninstall:\n  prefix: "p\\t"\n', ['pack-collision:3: skill \'general/writing\' installs as "p\\t__general__writing", which contains a control character']],
  ])('%s', async (_label, yaml, expected) => {
    const got = await check(yaml);
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got[i].startsWith(e)).toBe(true));
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
