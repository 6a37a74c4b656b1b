import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ObjectSplitter, parseObjectMessage, parseRawDiff, readObjectMessages, stagedChanges, indexEntriesFor, pathsInHead, pathsWithoutEntries, readBlobHeads, type BlobHead, type BlobSink, type IndexEntry, type ObjectMessage } from '../../src/core/git-index.js';
import { makeRepo, type Repo } from '../helpers/git-repo.js';

/** A sink that keeps what it is given, and whether it was ended. */
function collector(): BlobSink & { bytes: () => Buffer; ended: boolean } {
  const chunks: Buffer[] = [];
  const c = { ended: false, write: (b: Buffer) => void chunks.push(Buffer.from(b)), end: () => void (c.ended = true), bytes: () => Buffer.concat(chunks) };
  return c;
}

describe('ObjectSplitter: a commit or tag split as it streams, as parseObjectMessage splits it whole', () => {
  test('property: any object, any chunks, any head size', () => {
    const piece = fc.constantFrom('tree a', 'author A <a@x> 1 +0000', ' cont', 'encoding UTF-16LE', '\n', '\n', '\n\n', ' ', 'msg', '\r\n', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 60 }), (pieces, chunks, headBytes) => {
        const object = Buffer.from(pieces.join(''));
        fc.pre(object.length > headBytes);
        const header = collector();
        const message = collector();
        let fields: Map<string, string> | null = null;
        const split = new ObjectSplitter(headBytes, (f) => ((fields = f), { header, message }));
        for (let at = 0, k = 0; at < object.length; k++) {
          const n = chunks[k % chunks.length];
          split.write(object.subarray(at, at + n));
          at += n;
        }
        split.end();
        const whole = parseObjectMessage(object);
        expect(header.bytes()).toEqual(whole.header);
        expect(message.bytes()).toEqual(whole.message);
        expect([header.ended, message.ended]).toEqual([true, true]);
        // The fields of the header's whole lines within the first headBytes.
        const head = object.subarray(0, Math.max(headBytes, 0));
        const known = [...fields!.keys()];
        for (const name of known) expect(whole.fields.get(name)).toBe(fields!.get(name));
        if (whole.header.length + 1 <= head.length) expect(fields).toEqual(whole.fields);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseRawDiff', () => {
  test('reads modes, ids, statuses and both paths of a rename', () => {
    const z = (...f: string[]) => Buffer.from(`${f.join('\0')}\0`);
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const out = z(`:000000 100644 ${'0'.repeat(40)} ${a} A`, 'new file', `:100644 100644 ${a} ${b} R090`, 'old name', 'new\nname', `:100644 000000 ${a} ${'0'.repeat(40)} D`, 'gone');
    expect(parseRawDiff(out)).toEqual([
      { path: 'new file', mode: '100644', oid: a, status: 'A' },
      { path: 'new\nname', mode: '100644', oid: b, status: 'R' },
      { path: 'gone', mode: '000000', oid: '0'.repeat(40), status: 'D' },
    ]);
    expect(parseRawDiff(Buffer.alloc(0))).toEqual([]);
  });

  test('a name that is not valid UTF-8 keeps its bytes in rawPath; valid names get none', () => {
    const a = 'a'.repeat(40);
    const bad = Buffer.from([0x73, 0x75, 0x62, 0x2f, 0x61, 0xff, 0x2e, 0x65, 0x6e, 0x76]); // sub/a\377.env
    const out = Buffer.concat([Buffer.from(`:000000 100644 ${'0'.repeat(40)} ${a} A\0`), bad, Buffer.from(`\0:000000 100644 ${'0'.repeat(40)} ${a} A\0ünï.txt\0`)]);
    const entries = parseRawDiff(out);
    expect(entries.map((e) => e.path)).toEqual(['sub/a\uFFFD.env', 'ünï.txt']);
    expect(entries[0].rawPath).toEqual(bad);
    expect(entries[1]).not.toHaveProperty('rawPath');
    // A file literally named with U+FFFD is valid UTF-8: no rawPath.
    const named = parseRawDiff(Buffer.from(`:000000 100644 ${'0'.repeat(40)} ${a} A\0x\uFFFD.txt\0`));
    expect(named).toEqual([{ path: 'x\uFFFD.txt', mode: '100644', oid: a, status: 'A' }]);
  });
});

describe('pathsWithoutEntries', () => {
  const e = (p: string): IndexEntry => ({ path: p, mode: '100644', oid: 'a'.repeat(40), status: '-' });
  test.each<[string[], string[], string[]]>([
    [['a.txt', 'b.txt'], ['a.txt'], ['b.txt']],
    [['src', 'src/', 'sr', 'src/x'], ['src/x/y.ts'], ['sr']],
    [['.', ''], ['a'], []],
    [['.'], [], ['.']],
    [['a.txt'], ['a.txt/b'], []],
    [['A.txt'], ['a.txt'], ['A.txt']],
    [['x\uFFFD'], [], ['x\uFFFD']],
  ])('asked %j, index %j: %j have none', (asked, index, missing) => expect(pathsWithoutEntries(asked, index.map(e))).toEqual(missing));
});

describe('staged entries and blobs from a real repository', () => {
  let repo: Repo;
  beforeAll(() => {
    repo = makeRepo();
  });
  afterAll(() => repo.cleanup());

  const odd = ['with space.txt', "quote'd\".txt", 'new\nline.txt', 'ünïcødé/ファイル.txt', '-dash.txt'];

  test('a first commit (no HEAD): every staged path, odd names intact', async () => {
    repo.stage(Object.fromEntries(odd.map((p, i) => [p, `content ${i}\n`])));
    const entries = await stagedChanges(repo.dir);
    expect(entries.map((e) => e.path).sort()).toEqual([...odd].sort());
    expect(entries.every((e) => e.status === 'A' && e.mode === '100644' && /^[0-9a-f]{40}$/.test(e.oid))).toBe(true);
    const listed = await indexEntriesFor(repo.dir, ['new\nline.txt', '-dash.txt', 'ünïcødé/ファイル.txt', 'not-there']);
    expect(listed.map((e) => e.path).sort()).toEqual(['-dash.txt', 'new\nline.txt', 'ünïcødé/ファイル.txt'].sort());
  });

  test('after a commit: modified, deleted and a glob-looking name read literally', async () => {
    repo.gitOk(['commit', '-qm', 'one', '--no-verify']);
    repo.stage({ 'with space.txt': 'changed\n', '*.txt': 'star\n' });
    repo.gitOk(['rm', '-q', '--cached', '--', '-dash.txt']);
    const entries = await stagedChanges(repo.dir);
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      ['*.txt', 'A'],
      ['-dash.txt', 'D'],
      ['with space.txt', 'M'],
    ]);
    expect((await indexEntriesFor(repo.dir, ['*.txt'])).map((e) => e.path)).toEqual(['*.txt']);
  });

  test('readBlobHeads hands over every blob, keeping only the head of a big one', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    repo.stage({ 'big.txt': big, 'empty.txt': '', 'small.txt': 'hello\n' });
    const entries = await stagedChanges(repo.dir);
    const oids = entries.filter((e) => e.status !== 'D').map((e) => e.oid);
    const got: BlobHead[] = [];
    await readBlobHeads(repo.dir, [...oids, 'f'.repeat(40)], 1024 * 1024, (b) => got.push(b));
    const byPath = new Map(entries.map((e) => [e.path, got.find((g) => g.oid === e.oid)]));
    expect(byPath.get('big.txt')).toMatchObject({ size: big.length });
    expect(byPath.get('big.txt')!.head.length).toBe(1024 * 1024);
    expect(byPath.get('empty.txt')!.head.length).toBe(0);
    expect(byPath.get('small.txt')!.head.toString()).toBe('hello\n');
    expect(got).toHaveLength(oids.length);
  });

  test('split over several cat-file processes, every blob still arrives once', async () => {
    const entries = (await stagedChanges(repo.dir)).filter((e) => e.status !== 'D');
    const seen: string[] = [];
    await readBlobHeads(repo.dir, entries.map((e) => e.oid), 64, (b) => seen.push(b.oid), { processes: 3 });
    expect(seen.sort()).toEqual(entries.map((e) => e.oid).sort());
  });

  test('indexEntriesFor keeps the bytes of a name that is not valid UTF-8', async () => {
    const bad = Buffer.from('bad-\xff\xfe.pem', 'latin1');
    writeFileSync(Buffer.concat([Buffer.from(`${repo.dir}${path.sep}`), bad]), 'x\n');
    repo.gitOk(['add', '-A']);
    const all = await indexEntriesFor(repo.dir, ['.']);
    const hit = all.filter((x) => x.rawPath);
    expect(hit.map((x) => [x.path, x.rawPath])).toEqual([['bad-\uFFFD\uFFFD.pem', bad]]);
    expect((await stagedChanges(repo.dir)).filter((x) => x.rawPath).map((x) => x.rawPath)).toEqual([bad]);
    // The name as node's argv would have it (U+FFFD) is not the name git has.
    expect(await indexEntriesFor(repo.dir, ['bad-\uFFFD\uFFFD.pem'])).toEqual([]);
  });

  test('pathsInHead: files and folders HEAD has; none without a HEAD', async () => {
    expect(await pathsInHead(repo.dir, ['with space.txt', 'ünïcødé', 'nope', 'ünïcødé/ファイル.txt', '*.txt'])).toEqual(new Set(['with space.txt', 'ünïcødé', 'ünïcødé/ファイル.txt']));
    const empty = makeRepo();
    try {
      expect(await pathsInHead(empty.dir, ['a'])).toEqual(new Set());
    } finally {
      empty.cleanup();
    }
  });

  test('readObjectMessages: an object over headBytes goes whole to the sinks onLong gives, the others to onMessage', async () => {
    repo.stage({ 'a.txt': 'a\n' });
    repo.gitOk(['commit', '-q', '--no-verify', '-m', 'short']);
    const short = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const long = `subject\n\n${'body line\n'.repeat(50)}`;
    spawnSync('git', ['commit', '-q', '--no-verify', '--allow-empty', '--cleanup=verbatim', '-F', '-'], { cwd: repo.dir, env: repo.env, input: long });
    const big = repo.gitOk(['rev-parse', 'HEAD']).trim();
    const small: ObjectMessage[] = [];
    const streamed: { oid: string; author?: string; header: ReturnType<typeof collector>; message: ReturnType<typeof collector> }[] = [];
    await readObjectMessages(repo.dir, [short, big, 'f'.repeat(40)], 256, (m) => small.push(m), {
      onLong: (oid, fields) => {
        const s = { oid, author: fields.get('author'), header: collector(), message: collector() };
        streamed.push(s);
        return s;
      },
    });
    expect(small.map((m) => [m.oid, m.message.toString()])).toEqual([[short, 'short\n']]);
    const whole = parseObjectMessage(Buffer.from(repo.gitOk(['cat-file', 'commit', big]), 'utf8'));
    expect(streamed.map((s) => [s.oid, s.author, s.header.bytes().toString(), s.message.bytes().toString(), s.header.ended && s.message.ended])).toEqual([[big, whole.fields.get('author'), whole.header.toString(), long, true]]);
    await expect(readObjectMessages(repo.dir, [big], 256, () => undefined)).rejects.toThrow(`git cat-file: object ${big} is over 256 bytes`);
  });

  test('a failing git cat-file is one IoError line', async () => {
    await expect(readBlobHeads(`${repo.dir}/no-such-dir`, ['a'.repeat(40)], 64, () => undefined)).rejects.toThrow(/^git/);
  });
});
