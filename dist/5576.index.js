export const id = 5576;
export const ids = [5576,8698];
export const modules = {

/***/ 1725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ HOST_PLACEHOLDERS),
/* harmony export */   Hf: () => (/* binding */ fillArgs),
/* harmony export */   TN: () => (/* binding */ optionValue),
/* harmony export */   c1: () => (/* binding */ ArgumentError),
/* harmony export */   rl: () => (/* binding */ placeholderName),
/* harmony export */   tZ: () => (/* binding */ hostPathIn),
/* harmony export */   y7: () => (/* binding */ placeholderProblems)
/* harmony export */ });
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);

/**
 * `{{param}}` placeholders in a tool's exec args. A parameter placeholder must be a whole
 * argument, so a value becomes exactly one argv element (or one per array item) and never
 * meets a shell or gets split. The host's own values `{{pack_root}}` and `{{workspace}}` may
 * also start an argument (`{{pack_root}}/scripts/run.mjs`), or the value of an option that takes
 * it after "=" (`--import={{pack_root}}/hook.mjs`), which some programs read in no other form:
 * they come from the host, not the model.
 */
const HOST_PLACEHOLDERS = ['pack_root', 'workspace'];
const WHOLE = /^\{\{([^{}]+)\}\}$/;
/** The name in an argument that is one whole placeholder (`{{name}}`, host placeholders included), or null. */
function placeholderName(arg) {
    return WHOLE.exec(arg)?.[1] ?? null;
}
/** An option given its value in the same argument: `--name=`, `-x=`. */
const OPTION_ASSIGNMENT = String.raw `-{1,2}[A-Za-z0-9][\w.-]*=`;
const HOST_PREFIX = new RegExp(String.raw `^(${OPTION_ASSIGNMENT})?\{\{(pack_root|workspace)\}\}(\/[^{}]*)?$`);
const OPTION_VALUE = new RegExp(String.raw `^${OPTION_ASSIGNMENT}([\s\S]+)$`);
/** The value of an option given in the same argument (`--config=./conf.py` → `./conf.py`), or null. */
function optionValue(arg) {
    return OPTION_VALUE.exec(arg)?.[1] ?? null;
}
/** The host placeholder an exec arg starts with, or starts its option's value with; null when it has none there. */
function hostPathIn(arg) {
    const m = HOST_PREFIX.exec(arg);
    return m ? { option: m[1] ?? '', placeholder: m[2], suffix: m[3] ?? '' } : null;
}
/**
 * Why the path after a host placeholder leaves the folder it names, or null. `..` is refused
 * as a segment whatever follows (spec §9.2: no traversal outside the pack root or workspace),
 * with `\` read as a separator too, as Windows reads it.
 */
function hostSuffixProblem(placeholder, suffix) {
    if (!suffix || !suffix.split(/[/\\]/).includes('..'))
        return null;
    return `".." after {{${placeholder}}} leaves the ${placeholder === 'pack_root' ? 'pack' : 'workspace'}: name a path inside it without ".." segments`;
}
/** Problems with one exec arg, given the inputSchema's property names. */
function placeholderProblems(arg, properties) {
    const host = hostPathIn(arg);
    if (host) {
        const problem = hostSuffixProblem(host.placeholder, host.suffix);
        return problem ? [problem] : [];
    }
    const name = placeholderName(arg);
    if (name !== null) {
        return properties.includes(name) ? [] : [`placeholder ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(`{{${name}}}`)} names no parameter in inputSchema.properties: add it there or fix the name`];
    }
    if (arg.includes('{{') || arg.includes('}}'))
        return ['a placeholder must be a whole argument ("{{name}}"): split "--opt={{name}}" into "--opt", "{{name}}"'];
    return [];
}
class ArgumentError extends Error {
    reason;
    constructor(message, 
    /** The ToolError reason: `option_like`, `not_scalar`, `nul_byte`, `traversal`. */
    reason) {
        super(message);
        this.reason = reason;
    }
}
/**
 * Builds argv from exec args and validated input. A value whose text starts with "-" (a
 * string, a negative number, an array item) is refused unless an earlier argument is "--":
 * otherwise the program would read the model's text as an option (`--output=/etc/…`, `-1`).
 */
function fillArgs(args, input, host) {
    const out = [];
    let afterDoubleDash = false;
    for (const arg of args) {
        const hostPath = hostPathIn(arg);
        if (hostPath) {
            // tools.json is checked before its tools run; this guards a spec built some other way.
            const problem = hostSuffixProblem(hostPath.placeholder, hostPath.suffix);
            if (problem)
                throw new ArgumentError(problem, 'traversal');
            out.push(hostPath.option + host[hostPath.placeholder] + hostPath.suffix);
            continue;
        }
        const name = placeholderName(arg);
        if (name === null) {
            out.push(arg);
            if (arg === '--')
                afterDoubleDash = true;
            continue;
        }
        // Own keys only: a parameter named `constructor` that the call left out is absent.
        const value = Object.hasOwn(input, name) ? input[name] : undefined;
        if (value === undefined || value === null)
            continue;
        for (const item of Array.isArray(value) ? value : [value]) {
            if (typeof item === 'object' && item !== null)
                throw new ArgumentError(`parameter "${name}" must be a string, number or boolean to be passed as an argument`, 'not_scalar');
            const s = String(item);
            // Numbers too: `ls {{n}}` with n = -1 would run `ls -1`.
            if (s.startsWith('-') && !afterDoubleDash) {
                // The message goes back to the client that sent the value; the audit log scrubs secrets from it (redactMessage).
                throw new ArgumentError(`parameter "${name}" value ${JSON.stringify(s)} looks like an option; the tool must put "--" before {{${name}}} to accept values starting with "-"`, 'option_like');
            }
            if (s.includes('\0'))
                throw new ArgumentError(`parameter "${name}" contains a NUL byte`, 'nul_byte');
            out.push(s);
        }
    }
    return out;
}


/***/ }),

/***/ 2831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ inputSchemaProblems),
  T: () => (/* binding */ validateInput)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(878);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./src/capability/unicode-properties.ts
/**
 * The code points a Unicode property escape matches (`\p{L}`, `\p{Script=Greek}`), for
 * pattern-safety: whether two classes share a character decides whether a repeated choice
 * between them is ambiguous (`(\p{L}|\d)*` splits a text one way, `(\p{L}|\w)*` in exponentially
 * many). The sets come from the running engine, so they follow its Unicode version. General_Category
 * and Script give each code point exactly one value, so one pass of a regular expression with a
 * group per value over every code point cuts both into runs (in Node 20 about 60 ms for the 30
 * categories and 130 ms for the scripts, once per process and only when a pattern names one). A
 * script this table does not list (one added to Unicode after it) is in no run, and its name is
 * not looked up here. Any, ASCII and Assigned follow from their definitions. Every other property
 * (Script_Extensions, binary ones such as Alphabetic) would take a pass of its own: its set is not
 * told (undefined), and pattern-safety reads it as any character, which can only find more overlap.
 */
/** General_Category values: the two-letter code first, then the aliases ECMAScript accepts for it (PropertyValueAliases.txt). */
const CATEGORIES = [
    'Lu Uppercase_Letter', 'Ll Lowercase_Letter', 'Lt Titlecase_Letter', 'Lm Modifier_Letter', 'Lo Other_Letter',
    'Mn Nonspacing_Mark', 'Mc Spacing_Mark', 'Me Enclosing_Mark',
    'Nd Decimal_Number digit', 'Nl Letter_Number', 'No Other_Number',
    'Pc Connector_Punctuation', 'Pd Dash_Punctuation', 'Ps Open_Punctuation', 'Pe Close_Punctuation', 'Pi Initial_Punctuation', 'Pf Final_Punctuation', 'Po Other_Punctuation',
    'Sm Math_Symbol', 'Sc Currency_Symbol', 'Sk Modifier_Symbol', 'So Other_Symbol',
    'Zs Space_Separator', 'Zl Line_Separator', 'Zp Paragraph_Separator',
    'Cc Control cntrl', 'Cf Format', 'Cs Surrogate', 'Co Private_Use', 'Cn Unassigned',
].map((line) => line.split(' '));
/** The General_Category groups: their names, and the codes of the values they hold. */
const CATEGORY_GROUPS = [
    [['L', 'Letter'], ['Lu', 'Ll', 'Lt', 'Lm', 'Lo']],
    [['LC', 'Cased_Letter'], ['Lu', 'Ll', 'Lt']],
    [['M', 'Mark', 'Combining_Mark'], ['Mn', 'Mc', 'Me']],
    [['N', 'Number'], ['Nd', 'Nl', 'No']],
    [['P', 'Punctuation', 'punct'], ['Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po']],
    [['S', 'Symbol'], ['Sm', 'Sc', 'Sk', 'So']],
    [['Z', 'Separator'], ['Zs', 'Zl', 'Zp']],
    [['C', 'Other'], ['Cc', 'Cf', 'Cs', 'Co', 'Cn']],
];
/** Script values (Unicode 16, and those of 17 that ICU 78 knows): the four-letter code first, then its other names. */
const SCRIPTS = [
    'Adlm Adlam', 'Aghb Caucasian_Albanian', 'Ahom', 'Arab Arabic', 'Armi Imperial_Aramaic', 'Armn Armenian', 'Avst Avestan', 'Bali Balinese', 'Bamu Bamum', 'Bass Bassa_Vah', 'Batk Batak',
    'Beng Bengali', 'Berf Beria_Erfe', 'Bhks Bhaiksuki', 'Bopo Bopomofo', 'Brah Brahmi', 'Brai Braille', 'Bugi Buginese', 'Buhd Buhid', 'Cakm Chakma', 'Cans Canadian_Aboriginal', 'Cari Carian',
    'Cham', 'Cher Cherokee', 'Chrs Chorasmian', 'Copt Coptic Qaac', 'Cpmn Cypro_Minoan', 'Cprt Cypriot', 'Cyrl Cyrillic', 'Deva Devanagari', 'Diak Dives_Akuru', 'Dogr Dogra', 'Dsrt Deseret',
    'Dupl Duployan', 'Egyp Egyptian_Hieroglyphs', 'Elba Elbasan', 'Elym Elymaic', 'Ethi Ethiopic', 'Gara Garay', 'Geor Georgian', 'Glag Glagolitic', 'Gong Gunjala_Gondi', 'Gonm Masaram_Gondi',
    'Goth Gothic', 'Gran Grantha', 'Grek Greek', 'Gujr Gujarati', 'Gukh Gurung_Khema', 'Guru Gurmukhi', 'Hang Hangul', 'Hani Han', 'Hano Hanunoo', 'Hatr Hatran', 'Hebr Hebrew', 'Hira Hiragana',
    'Hluw Anatolian_Hieroglyphs', 'Hmng Pahawh_Hmong', 'Hmnp Nyiakeng_Puachue_Hmong', 'Hung Old_Hungarian', 'Ital Old_Italic', 'Java Javanese', 'Kali Kayah_Li', 'Kana Katakana', 'Kawi',
    'Khar Kharoshthi', 'Khmr Khmer', 'Khoj Khojki', 'Kits Khitan_Small_Script', 'Knda Kannada', 'Krai Kirat_Rai', 'Kthi Kaithi', 'Lana Tai_Tham', 'Laoo Lao', 'Latn Latin', 'Lepc Lepcha',
    'Limb Limbu', 'Lina Linear_A', 'Linb Linear_B', 'Lisu', 'Lyci Lycian', 'Lydi Lydian', 'Mahj Mahajani', 'Maka Makasar', 'Mand Mandaic', 'Mani Manichaean', 'Marc Marchen', 'Medf Medefaidrin',
    'Mend Mende_Kikakui', 'Merc Meroitic_Cursive', 'Mero Meroitic_Hieroglyphs', 'Mlym Malayalam', 'Modi', 'Mong Mongolian', 'Mroo Mro', 'Mtei Meetei_Mayek', 'Mult Multani', 'Mymr Myanmar',
    'Nagm Nag_Mundari', 'Nand Nandinagari', 'Narb Old_North_Arabian', 'Nbat Nabataean', 'Newa', 'Nkoo Nko', 'Nshu Nushu', 'Ogam Ogham', 'Olck Ol_Chiki', 'Onao Ol_Onal', 'Orkh Old_Turkic',
    'Orya Oriya', 'Osge Osage', 'Osma Osmanya', 'Ougr Old_Uyghur', 'Palm Palmyrene', 'Pauc Pau_Cin_Hau', 'Perm Old_Permic', 'Phag Phags_Pa', 'Phli Inscriptional_Pahlavi', 'Phlp Psalter_Pahlavi',
    'Phnx Phoenician', 'Plrd Miao', 'Prti Inscriptional_Parthian', 'Rjng Rejang', 'Rohg Hanifi_Rohingya', 'Runr Runic', 'Samr Samaritan', 'Sarb Old_South_Arabian', 'Saur Saurashtra',
    'Sgnw SignWriting', 'Shaw Shavian', 'Shrd Sharada', 'Sidd Siddham', 'Sidt Sidetic', 'Sind Khudawadi', 'Sinh Sinhala', 'Sogd Sogdian', 'Sogo Old_Sogdian', 'Sora Sora_Sompeng', 'Soyo Soyombo',
    'Sund Sundanese', 'Sunu Sunuwar', 'Sylo Syloti_Nagri', 'Syrc Syriac', 'Tagb Tagbanwa', 'Takr Takri', 'Tale Tai_Le', 'Talu New_Tai_Lue', 'Taml Tamil', 'Tang Tangut', 'Tavt Tai_Viet',
    'Tayo Tai_Yo', 'Telu Telugu', 'Tfng Tifinagh', 'Tglg Tagalog', 'Thaa Thaana', 'Thai', 'Tibt Tibetan', 'Tirh Tirhuta', 'Tnsa Tangsa', 'Todr Todhri', 'Tols Tolong_Siki', 'Toto',
    'Tutg Tulu_Tigalari', 'Ugar Ugaritic', 'Vaii Vai', 'Vith Vithkuqi', 'Wara Warang_Citi', 'Wcho Wancho', 'Xpeo Old_Persian', 'Xsux Cuneiform', 'Yezi Yezidi', 'Yiii Yi', 'Zanb Zanabazar_Square',
    'Zinh Inherited Qaai', 'Zyyy Common', 'Zzzz Unknown',
].map((line) => line.split(' '));
/** Properties of strings (the `v` flag only): each matches sequences of code points (an emoji with its modifiers), not one character. */
const STRING_PROPERTIES = new Set([
    'Basic_Emoji', 'Emoji_Keycap_Sequence', 'RGI_Emoji_Modifier_Sequence', 'RGI_Emoji_Flag_Sequence', 'RGI_Emoji_Tag_Sequence', 'RGI_Emoji_ZWJ_Sequence', 'RGI_Emoji',
]);
const MAX_CODE_POINT = 0x10ffff;
/** The text of everyCodePoint: code points below the surrogates, then the rest of the BMP, then two units each. */
const BMP_UNITS = 0xf800;
/** Every code point but the surrogates, in order, as one string (2.2 million code units). */
function everyCodePoint() {
    const units = new Uint16Array(BMP_UNITS + 2 * (MAX_CODE_POINT - 0xffff));
    for (let c = 0; c < 0xd800; c++)
        units[c] = c;
    for (let c = 0xe000; c <= 0xffff; c++)
        units[c - 0x800] = c;
    for (let c = 0x10000, at = BMP_UNITS; c <= MAX_CODE_POINT; c++, at += 2) {
        units[at] = 0xd800 + ((c - 0x10000) >> 10);
        units[at + 1] = 0xdc00 + ((c - 0x10000) & 0x3ff);
    }
    return Buffer.from(units.buffer).toString('utf16le');
}
/** The code point at a code unit offset of everyCodePoint's text (either unit of a pair). */
function codePointAt(offset) {
    if (offset < 0xd800)
        return offset;
    if (offset < BMP_UNITS)
        return offset + 0x800;
    return 0x10000 + ((offset - BMP_UNITS) >> 1);
}
function compiles(source) {
    try {
        new RegExp(source, 'u');
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The code points of each value of a property that gives every code point one value, by the
 * value's first name: the runs one pass over every code point finds, each value the engine knows a
 * group of its own (`(\p{gc=Lu}+)|(\p{gc=Ll}+)|…`). A run that spans the surrogates is cut around them; the
 * surrogates, which no text of code points holds, are asked one of each kind.
 */
function partition(table, property) {
    const escape = (v) => `\\p{${property}=${v[0]}}`;
    // An engine older than the table knows fewer scripts: a pattern cannot name the others, and their code points are in no run.
    const values = table.filter((v) => compiles(escape(v)));
    const runs = new Map(values.map((v) => [v[0], []]));
    const text = everyCodePoint();
    const re = new RegExp(values.map((v) => `(${escape(v)}+)`).join('|'), 'gu');
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        let k = 1;
        while (m[k] === undefined)
            k++;
        const into = runs.get(values[k - 1][0]);
        const lo = codePointAt(m.index);
        const hi = codePointAt(re.lastIndex - 1);
        if (lo < 0xd800 && hi > 0xdfff)
            into.push(lo, 0xd7ff, 0xe000, hi);
        else
            into.push(lo, hi);
    }
    for (const v of values) {
        const one = new RegExp(`^${escape(v)}$`, 'u');
        const into = runs.get(v[0]);
        if (one.test('\ud800'))
            into.push(0xd800, 0xdbff);
        if (one.test('\udfff'))
            into.push(0xdc00, 0xdfff);
    }
    return runs;
}
/** Sorted, merged [lo, hi] pairs from pairs that do not overlap. */
function merged(pairs) {
    const sorted = [];
    for (let i = 0; i < pairs.length; i += 2)
        sorted.push([pairs[i], pairs[i + 1]]);
    sorted.sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [lo, hi] of sorted) {
        if (out.length > 0 && lo <= out[out.length - 1] + 1)
            out[out.length - 1] = Math.max(out[out.length - 1], hi);
        else
            out.push(lo, hi);
    }
    return out;
}
let categoryRuns;
let scriptRuns;
/** Each name's set, once computed (the names are those of the tables above: a bounded number). */
const known = new Map();
/** The two-letter codes a General_Category name stands for, or undefined when it names none. */
function categoryCodes(name) {
    const value = CATEGORIES.find((names) => names.includes(name));
    if (value)
        return [value[0]];
    return CATEGORY_GROUPS.find(([names]) => names.includes(name))?.[1];
}
function categorySet(name) {
    const codes = categoryCodes(name);
    if (!codes)
        return undefined;
    categoryRuns ??= partition(CATEGORIES, 'General_Category');
    return merged(codes.flatMap((c) => categoryRuns.get(c)));
}
function scriptSet(name) {
    const script = SCRIPTS.find((names) => names.includes(name));
    if (!script)
        return undefined;
    scriptRuns ??= partition(SCRIPTS, 'Script');
    const runs = scriptRuns.get(script[0]);
    return runs && merged(runs);
}
/** The complement of a set (sorted, disjoint [lo, hi] pairs, flattened) within 0..max. */
function complement(set, max) {
    const out = [];
    let next = 0;
    for (let i = 0; i < set.length; i += 2) {
        if (set[i] > next)
            out.push(next, set[i] - 1);
        next = set[i + 1] + 1;
    }
    if (next <= max)
        out.push(next, max);
    return out;
}
/**
 * The code points `\p{…}` matches, sorted [lo, hi] pairs flattened, `name` as written between the
 * braces of a valid pattern (`L`, `gc=Lu`, `General_Category=Letter`, `Script=Greek`, `sc=Grek`,
 * `Any`, `ASCII`, `Assigned`); undefined for a property whose set is not told here.
 */
function propertyCodePoints(name) {
    const cached = known.get(name);
    if (cached)
        return cached;
    const eq = name.indexOf('=');
    const key = eq < 0 ? undefined : name.slice(0, eq);
    const value = eq < 0 ? name : name.slice(eq + 1);
    let set;
    if (key === undefined || key === 'General_Category' || key === 'gc')
        set = categorySet(value);
    else if (key === 'Script' || key === 'sc')
        set = scriptSet(value);
    if (key === undefined && set === undefined) {
        if (value === 'Any')
            set = [0, MAX_CODE_POINT];
        else if (value === 'ASCII')
            set = [0, 0x7f];
        else if (value === 'Assigned')
            set = complement(categorySet('Cn'), MAX_CODE_POINT);
    }
    if (set)
        known.set(name, set);
    return set;
}

;// CONCATENATED MODULE: ./src/capability/pattern-safety.ts

/**
 * Whether a regular expression can take exponential time in a backtracking matcher (V8's), and
 * otherwise the degree of its polynomial time, found from its structure. A tool's inputSchema
 * `pattern` runs in the MCP server's own thread on the arguments the model sends, and a
 * JavaScript regular expression cannot be interrupted: one call on a few dozen characters that
 * almost match (`^(a|a)*$` on "aaaa…a!") would stop the server for good.
 *
 * The method is the standard one for exponential degree of ambiguity (EDA). The pattern is read
 * into a position (Glushkov) automaton: one state per character-class occurrence, no ε-moves,
 * each transition counted with the number of distinct ways the regex structure produces it (so
 * `(a*)*`, whose two loops give the same a→a move twice, is seen as ambiguous, as the
 * backtracking matcher sees it). A backtracking matcher explores every run when an attempt
 * fails, so it takes exponential time exactly when some state has two different runs back to
 * itself reading the same word: either a doubled transition inside a strongly connected part,
 * or, in the product of the automaton with itself (pairs of states whose classes share a
 * character), a pair of different states reachable from the diagonal and leading back to it.
 * States from which the rest of the pattern matches the empty string with no assertion (the end
 * of an unanchored pattern: `(\w|\d)+` with nothing after) are left out first: a failing branch of
 * the search never passes one, since the matcher would accept there, so `(\w|\d)+` passes while
 * `(\w|\d)+$` does not.
 *
 * Approximations, all on the side of refusing: for exponential time a counted repetition `{n,m}`
 * with m ≥ 2 is read as unbounded (`(a|a){2}` is refused though it only doubles the work, and
 * `(a|a){2,1000}` takes 2^n on n ≤ 1000 characters); a Unicode property whose set
 * unicode-properties.ts does not tell (Script_Extensions, binary properties such as Alphabetic),
 * and a legacy octal or odd escape, are read as any character (General_Category and Script
 * values, Any, ASCII, Assigned and their complements are their own sets: `(\p{L}|\d)*$` passes);
 * a property of strings (`\p{RGI_Emoji}` with `v`) is refused as unreadable; lookarounds are ε
 * for the outer pattern and their bodies are checked on their own; `i` widens classes to every
 * case variant. A backreference is refused outright (matching with one is not regular, so no
 * automaton describes it). A pattern longer than MAX_SOURCE characters, nested deeper than
 * MAX_NESTING groups, with more than MAX_POSITIONS positions or needing more than MAX_STEPS
 * (MAX_DEGREE_STEPS) steps of analysis is refused as too complex to check.
 *
 * Without exponential ambiguity, matching takes time polynomial in the text's length n, of a
 * degree found on the same automaton (see Analysis.degree): 1 for linear, k for n^k, as
 * `^\d*\d*\d*$` (n³: 0.4 s on 800 digits and a letter in Node 20, 2.4 s on 1600) or `^.*a.*a.*a$`.
 * `test` searches: unless a `^` pins it to offset 0, it tries every start in turn, which is read
 * as a lazy `[^]*?` in front (so `\d+$` is quadratic, `^\d+$` linear, `\d*\d*` constant: it
 * matches empty at offset 0; `\d*\d*\d*$` is n⁴, 280 s on those 801 characters). A lookaround's body adds its own degree to the number of times the
 * matcher meets it. A counted repetition adds no power of n: it is read as its copies (see
 * analyse), so `^\d{1,3}\d{1,3}$` is constant; what its copies add is bounded by its count, which
 * the budget counts (`^\d{0,300}\d{0,300}\d{0,300}$` needs the maxLength an n³ pattern does, and
 * `^\d*\d{0,30}\d{0,30}$`, linear with a factor of 30², one of 11111: see maxLengthFor). A
 * polynomial pattern is not a hazard by itself: a short text is fast, so the schema must bound the
 * text it runs on (schema-pattern-bounds.ts) to maxLengthFor, and guardedRegExp then never runs it
 * on a longer one. The same approximations hold, so a degree can be too high, never too low.
 */
