/**
 * Credential file names: the `credentials` group of specs/context-pack-reference.md plus the
 * names INTEROP.md §6 lists as always secret. Shared by the commit hook, `scan` and the
 * snapshot's exclusions, so it is self-contained (no imports) and looks at the name only.
 *
 * Every pattern is a glob on the last path segment, at any depth, matched case-insensitively
 * with dot files included, as micromatch's `nocase` and `dot` do (`.ENV`, `Server.PEM`).
 * Names ending in `.example`, `.sample` or `.template` are templates (`.env.example`,
 * `cert.pem.example`) and pass; their content is still scanned by the content rules, so a
 * real key pasted into a template is still caught.
 *
 * The ssh key rules (`id_rsa*`, …) pass `*.pub`: `id_rsa.pub` is the public key, meant to be
 * shared (the spec's globs do not take `.pub` files, so only these rules needed the exception).
 *
 * `.npmrc`, `.yarnrc.yml` and `.pypirc` are secrets only when they hold a token, which the
 * name cannot tell: the content rule `registry-credentials` covers them.
 */

interface NameRule {
  /** The glob, reported as the rule that matched. */
  rule: string;
  /** Whether the glob takes a name; `base` is the lower-cased last path segment. */
  test(base: string): boolean;
  /** Names (lower-cased) the glob takes but the rule passes. */
  unless?: RegExp;
}

const ext = (e: string) => (base: string) => base.endsWith(e);
const prefix = (p: string) => (base: string) => base.startsWith(p);
const exact = (n: string) => (base: string) => base === n;
const contains = (s: string) => (base: string) => base.includes(s);
/** An ssh key pair's public half (`id_rsa.pub`, `id_rsa-cert.pub`): meant to be shared. */
const SSH_PUBLIC = /\.pub$/;

/** In report order: the spec's group first, then the INTEROP names it does not already cover. */
const NAME_RULES: readonly NameRule[] = [
  // specs/context-pack-reference.md, "Default Exclusion Patterns", credentials:
  { rule: '**/*.pem', test: ext('.pem') },
  { rule: '**/*.key', test: ext('.key') },
  { rule: '**/*.crt', test: ext('.crt') },
  { rule: '**/*.p12', test: ext('.p12') },
  // The spec's `**/.env*` would also take `.environment.ts`; INTEROP.md §6 names `.env`, `.env.*`, `.envrc`.
  { rule: '**/{.env,.env.*,.envrc}', test: (b) => b === '.env' || b === '.envrc' || (b.startsWith('.env.') && b.length > 5 && b !== '.env..') },
  { rule: '**/credentials*', test: prefix('credentials') },
  { rule: '**/secrets*', test: prefix('secrets') },
  { rule: '**/*_secret*', test: contains('_secret') },
  { rule: '**/*_token*', test: contains('_token') },
  { rule: '**/*.keystore', test: ext('.keystore') },
  // INTEROP.md §6, names that are always secrets:
  { rule: '**/*.pfx', test: ext('.pfx') },
  { rule: '**/*.jks', test: ext('.jks') },
  // ssh-keygen's key pairs: the private half; the public half (`id_rsa.pub`, and the
  // certificate `id_rsa-cert.pub`) is meant to be shared and passes.
  { rule: '**/id_rsa*', test: prefix('id_rsa'), unless: SSH_PUBLIC },
  { rule: '**/id_ecdsa*', test: prefix('id_ecdsa'), unless: SSH_PUBLIC },
  { rule: '**/id_ed25519*', test: prefix('id_ed25519'), unless: SSH_PUBLIC },
  { rule: '**/{.netrc,_netrc}', test: (b) => b === '.netrc' || b === '_netrc' },
  { rule: '**/.pgpass', test: exact('.pgpass') },
  { rule: '**/.git-credentials', test: exact('.git-credentials') },
  { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
  // Not `kubeconfig*`: `kubeconfig.md` is documentation.
  { rule: '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}', test: (b) => b === 'kubeconfig' || /^kubeconfig[-_][\w.-]*$/.test(b) || /^kubeconfig[\w.-]*\.(?:ya?ml|json|conf)$/.test(b), unless: /^kubeconfig[-_].*\.(?:md|txt|rst|html)$/ },
  { rule: '**/terraform.tfvars', test: exact('terraform.tfvars') },
];

/**
 * Files whose name alone is common (`config`, `config.json`) but whose place makes them a
 * credential store: kubectl's and docker's per-user config, which hold bearer tokens and
 * registry auth. Matched on the last two path segments, case-insensitively.
 */
const PLACE_RULES: readonly { rule: string; folder: string; name: string }[] = [
  { rule: '**/.kube/config', folder: '.kube', name: 'config' },
  { rule: '**/.docker/config.json', folder: '.docker', name: 'config.json' },
];

/** Templates: the name ends in one of these. */
const TEMPLATE = /\.(?:example|sample|template)$/i;

/**
 * A quick test that every name any rule matches passes (so a miss here is a miss for all of
 * them): a commit hook runs this on thousands of paths, and most names match nothing.
 */
const MAYBE = /\.(?:pem|key|crt|p12|keystore|pfx|jks|json)$|^\.env|^credentials|^secrets|_secret|_token|^id_(?:rsa|ecdsa|ed25519)|^[._]netrc$|^\.pgpass$|^\.git-credentials$|^kubeconfig|^terraform\.tfvars$|^config$/i;

/** The credential rule a POSIX path's name matches, or null. Templates never match. */
export function isCredentialPath(posixPath: string): { rule: string } | null {
  const name = posixPath.slice(posixPath.lastIndexOf('/') + 1);
  if (name === '' || !MAYBE.test(name) || TEMPLATE.test(name)) return null;
  const base = name.toLowerCase();
  for (const r of NAME_RULES) if (r.test(base) && !r.unless?.test(base)) return { rule: r.rule };
  for (const r of PLACE_RULES) {
    if (base !== r.name) continue;
    const folder = posixPath.split('/').slice(-2, -1)[0]?.toLowerCase();
    if (folder === r.folder) return { rule: r.rule };
  }
  return null;
}

/** Every glob `isCredentialPath` can report, in order (for documentation and SARIF). */
export const CREDENTIAL_PATH_RULES: readonly string[] = [...NAME_RULES.map((r) => r.rule), ...PLACE_RULES.map((r) => r.rule)];
