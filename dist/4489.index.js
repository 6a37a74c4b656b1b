export const id = 4489;
export const ids = [4489,6695,6153];
export const modules = {

/***/ 4489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RE: () => (/* binding */ loadMcpConfig),
/* harmony export */   SL: () => (/* binding */ CONFIG_MAX_BYTES),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   _r: () => (/* binding */ assertKnownRuleIds),
/* harmony export */   g2: () => (/* binding */ CONFIG_FILE),
/* harmony export */   o4: () => (/* binding */ parseConfig),
/* harmony export */   u0: () => (/* binding */ findConfig)
/* harmony export */ });
/* unused harmony export parseMcpConfig */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6296);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);





const CONFIG_FILE = '.packwright.yml';
/** The keys the `mcp:` section may have. */
const MCP_KEYS = ['pass-env'];
const SEVERITIES = new Set(['error', 'warning', 'off']);
/**
 * Whether a config found above the starting folder may be trusted: one in a folder anybody can
 * write to (`/tmp`) could be anyone's, and could switch off the credential checks
 * (`credentials.allow: ["**"]`) for whoever runs packwright below it. (Ownership is not
 * checked: a CI container's root user works in a checkout that another uid owns.)
 */
async function trustedAncestorConfig(file) {
    const dir = await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file));
    return dir !== null && (dir.mode & 0o002) === 0;
}
/**
 * Finds `.packwright.yml` in `start` or the nearest ancestor that has one, up to the
 * repository's root (the folder with `.git`). Above `start`, a config in a folder anybody
 * can write to (see trustedAncestorConfig) ends the search: no config is used.
 */
async function findConfig(start) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start);
    for (;;) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, CONFIG_FILE);
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(candidate)) {
            if (dir === node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(start) || (await trustedAncestorConfig(candidate)))
                return candidate;
            return null;
        }
        if (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .lstatOrNull */ .nd)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, '.git')))
            return null;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir);
        if (parent === dir)
            return null;
        dir = parent;
    }
}
async function loadConfig(file) {
    if (!file)
        return { file: null, rules: {}, raw: {} };
    const text = (await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, CONFIG_MAX_BYTES)).toString('utf8');
    return parseConfig(text, file);
}
/** The most a config may hold. */
const CONFIG_MAX_BYTES = 1024 * 1024;
/**
 * A config's text, read from somewhere other than a file (the commit hook reads the staged
 * blob); `file` names it in messages and becomes the config's `file`.
 */
async function parseConfig(text, file) {
    const { raw, lineOf } = await parseTopLevel(text, file);
    const rules = {};
    const ruleLines = {};
    const rulesIn = raw.rules ?? {};
    if (!isMapping(rulesIn))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: rules must be a mapping of rule id to error, warning or off`);
    for (const [id, value] of Object.entries(rulesIn)) {
        const line = lineOf(['rules', id]);
        const v = value === false ? 'off' : String(value);
        if (!SEVERITIES.has(v))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}${line ? `:${line}` : ''}: rules.${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .showPath */ .P8)(id)} must be error, warning or off, not ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonEscaped */ .Ud)(value)}`);
        rules[id] = v;
        if (line)
            ruleLines[id] = line;
    }
    return { file, rules, ruleLines, raw };
}
/** A config's top-level mapping, and the line of the value at a path of keys in it. */
async function parseTopLevel(text, file) {
    // The YAML parser loads only when there is a config to read: most runs have none.
    const { parseYaml, locatePointer } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1076)]).then(__webpack_require__.bind(__webpack_require__, 1076));
    const parsed = parseYaml(text);
    if (parsed.error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}:${parsed.error.line ?? 1}: ${parsed.error.message}`);
    const raw = parsed.value ?? {};
    if (!isMapping(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: expected a mapping at the top level`);
    return { raw, lineOf: (keys) => locatePointer(parsed, (0,_json_js__WEBPACK_IMPORTED_MODULE_4__.jsonPointer)(keys))?.line };
}
/**
 * A YAML mapping as the parser builds it: a plain object. A tagged value (`!!set {a, b}`,
 * `!!binary …`) is an object too, but its entries are no keys, so a section written as one
 * would be read as empty, without a word.
 */