/** Limits on the analysis; past them the pattern is refused (see patternCost). */
const MAX_SOURCE = 2000;
const MAX_NESTING = 64;
const MAX_POSITIONS = 1000;
const MAX_STEPS = 2_000_000;
/** Steps of the polynomial-degree search (products of three states), past which the pattern is refused as too complex. */
const MAX_DEGREE_STEPS = 2_000_000;
/** A part that can match empty repeated at least this many times (`(a?){16}`) has C(16,8)+ ways to spread a text: refused. */
const NULLABLE_REPEAT_LIMIT = 16;
/** Why a pattern is refused, thrown inside the analysis and turned into the reason. */
class Hazard extends Error {
}
const MAX_UNICODE = 0x10ffff;
const DIGIT = [0x30, 0x39];
const WORD = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
const SPACE = [9, 13, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff];
const LINE_END = [10, 10, 13, 13, 0x2028, 0x2029];
function union(a, b) {
    const pairs = [];
    for (let i = 0; i < a.length; i += 2)
        pairs.push([a[i], a[i + 1]]);
    for (let i = 0; i < b.length; i += 2)
        pairs.push([b[i], b[i + 1]]);
    pairs.sort((x, y) => x[0] - y[0]);
    const out = [];
    for (const [lo, hi] of pairs) {
        if (out.length > 0 && lo <= out[out.length - 1] + 1)
            out[out.length - 1] = Math.max(out[out.length - 1], hi);
        else
            out.push(lo, hi);
    }
    return out;
}
function intersects(a, b) {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
        if (a[i + 1] < b[j])
            i += 2;
        else if (b[j + 1] < a[i])
            j += 2;
        else
            return true;
    }
    return false;
}
function intersection(a, b) {
    const out = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
        const lo = Math.max(a[i], b[j]);
        const hi = Math.min(a[i + 1], b[j + 1]);
        if (lo <= hi)
            out.push(lo, hi);
        if (a[i + 1] < b[j + 1])
            i += 2;
        else
            j += 2;
    }
    return out;
}
/** Widens a set to every case variant its characters could match under `i` (more than exact, never less). */
function caseClosed(a, max) {
    let out = a;
    const has = (c) => intersects(a, [c, c]);
    for (let c = 0x41; c <= 0x5a; c++)
        if (has(c) || has(c + 32))
            out = union(out, [c, c, c + 32, c + 32]);
    if (has(0x4b) || has(0x6b))
        out = union(out, [0x212a, 0x212a]);
    if (has(0x53) || has(0x73))
        out = union(out, [0x17f, 0x17f]);
    if (intersects(a, [0x80, max]))
        out = union(out, [0x41, 0x5a, 0x61, 0x7a, 0x80, max]);
    return out;
}
/** Reads a pattern into a Node tree; knows the syntax is valid (new RegExp accepted it), and throws Hazard on what it cannot model. */
class Parser {
    src;
    flags;
    i = 0;
    unicode;
    unicodeSets;
    max;
    groups;
    named;
    /** How many escapes were read as any character, more than they match: a negated class holding one is any character too, not none. */
    approximations = 0;
    constructor(src, flags) {
        this.src = src;
        this.flags = flags;
        this.unicodeSets = flags.includes('v');
        this.unicode = flags.includes('u') || this.unicodeSets;
        this.max = this.unicode ? MAX_UNICODE : 0xffff;
        // Capturing groups, for telling `\2` (a backreference) from a legacy octal escape without `u`.
        let groups = 0;
        let named = false;
        for (let i = 0, inClass = false; i < src.length; i++) {
            const c = src[i];
            if (c === '\\')
                i++;
            else if (inClass)
                inClass = c !== ']';
            else if (c === '[')
                inClass = true;
            else if (c === '(' && src[i + 1] !== '?')
                groups++;
            else if (c === '(' && src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') {
                groups++;
                named = true;
            }
        }
        this.groups = groups;
        this.named = named;
    }
    unreadable(what) {
        throw new Hazard(`uses syntax the safety check cannot read (${what} at offset ${this.i}), so it cannot be shown to match in reasonable time; write it in the common subset (classes, groups, alternation, quantifiers, anchors)`);
    }
    parse() {
        const node = this.alternation(0);
        if (this.i < this.src.length)
            this.unreadable(`"${this.src[this.i]}"`);
        return node;
    }
    set(s) {
        return { kind: 'char', set: this.flags.includes('i') ? caseClosed(s, this.max) : s };
    }
    codePoint() {
        const c = this.unicode ? this.src.codePointAt(this.i) : this.src.charCodeAt(this.i);
        this.i += c > 0xffff ? 2 : 1;
        return c;
    }
    alternation(depth) {
        if (depth > MAX_NESTING)
            throw new Hazard(`nests groups more than ${MAX_NESTING} deep, too deep to check for exponential matching time; flatten it`);
        const items = [this.sequence(depth)];
        while (this.src[this.i] === '|') {
            this.i++;
            items.push(this.sequence(depth));
        }
        return items.length === 1 ? items[0] : { kind: 'alt', items };
    }
    sequence(depth) {
        const items = [];
        while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
            const start = this.i;
            const atom = this.atom(depth);
            items.push(this.quantified(atom, start));
        }
        return items.length === 1 ? items[0] : items.length === 0 ? { kind: 'empty' } : { kind: 'seq', items };
    }
    /** The quantifier after an atom, if any (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy). */
    quantified(atom, start) {
        const c = this.src[this.i];
        let min;
        let max;
        if (c === '*' || c === '+' || c === '?') {
            this.i++;
            [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
        }
        else if (c === '{') {
            const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i, this.i + 48));
            if (!m)
                return atom; // a literal "{" without `u`: read as an atom next
            this.i += m[0].length;
            min = Number(m[1]);
            max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        }
        else {
            return atom;
        }
        if (this.src[this.i] === '?')
            this.i++;
        return { kind: 'repeat', body: atom, min, max, start, end: this.i };
    }
    atom(depth) {
        const src = this.src;
        const c = src[this.i];
        if (c === '^' || c === '$') {
            this.i++;
            // Without `m`, `^` holds at offset 0 only: the search tries no other start (see Analysis.check).
            return c === '^' && !this.flags.includes('m') ? { kind: 'assert', start: true } : { kind: 'assert' };
        }
        if (c === '.') {
            this.i++;
            return this.set(this.flags.includes('s') ? [0, this.max] : complement(LINE_END, this.max));
        }
        if (c === '[')
            return this.charClass();
        if (c === '\\')
            return this.escape(false);
        if (c === '(') {
            this.i++;
            let look = null;
            if (src[this.i] === '?') {
                const rest = src.slice(this.i, this.i + 4);
                if (rest.startsWith('?:'))
                    this.i += 2;
                else if (rest.startsWith('?=') || rest.startsWith('?!'))
                    [look, this.i] = ['ahead', this.i + 2];
                else if (rest.startsWith('?<=') || rest.startsWith('?<!'))
                    [look, this.i] = ['behind', this.i + 3];
                else if (rest.startsWith('?<'))
                    this.i = src.indexOf('>', this.i) + 1;
                else
                    this.unreadable('group modifier');
            }
            const body = this.alternation(depth + 1);
            if (src[this.i] !== ')')
                this.unreadable('unclosed group');
            this.i++;
            return look ? { kind: 'assert', look: body, behind: look === 'behind' } : body;
        }
        if (c === '*' || c === '+' || c === '?')
            this.unreadable('quantifier with nothing to repeat');
        const v = this.codePoint();
        return this.set([v, v]);
    }
    /** An escape; inside a class, `\b` is a backspace and the result is always a set. */
    escape(inClass) {
        const src = this.src;
        const start = this.i;
        this.i++; // the backslash
        const c = src[this.i];
        if (c === undefined)
            this.unreadable('trailing backslash');
        this.i++;
        const wrap = (s) => (inClass ? s : this.set(s));
        switch (c) {
            case 'd':
                return wrap(DIGIT);
            case 'D':
                return wrap(complement(DIGIT, this.max));
            case 'w':
                return wrap(this.unicode && this.flags.includes('i') ? union(WORD, [0x17f, 0x17f, 0x212a, 0x212a]) : WORD);
            case 'W':
                return wrap(complement(WORD, this.max));
            case 's':
                return wrap(SPACE);
            case 'S':
                return wrap(complement(SPACE, this.max));
            case 'b':
                return inClass ? [8, 8] : { kind: 'assert' };
            case 'B':
                return inClass ? [0x42, 0x42] : { kind: 'assert' };
            case 't':
                return wrap([9, 9]);
            case 'n':
                return wrap([10, 10]);
            case 'v':
                return wrap([11, 11]);
            case 'f':
                return wrap([12, 12]);
            case 'r':
                return wrap([13, 13]);
            case 'p':
            case 'P': {
                if (!this.unicode)
                    return wrap([c.charCodeAt(0), c.charCodeAt(0)]);
                const end = src.indexOf('}', this.i);
                const name = src.slice(this.i + 1, end);
                this.i = end + 1;
                if (STRING_PROPERTIES.has(name))
                    this.unreadable(`property of strings \\p{${name}}`);
                // A property whose set is not told here is any character, and so is its complement: more overlap, never less.
                const set = propertyCodePoints(name);
                return wrap(set === undefined ? this.anyCharacter() : c === 'P' ? complement(set, this.max) : set);
            }
            case 'x': {
                const m = /^[0-9a-fA-F]{2}/.exec(src.slice(this.i, this.i + 2));
                if (!m)
                    return wrap(this.anyCharacter());
                this.i += 2;
                const v = parseInt(m[0], 16);
                return wrap([v, v]);
            }
            case 'u': {
                if (this.unicode && src[this.i] === '{') {
                    const end = src.indexOf('}', this.i);
                    const v = parseInt(src.slice(this.i + 1, end), 16);
                    this.i = end + 1;
                    return wrap([v, v]);
                }
                const m = /^[0-9a-fA-F]{4}/.exec(src.slice(this.i, this.i + 4));
                if (!m)
                    return wrap(this.anyCharacter());
                this.i += 4;
                let v = parseInt(m[0], 16);
                const trail = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(src.slice(this.i, this.i + 6));
                if (this.unicode && v >= 0xd800 && v <= 0xdbff && trail) {
                    v = 0x10000 + ((v - 0xd800) << 10) + (parseInt(trail[1], 16) - 0xdc00);
                    this.i += 6;
                }
                return wrap([v, v]);
            }
            case 'c': {
                const l = src[this.i];
                if (l !== undefined && /[a-zA-Z]/.test(l)) {
                    this.i++;
                    const v = l.charCodeAt(0) % 32;
                    return wrap([v, v]);
                }
                return wrap(this.anyCharacter());
            }
            case 'k':
                if (!inClass && (this.unicode || this.named)) {
                    this.i = src.indexOf('>', this.i) + 1;
                    throw new Hazard(this.backreference(src.slice(start, this.i)));
                }
                return wrap([0x6b, 0x6b]);
            default:
                break;
        }
        if (c >= '1' && c <= '9') {
            const m = /^\d*/.exec(src.slice(this.i));
            if (!inClass && (this.unicode || Number(c + m[0]) <= this.groups)) {
                this.i += m[0].length;
                throw new Hazard(this.backreference(src.slice(start, this.i)));
            }
            return wrap(this.anyCharacter()); // a legacy octal escape or an identity escape
        }
        if (c === '0') {
            if (/[0-9]/.test(src[this.i] ?? ''))
                return wrap(this.anyCharacter());
            return wrap([0, 0]);
        }
        // An identity escape (`\.`, `\-`, `\/`, …): the character itself (a surrogate pair as one with `u`).
        this.i--;
        const v = this.codePoint();
        return wrap([v, v]);
    }
    /** Any character, for an escape whose set is not told (see approximations). */
    anyCharacter() {
        this.approximations++;
        return [0, this.max];
    }
    backreference(part) {
        return `uses a backreference (${part}): matching one is not regular, cannot be checked here and can take exponential time in the server's thread; write the pattern without it`;
    }
    charClass() {
        const src = this.src;
        this.i++;
        let negated = false;
        if (src[this.i] === '^') {
            negated = true;
            this.i++;
        }
        let set = [];
        const approximations = this.approximations;
        /** Reads one class member: a single character (its code point) or a class escape (a set). */
        const member = () => {
            if (this.unicodeSets && (src[this.i] === '[' || src.startsWith('&&', this.i) || src.startsWith('--', this.i) || src.startsWith('\\q', this.i)))
                this.unreadable('class set operation');
            if (src[this.i] !== '\\')
                return this.codePoint();
            const kind = src[this.i + 1];
            const s = this.escape(true);
            return s.length === 2 && s[0] === s[1] && !'dDwWsSpP'.includes(kind) ? s[0] : s;
        };
        while (this.i < src.length && src[this.i] !== ']') {
            const lo = member();
            if (src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
                this.i++;
                const hi = member();
                if (typeof lo === 'number' && typeof hi === 'number') {
                    set = union(set, [lo, hi]);
                }
                else {
                    set = union(union(set, typeof lo === 'number' ? [lo, lo] : lo), union([0x2d, 0x2d], typeof hi === 'number' ? [hi, hi] : hi));
                }
            }
            else {
                set = union(set, typeof lo === 'number' ? [lo, lo] : lo);
            }
        }
        if (src[this.i] !== ']')
            this.unreadable('unclosed class');
        this.i++;
        // Under `i`, widen after negating: [^a] matches what does not fold to a, a subset of what is not a. A member read as
        // more than it matches would leave less than the class matches once negated: `[^\p{Alphabetic}]` is any character.
        if (negated)
            set = this.approximations > approximations ? [0, this.max] : complement(set, this.max);
        return { kind: 'char', set: this.flags.includes('i') ? caseClosed(set, this.max) : set };
    }
}
const sat = (n) => Math.min(2, n);
function holds(node, what) {
    switch (node.kind) {
        case 'seq':
            return node.items.some((n) => holds(n, what));
        case 'alt':
            return what === 'alt' || node.items.some((n) => holds(n, what));
        case 'repeat':
            return (what === 'repeat' && node.max >= 2) || holds(node.body, what);
        case 'assert':
            return node.look !== undefined && holds(node.look, what);
        default:
            return false;
    }
}
/**
 * Marks the lookarounds the matcher meets before it reads any character and outside any loop
 * (`^(?=.*\d)…`): those run at most once per start of the search, and only at offset 0 after a
 * `^` (the value put in `out`: whether one is before it). Returns whether `node` can only match
 * empty, i.e. whether what follows it is still before any character.
 */
