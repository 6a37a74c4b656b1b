export const id = 6706;
export const ids = [6706];
export const modules = {

/***/ 6706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ parseMarkdown),
/* harmony export */   Ko: () => (/* binding */ MarkdownTooComplexError)
/* harmony export */ });
/* unused harmony exports MAX_MARKDOWN_BRACKETS, MAX_MARKDOWN_NESTING, MAX_MARKDOWN_WORK, markdownWork, markdownTooComplex */
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7326);
/* harmony import */ var micromark_extension_gfm_footnote__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2429);
/* harmony import */ var mdast_util_gfm_footnote__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6807);
/* harmony import */ var micromark_extension_frontmatter__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(796);
/* harmony import */ var mdast_util_frontmatter__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8494);
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);






/**
 * A GFM footnote label as micromark-extension-gfm-footnote reads one: no `[`, `]` (unless
 * escaped), space, tab or line ending; a backslash escapes `[`, `]` or `\`, and is itself a
 * label character before anything else. At most MAX_FOOTNOTE_LABEL characters.
 */
const FOOTNOTE_LABEL = String.raw `(?:\\[[\]\\]|\\(?![[\]\\])|[^[\]\\ \t\n\r])+`;
const MAX_FOOTNOTE_LABEL = 999;
const REF_PATTERN = new RegExp(String.raw `\[\^(${FOOTNOTE_LABEL})\]`, 'g');
const FOOTNOTE_DEFINITION = new RegExp(String.raw `^ {0,3}\[\^${FOOTNOTE_LABEL}\]:`);
/** More `[` than this and micromark's footnote parsing (quadratic in them) runs for minutes. */
const MAX_MARKDOWN_BRACKETS = 20_000;
/** Containers (blockquotes, list items) one line may open, and the indentation it may carry. */
const MAX_MARKDOWN_NESTING = 100;
/**
 * The most work micromark may do beyond its linear pass, in the units markdownWork counts
 * (a second or two of parsing at most). Ordinary documents stay far below it: the example
 * pack's files reach 700, this README 240,000, Node's API docs (100–260 KB) 25 million.
 */
