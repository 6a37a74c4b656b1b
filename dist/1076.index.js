export const id = 1076;
export const ids = [1076];
export const modules = {

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
function parseYaml(text, options = {}) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, intAsBigInt: !!options.intAsBigInt });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const pos = e.linePos?.[0] ?? lines.linePos(e.pos[0]);
        return { value: undefined, error: { message: firstLine(e.message), line: pos.line, column: pos.col }, doc, lines };
    }
    try {
        const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        return { value, error: null, doc, lines };
    }
    catch (err) {
        return { value: undefined, error: { message: firstLine(err.message) }, doc, lines };
    }
}
function firstLine(s) {
    // The parser recurses per nesting level: a hostile depth ends in V8's own wording.
    if (/Maximum call stack size exceeded/.test(s))
        return 'nested too deeply to read';
    return s.split('\n')[0].replace(/\s+at line \d+, column \d+:?$/, '');
}
/**
 * Finds the source position of a JSON pointer (as ajv's `instancePath`) in a parsed document,
 * falling back to the deepest existing ancestor. JSON is YAML, so this serves pack.json too.
 */
function locatePointer(parsed, pointer) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = parsed.doc.contents;
    let best = node?.range?.[0];
    for (const seg of segments) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === seg);
            if (!pair)
                break;
            best = pair.key.range?.[0] ?? best;
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const item = node.items[Number(seg)];
            if (!item)
                break;
            node = item;
            best = item.range?.[0] ?? best;
        }
        else
            break;
    }
    if (best === undefined)
        return undefined;
    const pos = parsed.lines.linePos(best);
    return { line: pos.line, column: pos.col };
}


/***/ })

};
