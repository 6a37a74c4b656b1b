// Complexity guards: inputs that once took quadratic time (or one pass per config) or that are
// built to make a scanner backtrack, run through the CLI at size n and at size 4n. The peer is
// 4 × the time at n, both with the CLI's start-up taken off, so a linear cost gives about 1×
// and a quadratic one about 4×. Tests check what these inputs produce; how long they take is
// measured here, beside each other in one run, not as a timed test on a noisy machine.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE, timeCommand, tempDir, row, git } from './lib.mjs';

export const meta = { name: 'complexity guards (issues 2 and 6): time at 4n against 4 × time at n, nested packs against a bare walk' };

const LIMIT = 2;
/** Start-up is taken off both sides, so the walk's floor is small: 5–6× it today. */
const NESTED_LIMIT = 10;

/** Every pack.json under a folder, read, its relative path printed: what discover must do at least. */
const BARE_WALK = `
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const out = [];
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (e.name === 'pack.json') { readFileSync(p); out.push(path.relative(process.cwd(), p)); } } };
walk(process.argv[1]);
process.stdout.write(out.join('\\n') + '\\n');
`;


/** A pack folder of 100 files whose pack.json lists them `entries` times over, every hash stale. */
function stalePack(dir, entries) {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < 100; i++) writeFileSync(path.join(dir, `f${i}.md`), `${i}\n`);
  const list = Array.from({ length: entries }, (_, i) => `  {"path": "f${i % 100}.md", "sha256": "0"}`);
  writeFileSync(path.join(dir, 'pack.json'), `{"files": [\n${list.join(',\n')}\n]}\n`);
}

/** `depth` context packs, each in the folder of the one before. */
function nestedPacks(dir, depth) {
  let d = dir;
  for (let i = 0; i < depth; i++) {
    d = path.join(d, 'p');
    mkdirSync(d, { recursive: true });
    writeFileSync(path.join(d, 'pack.json'), '{}');
  }
}

/** One file holding every hostile private-key and base64 shape of the scanner's tests, `times` over. */
function hostileKeys(file, times) {
  const begin = '-----BEGIN RSA PRIVATE KEY-----';
  const shapes = [
    `${begin}\n`,
    `${begin}\nProc-Type: 4,ENCRYPTED\n`,
    `${begin}${'\\'.repeat(100)}x`,
    `${begin}\n${'A'.repeat(39)}\n`,
    `${begin}${'\n # > '.repeat(25)}`,
    '-----BEGIN RSA PRIVATE KEY---',
    `${begin.slice(0, 7)}\n${begin.slice(7)}\n`,
    `LS0tLS1\n${' '.repeat(64)}`,
    'LS0tLS1CRUdJ\nQkVHSU4\n0tLS0tQ\n',
    'L\nS\n0\nt\n',
    `${' \n'.repeat(50)}0tLS0t\nQkVHSU4`,
  ];
  writeFileSync(file, shapes.join('').repeat(times));
}

/** A context pack whose one Markdown file is `chars` characters of `*a` (emphasis that never closes). */
function hostileMarkdown(dir, chars) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'doc.md'), '*a'.repeat(chars / 2));
  writeFileSync(path.join(dir, 'pack.json'), JSON.stringify({ name: 'hostile', version: '0.1.0', files: [{ path: 'doc.md', sha256: '0'.repeat(64) }] }));
}

/** A context pack whose one Markdown file is `headings` setext headings, each followed by a paragraph. */
function setextMarkdown(dir, headings) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'doc.md'), 'Title\n=====\n\ntext\n\n'.repeat(headings));
  writeFileSync(path.join(dir, 'pack.json'), JSON.stringify({ name: 'setext', version: '0.1.0', files: [{ path: 'doc.md', sha256: '0'.repeat(64) }] }));
}

/**
 * A repository with `commits` new commits on `big` (500 files edited in turn) and a tag every
 * `tagEvery` commits that commits its own .packwright.yml; returns the pre-push stdin pushing
 * the branch and every tag to a remote that has none of them.
 */