const MAX_MARKDOWN_WORK = 100_000_000;
const NESTED_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)){${MAX_MARKDOWN_NESTING + 1}}|^[ \\t]{${4 * MAX_MARKDOWN_NESTING + 1},}\\S`, 'm');
/**
 * Estimates, in one linear pass, the work micromark 4 does beyond reading each character once;
 * each part is an upper bound (the tests compare it with micromark on random documents).
 *
 * - Inline, per paragraph: a closing `*` or `_` run walks back over the paragraph's events to
 *   its opener, a `]` to its `[` (counted as the distance to the run or `[` just before it when
 *   nothing can come between them, else to the paragraph's start); an opening code span, HTML
 *   comment, `<?`, `<![CDATA[` or `<!X` scans on to its end (or the paragraph's: each line
 *   ending, and in a code span each backtick, weighs 32 characters); and every bracket or
 *   emphasis run may splice or merge the paragraph's event list (a sixteenth of its length).
 *   Distances weigh each character micromark's inline tokenizer stops at (`\ & * _ \` [ ] < !`)
 *   as seven, for the events it makes. Paragraphs are cut only at blank lines, headings,
 *   thematic breaks, fences and list items, which surely end one: a paragraph is never split.
 * - Block: each time a blockquote, list item or footnote definition is closed by a line that
 *   does not open a sibling, micromark copies the document's whole event list. Counted: every
 *   container marker, except a blockquote's `>` continued on the next line, and a list item or
 *   footnote definition that ends where a sibling item or definition starts.
 *
 * With `stopAbove`, counting stops once the inline or block work exceeds it.
 */
function markdownWork(source, options = {}) {
    const { stopAbove = Infinity } = options;
    const index = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(source, { cr: true });
    const starts = [];
    const lines = [];
    for (let l = 1; l <= index.count; l++) {
        starts.push(index.start(l));
        lines.push(source.slice(index.start(l), index.end(l)));
    }
    const work = { inline: 0, worst: null, structure: 0, closes: 0, firstClose: 0 };
    // Inline: the current paragraph piece, from the start of line segLine to segEnd.
    let segLine = 0;
    let segStart = 0;
    let segEnd = 0;
    const scanner = new ParagraphScanner(source, (offset) => index.line(offset));
    const endSegment = () => {
        if (segLine === 0)
            return;
        const p = scanner.cost(segStart, segEnd);
        work.inline += p.cost;
        if (p.delimiters > 0 && (work.worst === null || p.cost > work.worst.cost))
            work.worst = { line: segLine, length: segEnd - segStart, delimiters: p.delimiters, cost: p.cost };
        segLine = 0;
    };
    // Block: list items and footnote definitions waiting for the first later line indented less
    // than their content.
    const pending = [];
    let closes = 0;
    let events = 0;
    const close = (line, n = 1) => {
        if (n <= 0)
            return;
        if (closes === 0)
            work.firstClose = line;
        closes += n;
    };
    // A `---` first line that no `---` line closes is no frontmatter, yet it leaves micromark
    // (micromark-extension-frontmatter 2) reading the whole document without containers: no
    // blockquote or list item then ends a paragraph.
    const containers = !(FRONTMATTER_FENCE.test(lines[0]) && lines.length > 1 && !lines.some((l, i) => i > 0 && FRONTMATTER_FENCE.test(l)));
    for (let i = 0; i < lines.length; i++) {
        if (work.inline > stopAbove || closes * events > stopAbove)
            break;
        const text = lines[i];
        const lineNo = i + 1;
        // --- block structure
        const markers = containerMarkers(text);
        events += 4 + 8 * markers.count + 16 * markers.footnotes;
        if (!/^[ \t]*$/.test(text)) {
            const lead = /^ */.exec(text)[0].length;
            const tabbed = text[lead] === '\t';
            while (pending.length && (tabbed || pending[pending.length - 1].content > lead)) {
                const item = pending.pop();
                if (tabbed || !(item.footnote ? FOOTNOTE_DEFINITION.test(text) : siblingItem(text, lead, item.indent, item.content)))
                    close(item.line);
            }
        }
        const strictNext = i + 1 < lines.length ? strictQuotes(lines[i + 1]) : 0;
        close(lineNo, Math.max(0, markers.leadingQuotes - strictNext) + markers.otherQuotes);
        // A footnote definition at the line's start lasts while lines are blank or indented by 4.
        const definition = markers.footnotes > 0 && FOOTNOTE_DEFINITION.test(text) && text[0] === '[';
        const item = markers.count > 0 && markers.leadingQuotes === 0 && !definition ? simpleListItem(text) : null;
        if (definition)
            pending.push({ indent: 0, content: 4, line: lineNo, footnote: true });
        else if (item)
            pending.push({ indent: item.indent, content: item.content, line: lineNo, footnote: false });
        close(lineNo, markers.footnotes - (definition ? 1 : 0) + markers.lists - (item ? 1 : 0));
        // --- inline paragraphs
        const kind = lineKind(text, containers);
        if (kind === 'blank') {
            endSegment();
            continue;
        }
        if (kind !== 'text')
            endSegment();
        if (segLine === 0) {
            segLine = lineNo;
            segStart = starts[i];
        }
        segEnd = starts[i] + text.length;
        if (kind === 'single')
            endSegment();
    }
    endSegment();
    for (const item of pending)
        close(item.line);
    work.closes = closes;
    work.structure = closes * events;
    return work;
}
const PERMISSIVE_MARKER = /[ \t]*(?:(>)|([-*+]|\d{1,9}[.)])(?=[ \t]|$)|\[\^(?:\\.|[^\\\]])*\]:)/y;
/** Every container marker a line may start with (more than micromark may see, never fewer). */
function containerMarkers(text) {
    const out = { count: 0, leadingQuotes: 0, otherQuotes: 0, lists: 0, footnotes: 0 };
    let onlyQuotes = true;
    PERMISSIVE_MARKER.lastIndex = 0;
    for (let m = PERMISSIVE_MARKER.exec(text); m; m = PERMISSIVE_MARKER.exec(text)) {
        out.count++;
        if (m[1]) {
            if (onlyQuotes)
                out.leadingQuotes++;
            else
                out.otherQuotes++;
        }
        else {
            onlyQuotes = false;
            if (m[2])
                out.lists++;
            else
                out.footnotes++;
        }
    }
    return out;
}
const STRICT_QUOTE = / {0,3}> ?/y;
/** How many blockquote markers a line surely starts with (spaces only, at most 3 before each). */
function strictQuotes(text) {
    let n = 0;
    STRICT_QUOTE.lastIndex = 0;
    while (STRICT_QUOTE.exec(text))
        n++;
    return n;
}
const SIMPLE_ITEM = /^( *)([-*+]|\d{1,9}[.)])( *)(?=\S)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A list item that is the line's first container, indented with spaces only and with text on its first line. */
function simpleListItem(text) {
    const m = SIMPLE_ITEM.exec(text);
    if (!m || m[3].length === 0 || THEMATIC_BREAK.test(text))
        return null;
    const indent = m[1].length;
    return { indent, content: indent + m[2].length + (m[3].length > 4 ? 1 : m[3].length) };
}
/** Whether a line, indented `lead` spaces, starts a list item that continues the list of an item at `indent` whose content starts at `content`. */
function siblingItem(text, lead, indent, content) {
    if (lead < indent || lead >= content || THEMATIC_BREAK.test(text))
        return false;
    return /^ *(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/.test(text);
}
const FRONTMATTER_FENCE = /^---[ \t]*$/;
const QUOTE_PREFIX = /^(?: {0,3}> ?)*/;
const HEADING_OR_BREAK = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|([-*_])(?:[ \t]*\1){2,}[ \t]*$)/;
const FENCE = /^ {0,3}(?:`{3,}[^`]*$|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|1[.)])[ \t]+\S/;
/**
 * How a line bears on paragraphs: `blank` ends one, `single` (a heading or thematic break)
 * stands alone, `start` (a list item, a fence) surely starts a new block, and `text` may
 * continue a paragraph. Only what ends a paragraph whatever surrounds it counts as an end;
 * `containers` is false when micromark reads no blockquotes or list items.
 */
