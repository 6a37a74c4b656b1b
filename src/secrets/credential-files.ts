/**
 * File names that hold credentials, whatever their content: the context-pack reference's
 * credential group (`**\/*.pem`, `**\/credentials*`, …) refined by INTEROP.md §6 (`.env*`
 * narrowed to `.env`, `.env.*` and `.envrc`, so `.environment.ts` passes; templates such as
 * `.env.example` or `server.pem.example` pass). Matching is case-insensitive on the POSIX path.
 * Self-contained on purpose: the snapshot scanner and the git hooks share it.
 */

interface CredentialNameRule {
  /** The pattern as a person reads it; reported as the rule that matched. */
  rule: string;
  test(base: string, path: string): boolean;
}

const ext = (...exts: string[]) => (base: string) => exts.some((e) => base.endsWith(e));

const RULES: readonly CredentialNameRule[] = [
  { rule: '.env', test: (b) => b === '.env' },
  { rule: '.env.*', test: (b) => b.startsWith('.env.') },
  { rule: '.envrc', test: (b) => b === '.envrc' },
  { rule: '*.pem', test: ext('.pem') },
  { rule: '*.key', test: ext('.key') },
  { rule: '*.crt', test: ext('.crt') },
  { rule: '*.p12', test: ext('.p12') },
  { rule: '*.pfx', test: ext('.pfx') },
  { rule: '*.keystore', test: ext('.keystore') },
  { rule: '*.jks', test: ext('.jks') },
  { rule: 'id_rsa*', test: (b) => b.startsWith('id_rsa') },
  { rule: 'id_ecdsa*', test: (b) => b.startsWith('id_ecdsa') },
  { rule: 'id_ed25519*', test: (b) => b.startsWith('id_ed25519') },
  { rule: '.netrc', test: (b) => b === '.netrc' || b === '_netrc' },
  { rule: '.pgpass', test: (b) => b === '.pgpass' },
  { rule: '.git-credentials', test: (b) => b === '.git-credentials' },
  { rule: '.aws/credentials', test: (_b, p) => p === '.aws/credentials' || p.endsWith('/.aws/credentials') },
  { rule: 'credentials*', test: (b) => b.startsWith('credentials') },
  { rule: 'secrets*', test: (b) => b.startsWith('secrets') },
  { rule: '*_secret*', test: (b) => b.includes('_secret') },
  { rule: '*_token*', test: (b) => b.includes('_token') },
  { rule: '*service-account*.json', test: (b) => b.endsWith('.json') && b.includes('service-account') },
  { rule: 'kubeconfig', test: (b) => b === 'kubeconfig' },
  { rule: 'terraform.tfvars', test: (b) => b === 'terraform.tfvars' },
];

/** A last extension that marks a template to copy, not a live secret (`.env.example`). */
const TEMPLATE = /\.(example|sample|template)$/;

/** The credential rule a path's name matches, or null. `posixPath` uses forward slashes. */
export function isCredentialPath(posixPath: string): { rule: string } | null {
  const p = posixPath.toLowerCase().replace(/\/+$/, '');
  const slash = p.lastIndexOf('/');
  const base = slash >= 0 ? p.slice(slash + 1) : p;
  if (base === '' || TEMPLATE.test(base)) return null;
  for (const r of RULES) if (r.test(base, p)) return { rule: r.rule };
  return null;
}
