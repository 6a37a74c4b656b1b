import { redactUrlCredentials } from '../core/redact-url.js';
import { findCredentialMarker } from '../secrets/credential-content.js';
import { CODE_PATH_VARIABLES, GIT_CONFIG_PARAMETERS, LOADER_VARIABLES, PROGRAM_VARIABLES, SHELL_VARIABLES } from './command-lines.js';
import { isSecretName, nameWords } from './redact.js';
import { ENV_NAME_PATTERN } from './tools-schema.js';
import { PACK_ID_SHAPE } from './pack-id.js';

/**
 * Which of the host's variables a pack tool gets only when the operator says so (`packwright
 * mcp --pass-env NAME`): a tool's `exec.env` in tools.json names variables of the host, and a
 * pack downloaded from anywhere must not be able to name `GITHUB_TOKEN` or `SSH_AUTH_SOCK` and
 * receive the operator's credentials. The pack writes the list; the user approving a command
 * sees it among other names, approves by habit, or is never asked (an MCP client without
 * elicitation runs every command of a server started with --allow-exec). So the operator, not
 * the pack, decides: this module is the one place that says which names are guarded, read by
 * the host (what runs, the approval prompt, the tool list) and by rule cap-tool-env-secret.
 *
 * Two groups are guarded:
 *  - credentials: a name whose words say so (isSecretName, the audit log's redaction list:
 *    token, secret, password/passwd/pass, credential(s), auth, session, cookie, api/access/private
 *    key, …) plus the words variables use besides (`key`, `pat`, `dsn`, `webhook`), the names
 *    that locate or hand out credentials without saying so (KUBECONFIG, NETRC, DOCKER_CONFIG,
 *    GPG_AGENT_INFO, …) and every `AWS_*` (AWS_PROFILE chooses the credentials);
 *  - variables that change what programs load or run: LD_PRELOAD and the like, interpreter
 *    options and module paths (NODE_OPTIONS, PYTHONPATH, PERL5OPT, RUBYOPT, JAVA_TOOL_OPTIONS),
 *    shell startup files (BASH_ENV, ENV, ZDOTDIR), and the git and ssh variables that name a
 *    program (command-lines.ts) or set git configuration. A pack cannot choose their values,
 *    so they give it no code of its own to run; but the value is the operator's, and what it
 *    names runs inside the pack's command: BASH_ENV=~/.bashrc re-exports the operator's tokens
 *    into a run the allow-list kept them out of, GIT_ASKPASS (an editor's credential bridge)
 *    answers the pack's git with the operator's password, GIT_CONFIG_* carry credential helpers
 *    and auth headers. Withheld until the operator passes them, like credentials.
 * A name is read in words (`_`, camelCase): TOKENIZERS_PARALLELISM, PASSAGE_DIR, MAX_TOKENS,
 * GIT_AUTHOR_NAME are not guarded; a name guarded wrongly costs the operator one --pass-env,
 * one passed wrongly costs a credential.
 *
 * Besides names, a value can say it is a credential: a variable the tool lists whose value on
 * the host is a URL with user info (`postgres://u:pw@db`) or holds a key the credential rules
 * know (`ghp_…`, a private key block) is withheld the same way.
 */

/** Why a variable is withheld unless the operator passes it. */
export type GuardReason = 'credential' | 'program' | 'credential_value';

/** How each reason reads in a message: `GITHUB_TOKEN (a credential)`. */
export const GUARD_REASON_TEXT: Readonly<Record<GuardReason, string>> = {
  credential: 'a credential',
  program: 'it changes what programs load or run',
  credential_value: 'its value holds a credential',
};

/** Words that make a variable name a credential besides isSecretName's: `STRIPE_KEY`, `GITHUB_PAT`, `SENTRY_DSN`, `SLACK_WEBHOOK_URL`. */
const CREDENTIAL_WORDS = new Set(['key', 'keys', 'pat', 'dsn', 'webhook']);
/** Run-together names: `MINIO_ACCESSKEY`, `JWTSECRETKEY`. */
const CREDENTIAL_SUFFIX = /(accesskey|secretkey|privatekey|apikey)$/;
/** Two words that make a credential together: AZURE_STORAGE_CONNECTION_STRING holds an account key. */
const CREDENTIAL_PAIRS = new Set(['connection string']);
/**
 * Names that locate or hand out credentials without a word saying so, and (named outright, so
 * that no change to the redaction words can free them) the best-known credential variables.
 */
