export const id = 4123;
export const ids = [4123];
export const modules = {

/***/ 779:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.fullFormats = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
exports.fastFormats = {
    ...exports.fullFormats,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
exports.formatNames = Object.keys(exports.fullFormats);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 2815:
/***/ ((module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const formats_1 = __webpack_require__(779);
const limit_1 = __webpack_require__(1284);
const codegen_1 = __webpack_require__(1436);
const fullName = new codegen_1.Name("fullFormats");
const fastName = new codegen_1.Name("fastFormats");
const formatsPlugin = (ajv, opts = { keywords: true }) => {
    if (Array.isArray(opts)) {
        addFormats(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
    }
    const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
    const list = opts.formats || formats_1.formatNames;
    addFormats(ajv, list, formats, exportName);
    if (opts.keywords)
        (0, limit_1.default)(ajv);
    return ajv;
};
formatsPlugin.get = (name, mode = "full") => {
    const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
    const f = formats[name];
    if (!f)
        throw new Error(`Unknown format "${name}"`);
    return f;
};
function addFormats(ajv, list, fs, exportName) {
    var _a;
    var _b;
    (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : (_b.formats = (0, codegen_1._) `require("ajv-formats/dist/formats").${exportName}`);
    for (const f of list)
        ajv.addFormat(f, fs[f]);
}
module.exports = exports = formatsPlugin;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = formatsPlugin;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 1284:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatLimitDefinition = void 0;
const ajv_1 = __webpack_require__(2463);
const codegen_1 = __webpack_require__(1436);
const ops = codegen_1.operators;
const KWDs = {
    formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
    formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
    formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
    formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
};
const error = {
    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `should be ${KWDs[keyword].okStr} ${schemaCode}`,
    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
};
exports.formatLimitDefinition = {
    keyword: Object.keys(KWDs),
    type: "string",
    schemaType: "string",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
            return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
            validate$DataFormat();
        else
            validateFormat();
        function validate$DataFormat() {
            const fmts = gen.scopeValue("formats", {
                ref: self.formats,
                code: opts.code.formats,
            });
            const fmt = gen.const("fmt", (0, codegen_1._) `${fmts}[${fCxt.schemaCode}]`);
            cxt.fail$data((0, codegen_1.or)((0, codegen_1._) `typeof ${fmt} != "object"`, (0, codegen_1._) `${fmt} instanceof RegExp`, (0, codegen_1._) `typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
            const format = fCxt.schema;
            const fmtDef = self.formats[format];
            if (!fmtDef || fmtDef === true)
                return;
            if (typeof fmtDef != "object" ||
                fmtDef instanceof RegExp ||
                typeof fmtDef.compare != "function") {
                throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
            }
            const fmt = gen.scopeValue("formats", {
                key: format,
                ref: fmtDef,
                code: opts.code.formats ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : undefined,
            });
            cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
            return (0, codegen_1._) `${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
    },
    dependencies: ["format"],
};
const formatLimitPlugin = (ajv) => {
    ajv.addKeyword(exports.formatLimitDefinition);
    return ajv;
};
exports["default"] = formatLimitPlugin;
//# sourceMappingURL=limit.js.map

/***/ }),

/***/ 4123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   Dz: () => (/* binding */ loadContextPack),
/* harmony export */   Hs: () => (/* binding */ HASH_CHUNK),
/* harmony export */   e0: () => (/* binding */ MANIFEST)
/* harmony export */ });
/* unused harmony exports MAX_MARKDOWN_BYTES, firstBadLineEnding */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_12___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_12__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1076);
/* harmony import */ var _core_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1550);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7135);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1644);














const MANIFEST = 'pack.json';
/** Markdown files larger than this are hashed but not parsed. */
const MAX_MARKDOWN_BYTES = 16 * 1024 * 1024;
let validateSchema = null;
function schemaValidator() {
    if (!validateSchema) {
        const ajv = new ajv__WEBPACK_IMPORTED_MODULE_12__.Ajv({ allErrors: true, strict: false });
        const addFormats = (ajv_formats__WEBPACK_IMPORTED_MODULE_4___default()["default"]) ?? (ajv_formats__WEBPACK_IMPORTED_MODULE_4___default());
        addFormats(ajv);
        validateSchema = ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .contextPackSchema */ .Y);
    }
    return validateSchema;
}
const HASH_CONCURRENCY = 4;
/** The read buffer hashFile's callers give it, one per worker. */
const HASH_CHUNK = 1 << 20;
/** Reads everything the rules look at, once: the manifest, every listed file's hash, every Markdown file. */
async function loadContextPack(root) {
    const manifestPath = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, MANIFEST);
    const ctx = {
        root,
        manifestPath,
        manifestReadError: null,
        manifestDecoded: null,
        manifestBadLineEnding: null,
        manifestJson: null,
        manifest: null,
        schemaErrors: [],
        listed: [],
        packFiles: [],
        unsafeLinks: new Map(),
        walkProblems: [],
        markdown: [],
        locate: () => ({}),
    };
    let yamlView = null;
    try {
        // A pack's files are read only inside it, pack.json too: a link to a file outside (another
        // checkout's manifest, a credentials file) would otherwise be parsed and quoted in messages.
        await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveContained */ .mi)(root, MANIFEST).catch((err) => {
            const reason = unsafeReason(err, root, MANIFEST);
            if (reason === null || reason === 'dangling symlink')
                return;
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UnsafePathError */ .k0(`${manifestPath}: ${reason === 'symlink loop' ? 'a symlink loop' : `it ${reason}`}; a pack's files are read only inside it`);
        });
        const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimited */ .lB)(manifestPath, MAX_MARKDOWN_BYTES);
        ctx.manifestDecoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._6)(bytes);
        ctx.manifestBadLineEnding = firstBadLineEnding(ctx.manifestDecoded.text);
        ctx.manifestJson = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_6__.parseJson)(ctx.manifestDecoded.text, { uniqueKeys: true });
    }
    catch (err) {
        ctx.manifestReadError = err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .PackwrightError */ .hk ? err.message : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, manifestPath);
    }
    const value = ctx.manifestJson?.value;
    if (value !== undefined) {
        ctx.locate = (pointer) => {
            yamlView ??= (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_7__.parseYaml)(ctx.manifestDecoded.text);
            return (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_7__.locatePointer)(yamlView, pointer) ?? {};
        };
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
            ctx.manifest = value;
        const validate = schemaValidator();
        if (!validate(value))
            ctx.schemaErrors = validate.errors ?? [];
    }
    const manifestId = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(manifestPath).then((st) => ({ dev: st.dev, ino: st.ino }), () => null);
    const walked = await walkPack(root, ctx);
    ctx.packFiles = walked.files;
    // A symlink that leaves the pack (or dangles, or loops) is never read: listed, path-unsafe
    // reports it; unlisted, file-unlisted does. Either way once, and not as a file left unchecked.
    // Each is resolved here once; hashing and reading reuse the answer.
    const safeLinks = new Set();
    await Promise.all(walked.links.map(async (rel) => {
        try {
            await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveContained */ .mi)(root, rel);
            safeLinks.add(rel);
        }
        catch (err) {
            // Any other error (a link into a folder that cannot be searched): not resolved here;
            // hashing and reading meet the same error and report the file as unreadable.
            const reason = unsafeReason(err, root, rel);
            if (reason !== null)
                ctx.unsafeLinks.set(rel, reason);
        }
    }));
    const [, markdown] = await Promise.all([
        hashListed(root, ctx, manifestId, safeLinks),
        Promise.all(walked.files.filter((f) => f.toLowerCase().endsWith('.md') && !ctx.unsafeLinks.has(f)).map((rel) => loadMarkdown(root, rel))),
    ]);
    ctx.markdown = markdown;
    return ctx;
}
/** Why resolveContained refused `rel` (as its message says it), from the error's reason; null for any other error. */
function unsafeReason(err, root, rel) {
    if (!(err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UnsafePathError */ .k0))
        return null;
    switch (err.reason) {
        case 'symlink_loop':
            return 'symlink loop';
        case 'dangling_symlink':
            return 'dangling symlink';
        case 'symlink_outside':
            return err.link ? 'dangling symlink' : `resolves outside ${root} through a symlink`;
        case 'outside':
            return `outside ${root}`;
        default:
            return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .relativePathProblem */ .BE)(rel) ?? 'unsafe path';
    }
}
/** The first CRLF or lone CR in a text (the spec asks for LF), with its 1-based line, or null. */
function firstBadLineEnding(text) {
    const cr = text.indexOf('\r');
    if (cr === -1)
        return null;
    // Before the first CR, only LF ends lines.
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < cr; i = text.indexOf('\n', i + 1))
        line++;
    return { line, ending: text[cr + 1] === '\n' ? 'CRLF' : 'CR' };
}
async function hashListed(root, ctx, manifestId, safeLinks) {
    const files = Array.isArray(ctx.manifest?.files) ? ctx.manifest.files : [];
    ctx.listed = files.map((entry, index) => {
        const e = (entry ?? {});
        return { index, path: typeof e.path === 'string' ? e.path : '', recorded: typeof e.sha256 === 'string' ? e.sha256 : null, status: 'ok' };
    });
    let next = 0;
    const worker = async () => {
        const buf = Buffer.allocUnsafe(HASH_CHUNK);
        while (next < ctx.listed.length) {
            const item = ctx.listed[next++];
            if (item.path === '') {
                item.status = 'unsafe';
                item.detail = 'no path';
                continue;
            }
            await hashOne(root, item, buf, manifestId, ctx.unsafeLinks, safeLinks);
        }
    };
    await Promise.all(Array.from({ length: HASH_CONCURRENCY }, worker));
}
async function hashOne(root, item, buf, manifestId, unsafeLinks, safeLinks) {
    // Normal form too: `./a.md` beside `a.md` would list one file twice (see relativePathProblem).
    const problem = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .relativePathProblem */ .BE)(item.path, { normal: true });
    if (problem) {
        item.status = 'unsafe';
        item.detail = problem;
        return;
    }
    // A symlink the walk found was resolved once already.
    const unsafeLink = unsafeLinks.get(item.path);
    if (unsafeLink !== undefined) {
        item.status = 'unsafe';
        item.detail = unsafeLink;
        return;
    }
    try {
        item.abs = safeLinks.has(item.path) ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root, item.path) : await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveContained */ .mi)(root, item.path);
    }
    catch (err) {
        const reason = unsafeReason(err, root, item.path);
        // Not a refusal but an I/O error (a folder on the way that cannot be searched): the file
        // cannot be read, which says nothing about whether its path is safe.
        item.status = reason === null ? 'unreadable' : 'unsafe';
        item.detail = reason ?? (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, item.path);
        return;
    }
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(item.abs);
    }
    catch (err) {
        const code = err.code;
        item.status = code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable';
        item.detail = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, item.path);
        return;
    }
    // Hashing pack.json into itself can never match: writing the hash changes the file (rehash refuses it too).
    if (manifestId && st.dev === manifestId.dev && st.ino === manifestId.ino) {
        item.status = 'manifest';
        item.detail = item.path === MANIFEST ? 'pack.json itself' : 'pack.json itself (through a link)';
        return;
    }
    if (!st.isFile()) {
        item.status = 'not-regular';
        item.detail = st.isDirectory() ? 'a directory' : st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : 'not a regular file';
        return;
    }
    try {
        const actual = await hashFile(item.abs, buf);
        if (actual === null) {
            item.status = 'unreadable';
            item.detail = `${item.path}: changed while it was read (written to meanwhile?)`;
        }
        else
            item.actual = actual;
    }
    catch (err) {
        item.status = 'unreadable';
        item.detail = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, item.path);
    }
}
/**
 * Streams a file through SHA-256 with a caller-owned buffer (one per worker, no per-chunk
 * allocation). Reads the size the open file had and no more, so a file something keeps
 * writing to cannot keep the read going; null when the file's size or mtime changed meanwhile
 * (the hash would be of no version the file ever had).
 */