function isMapping(value) {
    return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
/**
 * The `mcp:` section of the config `file` (null when there is no file or no section), checked.
 * Only `packwright mcp` reads it: a misspelt `mcp:` key must not stop the commit hook, scan or
 * pre-push, which never use the section.
 */
async function loadMcpConfig(file) {
    if (!file)
        return null;
    return parseMcpConfig((await (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFileLimited */ .lB)(file, CONFIG_MAX_BYTES)).toString('utf8'), file);
}
/** loadMcpConfig for a config's text; `file` names it in messages. */
async function parseMcpConfig(text, file) {
    const { raw, lineOf } = await parseTopLevel(text, file);
    return mcpSection(raw.mcp, file, lineOf);
}
/**
 * Checks the `mcp:` section's shape (a mapping of known keys; `pass-env` a list of strings) and
 * keeps each entry with its line; null when there is none. A misspelt key (`passenv:`) is
 * refused, as a misspelt rule id is: it would otherwise pass nothing, without a word.
 */
function mcpSection(section, file, lineOf) {
    if (section === undefined || section === null)
        return null;
    const at = (keys) => {
        const line = lineOf(keys);
        return `${file}${line ? `:${line}` : ''}`;
    };
    if (typeof section !== 'object' || Array.isArray(section))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${at(['mcp'])}: mcp must be a mapping (with a pass-env: list)`);
    for (const key of Object.keys(section)) {
        if (!MCP_KEYS.includes(key))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${at(['mcp', key])}: mcp: unknown key ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(key)} (known: ${MCP_KEYS.join(', ')})`);
    }
    const list = section['pass-env'] ?? [];
    if (!Array.isArray(list))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${at(['mcp', 'pass-env'])}: mcp.pass-env must be a list of variable names (NAME, or PACK_ID:NAME for one pack), not ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonEscaped */ .Ud)(list)}`);
    const passEnv = list.map((item, i) => {
        const keys = ['mcp', 'pass-env', String(i)];
        if (typeof item !== 'string')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${at(keys)}: mcp.pass-env items are variable names (NAME, or PACK_ID:NAME for one pack), not ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonEscaped */ .Ud)(item)}`);
        const line = lineOf(keys);
        return line ? { text: item, line } : { text: item };
    });
    return { passEnv };
}
/**
 * Refuses a `rules:` entry naming no rule: a misspelt id (`skil-name: off`) would otherwise
 * change nothing, without a word. `known` is every rule id there is; the CLI builds it from
 * every domain's registry (core knows none of them). The message names the file, the line and
 * the closest known id.
 */