const CREDENTIAL_NAMES = new Set([
  'KUBECONFIG', 'NETRC', 'XAUTHORITY', 'DOCKER_CONFIG', 'GNUPGHOME', 'GPG_AGENT_INFO', 'PGPASSFILE', 'MYSQL_PWD',
  'GOOGLE_APPLICATION_CREDENTIALS', 'DOCKER_AUTH_CONFIG', 'SSH_AUTH_SOCK', 'GH_TOKEN', 'GITHUB_TOKEN', 'NPM_TOKEN', 'NPM_CONFIG__AUTH', 'NPM_CONFIG__AUTHTOKEN', 'AZURE_CLIENT_SECRET',
]);
/** Prefixes of such names: every AWS_ setting (AWS_PROFILE, AWS_CONTAINER_CREDENTIALS_FULL_URI) chooses or holds credentials. */
const CREDENTIAL_PREFIXES = ['AWS_'];

/**
 * Names that make programs load code, or git and ssh run a program or take configuration, from
 * the operator's setting: every variable cap-tool-shell knows as running or loading something
 * (command-lines.ts), plus the ones only an operator's setting matters for here (an interactive
 * start-up file, a second spelling of the JVM's options, git's config-file and count variables).
 */
const PROGRAM_NAMES = new Set([
  ...SHELL_VARIABLES,
  ...Object.keys(PROGRAM_VARIABLES),
  // GIT_DIR and GIT_COMMON_DIR name the operator's own repository, which a command in it uses anyway.
  ...Object.keys(CODE_PATH_VARIABLES).filter((name) => name !== 'GIT_DIR' && name !== 'GIT_COMMON_DIR'),
  ...Object.keys(LOADER_VARIABLES),
  'PYTHONSTARTUP', 'PYTHONUSERBASE',
  'ENV', 'ZDOTDIR',
  'GIT_CONFIG', GIT_CONFIG_PARAMETERS, 'GIT_CONFIG_COUNT',
]);
/** DYLD_INSERT_LIBRARIES and the rest of macOS's loader; GIT_CONFIG_KEY_<n> / GIT_CONFIG_VALUE_<n> (any setting, credential.helper included). */
const PROGRAM_PREFIXES = ['DYLD_', 'GIT_CONFIG_KEY_', 'GIT_CONFIG_VALUE_'];

const ENV_NAME = new RegExp(ENV_NAME_PATTERN);

/**
 * Whether a variable name is guarded, and why (by its name alone; see the module comment), or
 * null. Case does not matter: `github_token` is guarded like `GITHUB_TOKEN`.
 */
export function guardedEnvName(name: string): 'credential' | 'program' | null {
  const upper = name.toUpperCase();
  if (PROGRAM_NAMES.has(upper) || PROGRAM_PREFIXES.some((p) => upper.startsWith(p))) return 'program';
  if (CREDENTIAL_NAMES.has(upper) || CREDENTIAL_PREFIXES.some((p) => upper.startsWith(p))) return 'credential';
  if (isSecretName(name)) return 'credential';
  const words = nameWords(name);
  for (let i = 0; i < words.length; i++) {
    if (CREDENTIAL_WORDS.has(words[i]) || CREDENTIAL_SUFFIX.test(words[i])) return 'credential';
    if (i + 1 < words.length && CREDENTIAL_PAIRS.has(`${words[i]} ${words[i + 1]}`)) return 'credential';
  }
  return null;
}

/** Whether a variable's value is a credential whatever its name: a URL with user info, or a key the credential rules know. */
export function envValueHoldsCredential(value: string): boolean {
  return redactUrlCredentials(value) !== value || findCredentialMarker(value) !== null;
}

/** One `--pass-env` entry: NAME for every pack, or PACK_ID:NAME for one pack. */
export interface PassEnvEntry {
  packId: string | null;
  name: string;
  /** Where it was written when not on the command line: `mcp.pass-env` of a config, as `FILE:LINE`. */
  source?: string;
}

