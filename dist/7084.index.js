export const id = 7084;
export const ids = [7084];
export const modules = {

/***/ 7084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  contentRules: () => (/* binding */ contentRules)
});

// EXTERNAL MODULE: ./src/secrets/content-rules/private-key.ts
var private_key = __webpack_require__(44);
// EXTERNAL MODULE: ./src/secrets/content-rules/types.ts
var types = __webpack_require__(1996);
;// CONCATENATED MODULE: ./src/secrets/content-rules/private-key-base64.ts


/**
 * `-----BEGIN` in base64, at each of the three byte alignments, cut to the characters the
 * marker alone decides; `back` is how many characters its base64 quantum starts before the match.
 */
// `skip`: the bytes of that quantum decoded before the marker.
const ENCODED_BEGIN = [
    { text: 'LS0tLS1CRUdJTi', back: 0, skip: 0 },
    { text: '0tLS0tQkVHSU4', back: 2, skip: 1 },
    { text: 'tLS0tLUJFR0lO', back: 3, skip: 2 },
];
/**
 * A line break as `base64`, `openssl base64` or a YAML block wraps a blob: CR LF or LF, with
 * the next line's indentation. Bounded, so trying it costs constant time.
 */
const BREAK = '[\\t ]{0,8}\\r?\\n[\\t ]{0,64}';
const MAX_BREAK_CHARS = 8 + 2 + 64;
/**
 * A marker with at most one line break between any two of its characters, as a regex source:
 * `L(?:BREAK)?S…` nested so each break is tried once, `L(?:BREAK S0tLS…|S(?:BREAK 0tLS…|0…))`.
 * A wrap of 14 characters or more puts at most one break inside a 14-character marker.
 */
function withOneBreak(marker) {
    let source = marker[marker.length - 1];
    for (let i = marker.length - 2; i >= 0; i--)
        source = `${marker[i]}(?:${BREAK}${marker.slice(i + 1)}|${source})`;
    return source;
}
/**
 * Literal pieces every match contains: a marker's first and last seven characters. One break
 * cuts a 13- or 14-character marker into two pieces, and the longer keeps one of these whole.
 */
const KEYWORDS = ENCODED_BEGIN.flatMap((e) => [e.text.slice(0, 7), e.text.slice(-7)]);
/**
 * Text read after a marker: 1,024 base64 characters decode to 768 bytes, room for the BEGIN
 * line, armor headers (an encrypted key's Proc-Type and DEK-Info) and the start of the body.
 * Bounded, so a file of markers costs linear time.
 */
const RUN = /[A-Za-z0-9+/=\t\n\r ]{1,1400}/y;
const DECODE_CHARS = 1024;
/** The base64 text from `start`, whitespace dropped (a wrapped or indented block), at most DECODE_CHARS characters. */
function base64Run(text, start) {
    RUN.lastIndex = start;
    const m = RUN.exec(text);
    return m ? m[0].replace(/[\t\n\r ]+/g, '').slice(0, DECODE_CHARS) : '';
}
function isWhitespace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
/**
 * Where the base64 quantum starts that holds a marker found at `index`: `back` base64
 * characters earlier, a line break between them skipped (a wrap may fall there too); -1 when
 * the text before is not base64. Reads at most `back` characters and one break.
 */
function quantumStart(text, index, back) {
    let i = index;
    let whitespace = 0;
    while (back > 0) {
        i--;
        if (i < 0)
            return -1;
        const c = text.charCodeAt(i);
        if (isWhitespace(c)) {
            if (++whitespace > MAX_BREAK_CHARS)
                return -1;
            continue;
        }
        if (!/[A-Za-z0-9+/]/.test(text[i]))
            return -1;
        back--;
    }
    return i;
}
const BLOCK_AT = new RegExp(private_key/* privateKey */.t9.pattern.source, 'y');
/**
 * Whether the base64 at a marker decodes to a private key block with its body (what
 * private-key finds in plain text). Only the block this marker begins counts: in a bundle
 * (a certificate, then the key) each marker answers for its own block.
 */
