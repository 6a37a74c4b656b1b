import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AuditLog, redact, REDACTED } from '../../src/capability/audit.js';
import { makeTempDir } from '../helpers/tmp.js';

test('redacts secret-named keys and secret-shaped values, nested', () => {
  expect(
    redact({ path: 'a.txt', api_key: 'abc', nested: { Password: 'p', list: ['ok', ['AK', 'IAABCDEFGHIJKLMNOP'].join('')] }, note: 'token is -----BEGIN RSA PRIVATE KEY----- x', n: 3, empty_token: '' }),
  ).toEqual({ path: 'a.txt', api_key: REDACTED, nested: { Password: REDACTED, list: ['ok', REDACTED] }, note: REDACTED, n: 3, empty_token: '' });
});

test('appends one JSON line per record with mode 0600, in call order', async () => {
  const tmp = makeTempDir();
  try {
    const file = path.join(tmp.dir, 'audit.jsonl');
    const log = new AuditLog(file);
    const base = { pack_id: 'p', approval: 'client', started_at: 't0', finished_at: 't1', ok: true };
    await Promise.all([1, 2, 3].map((i) => log.write({ ...base, tool: `t${i}`, inputs: { secret: 's', i } })));
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.tool)).toEqual(['t1', 't2', 't3']);
    expect(lines[0].inputs).toEqual({ secret: REDACTED, i: 1 });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  } finally {
    tmp.cleanup();
  }
});