async function hashFile(file, buf) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.createHash)('sha256');
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    try {
        const before = await fh.stat();
        let left = before.size;
        while (left > 0) {
            const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, left), null);
            if (bytesRead === 0)
                return null;
            hash.update(buf.subarray(0, bytesRead));
            left -= bytesRead;
        }
        // One byte past the size it had: the file grew. The size after may not say so (a file whose
        // stat lies, as on some FUSE or /proc-like mounts; a writer that truncates back): reading is the proof.
        if ((await fh.read(buf, 0, 1, null)).bytesRead > 0)
            return null;
        const after = await fh.stat();
        if (after.size !== before.size || after.mtimeMs !== before.mtimeMs)
            return null;
    }
    finally {
        await fh.close();
    }
    return hash.digest('hex');
}
/**
 * Lists the pack's files without following symlinks (a symlink loop or an outside link is
 * listed, not entered), and which of them are symlinks. A folder holding a pack.json of its own
 * is a pack of its own (validated by itself): it is not walked.
 */
async function walkPack(root, ctx) {
    const out = [];
    const links = [];
    const walk = async (dir, relDir) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            // The reason alone: the rule's message names the folder already.
            ctx.walkProblems.push({ rel: relDir || '.', problem: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, '').slice(2) });
            return;
        }
        if (relDir && entries.some((e) => e.name === MANIFEST))
            return;
        for (const e of entries) {
            const rel = relDir ? `${relDir}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (e.name !== '.git')
                    await walk(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, e.name), rel);
            }
            else if (e.isFile() || e.isSymbolicLink()) {
                if (rel === MANIFEST)
                    continue;
                out.push(rel);
                if (e.isSymbolicLink())
                    links.push(rel);
            }
        }
    };
    await walk(root, '');
    return { files: out.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_13__/* .compareBytes */ .Xo), links };
}
async function loadMarkdown(root, rel) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, ...rel.split('/'));
    const md = { rel, abs, decoded: null, skipped: null, badLineEnding: null, doc: null, frontmatter: null };
    try {
        // A symlink that leaves the pack is not among the files loaded (see unsafeLinks).
        const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimited */ .lB)(abs, MAX_MARKDOWN_BYTES);
        md.decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._6)(bytes);
    }
    catch (err) {
        md.skipped = err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .PackwrightError */ .hk ? err.message.replace(/^.*?: /, '') : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFsError */ .TQ)(err, rel);
        return md;
    }
    const text = md.decoded.text;
    md.badLineEnding = firstBadLineEnding(text);
    try {
        md.doc = (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .parseMarkdown */ .Dd)(text, { references: true });
    }
    catch (err) {
        if (!(err instanceof _core_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .MarkdownTooComplexError */ .Ko))
            throw err;
        md.skipped = err.message;
        return md;
    }
    if (md.doc.frontmatter) {
        // CR line endings are line-endings' to report: the YAML is read as if they were LF.
        const yaml = md.badLineEnding ? md.doc.frontmatter.raw.replace(/\r\n?/g, '\n') : md.doc.frontmatter.raw;
        const parsed = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_7__.parseYaml)(yaml);
        const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + md.doc.frontmatter.bodyLine - 1 : md.doc.frontmatter.position.line } : null;
        md.frontmatter = { value: parsed.value, error, yaml: { text: yaml, parsed: parsed.error ? null : parsed } };
    }
    return md;
}


/***/ }),

/***/ 1644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ IMPLEMENTED_SPEC_VERSIONS),
/* harmony export */   Y: () => (/* binding */ contextPackSchema)
/* harmony export */ });
/** The spec versions this validator implements: 0.1 and its patch releases (before 1.0 only a minor bump breaks). */
const IMPLEMENTED_SPEC_VERSIONS = '"0.1" (or a patch release "0.1.N")';
/**
 * The JSON Schema for pack.json (specs/context-pack-v0.1.md), published as
 * schemas/context-pack.schema.json (a test keeps the two equal). Unknown members are allowed:
 * the spec is at 0.1 and generators add fields.
 */
const contextPackSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://packwright.dev/schemas/context-pack.schema.json',
    title: 'Context Pack manifest (pack.json), spec v0.1',
    type: 'object',
    required: ['spec_version', 'pack_id', 'project', 'files'],
    properties: {
        spec_version: { type: 'string', pattern: '^0\\.1(\\.(0|[1-9]\\d*))?$', description: 'SemVer string of the spec the pack follows: "0.1" (a patch release "0.1.N" is compatible)' },
        pack_id: { type: 'string', minLength: 1, description: 'Opaque ULID or UUID, unique per generation' },
        generated_at: { type: 'string', format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', description: 'ISO-8601 UTC timestamp, written with "Z", e.g. "2026-04-24T14:22:03Z"' },
        generator: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string' }, version: { type: 'string' }, url: { type: 'string' } },
        },
        project: {
            type: 'object',
            required: ['name', 'description'],
            properties: {
                name: { type: 'string', minLength: 1 },
                description: { type: 'string', minLength: 1 },
                stack: { type: 'array', items: { type: 'string' } },
            },
        },
        user_prompt: { type: 'string' },
        window: {
            type: 'object',
            properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } },
        },
        files: {
            type: 'array',
            items: {
                type: 'object',
                required: ['path', 'sha256'],
                properties: {
                    path: { type: 'string', minLength: 1 },
                    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'lowercase hex SHA-256 of the file bytes' },
                },
            },
        },
        sources: {
            type: 'array',
            items: {
                type: 'object',
                required: ['id', 'url'],
                properties: {
                    id: { type: 'string', pattern: '^src_[^\\]\\s]+$' },
                    url: { type: 'string', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$', description: 'absolute http:// or https:// URL of the source' },
                    title: { type: 'string' },
                    kind: { type: 'string' },
                    published_at: { type: 'string', format: 'date-time' },
                    captured_at: { type: 'string', format: 'date-time' },
                },
            },
        },
    },
};


/***/ })

};
