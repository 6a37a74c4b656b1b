export const id = 2949;
export const ids = [2949];
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

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
const ANY_EOL = /\r\n|\r|\n/g;
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    text;
    starts = [0];
    /**
     * Lines end at LF only, or with `cr` also at CRLF and a lone CR (as Markdown reads them).
     */
    cr;
    constructor(text, options = {}) {
        this.text = text;
        this.cr = options.cr === true;
        if (this.cr) {
            ANY_EOL.lastIndex = 0;
            for (let m = ANY_EOL.exec(text); m; m = ANY_EOL.exec(text))
                this.starts.push(m.index + m[0].length);
        }
        else {
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
                this.starts.push(i + 1);
        }
    }
    get count() {
        return this.starts.length;
    }
    /** Offset where 1-based line `line` starts. */
    start(line) {
        return this.starts[line - 1];
    }
    /** Offset where 1-based line `line`'s text ends (before its line ending). */
    end(line) {
        if (line >= this.starts.length)
            return this.text.length;
        const next = this.starts[line];
        return this.cr && this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
    }
    /** 1-based line of an offset. */
    line(offset) {
        return this.locate(offset).line;
    }
    locate(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}


/***/ }),

/***/ 7780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ scanText),
/* harmony export */   Go: () => (/* binding */ isBinary),
/* harmony export */   HV: () => (/* binding */ MAX_MATCH_CHARS),
/* harmony export */   Ve: () => (/* binding */ scanHeader),
/* harmony export */   ZQ: () => (/* binding */ HitPlacer),
/* harmony export */   kG: () => (/* binding */ mayHoldCredential),
/* harmony export */   nx: () => (/* binding */ scanContent),
/* harmony export */   yl: () => (/* binding */ findInText),
/* harmony export */   zO: () => (/* binding */ CONTENT_WINDOW_BYTES)
/* harmony export */ });
/* unused harmony exports ALLOW_MARKER, keywordRegex */
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1996);
/* harmony import */ var _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7084);
/* harmony import */ var _core_text_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4667);



/**
 * The content rules read a file or blob up to this size at once (scanContent); a longer one is
 * read whole in windows of this size (ContentStream), so a 1 GB blob is never held whole.
 */
const CONTENT_WINDOW_BYTES = 8 * 1024 * 1024;
/** Git's own test for binary content: a NUL byte in the first 8000 bytes. */
const BINARY_PROBE_BYTES = 8000;
const ALLOW_MARKER = 'packwright:allow';
/**
 * The longest match that is a finding. No credential the rules look for comes near it with its
 * name or marker (the longest tokens, OpenAI's and Slack's, are under 250 characters); a longer
 * match is an open-ended run (`X{20}X*`) over a blob that happens to start like a token. After
 * one, the rule reads its last MAX_MATCH_CHARS again, where a token that ends the run (after a
 * `-`: `…-sk-proj-…`) starts. So a longer run yields only what starts in its last
 * MAX_MATCH_CHARS, whatever came before and wherever reading began: a window
 * (content-stream.ts) that starts or ends inside a run of any length finds there what the
 * whole text does.
 */
const MAX_MATCH_CHARS = 1024;
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
    const groups = [...byFirst].map(([first, rests]) => `${(0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(first)}${rests.length === 1 ? (0,_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt)(rests[0]) : `(?:${rests.map(_content_rules_types_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRegExp */ .Nt).join('|')})`}`);
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
 * Runs the content rules over a file's bytes (a whole file up to CONTENT_WINDOW_BYTES; longer ones go through content-stream.ts). Binary content
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
 * Runs the content rules over a git commit's or tag's header (as the push hook reads its bytes:
 * no binary test, no BOM), each hit naming the field its line belongs to: the first word of the
 * last line at or above it that does not start with a space (a gpgsig's or mergetag's
 * continuation lines belong to its first).
 */
function scanHeader(bytes) {
    return bytes.length === 0 ? [] : scanUtf8(bytes, '', _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules, true);
}
/**
 * The bytes are read as latin1, one char per byte, which is fast and exact for the ASCII
 * patterns; the column is recomputed in UTF-8 characters for the report. Decoded text is
 * re-encoded as UTF-8 first so every source encoding meets the patterns in the same form.
 */
function scanUtf8(bytes, baseName, rules, headerFields = false) {
    const text = bytes.toString('latin1');
    const found = findInText(text, baseName.toLowerCase(), rules);
    if (found.length === 0)
        return [];
    const placer = new HitPlacer(headerFields);
    placer.place(bytes, text, 0, 0, text.length, found, true);
    return placer.hits;
}
/** The rules' matches in a text read as latin1, sorted by position (stable: hits at one place keep the rules' order). */
function findInText(text, base, rules) {
    const filter = (rules === _content_rules_index_js__WEBPACK_IMPORTED_MODULE_0__.contentRules ? defaultPrefilter : prefilterFor(rules))(base);
    if (!filter.test(text))
        return [];
    const found = [];
    for (const rule of rules) {
        if (rule.appliesTo && !rule.appliesTo(base))
            continue;
        if (!rule.keywords.some((k) => text.includes(k)))
            continue;
        const re = new RegExp(rule.pattern.source, rule.pattern.flags);
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
            if (m[0].length === 0)
                re.lastIndex++;
            if (m[0].length > MAX_MATCH_CHARS) {
                // A token may still end the run (`…-sk-proj-…`): its last MAX_MATCH_CHARS are read again.
                re.lastIndex -= MAX_MATCH_CHARS;
                const runChar = rule.longMatchRunCharacter;
                if (!runChar || (m.index > 0 && runChar.test(text[m.index - 1])))
                    continue;
                // A window holds at least its seam after a start it owns, so every window judges this start alike.
                const start = Object.assign([m[0].slice(0, MAX_MATCH_CHARS)], { index: m.index, input: text });
                if (!rule.isPlaceholder?.(start))
                    found.push({ rule, index: m.index + (rule.valueAt?.(start) ?? 0) });
                continue;
            }
            if (rule.isPlaceholder?.(m))
                continue;
            found.push({ rule, index: m.index + (rule.valueAt?.(m) ?? 0) });
        }
    }
    return found.sort((a, b) => a.index - b.index);
}
/** The most of a header field's name that is kept (git's are a word: `author`, `mergetag`). */
const MAX_FIELD_NAME = 64;
/**
 * Line, column and inline allow for hits, as a text goes by in parts (the windows of
 * content-stream.ts) or in one (scanUtf8): each line break and each allow marker is looked at
 * once, whatever the number of hits, so a file of 400,000 key ids (or one long line of them)
 * costs linear time, not hits times its size. A hit's allow is settled when its line ends,
 * which may be parts later.
 *
 * Lines are counted at LF, as git counts them; columns in UTF-16 units of the decoded UTF-8
 * since the line start. The allow marker must be on the hit's line as a reader sees it, which
 * also ends at a CR: in a file with CR line ends (or a lone CR) every "line" between two LFs may
 * hold many, and a marker on one of them must not let through a secret on another.
 *
 * With `headerFields` (a git header, see scanHeader) each hit also names its line's field, taken
 * from each line start as the lines go by, so a field stays known however far back its first
 * line is (a mergetag can embed a long tag).
 */