function markLeading(node, anchored, out) {
    switch (node.kind) {
        case 'assert':
            if (node.look)
                out.set(node, anchored);
            return true;
        case 'empty':
            return true;
        case 'char':
            return false;
        case 'seq':
            for (const item of node.items) {
                if (!markLeading(item, anchored, out))
                    return false;
                anchored ||= item.kind === 'assert' && item.start === true;
            }
            return true;
        case 'alt': {
            let zeroWidth = true;
            for (const item of node.items)
                zeroWidth = markLeading(item, anchored, out) && zeroWidth;
            return zeroWidth;
        }
        case 'repeat':
            return node.max <= 1 ? markLeading(node.body, anchored, out) : false;
    }
}
class Analysis {
    source;
    max;
    steps = 0;
    degreeSteps = 0;
    constructor(source, max) {
        this.source = source;
        this.max = max;
    }
    tick(n = 1) {
        this.steps += n;
        if (this.steps > MAX_STEPS)
            throw new Hazard(`is too complex to check for exponential matching time (more than ${MAX_STEPS} steps of analysis); simplify it`);
    }
    degreeTick(n = 1) {
        this.degreeSteps += n;
        if (this.degreeSteps > MAX_DEGREE_STEPS)
            throw new Hazard(`is too complex to check for polynomial matching time (more than ${MAX_DEGREE_STEPS} steps of analysis); simplify it`);
    }
    /**
     * Checks one expression (the pattern, or a lookaround's body, which the matcher runs on its own)
     * for exponential time, throwing Hazard, and returns the degree of its polynomial time (0 for
     * constant, 1 for linear; see degree). `search` is true for the pattern itself run by `test`,
     * which tries each start position in turn unless a `^` pins it to the first. With `copies`, a
     * counted repetition `{n,m}` is read as its m copies (see analyse), and only the degree is
     * found: the check for exponential time is the one on the pattern read with loops.
     */
    check(root, lookbehind, search, copies = false) {
        const sets = [];
        const loopsOf = [];
        const pinned = [];
        const follow = [];
        const loops = [];
        // By node: a lookaround inside a counted repetition read as copies is met in each, and checked once.
        const looks = new Map();
        const leading = new Map();
        markLeading(root, false, leading);
        const addFollow = (p, q, n, via) => {
            this.tick();
            const e = follow[p].get(q);
            if (!e)
                follow[p].set(q, { n: sat(n), via });
            else {
                e.n = sat(e.n + n);
                if (via >= 0 && (e.via < 0 || loops[via].depth < loops[e.via].depth))
                    e.via = via;
            }
        };
        const addAll = (into, from, times) => {
            if (times === 0)
                return;
            for (const [p, n] of from)
                into.set(p, sat((into.get(p) ?? 0) + n * times));
            this.tick(from.size);
        };
        /**
         * `a` then `b`: every last position of `a` is followed by every first of `b`. Each Info is used
         * once, so the result takes over the sets of both (copying the larger one on each of a
         * counted repetition's m copies would cost m² steps).
         */
        const concat = (a, b) => {
            for (const [p, n] of a.last)
                for (const [q, m] of b.first)
                    addFollow(p, q, n * m, -1);
            addAll(a.first, b.first, a.empty);
            addAll(b.last, a.last, b.empty);
            if (b.clean)
                for (const p of a.lastClean)
                    b.lastClean.add(p);
            if (a.pass)
                for (const p of b.free)
                    a.free.add(p);
            return { first: a.first, last: b.last, lastClean: b.lastClean, empty: sat(a.empty * b.empty), clean: a.clean && b.clean, free: a.free, pass: a.pass && b.pass };
        };
        // An optional iteration that matched nothing fails (the spec's empty check): `?` adds one way to be empty.
        const optional = (b) => ({ ...b, empty: 1, clean: true, pass: true });
        const build = (node, stack) => {
            switch (node.kind) {
                case 'char': {
                    const p = sets.length;
                    if (p >= MAX_POSITIONS)
                        throw new Hazard(`is too complex to check for exponential matching time (more than ${MAX_POSITIONS} character positions, counting each repetition once); simplify it`);
                    sets.push(node.set);
                    loopsOf.push(stack);
                    pinned.push(false);
                    follow.push(new Map());
                    return { first: new Map([[p, 1]]), last: new Map([[p, 1]]), lastClean: new Set([p]), empty: 0, clean: false, free: new Set([p]), pass: false };
                }
                case 'empty':
                    return { first: new Map(), last: new Map(), lastClean: new Set(), empty: 1, clean: true, free: new Set(), pass: true };
                case 'assert':
                    if (node.look && !looks.has(node))
                        looks.set(node, { node: node.look, behind: node.behind === true, leading: leading.has(node), anchored: leading.get(node) === true });
                    return { first: new Map(), last: new Map(), lastClean: new Set(), empty: 1, clean: false, free: new Set(), pass: node.start !== true };
                case 'alt': {
                    const out = { first: new Map(), last: new Map(), lastClean: new Set(), empty: 0, clean: false, free: new Set(), pass: false };
                    for (const item of node.items) {
                        const b = build(item, stack);
                        addAll(out.first, b.first, 1);
                        addAll(out.last, b.last, 1);
                        for (const p of b.lastClean)
                            out.lastClean.add(p);
                        for (const p of b.free)
                            out.free.add(p);
                        out.empty = sat(out.empty + b.empty);
                        out.clean ||= b.clean;
                        out.pass ||= b.pass;
                    }
                    return out;
                }
                case 'seq': {
                    let acc = build(node.items[0], stack);
                    for (const item of node.items.slice(1))
                        acc = concat(acc, build(item, stack));
                    return acc;
                }
                case 'repeat': {
                    if (node.max === 0)
                        return build({ kind: 'empty' }, stack);
                    if (node.max === 1)
                        return node.min === 0 ? optional(build(node.body, stack)) : build(node.body, stack);
                    if (copies && node.max < Infinity) {
                        // `a{1,3}` as `a(?:a(?:a)?)?`: the n copies that must match, then each optional one inside the one before.
                        let tail = build({ kind: 'empty' }, stack);
                        for (let k = node.max; k > node.min; k--)
                            tail = optional(concat(build(node.body, stack), tail));
                        for (let k = node.min; k > 0; k--)
                            tail = concat(build(node.body, stack), tail);
                        return tail;
                    }
                    const id = loops.length;
                    loops.push({ start: node.start, end: node.end, depth: stack.length, nested: holds(node.body, 'repeat'), alternation: holds(node.body, 'alt') });
                    const from = sets.length;
                    // `{n,m}` with m ≥ 2 is read as `{n,}`: one set of positions with a back edge (see the file comment).
                    const b = build(node.body, [...stack, id]);
                    // The spec's empty check spares the first `min` iterations: a body that can match empty may run empty
                    // before the first character (`(c?)+` reads "c" as [c] or [ε, c]: one more way in), and with min ≥ 2
                    // between two iterations and after the last ([c, ε] under `(c?){2,}`).
                    const spare = b.empty > 0 ? node.min : 0;
                    const twice = (m) => new Map([...m].map(([p, n]) => [p, sat(2 * n)]));
                    for (const [p, n] of b.last)
                        for (const [q, m] of b.first)
                            addFollow(p, q, n * m * (spare >= 2 ? 2 : 1), id);
                    if (node.min >= NULLABLE_REPEAT_LIMIT && b.empty > 0 && b.first.size > 0) {
                        throw new Hazard(`repeats a part that can match the empty string ${node.min} times, ${this.source.slice(node.start, node.end)}: a text can be spread over the repetitions in exponentially many ways, so matching it can take exponential time in the server's thread; make the part non-empty or use fewer repetitions`);
                    }
                    // Before the n-th iteration the pattern cannot end here: the copies read as one must not count as "accepts now".
                    if (node.min >= 2 && !b.clean)
                        for (let p = from; p < sets.length; p++)
                            pinned[p] = true;
                    const first = spare >= 1 ? twice(b.first) : b.first;
                    const last = spare >= 2 ? twice(b.last) : b.last;
                    return { ...b, first, last, empty: node.min === 0 ? 1 : b.empty, clean: node.min === 0 || b.clean, pass: node.min === 0 || b.pass };
                }
            }
        };
        const root_ = build(root, []);
        const size = sets.length;
        // Positions the matcher can stand on: reachable from the start through non-empty classes.
        const live = new Array(size).fill(false);
        const queue = [...root_.first.keys()].filter((p) => sets[p].length > 0);
        for (const p of queue)
            live[p] = true;
        while (queue.length > 0) {
            const p = queue.pop();
            for (const q of follow[p].keys()) {
                if (!live[q] && sets[q].length > 0) {
                    live[q] = true;
                    queue.push(q);
                }
            }
        }
        // A failing branch never stands where the rest of the pattern matches empty (the matcher would accept there).
        const kept = live.map((ok, p) => ok && (lookbehind || pinned[p] || !root_.lastClean.has(p)));
        const scc = components(size, (p) => [...follow[p].keys()].filter((q) => kept[q]), kept);
        // Exponential time shows on the pattern read with loops; its copies add no cycle (see analyse).
        if (!copies) {
            const loopOf = (positions, extra) => {
                let common = loopsOf[positions[0]];
                for (const p of positions) {
                    const s = loopsOf[p];
                    let k = 0;
                    while (k < common.length && k < s.length && common[k] === s[k])
                        k++;
                    common = common.slice(0, k);
                }
                let id = common.length > 0 ? common[common.length - 1] : -1;
                if (extra >= 0 && (id < 0 || loops[extra].depth < loops[id].depth))
                    id = extra;
                return id >= 0 ? loops[id] : { start: 0, end: this.source.length, depth: 0, nested: true, alternation: true };
            };
            // Two different moves between the same two states of one cycle.
            for (let p = 0; p < size; p++) {
                if (!kept[p])
                    continue;
                for (const [q, e] of follow[p])
                    if (kept[q] && e.n >= 2 && scc[p] === scc[q])
                        throw new Hazard(this.reason(loopOf([p, q], e.via)));
            }
            // Two different states on one word from the same state back to it: in the product automaton, a pair of different
            // states reachable from the diagonal that leads back to it (diagonal states of one component reach each other).
            const members = new Map();
            for (let p = 0; p < size; p++)
                if (kept[p])
                    members.set(scc[p], [...(members.get(scc[p]) ?? []), p]);
            for (const group of members.values()) {
                const comp = scc[group[0]];
                const next = (p) => [...follow[p].keys()].filter((q) => kept[q] && scc[q] === comp);
                if (group.length === 1 && !follow[group[0]].has(group[0]))
                    continue;
                const seen = new Set();
                const parent = group.map(() => undefined);
                const pairs = group.map((r) => [r, r]);
                for (let k = 0; k < pairs.length; k++) {
                    const [a, b] = pairs[k];
                    const na = next(a);
                    const nb = a === b ? na : next(b);
                    this.tick(na.length * nb.length);
                    for (const x of na) {
                        for (const y of nb) {
                            if (a === b && x > y)
                                continue;
                            if (!intersects(sets[x], sets[y]))
                                continue;
                            if (x === y) {
                                if (a === b)
                                    continue;
                                const chain = [x];
                                for (let at = k; at !== undefined; at = parent[at])
                                    chain.push(...pairs[at]);
                                throw new Hazard(this.reason(loopOf(chain, -1)));
                            }
                            const key = Math.min(x, y) * size + Math.max(x, y);
                            if (seen.has(key))
                                continue;
                            seen.add(key);
                            pairs.push([Math.min(x, y), Math.max(x, y)]);
                            parent.push(k);
                        }
                    }
                }
            }
        }
        // No exponential time: the degree of the polynomial, on the failing runs first. A search that may start past
        // offset 0 is read as a lazy [^]*? in front of the pattern, one more state that reads any character, loops on
        // itself and leads to the positions read first without a `^` (`\d+$` is quadratic: each start runs the digits
        // to the end). It is left out when the pattern matches empty at offset 0 (the search never moves on), and when
        // every way in passes a `^` (V8 then tries offset 0 only).
        const prefix = search && !root_.clean && (root_.free.size > 0 || root_.pass) ? size : -1;
        const degreeSets = prefix >= 0 ? [...sets, [0, this.max]] : sets;
        const degreeKept = prefix >= 0 ? [...kept, true] : kept;
        const next = sets.map((_, p) => (kept[p] ? [...follow[p].keys()].filter((q) => kept[q]) : []));
        if (prefix >= 0)
            next.push([prefix, ...[...root_.free].filter((q) => kept[q])]);
        const failing = this.degree(degreeSets, next, degreeKept);
        const degree = Math.max(failing.top, this.acceptingRunDegree(sets, follow, live, kept, failing));
        // A lookaround's body runs each time the matcher meets it: at most the outer degree's count of times (once per
        // start for a leading one), each costing the body's own degree. An assertion is atomic, so its body's
        // accepting states are dropped as the pattern's are (not a lookbehind's, which V8 matches backwards).
        let total = degree;
        for (const look of looks.values()) {
            const inner = this.check(look.node, look.behind || lookbehind, false, copies);
            if (inner === 0)
                continue;
            const calls = look.leading && !lookbehind ? (prefix >= 0 && !look.anchored ? 1 : 0) : degree;
            total = Math.max(total, inner + calls);
        }
        return total;
    }
    /**
     * The degree of ambiguity of an automaton without exponential ambiguity: a backtracking matcher
     * takes time O(n^degree) on a text of n characters (0: constant, no loop; 1: linear). Standard
     * method (Weber & Seidl; as recheck does it): a strongly connected component that loops has degree 1
     * plus, when it has infinite degree of ambiguity (IDA) with a later component of the highest degree
     * below it, one more: IDA between states p and q means a word w takes p to p, p to q and q to q,
     * so n/|w| copies of w split between the two loops in n/|w| ways. Components are taken in Tarjan's
     * order, which finishes every component after all it leads to.
     */
    degree(sets, next, kept) {
        const size = sets.length;
        const scc = components(size, (p) => next[p], kept);
        let count = 0;
        for (let p = 0; p < size; p++)
            if (kept[p])
                count = Math.max(count, scc[p] + 1);
        const members = Array.from({ length: count }, () => []);
        const after = Array.from({ length: count }, () => new Set());
        const loops = new Array(count).fill(false);
        for (let p = 0; p < size; p++) {
            if (!kept[p])
                continue;
            members[scc[p]].push(p);
            for (const q of next[p]) {
                this.degreeTick();
                if (scc[q] === scc[p])
                    loops[scc[p]] = true;
                else
                    after[scc[p]].add(scc[q]);
            }
        }
        const inside = next.map((qs, p) => qs.filter((q) => scc[q] === scc[p]));
        const degrees = new Array(count).fill(0);
        let top = 0;
        for (let c = 0; c < count; c++) {
            let below = 0;
            for (const d of after[c])
                below = Math.max(below, degrees[d]);
            if (!loops[c])
                degrees[c] = below;
            else if (below === 0)
                degrees[c] = 1;
            else {
                // The components reachable from c whose degree is the highest below it: IDA with one adds one.
                const reach = new Set([c]);
                const stack = [c];
                while (stack.length > 0) {
                    for (const d of after[stack.pop()]) {
                        if (reach.has(d))
                            continue;
                        reach.add(d);
                        stack.push(d);
                    }
                }
                const targets = [...reach].filter((d) => d !== c && loops[d] && degrees[d] === below);
                const ida = this.infinitelyAmbiguous(members[c], inside, (p) => next[p], targets.flatMap((d) => members[d]), inside, sets);
                degrees[c] = ida ? below + 1 : below;
            }
            top = Math.max(top, degrees[c]);
        }
        return { scc, members, inside, loops, degrees, top };
    }
    /**
     * The degree of the last attempt, the one that matches. Its accepting run (the first in the
     * matcher's order) may stand on dropped states, and from each of its steps the matcher first
     * tries the runs that fail, through kept states only (degree sees those). When the accepting run
     * can go round a loop that holds a dropped state (a component F of all live states) while a
     * failing run from it goes round a loop K of kept states on the same word, the n steps of the
     * one each try the other: one degree more than K's (`(?:[ab]*?a|[^a])*` on "bbb…" is quadratic,
     * each `[^a]` trying `[ab]*?a` to the end). That is IDA between F and K, the second copy moving
     * inside F (along the accepting run) and then through kept states (the failing one).
     */
    acceptingRunDegree(sets, follow, live, kept, failing) {
        const size = sets.length;
        if (!live.some((ok, p) => ok && !kept[p]))
            return 0;
        const all = sets.map((_, p) => (live[p] ? [...follow[p].keys()].filter((q) => live[q]) : []));
        const scc = components(size, (p) => all[p], live);
        const members = new Map();
        for (let p = 0; p < size; p++)
            if (live[p])
                members.set(scc[p], [...(members.get(scc[p]) ?? []), p]);
        const inside = all.map((qs, p) => qs.filter((q) => scc[q] === scc[p]));
        let top = 0;
        for (const [comp, states] of members) {
            if (states.every((p) => kept[p]) || !states.some((p) => inside[p].length > 0))
                continue;
            // Along the accepting run inside F, then failing through kept states.
            const middle = (p) => (scc[p] === comp ? all[p].filter((q) => scc[q] === comp || kept[q]) : all[p].filter((q) => kept[q]));
            // The kept loops that failing runs from F reach (F's own kept states among them).
            const reach = new Set();
            const stack = [...states];
            const seen = new Set(stack);
            while (stack.length > 0) {
                const p = stack.pop();
                if (kept[p] && failing.loops[failing.scc[p]])
                    reach.add(failing.scc[p]);
                for (const q of middle(p)) {
                    this.degreeTick();
                    if (seen.has(q))
                        continue;
                    seen.add(q);
                    stack.push(q);
                }
            }
            for (let d = Math.max(0, ...[...reach].map((k) => failing.degrees[k])); d > top; d--) {
                const targets = [...reach].filter((k) => failing.degrees[k] === d).flatMap((k) => failing.members[k]);
                if (targets.length > 0 && this.infinitelyAmbiguous(states, inside, middle, targets, failing.inside, sets)) {
                    top = d + 1;
                    break;
                }
            }
        }
        return top;
    }
    /**
     * Whether some p of `firsts` and q of `thirds` have IDA: in the product of three copies of the
     * automaton (the first moving by `firstNext`, the second by `middleNext`, the third by
     * `thirdNext`), a path from (p, p, q) to (p, q, q). One search serves every pair: with an added
     * move from each (a, y, y) back to (a, a, y), (p, p, q) and (p, q, q) share a strongly connected
     * component exactly when such a path exists (chained paths through the added moves concatenate
     * into one word that works for the first pair, the third copy's runs continuing the second's).
     */
    infinitelyAmbiguous(firsts, firstNext, middleNext, thirds, thirdNext, sets) {
        const size = sets.length;
        const ids = new Map();
        const triples = [];
        const edges = [];
        const key = (a, b, x) => (a * size + b) * size + x;
        const visit = (a, b, x) => {
            const k = key(a, b, x);
            let id = ids.get(k);
            if (id === undefined) {
                id = triples.length;
                ids.set(k, id);
                triples.push([a, b, x]);
                edges.push([]);
                this.degreeTick();
            }
            return id;
        };
        const meets = new Map();
        const meet = (a, x) => {
            const k = a * size + x;
            let m = meets.get(k);
            if (m === undefined)
                meets.set(k, (m = intersection(sets[a], sets[x])));
            return m;
        };
        for (const p of firsts)
            for (const q of thirds)
                visit(p, p, q);
        for (let i = 0; i < triples.length; i++) {
            const [a, b, x] = triples[i];
            const na = firstNext[a];
            const nb = middleNext(b);
            const nx = thirdNext[x];
            this.degreeTick(na.length * nx.length * (1 + nb.length));
            for (const a2 of na) {
                for (const x2 of nx) {
                    const m = meet(a2, x2);
                    if (m.length === 0)
                        continue;
                    for (const b2 of nb)
                        if (intersects(m, sets[b2]))
                            edges[i].push(visit(a2, b2, x2));
                }
            }
            if (b === x)
                edges[i].push(visit(a, a, x));
        }
        const comp = components(triples.length, (i) => edges[i], new Array(triples.length).fill(true));
        for (let i = 0; i < triples.length; i++) {
            const [a, b, x] = triples[i];
            if (a !== b || a === x)
                continue;
            const j = ids.get(key(a, x, x));
            if (j !== undefined && comp[j] === comp[i])
                return true;
        }
        return false;
    }
    reason(loop) {
        const part = this.source.slice(loop.start, loop.end);
        const tail = `matching it can take exponential time in the server's thread`;
        if (loop.nested)
            return `repeats a group that holds a repetition, ${part}, so one text splits among the repetitions in exponentially many ways (as (a+)+ or (\\w+\\s?)* do): ${tail}; write it without the nesting`;
        if (loop.alternation)
            return `repeats a group whose alternatives can match the same text, ${part} (as (a|a)* or (\\w|\\d)+ do): ${tail}; make the alternatives exclusive, or merge them into one class`;
        return `repeats a group that can match the same text in more than one way, ${part}: ${tail}; write it so that each text splits one way only`;
    }
}
/** Strongly connected components (Tarjan, iterative) of the kept states; returns each state's component id. */
function components(size, next, kept) {
    const index = new Array(size).fill(-1);
    const low = new Array(size).fill(0);
    const comp = new Array(size).fill(-1);
    const onStack = new Array(size).fill(false);
    const stack = [];
    let counter = 0;
    let comps = 0;
    for (let root = 0; root < size; root++) {
        if (!kept[root] || index[root] >= 0)
            continue;
        const work = [[root, next(root), 0]];
        index[root] = low[root] = counter++;
        stack.push(root);
        onStack[root] = true;
        while (work.length > 0) {
            const frame = work[work.length - 1];
            const [v, succ] = frame;
            if (frame[2] < succ.length) {
                const w = succ[frame[2]++];
                if (index[w] < 0) {
                    index[w] = low[w] = counter++;
                    stack.push(w);
                    onStack[w] = true;
                    work.push([w, next(w), 0]);
                }
                else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
            }
            else {
                work.pop();
                if (work.length > 0)
                    low[work[work.length - 1][0]] = Math.min(low[work[work.length - 1][0]], low[v]);
                if (low[v] === index[v]) {
                    let w;
                    do {
                        w = stack.pop();
                        onStack[w] = false;
                        comp[w] = comps;
                    } while (w !== v);
                    comps++;
                }
            }
        }
    }
    return comp;
}
/** Every pack load checks every pattern twice (the schema's bounds, then ajv's compile): the answers are kept, a bounded number of them. */
const MAX_CACHED = 1024;
const costs = new Map();
/** The analysis of `source` with `flags`. Never throws: an invalid pattern is a hazard like the others. */
function patternCost(source, flags = 'u') {
    const key = `${flags}/${source}`;
    const known = costs.get(key);
    if (known)
        return known;
    const cost = analyse(source, flags);
    if (costs.size >= MAX_CACHED)
        costs.clear();
    costs.set(key, cost);
    return cost;
}
const refused = (hazard) => ({ hazard, degree: 0, bounded: 0, span: 1 });
/**
 * The pattern read twice. With each counted repetition `{n,m}` a loop (`{n,}`), the check for
 * exponential time, and a degree that holds for every length. Then, when the copies fit in
 * MAX_POSITIONS, with each read as its m copies, the degree as the length grows: a copy is a
 * position of its own, so a counted repetition adds no loop (`^\d{1,3}\d{1,3}$` is constant, not
 * quadratic). The copies are a subset of the loop's runs, so the second degree is no higher; the
 * powers it drops each come from a repetition that goes round at most `span` times, which bounds
 * what they add (see maxLengthFor). A second reading too complex to finish keeps the first degree.
 */
function analyse(source, flags) {
    if (source.length > MAX_SOURCE)
        return refused(`is longer than ${MAX_SOURCE} characters, too long to check for exponential matching time; shorten it`);
    try {
        new RegExp(source, flags);
    }
    catch {
        return refused('is not a valid regular expression');
    }
    try {
        const parser = new Parser(source, flags);
        const tree = parser.parse();
        const search = !flags.includes('y');
        const loopDegree = new Analysis(source, parser.max).check(tree, false, search);
        const { positions, span } = countedCopies(tree);
        let degree = loopDegree;
        if (span > 1 && positions <= MAX_POSITIONS) {
            try {
                degree = Math.min(loopDegree, new Analysis(source, parser.max).check(tree, false, search, true));
            }
            catch (err) {
                if (!(err instanceof Hazard))
                    throw err;
            }
        }
        return { hazard: null, degree, bounded: loopDegree - degree, span };
    }
    catch (err) {
        if (err instanceof Hazard)
            return refused(err.message);
        return refused(`could not be checked for exponential matching time (${err?.message ?? String(err)}); simplify it`);
    }
}
/**
 * How many positions a tree has with each counted repetition `{n,m}` (m ≥ 2) read as m copies of
 * its body, and the most copies of one position (MAX_POSITIONS + 1 for any number past it).
 */
function countedCopies(node) {
    const cap = (n) => Math.min(n, MAX_POSITIONS + 1);
    switch (node.kind) {
        case 'char':
            return { positions: 1, span: 1 };
        case 'empty':
            return { positions: 0, span: 1 };
        case 'assert':
            return node.look ? countedCopies(node.look) : { positions: 0, span: 1 };
        case 'seq':
        case 'alt': {
            let positions = 0;
            let span = 1;
            for (const item of node.items) {
                const c = countedCopies(item);
                positions = cap(positions + c.positions);
                span = Math.max(span, c.span);
            }
            return { positions, span };
        }
        case 'repeat': {
            const body = countedCopies(node.body);
            if (node.max < 2 || node.max === Infinity)
                return body;
            return { positions: cap(body.positions * node.max), span: cap(body.span * node.max) };
        }
    }
}
/**
 * How much backtracking one test of a polynomial pattern may cost: maxLength^degree at most this
 * (with what counted repetitions add, see maxLengthFor).
 * Measured in Node 20 (V8 11.3) on this 2-core runner, on each pattern's worst near-miss text at
 * the maxLength it allows: `^(?:a|b)*a(?:a|b)*$` took 27 ms first (interpreted), 20 ms warm at
 * 3162 characters; `^\d*\d*$`, `\s*$`, `.*foo.*`, `^[^@]+@[^@]+\.[^@]+$` 7-10 ms; degree 3 at 215
 * (`^\d*\d*\d*$`, `^.*a.*a.*a$`, `\d*\d*$`) 17 ms first, 3 ms warm; degree 4 at 56, 5 ms. So
 * a call stays well under a second with a margin for a slower host or a heavier class, while the
 * maxLength allowed (3162 for n², 215 for n³, 56 for n⁴) still fits an address, a path or a
 * short text.
 */
const POLYNOMIAL_BUDGET = 10_000_000;
/**
 * The largest maxLength N with min(N, span)^bounded · N^degree within POLYNOMIAL_BUDGET (at least
 * 1); Infinity for a pattern that needs none: linear with no factor from counted repetitions, or
 * constant with what they add within POLYNOMIAL_BUDGET.
 *
 * A linear pattern needs no maxLength: without one only the MCP message bounds the text (the
 * SDK's read buffer, 10 MiB), and one pass over it costs about what reading the message does
 * (`^\d+$` on 10,485,760 digits and a letter: 59-64 ms; JSON.parse of that message: 12-33 ms).
 * A factor its counted repetitions multiply each character's work by is no such cost, since the
 * text can be that long: it is held to POLYNOMIAL_BUDGET as a power of the length is, with
 * min(N, span)^bounded · N ≤ 10⁷. Unbounded, the worst texts (digits or letters, then one
 * character that fails) took 6.9-8.9 s for `^\d*\d{0,30}\d{0,30}$` (30² per character) on
 * 1,000,000 digits, 8.4-10.4 s for `^\d*\d{0,999}$` on 1,000,000, and 0.65-0.88 s for
 * `^[a-z]{1,10}[a-z0-9]*$` on 10 MiB; at the maxLength the budget gives them (11111, 10010,
 * 1,000,000) 85-108 ms, 102-200 ms and 85-97 ms, and `^\d*\d{0,100}$` 55-118 ms at 100,000,
 * where `^\d*\d*$` took 26-36 ms at 3162 and `^(?:a|b)*a(?:a|b)*$` 62-110 ms ("a"s and a "c"):
 * `node -e` timing RegExp.prototype.test three times on each, Node 20.20 (V8 11.3), on this
 * 2-core runner while other jobs ran.
 */
/**
 * What counted repetitions may multiply a linear pattern's work by with no maxLength: small
 * counts beside a loop (an unanchored `\d{4}-\d{2}-\d{2}`, `[A-Z]{3}`, `^\d*\.?\d{1,2}$`) cost
 * 15-74 ms on the largest message, about what reading it does; `^[a-z]{1,10}[a-z0-9]*$` (10)
 * 0.5-0.9 s, the most this allows. A larger factor (`[0-9a-f]{40}`: 1.2-1.8 s, `^\d*\d{0,30}\d{0,30}$`:
 * 7-10 s on 1 MB) needs a maxLength within the budget.
 */
