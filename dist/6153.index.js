export const id = 6153;
export const ids = [6153];
export const modules = {

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