function assertKnownRuleIds(config, known) {
    const knownSet = new Set(known);
    for (const id of Object.keys(config.rules)) {
        if (knownSet.has(id))
            continue;
        const line = config.ruleLines?.[id];
        const closest = closestId(id, known);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${config.file ?? CONFIG_FILE}${line ? `:${line}` : ''}: rules: unknown rule id ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(id)}${closest ? ` (did you mean ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEscaped */ .kd)(closest)}?)` : ''}`);
    }
}
/** The known id nearest `id` by edit distance (case ignored), or null when there are none. */
function closestId(id, known) {
    let best = null;
    let bestDistance = Infinity;
    for (const k of [...known].sort()) {
        const d = editDistance(id.toLowerCase(), k.toLowerCase());
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Levenshtein distance, one row at a time. */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = row;
    }
    return prev[b.length];
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   jsonPointer: () => (/* binding */ jsonPointer),
/* harmony export */   parseJson: () => (/* binding */ parseJson),
/* harmony export */   pointerSegment: () => (/* binding */ pointerSegment)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6426);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);


/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
function parseJson(text, options = {}) {
    try {
        const value = JSON.parse(text);
        const numbers = options.numberLexemes ? new Map() : undefined;
        if (options.uniqueKeys || numbers) {
            // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
            // One scan serves both options.
            const dup = findJsonFault(text, { uniqueKeys: options.uniqueKeys, numbers });
            if (dup.message)
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text, { cr: true }).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/** A JSON number token (RFC 8259 §6), matched where the scanner stands. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** RFC 6901: `~` and `/` in a key are written `~0` and `~1` in a pointer. */
function pointerSegment(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** The JSON pointer (RFC 6901) of a path of keys: `['a/b', 'c']` → `/a~1b/c`. */
function jsonPointer(keys) {
    return keys.map((k) => `/${pointerSegment(k)}`).join('');
}
/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key). With `numbers`, fills it with every number's source text by JSON pointer
 * (only the part of the text before a fault; a repeated key keeps the last).
 */
function findJsonFault(text, options = {}) {
    const numbers = options.numbers;
    // The pointer of the value being scanned, as escaped segments (kept only when numbers are wanted).
    const path = [];
    let i = 0;
    const ws = () => {
        while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
            i++;
    };
    const fail = (message) => {
        throw { offset: Math.min(i, text.length), message };
    };
    const describe = () => (i >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[i])}`);
    const string = () => {
        i++;
        while (i < text.length && text[i] !== '"') {
            const c = text.charCodeAt(i);
            if (c < 0x20)
                fail('control character in string');
            if (text[i] === '\\') {
                i++;
                if (text[i] === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
                        fail('bad \\u escape');
                    i += 4;
                }
                else if (!'"\\/bfnrt'.includes(text[i] ?? ''))
                    fail('bad escape');
            }
            i++;
        }
        if (i >= text.length)
            fail('unterminated string');
        i++;
    };
    const stack = [];
    /** Scans an object's key and its `:` (at a `"`); pushes the key on the pointer path. */
    const member = (frame) => {
        ws();
        if (text[i] !== '"')
            fail(`expected a property name, ${describe()}`);
        const keyAt = i;
        string();
        const key = frame.keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
        if (frame.keys) {
            if (frame.keys.has(key)) {
                i = keyAt;
                fail(`duplicate key ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(key)}`);
            }
            frame.keys.add(key);
        }
        ws();
        if (text[i] !== ':')
            fail(`expected ":", ${describe()}`);
        i++;
        if (numbers)
            path.push(pointerSegment(key));
    };
    /** Scans one value; an object or array is only opened (pushed), its members follow in the loop. */
    const value = () => {
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            const frame = { array: false, keys: options.uniqueKeys ? new Set() : null, index: 0 };
            stack.push(frame);
            member(frame);
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            stack.push({ array: true, keys: null, index: 0 });
            if (numbers)
                path.push('0');
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c >= '0' && c <= '9')) {
            NUMBER.lastIndex = i;
            const m = NUMBER.exec(text);
            if (!m)
                fail('bad number');
            if (numbers)
                numbers.set(path.length ? `/${path.join('/')}` : '', m[0]);
            i += m[0].length;
        }
        else {
            for (const lit of ['true', 'false', 'null'])
                if (text.startsWith(lit, i))
                    return void (i += lit.length);
            fail(describe());
        }
    };
    const walk = () => {
        value();
        while (stack.length > 0) {
            const depth = stack.length;
            value();
            // A value that opened a collection is scanned first; its parent resumes when it closes.
            if (stack.length > depth)
                continue;
            // The value just scanned (or closed) was the top frame's member or element: a `,` or the close follows.
            for (;;) {
                const top = stack[stack.length - 1];
                if (numbers)
                    path.pop();
                ws();
                if (text[i] === ',') {
                    i++;
                    if (top.array) {
                        top.index++;
                        if (numbers)
                            path.push(String(top.index));
                    }
                    else
                        member(top);
                    break;
                }
                if (text[i] === (top.array ? ']' : '}')) {
                    i++;
                    stack.pop();
                    if (stack.length === 0)
                        return;
                    continue;
                }
                fail(top.array ? `expected "," or "]", ${describe()}` : `expected "," or "}", ${describe()}`);
            }
        }
    };
    try {
        walk();
        ws();
        if (i < text.length)
            fail(`unexpected ${JSON.stringify(text[i])} after the value`);
        return { offset: 0, message: null };
    }
    catch (e) {
        if (typeof e === 'object' && e !== null && 'offset' in e)
            return e;
        return { offset: 0, message: null };
    }
}


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ readFileLimitedSync),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   _F: () => (/* binding */ lstatOrNullSync),
/* harmony export */   lB: () => (/* binding */ readFileLimited),
/* harmony export */   nd: () => (/* binding */ lstatOrNull)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_TEXT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _text_decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4667);





/** Default cap for files we parse whole (manifests, Markdown, YAML). */
const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
async function readFileLimited(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}
/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
    file;
    maxBytes;
    buf;
    total = 0;
    constructor(file, size, maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    }
    /** Bytes free in `buf` at `total`, growing it first when it is full. */
    room() {
        if (this.total === this.buf.length) {
            const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
            this.buf.copy(bigger, 0, 0, this.total);
            this.buf = bigger;
        }
        return this.buf.length - this.total;
    }
    /** Counts a read; false at the end of the file. */
    take(n) {
        if (n === 0)
            return false;
        this.total += n;
        if (this.total > this.maxBytes)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
    }
    catch {
        const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const n = (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .wellFormedUtf8Length */ .py)(b, i);
        if (n === 0)
            return i;
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}


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


/***/ })

};