function lineKind(text, containers) {
    const rest = containers ? text.slice(QUOTE_PREFIX.exec(text)[0].length) : text;
    if (/^[ \t]*$/.test(rest))
        return 'blank';
    if (HEADING_OR_BREAK.test(rest))
        return 'single';
    if (FENCE.test(rest) || (containers && LIST_ITEM.test(rest)))
        return 'start';
    return 'text';
}
/** How many characters of plain text a character weighs at which micromark's inline tokenizer stops (for the events it makes). */
const SPECIAL_WEIGHT = 7;
/** One splice or merge of a paragraph's events costs this fraction of a walk over them. */
const SPLICE_SHARE = 16;
/** How many characters a line ending (or, in a code span, a backtick) weighs in a scan through an unclosed HTML comment or code span. */
const SCAN_WEIGHT = 32;
const isSpace = (c) => c === undefined || /\s/.test(c);
const isWord = (c) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
/** Characters that may end a construct hiding what lies before them: a code span, HTML, an autolink, a link destination, an escape. */
const HIDES = new Set(['`', '<', '>', '(', ')', '\\', '[', ']']);
const SPECIALS = new Set(['\\', '&', '*', '_', '`', '[', ']', '<', '!', '\n', '\r']);
/** Scans one paragraph at a time; remembers where the next HTML terminators are, so the whole document is scanned once. */
class ParagraphScanner {
    source;
    lineOf;
    next = new Map();
    constructor(source, lineOf) {
        this.source = source;
        this.lineOf = lineOf;
    }
    /** The work of scanning from `from` to `to`: its characters and, weighted, its line endings. */
    scan(from, to) {
        return to - from + SCAN_WEIGHT * (this.lineOf(to) - this.lineOf(from));
    }
    /** Where `needle` next occurs at or after `from`, or -1. Calls for one needle come with rising `from`. */
    find(needle, from) {
        const known = this.next.get(needle);
        if (known !== undefined && (known === -1 || known >= from))
            return known;
        const at = this.source.indexOf(needle, from);
        this.next.set(needle, at);
        return at;
    }
    cost(start, end) {
        const s = this.source;
        let w = 0; // weighted position, for walks over events
        let ws = 0; // weighted position, for code span scans
        let walks = 0;
        let scans = 0;
        let delimiters = 0; // all of them, for the message
        let splices = 0; // brackets and emphasis runs: each may splice or merge the paragraph's events
        let hidden = -1; // index of the last character that may end a construct
        let run = null; // the last `*`/`_` run
        let bracket = null; // the last `[`
        const ticks = new Map(); // backtick run length → `ws` of the last open run of that length
        const escapedTicks = []; // `ws` of runs that open one shorter
        const escapedAt = (i) => {
            let n = 0;
            while (i - 1 - n >= start && s[i - 1 - n] === '\\')
                n++;
            return n % 2 === 1;
        };
        for (let i = start; i < end; i++) {
            const c = s[i];
            ws += c === '\n' || c === '\r' ? SCAN_WEIGHT : 1;
            if (c === '*' || c === '_') {
                let j = i;
                while (j + 1 < end && s[j + 1] === c)
                    j++;
                let from = i;
                if (escapedAt(i))
                    from++;
                w += SPECIAL_WEIGHT * (j - i + 1);
                if (from <= j) {
                    const before = from > start ? s[from - 1] : undefined;
                    const after = j + 1 < end ? s[j + 1] : undefined;
                    const length = j - from + 1;
                    // Between spaces, or `_` inside a word, it neither opens nor closes: plain text.
                    if ((isSpace(before) && isSpace(after)) || (c === '_' && isWord(before) && isWord(after))) {
                        i = j;
                        continue;
                    }
                    delimiters++;
                    splices++;
                    // Not a closer when whitespace comes first.
                    const closer = !isSpace(before);
                    if (closer) {
                        // The run just before, if nothing can hide it, surely opens (a word follows), surely
                        // does not close (whitespace precedes) and is long enough: the walk ends there.
                        const o = run;
                        const near = o !== null && o.marker === c && o.opener && hidden < o.start && (length === 1 || (length === 2 && o.length >= 2)) && ((length + o.length) % 3 !== 0 || isSpace(after));
                        walks += near ? w - o.w : w;
                    }
                    run = { start: from, w, marker: c, length, opener: isSpace(before) && isWord(after) };
                }
                i = j;
                continue;
            }
            if (SPECIALS.has(c))
                w += SPECIAL_WEIGHT;
            else
                w++;
            if (c === '[' || c === ']') {
                if (escapedAt(i)) {
                    hidden = i;
                    continue;
                }
                delimiters++;
                splices++;
                if (c === ']') {
                    walks += bracket !== null && hidden === bracket.at ? w - bracket.w : w;
                    bracket = null;
                }
                else {
                    bracket = { at: i, w };
                }
                hidden = i;
            }
            else if (c === '`') {
                let j = i;
                while (j + 1 < end && s[j + 1] === '`')
                    j++;
                const length = j - i + 1;
                w += SPECIAL_WEIGHT * (j - i);
                ws += SCAN_WEIGHT * length - 1;
                delimiters++;
                // Closes the open run of its length (inside a code span a backslash escapes nothing).
                const open = ticks.get(length);
                if (open !== undefined)
                    scans += ws - open;
                if (escapedAt(i))
                    escapedTicks.push(ws); // opens one shorter: it may scan to the end
                else
                    ticks.set(length, ws);
                hidden = j;
                i = j;
            }
            else if (c === '<') {
                hidden = i;
                const n = s[i + 1];
                if (n === '!' || n === '?') {
                    delimiters++;
                    const needle = n === '?' ? '?>' : s.startsWith('<!--', i) ? '-->' : s.startsWith('<![CDATA[', i) ? ']]>' : '>';
                    const at = this.find(needle, i + 2);
                    scans += 2 * this.scan(i, at === -1 || at >= end ? end : at); // HTML scans cost twice a code span's
                }
            }
            else if (HIDES.has(c)) {
                hidden = i;
            }
        }
        for (const open of ticks.values())
            scans += ws - open;
        for (const open of escapedTicks)
            scans += ws - open;
        return { cost: walks + scans + Math.ceil((splices * w) / SPLICE_SHARE), delimiters };
    }
}
const fmt = (n) => n.toLocaleString('en-US');
/**
 * Why a Markdown text is too complex to parse safely, or null. micromark's time grows with the
 * square (or worse) of some constructs — many `[` (label starts, footnote references), deeply
 * nested blockquotes or list items, emphasis, brackets, code spans or HTML comments that walk or
 * scan through a long paragraph, containers closed again and again in a long document — so a
 * hostile or broken file could hold a check for hours: one line of 100,000 `*a` takes 4 minutes,
 * 8,000 footnote references in one paragraph 1 s (16 times that for four times as many),
 * 8,000 nested list items 22 s, 8,000 blockquotes each followed by a paragraph 18 s.
 * Real documents stay far below these limits.
 */