const LINEAR_FACTOR = 16;
function maxLengthFor({ degree, bounded, span }) {
    if (degree + bounded <= 1 || (degree === 0 && span ** bounded <= POLYNOMIAL_BUDGET) || (degree === 1 && span ** bounded <= LINEAR_FACTOR))
        return Infinity;
    const work = (n) => Math.min(n, span) ** bounded * n ** degree;
    let low = 1;
    let high = POLYNOMIAL_BUDGET;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (work(mid) <= POLYNOMIAL_BUDGET)
            low = mid;
        else
            high = mid - 1;
    }
    return low;
}
/** Why a polynomial pattern needs a shorter input, as a phrase to follow `pattern "…"`; `names` when it tests property names. */
function polynomialReason(cost, names = false) {
    const { degree, bounded, span } = cost;
    const power = bounded === 0 ? `${degree}` : `${degree + bounded} (counted repetitions, of up to ${span}, cap ${bounded} of those powers at ${span})`;
    return `can take time growing as the input length to the power ${power}; give ${names ? 'propertyNames' : 'this parameter'} a maxLength of at most ${maxLengthFor(cost)}`;
}
/** The schema being compiled: the longest text (in code points) each of its polynomial patterns can meet (see withPatternLengthLimits). */
let lengthLimits;
/**
 * Runs `compile` (ajv compiling one schema, synchronously) with, for each pattern of the schema,
 * the longest text it can be tested on: the largest of the maxLength bounds at its places, a
 * pattern with an unbounded place left out. guardedRegExp accepts a polynomial pattern only with a
 * limit within POLYNOMIAL_BUDGET, and gives ajv a RegExp that does not run on a longer text: ajv
 * runs with allErrors, so `pattern` is tested even on a string whose `maxLength` already failed.
 */
function withPatternLengthLimits(limits, compile) {
    const outer = lengthLimits;
    lengthLimits = limits;
    try {
        return compile();
    }
    finally {
        lengthLimits = outer;
    }
}
/**
 * A polynomial pattern that does not match a text longer than `limit` (code points with `u`, as
 * maxLength counts, else code units) without running: such a text already fails the maxLength
 * that bounds every place of the pattern, so the schema's verdict is unchanged, and the
 * backtracking stays within the budget.
 */
class LengthLimitedRegExp extends RegExp {
    limit;
    /** Derived objects (split, matchAll) are plain RegExps: they know no limit. */
    static get [Symbol.species]() {
        return RegExp;
    }
    constructor(pattern, flags, limit) {
        super(pattern, flags);
        this.limit = limit;
    }
    test(text) {
        const s = String(text);
        if (s.length > this.limit && (!this.unicode || codePointsOver(s, this.limit)))
            return false;
        return super.test(s);
    }
    /** ajv keeps one RegExp per distinct toString(): the same pattern under another limit is another one. */
    toString() {
        return `${super.toString()} (at most ${this.limit} characters)`;
    }
}
/** Whether `s` has more than `limit` code points (a surrogate pair counts once, as ajv's maxLength counts). */
function codePointsOver(s, limit) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00)
            i++;
        if (++n > limit)
            return true;
    }
    return false;
}
/**
 * ajv's regular expression engine for tool input schemas: `new RegExp`, refusing a pattern whose
 * matching can take exponential time (see patternCost) when the schema compiles, so such a tool
 * is a validation error and never enabled, instead of a call that hangs the server. A polynomial
 * pattern is accepted only with a length limit within maxLengthFor, set by withPatternLengthLimits,
 * and then runs on texts within it only.
 */
function guardedRegExp(pattern, flags) {
    const re = new RegExp(pattern, flags);
    const cost = patternCost(pattern, flags);
    if (cost.hazard !== null)
        throw new Error(`pattern ${JSON.stringify(pattern)} ${cost.hazard}`);
    const most = maxLengthFor(cost);
    if (most === Infinity)
        return re;
    const limit = lengthLimits?.get(pattern);
    if (limit === undefined || limit > most)
        throw new Error(`pattern ${JSON.stringify(pattern)} ${polynomialReason(cost)}`);
    return new LengthLimitedRegExp(pattern, flags, limit);
}
guardedRegExp.code = 'guardedRegExp';

;// CONCATENATED MODULE: ./src/capability/schema-pattern-bounds.ts

/** Keywords whose value is one subschema applied to… the same instance (SAME), or to another (OTHER). */
const SAME_ONE = ['not', 'if', 'then', 'else'];
const OTHER_ONE = ['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema', 'items'];
const SAME_LIST = ['allOf', 'anyOf', 'oneOf'];
const OTHER_LIST = ['items', 'prefixItems'];
const OTHER_MAP = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies'];
/** Subschemas that run only through a `$ref`. */
const DEFINITIONS = ['definitions', '$defs'];
const isSchema = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeToken = (key) => key.replace(/~/g, '~0').replace(/\//g, '~1');
class Walk {
    root;
    /** Every schema object, with the pointer of its first place and how it is reached. */
    pointers = new Map();
    edges = new Map();
    /** Objects whose `$ref` resolved, and what to. */
    refs = new Map();
    /** Referrers of each `$ref` target. */
    referrers = new Map();
    /** Whether an evaluation this walk cannot see may reach some subschema: then no bound from a context counts. */
    unsure = false;
    down = new Map();
    full = new Map();
    constructor(root) {
        this.root = root;
        this.visit(root, '', undefined);
        // A nested $id moves the base "#/…" resolves against: no $ref is resolved then.
        const nestedId = [...this.pointers.keys()].some((s) => s !== root && s.$id !== undefined);
        for (const s of this.pointers.keys()) {
            if (s.$ref !== undefined) {
                const target = !nestedId && typeof s.$ref === 'string' ? this.resolve(s.$ref) : undefined;
                if (target) {
                    this.refs.set(s, target);
                    this.referrers.set(target, [...(this.referrers.get(target) ?? []), s]);
                }
                else
                    this.unsure = true;
            }
            if (s.$dynamicRef !== undefined || s.$recursiveRef !== undefined)
                this.unsure = true;
        }
    }
    visit(s, pointer, edge) {
        if (edge)
            this.edges.set(s, [...(this.edges.get(s) ?? []), edge]);
        if (this.pointers.has(s))
            return; // an object at two places (built in code): walked once, both edges kept
        this.pointers.set(s, pointer);
        const child = (v, at, keyword) => {
            if (isSchema(v))
                this.visit(v, `${pointer}/${at}`, { parent: s, keyword });
        };
        for (const k of [...SAME_ONE, ...OTHER_ONE])
            child(s[k], k, k);
        for (const k of [...SAME_LIST, ...OTHER_LIST])
            if (Array.isArray(s[k]))
                s[k].forEach((v, i) => child(v, `${k}/${i}`, k));
        for (const k of [...OTHER_MAP, ...DEFINITIONS])
            if (isSchema(s[k]))
                for (const [key, v] of Object.entries(s[k]))
                    child(v, `${k}/${escapeToken(key)}`, k);
    }
    /** A `$ref` within this document ("#" or "#/json/pointer"); undefined for any other (an anchor, another document). */
    resolve(ref) {
        if (ref === '#')
            return this.root;
        if (!ref.startsWith('#/'))
            return undefined;
        let at = this.root;
        for (const raw of ref.slice(2).split('/')) {
            let key;
            try {
                key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
            }
            catch {
                return undefined;
            }
            if (Array.isArray(at))
                at = at[Number(key)];
            else if (isSchema(at) && Object.hasOwn(at, key))
                at = at[key];
            else
                return undefined;
        }
        return isSchema(at) && this.pointers.has(at) ? at : undefined;
    }
    /**
     * The smallest bound `own` gives that always applies to the instance of `s` (Infinity when none):
     * from `s`, its `allOf` members and `$ref` target (down), and from every context that evaluates
     * `s` (the largest of them: each must bound it). A cycle counts as unbounded.
     */
    bound(s, kind, own) {
        const memo = this.full.get(kind) ?? new Map();
        this.full.set(kind, memo);
        const known = memo.get(s);
        if (known !== undefined)
            return known;
        memo.set(s, Infinity); // in progress: a cycle back here counts as unbounded
        let context = -Infinity;
        const contexts = (this.edges.get(s) ?? []).filter((e) => !DEFINITIONS.includes(e.keyword));
        if (s === this.root || this.unsure || contexts.some((e) => e.keyword !== 'allOf'))
            context = Infinity;
        for (const e of contexts)
            if (e.keyword === 'allOf')
                context = Math.max(context, this.bound(e.parent, kind, own));
        for (const r of this.referrers.get(s) ?? [])
            context = Math.max(context, this.bound(r, kind, own));
        // Reached by no evaluation at all (an unused definition): nothing is known of its instance.
        if (context === -Infinity)
            context = Infinity;
        const result = Math.min(this.downward(s, kind, own, new Set()), context);
        memo.set(s, result);
        return result;
    }
    downward(s, kind, own, path) {
        const memo = this.down.get(kind) ?? new Map();
        this.down.set(kind, memo);
        const known = memo.get(s);
        if (known !== undefined)
            return known;
        if (path.has(s))
            return Infinity;
        path.add(s);
        let b = own(s);
        if (Array.isArray(s.allOf))
            for (const m of s.allOf)
                if (isSchema(m))
                    b = Math.min(b, this.downward(m, kind, own, path));
        const target = this.refs.get(s);
        if (target)
            b = Math.min(b, this.downward(target, kind, own, path));
        path.delete(s);
        memo.set(s, b);
        return b;
    }
    /** Whether `s` validates a property name: reached from `propertyNames` through keywords on the same instance. */
    names(s, seen = new Set()) {
        if (seen.has(s))
            return false;
        seen.add(s);
        return (this.edges.get(s) ?? []).some((e) => e.keyword === 'propertyNames' || ((SAME_ONE.includes(e.keyword) || SAME_LIST.includes(e.keyword)) && this.names(e.parent, seen)));
    }
}
const maxLengthOf = (s) => (typeof s.maxLength === 'number' && s.maxLength >= 0 ? s.maxLength : Infinity);
/** Every place a pattern tests a text in `schema`, with the bound on that text. The schema must be valid against its meta-schema. */
function patternSites(schema) {
    const walk = new Walk(schema);
    const valueBound = (s) => walk.bound(s, 'value', maxLengthOf);
    // The names of an object's properties: bounded by the maxLength of a propertyNames that always applies to it.
    const nameBound = (s) => walk.bound(s, 'names', (o) => (isSchema(o.propertyNames) ? valueBound(o.propertyNames) : Infinity));
    const finite = (n) => (Number.isFinite(n) ? n : null);
    const sites = [];
    for (const [s, pointer] of walk.pointers) {
        if (typeof s.pattern === 'string')
            sites.push({ pattern: s.pattern, pointer: `${pointer}/pattern`, names: walk.names(s), maxLength: finite(valueBound(s)) });
        if (isSchema(s.patternProperties)) {
            const bound = finite(nameBound(s));
            for (const key of Object.keys(s.patternProperties))
                sites.push({ pattern: key, pointer: `${pointer}/patternProperties/${escapeToken(key)}`, names: true, maxLength: bound });
        }
    }
    return sites;
}
/**
 * The polynomial patterns of `sites` without a small enough bound, one problem each (with its
 * pointer). A pattern refused outright (exponential, unreadable) is left to guardedRegExp, which
 * refuses it when the schema compiles.
 */
function slowPatternProblems(sites, flags = 'u') {
    const problems = [];
    for (const site of sites) {
        const cost = patternCost(site.pattern, flags);
        if (cost.hazard !== null)
            continue;
        const most = maxLengthFor(cost);
        if (most === Infinity || (site.maxLength !== null && site.maxLength <= most))
            continue;
        problems.push({ pointer: site.pointer, message: `pattern ${JSON.stringify(site.pattern)} ${polynomialReason(cost, site.names)}` });
    }
    return problems;
}
/**
 * For guardedRegExp (withPatternLengthLimits): each pattern's longest tested text, the largest
 * bound over its sites; a pattern with an unbounded site is left out (refused if polynomial).
 */
function patternLengthLimits(sites) {
    const limits = new Map();
    const unbounded = new Set();
    for (const { pattern, maxLength } of sites) {
        if (maxLength === null)
            unbounded.add(pattern);
        else
            limits.set(pattern, Math.max(limits.get(pattern) ?? 0, maxLength));
    }
    for (const pattern of unbounded)
        limits.delete(pattern);
    return limits;
}

;// CONCATENATED MODULE: ./src/capability/input-schema.ts





/** Each dialect's `$schema` as ajv registers it, and the spellings accepted for it (http or https, with or without "#"). */
const DIALECTS = [
    { dialect: 'draft-07', id: 'http://json-schema.org/draft-07/schema', pattern: /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/ },
    { dialect: '2019-09', id: 'https://json-schema.org/draft/2019-09/schema', pattern: /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/ },
    { dialect: '2020-12', id: 'https://json-schema.org/draft/2020-12/schema', pattern: /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/ },
];
/**
 * How deeply an inputSchema may nest (objects and arrays, counted from the schema itself). ajv
 * walks schemas recursively, so a hostile depth (1000 levels of `items`) would overflow the
 * stack; real tool inputs use a handful of levels.
 */
const MAX_SCHEMA_DEPTH = 64;
const instances = {};
function ajvFor(dialect) {
    // A pattern that could hang the server is refused when the schema compiles (see guardedRegExp).
    // ajv gives patterns the "u" flag (unicodeRegExp), as slowPatternProblems assumes.
    const options = { allErrors: true, strict: false, validateFormats: false, code: { regExp: guardedRegExp } };
    return (instances[dialect] ??= dialect === '2020-12' ? new _2020.Ajv2020(options) : dialect === '2019-09' ? new _2019.Ajv2019(options) : new ajv.Ajv(options));
}
/** The dialect a schema's `$schema` names (draft-07 when absent), or null when it is not one we support. */
function dialectOf(schema) {
    if (!Object.hasOwn(schema, '$schema'))
        return DIALECTS[0];
    const s = schema.$schema;
    return typeof s === 'string' ? (DIALECTS.find((d) => d.pattern.test(s)) ?? null) : null;
}
/** Nesting depth of a JSON value (0 for a scalar), stopping as soon as it passes `limit`; iterative, so it cannot overflow. */
function depthOver(value, limit) {
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [v, depth] = stack.pop();
        if (typeof v !== 'object' || v === null)
            continue;
        if (depth > limit)
            return true;
        for (const child of Array.isArray(v) ? v : Object.values(v))
            if (typeof child === 'object' && child !== null)
                stack.push([child, depth + 1]);
    }
    return false;
}
/** The schema as ajv must see it: `$schema` in the spelling ajv registered, no `$id` (a second compile of one `$id` clashes in ajv's registry). */
function forAjv(schema, id) {
    const { $id: _id, $schema: _schema, ...rest } = schema;
    return { $schema: id, ...rest };
}
function firstLine(err) {
    const message = err?.message ?? String(err);
    return message.split('\n')[0];
}
/** Each schema object's validator, compiled once (see inputSchemaProblems, validateInput). */
const compiled = new WeakMap();
/** Why an inputSchema is not usable, one message per problem; empty when it is fine. Never throws. */
function inputSchemaProblems(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return [{ pointer: '', message: 'must be a JSON Schema object' }];
    const s = schema;
    const problems = [];
    if (s.type !== 'object')
        problems.push({ pointer: '/type', message: 'must be "object": tool input is always a JSON object (MCP requires it)' });
    const dialect = dialectOf(s);
    if (!dialect) {
        const shown = typeof s.$schema === 'string' ? JSON.stringify(s.$schema) : `a ${s.$schema === null ? 'null' : Array.isArray(s.$schema) ? 'list' : typeof s.$schema}`;
        problems.push({ pointer: '/$schema', message: `unsupported $schema ${shown}: use draft-07 (the default: leave $schema out), 2019-09 or 2020-12` });
        return problems;
    }
    if (depthOver(s, MAX_SCHEMA_DEPTH)) {
        problems.push({ pointer: '', message: `is nested too deeply (more than ${MAX_SCHEMA_DEPTH} levels of objects and arrays): flatten it, or use $ref to definitions` });
        return problems;
    }
    const ajv = ajvFor(dialect.dialect);
    let valid;
    try {
        valid = ajv.validateSchema(forAjv(s, dialect.id));
    }
    catch (err) {
        problems.push({ pointer: '', message: `cannot be checked against the JSON Schema meta-schema: ${firstLine(err)}` });
        return problems;
    }
    if (!valid) {
        // One message per place: a bad `type` fails enum, array and anyOf at once.
        const seen = new Set();
        for (const e of ajv.errors ?? []) {
            if (seen.has(e.instancePath))
                continue;
            seen.add(e.instancePath);
            const allowed = e.keyword === 'enum' ? `: one of ${e.params.allowedValues.join(', ')}` : '';
            problems.push({ pointer: e.instancePath, message: `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${allowed} (JSON Schema meta-schema)` });
        }
        return problems;
    }
    // A polynomial pattern needs a maxLength small enough: reported at its place, before ajv would refuse the first one.
    let sites;
    try {
        sites = patternSites(s);
    }
    catch (err) {
        problems.push({ pointer: '', message: `cannot be checked for slow patterns: ${firstLine(err)}` });
        return problems;
    }
    const slow = slowPatternProblems(sites);
    if (slow.length > 0) {
        problems.push(...slow);
        return problems;
    }
    try {
        // The validator the checked schema compiles to is the one validateInput uses: one walk and one compile.
        compiled.set(s, compileUncached(s, sites));
    }
    catch (err) {
        problems.push({ pointer: '', message: `does not compile: ${firstLine(err)}` });
    }
    return problems;
}
function compileUncached(schema, sites = patternSites(schema)) {
    const dialect = dialectOf(schema);
    if (!dialect)
        throw new Error(`unsupported $schema ${JSON.stringify(schema.$schema)}`);
    // Each polynomial pattern runs only on texts within the maxLength that bounds all its places (see guardedRegExp).
    return withPatternLengthLimits(patternLengthLimits(sites), () => ajvFor(dialect.dialect).compile(forAjv(schema, dialect.id)));
}
/** Validates tool arguments; returns one readable message per problem (empty when valid). */
function validateInput(schema, input) {
    let validate = compiled.get(schema);
    if (!validate) {
        validate = compileUncached(schema);
        compiled.set(schema, validate);
    }
    if (validate(input))
        return [];
    const errors = validate.errors ?? [];
    // A text over its maxLength never reaches a bounded pattern (the length gate answers "no match"
    // without running it): that "must match pattern" says nothing true, the maxLength error says why.
    const tooLong = new Set(errors.filter((e) => e.keyword === 'maxLength').map((e) => e.instancePath));
    return errors.filter((e) => !(e.keyword === 'pattern' && tooLong.has(e.instancePath))).map((e) => {
        if (e.keyword === 'required')
            return `missing required parameter "${e.params.missingProperty}"`;
        if (e.keyword === 'additionalProperties')
            return `unknown parameter "${e.params.additionalProperty}"`;
        return `${e.instancePath ? `parameter ${e.instancePath.slice(1).replace(/\//g, '.')}` : 'input'} ${e.message ?? 'is invalid'}`;
    });
}


/***/ }),

/***/ 5264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JR: () => (/* binding */ TOOLS_JSON),
/* harmony export */   T9: () => (/* binding */ toolSpecs),
/* harmony export */   fe: () => (/* binding */ DEFAULT_MAX_TOOLS),
/* harmony export */   n9: () => (/* binding */ DEFAULT_MAX_OUTPUT_BYTES),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
/* harmony export */   y$: () => (/* binding */ loadCapabilityPack),
/* harmony export */   zb: () => (/* binding */ isAbsoluteCommand)
/* harmony export */ });
/* unused harmony export MAX_DOC_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_14___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_14__);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6153);
/* harmony import */ var _core_yaml_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1076);
/* harmony import */ var _core_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1550);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4296);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6296);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(7135);
/* harmony import */ var _tools_schema_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5989);
/* harmony import */ var _input_schema_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2831);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1725);
/* harmony import */ var _metadata_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1857);
