class HitPlacer {
    headerFields;
    hits = [];
    line = 1;
    lineStart = 0;
    /** The field of the current line (headerFields). */
    field = '';
    /** The column at `columnFrom` (absolute), on the current line unless lineStart passed it. */
    column = 1;
    columnFrom = 0;
    /** An allow marker on the reader's line at the current position, before it. */
    marked = false;
    /** Hits on that line, waiting for its end. */
    pending = [];
    constructor(headerFields = false) {
        this.headerFields = headerFields;
    }
    /**
     * Places the part [from, to) of a text (`text`, read as latin1 from its bytes `buf`, which
     * start at absolute offset `base`): `found` are the hits that start in it, sorted. Parts come
     * in order, each starting where the last ended; the last is `final`. A part's text reaches
     * past `to` by as much as an allow marker that starts before it needs.
     */
    place(buf, text, base, from, to, found, final) {
        const markers = [];
        for (let i = text.indexOf(ALLOW_MARKER, from - base); i !== -1 && i + base < to; i = text.indexOf(ALLOW_MARKER, i + ALLOW_MARKER.length))
            markers.push(i + base);
        const next = (c, at) => {
            const i = text.indexOf(c, at - base);
            return i === -1 ? Infinity : i + base;
        };
        let pos = from;
        let nextLf = next('\n', from);
        let nextCr = -1;
        if (this.headerFields && from === 0)
            this.fieldAt(buf, text, base, 0);
        const advance = (p) => {
            if (this.pending.length > 0 || this.marked) {
                if (nextCr < pos)
                    nextCr = next('\r', pos);
                if (Math.min(nextLf, nextCr) < p)
                    this.endLine();
            }
            while (nextLf < p) {
                this.line++;
                this.lineStart = nextLf + 1;
                if (this.headerFields)
                    this.fieldAt(buf, text, base, this.lineStart);
                nextLf = next('\n', this.lineStart);
            }
            pos = p;
        };
        let h = 0;
        let m = 0;
        while (h < found.length || m < markers.length) {
            if (m < markers.length && (h === found.length || markers[m] <= found[h].index)) {
                advance(markers[m++]);
                this.marked = true;
                continue;
            }
            const { rule, index } = found[h++];
            advance(index);
            this.moveColumn(buf, base, index);
            this.pending.push({ rule, line: this.line, column: this.column, allowedInline: false, ...(this.headerFields ? { field: this.field } : {}) });
        }
        // The last part: what is still pending is on the line of the last hit or marker, which ends the text.
        if (final) {
            this.endLine();
            return;
        }
        advance(to);
        this.moveColumn(buf, base, to);
    }
    /**
     * A header line starting at `at` (within the part's bytes: a line start before `to` has a seam
     * of text after it) starts a field unless it starts with a space: the field is its first word.
     */
    fieldAt(buf, text, base, at) {
        const i = at - base;
        if (i >= text.length || buf[i] === 0x20)
            return;
        let end = i;
        while (end < text.length && end - i < MAX_FIELD_NAME && buf[end] !== 0x20 && buf[end] !== 0x0a)
            end++;
        this.field = buf.toString('utf8', i, end);
    }
    /** Brings the column to `at` (a hit's start, a line start or a part's end: never inside a character). */
    moveColumn(buf, base, at) {
        if (this.columnFrom < this.lineStart) {
            this.column = 1;
            this.columnFrom = this.lineStart;
        }
        this.column += buf.toString('utf8', this.columnFrom - base, at - base).length;
        this.columnFrom = at;
    }
    endLine() {
        for (const hit of this.pending)
            hit.allowedInline = this.marked;
        for (const hit of this.pending)
            this.hits.push(hit);
        this.pending = [];
        this.marked = false;
    }
}


/***/ }),

/***/ 5383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveInspections: () => (/* binding */ serveInspections)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inspect_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4173);


/** The worker side of the inspect pool: each batch is answered with its results, in order. */
function serveInspections() {
    const options = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData.options;
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.on('message', (batch) => {
        node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort.postMessage({ start: batch.start, results: batch.items.map((item) => (0,_inspect_js__WEBPACK_IMPORTED_MODULE_1__/* .inspectFile */ .Xp)(item, options)) });
    });
}


/***/ })

};