function markdownTooComplex(source) {
    return complexity(source).problem;
}
/** markdownTooComplex's reason, and the `[^…]` labels it counted (null when it stopped before). */
function complexity(source) {
    let brackets = 0;
    for (let i = source.indexOf('['); i !== -1; i = source.indexOf('[', i + 1)) {
        if (++brackets > MAX_MARKDOWN_BRACKETS)
            return { problem: `more than ${MAX_MARKDOWN_BRACKETS} '[' characters, too many to parse in reasonable time`, labels: null };
    }
    // Each footnote reference looks its label up among all definitions, and parseMarkdown
    // defines every label: labels × references string comparisons.
    const labels = new Set();
    let references = 0;
    for (const m of source.matchAll(REF_PATTERN)) {
        references++;
        labels.add(m[1]);
    }
    const problem = () => {
        if (8 * labels.size * references > MAX_MARKDOWN_WORK)
            return `${fmt(references)} footnote references with ${fmt(labels.size)} different labels, too many to parse in reasonable time`;
        const nested = NESTED_LINE.exec(source);
        if (nested)
            return `line ${new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(source, { cr: true }).line(nested.index)} nests more than ${MAX_MARKDOWN_NESTING} blockquotes, list items or indentation levels, too deep to parse in reasonable time`;
        const work = markdownWork(source, { stopAbove: MAX_MARKDOWN_WORK });
        if (work.inline > MAX_MARKDOWN_WORK && work.worst) {
            const { line, length, delimiters, cost } = work.worst;
            return cost > MAX_MARKDOWN_WORK
                ? `the paragraph on line ${line} (${fmt(length)} characters) has ${fmt(delimiters)} emphasis, bracket, code or HTML delimiters (*, _, [, ], \`, <! or <?) placed so that they would take too long to parse`
                : `its paragraphs have too many emphasis, bracket, code or HTML delimiters (*, _, [, ], \`, <! or <?) for their length to parse in reasonable time (the worst starts on line ${line})`;
        }
        if (work.structure > MAX_MARKDOWN_WORK)
            return `it closes ${fmt(work.closes)} or more blockquotes, list items or footnote definitions (the first on line ${work.firstClose}), too many for its length to parse in reasonable time`;
        return null;
    };
    return { problem: problem(), labels };
}
/** A text markdownTooComplex refuses; the message is its reason. */
class MarkdownTooComplexError extends Error {
}
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const parseTree = (source) => (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__/* .fromMarkdown */ .Y)(source, {
    extensions: [(0,micromark_extension_frontmatter__WEBPACK_IMPORTED_MODULE_2__/* .frontmatter */ .v)(['yaml']), (0,micromark_extension_gfm_footnote__WEBPACK_IMPORTED_MODULE_3__/* .gfmFootnote */ .r)()],
    mdastExtensions: [(0,mdast_util_frontmatter__WEBPACK_IMPORTED_MODULE_4__/* .frontmatterFromMarkdown */ .q)(['yaml']), (0,mdast_util_gfm_footnote__WEBPACK_IMPORTED_MODULE_5__/* .gfmFootnoteFromMarkdown */ .i)()],
});
const LINE_ENDING = /\r\n|\r|\n/g;
/**
 * Where the frontmatter micromark-extension-frontmatter reads ends (after its closing `---`
 * and trailing spaces, before the line ending): a first line `---` (spaces or tabs may
 * follow), closed by the first later line of the same form. -1 when there is none, -2 when
 * no line closes the first.
 */