const TOOLS_JSON = 'tools.json';
/** Entry docs and tools.json are read whole; anything larger is refused. */
const MAX_DOC_BYTES = 4 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** The most pack tools a host enables at once unless configured otherwise (§10: a provider's tool list is finite). */
const DEFAULT_MAX_TOOLS = 64;
let toolsValidator = null;
function validateToolsJson() {
    toolsValidator ??= new ajv__WEBPACK_IMPORTED_MODULE_14__.Ajv({ allErrors: true, strict: false }).compile(_tools_schema_js__WEBPACK_IMPORTED_MODULE_10__/* .capabilityToolsSchema */ .l0);
    return toolsValidator;
}
/** Reads what the rules and the host need, once: the entry doc and tools.json. Never throws for pack content. */
async function loadCapabilityPack(root, options = {}) {
    const toolsPath = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, TOOLS_JSON);
    const ctx = {
        root,
        entry: null,
        entryProblem: null,
        toolsPath,
        hasToolsJson: false,
        toolsReadError: null,
        toolsDecoded: null,
        toolsEncodingAt: {},
        toolsJson: null,
        schemaErrors: [],
        tools: [],
        duplicateNames: [],
        toolsProblems: [],
        locate: () => ({}),
    };
    await resolveEntry(ctx, options.entry);
    await loadTools(ctx);
    return ctx;
}
async function resolveEntry(ctx, configured) {
    const candidates = [];
    if (configured !== undefined) {
        try {
            await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveContained */ .mi)(ctx.root, configured);
        }
        catch (err) {
            ctx.entryProblem = `configured entry doc ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .showPath */ .P8)(configured)}: ${readProblem(err, configured, ctx.root)}`;
            return;
        }
        if (!(await isFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(ctx.root, configured)))) {
            ctx.entryProblem = `configured entry doc ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .showPath */ .P8)(configured)} does not exist: create it or change the configured name`;
            return;
        }
        candidates.push({ rel: configured, reason: 'configured' });
    }
    else {
        let names;
        try {
            names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(ctx.root)).sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_15__/* .compareBytes */ .Xo);
        }
        catch (err) {
            ctx.entryProblem = `the pack folder cannot be read: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFsError */ .TQ)(err, '.').replace(/^\.: /, '')}`;
            return;
        }
        const mds = [];
        for (const n of names)
            if (n.toLowerCase().endsWith('.md') && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(ctx.root, n))))
                mds.push(n);
        if (mds.includes('SKILL.md'))
            candidates.push({ rel: 'SKILL.md', reason: 'SKILL.md' });
        else if (mds.includes('README.md'))
            candidates.push({ rel: 'README.md', reason: 'README.md' });
        else if (mds.length > 0)
            candidates.push({ rel: mds[0], reason: 'first root *.md' });
    }
    if (candidates.length === 0) {
        ctx.entryProblem = 'no entry doc: add SKILL.md (or README.md) with YAML frontmatter holding name and description';
        return;
    }
    const { rel, reason } = candidates[0];
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(ctx.root, rel);
    const entry = { rel, abs, reason, decoded: null, encodingAt: {}, readError: null, frontmatter: null };
    ctx.entry = entry;
    try {
        await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveContained */ .mi)(ctx.root, rel);
        const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(abs, MAX_DOC_BYTES);
        entry.decoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
        entry.encodingAt = encodingProblemAt(bytes, entry.decoded);
    }
    catch (err) {
        entry.readError = readProblem(err, rel, ctx.root);
        return;
    }
    let doc;
    try {
        doc = (0,_core_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .parseMarkdown */ .Dd)(entry.decoded.text);
    }
    catch (err) {
        if (!(err instanceof _core_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .MarkdownTooComplexError */ .Ko))
            throw err;
        entry.readError = err.message;
        return;
    }
    if (doc.frontmatter) {
        const parsed = (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.parseYaml)(doc.frontmatter.raw);
        const { bodyLine, position } = doc.frontmatter;
        const error = parsed.error ? { ...parsed.error, line: parsed.error.line !== undefined ? parsed.error.line + bodyLine - 1 : position.line } : null;
        const locate = (...keys) => {
            const at = keys.length > 0 ? (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.locatePointer)(parsed, (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.jsonPointer)(keys)) : undefined;
            return at ? { line: at.line + bodyLine - 1, column: at.column } : { line: position.line, column: 1 };
        };
        entry.frontmatter = { value: parsed.value, error, line: position.line, locate };
    }
}
/** A read failure as a message without the pack's absolute path (reports show paths relative to the pack). */
function readProblem(err, rel, root) {
    const message = err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .PackwrightError */ .hk ? err.message.replace(/^.*?: /, '') : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFsError */ .TQ)(err, rel);
    return message.split(`${root}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`).join('').split(root).join('the pack');
}
/** Line and column (UTF-16 units, as elsewhere) of a decoding problem: the BOM, or the first bad byte. */
function encodingProblemAt(bytes, decoded) {
    if (!decoded.problem)
        return {};
    const offset = decoded.badOffset ?? 0;
    let line = 1;
    let lineStart = decoded.hasBom ? 3 : 0;
    for (let i = lineStart; i < offset && i < bytes.length; i++) {
        if (bytes[i] === 0x0a) {
            line++;
            lineStart = i + 1;
        }
    }
    const column = offset > lineStart ? Buffer.from(bytes.subarray(lineStart, offset)).toString('utf8').length + 1 : 1;
    return { line, column };
}
async function isFile(p) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(p)).isFile();
    }
    catch {
        return false;
    }
}
async function loadTools(ctx) {
    try {
        // lstat: a dangling tools.json symlink is a broken tools.json, not a pack without one.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(ctx.toolsPath);
        ctx.hasToolsJson = true;
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return;
        ctx.hasToolsJson = true;
    }
    try {
        await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveContained */ .mi)(ctx.root, TOOLS_JSON);
        const bytes = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFileLimited */ .lB)(ctx.toolsPath, MAX_DOC_BYTES);
        ctx.toolsDecoded = (0,_core_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeUtf8 */ ._6)(bytes);
        ctx.toolsEncodingAt = encodingProblemAt(bytes, ctx.toolsDecoded);
    }
    catch (err) {
        ctx.toolsReadError = readProblem(err, TOOLS_JSON, ctx.root);
        return;
    }
    // A repeated key would hide a member from every check (JSON.parse keeps the last, other readers the first).
    ctx.toolsJson = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_4__.parseJson)(ctx.toolsDecoded.text, { uniqueKeys: true });
    const value = ctx.toolsJson.value;
    if (value === undefined)
        return;
    let yamlView = null;
    ctx.locate = (pointer) => {
        yamlView ??= (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.parseYaml)(ctx.toolsDecoded.text);
        try {
            return (0,_core_yaml_js__WEBPACK_IMPORTED_MODULE_5__.locatePointer)(yamlView, pointer) ?? {};
        }
        catch {
            return {};
        }
    };
    const validate = validateToolsJson();
    if (!validate(value))
        ctx.schemaErrors = validate.errors ?? [];
    const list = value?.tools;
    if (!Array.isArray(list))
        return;
    const byName = new Map();
    const baseNames = Object.values(_metadata_js__WEBPACK_IMPORTED_MODULE_13__/* .BASE_TOOL */ .b_);
    for (const [index, raw] of list.entries()) {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            continue;
        const t = raw;
        const entry = { index, raw, schemaProblems: [], execProblems: [] };
        // A non-object inputSchema is the JSON Schema's to report (cap-tools-json), once.
        if (isObject(t.inputSchema))
            entry.schemaProblems = (0,_input_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .inputSchemaProblems */ .Q)(t.inputSchema);
        entry.execProblems = await execProblems(ctx.root, t);
        ctx.tools.push(entry);
        if (typeof t.name === 'string') {
            byName.set(t.name, [...(byName.get(t.name) ?? []), index]);
            if (baseNames.includes(t.name))
                ctx.toolsProblems.push({ pointer: `/tools/${index}/name`, message: `tools[${index}] is named ${t.name}, the name of a host base tool: a host refuses to enable it (tool_conflict); rename it` });
        }
        if (typeof t.description === 'string' && t.description !== '' && t.description.trim() === '') {
            ctx.toolsProblems.push({ pointer: `/tools/${index}/description`, message: `tools[${index}] description is blank: say what the tool does and when to use it` });
        }
    }
    for (const [name, indexes] of byName)
        if (indexes.length > 1)
            ctx.duplicateNames.push({ name, indexes });
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** JSON types a whole-argument placeholder can carry: a scalar becomes one argument, an array of scalars one per item. */
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Why a parameter's declared type cannot be passed as an argument, or null (an untyped parameter is not judged). */
function argumentTypeProblem(prop) {
    if (!isObject(prop))
        return null;
    const types = typeof prop.type === 'string' ? [prop.type] : Array.isArray(prop.type) ? prop.type.filter((x) => typeof x === 'string') : [];
    if (types.includes('object'))
        return 'is of type object';
    if (types.includes('array') && isObject(prop.items)) {
        const items = prop.items;
        const itemTypes = typeof items.type === 'string' ? [items.type] : Array.isArray(items.type) ? items.type : [];
        const bad = itemTypes.find((x) => typeof x === 'string' && !SCALAR_TYPES.has(x));
        if (bad)
            return `is an array of ${bad}s`;
    }
    return null;
}
/** Whether a command is an absolute path on any platform: `/x`, `\\x`, `\\\\server\\x`, `C:\x`, `C:x` (cap-tool-exec and exec_best_effort refuse one). */
function isAbsoluteCommand(command) {
    return command.startsWith('/') || command.startsWith('\\') || /^[A-Za-z]:/.test(command);
}
/** What the JSON Schema cannot say about `exec`: placeholders and the command's path. */
async function execProblems(root, tool) {
    const exec = tool.exec;
    if (typeof exec !== 'object' || exec === null)
        return [];
    const problems = [];
    const schema = tool.inputSchema;
    const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
    const props = Object.keys(properties);
    if (Array.isArray(exec.args)) {
        for (const [i, arg] of exec.args.entries()) {
            if (typeof arg !== 'string')
                continue;
            const shown = `args[${i}] ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteEscaped */ .kd)(arg)}`;
            const found = (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .placeholderProblems */ .y7)(arg, props);
            for (const message of found)
                problems.push({ pointer: `/exec/args/${i}`, message: `${shown}: ${message}` });
            const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .placeholderName */ .rl)(arg);
            const typeProblem = found.length === 0 && name !== null && Object.hasOwn(properties, name) ? argumentTypeProblem(properties[name]) : null;
            if (typeProblem)
                problems.push({ pointer: `/exec/args/${i}`, message: `${shown}: parameter ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteEscaped */ .kd)(name)} ${typeProblem}, which cannot be passed as an argument (every call would fail): use string, number, integer, boolean or an array of those, or pass it as a JSON string` });
        }
    }
    for (const reserved of ['pack_root', 'workspace']) {
        if (props.includes(reserved))
            problems.push({ pointer: `/inputSchema/properties/${reserved}`, message: `parameter name "${reserved}" is reserved for the host's {{${reserved}}} placeholder: rename it` });
    }
    const command = exec.command;
    if (typeof command !== 'string' || command === '')
        return problems;
    const at = '/exec/command';
    const shown = (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .showPath */ .P8)(command);
    if (command.trim() === '')
        problems.push({ pointer: at, message: 'command is blank: name a program on PATH or a path relative to the pack root' });
    else if (command.includes('{{') || command.includes('}}'))
        problems.push({ pointer: at, message: `command ${shown} holds a placeholder: the program is fixed by the pack; pass values in args` });
    else if (isAbsoluteCommand(command)) {
        // The schema allows a program on PATH or a path in the pack (as exec_best_effort does):
        // an absolute path ties the pack to one machine's layout and may point anywhere on it.
        const base = node_path__WEBPACK_IMPORTED_MODULE_2___default().win32.basename(command);
        problems.push({ pointer: at, message: `command ${shown} is an absolute path: use a program name on PATH${base ? ` (${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteEscaped */ .kd)(base)})` : ''} or a path relative to the pack root` });
    }
    else if (command.includes('\\'))
        problems.push({ pointer: at, message: `command ${shown} contains a backslash: write a pack path with "/" (Windows reads "\\" as a separator, other systems as part of a name)` });
    else if (command.includes('/')) {
        try {
            const abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveContained */ .mi)(root, command.replace(/^\.\//, ''));
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs).catch(() => null);
            if (!st)
                problems.push({ pointer: at, message: `command ${shown} does not exist in the pack: fix the path (relative to the pack root) or use a program name on PATH` });
            else if (!st.isFile())
                problems.push({ pointer: at, message: `command ${shown} is not a regular file` });
            else if (process.platform !== 'win32' && !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(abs, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK).then(() => true, () => false)))
                problems.push({ pointer: at, message: `command ${shown} is not executable: chmod +x it, or run it through its interpreter (command "node", args ["{{pack_root}}/${command.replace(/^\.\//, '')}"])` });
        }
        catch (err) {
            problems.push({ pointer: at, message: `command ${shown}: ${readProblem(err, command, root)}` });
        }
    }
    return problems;
}
/** The checked tools of a pack with defaults applied; null when tools.json has any error. */
function toolSpecs(ctx) {
    if (!ctx.hasToolsJson || ctx.toolsReadError || ctx.toolsJson?.error || ctx.schemaErrors.length > 0 || ctx.duplicateNames.length > 0 || ctx.toolsProblems.length > 0)
        return null;
    if (ctx.toolsDecoded?.problem)
        return null;
    if (ctx.tools.some((t) => t.schemaProblems.length > 0 || t.execProblems.length > 0))
        return null;
    return ctx.tools.map(({ raw }) => {
        const t = raw;
        const spec = {
            name: t.name,
            description: t.description,
            inputSchema: t.inputSchema,
            exec: {
                command: t.exec.command,
                args: t.exec.args ?? [],
                cwd: t.exec.cwd ?? 'workspace',
                timeout_ms: t.exec.timeout_ms ?? DEFAULT_TIMEOUT_MS,
                max_output_bytes: t.exec.max_output_bytes ?? DEFAULT_MAX_OUTPUT_BYTES,
                env: t.exec.env ?? [],
            },
        };
        if (typeof t.title === 'string')
            spec.title = t.title;
        if (typeof t.annotations === 'object' && t.annotations !== null)
            spec.annotations = t.annotations;
        return spec;
    });
}


/***/ }),

/***/ 1857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b_: () => (/* binding */ BASE_TOOL),
/* harmony export */   pE: () => (/* binding */ systemPromptText)
/* harmony export */ });
/* unused harmony exports metadataBlock, bootstrapInstruction */
/** The base tool names as exposed. The spec writes `capability_packs.open_docs`; LLM APIs accept only `[a-zA-Z0-9_-]` in tool names. */
const BASE_TOOL = {
    openDocs: 'capability_packs_open_docs',
    readFile: 'capability_packs_read_file',
    enableTools: 'capability_packs_enable_tools',
    execBestEffort: 'capability_packs_exec_best_effort',
};
/** One line, whatever the frontmatter held (a multi-line description would break the block's shape). */
function oneLine(s) {
    return s.replace(/\s+/g, ' ').trim();
}
function metadataBlock(packs) {
    const lines = ['Capability Packs (attached; metadata only):'];
    for (const p of packs) {
        lines.push(`- pack_id: ${p.pack_id}`, `  name: ${oneLine(p.name)}`, `  description: ${oneLine(p.description)}`, `  has_tools_json: ${p.has_tools_json}`);
    }
    if (packs.length === 0)
        lines.push('(none)');
    return `${lines.join('\n')}\n`;
}
function bootstrapInstruction() {
    return [
        'How to use Capability Packs:',
        '- Packs are available only if listed in "Capability Packs (attached; metadata only)".',
        `- To use a pack's procedure, first call ${BASE_TOOL.openDocs}(pack_id).`,
        `- To access additional files, call ${BASE_TOOL.readFile}(pack_id, path, offset?, length?); when the result says truncated, call again with offset = next_offset.`,
        `- If a pack has tools (has_tools_json: true) and you need execution, call ${BASE_TOOL.enableTools}(pack_id) before attempting to call any pack tool.`,
        `- If a pack has no usable tools, ${BASE_TOOL.execBestEffort}(pack_id, command, args) runs a command after the user approves it.`,
        '- Never assume pack contents without opening/reading them.',
        '- Prefer asking the user for missing inputs over guessing.',
        '',
    ].join('\n');
}
/** The metadata block followed by the bootstrap instruction, ready to paste into a system prompt. */
function systemPromptText(packs) {
    return `${metadataBlock(packs)}\n${bootstrapInstruction()}`;
}


/***/ }),

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

/***/ 5576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  capabilityPackRules: () => (/* binding */ capabilityPackRules)
});

// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
;// CONCATENATED MODULE: ./src/capability/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/README.md#capability-pack-rules';

;// CONCATENATED MODULE: ./src/capability/rules/entry-doc.ts


const capEntryDoc = {
    meta: { id: 'cap-entry-doc', severity: 'error', description: 'the pack has a readable UTF-8 entry doc (configured, SKILL.md, README.md, or the first root *.md)', docs: DOCS },
    check(ctx, report) {
        if (!ctx.entry)
            return report(ctx.entryProblem ?? 'no entry doc', ctx.root);
        const doc = (0,show_name/* showPath */.P8)(ctx.entry.rel);
        if (ctx.entry.readError)
            return report(`entry doc ${doc} cannot be read: ${ctx.entry.readError}`, ctx.entry.abs);
        // A UTF-8 BOM is harmless in Markdown, but never hides invalid bytes after it.
        if (ctx.entry.decoded.badOffset !== null)
            report(`entry doc ${doc} is ${ctx.entry.decoded.problem}: save it as UTF-8`, ctx.entry.abs, ctx.entry.encodingAt);
    },
};

// EXTERNAL MODULE: ./src/core/agent-skills.ts
var agent_skills = __webpack_require__(1649);
;// CONCATENATED MODULE: ./src/capability/rules/frontmatter.ts



/**
 * The entry doc's frontmatter (spec §4.3), held to the Agent Skills limits (INTEROP.md §2:
 * capability packs use SKILL.md too). A pack that breaks them cannot be attached (§10), so a
 * host never injects a malformed name or a 200 KB description into every model call.
 */
