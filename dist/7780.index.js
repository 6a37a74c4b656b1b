export const id = 7780;
export const ids = [7780,4667,5346];
export const modules = {

/***/ 4667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ showName),
/* harmony export */   AX: () => (/* binding */ detectBom),
/* harmony export */   Fu: () => (/* binding */ isUtf16Bom),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   fV: () => (/* binding */ completeUtf8Length),
/* harmony export */   py: () => (/* binding */ wellFormedUtf8Length),
/* harmony export */   vg: () => (/* binding */ utf8SequenceLength),
/* harmony export */   yj: () => (/* binding */ decodeBytes)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text, shared by the snapshot (what a pack carries) and the credential rules (what
 * `scan` and the commit hook read), so both agree on which files are text and how they read:
 * binary detection by content, decoding (UTF-8, UTF-16 with a BOM, Latin-1 fallback,
 * undecodable bytes replaced).
 */

/** Git's rule: a NUL byte in the first 8000 bytes makes a file binary (after a UTF-16 BOM, a U+0000 code unit). */
const BINARY_SNIFF_BYTES = 8000;
function detectBom(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0)
        return 'utf-32le';
    if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
        return 'utf-32be';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
function isUtf16Bom(bom) {
    return bom === 'utf-16le' || bom === 'utf-16be';
}
/** More than this share of C0 controls (other than tab, LF, VT, FF, CR) is not text. */
const UTF16_MAX_CONTROL_SHARE = 0.1;
/**
 * Two bytes FF FE are as likely the start of any binary format as a BOM, so the code units
 * after a UTF-16 BOM must look like text: no U+0000 (the NUL rule, per code unit), no
 * unpaired surrogate, no noncharacter U+FFFE/U+FFFF, and few control characters. Random
 * bytes fail the surrogate test within a few hundred units.
 */
function utf16LooksBinary(head, littleEndian) {
    const end = Math.min(head.length, BINARY_SNIFF_BYTES) & ~1;
    const unit = (i) => (littleEndian ? head[i] | (head[i + 1] << 8) : (head[i] << 8) | head[i + 1]);
    let units = 0;
    let controls = 0;
    for (let i = 2; i < end; i += 2) {
        const u = unit(i);
        units++;
        if (u === 0 || u === 0xfffe || u === 0xffff)
            return true;
        if (u < 0x20) {
            if (u < 0x09 || u > 0x0d)
                controls++;
        }
        else if (u >= 0xd800 && u <= 0xdbff) {
            // A high surrogate at the end of the window may be paired past it: no evidence either way.
            if (i + 2 >= end)
                break;
            const next = unit(i + 2);
            if (next < 0xdc00 || next > 0xdfff)
                return true;
            i += 2;
            units++;
        }
        else if (u >= 0xdc00 && u <= 0xdfff) {
            return true;
        }
    }
    return controls > units * UTF16_MAX_CONTROL_SHARE;
}
function looksBinary(head) {
    const bom = detectBom(head);
    if (bom === 'utf-32le' || bom === 'utf-32be')
        return true;
    if (isUtf16Bom(bom))
        return utf16LooksBinary(head, bom === 'utf-16le');
    const n = Math.min(head.length, BINARY_SNIFF_BYTES);
    return head.subarray(0, n).indexOf(0) !== -1;
}
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
function countReplacements(s) {
    let n = 0;
    for (let i = s.indexOf('\ufffd'); i !== -1; i = s.indexOf('\ufffd', i + 1))
        n++;
    return n;
}
const REPLACEMENT_UTF8 = Buffer.from([0xef, 0xbf, 0xbd]);
function countOccurrences(haystack, needle) {
    let n = 0;
    for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
        n++;
    return n;
}
// Without the u flag a regex sees code units, so this finds exactly the unpaired surrogates.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Decodes bytes that `looksBinary` accepted (so never UTF-32; bytes with a UTF-32 BOM are read
 * as if they had none). `bomKnown` is the file's BOM when `bytes` is a window from the middle
 * of the file (then the window holds no BOM of its own).
 */
