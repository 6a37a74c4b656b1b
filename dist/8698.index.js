export const id = 8698;
export const ids = [8698];
export const modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ PACK_ID_SHAPE)
/* harmony export */ });
/**
 * What a pack_id is: 1–64 of `A-Za-z0-9._-`, starting with a letter or digit. attachPacks gives
 * each pack one (its frontmatter name when it has this shape), and `--pass-env PACK_ID:NAME`
 * names one.
 */
const PACK_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


/***/ }),

/***/ 8698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HY: () => (/* binding */ GUARD_REASON_TEXT),
/* harmony export */   Id: () => (/* binding */ splitToolEnv),
/* harmony export */   NM: () => (/* binding */ guardedEnvName),
/* harmony export */   Wu: () => (/* binding */ withheldLine),
/* harmony export */   parsePassEnv: () => (/* binding */ parsePassEnv),
/* harmony export */   rh: () => (/* binding */ PassEnvPolicy)
/* harmony export */ });
/* unused harmony export envValueHoldsCredential */
/* harmony import */ var _core_redact_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(146);
/* harmony import */ var _secrets_credential_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(596);
/* harmony import */ var _command_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6165);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1033);
/* harmony import */ var _tools_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5989);
/* harmony import */ var _pack_id_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5843);






/** How each reason reads in a message: `GITHUB_TOKEN (a credential)`. */
const GUARD_REASON_TEXT = {
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
    ..._command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .SHELL_VARIABLES */ .XU,
    ...Object.keys(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .PROGRAM_VARIABLES */ .p),
    // GIT_DIR and GIT_COMMON_DIR name the operator's own repository, which a command in it uses anyway.
    ...Object.keys(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .CODE_PATH_VARIABLES */ .qO).filter((name) => name !== 'GIT_DIR' && name !== 'GIT_COMMON_DIR'),
    ...Object.keys(_command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .LOADER_VARIABLES */ .kf),
    'PYTHONSTARTUP', 'PYTHONUSERBASE',
    'ENV', 'ZDOTDIR',
    'GIT_CONFIG', _command_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .GIT_CONFIG_PARAMETERS */ .z6, 'GIT_CONFIG_COUNT',
]);
/** DYLD_INSERT_LIBRARIES and the rest of macOS's loader; GIT_CONFIG_KEY_<n> / GIT_CONFIG_VALUE_<n> (any setting, credential.helper included). */
const PROGRAM_PREFIXES = ['DYLD_', 'GIT_CONFIG_KEY_', 'GIT_CONFIG_VALUE_'];
const ENV_NAME = new RegExp(_tools_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ENV_NAME_PATTERN */ .jg);
/**
 * Whether a variable name is guarded, and why (by its name alone; see the module comment), or
 * null. Case does not matter: `github_token` is guarded like `GITHUB_TOKEN`.
 */
function guardedEnvName(name) {
    const upper = name.toUpperCase();
    if (PROGRAM_NAMES.has(upper) || PROGRAM_PREFIXES.some((p) => upper.startsWith(p)))
        return 'program';
    if (CREDENTIAL_NAMES.has(upper) || CREDENTIAL_PREFIXES.some((p) => upper.startsWith(p)))
        return 'credential';
    if ((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .isSecretName */ .eh)(name))
        return 'credential';
    const words = (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .nameWords */ .Lo)(name);
    for (let i = 0; i < words.length; i++) {
        if (CREDENTIAL_WORDS.has(words[i]) || CREDENTIAL_SUFFIX.test(words[i]))
            return 'credential';
        if (i + 1 < words.length && CREDENTIAL_PAIRS.has(`${words[i]} ${words[i + 1]}`))
            return 'credential';
    }
    return null;
}
/** Whether a variable's value is a credential whatever its name: a URL with user info, or a key the credential rules know. */
function envValueHoldsCredential(value) {
    return (0,_core_redact_url_js__WEBPACK_IMPORTED_MODULE_4__/* .redactUrlCredentials */ .d)(value) !== value || (0,_secrets_credential_content_js__WEBPACK_IMPORTED_MODULE_0__/* .findCredentialMarker */ .$)(value) !== null;
}
/** Reads one `--pass-env` value; a string says what is wrong with it. Pack ids hold no `:` and names only `A-Za-z0-9_`, so the first `:` splits. */
function parsePassEnv(text) {
    const at = text.indexOf(':');
    const packId = at < 0 ? null : text.slice(0, at);
    const name = at < 0 ? text : text.slice(at + 1);
    if (packId !== null && !_pack_id_js__WEBPACK_IMPORTED_MODULE_5__/* .PACK_ID_SHAPE */ .S.test(packId))
        return `${JSON.stringify(text)}: ${JSON.stringify(packId)} is not a pack_id (1–64 letters, digits, ".", "_" and "-"): write PACK_ID:NAME, or the name alone for every pack`;
    if (!ENV_NAME.test(name))
        return `${JSON.stringify(text)}: ${JSON.stringify(name)} is not an environment variable name (letters, digits and "_", not starting with a digit)`;
    return { packId, name };
}
/**
 * What the operator allowed with --pass-env (or `mcp.pass-env` in .packwright.yml): guarded
 * names a tool that lists them may receive, for every pack or for one.
 */