function decodesToPrivateKey(text, match) {
    const marker = match[0].replace(/[\t\n\r ]+/g, '');
    const at = ENCODED_BEGIN.find((e) => e.text === marker) ?? ENCODED_BEGIN[0];
    const start = quantumStart(text, match.index, at.back);
    if (start < 0)
        return false;
    const run = base64Run(text, start);
    const decoded = Buffer.from(run.slice(0, run.length - (run.length % 4)), 'base64').toString('latin1');
    BLOCK_AT.lastIndex = at.skip;
    const block = BLOCK_AT.exec(decoded);
    return block !== null && (0,private_key/* hasKeyBody */.uH)(decoded, block.index + block[0].length);
}
/**
 * A private key block stored base64-encoded, as a Kubernetes Secret's `data:` or a CI variable
 * holds one. Found by its encoded BEGIN marker, also when a wrapped blob's line break falls
 * inside it (a key after a certificate, or after other bytes), then confirmed by decoding: the
 * decoded text must be a private key block with its body, as the private-key rule requires in
 * plain text.
 */
const privateKeyBase64 = {
    meta: { id: 'private-key-base64', severity: 'error', description: 'a base64-encoded PEM, OpenSSH or PGP private key block', docs: types/* DOCS */.iT },
    keywords: KEYWORDS,
    what: 'a base64-encoded private key block',
    pattern: new RegExp(ENCODED_BEGIN.map((e) => withOneBreak(e.text)).join('|'), 'g'),
    isPlaceholder: (m) => !decodesToPrivateKey(m.input, m),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/putty-key.ts

/**
 * A PuTTY private key file (.ppk): the header line followed by its Encryption line, however the
 * file is embedded, as the private-key rule reads a PEM block: the lines indented (a YAML
 * `key: |` block) or behind comment marks (`# `, `// `, ` * `, `> `), with LF, CRLF or CR line
 * ends, or in a string with `\n` or `\\n` escapes (JSON, a CI variable). The header needs its
 * Encryption line, so prose naming the header is not a finding.
 */
const puttyKey = {
    meta: { id: 'putty-key', severity: 'error', description: 'a PuTTY private key (.ppk)', docs: types/* DOCS */.iT },
    keywords: ['PuTTY-User-Key-File-'],
    what: 'a PuTTY private key',
    // One literal start; each piece after it is a bounded run read once.
    // `X\d*`, not `\d+`: see ContentRule.pattern (a run of millions overflowed V8's regex stack).
    pattern: /PuTTY-User-Key-File-\d\d*: [A-Za-z0-9@.-][A-Za-z0-9@.-]*(?:[ \t]*(?:\r\n|\r|\n)|(?:\\+r)?\\+n)[\t #>*/;]*Encryption: /g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/aws-access-key.ts

/** An AWS access key id: AKIA (long-term) or ASIA (temporary) and 16 upper-case letters or digits. */
const awsAccessKey = {
    meta: { id: 'aws-access-key', severity: 'error', description: 'an AWS access key id (AKIA…, ASIA…)', docs: types/* DOCS */.iT },
    keywords: ['AKIA', 'ASIA'],
    what: 'an AWS access key id',
    pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/aws-secret-key.ts

/**
 * How a name says "AWS secret access key": the three words in lower, Title, UPPER or camel
 * case, joined by `_`, `.`, `-` or nothing (aws_secret_access_key, AWS_SECRET_ACCESS_KEY,
 * Aws_Secret_Access_Key, aws.secret.access.key, aws-secret-access-key, secretAccessKey,
 * SecretAccessKey). The prefilter is case-sensitive, so each spelling is a keyword, and the
 * pattern takes exactly these: whether a name is found never depends on the rest of the file.
 */
const SECRET_ACCESS_KEY_NAMES = [
    ...['_', '.', '-', ''].flatMap((sep) => [`secret${sep}access${sep}key`, `Secret${sep}Access${sep}Key`, `SECRET${sep}ACCESS${sep}KEY`]),
    'secretAccessKey',
];
/** A quote around the name or the value, also JSON-escaped (`\"`) in a string that holds JSON. */
const QUOTE = '(?:\\\\?["\'`])?';
/** `=`, `:`, `:=`, `=>` or XML's `>` between a name and its value. */
const OPERATOR = '(?::=?|=>?|>)';
/** Spaces or tabs around an operator: bounded, so trying them costs constant time. */
const SPACES = '[ \\t]{0,32}';
/**
 * The value on the next line, after a line that ends with an operator (YAML `key:`, a block
 * scalar `key: |`, `>-` or `|2-`; pretty-printed JSON `"key":`; XML `<SecretAccessKey>`; an
 * assignment a formatter broke after `=`) or with a shell line continuation (`NAME=\`,
 * `aws configure set NAME \`), then one line break and the next line's indentation. A blank
 * line between them, or a name that ends a line of prose with no operator, is no assignment.
 */
const NEXT_LINE = `${SPACES}(?:${OPERATOR}${SPACES}(?:[|>][-+1-9]{0,2}${SPACES})?\\\\?|\\\\)(?:\\r\\n?|\\n)[ \\t]{0,64}`;
/**
 * Between the name (and its closing quote, or the `]` of `os.environ["…"]`) and the value, on
 * the same line: an operator with spaces or tabs around it, or spaces alone (`aws configure set
 * aws_secret_access_key …`, Dockerfile `ENV NAME value`); or NEXT_LINE. The finding is placed at
 * the value, so a `packwright:allow` comment goes on the value's line.
 */
const GAP = `\\]?(?:${SPACES}${OPERATOR}${SPACES}|[ \\t]{1,32}|${NEXT_LINE})`;
/** The key's alphabet (base64 without padding); a key is exactly 40 of them. */
const KEY_CHAR = '[A-Za-z0-9/+]';
/**
 * An AWS secret access key written to a name that says so: `aws_secret_access_key = …` in
 * ~/.aws/credentials, `AWS_SECRET_ACCESS_KEY=…` in a shell or .env file, `"SecretAccessKey":
 * "…"` in JSON, YAML, CloudFormation or an SDK config, `aws.secret.access.key=…` in a Java
 * properties file; the value on the same line or the next (a YAML block, pretty-printed JSON).
 * Forty base64 characters alone are no evidence (a git SHA, a slice of any base64 blob), so the
 * name is required; given it, any 40-character value counts, 40 hex digits too: nothing else
 * belongs there, and S3-compatible stores accept secrets of any alphabet.
 *
 * The match starts at the name, a literal the regex engine finds by skipping through the text;
 * the finding is placed at the value (valueAt). The value is a fixed 40 characters and every run
 * between name and value (a line break included) is bounded, so each name costs a constant and
 * a file costs linear time.
 * (Starting the match at the value instead, with the name in a lookbehind, tried the lookbehind
 * at every position: ten times slower on ordinary files, and 1 s per MB of spaces.)
 */
const awsSecretKey = {
    meta: { id: 'aws-secret-key', severity: 'error', description: 'an AWS secret access key (aws_secret_access_key = …, AWS_SECRET_ACCESS_KEY=…, secretAccessKey: …)', docs: types/* DOCS */.iT },
    keywords: SECRET_ACCESS_KEY_NAMES,
    what: 'an AWS secret access key',
    pattern: new RegExp(`(?:${SECRET_ACCESS_KEY_NAMES.map(types/* escapeRegExp */.Nt).join('|')})${QUOTE}${GAP}${QUOTE}(${KEY_CHAR}{40})(?!${KEY_CHAR})`, 'g'),
    valueAt: (m) => m[0].length - m[1].length,
    // AWS's documented example (wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY) holds EXAMPLE.
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[1]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/github-token.ts

/** GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_ and 36 characters) and fine-grained (github_pat_). */
const githubToken = {
    meta: { id: 'github-token', severity: 'error', description: 'a GitHub token (ghp_…, gho_…, ghu_…, ghs_…, ghr_…, github_pat_…)', docs: types/* DOCS */.iT },
    keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    what: 'a GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/google-api-key.ts

/**
 * A Google API key (Maps, Cloud, a Firebase web config's apiKey): AIza and 35 characters of
 * base64url, the whole run of such characters: one inside a longer run (a base64url blob, an
 * identifier) is not a key. `\b` would not do on the right, where a key may end in `-`.
 */
const googleApiKey = {
    meta: { id: 'google-api-key', severity: 'error', description: 'a Google API key (AIza…)', docs: types/* DOCS */.iT },
    keywords: ['AIza'],
    what: 'a Google API key',
    pattern: /(?<![0-9A-Za-z_-])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/gitlab-token.ts

/** A GitLab personal access token: glpat- and 20 or more characters. */
const gitlabToken = {
    meta: { id: 'gitlab-token', severity: 'error', description: 'a GitLab personal access token (glpat-…)', docs: types/* DOCS */.iT },
    keywords: ['glpat-'],
    what: 'a GitLab access token',
    pattern: /\bglpat-[0-9A-Za-z_-]{20}[0-9A-Za-z_-]*/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/slack-token.ts

/**
 * Slack tokens: xoxb-, xoxp-, xoxa-, xoxr- with numeric workspace parts, then the secret; and
 * the tokens of an app with token rotation on, which have one digit where those parts were: the
 * access token `xoxe.xoxb-1-…` / `xoxe.xoxp-1-…` and its refresh token `xoxe-1-…`, each with
 * more than a hundred letters and digits after it.
 *
 * A token starts a run of token characters (not after a letter, digit, `_` or `-`), unlike the
 * other rules' `\b`: the two forms take different characters, so a rotating token inside a
 * longer bot token's run would end before it, and whether it was found would hang on where
 * reading began (a regex resumes after its last match; a window may start inside the run).
 */
const slackToken = {
    meta: { id: 'slack-token', severity: 'error', description: 'a Slack token (xoxb-…, xoxp-…, xoxa-…, xoxr-…, rotating xoxe-…)', docs: types/* DOCS */.iT },
    keywords: ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxe-'],
    what: 'a Slack token',
    pattern: /(?<![A-Za-z0-9_-])(?:xox[abpr]-[0-9]{6}[0-9]*-[0-9A-Za-z-]{10}[0-9A-Za-z-]*|xox[bpe]-[0-9]-[0-9A-Za-z]{100}[0-9A-Za-z]*)/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/slack-webhook.ts

/** A Slack incoming-webhook URL: anyone holding it can post to the channel. */
const slackWebhook = {
    meta: { id: 'slack-webhook', severity: 'error', description: 'a Slack incoming-webhook URL', docs: types/* DOCS */.iT },
    keywords: ['hooks.slack.com/'],
    what: 'a Slack webhook URL',
    pattern: /hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{6}[A-Z0-9]*\/[AB][A-Z0-9]{6}[A-Z0-9]*\/[A-Za-z0-9]{20}[A-Za-z0-9]*/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/openai-key.ts

/** Base64 of "OpenAI": every key format carries it, with key characters on both sides. */
const MARKER = 'T3BlbkFJ';
/** `sk-` and at least 20 key characters before the marker; at least 20 after it. */
const MIN_BEFORE = 'sk-'.length + 20;
const MIN_AFTER = 20;
/**
 * Whether a run of key characters that starts with `sk-` is a key: the marker with 20 key
 * characters on each side (`sk-(?:proj-|svcacct-|admin-)?…{20,}T3BlbkFJ…{20,}`, the prefixes
 * being key characters too). The first marker far enough from the start decides: a later one
 * has fewer characters after it. One indexOf, so the whole check is linear in the run.
 */
function runHoldsOpenAiKey(run) {
    const at = run.indexOf(MARKER, MIN_BEFORE);
    return at !== -1 && run.length - at - MARKER.length >= MIN_AFTER;
}
/**
 * An OpenAI API key. Every format (legacy sk-…, sk-proj-…, sk-svcacct-…, sk-admin-…) carries
 * `T3BlbkFJ` (base64 of "OpenAI") in the middle, which makes the match certain.
 *
 * The pattern takes the whole run of key characters from `sk-` (nothing after it to backtrack
 * for), and runHoldsOpenAiKey looks for the marker inside it. A pattern that asked for the
 * marker itself (`sk-[…]{20,}T3BlbkFJ[…]{20,}`) backtracks through the run from every `sk-`
 * in it: 256 KB of `sk-sk-sk-…` and one marker took 79 seconds, and 8 MiB would take a day.
 */
const openaiKey = {
    meta: { id: 'openai-key', severity: 'error', description: 'an OpenAI API key (sk-…T3BlbkFJ…)', docs: types/* DOCS */.iT },
    keywords: [MARKER],
    what: 'an OpenAI API key',
    pattern: /\bsk-[A-Za-z0-9_-]*/g,
    isPlaceholder: (m) => !runHoldsOpenAiKey(m[0]),
    longMatchRunCharacter: /[A-Za-z0-9_-]/,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/anthropic-key.ts

/** An Anthropic API key: sk-ant-api03-… or sk-ant-admin01-… and about 90 characters. */
const anthropicKey = {
    meta: { id: 'anthropic-key', severity: 'error', description: 'an Anthropic API key (sk-ant-api…, sk-ant-admin…)', docs: types/* DOCS */.iT },
    keywords: ['sk-ant-'],
    what: 'an Anthropic API key',
    pattern: /\bsk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{80}[A-Za-z0-9_-]*/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/stripe-key.ts

/** A live Stripe secret or restricted key (test-mode keys, sk_test_, are not secrets). */
const stripeKey = {
    meta: { id: 'stripe-key', severity: 'error', description: 'a live Stripe secret or restricted key (sk_live_…, rk_live_…)', docs: types/* DOCS */.iT },
    keywords: ['sk_live_', 'rk_live_'],
    what: 'a live Stripe key',
    pattern: /\b[rs]k_live_[0-9A-Za-z]{20}[0-9A-Za-z]*\b/g,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/npm-token.ts

/**
 * An npm access token: npm_ and 36 letters and digits. Identifiers such as
 * `npm_config_…` have underscores; a long camel-case name has no digit, so one is required.
 */
const npmToken = {
    meta: { id: 'npm-token', severity: 'error', description: 'an npm access token (npm_…)', docs: types/* DOCS */.iT },
    keywords: ['npm_'],
    what: 'an npm access token',
    pattern: /\bnpm_[A-Za-z0-9]{36}\b/g,
    isPlaceholder: (m) => !/[0-9]/.test(m[0].slice(4)) || !/[a-z]/.test(m[0].slice(4)) || !/[A-Z]/.test(m[0].slice(4)) || (0,types/* looksLikePlaceholder */.p6)(m[0]),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/pypi-token.ts

/** A PyPI upload token: a macaroon whose base64 starts by naming pypi.org. */
const pypiToken = {
    meta: { id: 'pypi-token', severity: 'error', description: 'a PyPI upload token (pypi-AgEIcHlwaS5vcmc…)', docs: types/* DOCS */.iT },
    keywords: ['pypi-AgEIcHlwaS5vcmc'],
    what: 'a PyPI upload token',
    pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50}[A-Za-z0-9_-]*/g,
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/registry-credentials.ts

const FILES = new Set(['.npmrc', '.yarnrc', '.yarnrc.yml', '.pypirc']);
/**
 * A package registry config with a literal credential: `_authToken=`, `_auth=`, `_password=`
 * in .npmrc, `npmAuthToken:` in .yarnrc.yml, `password =` in .pypirc. A value taken from the
 * environment (`${NPM_TOKEN}`, `$TOKEN`) is the safe way and passes.
 */
const registryCredentials = {
    meta: { id: 'registry-credentials', severity: 'error', description: 'a token or password written into .npmrc, .yarnrc.yml or .pypirc', docs: types/* DOCS */.iT },
    keywords: ['_auth', '_password', 'password', 'npmAuth'],
    what: 'a registry credential',
    appliesTo: (base) => FILES.has(base),
    // The value is a credential however long (`_password` can hold a base64 service-account
    // key of kilobytes), so only its first 256 characters are taken, enough to tell a
    // placeholder. The registry path before the key has no bound, as npm has none: a bound (it was
    // 500) let a longer path hide a token. The line is read in a lookahead from its start, so the
    // match is empty and the path counts for nothing against MAX_MATCH_CHARS (scan-content.ts),
    // a cap meant for runs that only start like a token; group 1 is what leads to the value,
    // group 2 the value. It is tried at line starts only and reads its line's path once (at each
    // `:` in it, one bounded try of a key), so a file costs linear time; checking back from each
    // key to its line's start instead cost minutes on a megabyte line of keys. The finding stays
    // where the line starts, as before.
    pattern: /^(?=([ \t]{0,64}(?:\/\/[^\s=]*?:)?(?:_authToken|_auth|_password|password|npmAuthToken|npmAuthIdent)[ \t]{0,64}[=:][ \t]{0,64}["']?)([^\s"'$%{][^\s"']{0,255}))/gim,
    isPlaceholder: (m) => (0,types/* looksLikePlaceholder */.p6)(m[2] ?? ''),
};

;// CONCATENATED MODULE: ./src/secrets/content-rules/index.ts
















/** The registry of content rules, in report order. */
const contentRules = [
    private_key/* privateKey */.t9,
    privateKeyBase64,
    puttyKey,
    awsAccessKey,
    awsSecretKey,
    githubToken,
    gitlabToken,
    slackToken,
    slackWebhook,
    openaiKey,
    anthropicKey,
    stripeKey,
    googleApiKey,
    npmToken,
    pypiToken,
    registryCredentials,
];


/***/ }),

/***/ 44:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "if": () => (/* binding */ BODY_WINDOW),
/* harmony export */   t9: () => (/* binding */ privateKey),
/* harmony export */   uH: () => (/* binding */ hasKeyBody)
/* harmony export */ });
/* unused harmony exports MIN_BODY, MAX_HEADERS */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** How far after the BEGIN line the body is looked for (headers and blank lines included). */
const BODY_WINDOW = 4096;
/** Base64 characters in a row that make a key body (a PEM line has 64, OpenSSH 70). */
const MIN_BODY = 40;
/** RFC 1421 / RFC 4716 / OpenPGP armor headers (Proc-Type, DEK-Info, Version, Comment) before the body. */
const MAX_HEADERS = 16;
const LF = 0x0a;
const CR = 0x0d;
const BACKSLASH = 0x5c;
/** Characters a line may start with before the body: indentation, comment marks, quotes, list marks. */
const PREFIX_CHARS = new Set([...'\t #>*;!%"\'`|,([{<-'].map((c) => c.charCodeAt(0)));
function isBase64(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f || c === 0x3d;
}
function isAlpha(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
function isAlnum(c) {
    return isAlpha(c) || (c >= 0x30 && c <= 0x39);
}
/** Backslashes in a row from `i` (stopping at `end`). */
function backslashes(text, i, end) {
    let k = i;
    while (k < end && text.charCodeAt(k) === BACKSLASH)
        k++;
    return k - i;
}
/**
 * The length of the line break at `i`, or 0: a real one (LF, CR, CRLF) or an escaped one as a
 * string literal holds it (`\n`, `\r`, and `\\n` when escaped twice).
 */
function lineBreakAt(text, i, end) {
    if (i >= end)
        return 0;
    const c = text.charCodeAt(i);
    if (c === LF)
        return 1;
    if (c === CR)
        return i + 1 < end && text.charCodeAt(i + 1) === LF ? 2 : 1;
    if (c !== BACKSLASH)
        return 0;
    const k = backslashes(text, i, end);
    const next = text[i + k];
    return i + k < end && (next === 'n' || next === 'r') ? k + 1 : 0;
}
/**
 * Skips what may precede the body on a line: indentation (also `\t` escapes), comment marks
 * (`#`, `//`, `*`, `;`, `--`, `%`, `!`), quote and list marks (`>`, `-`, `|`, quotes), string
 * concatenation (`+` before a quote), a line continuation (a backslash before the line break).
 */
function skipPrefix(text, i, end) {
    while (i < end) {
        const c = text.charCodeAt(i);
        if (PREFIX_CHARS.has(c))
            i++;
        else if (c === 0x2f && i + 1 < end && text.charCodeAt(i + 1) === 0x2f)
            i += 2;
        else if (c === 0x2b && !(i + 1 < end && isBase64(text.charCodeAt(i + 1))))
            i++;
        else if (c === BACKSLASH) {
            const k = backslashes(text, i, end);
            const after = i + k < end ? text.charCodeAt(i + k) : -1;
            if (after === 0x74)
                i += k + 1; // \t
            else if (after === -1 || after === LF || after === CR)
                i += k; // a line continuation
            else
                return i;
        }
        else
            return i;
    }
    return i;
}
/** Skips to the line break ending the line at `i` (or `end`), without backtracking over backslashes. */
function toLineEnd(text, i, end) {
    while (i < end) {
        const c = text.charCodeAt(i);
        if (c === LF || c === CR)
            return i;
        if (c === BACKSLASH) {
            const k = backslashes(text, i, end);
            const next = text[i + k];
            if (i + k < end && (next === 'n' || next === 'r'))
                return i;
            i += k;
        }
        else
            i++;
    }
    return i;
}
/**
 * Whether a key body follows a BEGIN line that ends at `from`: reading the rest of that line
 * and the lines after it (split at real or escaped line breaks, each line's prefix skipped),
 * blank lines and armor headers (`Name: value`) are passed over, and the first other line
 * must start with MIN_BODY base64 characters. Only BODY_WINDOW characters are read, each once
 * (a header line once more for its name), so a file of markers costs linear time.
 */
function hasKeyBody(text, from) {
    const end = Math.min(text.length, from + BODY_WINDOW);
    let headers = 0;
    let i = from;
    while (i < end) {
        i = skipPrefix(text, i, end);
        let run = 0;
        while (run < MIN_BODY && i + run < end && isBase64(text.charCodeAt(i + run)))
            run++;
        if (run >= MIN_BODY)
            return true;
        const br = lineBreakAt(text, i, end);
        if (br > 0) {
            i += br;
            continue;
        }
        if (!isHeaderAt(text, i, end) || ++headers > MAX_HEADERS)
            return false;
        i = toLineEnd(text, i, end);
        i += lineBreakAt(text, i, end);
    }
    return false;
}
/** `Name:` with a name of letters, digits and dashes, starting with a letter. */
function isHeaderAt(text, i, end) {
    if (i >= end || !isAlpha(text.charCodeAt(i)))
        return false;
    let j = i + 1;
    while (j < end && (isAlnum(text.charCodeAt(j)) || text.charCodeAt(j) === 0x2d))
        j++;
    return j < end && text.charCodeAt(j) === 0x3a;
}
/**
 * A PEM, OpenSSH, PGP or SSH2 (RFC 4716) private key block. The BEGIN line alone is not
 * enough: PEM parsers carry the marker as a string constant, and documentation names it. A
 * finding needs the base64 body after it (see hasKeyBody), however the block is embedded:
 * indented (a YAML `tls.key: |` block, a `<<-EOT` heredoc), behind comment marks (`# `,
 * `// `, ` * `, `> `), on one line with spaces, or in a string with `\n` or `\\n` escapes.
 */
const privateKey = {
    meta: { id: 'private-key', severity: 'error', description: 'a PEM, OpenSSH or PGP private key block', docs: _types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .iT },
    keywords: ['PRIVATE KEY'],
    what: 'a private key block (-----BEGIN … PRIVATE KEY-----)',
    // Bounded repetitions of disjoint pieces: one pass per marker, no backtracking to speak of.
    pattern: /-----BEGIN (?:[A-Z0-9]{1,16} ){0,4}PRIVATE KEY(?: BLOCK)?-----|---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----/g,
    // A marker without a body is a mention (a parser's constant, documentation), not a key.
    isPlaceholder: (m) => !hasKeyBody(m.input, m.index + m[0].length),
};


/***/ }),

/***/ 1996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   iT: () => (/* binding */ DOCS),
/* harmony export */   p6: () => (/* binding */ looksLikePlaceholder)
/* harmony export */ });
const DOCS = 'https://github.com/packwright/packwright#credential-rules';
/**
 * Example values in docs and tests: the word EXAMPLE, runs of x, long runs of one character.
 * A run of x is all lowercase or all uppercase: a random base62 token holds a mixed-case run
 * like `xXxXX` about once in a million, and that token is real.
 */
function looksLikePlaceholder(value) {
    return /example|placeholder|dummy|\*{3,}|(.)\1{7,}/i.test(value) || /x{5,}|X{5,}/.test(value);
}
/** `s` as a regular expression that matches it literally (keywords and names built into patterns). */
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ })

};