function decodeBytes(bytes, bomKnown) {
    const bom = bomKnown === undefined ? detectBom(bytes) : bomKnown;
    const skip = bomKnown === undefined ? (bom === 'utf-8' ? 3 : isUtf16Bom(bom) ? 2 : 0) : 0;
    const body = bytes.subarray(skip);
    if (isUtf16Bom(bom)) {
        let even = body.subarray(0, body.length - (body.length % 2));
        if (bom === 'utf-16be') {
            even = Buffer.from(even);
            even.swap16();
        }
        // Buffer's decoder keeps lone surrogates, so they can be counted apart from any U+FFFD
        // the file really holds, and then replaced as TextDecoder would.
        const raw = even.toString('utf16le');
        let bad = 0;
        const text = raw.replace(LONE_SURROGATE, () => {
            bad++;
            return '\ufffd';
        });
        return { text, encoding: bom, issue: bad ? `${bad} undecodable UTF-16 sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` : null };
    }
    // isUtf8 and toString are native and several times faster than a fatal TextDecoder.
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body))
        return { text: body.toString('utf8'), encoding: 'utf-8', issue: null };
    const lossy = utf8Lossy.decode(body);
    // Any well-formed multi-byte character means the file is UTF-8 with a few bad bytes;
    // none at all means a single-byte legacy encoding, read as Latin-1 (every byte decodes).
    if (/[\u0080-\ufffc\ufffe-\uffff]/.test(lossy)) {
        // A U+FFFD the file really holds (EF BF BD) is text, not an undecodable sequence.
        const bad = countReplacements(lossy) - countOccurrences(body, REPLACEMENT_UTF8);
        return { text: lossy, encoding: 'utf-8', issue: `${bad} undecodable byte sequence${bad === 1 ? '' : 's'} replaced with U+FFFD` };
    }
    return { text: body.toString('latin1'), encoding: 'latin-1', issue: 'not valid UTF-8; decoded as Latin-1' };
}
/** How many bytes the UTF-8 character led by `lead` takes by its lead byte alone (0 when `lead` cannot start one). */
function utf8SequenceLength(lead) {
    return lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
}
/**
 * The length of `bytes` without a UTF-8 sequence cut off at its end (at most 3 bytes dropped),
 * for cutting text at a byte cap. Bytes that are not UTF-8 at all are left alone.
 */
function completeUtf8Length(bytes) {
    const n = bytes.length;
    let k = n - 1;
    while (k >= 0 && n - k <= 4 && (bytes[k] & 0xc0) === 0x80)
        k--;
    if (k < 0 || n - k > 4)
        return n;
    const need = utf8SequenceLength(bytes[k]);
    return need > 0 && n - k < need ? k : n;
}
/**
 * The length of the well-formed UTF-8 sequence at `i` (Unicode Table 3-7: no overlong forms,
 * surrogates or code points past U+10FFFF), or 0 when the bytes at `i` do not start one.
 */
function wellFormedUtf8Length(b, i) {
    const c = b[i];
    if (c < 0x80)
        return 1;
    let n;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf)
        n = 2;
    else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        if (c === 0xe0)
            lo = 0xa0;
        else if (c === 0xed)
            hi = 0x9f;
    }
    else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        if (c === 0xf0)
            lo = 0x90;
        else if (c === 0xf4)
            hi = 0x8f;
    }
    else
        return 0;
    if (i + n > b.length || b[i + 1] < lo || b[i + 1] > hi)
        return 0;
    for (let k = 2; k < n; k++)
        if ((b[i + k] & 0xc0) !== 0x80)
            return 0;
    return n;
}
/**
 * A file name's bytes as text for reports: UTF-8 as is; a byte that is not part of a valid
 * UTF-8 sequence (a Latin-1 name from an old archive) as `\xNN`, so the name stays readable and
 * two names never show the same (U+FFFD would merge them and hide which file it was).
 */
function showName(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return bytes.toString('utf8');
    let out = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
        const n = wellFormedUtf8Length(bytes, i);
        if (n > 0) {
            i += n;
            continue;
        }
        out += `${bytes.toString('utf8', start, i)}\\x${bytes[i].toString(16).padStart(2, '0')}`;
        i++;
        start = i;
    }
    return out + bytes.toString('utf8', start, i);
}


/***/ }),

/***/ 5346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  contentRules: () => (/* binding */ contentRules)
});