function frontmatterEnd(source) {
    LINE_ENDING.lastIndex = 0;
    let first = true;
    for (let from = 0;; first = false) {
        const m = LINE_ENDING.exec(source);
        const end = m ? m.index : source.length;
        if (FRONTMATTER_FENCE.test(source.slice(from, end))) {
            if (!first)
                return end;
        }
        else if (first)
            return -1;
        if (!m)
            return -2;
        from = m.index + m[0].length;
    }
}
/**
 * Parses Markdown with micromark's footnote and frontmatter extensions (INTEROP.md §4).
 * Throws MarkdownTooComplexError for a text micromark would take minutes on.
 *
 * `references` are read only when asked for (else the list is empty). micromark reads
 * `[^label]` as a reference only when the document defines the label, else as text or a
 * link's text (`[^a](url)`); a pack's definitions live in another file. So references are what
 * micromark reads once every label that could be one is defined: the text is parsed with a
 * definition for each, put before it (after the frontmatter) and followed by a paragraph and a
 * blank line so that nothing runs on into it. Everything else is read from that same tree,
 * with the added lines taken out of the positions.
 */
function parseMarkdown(source, options = {}) {
    const { problem, labels: found } = complexity(source);
    if (problem)
        throw new MarkdownTooComplexError(problem);
    const labels = options.references ? [...found].filter((l) => l.length <= MAX_FOOTNOTE_LABEL) : [];
    if (labels.length === 0)
        return readTree(source, parseTree(source), null);
    const block = `${labels.map((l) => `[^${l}]: x\n`).join('\n')}\nz\n\n`;
    const withBlock = (at) => source.slice(0, at) + block + source.slice(at);
    const afterLineEnding = (end) => end + (/^(?:\r\n|\r|\n)?/.exec(source.slice(end, end + 2))?.[0].length ?? 0);
    // The definitions go after the frontmatter and its line ending. frontmatterEnd mirrors
    // micromark; should the tree disagree, the text is parsed as it is, then with the
    // definitions. So it is too when a BOM (which micromark skips) comes first, or a `---` no
    // line closes (micromark then reads no containers, but would after the definitions).
    const fmEnd = source.charCodeAt(0) === 0xfeff ? -2 : frontmatterEnd(source);
    if (fmEnd >= -1) {
        const at = fmEnd === -1 ? 0 : afterLineEnding(fmEnd);
        // Nothing after the frontmatter: no references.
        if (at === source.length)
            return readTree(source, parseTree(source), null);
        const tree = parseTree(withBlock(at));
        const first = tree.children?.[0];
        if (fmEnd === -1 ? first?.type !== 'yaml' : first?.type === 'yaml' && first.position?.end.offset === fmEnd)
            return readTree(source, tree, { at, block });
    }
    const tree = parseTree(source);
    const doc = readTree(source, tree, null);
    const at = doc.frontmatter ? afterLineEnding(tree.children?.[0]?.position?.end.offset ?? 0) : 0;
    if (at < source.length)
        doc.references = readTree(source, parseTree(withBlock(at)), { at, block }).references;
    return doc;
}
/**
 * A MarkdownDoc from micromark's tree of `source`, or, with `added`, of `source` with `block`
 * (whole lines) put in at offset `at`: what lies in the block is skipped, what follows it is
 * moved back by its length and lines (its columns are unchanged).
 */
