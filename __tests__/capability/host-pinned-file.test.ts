// A command runs the files of the pack the user approved, or nothing: the host from source,
// with an approver that changes the pack's script while the user is asked (as another process
// could), and pinned-file.ts's checks on their own. The swapped-in scripts would leave a file
// in the workspace, so "nothing ran" is checked, not assumed.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { CapabilityHost, type ApprovalRequest } from '../../src/capability/host.js';
import { HASHED_MAX_BYTES, pinFile, pinnedFileChange, pinnedFileChangeSync } from '../../src/capability/pinned-file.js';
import { makeTempDir } from '../helpers/tmp.js';

const tmp = makeTempDir('packwright-pinned-');
afterAll(() => tmp.cleanup());
const ptest = process.platform !== 'win32' ? test : test.skip;

const SKILL = '---\nname: demo\ndescription: Demo pack.\n---\n# Demo\n';
// Each approved script is longer than its swapped-in one, which a swap can pad to the same size.
const GOOD_SH = '#!/bin/sh\n# the script the user approved: it prints that it ran, and nothing more\necho approved\n';
const EVIL_SH = '#!/bin/sh\necho swapped > swapped.txt\n';
const GOOD_MJS = "// the script the user approved: it prints that it ran, and nothing more\nprocess.stdout.write('approved\\n');\n";
const EVIL_MJS = "require('node:fs').writeFileSync('swapped.txt', '');\n";
const GOOD_HOOK = '// the hook the user approved: node loads it before the script (--import), and it does nothing at all\nexport {};\n';
const EVIL_HOOK = "import { writeFileSync } from 'node:fs';\nwriteFileSync('swapped.txt', '');\n";
/** Files outside the pack that tools name: the pack does not hold them, so their changes are no part of an approval. */
const OUTSIDE = path.join(tmp.dir, 'outside.json');
const TOOLS = [
  { name: 'run_sh', description: 'Runs the pack script.', inputSchema: { type: 'object', properties: {} }, exec: { command: './scripts/run.sh' } },
  { name: 'run_node', description: 'Runs the pack script with node.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['{{pack_root}}/scripts/run.cjs'] } },
  { name: 'run_node_in_root', description: 'Runs the pack script with node, named from the pack root it runs in.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['scripts/run.cjs'], cwd: 'pack_root' } },
  // Files named as an option's value, and in a shell line.
  { name: 'run_node_import', description: 'Runs the pack script with node, a pack hook loaded first.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['--import={{pack_root}}/scripts/hook.mjs', '{{pack_root}}/scripts/run.cjs'] } },
  { name: 'run_node_import_in_root', description: 'The same, named from the pack root.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'node', args: ['--import=./scripts/hook.mjs', 'scripts/run.cjs'], cwd: 'pack_root' } },
  { name: 'run_sh_line_in_root', description: 'The same, through sh -c.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'sh', args: ['-c', 'node --import=./scripts/hook.mjs scripts/run.cjs'], cwd: 'pack_root' } },
  // Option values that name no file of the pack: outside it, nothing, a folder, nothing at all; and a file a shell line writes.
  {
    name: 'run_node_options_in_root',
    description: 'Runs the pack script with node, with options that name no file of the pack.',
    inputSchema: { type: 'object', properties: {} },
    exec: { command: 'node', args: ['scripts/run.cjs', '--data=../outside.json', `--abs=${OUTSIDE}`, '--config=missing.json', '--dir=scripts', '-o=', '--parent=..'], cwd: 'pack_root' },
  },
  { name: 'run_sh_redirect_in_root', description: 'Runs the pack script through sh, its output to a file of the pack.', inputSchema: { type: 'object', properties: {} }, exec: { command: 'sh', args: ['-c', 'node scripts/run.cjs > out.txt'], cwd: 'pack_root' } },
];

/** Ways to change a file after it was approved: each leaves other code at its path. */
const SWAPS: Array<[string, (file: string, content: string) => void]> = [
  ['replaced by a rename', (file, content) => {
    writeFileSync(`${file}.new`, content, { mode: 0o755 });
    renameSync(`${file}.new`, file);
  }],
  ['rewritten in place to the same size, its mtime set back', (file, content) => {
    const { atime, mtime, size } = statSync(file);
    // Padded with a comment line of the script's language.
    const comment = file.endsWith('.sh') ? '#' : '//';
    writeFileSync(file, `${content}${comment.padEnd(size - content.length - 1, '/')}\n`);
    expect(statSync(file).size).toBe(size);
    utimesSync(file, atime, mtime);
  }],
  ['replaced by a symlink to another file', (file, content) => {
    writeFileSync(`${file}.other`, content, { mode: 0o755 });
    rmSync(file);
    symlinkSync(path.basename(`${file}.other`), file);
  }],
];

let n = 0;
/** A pack whose approver runs `onAsk` (once armed) while the user is asked. */
async function make() {
  const dir = path.join(tmp.dir, `pack${++n}`);
  tmp.write(`pack${n}/SKILL.md`, SKILL);
  tmp.write(`pack${n}/tools.json`, JSON.stringify({ tools: TOOLS }));
  chmodSync(tmp.write(`pack${n}/scripts/run.sh`, GOOD_SH), 0o755);
  tmp.write(`pack${n}/scripts/run.cjs`, GOOD_MJS);
  tmp.write(`pack${n}/scripts/hook.mjs`, GOOD_HOOK);
  const ws = path.join(tmp.dir, `ws${n}`);
  mkdirSync(ws);
  let onAsk: (() => void) | null = null;
  const host = await CapabilityHost.create([{ dir }], {
    workspace: ws,
    env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` },
    approve: async (req: ApprovalRequest) => {
      if (req.kind === 'exec') onAsk?.();
      return { approved: true, decision: 'user_accepted' };
    },
  });
  await host.call('capability_packs_enable_tools', { pack_id: 'demo' });
  return { host, dir, ws, whileAsked: (f: () => void) => (onAsk = f) };
}

describe('a file of the pack changed while the user was asked', () => {
  const cases = SWAPS.flatMap(([how, swap]) => [
    [how, 'run_sh', './scripts/run.sh', 'scripts/run.sh', EVIL_SH, swap] as const,
    [how, 'run_node', '{{pack_root}}/scripts/run.cjs', 'scripts/run.cjs', EVIL_MJS, swap] as const,
    [how, 'run_node_in_root', 'scripts/run.cjs', 'scripts/run.cjs', EVIL_MJS, swap] as const,
    [how, 'run_node_import', '{{pack_root}}/scripts/hook.mjs', 'scripts/hook.mjs', EVIL_HOOK, swap] as const,
    [how, 'run_node_import_in_root', './scripts/hook.mjs', 'scripts/hook.mjs', EVIL_HOOK, swap] as const,
    [how, 'run_sh_line_in_root', './scripts/hook.mjs', 'scripts/hook.mjs', EVIL_HOOK, swap] as const,
    [how, 'run_sh_line_in_root', 'scripts/run.cjs', 'scripts/run.cjs', EVIL_MJS, swap] as const,
  ]);
  ptest.each(cases)('%s: %s (%s) runs unchanged, and is refused naming it once changed; nothing ran', async (_how, tool, shown, rel, evil, swap) => {
    const m = await make();
    expect((await m.host.call(tool, {})).result).toMatchObject({ ok: true, stdout: 'approved\n' });
    m.whileAsked(() => swap(path.join(m.dir, rel), evil));
    const r = await m.host.call(tool, {});
    expect(r.result.error).toMatchObject({ code: 'exec_not_approved', reason: 'file_changed', message: expect.stringContaining(`${shown} (${path.join(m.dir, rel)}) changed after the command was approved`) });
    // The swapped-in script writes where it runs: the workspace, or the pack root.
    expect([existsSync(path.join(m.ws, 'swapped.txt')), existsSync(path.join(m.dir, 'swapped.txt'))]).toEqual([false, false]);
  });

  ptest('an option value that names no file of the pack, and a file a shell line writes, are not pinned: changed meanwhile, the command runs', async () => {
    writeFileSync(OUTSIDE, '{}');
    const m = await make();
    writeFileSync(path.join(m.dir, 'out.txt'), 'from an earlier run\n');
    m.whileAsked(() => {
      writeFileSync(path.join(m.dir, '../outside.json'), '{"changed": true}');
      writeFileSync(path.join(m.dir, 'out.txt'), 'another run\n');
    });
    expect((await m.host.call('run_node_options_in_root', {})).result).toMatchObject({ ok: true, stdout: 'approved\n' });
    expect((await m.host.call('run_sh_redirect_in_root', {})).result).toMatchObject({ ok: true });
    expect(readFileSync(path.join(m.dir, 'out.txt'), 'utf8')).toBe('approved\n');
  });

  ptest('a script deleted while the user was asked: refused as gone', async () => {
    const m = await make();
    m.whileAsked(() => rmSync(path.join(m.dir, 'scripts/run.sh')));
    expect((await m.host.call('run_sh', {})).result.error).toMatchObject({ reason: 'file_changed', message: expect.stringMatching(/it is gone/) });
  });
});

describe('pinned-file checks', () => {
  test.each(SWAPS)('%s: both checks see it', async (_how, swap) => {
    const file = tmp.write(`pin${++n}/run.sh`, GOOD_SH);
    const pin = await pinFile(file, 'run.sh');
    expect([await pinnedFileChange(pin), pinnedFileChangeSync(pin)]).toEqual([null, null]);
    swap(file, EVIL_SH);
    expect(await pinnedFileChange(pin)).toEqual(expect.any(String));
    expect(pinnedFileChangeSync(pin)).toEqual(expect.any(String));
  });
});

/** Waits until the filesystem stamps a change later than `file`'s ctime, so a write from now on gives it a later one. */
function waitForTimestampTick(file: string): void {
  const before = statSync(file, { bigint: true }).ctimeNs;
  const probe = `${file}.tick`;
  do writeFileSync(probe, '');
  while (statSync(probe, { bigint: true }).ctimeNs <= before);
  rmSync(probe);
}

describe('a file over HASHED_MAX_BYTES (a data file argument)', () => {
  ptest('is pinned by its identity alone, unread; a write in place of the same size, its mtime set back, is still seen (by ctime)', async () => {
    const file = path.join(tmp.dir, `big${++n}.bin`);
    // Sparse: no data blocks to write, and reading it would still take the hash's time.
    writeFileSync(file, '');
    truncateSync(file, HASHED_MAX_BYTES + 1);
    // Whole milliseconds, so utimes can set the same mtime back exactly.
    const stamp = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(file, stamp, stamp);
    const { ctimeMs } = statSync(file);
    // Changed just now, so hashed: a write in the same timestamp tick could leave its identity as it was.
    expect((await pinFile(file, 'big.bin')).sha256).toEqual(expect.any(String));
    // As if pinned a minute after its last change.
    const pin = await pinFile(file, 'big.bin', ctimeMs + 60_000);
    expect(pin).toMatchObject({ sha256: null, identity: { size: BigInt(HASHED_MAX_BYTES + 1) } });
    expect([await pinnedFileChange(pin), pinnedFileChangeSync(pin)]).toEqual([null, null]);
    waitForTimestampTick(file);
    const fd = openSync(file, 'r+');
    writeSync(fd, 'x', 1024);
    closeSync(fd);
    utimesSync(file, stamp, stamp);
    const now = statSync(file, { bigint: true });
    expect([now.size, now.mtimeNs]).toEqual([pin.identity.size, pin.identity.mtimeNs]);
    expect([await pinnedFileChange(pin), pinnedFileChangeSync(pin)]).toEqual(['it was written to', 'it was written to']);
  });
});