function pushRepo(dir, commits, tagEvery) {
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '-q', '-b', 'main']);
  let script = '';
  for (let i = 1; i <= commits; i++) {
    script += `commit refs/heads/big\nmark :${i}\ncommitter T <t@example.com> ${1_700_000_000 + i} +0000\ndata 2\nc\n${i > 1 ? `from :${i - 1}\n` : ''}`;
    const content = `line ${i}\n`;
    script += `M 100644 inline src/file${i % 500}.txt\ndata ${Buffer.byteLength(content)}\n${content}`;
    if (i % tagEvery === 0) {
      const config = `# v${i}\ncredentials:\n  allow: ["fixtures/**"]\n`;
      script += `M 100644 inline .packwright.yml\ndata ${Buffer.byteLength(config)}\n${config}`;
    }
    script += '\n';
    if (i % tagEvery === 0) script += `reset refs/tags/v${i}\nfrom :${i}\n\n`;
  }
  git(dir, ['fast-import', '--quiet'], script);
  const zero = '0'.repeat(40);
  return git(dir, ['for-each-ref', '--format=%(refname) %(objectname) %(refname) ' + zero, 'refs/heads/big', 'refs/tags'], '');
}

export default async function () {
  const { dir, cleanup } = tempDir('packwright-bench-guards-');
  try {
    const startup = timeCommand(process.execPath, [BUNDLE, '--version'], { runs: 9, warmup: 2 });
    const net = (ms) => Math.max(1, ms - startup);
    const cases = [
      {
        name: 'context-pack rehash, 30,000 → 120,000 stale entries',
        make: (d, scale) => stalePack(d, 30_000 * scale),
        args: (d) => ['context-pack', 'rehash', d],
      },
      {
        name: 'validate, 4 → 16 MB of unclosed emphasis',
        make: (d, scale) => hostileMarkdown(d, 4_000_000 * scale),
        args: (d) => ['validate', d],
      },
      {
        // Each heading copied every event before it (20,000: minutes); under the parse budget at 4n.
        name: 'validate, 5,000 → 20,000 setext headings (105 → 420 KB)',
        make: (d, scale) => setextMarkdown(d, 5_000 * scale),
        args: (d) => ['validate', d],
      },
      {
        // Under the 8 MB that scan reads of a file at 4n too.
        name: 'scan, 1.5 → 6 MB of hostile private-key and base64 shapes',
        make: (d, scale) => {
          mkdirSync(d, { recursive: true });
          hostileKeys(path.join(d, 'keys.txt'), 2_400 * scale);
        },
        args: (d) => ['scan', path.join(d, 'keys.txt')],
      },
      {
        name: 'hook pre-push, 2,500 → 10,000 commits, 15 → 60 tags with their own configs',
        make: (d, scale) => writeFileSync(`${d}.stdin`, pushRepo(d, 2_500 * scale, 160)),
        args: () => ['hook', 'pre-push', 'origin', 'file:///nowhere.git'],
        cwd: (d) => d,
        input: (d) => `${d}.stdin`,
      },
    ];
    const rows = [];
    for (const c of cases) {
      const time = (scale) => {
        const d = path.join(dir, `${rows.length}-${scale}`);
        c.make(d, scale);
        const input = c.input ? readFileSync(c.input(d)) : undefined;
        return net(timeCommand(process.execPath, [BUNDLE, ...c.args(d)], { runs: 3, cwd: c.cwd?.(d), input }));
      };
      const small = time(1);
      const large = time(4);
      rows.push(row(c.name, large, '4 × the time at n', 4 * small, LIMIT, { startup_ms: Math.round(startup) }));
    }
    // Nested packs have paths as long as the nesting is deep, so any walk of them grows with the
    // square of the depth; the guard is a bare walk of the same tree (a realpath per folder, the
    // old way, took 13 s here: about 90× that walk).
    const nested = path.join(dir, 'nested');
    nestedPacks(nested, 1000);
    const discover = net(timeCommand(process.execPath, [BUNDLE, 'discover', nested], { runs: 3 }));
    const walk = net(timeCommand(process.execPath, ['-e', BARE_WALK, nested], { runs: 3 }));
    rows.push(row('discover, 1,000 nested context packs', discover, 'walk-read (node)', walk, NESTED_LIMIT, { startup_ms: Math.round(startup) }));
    return rows;
  } finally {
    cleanup();
  }
}
