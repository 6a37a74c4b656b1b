import { isCredentialPath } from '../../src/secrets/credential-files.js';
import { findCredentialMarker } from '../../src/secrets/credential-content.js';

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
    ['home/.ssh/id_ed25519.pub', 'id_ed25519*'],
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
    ['app.keystore', '*.keystore'],
    ['store.jks', '*.jks'],
    ['cert.pfx', '*.pfx'],
  ])('%s is a credential file (%s)', (p, rule) => {
    expect(isCredentialPath(p)).toEqual({ rule });
  });

  test.each(['.env.example', '.env.sample', 'config/.env.template', 'server.pem.example', 'src/TokenCounter.ts', 'src/tokenizer.js', '.environment.ts', 'README.md', 'src/auth/session.ts', 'keys.ts', '.npmrc'])('%s passes', (p) => {
    expect(isCredentialPath(p)).toBeNull();
  });
});

describe('findCredentialMarker', () => {
  test.each([
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIE…', 'private-key-block'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----', 'private-key-block'],
    ['aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n', 'aws-access-key-id'],
    [`token: ghp_${'a'.repeat(36)}`, 'github-token'],
    [`xoxb-${'1'.repeat(12)}-abc`, 'slack-token'],
    [`sk_live_${'x'.repeat(24)}`, 'stripe-live-key'],
  ])('finds %s', (text, rule) => {
    expect(findCredentialMarker(text)).toEqual({ rule });
  });
  test.each(['const task-list = 1', 'AKIA is a prefix', 'BEGIN PUBLIC KEY', 'mask-image: none;'])('ignores %s', (text) => {
    expect(findCredentialMarker(text)).toBeNull();
  });
});