const capFrontmatter = {
    meta: { id: 'cap-frontmatter', severity: 'error', description: 'the entry doc starts with YAML frontmatter holding name and description by the Agent Skills rules (name: 1-64 of a-z 0-9 -; description: at most 1024 characters; compatibility, metadata, allowed-tools well-formed)', docs: DOCS },
    check(ctx, report) {
        const entry = ctx.entry;
        if (!entry?.decoded)
            return;
        const file = entry.abs;
        const doc = (0,show_name/* showPath */.P8)(entry.rel);
        if (!entry.frontmatter)
            return report(`${doc} has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---`, file, { line: 1, column: 1 });
        const { value, error, line, locate } = entry.frontmatter;
        if (error)
            return report(`${doc} frontmatter is not valid YAML: ${error.message}`, file, { line: error.line, column: error.column });
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            return report(`${doc} frontmatter must be a YAML mapping with name and description`, file, { line, column: 1 });
        const fm = value;
        for (const key of ['name', 'description']) {
            const v = Object.hasOwn(fm, key) ? fm[key] : undefined;
            if (v === undefined)
                report(`${doc} frontmatter has no ${key}: add "${key}: ${key === 'name' ? 'my-pack' : 'what it does and when to use it'}"`, file, { line, column: 1 });
            else if (typeof v === 'string' && v.trim() === '')
                report(`${doc} frontmatter ${key} is empty: fill it in`, file, locate(key));
            else if (key === 'name') {
                const problem = (0,agent_skills/* skillNameProblem */.w9)(v);
                const suggestion = problem && typeof v === 'string' ? (0,agent_skills/* suggestSkillName */.XL)(v) : null;
                if (problem)
                    report(`${doc} frontmatter name ${problem}${typeof v === 'string' ? ` (got ${(0,show_name/* quoteEscaped */.kd)(v)})` : ''}${suggestion ? `: e.g. "${suggestion}"` : ''}`, file, locate(key));
            }
            else {
                const problem = (0,agent_skills/* skillDescriptionProblem */.rs)(v);
                if (problem)
                    report(`${doc} frontmatter description ${problem}${typeof v === 'string' ? ': it is sent with every model call; keep it to what the pack does and when to use it, and put the rest in the body' : ''}`, file, locate(key));
            }
        }
        if (Object.hasOwn(fm, 'compatibility')) {
            const problem = (0,agent_skills/* skillCompatibilityProblem */.fd)(fm.compatibility);
            if (problem)
                report(`${doc} frontmatter compatibility ${problem}`, file, locate('compatibility'));
        }
        if (Object.hasOwn(fm, 'metadata')) {
            for (const p of (0,agent_skills/* skillMetadataProblems */.$2)(fm.metadata)) {
                report(`${doc} frontmatter metadata${p.key !== undefined ? `.${(0,show_name/* showPath */.P8)(p.key)}` : ''} ${p.message}`, file, p.key !== undefined ? locate('metadata', p.key) : locate('metadata'));
            }
        }
        if (Object.hasOwn(fm, 'allowed-tools')) {
            const problem = (0,agent_skills/* skillAllowedToolsProblem */.s7)(fm['allowed-tools']);
            if (problem)
                report(`${doc} frontmatter allowed-tools ${problem}`, file, locate('allowed-tools'));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/entry-frontmatter.ts

function entryMapping(ctx) {
    const entry = ctx.entry;
    if (!entry?.decoded || !entry.frontmatter || entry.frontmatter.error)
        return null;
    const { value, locate } = entry.frontmatter;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    return { doc: (0,show_name/* showPath */.P8)(entry.rel), file: entry.abs, fm: value, locate };
}

;// CONCATENATED MODULE: ./src/capability/rules/unknown-key.ts




/**
 * The spec (§4.3) defines name and description; a pack's SKILL.md is an Agent Skills file too
 * (INTEROP.md §2), whose keys are known as well. Anything else is a misspelling or a key of one
 * agent (Claude Code's model, hooks, context), which no host injects: a warning.
 */
const capUnknownKey = {
    meta: { id: 'cap-unknown-key', severity: 'warning', description: `the entry doc's frontmatter holds only keys the capability pack spec or Agent Skills define (${agent_skills/* KNOWN_SKILL_KEYS */.xn.join(', ')})`, docs: DOCS },
    check(ctx, report) {
        const entry = entryMapping(ctx);
        if (!entry)
            return;
        for (const key of Object.keys(entry.fm)) {
            if (agent_skills/* KNOWN_SKILL_KEYS */.xn.includes(key))
                continue;
            report(`${entry.doc} frontmatter key ${(0,show_name/* quoteEscaped */.kd)(key)} is not one the capability pack spec or Agent Skills define (${agent_skills/* KNOWN_SKILL_KEYS */.xn.join(', ')}): fix its spelling, or remove it if no agent you use reads it`, entry.file, entry.locate(key));
        }
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/capability/rules/name-folder.ts




const capNameFolder = {
    meta: {
        id: 'cap-name-folder',
        severity: 'warning',
        description: 'the entry doc\'s name equals the pack folder\'s name, as Agent Skills requires of a skill; a warning, because the capability pack spec does not require it (a pack_id is the host\'s) and popular repositories break it',
        docs: DOCS,
    },
    check(ctx, report) {
        const entry = entryMapping(ctx);
        if (!entry)
            return;
        const folder = external_node_path_default().basename(external_node_path_default().resolve(ctx.root));
        const problem = folder === '' ? null : (0,agent_skills/* skillNameFolderProblem */.Oo)(entry.fm.name, folder);
        if (problem)
            report(`${entry.doc} frontmatter name ${problem.text}${problem.normalization ? '' : ': rename the pack folder or the name (Agent Skills requires them equal)'}`, entry.file, entry.locate('name'));
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tools-json.ts


/** ajv's messages, phrased as what to change. */
function phrase(e) {
    switch (e.keyword) {
        case 'required': return `missing ${(0,show_name/* quoteEscaped */.kd)(String(e.params.missingProperty))}: add it`;
        case 'additionalProperties': return `unknown member ${(0,show_name/* quoteEscaped */.kd)(String(e.params.additionalProperty))}: remove it or fix its spelling`;
        case 'pattern': return `does not match ${String(e.params.pattern)}`;
        case 'enum': return `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        default: return e.message ?? 'is invalid';
    }
}
const capToolsJson = {
    meta: { id: 'cap-tools-json', severity: 'error', description: 'tools.json (when present) is UTF-8 JSON without a BOM or repeated keys, matching schemas/capability-tools.schema.json, with unique tool names that are not a host base tool\'s and non-blank descriptions', docs: DOCS },
    check(ctx, report) {
        if (!ctx.hasToolsJson)
            return;
        const file = ctx.toolsPath;
        if (ctx.toolsReadError)
            return report(`tools.json cannot be read: ${ctx.toolsReadError}`, file);
        const decoded = ctx.toolsDecoded;
        if (decoded?.problem) {
            const invalid = decoded.badOffset !== null;
            const fix = invalid ? (decoded.hasBom ? 'save it as UTF-8 without a BOM' : 'save it as UTF-8') : 'save it without the BOM (JSON text must not start with one)';
            report(`tools.json ${invalid ? 'is ' : ''}${decoded.problem}: ${fix}`, file, ctx.toolsEncodingAt);
        }
        const err = ctx.toolsJson?.error;
        if (err?.duplicateKey) {
            const key = err.message.replace(/^duplicate key /, '');
            return report(`tools.json repeats the key ${key} in one object: JSON readers disagree on which one counts; keep one`, file, { line: err.line, column: err.column });
        }
        if (err)
            return report(`tools.json is not valid JSON: ${err.message}`, file, { line: err.line, column: err.column });
        for (const e of ctx.schemaErrors) {
            report(`tools.json ${e.instancePath || '(root)'}: ${phrase(e)}`, file, ctx.locate(e.instancePath));
        }
        for (const d of ctx.duplicateNames) {
            report(`tools.json: tool name ${(0,show_name/* quoteEscaped */.kd)(d.name)} is used by tools[${d.indexes.join('], tools[')}]: names must be unique`, file, ctx.locate(`/tools/${d.indexes[1]}/name`));
        }
        for (const p of ctx.toolsProblems)
            report(`tools.json: ${p.message}`, file, ctx.locate(p.pointer));
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/label.ts

/** How messages name a tool: `tools[2] (run_it)`; a name with control characters or quotes is quoted with escapes. */
function toolLabel(t) {
    const name = t.raw.name;
    return `tools[${t.index}]${typeof name === 'string' ? ` (${(0,show_name/* showPath */.P8)(name)})` : ''}`;
}

;// CONCATENATED MODULE: ./src/capability/rules/tool-schema.ts


const capToolSchema = {
    meta: { id: 'cap-tool-schema', severity: 'error', description: 'each tool\'s inputSchema is a valid JSON Schema (meta-schema) for an object', docs: DOCS },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const label = `${toolLabel(t)} inputSchema`;
            for (const p of t.schemaProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/inputSchema${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-exec.ts


const capToolExec = {
    meta: { id: 'cap-tool-exec', severity: 'error', description: 'each tool\'s exec spec is runnable: the command is a program name on PATH or an executable file in the pack (no absolute path, backslash or placeholder); placeholders are whole arguments naming declared parameters of a type an argument can carry; no ".." after {{pack_root}} or {{workspace}}', docs: DOCS },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const label = toolLabel(t);
            for (const p of t.execProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}${p.pointer}`));
        }
    },
};

// EXTERNAL MODULE: ./src/capability/args.ts
var args = __webpack_require__(1725);
// EXTERNAL MODULE: ./src/capability/command-lines.ts
var command_lines = __webpack_require__(6165);
// EXTERNAL MODULE: ./src/capability/program-name.ts
var program_name = __webpack_require__(7344);
;// CONCATENATED MODULE: ./src/capability/rules/tool-shell.ts






const isParameterName = (name) => !args/* HOST_PLACEHOLDERS */.AQ.includes(name);
/** A whole `{{param}}` argument naming a parameter (the host's own placeholders carry no model text). */
function isParameter(t) {
    const name = typeof t === 'string' ? (0,args/* placeholderName */.rl)(t) : null;
    return name !== null && isParameterName(name);
}
/** A `{{param}}` anywhere in a text (cap-tool-exec refuses one inside an argument; this rule still says what it would become). */
function holdsParameter(text) {
    return [...text.matchAll(/\{\{([^{}]+)\}\}/g)].some((m) => isParameterName(m[1]));
}
/** Program text with a parameter in it: a whole `{{param}}`, or one inside a longer argument (`bash -c "grep {{p}} f"`, `--rsh={{p}}`). */
const holdsCode = (t) => typeof t === 'string' && (isParameter(t) || holdsParameter(t));
/** Long options (`--name`) that all take a value: the long tables of rsync, strace, systemd-run, parallel. */
/** The same entry for `-name` and `--name` (gdb takes both). */
const eitherDash = (names, entry) => Object.fromEntries(names.flatMap((o) => [[`-${o}`, entry], [`--${o}`, entry]]));
/**
 * The options of SHELL_LINE_OPTIONS (command-lines.ts, which redaction reads too) for a program,
 * as grammar entries of `kind`: one-letter options as letters where the program combines them,
 * the others as whole tokens.
 */
function lineOptions(program, kind) {
    const letters = {};
    const tokens = {};
    const { options, combines } = command_lines/* SHELL_LINE_OPTIONS */.N8[program];
    for (const o of options) {
        if (combines && /^-[A-Za-z]$/.test(o))
            letters[o[1]] = kind;
        else
            tokens[o] = kind;
    }
    return { letters, tokens };
}
const valueLetters = Object.fromEntries(command_lines/* POSIX_SHELL_VALUE_LETTERS */.pC.map((l) => [l, 'value']));
const SHELL = { letters: { ...lineOptions('sh', 'codeOperand').letters, ...valueLetters }, plus: true, tokens: { '--rcfile': 'value', '--init-file': 'value' }, operandIsScript: true };
const CSH = { letters: lineOptions('csh', 'code').letters, codeEnds: true, operandIsScript: true };
const FISH_LINES = lineOptions('fish', 'code');
const FISH = { letters: { ...FISH_LINES.letters, o: 'value', p: 'value' }, tokens: { ...FISH_LINES.tokens, '--debug-output': 'value', '--profile': 'value', '--profile-startup': 'value' }, operandIsScript: true };
const PYTHON = { letters: { c: 'code', m: 'module', W: 'value', X: 'value', Q: 'value' }, codeEnds: true, tokens: { '--check-hash-based-pycs': 'value' }, operandIsScript: true };
const NODE = {
    operandIsScript: true,
    tokens: {
        '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-pe': 'code', '-ep': 'code',
        '-r': 'value', '--require': 'value', '--import': 'value', '--loader': 'value', '--experimental-loader': 'value',
        '-C': 'value', '--conditions': 'value', '--input-type': 'value', '--title': 'value', '--env-file': 'value', '--inspect-port': 'value',
    },
};
const BUN = { operandIsScript: true, tokens: { '-e': 'code', '--eval': 'code', '-p': 'code', '--print': 'code', '-r': 'value', '--preload': 'value', '--cwd': 'value', '-c': 'value', '--config': 'value' } };
const PERL = { operandIsScript: true, letters: { e: 'code', E: 'code', I: 'value', l: 'digits', 0: 'digits', C: 'digits', i: 'rest', d: 'rest', D: 'rest', F: 'rest', M: 'rest', m: 'rest', x: 'rest', V: 'rest' } };
const RUBY = {
    operandIsScript: true,
    letters: { e: 'code', I: 'value', r: 'value', C: 'value', E: 'value', F: 'rest', x: 'rest', 0: 'digits', K: 'rest', T: 'digits', W: 'rest', i: 'rest' },
    tokens: { '--encoding': 'value', '--external-encoding': 'value', '--internal-encoding': 'value', '--enable': 'value', '--disable': 'value' },
};
const PHP = {
    operandIsScript: true,
    letters: { r: 'code', B: 'code', R: 'code', E: 'code', c: 'value', d: 'value', z: 'value', t: 'value', S: 'value', f: 'file', F: 'file' },
    tokens: { '--run': 'code', '--process-begin': 'code', '--process-code': 'code', '--process-end': 'code', '--file': 'file', '--process-file': 'file', '--php-ini': 'value', '--define': 'value', '--zend-extension': 'value', '--docroot': 'value', '--server': 'value' },
};
const OSASCRIPT = { tokens: { '-e': 'code', '-l': 'value', '-s': 'value' }, operandIsScript: true };
const LUA = { letters: { e: 'code', l: 'value', j: 'value', O: 'rest', b: 'end' }, operandIsScript: true };
const RSCRIPT = { tokens: { '-e': 'code', '-f': 'file', '--file': 'file', '--args': 'end' }, operandIsScript: true };
const TCLSH = { operandIsScript: true };
const AWK = {
    letters: { F: 'value', v: 'value', f: 'file', E: 'file', e: 'code', i: 'value', l: 'value', W: 'value' },
    tokens: { '--source': 'code', '--file': 'file', '--exec': 'file', '--assign': 'value', '--field-separator': 'value', '--include': 'value', '--load': 'value' },
    operandIsCode: true,
};
const SED = { letters: { e: 'code', f: 'file', l: 'value', i: 'rest' }, tokens: { '--expression': 'code', '--file': 'file', '--line-length': 'value' }, operandIsCode: true };
const DENO_EVAL = { tokens: { '--ext': 'value', '-c': 'value', '--config': 'value', '--import-map': 'value', '--location': 'value', '--seed': 'value', '--cert': 'value', '--v8-flags': 'value' }, operandIsCode: true };
const DENO_REPL = { tokens: { '--eval': 'code', '--eval-file': 'value', '-c': 'value', '--config': 'value', '--cert': 'value' } };
/**
 * su [options] [-] [USER [ARG…]]: options may follow the user (getopt permutes them); -c's
 * command line, and any words after the user, go to the user's shell; -s names that shell.
 */
const SU = {
    tokens: {
        ...lineOptions('su', 'code').tokens,
        '-': 'flag', '-l': 'flag', '--login': 'flag', '-s': 'program', '--shell': 'program',
        '-g': 'value', '--group': 'value', '-G': 'value', '--supp-group': 'value', '-w': 'value', '--whitelist-environment': 'value',
    },
    notes: { '-s': 'the shell it starts', '--shell': 'the shell it starts' },
    skip: 1,
    reparse: true,
    codeIsCommand: true,
    runs: 'shellArgs',
};
const SSH_CONFIG_NOTE = 'an option such as ProxyCommand or LocalCommand, which ssh runs with a shell';
/** What ssh's -F (and scp's, sftp's) names: checked with OpenSSH 9.2p1, `scp -F F a host:b` and `sftp -F F host` run F's ProxyCommand. */
const SSH_CONFIG_FILE_NOTE = 'a config file whose ProxyCommand, LocalCommand or Match exec ssh runs with a shell';
const SSH_PATH_FIX = 'write the path out in tools.json (a file of the pack: {{pack_root}}/…), or leave the option out';
/** The -o and -F of ssh, scp and sftp: one rule. */
const SSH_OPTION = { shellConfig: command_lines/* SSH_SHELL_CONFIG */.VR, configSplit: command_lines/* SSH_CONFIG_SPLIT */.zk, configBy: 'ssh' };
/** scp and sftp start ssh with their -o settings; -S names the program started in its place, -D a local sftp server. Options may follow operands (getopt permutes them). */
const SCP = {
    ...SSH_OPTION,
    letters: { c: 'value', D: 'program', F: 'path', i: 'value', J: 'value', l: 'value', o: 'config', P: 'value', S: 'program', X: 'value' },
    notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-S': 'which scp starts in place of ssh', '-D': 'a local sftp server scp starts in place of ssh' },
    fixes: { '-F': SSH_PATH_FIX },
    permute: true,
};
const SFTP = {
    ...SSH_OPTION,
    letters: { B: 'value', b: 'value', c: 'value', D: 'program', F: 'path', i: 'value', J: 'value', l: 'value', o: 'config', P: 'value', R: 'value', S: 'program', s: 'code', X: 'value' },
    notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-S': 'which sftp starts in place of ssh', '-D': 'a local sftp server sftp starts in place of ssh', '-s': 'the subsystem, or the sftp server command line the remote shell runs' },
    fixes: { '-s': 'write the subsystem out in tools.json', '-F': SSH_PATH_FIX },
    permute: true,
};
const RSYNC_RSH = 'the remote shell rsync starts, a command line of its own (ssh by default)';
const RSYNC_FIX = 'write the command line out in tools.json (-e "ssh -p 2222"), and pass the values as rsync\'s operands';
const RSYNC_LINES = lineOptions('rsync', 'code');
/** rsync [options] SRC… DEST: the operands are data; -e (--rsh) and --rsync-path are command lines (SHELL_LINE_OPTIONS). Options may follow operands (popt). */
const RSYNC = {
    letters: { ...RSYNC_LINES.letters, B: 'value', f: 'value', M: 'value', T: 'value' },
    tokens: {
        ...RSYNC_LINES.tokens,
        ...(0,command_lines/* longValues */.pA)([
            'filter', 'exclude', 'include', 'exclude-from', 'include-from', 'files-from', 'temp-dir', 'compare-dest', 'copy-dest', 'link-dest', 'backup-dir', 'suffix', 'chmod', 'chown',
            'usermap', 'groupmap', 'partial-dir', 'log-file', 'log-file-format', 'out-format', 'password-file', 'port', 'sockopts', 'block-size', 'max-size', 'min-size', 'max-delete',
            'bwlimit', 'timeout', 'contimeout', 'modify-window', 'remote-option', 'address', 'iconv', 'compress-choice', 'compress-level', 'checksum-choice', 'checksum-seed',
            'skip-compress', 'only-write-batch', 'write-batch', 'read-batch', 'protocol', 'info', 'debug', 'stop-after', 'stop-at', 'outbuf', 'max-alloc',
        ]),
    },
    notes: { '-e': RSYNC_RSH, '--rsh': RSYNC_RSH, '--rsync-path': 'the program the remote shell runs to start rsync on the other side, a command line' },
    fixes: { '-e': RSYNC_FIX, '--rsh': RSYNC_FIX, '--rsync-path': RSYNC_FIX },
    permute: true,
};
/** What git's config settings that name a command become: what `-c {{param}}` can set. */
const GIT_CONFIG_NOTE = 'a config setting, which can name a command git runs with a shell (core.sshCommand, core.pager, alias.*=!…)';
/**
 * git [options] SUBCOMMAND: -c takes a setting; --git-dir and --exec-path=DIR are GIT_DIR and GIT_EXEC_PATH (CODE_PATH_VARIABLES).
 * -C is no such path: git finds the repository there, and discovery refuses one another user owns (safe.directory), where an
 * explicit git dir does not.
 */
const GIT = {
    tokens: {
        '-C': 'value', '-c': 'config', '--git-dir': 'path', '--work-tree': 'value', '--namespace': 'value', '--super-prefix': 'value', '--config-env': 'value',
        '--exec-path': 'optionalPath', '--list-cmds': 'optional', '-v': 'end', '--version': 'end', '-h': 'end', '--help': 'end',
    },
    notes: { '-c': GIT_CONFIG_NOTE, '--git-dir': command_lines/* CODE_PATH_VARIABLES */.qO.GIT_DIR, '--exec-path': command_lines/* CODE_PATH_VARIABLES */.qO.GIT_EXEC_PATH },
    shellConfig: command_lines/* GIT_SHELL_CONFIG */.Hd,
};
const GIT_RUNS_SHELL = 'a command line git runs with a shell';
const GIT_REMOTE_PROGRAM = 'the program git starts for the other side, through a shell';
/** git submodule foreach [--recursive] CMD…: git runs the first word with sh (as run-command's use_shell does) and passes the rest to it as arguments. */
const GIT_FOREACH = {
    tokens: { '--recursive': 'flag' },
    runs: 'shellFirst',
    shell: { how: 'the command git submodule foreach runs with sh in each submodule', fix: 'write the command out in tools.json; a parameter after it is passed to it as an argument' },
};
/** git's subcommands that take a shell command line as an option or operand; the options of any subcommand but submodule may follow its operands. */
const GIT_SUBCOMMANDS = {
    rebase: { letters: { x: 'code', s: 'value', X: 'value' }, tokens: { '--exec': 'code', '--onto': 'value', '--strategy': 'value', '--strategy-option': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--exec': GIT_RUNS_SHELL } },
    difftool: { letters: { x: 'code', t: 'value' }, tokens: { '--extcmd': 'code', '--tool': 'value' }, permute: true, notes: { '-x': GIT_RUNS_SHELL, '--extcmd': GIT_RUNS_SHELL } },
    clone: {
        letters: { u: 'code', c: 'config', o: 'value', b: 'value' },
        tokens: { '--upload-pack': 'code', '--config': 'config', '--origin': 'value', '--branch': 'value', '--depth': 'value', '--reference': 'value', '--template': 'path', '--separate-git-dir': 'value' },
        permute: true,
        notes: { '-u': GIT_REMOTE_PROGRAM, '--upload-pack': GIT_REMOTE_PROGRAM, '-c': GIT_CONFIG_NOTE, '--config': GIT_CONFIG_NOTE, '--template': command_lines/* CODE_PATH_VARIABLES */.qO.GIT_TEMPLATE_DIR },
        shellConfig: command_lines/* GIT_SHELL_CONFIG */.Hd,
    },
    init: { tokens: { '--template': 'path', '--separate-git-dir': 'value', '-b': 'value', '--initial-branch': 'value', '--object-format': 'value', '--shared': 'optional' }, permute: true, notes: { '--template': command_lines/* CODE_PATH_VARIABLES */.qO.GIT_TEMPLATE_DIR } },
    fetch: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
    pull: { tokens: { '--upload-pack': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM } },
    'ls-remote': { tokens: { '--upload-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--upload-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
    push: { tokens: { '--receive-pack': 'code', '--exec': 'code' }, permute: true, notes: { '--receive-pack': GIT_REMOTE_PROGRAM, '--exec': GIT_REMOTE_PROGRAM } },
    archive: { tokens: { '--exec': 'code' }, permute: true, notes: { '--exec': GIT_REMOTE_PROGRAM } },
    submodule: { letters: { q: 'flag' }, tokens: { '--quiet': 'flag', '--cached': 'flag' }, subcommands: { foreach: GIT_FOREACH } },
};
const STRACE_OUTPUT = 'a file, or with a leading "|" or "!" a command line strace pipes its output to';
const STRACE_FIX = 'write the output file out in tools.json ({{workspace}}/trace.txt), or leave -o out and read stderr';
const GDB_COMMAND = 'a gdb command, which can run a shell command (shell …, pipe …)';
/** gdb's options that take gdb commands. */
const GDB_CODE_OPTIONS = ['ex', 'eval-command', 'iex', 'init-eval-command'];
const PARALLEL_SHELL = 'a command line parallel runs with a shell';
/** sg passes its command line alone to the shell: there is no argument after it to carry a value. */
const SG_FIX = 'run a fixed script of the pack with sg and give it the value on stdin';
const SCRIPT_LINES = lineOptions('script', 'code');
/**
 * ssh, and autossh, which reads ssh's options and hands them to it: -o is a setting ssh may run; -F (the config file) and -I (the
 * PKCS#11 library) are paths (JOINED_LINES); after -Q QUERY ssh lists and runs nothing.
 */
const sshRunner = (line) => ({
    ...line,
    letters: { ...line.letters, o: 'config', Q: 'end' },
    ...SSH_OPTION,
    notes: { '-o': SSH_CONFIG_NOTE, '-F': SSH_CONFIG_FILE_NOTE, '-I': 'the PKCS#11 library ssh loads' },
    fixes: { '-F': SSH_PATH_FIX, '-I': SSH_PATH_FIX },
    runs: 'shellLine',
    shell: { how: 'the remote command after the destination, whose words ssh joins into one line for the remote shell', fix: 'send the value on stdin, or to a fixed remote script that reads it as data' },
});
/**
 * Programs that run a command line of their own (see Runner): wrappers that start the program
 * their first operand names, and programs that hand a command line to a shell.
 */
const RUNNERS = {
    env: {
        letters: { i: 'flag', 0: 'flag', v: 'flag', u: 'value', C: 'value', S: 'split', P: 'value' },
        tokens: { '-': 'flag', '--unset': 'value', '--chdir': 'value', '--split-string': 'split' },
        assignments: true,
    },
    busybox: {},
    toybox: {},
    // sudo -s / -i hands the command's words to the user's shell as one line (with -c); its options are JOINED_LINES'.
    sudo: {
        ...command_lines/* JOINED_LINES */.W6.sudo,
        assignments: true,
        shell: { how: 'the command whose words sudo hands to the user\'s shell as one line', fix: 'leave out -s and -i, so that sudo starts the program itself and the value after it is data' },
    },
    // doas -s starts a shell and takes no command.
    doas: { letters: { u: 'value', C: 'end', s: 'end', L: 'end' } },
    pkexec: { tokens: { '--user': 'value', '--disable-internal-agent': 'flag', '--keep-cwd': 'flag', '--help': 'end', '--version': 'end' } },
    su: SU,
    // runuser reads su's command line, or with -u USER starts the command after its options itself.
    runuser: { ...SU, tokens: { ...SU.tokens, '-u': 'operand', '--user': 'operand' } },
    // sg [-] GROUP [-c] CMD: the command is one line sg runs with /bin/sh -c.
    sg: {
        tokens: { '-': 'flag', ...lineOptions('sg', 'code').tokens },
        notes: { '-c': 'a command line sg runs with /bin/sh -c' },
        fixes: { '-c': SG_FIX },
        skip: 1,
        reparse: true,
        codeIsCommand: true,
        runs: 'shellLine',
        shell: { how: 'its command, which sg runs with /bin/sh -c', fix: SG_FIX },
    },
    'systemd-run': {
        letters: { u: 'value', p: 'value', E: 'setenv', M: 'value', H: 'value', S: 'end', h: 'end' },
        tokens: {
            ...(0,command_lines/* longValues */.pA)([
                'unit', 'property', 'machine', 'host', 'description', 'slice', 'uid', 'gid', 'nice', 'working-directory', 'service-type', 'on-active', 'on-boot', 'on-startup',
                'on-unit-active', 'on-unit-inactive', 'on-calendar', 'path-property', 'socket-property', 'timer-property', 'expand-environment', 'json', 'capsule',
            ]),
            '--setenv': 'setenv', '--shell': 'end', '--help': 'end', '--version': 'end',
        },
    },
    // strace [options] CMD…; -p attaches to a running process instead.
    strace: {
        letters: { a: 'value', b: 'value', e: 'value', E: 'value', I: 'value', o: 'code', O: 'value', p: 'value', P: 'value', s: 'value', S: 'value', u: 'value', U: 'value', X: 'value', h: 'end', V: 'end' },
        tokens: {
            '--output': 'code',
            ...(0,command_lines/* longValues */.pA)(['attach', 'trace', 'signal', 'status', 'env', 'user', 'string-limit', 'columns', 'summary-sort-by', 'summary-columns', 'trace-path', 'inject', 'fault', 'abbrev', 'verbose', 'raw', 'read', 'write', 'const-print-style', 'detach-on']),
            '--help': 'end', '--version': 'end',
        },
        notes: { '-o': STRACE_OUTPUT, '--output': STRACE_OUTPUT },
        fixes: { '-o': STRACE_FIX, '--output': STRACE_FIX },
    },
    ltrace: {
        letters: { a: 'value', A: 'value', D: 'value', e: 'value', F: 'value', l: 'value', n: 'value', o: 'value', p: 'value', s: 'value', u: 'value', w: 'value', x: 'value', h: 'end', V: 'end' },
        tokens: { '--align': 'value', '--indent': 'value', '--library': 'value', '--output': 'value', '--config': 'value', '--help': 'end', '--version': 'end' },
    },
    // gdb [options] [PROGRAM [CORE|PID]] starts nothing it is given; gdb --args PROGRAM ARG… starts PROGRAM with its arguments.
    gdb: {
        tokens: {
            ...eitherDash(GDB_CODE_OPTIONS, 'code'),
            ...eitherDash(['x', 'command', 'ix', 'init-command'], 'file'),
            ...eitherDash(['p', 'pid', 'c', 'core', 'd', 'directory', 'cd', 's', 'symbols', 'se', 'e', 'exec', 'tty', 'data-directory', 'D', 'i', 'interpreter', 'b', 'l'], 'value'),
            '-args': 'exec', '--args': 'exec',
            '-h': 'end', '-help': 'end', '--help': 'end', '-v': 'end', '-version': 'end', '--version': 'end', '-configuration': 'end', '--configuration': 'end',
        },
        notes: eitherDash(GDB_CODE_OPTIONS, GDB_COMMAND),
        fixes: eitherDash(GDB_CODE_OPTIONS, 'write the gdb commands out in tools.json'),
        runs: 'none',
    },
    // valgrind's options all take their values after "=".
    valgrind: { tokens: { '-h': 'end', '--help': 'end', '--help-debug': 'end', '--version': 'end' } },
    sshpass: { letters: { p: 'value', f: 'value', d: 'value', P: 'value', h: 'end', V: 'end' } },
    nice: { letters: { n: 'value' }, tokens: { '--adjustment': 'value' } },
    ionice: { letters: { c: 'value', n: 'value', p: 'end', P: 'end', u: 'end' }, tokens: { '--class': 'value', '--classdata': 'value', '--pid': 'end', '--pgid': 'end', '--uid': 'end' } },
    // chrt [options] PRIORITY COMMAND…; -p works on a running process instead.
    chrt: { letters: { T: 'value', P: 'value', D: 'value', p: 'end', m: 'end', h: 'end', V: 'end' }, tokens: { '--sched-runtime': 'value', '--sched-period': 'value', '--sched-deadline': 'value', '--pid': 'end', '--max': 'end' }, skip: 1 },
    // The namespace options take a file only when attached (-m/proc/1/ns/mnt, --mount=FILE).
    nsenter: {
        letters: { t: 'value', S: 'value', G: 'value', m: 'rest', u: 'rest', i: 'rest', n: 'rest', p: 'rest', U: 'rest', C: 'rest', T: 'rest', r: 'rest', w: 'rest', h: 'end', V: 'end' },
        tokens: { '--target': 'value', '--setuid': 'value', '--setgid': 'value', '--mount': 'optional', '--uts': 'optional', '--ipc': 'optional', '--net': 'optional', '--pid': 'optional', '--user': 'optional', '--cgroup': 'optional', '--time': 'optional', '--root': 'optional', '--wd': 'optional' },
    },
    unshare: {
        letters: { S: 'value', G: 'value', R: 'value', w: 'value', m: 'rest', u: 'rest', i: 'rest', n: 'rest', p: 'rest', U: 'rest', C: 'rest', T: 'rest', h: 'end', V: 'end' },
        tokens: { '--setuid': 'value', '--setgid': 'value', '--root': 'value', '--wd': 'value', '--mount': 'optional', '--uts': 'optional', '--ipc': 'optional', '--net': 'optional', '--pid': 'optional', '--user': 'optional', '--cgroup': 'optional', '--time': 'optional', '--map-user': 'value', '--map-group': 'value', '--propagation': 'value', '--monotonic': 'value', '--boottime': 'value' },
    },
    // chroot [options] NEWROOT [COMMAND…]
    chroot: { tokens: { '--userspec': 'value', '--groups': 'value' }, skip: 1 },
    timeout: { letters: { s: 'value', k: 'value' }, tokens: { '--signal': 'value', '--kill-after': 'value' }, skip: 1 },
    // GNU xargs' --replace, --eof and --max-lines take their value only after "=".
    xargs: {
        letters: { a: 'value', d: 'value', E: 'value', I: 'value', L: 'value', n: 'value', P: 'value', s: 'value', e: 'rest', i: 'rest', l: 'rest' },
        tokens: { '--arg-file': 'value', '--delimiter': 'value', '--eof': 'optional', '--replace': 'optional', '--max-lines': 'optional', '--max-args': 'value', '--max-procs': 'value', '--max-chars': 'value', '--process-slot-var': 'value' },
    },
    nohup: {},
    stdbuf: { letters: { i: 'value', o: 'value', e: 'value' }, tokens: { '--input': 'value', '--output': 'value', '--error': 'value' } },
    exec: { letters: { a: 'value' } },
    command: { letters: { v: 'end', V: 'end' } },
    builtin: {},
    setsid: {},
    time: { letters: { f: 'value', o: 'value' }, tokens: { '--format': 'value', '--output': 'value' } },
    // flock [options] FILE COMMAND… | flock [options] FILE -c COMMAND-LINE (run with /bin/sh -c).
    flock: {
        letters: { w: 'value', E: 'value', h: 'end', V: 'end' },
        tokens: { '--timeout': 'value', '--wait': 'value', '--conflict-exit-code': 'value', ...lineOptions('flock', 'code').tokens },
        notes: { '-c': 'a command line flock runs with sh -c', '--command': 'a command line flock runs with sh -c' },
        skip: 1,
        reparse: true,
        codeIsCommand: true,
    },
    // util-linux: script [options] [FILE], -c runs a command line with $SHELL -c; BSD: script [options] [FILE [COMMAND…]].
    script: {
        letters: { ...SCRIPT_LINES.letters, E: 'value', F: 'value', I: 'value', O: 'value', B: 'value', T: 'value', t: 'rest', m: 'value', o: 'value', h: 'end', V: 'end' },
        tokens: { ...SCRIPT_LINES.tokens, '--log-in': 'value', '--log-out': 'value', '--log-io': 'value', '--log-timing': 'value', '--logging-format': 'value', '--echo': 'value', '--output-limit': 'value', '--timing': 'optional' },
        notes: { '-c': 'a command line script runs with the user\'s shell', '--command': 'a command line script runs with the user\'s shell' },
        skip: 1,
        codeIsCommand: true,
    },
    // watch joins its command's words and runs them with sh -c, unless -x (--exec); its options are JOINED_LINES' (-d[x] takes the rest of its cluster).
    watch: {
        ...command_lines/* JOINED_LINES */.W6.watch,
        runs: 'shellLine',
        shell: { how: 'its command, whose words watch joins and runs with sh -c', fix: 'use watch -x, which starts the program without a shell, and pass the value after it' },
    },
    // GNU parallel [options] [CMD…] (::: ARG… | :::: FILE…)…: the command's words are one line parallel runs with a shell (-q quotes them: the command is started as written);
    // the arguments after ::: are data, quoted into {}, but with no command before them each is a command line. Its options are JOINED_LINES' (--filter and --rpl take Perl code).
    parallel: {
        ...command_lines/* JOINED_LINES */.W6.parallel,
        tokens: { ...command_lines/* JOINED_LINES */.W6.parallel.tokens, '--filter': 'code', '--rpl': 'code' },
        notes: {
            '--ssh': PARALLEL_SHELL, '--limit': PARALLEL_SHELL, '--compress-program': PARALLEL_SHELL, '--decompress-program': PARALLEL_SHELL,
            '--filter': 'Perl code parallel evaluates for each job', '--rpl': 'a replacement string defined by Perl code',
        },
        runs: 'shellLine',
        shell: { how: 'its command, whose words parallel joins and runs with a shell', fix: 'pass the value after ::: (parallel quotes it into {}), or use parallel -q' },
        until: {
            words: command_lines/* JOINED_LINES */.W6.parallel.ends ?? [],
            how: 'an argument after ::: with no command before it, which parallel runs as a command line with a shell',
            fix: 'write the command out before ::: and pass the value after it, as data',
        },
    },
    // ssh [options] DESTINATION [COMMAND…]: options may follow the destination (JOINED_LINES: skip, reparse); the command's words go to the remote shell as one line.
    ssh: sshRunner(command_lines/* JOINED_LINES */.W6.ssh),
    // autossh [-M PORT] [-f] [ssh options] DESTINATION [COMMAND…]: hands all but -M (the monitor port) to ssh.
    autossh: sshRunner(command_lines/* JOINED_LINES */.W6.autossh),
};
/** Replaces toks[at] with the words of `text` (env -S), each keeping the index of the argument it came from. */
function splitInto(toks, at, text) {
    const index = toks[at].index;
    toks.splice(at, 1, ...text.split(/\s+/).filter((w) => w !== '').map((w) => ({ text: w, index })));
}
const CONFIG_FIX = 'write the setting out in tools.json, or leave it out';
const VARIABLE_FIX = 'write the value out in tools.json, or leave the variable out';
/** `NAME=value`, as an assignment word (env, sudo) or systemd-run -E reads it. */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/;
/** A value a parameter starts: it may start with whatever a ShellSetting's `value` asks for (`alias.x={{p}}`, which the model can make `!…`). */
const PARAMETER_FIRST = /^\s*\{\{/;
/**
 * What a setting (key and value as written, the value holding a parameter) becomes when `config`
 * says a program runs it, named by `label` (`-c core.sshCommand`, `GIT_CONFIG_VALUE_0
 * (core.sshCommand)`): a command line `runner` runs with a shell, the program it starts
 * (`names`), a path whose content runs (`path`), or words that can add a setting of their own
 * (SetEnv's `words`); undefined when it runs nothing.
 */
function settingFinding(config, key, value, label, runner) {
    const k = key.trim().toLowerCase();
    const c = (0,command_lines/* findSetting */.SP)(key, value, config)?.setting ?? config.find((s) => s.key.test(k) && PARAMETER_FIRST.test(value));
    if (c?.names)
        return { how: `the program ${label} names, ${c.names}`, role: 'program' };
    if (c?.path)
        return { how: `the path ${label} names, ${c.path}`, role: 'path' };
    if (c)
        return { how: `${label}, ${c.note ?? `which ${runner} runs with a shell`}`, role: 'code' };
    const words = config.find((s) => s.key.test(k) && s.words !== undefined);
    return words ? { how: `${label}, ${words.words}`, role: 'code' } : undefined;
}
const GIT_KEY_NOTE = 'the key of a setting git takes from the environment as it takes one from -c, which can name a command git runs with a shell (core.sshCommand, core.pager, alias.*=!…)';
const GIT_PARAMETERS_NOTE = 'settings git takes from the environment as it takes those of -c, each in single quotes that a value can close to add a setting of its own (core.sshCommand, alias.*=!…)';
const SETENV_NOTE = 'a variable the model names and sets: GIT_SSH_COMMAND, GIT_CONFIG_PARAMETERS and others make git run a command';
/**
 * GIT_CONFIG_VALUE_<n>=`value` (holding a parameter) in a command line `toks`: the value of the
 * setting GIT_CONFIG_KEY_<n> names, a finding as that setting given by -c would be (none for a
 * fixed key that runs nothing, `user.name`); also when the key holds a parameter too, or is not
 * written out in the command line (from the wrapper that sets the value on), since then any
 * setting may take it.
 */
function gitConfigValue(toks, n, value, label) {
    const keys = (0,command_lines/* writtenGitKeys */.K8)(toks.map((t) => t.text), n);
    if (keys.length === 0)
        return { how: `${label}, the value of a setting git takes from the environment whose key (GIT_CONFIG_KEY_${n}) is not written out with it: any setting, one git runs too`, role: 'code' };
    for (const key of keys) {
        if (holdsParameter(key))
            return { how: `${label}, the value of a setting whose key (GIT_CONFIG_KEY_${n}) the model chooses too`, role: 'code' };
        const f = settingFinding(command_lines/* GIT_SHELL_CONFIG */.Hd, key, value, `${label} (${(0,show_name/* showPath */.P8)(key.trim())})`, 'git');
        if (f)
            return f;
    }
    return undefined;
}
/**
 * An assignment (`text`, at args[index]) whose value holds a parameter, to a variable whose value
 * a program runs with a shell (SHELL_VARIABLE_RUNNERS: `GIT_SSH_COMMAND={{p}}`, `PAGER`,
 * `LESSOPEN`), that names the program git, ssh or another starts (PROGRAM_VARIABLES: `GIT_SSH`,
 * `MANPAGER`), that names a file or folder whose content git runs (CODE_PATH_VARIABLES:
 * `GIT_DIR`, `GIT_CONFIG_GLOBAL`, `GIT_EXEC_PATH`), that makes a program load code (LOADER_VARIABLES:
 * `LD_PRELOAD`, `NODE_OPTIONS`), or that gives git a setting as -c does
 * (GIT_CONFIG_KEY_<n> and GIT_CONFIG_PARAMETERS always, GIT_CONFIG_VALUE_<n> as its key says;
 * `toks` is the command line, where the key is looked for). The command started with it, or any
 * program that command starts, runs what the model sends. `how` is the option that sets it
 * (`-E`), when one does: then a whole parameter, NAME and value, is a finding too.
 */
function shellVariable(text, index, program, toks, how = '') {
    const as = (f) => ({ index, program, ...f, fix: VARIABLE_FIX });
    if (how && isParameter(text))
        return { index, program, how: `${how}, ${SETENV_NOTE}`, role: 'code', fix: 'write the variable out in tools.json, or leave it out' };
    const m = typeof text === 'string' ? ASSIGNMENT.exec(text) : null;
    if (!m || !holdsParameter(m[2]))
        return undefined;
    const [, name, value] = m;
    const label = how ? `${how} ${name}` : name;
    const runner = (0,command_lines/* own */.ZV)(command_lines/* SHELL_VARIABLE_RUNNERS */.gM, name);
    if (runner)
        return as({ how: `${label}, a variable whose value ${runner}`, role: 'code' });
    const names = (0,command_lines/* own */.ZV)(command_lines/* PROGRAM_VARIABLES */.p, name);
    if (names)
        return as({ how: `the program ${label} names, ${names}`, role: 'program' });
    const path = (0,command_lines/* own */.ZV)(command_lines/* CODE_PATH_VARIABLES */.qO, name);
    if (path)
        return as({ how: `the path ${label} names, ${path}`, role: 'path' });
    const loads = (0,command_lines/* own */.ZV)(command_lines/* LOADER_VARIABLES */.kf, name);
    if (loads)
        return as({ how: `${label}, a variable whose value ${loads}`, role: 'code' });
    if (name === command_lines/* GIT_CONFIG_PARAMETERS */.z6)
        return as({ how: `${label}, ${GIT_PARAMETERS_NOTE}`, role: 'code' });
    if (command_lines/* GIT_CONFIG_KEY */.S5.test(name))
        return as({ how: `${label}, ${GIT_KEY_NOTE}`, role: 'code' });
    const n = command_lines/* GIT_CONFIG_VALUE */.IN.exec(name)?.[1];
    const setting = n === undefined ? undefined : gitConfigValue(toks, n, value, label);
    return setting ? as(setting) : undefined;
}
/** Reads options by a grammar, from toks[start]. Reports code arguments that hold parameters, and programs that are parameters. */
function parseOptions(g, toks, start, program) {
    const found = [];
    let codeOperand = null;
    let sawCode = false;
    let sawFile = false;
    let runs;
    let given = 0;
    let ended = false;
    let firstOperand = null;
    const stop = () => ({ found, operand: -1, ended, runs, sawCode, given });
    /** The option as written, and what its argument is when the grammar says (`-o, an option such as ProxyCommand…`). */
    const told = (how, option) => {
        const note = (0,command_lines/* own */.ZV)(g.notes, option);
        return note ? `${how}, ${note}` : how;
    };
    /** Program text at toks[j] (the option's own token when attached): reported when a parameter is in it. */
    const code = (j, how, option = how) => {
        sawCode = true;
        const t = toks[j];
        if (t && holdsCode(t.text))
            found.push({ index: t.index, program, how: told(how, option), role: 'code', fix: (0,command_lines/* own */.ZV)(g.fixes, option) });
    };
    const script = (j, how) => {
        const t = toks[j];
        if (t && isParameter(t.text))
            found.push({ index: t.index, program, how, role: 'script' });
    };
    /** The program an option names (scp -S PROG): `text` is the argument, toks[j] the token holding it. */
    const programOption = (j, text, option) => {
        const t = toks[j];
        if (t && isParameter(text))
            found.push({ index: t.index, program, how: told(`the program ${option} names`, option), role: 'program' });
    };
    /** The file or folder an option names (ssh -F CONFIG, git --git-dir): a parameter anywhere in it (`/etc/{{p}}` can climb out with ".."). */
    const pathOption = (j, text, option) => {
        const t = toks[j];
        if (t && holdsCode(text))
            found.push({ index: t.index, program, how: told(`the path ${option} names`, option), role: 'path', fix: (0,command_lines/* own */.ZV)(g.fixes, option) });
    };
    /** A `name=value` setting (toks[j], or `text` when attached to its option): code when it is a parameter, or a shell-run setting whose value holds one. */
    const config = (j, text, how, option) => {
        const t = toks[j];
        if (!t)
            return;
        if (isParameter(text)) {
            found.push({ index: t.index, program, how: told(how, option), role: 'code', fix: CONFIG_FIX });
            return;
        }
        const m = typeof text === 'string' ? (g.configSplit ?? command_lines/* CONFIG_SPLIT */._w).exec(text) : null;
        if (!m || !holdsParameter(m[2]))
            return;
        const f = settingFinding(g.shellConfig ?? [], m[1], m[2], `${how} ${(0,show_name/* showPath */.P8)(m[1].trim())}`, g.configBy ?? program);
        if (f)
            found.push({ index: t.index, program, ...f, fix: CONFIG_FIX });
    };
    /** What an option of a kind that takes an argument does with it: `j` the token holding it, `text` the argument. */
    const argument = (kind, j, text, how, option) => {
        if (kind === 'setenv') {
            const t = toks[j];
            const finding = t ? shellVariable(text, t.index, program, toks, how) : undefined;
            if (finding)
                found.push(finding);
        }
        else if (kind === 'code')
            code(j, how, option);
        else if (kind === 'config')
            config(j, text, how, option);
        else if (kind === 'program')
            programOption(j, text, option);
        else if (kind === 'path')
            pathOption(j, text, option);
        else if (kind === 'operand') {
            given++;
            runs = { mode: 'command', by: option };
        }
        else if (kind === 'file')
            sawFile = true;
    };
    let i = start;
    while (i < toks.length) {
        const a = toks[i].text;
        if (typeof a !== 'string')
            return stop();
        if (a === '--') {
            i++;
            ended = true;
            break;
        }
        const eq = a.startsWith('--') ? a.indexOf('=') : -1;
        const attached = eq > 0;
        const name = attached ? a.slice(0, eq) : a;
        // A parameter is an operand: fillArgs refuses a value that looks like an option before "--".
        const whole = isParameter(a) ? undefined : (0,command_lines/* own */.ZV)(g.tokens, name);
        const isOption = whole !== undefined || (!isParameter(a) && a.length > 1 && (a[0] === '-' || (g.plus === true && a[0] === '+')));
        if (!isOption) {
            if (!g.permute)
                break;
            firstOperand ??= i;
            i++;
            continue;
        }
        if (whole !== undefined) {
            if (whole === 'end')
                return stop();
            if (whole === 'codeOperand') {
                codeOperand = a;
                i++;
                continue;
            }
            if (whole === 'split') {
                if (attached)
                    splitInto(toks, i, a.slice(eq + 1));
                else {
                    if (typeof toks[i + 1]?.text === 'string')
                        splitInto(toks, i + 1, toks[i + 1].text);
                    i++;
                }
                continue;
            }
            if (whole === 'exec' || whole === 'shell')
                runs = { mode: whole === 'exec' ? 'command' : 'shellLine', by: name };
            else if (attached)
                argument(whole === 'optionalPath' ? 'path' : whole, i, a.slice(eq + 1), name, name);
            else if (whole !== 'optionalPath')
                argument(whole, i + 1, toks[i + 1]?.text, a, a);
            if (whole === 'code' && g.codeEnds)
                return stop();
            i += whole === 'flag' || whole === 'optional' || whole === 'optionalPath' || whole === 'exec' || whole === 'shell' || attached ? 1 : 2;
            continue;
        }
        if (a.startsWith('--') || !g.letters) {
            i++; // an option we do not know: assume it takes nothing
            continue;
        }
        const body = a.slice(1);
        let next = 1;
        for (let j = 0; j < body.length; j++) {
            const kind = (0,command_lines/* own */.ZV)(g.letters, body[j]) ?? 'flag';
            const rest = body.slice(j + 1);
            const option = `${a[0]}${body[j]}`;
            if (kind === 'flag')
                continue;
            if (kind === 'exec' || kind === 'shell') {
                runs = { mode: kind === 'exec' ? 'command' : 'shellLine', by: a };
                continue;
            }
            if (kind === 'codeOperand') {
                codeOperand = a;
                continue;
            }
            if (kind === 'digits') {
                while (j + 1 < body.length && /[0-9]/.test(body[j + 1]))
                    j++;
                continue;
            }
            if (kind === 'rest' || kind === 'optional')
                break;
            if (kind === 'end')
                return stop();
            if (kind === 'module') {
                if (rest === '')
                    script(i + 1, a);
                return stop();
            }
            if (kind === 'split') {
                if (rest !== '') {
                    splitInto(toks, i, rest);
                    next = 0;
                }
                else if (typeof toks[i + 1]?.text === 'string')
                    splitInto(toks, i + 1, toks[i + 1].text);
                break;
            }
            // code, config, program, path, operand, value or file: the rest of the cluster, or the next argument.
            if (rest === '') {
                argument(kind, i + 1, toks[i + 1]?.text, a, option);
                next = 2;
            }
            else
                argument(kind, i, rest, option, option);
            if (kind === 'code' && g.codeEnds)
                return stop();
            break;
        }
        i += next;
    }
    if (g.permute)
        return { found, operand: firstOperand ?? i, ended, runs, sawCode, given };
    if (i < toks.length) {
        if (codeOperand !== null)
            code(i, codeOperand);
        else if (g.operandIsCode && !sawCode && !sawFile)
            code(i, 'its program operand');
        else if (g.operandIsScript && !sawCode && !sawFile)
            script(i, 'its script operand');
    }
    return { found, operand: i, ended, runs, sawCode, given };
}
/**
 * cmd.exe (after /c, /k or /r) and PowerShell (-Command, -EncodedCommand, -File, a first
 * operand): where command-lines.ts says their own command line is. A line is the rest of the
 * arguments, which the program joins and parses itself, so every parameter there is code.
 */
function windowsCommand(toks, start, program) {
    const at = command_lines/* WINDOWS_COMMANDS */.Tx[program](program, toks.map((t) => t.text), start);
    if (!at)
        return [];
    const { runs, index, how } = at;
    if (runs === 'line')
        return toks.slice(index).filter((t) => holdsCode(t.text)).map((t) => ({ index: t.index, program, how, role: 'code' }));
    const t = toks[index];
    if (runs === 'code' || runs === 'encoded')
        return t && holdsCode(t.text) ? [{ index: t.index, program, how, role: 'code' }] : [];
    return t && isParameter(t.text) ? [{ index: t.index, program, how, role: 'script' }] : [];
}
/** Deno: `deno eval CODE` and `deno repl --eval CODE`. */
function deno(toks, start, program) {
    let i = start;
    while (i < toks.length && typeof toks[i].text === 'string' && toks[i].text.startsWith('-'))
        i++;
    const sub = toks[i]?.text;
    if (sub === 'eval')
        return parseOptions(DENO_EVAL, toks, i + 1, program).found;
    if (sub === 'repl')
        return parseOptions(DENO_REPL, toks, i + 1, program).found;
    return [];
}
const byGrammar = (g) => (toks, start, program) => parseOptions(g, toks, start, program).found;
/** How many programs deep a command line is read (env sudo timeout sh -c …). */
const MAX_DEPTH = 16;
/**
 * The command `program` starts at toks[at] (a wrapper's operand, the words after find -exec): a
 * parameter there is the program itself; otherwise what that program does with its own words.
 */
function startsCommand(toks, at, program, how, through, depth) {
    const t = toks[at];
    if (!t)
        return [];
    if (isParameter(t.text))
        return [{ index: t.index, program, how, role: 'program' }];
    return readCommand(toks, at, depth + 1).map((f) => ({ ...f, via: [through, ...(f.via ?? [])] }));
}
/** A Runner's command line: its options, the operands it skips, then the command it starts or the line it hands to a shell. */
function runCommand(r, toks, start, program, depth) {
    const first = parseOptions(r, toks, start, program);
    const found = [...first.found];
    if (first.operand < 0)
        return found;
    let at = first.operand;
    let { runs, sawCode } = first;
    while (r.assignments && at < toks.length && typeof toks[at].text === 'string' && ASSIGNMENT.test(toks[at].text)) {
        const variable = shellVariable(toks[at].text, toks[at].index, program, toks);
        if (variable)
            found.push(variable);
        at++;
    }
    at += Math.max(0, (r.skip ?? 0) - first.given);
    if (r.reparse && !first.ended && at < toks.length) {
        const again = parseOptions(r, toks, at, program);
        found.push(...again.found);
        if (again.operand < 0)
            return found;
        at = again.operand;
        runs = again.runs ?? runs;
        sawCode ||= again.sawCode;
    }
    if (sawCode && r.codeIsCommand)
        return found;
    const shell = r.shell ?? { how: 'a command line it runs with a shell', fix: CODE_FIX };
    let words = toks.slice(at);
    let mode = runs?.mode ?? r.runs ?? 'command';
    let how = runs?.mode === 'shellLine' ? `${runs.by}, ${shell.how}` : shell.how;
    let fix = shell.fix;
    const end = r.until ? words.findIndex((t) => r.until.words.includes(t.text)) : -1;
    if (end === 0) {
        // No command before `:::`: the arguments are the command lines.
        words = words.filter((t) => !r.until.words.includes(t.text));
        mode = 'shellLine';
        how = r.until.how;
        fix = r.until.fix;
    }
    else if (end > 0)
        words = words.slice(0, end);
    if (words.length === 0 || mode === 'none')
        return found;
    const code = (t) => ({ index: t.index, program, how, role: 'code', fix });
    if (mode === 'shellLine')
        return [...found, ...words.filter((t) => holdsCode(t.text)).map(code)];
    if (mode === 'shellFirst' && holdsCode(words[0].text))
        return [...found, code(words[0])];
    if (mode === 'shellArgs')
        return [...found, ...parseOptions(SHELL, words, 0, program).found];
    return [...found, ...startsCommand(words, 0, program, 'the program it starts', program, depth)];
}
/** git [options] SUBCOMMAND …: the -c settings before the subcommand, then the subcommands of GIT_SUBCOMMANDS (and theirs: git submodule foreach). */
function git(toks, start, program, depth) {
    const top = parseOptions(GIT, toks, start, program);
    const sub = top.operand >= 0 ? toks[top.operand]?.text : undefined;
    const g = typeof sub === 'string' ? (0,command_lines/* own */.ZV)(GIT_SUBCOMMANDS, sub) : undefined;
    if (!g)
        return top.found;
    const name = `${program} ${sub}`;
    const parsed = parseOptions(g, toks, top.operand + 1, name);
    const verb = parsed.operand >= 0 ? toks[parsed.operand]?.text : undefined;
    const runner = typeof verb === 'string' ? (0,command_lines/* own */.ZV)(g.subcommands, verb) : undefined;
    return [...top.found, ...parsed.found, ...(runner ? runCommand(runner, toks, parsed.operand + 1, `${name} ${verb}`, depth) : [])];
}
const FIND_EXEC = ['-exec', '-execdir', '-ok', '-okdir'];
/** find: -exec, -execdir, -ok and -okdir start the command after them, up to ";" (or "{}" "+"), read again like any command line. */
function find(toks, start, program, depth) {
    const found = [];
    for (let i = start; i < toks.length; i++) {
        const a = toks[i].text;
        if (typeof a !== 'string' || !FIND_EXEC.includes(a))
            continue;
        let end = i + 1;
        while (end < toks.length && toks[end].text !== ';' && !(toks[end].text === '+' && toks[end - 1].text === '{}'))
            end++;
        found.push(...startsCommand(toks.slice(i + 1, end), 0, program, `the program ${a} starts`, `${program} ${a}`, depth));
        i = end;
    }
    return found;
}
const READERS = {
    ...Object.fromEntries(program_name/* POSIX_SHELLS */.O.map((n) => [n, byGrammar(SHELL)])),
    csh: byGrammar(CSH), tcsh: byGrammar(CSH),
    fish: byGrammar(FISH),
    cmd: windowsCommand,
    powershell: windowsCommand, pwsh: windowsCommand,
    python: byGrammar(PYTHON),
    node: byGrammar(NODE),
    bun: byGrammar(BUN),
    deno,
    perl: byGrammar(PERL),
    ruby: byGrammar(RUBY),
    php: byGrammar(PHP),
    osascript: byGrammar(OSASCRIPT),
    lua: byGrammar(LUA),
    rscript: byGrammar(RSCRIPT),
    tclsh: byGrammar(TCLSH), wish: byGrammar(TCLSH),
    awk: byGrammar(AWK),
    sed: byGrammar(SED),
    git,
    find,
    rsync: byGrammar(RSYNC),
    scp: byGrammar(SCP),
    sftp: byGrammar(SFTP),
};
/** Reads the command line at toks[at]: the program it names, and what that program does with the words after it. */
function readCommand(toks, at, depth) {
    const word = toks[at]?.text;
    if (typeof word !== 'string' || depth > MAX_DEPTH)
        return [];
    const program = (0,program_name/* programName */.k)(word);
    const runner = (0,command_lines/* own */.ZV)(RUNNERS, program);
    if (runner)
        return runCommand(runner, toks, at + 1, program, depth);
    const read = (0,command_lines/* own */.ZV)(READERS, program);
    return read ? read(toks, at + 1, program, depth) : [];
}
/** Where a tool's parameters become program text, reading exec.command and its args as the programs read them. */
function inlineCode(command, args) {
    return readCommand([{ text: command, index: -1 }, ...args.map((text, index) => ({ text, index }))], 0, 0);
}
const CODE_FIX = 'keep the program fixed and pass the value as an argument after it, or call a script in the pack';
const PATH_FIX = 'write the path out in tools.json (a file or folder of the pack: {{pack_root}}/…), or leave the option out';
const capToolShell = {
    meta: {
        id: 'cap-tool-shell',
        severity: 'warning',
        description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}, python {{script}}), directly, through a wrapper (env, sudo, timeout, xargs, chroot, strace, gdb --args, runuser -u, systemd-run, …) or through a program that hands a command line to a shell (ssh host {{cmd}}, autossh, ssh/scp -o ProxyCommand=…, sudo -s, watch, parallel, flock -c, sg -c, find -exec, git -c core.sshCommand=…, env GIT_SSH_COMMAND=…, PAGER=…, GIT_SSH=… or GIT_CONFIG_KEY_0=…, ssh -o SetEnv=…, git submodule foreach, rsync -e), or as the path of a file whose content runs (ssh -F, git --git-dir, GIT_DIR=…, GIT_EXEC_PATH=…): the model\'s text would become code',
        docs: DOCS,
    },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const raw = t.raw;
            const command = raw.exec?.command;
            const args = raw.exec?.args;
            if (typeof command !== 'string' || !Array.isArray(args))
                continue;
            for (const f of inlineCode(command, args)) {
                const value = (0,show_name/* showPath */.P8)(String(args[f.index]));
                const through = f.via?.length ? `, through ${f.via.join(' ')}` : '';
                const message = f.role === 'program'
                    ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}${through}): whatever the model sends becomes the command; ${f.fix ?? 'name a fixed program and pass the value as an argument after it'}`
                    : f.role === 'script'
                        ? `${toolLabel(t)} runs ${value} as the ${f.program} script or module to run (${f.how}${through}): whatever file the model names becomes the program; run a script of the pack ({{pack_root}}/…) and pass the value after it`
                        : f.role === 'path'
                            ? `${toolLabel(t)} runs ${value} as ${f.how} (${f.program}${through}): whatever path the model names chooses what runs; ${f.fix ?? PATH_FIX}`
                            : `${toolLabel(t)} runs ${value} as ${f.program} code (${f.how}${through}): whatever the model sends becomes a program; ${f.fix ?? CODE_FIX}`;
                report(message, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${f.index}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/capability/tools-schema.ts
var tools_schema = __webpack_require__(5989);
// EXTERNAL MODULE: ./src/capability/secret-env.ts
var secret_env = __webpack_require__(8698);
;// CONCATENATED MODULE: ./src/capability/rules/tool-env-secret.ts




const ENV_NAME = new RegExp(tools_schema/* ENV_NAME_PATTERN */.jg);
/**
 * A tool whose `exec.env` names a credential (GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY,
 * SSH_AUTH_SOCK) or a variable that changes what programs load or run (NODE_OPTIONS, BASH_ENV,
 * GIT_ASKPASS) asks for something the host decides to give, not the pack: `packwright mcp`
 * withholds such a name unless its operator passes it with --pass-env (secret-env.ts says
 * which names). A warning, since a pack may need a token; the author learns that its users
 * must start the server with the option, and a reviewer sees what the pack asks for.
 * A name that is no variable name is cap-tools-json's (the schema's pattern).
 */
const capToolEnvSecret = {
    meta: { id: 'cap-tool-env-secret', severity: 'warning', description: 'no tool asks for a credential or a variable that changes what programs load or run from the host environment (exec.env) without saying that the host passes it only with --pass-env', docs: DOCS },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const env = (t.raw.exec ?? {}).env;
            if (!Array.isArray(env))
                continue;
            for (const [i, name] of env.entries()) {
                if (typeof name !== 'string' || !ENV_NAME.test(name))
                    continue;
                const reason = (0,secret_env/* guardedEnvName */.NM)(name);
                if (reason)
                    report(`${toolLabel(t)} asks for ${name} from the host environment (${secret_env/* GUARD_REASON_TEXT */.HY[reason]}); the host passes it only with --pass-env ${name}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/env/${i}`));
            }
        }
    },
};

// EXTERNAL MODULE: ./src/capability/load.ts
var load = __webpack_require__(5264);
;// CONCATENATED MODULE: ./src/capability/rules/tool-count.ts


const capToolCount = {
    meta: { id: 'cap-tool-count', severity: 'warning', description: `tools.json defines at most ${load/* DEFAULT_MAX_TOOLS */.fe} tools, the most a host enables at once by default`, docs: DOCS },
    check(ctx, report) {
        const n = ctx.tools.length;
        if (n > load/* DEFAULT_MAX_TOOLS */.fe)
            report(`tools.json defines ${n} tools; a host enables at most ${load/* DEFAULT_MAX_TOOLS */.fe} at once by default (packwright mcp refuses them with too_many_tools): split the pack or drop tools`, ctx.toolsPath, ctx.locate('/tools'));
    },
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
;// CONCATENATED MODULE: ./src/capability/rules/resource-unsafe.ts







/** Bounds on the walk, so a huge or deep pack cannot stall validation. */
const MAX_ENTRIES = 20_000;
const resource_unsafe_MAX_DEPTH = 32;
/**
 * Why a symlink in the pack is unsafe, or null: it resolves outside the pack (or would, were
 * its target created), or it loops. The host never reads through such a link (read_file
 * answers path_denied), so a pack that relies on one is broken, and one that ships it is
 * probing: `resources/passwd -> /etc/passwd`.
 */
async function symlinkProblem(realRoot, link) {
    let target;
    try {
        target = await (0,promises_.readlink)(link);
    }
    catch {
        return null;
    }
    try {
        const real = await (0,promises_.realpath)(link);
        return (0,paths/* isInside */.FK)(realRoot, real) ? null : `is a symlink to ${(0,show_name/* quoteEscaped */.kd)(target)}, outside the pack`;
    }
    catch (err) {
        const code = err.code;
        if (code === 'ELOOP')
            return `is a symlink loop (${(0,show_name/* quoteEscaped */.kd)(target)})`;
        // Dangling: judged by where it would lead, as resolveContained judges it.
        return (await (0,paths/* danglingLinkLeadsOutside */.vW)(realRoot, link)) ? `is a symlink to ${(0,show_name/* quoteEscaped */.kd)(target)}, outside the pack (missing now)` : null;
    }
}
const capResourceUnsafe = {
    meta: { id: 'cap-resource-unsafe', severity: 'error', description: 'no file or folder in the pack (resources/, docs/, scripts/, …) is a symlink leading outside it or looping', docs: DOCS },
    async check(ctx, report) {
        let realRoot;
        try {
            realRoot = await (0,promises_.realpath)(ctx.root);
        }
        catch {
            return;
        }
        // tools.json and the entry doc have their own rules, which already say when they leave the pack.
        const own = new Set([load/* TOOLS_JSON */.JR, ctx.entry?.rel]);
        let seen = 0;
        const walk = async (dir, rel, depth) => {
            if (depth > resource_unsafe_MAX_DEPTH)
                return;
            const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
            for (const e of entries.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.name, b.name))) {
                if (++seen > MAX_ENTRIES)
                    return;
                const r = rel ? `${rel}/${e.name}` : e.name;
                const full = external_node_path_default().join(dir, e.name);
                if (e.isSymbolicLink() && !own.has(r)) {
                    const problem = await symlinkProblem(realRoot, full);
                    if (problem)
                        report(`${(0,show_name/* showPath */.P8)(r)} ${problem}: the host refuses to read through it (path_denied); copy the file into the pack or remove the link`, full);
                }
                else if (e.isDirectory() && e.name !== '.git')
                    await walk(full, r, depth + 1);
            }
        };
        await walk(ctx.root, '', 0);
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/index.ts











/** The registry of capability pack rules, in report order. */
const capabilityPackRules = [capEntryDoc, capFrontmatter, capUnknownKey, capNameFolder, capToolsJson, capToolSchema, capToolExec, capToolShell, capToolEnvSecret, capToolCount, capResourceUnsafe];


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


/***/ }),

/***/ 1649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ skillMetadataProblems),
/* harmony export */   KM: () => (/* binding */ skillLicenseProblem),
/* harmony export */   Oo: () => (/* binding */ skillNameFolderProblem),
/* harmony export */   XL: () => (/* binding */ suggestSkillName),
/* harmony export */   fd: () => (/* binding */ skillCompatibilityProblem),
/* harmony export */   rs: () => (/* binding */ skillDescriptionProblem),
/* harmony export */   s7: () => (/* binding */ skillAllowedToolsProblem),
/* harmony export */   w9: () => (/* binding */ skillNameProblem),
/* harmony export */   xn: () => (/* binding */ KNOWN_SKILL_KEYS)
/* harmony export */ });
/* unused harmony exports SKILL_NAME_MAX, SKILL_DESCRIPTION_MAX, SKILL_COMPATIBILITY_MAX, notAStringBecause */
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6296);
/**
 * The Agent Skills frontmatter limits (INTEROP.md §2), one copy for every SKILL.md packwright
 * reads: the skill rules and a capability pack's entry doc. Each check returns what is wrong
 * (to follow the key's name in a message) or null. `scalar`, when the caller has it, is how the
 * value was written (what YAML's reading loses), so a "not a string" message can show `1.0`.
 */

const SKILL_NAME_MAX = 64;
const SKILL_DESCRIPTION_MAX = 1024;
const SKILL_COMPATIBILITY_MAX = 500;
const KNOWN_SKILL_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];
/**
 * Why a frontmatter value that must be a string is not one, worded for the person who wrote it:
 * the text to follow "<key> must be a string". YAML reads unquoted `123`, `1.0`, `true` or
 * `null` as other types; `scalar` (how it was written) lets the message show `1.0`, which the
 * number 1 has lost.
 */
function notAStringBecause(value, scalar = null, what = 'value') {
    if (value === null)
        return `, but YAML read this ${what} as null (empty, ~ or null)`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const read = `the ${typeof value === 'boolean' ? 'boolean' : 'number'} ${String(value)}`;
        if (scalar?.tag)
            return `, but YAML read this ${what} as ${read} (it is tagged ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)}): remove the tag`;
        if (!scalar)
            return `, but YAML read this unquoted ${what} as ${read}: quote the ${what}`;
        if (!scalar.plain)
            return `, but YAML read this ${what} as ${read}`;
        const fix = `: quote it (${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(scalar.source)})`;
        return scalar.source === String(value) ? `, but YAML read this unquoted ${what} as ${read}${fix}` : `, but YAML read the unquoted ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.source)} as ${read}${fix}`;
    }
    if (Array.isArray(value))
        return ', not a YAML list (a value starting with "[" or "- " is one: quote it)';
    if (value instanceof Uint8Array)
        return ', but YAML read this value as binary data (it is tagged !!binary): write it as text';
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return ', not a YAML mapping (a value starting with "{", or an unquoted one holding ": ", is one: quote it)';
    }
    if (value instanceof Set)
        return ', but YAML read this value as a set (it is tagged !!set): write it as text';
    if (value instanceof Map)
        return ', but YAML read this value as an ordered mapping (it is tagged !!omap or !!pairs): write it as text';
    return `, but YAML read this value as ${scalar?.tag ? `a ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(scalar.tag)} value` : `a ${typeof value}`}`;
}
/** `name`: 1–64 of a-z, 0-9 and "-", no leading, trailing or double "-". */
function skillNameProblem(name, scalar = null) {
    if (name === undefined)
        return 'is required and must be a non-empty string';
    if (typeof name !== 'string')
        return `must be a string${notAStringBecause(name, scalar)}`;
    if (name === '')
        return 'must not be empty';
    // Characters are code points, as for description (an emoji is one, not two UTF-16 units).
    const length = [...name].length;
    if (length > SKILL_NAME_MAX)
        return `is ${length} characters; at most ${SKILL_NAME_MAX}`;
    if (!/^[a-z0-9-]+$/.test(name))
        return 'may contain only lowercase letters a-z, digits and "-"';
    if (name.startsWith('-') || name.endsWith('-'))
        return 'must not start or end with "-"';
    if (name.includes('--'))
        return 'must not contain "--"';
    return null;
}
/** A name that follows skillNameProblem's rules, made from one that does not (`My Pack!` → `my-pack`), or null. */
function suggestSkillName(name) {
    const s = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SKILL_NAME_MAX).replace(/-+$/, '');
    return s !== '' && s !== name ? s : null;
}
/** Which Unicode normalization form a string is in, for a message when only that differs. */
function normalizationForm(s) {
    if (s === s.normalize('NFC'))
        return 'NFC';
    if (s === s.normalize('NFD'))
        return 'NFD';
    return 'neither NFC nor NFD';
}
/**
 * Agent Skills: `name` equals the skill's folder name. What is wrong, to follow "name" in a
 * message, or null (also for a name that is not a non-empty string: skillNameProblem's to
 * report). `normalization` is set when the two print alike and differ only in Unicode
 * normalization (HFS+ stores names as NFD, and copies made from it keep that): the text then
 * says how to fix it.
 */
function skillNameFolderProblem(name, folder) {
    if (typeof name !== 'string' || name === '' || name === folder)
        return null;
    if (name.normalize('NFC') === folder.normalize('NFC')) {
        return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} and the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)} differ only in Unicode normalization (the name is ${normalizationForm(name)}, the folder name ${normalizationForm(folder)}): write both the same way`, normalization: true };
    }
    return { text: `${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(name)} differs from the folder name ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteEscaped */ .kd)(folder)}`, normalization: false };
}
/** `description`: a non-empty string of at most 1024 characters (code points). */
function skillDescriptionProblem(d, scalar = null) {
    if (d === undefined)
        return 'is required and must be a non-empty string';
    if (typeof d !== 'string')
        return `must be a string${notAStringBecause(d, scalar)}`;
    if (d.trim() === '')
        return 'must not be empty: say what the skill does and when to use it';
    const n = [...d].length;
    return n > SKILL_DESCRIPTION_MAX ? `is ${n} characters; at most ${SKILL_DESCRIPTION_MAX}` : null;
}
/** `compatibility`, when present: a non-empty string of at most 500 characters. */
function skillCompatibilityProblem(c, scalar = null) {
    if (typeof c !== 'string')
        return `must be a string${notAStringBecause(c, scalar)}`;
    if (c === '')
        return 'must be a non-empty string';
    const n = [...c].length;
    return n > SKILL_COMPATIBILITY_MAX ? `is ${n} characters; at most ${SKILL_COMPATIBILITY_MAX}` : null;
}
/**
 * `metadata`, when present: string keys to string values. Each problem's message follows
 * "metadata" (`keyIndex`: the entry of `keys` at fault) or "metadata.<key>" (`key`).
 * `keys` are the mapping's keys as written, when the caller has them; `scalar(key)` how a value was written.
 */
function skillMetadataProblems(m, asWritten = {}) {
    if (typeof m !== 'object' || m === null || Array.isArray(m))
        return [{ message: 'must be a mapping of string keys to string values' }];
    const problems = [];
    // The keys as written: YAML reads `1:` or `true:` as a number or a boolean, which the
    // mapping then holds as the string "1" or "true".
    (asWritten.keys ?? []).forEach((k, keyIndex) => {
        if (typeof k.value === 'string')
            return;
        if (k.value === undefined)
            problems.push({ keyIndex, message: 'keys must be strings, not a YAML list or mapping' });
        else
            problems.push({ keyIndex, message: `key ${k.scalar && k.scalar.source !== '' ? (0,_show_name_js__WEBPACK_IMPORTED_MODULE_0__/* .showPath */ .P8)(k.scalar.source) : String(k.value)} must be a string${notAStringBecause(k.value, k.scalar, 'key')}` });
    });
    for (const [key, v] of Object.entries(m)) {
        if (typeof v !== 'string')
            problems.push({ key, message: `must be a string${notAStringBecause(v, asWritten.scalar?.(key) ?? null)}` });
    }
    return problems;
}
/** `allowed-tools`, when present: one space-separated string. */
function skillAllowedToolsProblem(v, scalar = null) {
    if (Array.isArray(v))
        return 'must be a space-separated string, not a YAML list (write: allowed-tools: Read Grep)';
    if (typeof v !== 'string')
        return `must be a space-separated string${notAStringBecause(v, scalar)}`;
    if (v.trim() === '')
        return 'must be a non-empty space-separated string';
    return null;
}
/** `license`, when present: a string (a license name, or a license file in the skill). */
function skillLicenseProblem(v, scalar = null) {
    return typeof v === 'string' ? null : `must be a string (a license name such as MIT, or a license file in the skill)${notAStringBecause(v, scalar)}`;
}


/***/ })

};
