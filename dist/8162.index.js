export const id = 8162;
export const ids = [8162];
export const modules = {

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts


/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}) {
    return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
}


/***/ }),

/***/ 8829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ matchGlobTokens),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   vr: () => (/* binding */ globTokens)
/* harmony export */ });
function matchGlobTokens(tokens, s) {
    const n = s.length;
    const m = tokens.length;
    // ok[i][j]: tokens[i..] match s[j..]. Filled from the end so each cell reads only filled cells.
    const width = n + 1;
    const ok = new Uint8Array((m + 1) * width);
    ok[m * width + n] = 1;
    for (let i = m - 1; i >= 0; i--) {
        const t = tokens[i];
        const row = i * width;
        const next = (i + 1) * width;
        // For `**/`: whether some `/` at k >= j has ok[i+1][k+1]; carried from the right.
        let slashAhead = 0;
        for (let j = n; j >= 0; j--) {
            let v = 0;
            switch (t.kind) {
                case 'lit':
                    v = j < n && s[j] === t.ch ? ok[next + j + 1] : 0;
                    break;
                case 'one':
                    v = j < n && s[j] !== '/' && t.test(s[j]) ? ok[next + j + 1] : 0;
                    break;
                case 'any':
                    v = j < n ? ok[next + j + 1] : 0;
                    break;
                case 'star':
                    v = ok[next + j] || (j < n && s[j] !== '/' ? ok[row + j + 1] : 0);
                    break;
                case 'globstar':
                    v = ok[next + j] || (j < n ? ok[row + j + 1] : 0);
                    break;
                case 'globstar-slash':
                    if (j < n && s[j] === '/' && ok[next + j + 1])
                        slashAhead = 1;
                    v = ok[next + j] || slashAhead;
                    break;
            }
            ok[row + j] = v;
        }
    }
    return ok[0] === 1;
}
/**
 * A regular expression where backtracking stays small (at most two wildcard runs: quadratic in
 * the path at worst), else the dynamic program above. A regex is several times
 * faster on the common patterns (`*.log`, `build/`, `**\/tmp`), but one like `*a*a*a*a*b`
 * against a long name of `a`s would take longer than the age of the universe.
 */
function globMatcher(tokens, engine = 'auto') {
    const runs = tokens.filter((t) => t.kind === 'star' || t.kind === 'globstar' || t.kind === 'globstar-slash').length;
    if (engine === 'tokens' || (engine === 'auto' && runs > 2))
        return (rel) => matchGlobTokens(tokens, rel);
    const regex = new RegExp(`^${tokens.map(regexPiece).join('')}$`);
    return (rel) => regex.test(rel);
}
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;
function regexPiece(t) {
    switch (t.kind) {
        case 'lit':
            return t.ch.replace(REGEX_SPECIAL, '\\$&');
        case 'one':
            return t.source;
        case 'any':
            return '.';
        case 'star':
            return '[^/]*';
        case 'globstar':
            return '.*';
        case 'globstar-slash':
            return '(?:.*/)?';
    }
}
function oneToken(source) {
    const re = new RegExp(`^${source}$`);
    return { kind: 'one', source, test: (ch) => re.test(ch) };
}
/**
 * Glob syntax to tokens: `*` and `?` never match `/`; `[...]` is a class (`!` or `^` negates,
 * POSIX `[:alpha:]` names allowed); a `**` that is a whole path segment matches across folders
 * (`**\/` zero or more folders, a trailing `/**` everything inside, a bare `**` everything);
 * any other `**` is a `*`; `\` escapes the next character. Matching is of the whole string.
 */
