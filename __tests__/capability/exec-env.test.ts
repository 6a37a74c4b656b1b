import { spawnSync } from 'node:child_process';
import { allowedEnv } from '../../src/capability/exec.js';

describe('allowedEnv', () => {
  test('passes only allow-listed variables the host really has', () => {
    const host = { PATH: '/bin', HOME: '/h', SECRET_TOKEN: 'x', LANG: 'C' };
    expect({ ...allowedEnv(host, ['LANG', 'MISSING']) }).toEqual({ PATH: '/bin', HOME: '/h', LANG: 'C' });
  });

  test('names of Object.prototype members pass nothing unless the host has such a variable', () => {
    const env = allowedEnv({ PATH: '/bin' }, ['toString', 'constructor', '__proto__', 'hasOwnProperty']);
    expect(Object.keys(env)).toEqual(['PATH']);
    const withVar = allowedEnv(JSON.parse('{"PATH": "/bin", "__proto__": "set"}'), ['__proto__']);
    expect(Object.keys(withVar).sort()).toEqual(['PATH', '__proto__']);
    // The result is what a child process receives.
    const r = spawnSync('env', [], { env: withVar, encoding: 'utf8' });
    expect(r.stdout.split('\n').filter(Boolean).sort()).toEqual(['PATH=/bin', '__proto__=set']);
  });
});
