import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { findConfig } from '../../src/core/config.js';
import { makeTempDir } from '../helpers/tmp.js';
import { runCli } from '../helpers/cli.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

describe('findConfig', () => {
  let t: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    t = makeTempDir('config-');
    t.write('shared/.packwright.yml', 'credentials:\n  allow: ["**"]\n');
    mkdirSync(path.join(t.dir, 'shared/project/sub'), { recursive: true });
  });
  afterEach(() => t.cleanup());
  const at = (rel: string) => path.join(t.dir, rel);

  test('the nearest ancestor config is used, up to the repository root', () => {
    return expect(findConfig(at('shared/project/sub'))).resolves.toBe(at('shared/.packwright.yml'));
  });

  test('an ancestor config in a folder anybody can write to (like /tmp) is not used', async () => {
    chmodSync(at('shared'), 0o1777);
    expect(await findConfig(at('shared/project/sub'))).toBeNull();
    // Where the run starts, the config is the user's own choice.
    expect(await findConfig(at('shared'))).toBe(at('shared/.packwright.yml'));
  });

  test('the search stops at the repository root', async () => {
    mkdirSync(at('shared/project/.git'));
    expect(await findConfig(at('shared/project/sub'))).toBeNull();
  });

  test('scan below a planted allow-everything config in a world-writable folder still finds the secret', () => {
    chmodSync(at('shared'), 0o1777);
    t.write('shared/project/sub/k.js', `const k = '${fakeSecret.aws()}';\n`);
    const r = runCli(['scan'], { cwd: at('shared/project/sub') });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('[aws-access-key]');
  });
});