// EXTERNAL MODULE: ./src/secrets/content-rules/types.ts
var types = __webpack_require__(1996);
;// CONCATENATED MODULE: ./src/secrets/content-rules/private-key.ts

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
    meta: { id: 'private-key', severity: 'error', description: 'a PEM, OpenSSH or PGP private key block', docs: types/* DOCS */.i },
    keywords: ['PRIVATE KEY'],
    what: 'a private key block (-----BEGIN … PRIVATE KEY-----)',
    // Bounded repetitions of disjoint pieces: one pass per marker, no backtracking to speak of.
    pattern: /-----BEGIN (?:[A-Z0-9]{1,16} ){0,4}PRIVATE KEY(?: BLOCK)?-----|---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----/g,
    // A marker without a body is a mention (a parser's constant, documentation), not a key.
    isPlaceholder: (m) => !hasKeyBody(m.input, m.index + m[0].length),
};

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
const BLOCK_AT = new RegExp(privateKey.pattern.source, 'y');
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
    return block !== null && hasKeyBody(decoded, block.index + block[0].length);
}
/**
 * A private key block stored base64-encoded, as a Kubernetes Secret's `data:` or a CI variable
 * holds one. Found by its encoded BEGIN marker, also when a wrapped blob's line break falls
 * inside it (a key after a certificate, or after other bytes), then confirmed by decoding: the
 * decoded text must be a private key block with its body, as the private-key rule requires in
 * plain text.
 */
const privateKeyBase64 = {
    meta: { id: 'private-key-base64', severity: 'error', description: 'a base64-encoded PEM, OpenSSH or PGP private key block', docs: types/* DOCS */.i },
    keywords: KEYWORDS,
    what: 'a base64-encoded private key block',
    pattern: new RegExp(ENCODED_BEGIN.map((e) => withOneBreak(e.text)).join('|'), 'g'),
    isPlaceholder: (m) => !decodesToPrivateKey(m.input, m),
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
    privateKeyBase64,
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
 * A run of x is all lowercase or all uppercase: a random base62 token holds a mixed-case run
 * like `xXxXX` about once in a million, and that token is real.
 */
function looksLikePlaceholder(value) {
    return /example|placeholder|dummy|\*{3,}|(.)\1{7,}/i.test(value) || /x{5,}|X{5,}/.test(value);
}


/***/ }),

/***/ 7780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ scanText),
/* harmony export */   ft: () => (/* binding */ CONTENT_HEAD_BYTES),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   nx: () => (/* binding */ scanContent)
/* harmony export */ });
/* unused harmony exports ALLOW_MARKER, keywordRegex, isBinary */
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5346);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4667);


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
const defaultPrefilter = prefilterFor(_content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules);
/**
 * Whether a decoded text holds any keyword of the content rules. The keywords are ASCII, and
 * UTF-8 decoding keeps every ASCII byte as it is, so a text without one needs no byte scan.
 */
function mayHoldCredential(text, baseName) {
    return defaultPrefilter(baseName.toLowerCase()).test(text);
}
/**
 * The same verdict as the snapshot's `looksBinary`, so `scan`, the commit hook and a pack agree
 * on which files are text: a UTF-32 BOM is binary, a UTF-16 BOM is judged by its code units.
 */
function isBinary(bytes) {
    const bom = (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes);
    if (bom !== null && bom !== 'utf-8')
        return (0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .looksBinary */ .Wb)(bytes);
    // memchr over the whole buffer is cheaper than making a view of its first 8000 bytes.
    const at = bytes.indexOf(0);
    return at !== -1 && at < BINARY_PROBE_BYTES;
}
/**
 * Runs the content rules over a file's bytes (its head, see CONTENT_HEAD_BYTES). Binary content
 * is skipped. Text after a UTF-16 BOM is decoded first (its ASCII sits between NUL bytes), by
 * the decoder packs use, and scanned as text: lines and columns are those of the decoded text.
 */
function scanContent(bytes, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    if (bytes.length === 0 || isBinary(bytes))
        return [];
    if ((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .isUtf16Bom */ .Fu)((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .detectBom */ .AX)(bytes)))
        return scanText((0,_core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeBytes */ .yj)(bytes).text, baseName, rules);
    return scanUtf8(bytes, baseName, rules);
}
/**
 * Runs the content rules over text already decoded. No binary test: whoever decoded it judged
 * it text, and a NUL past the sniff window of the original must not hide a key here.
 */
function scanText(text, baseName, rules = _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules) {
    return text.length === 0 ? [] : scanUtf8(Buffer.from(text, 'utf8'), baseName, rules);
}
/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes, baseName, rules) {
    const text = bytes.toString('latin1');
    const base = baseName.toLowerCase();
    const filter = (rules === _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules ? defaultPrefilter : prefilterFor(rules))(base);
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
