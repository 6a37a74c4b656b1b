import fc from 'fast-check';
import { isCredentialPath, CREDENTIAL_PATH_RULES } from '../../src/secrets/credential-files.js';

describe('isCredentialPath', () => {
  const blocked: [string, string][] = [
    ['.env', '**/{.env,.env.*,.envrc}'],
    ['config/.env.local', '**/{.env,.env.*,.envrc}'],
    ['app/.ENV.Production', '**/{.env,.env.*,.envrc}'],
    ['.envrc', '**/{.env,.env.*,.envrc}'],
    ['.hidden.pem', '**/*.pem'],
    ['certs/server.pem', '**/*.pem'],
    ['certs/Server.PEM', '**/*.pem'],
    ['tls/site.key', '**/*.key'],
    ['tls/site.crt', '**/*.crt'],
    ['store.p12', '**/*.p12'],
    ['store.pfx', '**/*.pfx'],
    ['android/release.keystore', '**/*.keystore'],
    ['java/trust.jks', '**/*.jks'],
    ['.aws/credentials', '**/credentials*'],
    ['deploy/credentials.json', '**/credentials*'],
    ['secrets.yaml', '**/secrets*'],
    ['k8s/secrets.yml', '**/secrets*'],
    ['client_secret.json', '**/*_secret*'],
    ['api_token.txt', '**/*_token*'],
    ['home/.ssh/id_rsa', '**/id_rsa*'],
    ['id_rsa.bak', '**/id_rsa*'],
    ['id_rsa.pub.old', '**/id_rsa*'],
    ['ID_ED25519_SK', '**/id_ed25519*'],
    ['id_ecdsa', '**/id_ecdsa*'],
    ['keys/id_ed25519', '**/id_ed25519*'],
    ['.netrc', '**/{.netrc,_netrc}'],
    ['home/_netrc', '**/{.netrc,_netrc}'],
    ['.pgpass', '**/.pgpass'],
    ['.git-credentials', '**/.git-credentials'],
    ['gcp/my-service-account-key.json', '**/*service-account*.json'],
    ['kubeconfig', '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}'],
    ['ops/kubeconfig.yaml', '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}'],
    ['kubeconfig-prod', '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}'],
    ['home/.kube/config', '**/.kube/config'],
    ['.kube/config', '**/.kube/config'],
    ['home/.docker/config.json', '**/.docker/config.json'],
    ['infra/terraform.tfvars', '**/terraform.tfvars'],
    ['dir with space/ünïcødé/.env', '**/{.env,.env.*,.envrc}'],
    ['weird\nname/.env', '**/{.env,.env.*,.envrc}'],
  ];
  test.each(blocked)('%j is a credential file (%s)', (p, rule) => {
    expect(isCredentialPath(p)).toEqual({ rule });
  });

  const passed = [
    '.env.example',
    '.env.sample',
    '.env.template',
    'config/.env.production.example',
    'certs/server.pem.example',
    'src/TokenCounter.ts',
    'src/tokenizer.ts',
    'src/secret-santa.md',
    'src/credential-files.ts',
    'src/secrets/index.ts',
    'docs/environment.md',
    'README.md',
    'package.json',
    '.npmrc',
    '.pypirc',
    'keyboard.ts',
    'monkey.json',
    'service-account.md',
    'kubeconfig.md',
    'kubeconfig-notes.md',
    'config',
    'app/config',
    'kube/config',
    '.kube/config.example',
    'docker/config.json',
    '.docker/daemon.json',
    // ssh public keys and certificates
    'id_rsa.pub',
    'home/.ssh/id_ed25519.pub',
    'id_ecdsa.PUB',
    '.ssh/id_ed25519-cert.pub',
    'id_rsa_github.pub',
    'src/env.ts',
    '',
    'dir/',
  ];
  test.each(passed)('%j passes', (p) => {
    expect(isCredentialPath(p)).toBeNull();
  });

  test('every rule it reports is listed', () => {
    for (const [p] of blocked) expect(CREDENTIAL_PATH_RULES).toContain(isCredentialPath(p)!.rule);
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9._ -]{1,12}$/);
  test('property: the match ignores case and the folders above the name', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.constantFrom(...blocked.map(([p]) => p.split('/').pop()!)), (dirs, name) => {
        const expected = isCredentialPath(name);
        const p = [...dirs, name].join('/');
        expect(isCredentialPath(p)).toEqual(expected);
        expect(isCredentialPath(p.toUpperCase())).toEqual(expected);
      }),
    );
  });

  test('property: a template suffix always passes', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), segment, fc.constantFrom('.example', '.sample', '.template', '.EXAMPLE'), (dirs, name, suffix) => {
        expect(isCredentialPath([...dirs, name + suffix].join('/'))).toBeNull();
      }),
    );
  });
});

describe('isCredentialPath against a plain glob matcher', () => {
  test('property: the same answer as micromatch (dot files included) on the documented globs', async () => {
    const { default: micromatch } = await import('micromatch');
    const globs = CREDENTIAL_PATH_RULES;
    const part = fc.constantFrom('.env', '.ENV', 'credentials', 'secrets', '_secret', '_token', 'id_rsa', 'id_ecdsa', 'id_ed25519', '.netrc', '.pgpass', '.git-credentials', 'service-account', 'kubeconfig', 'terraform.tfvars', '.pem', '.key', '.crt', '.p12', '.keystore', '.pfx', '.jks', '.json', '.example', '.txt', '.pub', '.PUB', 'a', 'B', '.', '-', 'x.');
    const name = fc.array(part, { minLength: 1, maxLength: 4 }).map((ps) => ps.join(''));
    fc.assert(
      fc.property(fc.array(fc.constantFrom('src', 'a b', 'ünï'), { maxLength: 2 }), name, (dirs, n) => {
        const p = [...dirs, n].join('/');
        const template = /\.(example|sample|template)$/i.test(n);
        // The documented exceptions, written here rather than read from the rules: the ssh key
        // globs pass a public key (`id_rsa.pub`), the kubeconfig glob a document (`kubeconfig-setup.md`).
        const excepted = (g: string) => (/\/id_/.test(g) && /\.pub$/i.test(n)) || (g.includes('kubeconfig') && /^kubeconfig[-_].*\.(?:md|txt|rst|html)$/i.test(n));
        const expected = !template && globs.some((g) => !excepted(g) && micromatch.isMatch(p, g, { nocase: true, dot: true }));
        expect(isCredentialPath(p) !== null).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