function readTree(source, tree, added) {
    const doc = { frontmatter: null, references: [], definitions: [], headings: [], blocks: [] };
    const skipFrom = added?.at ?? Infinity;
    const skipTo = added ? added.at + added.block.length : Infinity;
    const chars = added?.block.length ?? 0;
    const lines = added ? added.block.split('\n').length - 1 : 0;
    let shift = 0;
    const line = (l) => l - shift;
    const pos = (n) => ({
        line: line(n.position?.start.line ?? 1),
        column: n.position?.start.column ?? 1,
        endLine: n.position?.end.line === undefined ? undefined : line(n.position.end.line),
        endColumn: n.position?.end.column,
    });
    const visit = (node, parent) => {
        let start = node.position?.start.offset ?? 0;
        let end = node.position?.end.offset ?? start;
        if (parent !== null && start >= skipFrom) {
            if (start < skipTo)
                return;
            shift = lines;
            start -= chars;
            end -= chars;
        }
        else
            shift = 0;
        if (node.type === 'yaml' && doc.frontmatter === null && start === 0) {
            doc.frontmatter = { raw: node.value ?? '', bodyLine: (node.position?.start.line ?? 1) + 1, position: pos(node) };
        }
        if (node.type === 'footnoteReference' && added) {
            doc.references.push({ label: source.slice(start + 2, end - 1), position: pos(node) });
            return;
        }
        if (node.type === 'footnoteDefinition')
            doc.definitions.push({ label: node.label ?? '', position: pos(node) });
        // HTML in a paragraph is inline (`<b>`); HTML whose parent is a container is a block.
        if ((node.type === 'code' || (node.type === 'html' && parent && BLOCK_PARENTS.has(parent.type))) && node.position)
            doc.blocks.push([line(node.position.start.line), line(node.position.end.line)]);
        if (node.type === 'heading') {
            const raw = source.slice(start, end).replace(/^#{1,6}[ \t]*/, '').replace(/[ \t]+#+[ \t]*$/, '').trim();
            doc.headings.push({ depth: node.depth ?? 1, raw, position: pos(node) });
        }
        for (const child of node.children ?? [])
            visit(child, node);
    };
    visit(tree, null);
    return doc;
}


/***/ })

};