class PassEnvPolicy {
    entries;
    /** Name → the entries allowing it for every pack; `packId\0name` → those for one pack. */
    allowed = new Map();
    constructor(entries = []) {
        this.entries = entries;
        for (const e of entries) {
            const key = e.packId === null ? e.name : `${e.packId}\0${e.name}`;
            this.allowed.set(key, [...(this.allowed.get(key) ?? []), e]);
        }
    }
    /** Exact names: --pass-env GITHUB_TOKEN does not pass github_token. */
    allows(packId, name) {
        return this.allowedBy(packId, name) !== null;
    }
    /** Who allowed the name for the pack, as the approval prompt says it; the command line first. Null when nobody did. */
    allowedBy(packId, name) {
        const entries = [...(this.allowed.get(name) ?? []), ...(this.allowed.get(`${packId}\0${name}`) ?? [])];
        if (entries.length === 0)
            return null;
        const fromFile = entries.every((e) => e.source !== undefined) ? entries[0].source : undefined;
        return fromFile === undefined ? 'the server was started with --pass-env' : `mcp.pass-env in ${fromFile}`;
    }
}
/**
 * Splits a tool's `env` names. `baseNames` (the host's base allow-list) pass whatever they are
 * called, as for every run; a guarded name passes only when `policy` allows it for `packId`.
 * A name that is not guarded is also withheld when its value on `hostEnv` holds a credential.
 */
function splitToolEnv(names, hostEnv, packId, policy, baseNames) {
    const out = { passed: [], withheld: [], allowedGuarded: [] };
    for (const name of names) {
        if (baseNames.includes(name)) {
            out.passed.push(name);
            continue;
        }
        const value = Object.hasOwn(hostEnv, name) ? hostEnv[name] : undefined;
        const reason = guardedEnvName(name) ?? (value !== undefined && envValueHoldsCredential(value) ? 'credential_value' : null);
        if (reason === null)
            out.passed.push(name);
        else if (policy.allows(packId, name)) {
            out.passed.push(name);
            out.allowedGuarded.push(name);
        }
        else
            out.withheld.push({ name, reason });
    }
    return out;
}
/** The approval prompt's line for a withheld name (also what the tool list and the lint rule point to). */
function withheldLine(w, packId) {
    return `${w.name} withheld: start the server with --pass-env ${w.name} to pass it (${GUARD_REASON_TEXT[w.reason]}; --pass-env ${packId}:${w.name} passes it to this pack only)`;
}


/***/ }),

/***/ 5989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jg: () => (/* binding */ ENV_NAME_PATTERN),
/* harmony export */   l0: () => (/* binding */ capabilityToolsSchema)
/* harmony export */ });
/* unused harmony exports TOOL_NAME_PATTERN, MAX_TIMEOUT_MS, MAX_OUTPUT_BYTES */
/**
 * The JSON Schema for a capability pack's tools.json (specs/capability-packs.md §7 leaves the
 * format open; this is ours), published as schemas/capability-tools.schema.json (a test keeps
 * the two equal). A tool's public part (`name`, `title`, `description`, `inputSchema`,
 * `annotations`) is MCP's tool definition; `exec` is the host's local execution spec.
 * `inputSchema` is only required to be an object here: rule cap-tool-schema checks it
 * against the JSON Schema meta-schema.
 */
const TOOL_NAME_PATTERN = '^[a-zA-Z0-9_-]{1,64}$';
const ENV_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
const MAX_TIMEOUT_MS = 600_000;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const capabilityToolsSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/capability-tools.schema.json',
    title: 'Capability pack tools (tools.json)',
    type: 'object',
    required: ['tools'],
    additionalProperties: false,
    properties: {
        $schema: { type: 'string' },
        tools: {
            type: 'array',
            items: {
                type: 'object',
                required: ['name', 'description', 'inputSchema', 'exec'],
                additionalProperties: false,
                properties: {
                    name: { type: 'string', pattern: TOOL_NAME_PATTERN, description: 'the tool name LLM APIs accept: 1-64 of a-z A-Z 0-9 _ -' },
                    title: { type: 'string' },
                    description: { type: 'string', minLength: 1, description: 'what the tool does and when to use it' },
                    inputSchema: { type: 'object', description: 'JSON Schema (draft-07 unless $schema says 2020-12) of the input object, as in MCP' },
                    annotations: { type: 'object', description: 'MCP tool annotations (readOnlyHint, destructiveHint, …), passed through' },
                    exec: {
                        type: 'object',
                        required: ['command'],
                        additionalProperties: false,
                        properties: {
                            command: { type: 'string', minLength: 1, description: 'a program on PATH, or a path relative to the pack root (contains a /)' },
                            args: {
                                type: 'array',
                                items: { type: 'string' },
                                description: 'arguments; "{{param}}" as a whole argument is replaced by that input value (an array gives one argument per item, an absent optional parameter gives none); "{{pack_root}}" and "{{workspace}}" may start an argument or an option\'s value after "=" (--import={{pack_root}}/hook.mjs)',
                            },
                            cwd: { enum: ['workspace', 'pack_root'], description: 'working directory (default workspace)' },
                            timeout_ms: { type: 'integer', minimum: 1, maximum: MAX_TIMEOUT_MS, description: 'the process group is killed after this (default 30000)' },
                            max_output_bytes: { type: 'integer', minimum: 1, maximum: MAX_OUTPUT_BYTES, description: 'cap for stdout and for stderr, each (default 1 MiB)' },
                            env: { type: 'array', items: { type: 'string', pattern: ENV_NAME_PATTERN }, uniqueItems: true, description: 'names of environment variables passed through besides the base allow-list' },
                        },
                    },
                },
            },
        },
    },
};


/***/ })

};
