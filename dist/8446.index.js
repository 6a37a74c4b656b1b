export const id = 8446;
export const ids = [8446];
export const modules = {

/***/ 8446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   packSchemaProblems: () => (/* binding */ packSchemaProblems)
/* harmony export */ });
/* unused harmony export schemaAccepts */
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1076);
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4557);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5189);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6296);





/**
 * The pack schema through ajv, with its errors worded for people. Loaded only when the quick
 * check (pack-shape.ts) does not accept a pack: a valid pack never pays for ajv.
 */
let compiled = null;
function validator() {
    compiled ??= new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv({ allErrors: true, strict: false }).compile(_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .skillPackSchema */ .IT);
    return compiled;
}
/** The value at a JSON pointer (ajv's instancePath) in a parsed document. */
const valueAt = _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAtPointer */ .s;
function describe(e, root) {
    const at = e.instancePath || '/';
    switch (e.keyword) {
        case 'type': {
            // YAML reads unquoted 1234567, 1e5, true or null as non-strings: a ref or name made of
            // digits is the usual case, and its text may already be lost (0123 reads as 123).
            const value = valueAt(root, e.instancePath);
            if (e.params.type === 'string' && value !== undefined && typeof value !== 'object' && typeof value !== 'string') {
                return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this unquoted value as the ${typeof value} ${String(value)}: put it in quotes` };
            }
            if (e.params.type === 'string' && value === null) {
                return { pointer: e.instancePath, message: `${at}: must be a string, but YAML read this value as null (empty, ~ or null): put it in quotes` };
            }
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
        }
        case 'required':
            return { pointer: e.instancePath, message: `${at}: missing required key "${e.params.missingProperty}"` };
        case 'additionalProperties':
            return { pointer: e.instancePath, message: `${at}: unknown key "${e.params.additionalProperty}"` };
        case 'anyOf':
            return { pointer: '', message: '/: a pack needs a non-empty "include" or at least one "imports" entry' };
        case 'pattern': {
            const value = valueAt(root, e.instancePath);
            const shown = typeof value === 'string' ? `${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteEscaped */ .kd)(value)} ` : '';
            const segment = /\/(prefix|sep|name)$/.test(e.instancePath);
            if (typeof value === 'string' && (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_2__/* .hasControlCharacter */ .Fd)(value)) {
                const holder = segment ? 'pack name, prefix or separator (they name folders and state keys)' : 'repository or ref';
                return { pointer: e.instancePath, message: `${at}: ${shown}contains a control character (C0, DEL or C1: a tab, newline, escape, …), which no ${holder} may hold: remove it` };
            }
            if (segment)
                return { pointer: e.instancePath, message: `${at}: must not contain "/"` };
            return { pointer: e.instancePath, message: `${at}: ${shown}${/\/ref$/.test(e.instancePath) ? 'must not start with "-" or contain whitespace' : 'must not start with "-" or whitespace'}` };
        }
        default:
            return { pointer: e.instancePath, message: `${at}: ${e.message}` };
    }
}
/** Whether ajv accepts a value (for the test that holds the quick check to ajv's answers). */
function schemaAccepts(value) {
    return validator()(value);
}
/** Schema problems of a parsed pack file, located in the YAML; null when it is valid. */
function packSchemaProblems(yaml) {
    const v = validator();
    if (v(yaml.value))
        return null;
    const problems = [];
    const seen = new Set();
    for (const e of v.errors ?? []) {
        // anyOf's branches report their own required/minItems errors; the anyOf line says it once.
        if (e.schemaPath.startsWith('#/anyOf/'))
            continue;
        const d = describe(e, yaml.value);
        if (!d || seen.has(d.message))
            continue;
        seen.add(d.message);
        problems.push({ message: d.message, ...(0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_0__.locatePointer)(yaml, d.pointer) });
    }
    return problems;
}


/***/ })

};