function globTokens(p) {
    const out = [];
    let i = 0;
    while (i < p.length) {
        const c = p[i];
        if (c === '*') {
            let j = i;
            while (p[j] === '*')
                j++;
            const stars = j - i;
            const atStart = i === 0 || p[i - 1] === '/';
            const atEnd = j === p.length || p[j] === '/';
            if (stars >= 2 && atStart && atEnd) {
                if (j === p.length) {
                    // A bare `**` matches everything; `a/**` everything inside a (not a itself).
                    if (i !== 0)
                        out.push({ kind: 'any' });
                    out.push({ kind: 'globstar' });
                }
                else {
                    // `**/` matches zero or more folders.
                    out.push({ kind: 'globstar-slash' });
                    j++;
                }
            }
            else {
                out.push({ kind: 'star' });
            }
            i = j;
        }
        else if (c === '?') {
            out.push(oneToken('[^/]'));
            i++;
        }
        else if (c === '[') {
            const cls = readClass(p, i);
            if (cls) {
                out.push(oneToken(cls.source));
                i = cls.end;
            }
            else {
                out.push({ kind: 'lit', ch: '[' });
                i++;
            }
        }
        else if (c === '\\') {
            if (i + 1 < p.length)
                out.push({ kind: 'lit', ch: p[i + 1] });
            i += 2;
        }
        else {
            out.push({ kind: 'lit', ch: c });
            i++;
        }
    }
    return out;
}
/** A bracket expression starting at `start`, as a regex class that never matches `/`. */
function readClass(p, start) {
    let i = start + 1;
    let negate = false;
    if (p[i] === '!' || p[i] === '^') {
        negate = true;
        i++;
    }
    let body = '';
    let first = true;
    while (i < p.length) {
        const c = p[i];
        if (c === ']' && !first) {
            if (body === '')
                return null;
            return { source: negate ? `[^/${body}]` : `(?!/)[${body}]`, end: i + 1 };
        }
        first = false;
        if (c === '\\' && i + 1 < p.length) {
            body += `\\${p[i + 1]}`;
            i += 2;
            continue;
        }
        if (c === '[' && p[i + 1] === ':') {
            const close = p.indexOf(':]', i + 2);
            if (close > 0) {
                const name = p.slice(i + 2, close);
                const posix = { alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', xdigit: '0-9A-Fa-f', punct: '!-\\/:-@\\[-`{-~' };
                if (posix[name] === undefined)
                    return null;
                body += posix[name];
                i = close + 2;
                continue;
            }
        }
        body += c === ']' || c === '^' || c === '-' && (body === '' || p[i + 1] === ']') ? `\\${c}` : c.replace(/[\\[]/g, '\\$&');
        i++;
    }
    return null;
}


/***/ }),

/***/ 5723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ contentRules)
});

// EXTERNAL MODULE: ./src/secrets/content-rules/types.ts
var types = __webpack_require__(1996);
;// CONCATENATED MODULE: ./src/secrets/content-rules/private-key.ts

/**
 * A PEM or OpenSSH private key block. The BEGIN line alone is not enough: PEM parsers carry
 * the marker as a string constant. A finding needs the base64 body after it (optionally after
 * RFC 1421 headers such as Proc-Type), with real line breaks or `\n` escapes as in JSON.
 */
const privateKey = {
    meta: { id: 'private-key', severity: 'error', description: 'a PEM, OpenSSH or PGP private key block', docs: types/* DOCS */.i },
    keywords: ['PRIVATE KEY'],
    what: 'a private key block (-----BEGIN … PRIVATE KEY-----)',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----(?:\r?\n|(?:\\r)?\\n)(?:[A-Za-z][A-Za-z-]*: ?[^\r\n\\]*(?:\r?\n|(?:\\r)?\\n))*(?:\r?\n|(?:\\r)?\\n)?[A-Za-z0-9+/=]{40}/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/putty-key.ts

/** A PuTTY private key file (.ppk): the header line followed by its Encryption line. */
const puttyKey = {
    meta: { id: 'putty-key', severity: 'error', description: 'a PuTTY private key (.ppk)', docs: types/* DOCS */.i },
    keywords: ['PuTTY-User-Key-File-'],
    what: 'a PuTTY private key',
    pattern: /^PuTTY-User-Key-File-\d+: [A-Za-z0-9@.-]+\r?\nEncryption: /gm,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/aws-access-key.ts

/** An AWS access key id: AKIA (long-term) or ASIA (temporary) and 16 upper-case letters or digits. */
const awsAccessKey = {
    meta: { id: 'aws-access-key', severity: 'error', description: 'an AWS access key id (AKIA…, ASIA…)', docs: types/* DOCS */.i },
    keywords: ['AKIA', 'ASIA'],
    what: 'an AWS access key id',
    pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/github-token.ts

/** GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_ and 36 characters) and fine-grained (github_pat_). */
const githubToken = {
    meta: { id: 'github-token', severity: 'error', description: 'a GitHub token (ghp_…, gho_…, ghu_…, ghs_…, ghr_…, github_pat_…)', docs: types/* DOCS */.i },
    keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    what: 'a GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/gitlab-token.ts

/** A GitLab personal access token: glpat- and 20 or more characters. */
const gitlabToken = {
    meta: { id: 'gitlab-token', severity: 'error', description: 'a GitLab personal access token (glpat-…)', docs: types/* DOCS */.i },
    keywords: ['glpat-'],
    what: 'a GitLab access token',
    pattern: /\bglpat-[0-9A-Za-z_-]{20,}/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/slack-token.ts

/** Slack tokens (xoxb-, xoxp-, xoxa-, xoxr-): numeric workspace parts, then the secret. */
const slackToken = {
    meta: { id: 'slack-token', severity: 'error', description: 'a Slack token (xoxb-…, xoxp-…, xoxa-…, xoxr-…)', docs: types/* DOCS */.i },
    keywords: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-'],
    what: 'a Slack token',
    pattern: /\bxox[abpr]-[0-9]{6,}-[0-9A-Za-z-]{10,}/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/slack-webhook.ts

/** A Slack incoming-webhook URL: anyone holding it can post to the channel. */
const slackWebhook = {
    meta: { id: 'slack-webhook', severity: 'error', description: 'a Slack incoming-webhook URL', docs: types/* DOCS */.i },
    keywords: ['hooks.slack.com/'],
    what: 'a Slack webhook URL',
    pattern: /hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{6,}\/[AB][A-Z0-9]{6,}\/[A-Za-z0-9]{20,}/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/openai-key.ts

/**
 * An OpenAI API key. Every format (legacy sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…) carries
 * `T3BlbkFJ` (base64 of "OpenAI") in the middle, which makes the match certain.
 */
const openaiKey = {
    meta: { id: 'openai-key', severity: 'error', description: 'an OpenAI API key (sk-…T3BlbkFJ…)', docs: types/* DOCS */.i },
    keywords: ['T3BlbkFJ'],
    what: 'an OpenAI API key',
    pattern: /\bsk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/anthropic-key.ts

/** An Anthropic API key: sk-ant-api03-… or sk-ant-admin01-… and about 90 characters. */
const anthropicKey = {
    meta: { id: 'anthropic-key', severity: 'error', description: 'an Anthropic API key (sk-ant-api…, sk-ant-admin…)', docs: types/* DOCS */.i },
    keywords: ['sk-ant-'],
    what: 'an Anthropic API key',
    pattern: /\bsk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{80,}/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/stripe-key.ts

/** A live Stripe secret or restricted key (test-mode keys, sk_test_, are not secrets). */
const stripeKey = {
    meta: { id: 'stripe-key', severity: 'error', description: 'a live Stripe secret or restricted key (sk_live_…, rk_live_…)', docs: types/* DOCS */.i },
    keywords: ['sk_live_', 'rk_live_'],
    what: 'a live Stripe key',
    pattern: /\b[rs]k_live_[0-9A-Za-z]{20,}\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/npm-token.ts

/**
 * An npm access token: npm_ and 36 letters and digits. Identifiers such as
 * `npm_config_…` have underscores; a long camel-case name has no digit, so one is required.
 */
const npmToken = {
    meta: { id: 'npm-token', severity: 'error', description: 'an npm access token (npm_…)', docs: types/* DOCS */.i },
    keywords: ['npm_'],
    what: 'an npm access token',
    pattern: /\bnpm_[A-Za-z0-9]{36}\b/g,
    isPlaceholder: (m) => !/[0-9]/.test(m[0].slice(4)) || !/[a-z]/.test(m[0].slice(4)) || !/[A-Z]/.test(m[0].slice(4)) || (0,types/* looksLikePlaceholder */.p)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/pypi-token.ts

/** A PyPI upload token: a macaroon whose base64 starts by naming pypi.org. */
const pypiToken = {
    meta: { id: 'pypi-token', severity: 'error', description: 'a PyPI upload token (pypi-AgEIcHlwaS5vcmc…)', docs: types/* DOCS */.i },
    keywords: ['pypi-AgEIcHlwaS5vcmc'],
    what: 'a PyPI upload token',
    pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/registry-credentials.ts

const FILES = new Set(['.npmrc', '.yarnrc', '.yarnrc.yml', '.pypirc']);
/**
 * A package registry config with a literal credential: `_authToken=`, `_auth=`, `_password=`
 * in .npmrc, `npmAuthToken:` in .yarnrc.yml, `password =` in .pypirc. A value taken from the
 * environment (`${NPM_TOKEN}`, `$TOKEN`) is the safe way and passes.
 */
const registryCredentials = {
    meta: { id: 'registry-credentials', severity: 'error', description: 'a token or password written into .npmrc, .yarnrc.yml or .pypirc', docs: types/* DOCS */.i },
    keywords: ['_auth', '_password', 'password', 'npmAuth'],
    what: 'a registry credential',
    appliesTo: (base) => FILES.has(base),
    pattern: /^[ \t]*(?:\/\/[^\s=]*?:)?(?:_authToken|_auth|_password|password|npmAuthToken|npmAuthIdent)[ \t]*[=:][ \t]*["']?([^\s"'$%{][^\s"']*)/gim,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p)(m[1] ?? ''),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/index.ts













/** The registry of content rules, in report order. */
const contentRules = [
    privateKey,
    puttyKey,
    awsAccessKey,
    githubToken,
    gitlabToken,
    slackToken,
    slackWebhook,
    openaiKey,
    anthropicKey,
    stripeKey,
    npmToken,
    pypiToken,
    registryCredentials,
];


/***/ }),

/***/ 1996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ DOCS),
/* harmony export */   p: () => (/* binding */ looksLikePlaceholder)
/* harmony export */ });
const DOCS = 'https://github.com/packwright/packwright#credential-rules';
/**
 * Example values in docs and tests: the word EXAMPLE, runs of x, long runs of one character.
 * Real tokens are random, so these never fire on one.
 */
function looksLikePlaceholder(value) {
    return /example|placeholder|dummy|x{5,}|\*{3,}|(.)\1{7,}/i.test(value);
}


/***/ }),

/***/ 2350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isCredentialPath)
/* harmony export */ });
/* unused harmony export CREDENTIAL_PATH_RULES */
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
 * `.npmrc`, `.yarnrc.yml` and `.pypirc` are secrets only when they hold a token, which the
 * name cannot tell: the content rule `registry-credentials` covers them.
 */
const ext = (e) => (base) => base.endsWith(e);
const prefix = (p) => (base) => base.startsWith(p);
const exact = (n) => (base) => base === n;
const contains = (s) => (base) => base.includes(s);
/** In report order: the spec's group first, then the INTEROP names it does not already cover. */
const NAME_RULES = [
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
    { rule: '**/id_rsa*', test: prefix('id_rsa') },
    { rule: '**/id_ecdsa*', test: prefix('id_ecdsa') },
    { rule: '**/id_ed25519*', test: prefix('id_ed25519') },
    { rule: '**/.netrc', test: exact('.netrc') },
    { rule: '**/.pgpass', test: exact('.pgpass') },
    { rule: '**/.git-credentials', test: exact('.git-credentials') },
    { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
    { rule: '**/kubeconfig', test: exact('kubeconfig') },
    { rule: '**/terraform.tfvars', test: exact('terraform.tfvars') },
];
/** Templates: the name ends in one of these. */
const TEMPLATE = /\.(?:example|sample|template)$/i;
/**
 * A quick test that every name any rule matches passes (so a miss here is a miss for all of
 * them): a commit hook runs this on thousands of paths, and most names match nothing.
 */
const MAYBE = /\.(?:pem|key|crt|p12|keystore|pfx|jks|json)$|^\.env|^credentials|^secrets|_secret|_token|^id_(?:rsa|ecdsa|ed25519)|^\.netrc$|^\.pgpass$|^\.git-credentials$|^kubeconfig$|^terraform\.tfvars$/i;
/** The credential rule a POSIX path's name matches, or null. Templates never match. */
function isCredentialPath(posixPath) {
    const name = posixPath.slice(posixPath.lastIndexOf('/') + 1);
    if (name === '' || !MAYBE.test(name) || TEMPLATE.test(name))
        return null;
    const base = name.toLowerCase();
    for (const r of NAME_RULES)
        if (r.test(base))
            return { rule: r.rule };
    return null;
}
/** Every glob `isCredentialPath` can report, in order (for documentation and SARIF). */
const CREDENTIAL_PATH_RULES = NAME_RULES.map((r) => r.rule);


/***/ }),

/***/ 7780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ft: () => (/* binding */ CONTENT_HEAD_BYTES),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   nx: () => (/* binding */ scanContent)
/* harmony export */ });
/* unused harmony exports ALLOW_MARKER, keywordRegex, isBinary */
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5723);

/** How much of each file or blob the content rules read: its head, so a 1 GB blob is never held whole. */
const CONTENT_HEAD_BYTES = 8 * 1024 * 1024;
/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;
const ALLOW_MARKER = 'packwright:allow';
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * One regex over the text finds whether any keyword occurs; most files stop there. Keywords
 * are grouped by first character (`g(?:hp_|ithub_pat_|lpat-)`), which lets the regex engine
 * skip most positions after one character test instead of trying every alternative.
 */
function keywordRegex(keywords) {
    const byFirst = new Map();
    for (const k of [...new Set(keywords)].sort()) {
        const list = byFirst.get(k[0]) ?? [];
        list.push(k.slice(1));
        byFirst.set(k[0], list);
    }
    const groups = [...byFirst].map(([first, rests]) => `${escapeRegExp(first)}${rests.length === 1 ? escapeRegExp(rests[0]) : `(?:${rests.map(escapeRegExp).join('|')})`}`);
    return new RegExp(groups.join('|'));
}
/** Rules that read every file share one prefilter; rules for named files (.npmrc) get theirs only on those files. */
function prefilterFor(rules) {
    const general = rules.filter((r) => !r.appliesTo);
    const specific = rules.filter((r) => r.appliesTo);
    const generalRegex = keywordRegex(general.flatMap((r) => r.keywords));
    const withSpecific = keywordRegex(rules.flatMap((r) => r.keywords));
    return (base) => (specific.some((r) => r.appliesTo(base)) ? withSpecific : generalRegex);
}
const defaultPrefilter = prefilterFor(_content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .contentRules */ .t);
/**
 * Whether a decoded text holds any keyword of the content rules. The keywords are ASCII, and
 * UTF-8 decoding keeps every ASCII byte as it is, so a text without one needs no byte scan.
 */
function mayHoldCredential(text, baseName) {
    return defaultPrefilter(baseName.toLowerCase()).test(text);
}
function isBinary(bytes) {
    // memchr over the whole buffer is cheaper than making a view of its first 8000 bytes.
    const at = bytes.indexOf(0);
    return at !== -1 && at < BINARY_PROBE_BYTES;
}
/**
 * Runs the content rules over a file's bytes (its head, see CONTENT_HEAD_BYTES). Binary content
 * is skipped. The bytes are read as latin1, one char per byte, which is fast and exact for the
 * ASCII patterns; the column is recomputed in UTF-8 characters for the report.
 */
function scanContent(bytes, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .contentRules */ .t) {
    if (bytes.length === 0 || isBinary(bytes))
        return [];
    const text = bytes.toString('latin1');
    const base = baseName.toLowerCase();
    const filter = (rules === _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__/* .contentRules */ .t ? defaultPrefilter : prefilterFor(rules))(base);
    if (!filter.test(text))
        return [];
    const hits = [];
    for (const rule of rules) {
        if (rule.appliesTo && !rule.appliesTo(base))
            continue;
        if (!rule.keywords.some((k) => text.includes(k)))
            continue;
        const re = new RegExp(rule.pattern.source, rule.pattern.flags);
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
            if (m[0].length === 0)
                re.lastIndex++;
            if (rule.isPlaceholder?.(m))
                continue;
            const lineStart = m.index === 0 ? 0 : text.lastIndexOf('\n', m.index - 1) + 1;
            let lineEnd = text.indexOf('\n', m.index);
            if (lineEnd === -1)
                lineEnd = text.length;
            hits.push({
                rule,
                line: countLines(text, m.index),
                column: Buffer.from(text.slice(lineStart, m.index), 'latin1').toString('utf8').length + 1,
                allowedInline: text.slice(lineStart, lineEnd).includes(ALLOW_MARKER),
            });
        }
    }
    return hits.sort((a, b) => a.line - b.line || a.column - b.column);
}
function countLines(text, end) {
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}


/***/ })

};