/** Reads one `--pass-env` value; a string says what is wrong with it. Pack ids hold no `:` and names only `A-Za-z0-9_`, so the first `:` splits. */
export function parsePassEnv(text: string): PassEnvEntry | string {
  const at = text.indexOf(':');
  const packId = at < 0 ? null : text.slice(0, at);
  const name = at < 0 ? text : text.slice(at + 1);
  if (packId !== null && !PACK_ID_SHAPE.test(packId)) return `${JSON.stringify(text)}: ${JSON.stringify(packId)} is not a pack_id (1–64 letters, digits, ".", "_" and "-"): write PACK_ID:NAME, or the name alone for every pack`;
  if (!ENV_NAME.test(name)) return `${JSON.stringify(text)}: ${JSON.stringify(name)} is not an environment variable name (letters, digits and "_", not starting with a digit)`;
  return { packId, name };
}

/**
 * What the operator allowed with --pass-env (or `mcp.pass-env` in .packwright.yml): guarded
 * names a tool that lists them may receive, for every pack or for one.
 */
export class PassEnvPolicy {
  /** Name → the entries allowing it for every pack; `packId\0name` → those for one pack. */
  private readonly allowed = new Map<string, PassEnvEntry[]>();

  constructor(readonly entries: readonly PassEnvEntry[] = []) {
    for (const e of entries) {
      const key = e.packId === null ? e.name : `${e.packId}\0${e.name}`;
      this.allowed.set(key, [...(this.allowed.get(key) ?? []), e]);
    }
  }

  /** Exact names: --pass-env GITHUB_TOKEN does not pass github_token. */
  allows(packId: string, name: string): boolean {
    return this.allowedBy(packId, name) !== null;
  }

  /** Who allowed the name for the pack, as the approval prompt says it; the command line first. Null when nobody did. */
  allowedBy(packId: string, name: string): string | null {
    const entries = [...(this.allowed.get(name) ?? []), ...(this.allowed.get(`${packId}\0${name}`) ?? [])];
    if (entries.length === 0) return null;
    const fromFile = entries.every((e) => e.source !== undefined) ? entries[0].source : undefined;
    return fromFile === undefined ? 'the server was started with --pass-env' : `mcp.pass-env in ${fromFile}`;
  }
}

export interface WithheldEnv {
  name: string;
  reason: GuardReason;
}

/** A tool's `env` names split for one run: what is passed, what is withheld and why, and which passed names are guarded ones the operator allowed. */
export interface ToolEnv {
  passed: string[];
  withheld: WithheldEnv[];
  allowedGuarded: string[];
}

/**
 * Splits a tool's `env` names. `baseNames` (the host's base allow-list) pass whatever they are
 * called, as for every run; a guarded name passes only when `policy` allows it for `packId`.
 * A name that is not guarded is also withheld when its value on `hostEnv` holds a credential.
 */
export function splitToolEnv(names: readonly string[], hostEnv: NodeJS.ProcessEnv, packId: string, policy: PassEnvPolicy, baseNames: readonly string[]): ToolEnv {
  const out: ToolEnv = { passed: [], withheld: [], allowedGuarded: [] };
  for (const name of names) {
    if (baseNames.includes(name)) {
      out.passed.push(name);
      continue;
    }
    const value = Object.hasOwn(hostEnv, name) ? hostEnv[name] : undefined;
    const reason: GuardReason | null = guardedEnvName(name) ?? (value !== undefined && envValueHoldsCredential(value) ? 'credential_value' : null);
    if (reason === null) out.passed.push(name);
    else if (policy.allows(packId, name)) {
      out.passed.push(name);
      out.allowedGuarded.push(name);
    } else out.withheld.push({ name, reason });
  }
  return out;
}

/** The approval prompt's line for a withheld name (also what the tool list and the lint rule point to). */
export function withheldLine(w: WithheldEnv, packId: string): string {
  return `${w.name} withheld: start the server with --pass-env ${w.name} to pass it (${GUARD_REASON_TEXT[w.reason]}; --pass-env ${packId}:${w.name} passes it to this pack only)`;
}
