import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AuditLog, auditLine } from '../../src/capability/audit.js';
import { REDACTED } from '../../src/capability/redact.js';
import { makeTempDir } from '../helpers/tmp.js';

const base = { pack_id: 'p', approval: 'client', started_at: 't0', finished_at: 't1', ok: true };

test('appends one JSON line per record with mode 0600, in call order', async () => {
  const tmp = makeTempDir();
  try {
    const file = path.join(tmp.dir, 'audit.jsonl');
    const log = new AuditLog(file);
    await Promise.all([1, 2, 3].map((i) => log.write({ ...base, tool: `t${i}`, inputs: { secret: 's', i } })));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.tool)).toEqual(['t1', 't2', 't3']);
    expect(lines[0].inputs).toEqual({ secret: REDACTED, i: 1 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  } finally {
    tmp.cleanup();
  }
});

test('a failed write fails only itself: the log recovers when its folder is back', async () => {
  const tmp = makeTempDir();
  try {
    const dir = path.join(tmp.dir, 'logs');
    mkdirSync(dir);
    const file = path.join(dir, 'audit.jsonl');
    const log = new AuditLog(file);
    await log.write({ ...base, tool: 'a', inputs: {} });
    rmSync(dir, { recursive: true });
    await expect(log.write({ ...base, tool: 'b', inputs: {} })).rejects.toThrow(/ENOENT/);
    mkdirSync(dir);
    await log.write({ ...base, tool: 'c', inputs: {} });
    log.writeSync({ ...base, tool: 'd', inputs: {} });
    expect(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).tool)).toEqual(['c', 'd']);
  } finally {
    tmp.cleanup();
  }
});

test('check opens the log for appending (creating it) and refuses what cannot be appended to', async () => {
  const tmp = makeTempDir();
  try {
    const file = path.join(tmp.dir, 'a.jsonl');
    writeFileSync(file, 'kept\n');
    await AuditLog.check(file);
    expect(readFileSync(file, 'utf8')).toBe('kept\n');
    await AuditLog.check(path.join(tmp.dir, 'new.jsonl'));
    expect(statSync(path.join(tmp.dir, 'new.jsonl')).mode & 0o777).toBe(0o600);
    await expect(AuditLog.check(path.join(tmp.dir, 'missing', 'a.jsonl'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(AuditLog.check(tmp.dir)).rejects.toMatchObject({ code: 'EISDIR' });
    if (process.getuid?.() !== 0) {
      chmodSync(file, 0o400);
      await expect(AuditLog.check(file)).rejects.toMatchObject({ code: 'EACCES' });
    }
  } finally {
    tmp.cleanup();
  }
});

test("an error message is logged without the secret input it quotes", () => {
  const line = auditLine({ ...base, ok: false, tool: 'login', inputs: { user: 'bob', password: '-hunter2-secret' }, error: { code: 'invalid_arguments', message: 'login: parameter "password" value "-hunter2-secret" looks like an option' } });
  expect(line).not.toContain('hunter2');
  expect(JSON.parse(line)).toMatchObject({ inputs: { user: 'bob', password: REDACTED }, error: { code: 'invalid_arguments', message: `login: parameter "password" value "${REDACTED}" looks like an option` } });
});
