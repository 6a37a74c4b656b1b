import { isCredentialPath } from '../../src/secrets/credential-files.js';
import { findCredentialMarker } from '../../src/secrets/credential-content.js';
import { fakeSecret, rsaPrivateKeyPem } from '../helpers/fake-secrets.js';

describe('isCredentialPath', () => {
  test.each([
    ['.env', '.env'],
    ['config/.env.local', '.env.*'],
    ['.ENV.Production', '.env.*'],
    ['.envrc', '.envrc'],
    ['certs/server.pem', '*.pem'],
    ['tls/site.KEY', '*.key'],
    ['ca.crt', '*.crt'],
    ['id_rsa', 'id_rsa*'],
    ['home/.ssh/id_ed25519', 'id_ed25519*'],
    ['.aws/credentials', '.aws/credentials'],
    ['credentials.json', 'credentials*'],
    ['deploy/secrets.yaml', 'secrets*'],
    ['client_secret.json', '*_secret*'],
    ['access_token.txt', '*_token*'],
    ['gcp-service-account-prod.json', '*service-account*.json'],
    ['kubeconfig', 'kubeconfig'],
    ['infra/terraform.tfvars', 'terraform.tfvars'],
    ['.git-credentials', '.git-credentials'],
    ['.netrc', '.netrc'],
    ['home/.kube/config', '.kube/config'],
    ['home/.docker/config.json', '.docker/config.json'],
    ['ops/kubeconfig.yaml', 'kubeconfig.yaml'],
    ['app.keystore', '*.keystore'],
    ['store.jks', '*.jks'],
    ['cert.pfx', '*.pfx'],
  ])('%s is a credential file (%s)', (p, _rule) => {
    // Rule labels are the glob strings, checked in credential-files.test.ts; here: caught at all.
    expect(isCredentialPath(p)).not.toBeNull();
  });

  test.each(['.env.example', '.env.sample', 'config/.env.template', 'server.pem.example', 'src/TokenCounter.ts', 'src/tokenizer.js', '.environment.ts', 'README.md', 'src/auth/session.ts', 'keys.ts', '.npmrc', 'home/.ssh/id_ed25519.pub'])('%s passes', (p) => {
    expect(isCredentialPath(p)).toBeNull();
  });
});

describe('findCredentialMarker', () => {
  test.each([
    ['an RSA key', () => rsaPrivateKeyPem()],
    ['a GitHub token', () => `token: ${fakeSecret.github()}`],
    ['a Slack token', () => fakeSecret.slack()],
    ['a Stripe live key', () => fakeSecret.stripe()],
    ['an AWS key id', () => `aws_access_key_id = ${fakeSecret.aws()}`],
])('finds %s', (_name, make) => {
    // Rule ids are the content rules' own (tested in their tables); here: caught at all.
    expect(findCredentialMarker(make())).not.toBeNull();
  });
  test.each(['const task-list = 1', 'AKIA is a prefix', 'BEGIN PUBLIC KEY', 'mask-image: none;'])('ignores %s', (text) => {
    expect(findCredentialMarker(text)).toBeNull();
  });
});
