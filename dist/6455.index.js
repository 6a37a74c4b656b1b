export const id = 6455;
export const ids = [6455,1076];
export const modules = {

/***/ 4557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ pointerKeys),
/* harmony export */   s: () => (/* binding */ valueAtPointer)
/* harmony export */ });
/** The keys a JSON pointer (RFC 6901; ajv's instancePath) names: `/a~1b/c` → `['a/b', 'c']` (core/json.ts jsonPointer builds one). */
function pointerKeys(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
/** The value a JSON pointer names in a parsed document (own properties and array items only), or undefined. */
function valueAtPointer(root, pointer) {
    let node = root;
    for (const key of pointerKeys(pointer)) {
        if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}


/***/ }),

/***/ 1550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ko: () => (/* binding */ MarkdownTooComplexError),
  Dd: () => (/* binding */ parseMarkdown)
});

// UNUSED EXPORTS: MARKDOWN_PROSE_WORK, MAX_MARKDOWN_BRACKETS, MAX_MARKDOWN_NESTING, MAX_MARKDOWN_WORK, markdownTooComplex, markdownWork

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 47 modules
var lib = __webpack_require__(9932);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm-footnote/lib/syntax.js
var syntax = __webpack_require__(2429);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm-footnote/lib/index.js
var mdast_util_gfm_footnote_lib = __webpack_require__(6807);
// EXTERNAL MODULE: ./node_modules/micromark-extension-frontmatter/lib/syntax.js
var lib_syntax = __webpack_require__(796);
// EXTERNAL MODULE: ./node_modules/mdast-util-frontmatter/lib/index.js
var mdast_util_frontmatter_lib = __webpack_require__(8494);
// EXTERNAL MODULE: ./src/core/text-position.ts
var text_position = __webpack_require__(6426);
// EXTERNAL MODULE: ./node_modules/micromark-core-commonmark/lib/setext-underline.js
var setext_underline = __webpack_require__(4609);
;// CONCATENATED MODULE: ./src/core/markdown-setext.ts

const resolveWhole = setext_underline/* setextUnderline */.A.resolveTo;
/**
 * micromark's setext resolver hands its flow's whole event list to an EditMap, which copies all
 * of it: each `===` or `---` under a paragraph cost as much as everything before it in its
 * container, and 25,000 such headings (500 KB) took 8 minutes. Its edits all lie at or after
 * the paragraph's `content` event (the last one), so the same resolver runs on that tail alone
 * and the tail is put back: the same events, in time linear in the paragraph.
 */
const resolveTail = (events, context) => {
    let content = events.length - 1;
    while (content > 0 && !(events[content][0] === 'enter' && events[content][1].type === 'content'))
        content--;
    const tail = resolveWhole(events.slice(content), context);
    events.length = content;
    for (const event of tail)
        events.push(event);
    return events;
};
const setextUnderlineTail = { name: 'setextUnderlineTail', tokenize: setext_underline/* setextUnderline */.A.tokenize, resolveTo: resolveTail };
/**
 * micromark's setext underline with the linear resolver, in its place (`-`, `=`). Put it first
 * among the extensions: later ones are tried before earlier ones, and the stock construct came
 * before every extension's.
 */
const linearSetextHeadings = {
    flow: { 45: setextUnderlineTail, 61: setextUnderlineTail },
    disable: { null: ['setextUnderline'] },
};

;// CONCATENATED MODULE: ./src/core/markdown.ts







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
 * (a second or two of parsing at most), for each kind of it. Ordinary documents stay far below
 * it: the example pack's files reach 700, this README 240,000, Node's API docs (100–260 KB)
 * 25 million.
 */
const MAX_MARKDOWN_WORK = 100_000_000;
/**
 * What micromark, with the tree built from its events, spends reading a text once, in the same
 * units: one unit, a copied event, took 10–14 ns on the busy 2-vCPU machine this was measured
 * on. Per character about 0.4 µs, per character its inline tokenizer stops at (`&`, `\\`, `<`,
 * `*`…) 20 µs more, per line 20 µs, per block started (paragraph, heading, fence) 35 µs more,
 * per container marker (`>`, list item, footnote definition) 60 µs more: 250,000 one-word list
 * items took 28 s, 1 MB of prose 1.6 s. The character's share covers this estimate's own pass.
 */
const MARKDOWN_READING_WORK = { character: 30, special: 1_500, line: 1_500, block: 2_500, container: 4_300 };
/**
 * The most work one parse may take in all, reading and extra work together: at most 7 s there
 * for some 25 kinds of text at the limit, from prose and changelogs to one-word list items, entities
 * and setext headings.
 */
const MAX_MARKDOWN_TOTAL_WORK = 500_000_000;
/** The work of a character of ordinary Markdown with its share of lines, blocks and markup (READMEs and changelogs: 140–160 units), for messages. */
const MARKDOWN_PROSE_WORK = 150;
const NESTED_LINE = new RegExp(`^(?:[ \\t]*(?:>|[-*+]|\\d{1,9}[.)])(?:[ \\t]|$)){${MAX_MARKDOWN_NESTING + 1}}|^[ \\t]{${4 * MAX_MARKDOWN_NESTING + 1},}\\S`, 'm');
/**
 * Estimates, in one linear pass, the work micromark 4 does reading a text once (`reading`, from
 * timings) and beyond that; each extra part is an upper bound (the tests compare it with
 * micromark on random documents).
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
 * - Lazy: a paragraph line without the `>` or indentation of the blockquote, list item or
 *   footnote definition the paragraph is in continues it lazily, and micromark then walks back
 *   over the paragraph's events (about two a line) to its start. Counted, for each line of a
 *   paragraph piece that may be lazy, the piece's lines before it: while a container may be open
 *   (from a line with markers until a line at the margin after a blank line, which no container
 *   continues), each line that neither starts as the piece's first line and its lines with
 *   markers require (continuation) nor opens a list item or footnote definition.
 *
 * With `stopAbove`, counting stops once the inline, block or lazy work exceeds it; with
 * `stopTotalAbove`, once all of it, reading included, does.
 */
function markdownWork(source, options = {}) {
    const { stopAbove = Infinity, stopTotalAbove = Infinity } = options;
    const index = new text_position/* LineIndex */.r(source, { cr: true });
    const starts = [];
    const lines = [];
    for (let l = 1; l <= index.count; l++) {
        starts.push(index.start(l));
        lines.push(source.slice(index.start(l), index.end(l)));
    }
    const work = { inline: 0, worst: null, structure: 0, closes: 0, firstClose: 0, lazy: 0, worstLazy: null, reading: MARKDOWN_READING_WORK.character * source.length, lines: lines.length };
    // Inline: the current paragraph piece, from the start of line segLine to segEnd.
    let segLine = 0;
    let segStart = 0;
    let segEnd = 0;
    const scanner = new ParagraphScanner(source, (offset) => index.line(offset));
    // Lazy: while a container may be open, the line start that continues the containers of the
    // current piece (continuation); how many of its lines may be lazy.
    let mayBeOpen = false;
    let previousBlank = true;
    let context = null;
    let lazyLines = 0;
    const endSegment = () => {
        if (segLine === 0)
            return;
        const p = scanner.cost(segStart, segEnd);
        work.inline += p.cost;
        if (p.delimiters > 0 && (work.worst === null || p.cost > work.worst.cost))
            work.worst = { line: segLine, length: segEnd - segStart, delimiters: p.delimiters, cost: p.cost };
        if (lazyLines > 0 && (work.worstLazy === null || lazyLines > work.worstLazy.lines))
            work.worstLazy = { line: segLine, lines: lazyLines };
        segLine = 0;
        lazyLines = 0;
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
        if (work.inline > stopAbove || closes * events > stopAbove || work.lazy > stopAbove)
            break;
        if (work.reading + work.inline + closes * events + work.lazy > stopTotalAbove)
            break;
        const text = lines[i];
        const lineNo = i + 1;
        // --- block structure
        const markers = containerMarkers(text);
        events += 4 + 8 * markers.count + 16 * markers.footnotes;
        work.reading += MARKDOWN_READING_WORK.line + MARKDOWN_READING_WORK.container * markers.count + MARKDOWN_READING_WORK.special * specials(text);
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
        const blank = kind === 'blank';
        if (containers && markers.count > 0)
            mayBeOpen = true;
        else if (!blank && previousBlank && !/^[ \t]/.test(text))
            mayBeOpen = false;
        previousBlank = blank;
        if (blank) {
            endSegment();
            continue;
        }
        if (kind !== 'text')
            endSegment();
        if (segLine === 0) {
            segLine = lineNo;
            segStart = starts[i];
            context = mayBeOpen ? continuation(text) : null;
            work.reading += MARKDOWN_READING_WORK.block;
        }
        else {
            if (context !== null && mayBeLazy(text, context)) {
                lazyLines++;
                work.lazy += LAZY_WEIGHT * (lineNo - segLine);
            }
            // Markers here open containers, or are text of a paragraph continued lazily: either may hold.
            if (containers && markers.count > 0)
                context = both(context, continuation(text));
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
/** How many characters of a line micromark's inline tokenizer stops at (each makes tokens and events). */
function specials(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++)
        if (SPECIALS.has(text[i]))
            n++;
    return n;
}
/** What micromark walks back over, in units, for each line of a paragraph before a lazy line. */
const LAZY_WEIGHT = 4;
/**
 * The line start that continues every container a paragraph line may lie in: its container
 * markers with each list marker blanked and each footnote label (with the blanks after it)
 * made the four spaces a definition's later lines need, so that a line starting so continues
 * each list item, footnote definition and blockquote that line had or opened, whatever else
 * its markers were. A `>` right before a list marker gets a space (a space there is the
 * blockquote's, not indentation), an empty list item one more. NEVER when two such lines
 * disagree, or the line indents with tabs (micromark may count a tab for more containers than
 * its columns).
 */
const CONTAINER_PREFIX = /^[ \t]*(?:(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)|\[\^(?:\\.|[^\\\]])*\]:)[ \t]*)*/;
const NEVER = '\n';
function continuation(text) {
    const prefix = CONTAINER_PREFIX.exec(text)[0];
    if (prefix.includes('\t'))
        return NEVER;
    const blanked = prefix
        .replace(/>(?=[^> ])/g, '> ')
        .replace(/\[\^(?:\\.|[^\\\]])*\]: */g, '    ')
        .replace(/[^> ]/g, ' ');
    return blanked + (prefix.length === text.length ? ' ' : '');
}
/** The line start that continues what both do. */
function both(a, b) {
    if (a === null || b.startsWith(a))
        return b;
    return a.startsWith(b) ? a : NEVER;
}
/** Blockquote markers (each after at most three spaces, a space after it or not), then a list item or footnote definition after at most three spaces. */
const LIST_ITEM_START = /^(?: {0,3}> ?)* {0,3}(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|\[\^(?:\\.|[^\\\]])+\]:)/;
/**
 * Whether a paragraph line may be lazy, where `start` continues its containers: it does not
 * start so (a tab is no space here), nor with a list item or footnote definition (on a line
 * that does not continue every container micromark opens one as a new container, interrupting
 * nothing; a thematic break there is no continuation either).
 */
function mayBeLazy(text, start) {
    return !text.startsWith(start) && !LIST_ITEM_START.test(text);
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
 * Why a Markdown text is too long or too complex to parse in reasonable time, or null.
 * micromark reads about a megabyte of prose a second, far less of short lines, headings and
 * list items (MARKDOWN_READING_WORK), and its time grows with the square (or worse) of some
 * constructs — many `[` (label starts, footnote references), deeply nested blockquotes or list
 * items, emphasis, brackets, code spans or HTML comments that walk or scan through a long
 * paragraph, containers closed again and again in a long document, long paragraphs continued
 * lazily in a blockquote or list item — so a hostile or broken file could hold a check for
 * hours: one line of 100,000 `*a` takes 4 minutes, 8,000 footnote references in one paragraph
 * 1 s (16 times that for four times as many), 8,000 nested list items 22 s, 8,000 blockquotes
 * each followed by a paragraph 18 s, 80,000 lines continuing `> a` lazily 100 s. Real documents
 * stay far below these limits. With `references`, as parseMarkdown is asked: a text it parses
 * twice (one with a BOM or a `---` first line no line closes, and footnote labels) may do half
 * the work.
 */
function markdownTooComplex(source, options = {}) {
    return complexity(source, options.references === true).problem;
}
/** markdownTooComplex's reason, and the `[^…]` labels it counted (null when it stopped before). */
function complexity(source, references) {
    // Reading its characters and lines alone, before anything else: a file too long for that is
    // refused at once.
    const lines = new text_position/* LineIndex */.r(source, { cr: true }).count;
    const tooLong = () => tooLongMessage(source.length, lines - (/[\r\n]$/.test(source) ? 1 : 0));
    if (MARKDOWN_READING_WORK.character * source.length + MARKDOWN_READING_WORK.line * lines > MAX_MARKDOWN_TOTAL_WORK)
        return { problem: tooLong(), labels: null };
    let brackets = 0;
    for (let i = source.indexOf('['); i !== -1; i = source.indexOf('[', i + 1)) {
        if (++brackets > MAX_MARKDOWN_BRACKETS)
            return { problem: `more than ${MAX_MARKDOWN_BRACKETS} '[' characters, too many to parse in reasonable time`, labels: null };
    }
    // Each footnote reference looks its label up among all definitions, and parseMarkdown
    // defines every label: labels × references string comparisons.
    const labels = new Set();
    let referenceCount = 0;
    for (const m of source.matchAll(REF_PATTERN)) {
        referenceCount++;
        labels.add(m[1]);
    }
    const problem = () => {
        const lookups = 8 * labels.size * referenceCount;
        if (lookups > MAX_MARKDOWN_WORK)
            return `${fmt(referenceCount)} footnote references with ${fmt(labels.size)} different labels, too many to parse in reasonable time`;
        const nested = NESTED_LINE.exec(source);
        if (nested)
            return `line ${new text_position/* LineIndex */.r(source, { cr: true }).line(nested.index)} nests more than ${MAX_MARKDOWN_NESTING} blockquotes, list items or indentation levels, too deep to parse in reasonable time`;
        const work = markdownWork(source, { stopAbove: MAX_MARKDOWN_WORK, stopTotalAbove: MAX_MARKDOWN_TOTAL_WORK });
        if (work.inline > MAX_MARKDOWN_WORK && work.worst) {
            const { line, length, delimiters, cost } = work.worst;
            return cost > MAX_MARKDOWN_WORK
                ? `the paragraph on line ${line} (${fmt(length)} characters) has ${fmt(delimiters)} emphasis, bracket, code or HTML delimiters (*, _, [, ], \`, <! or <?) placed so that they would take too long to parse`
                : `its paragraphs have too many emphasis, bracket, code or HTML delimiters (*, _, [, ], \`, <! or <?) for their length to parse in reasonable time (the worst starts on line ${line})`;
        }
        if (work.structure > MAX_MARKDOWN_WORK)
            return `it closes ${fmt(work.closes)} or more blockquotes, list items or footnote definitions (the first on line ${work.firstClose}), too many for its length to parse in reasonable time`;
        if (work.lazy > MAX_MARKDOWN_WORK && work.worstLazy)
            return `the paragraph on line ${work.worstLazy.line} continues a blockquote or list item on at least ${fmt(work.worstLazy.lines)} lines without its > or indentation, too many to parse in reasonable time`;
        // parseMarkdown parses such a text twice: with footnote definitions put in, and alone.
        const parses = references && labels.size > 0 && (source.charCodeAt(0) === 0xfeff || frontmatterEnd(source) === -2) ? 2 : 1;
        if (parses * (work.reading + work.inline + work.structure + work.lazy) + lookups > MAX_MARKDOWN_TOTAL_WORK) {
            return work.reading >= work.inline + work.structure + work.lazy ? tooLong() : `its ${fmt(source.length)} characters with their delimiters, container closes and lazy lines would take too long to parse together (${extraWhere(work)})`;
        }
        return null;
    };
    return { problem: problem(), labels };
}
/** The message for a text whose reading alone takes too long; `lines` as an editor counts them. */
function tooLongMessage(characters, lines) {
    return `${fmt(characters)} characters in ${fmt(lines)} line${lines === 1 ? '' : 's'}, too long to parse in reasonable time (the limit is about ${fmt(Math.round(MAX_MARKDOWN_TOTAL_WORK / MARKDOWN_PROSE_WORK / 100_000) * 100_000)} characters of ordinary Markdown, fewer of short lines, headings or list items)`;
}
/** Where most of a text's extra work lies, for a message. */
function extraWhere(work) {
    const most = Math.max(work.inline, work.structure, work.lazy);
    if (most === work.inline)
        return `the worst paragraph starts on line ${work.worst.line}`;
    if (most === work.structure)
        return `the first container close is on line ${work.firstClose}`;
    return `the paragraph with most lazy lines starts on line ${work.worstLazy.line}`;
}
/** A text markdownTooComplex refuses; the message is its reason. */
class MarkdownTooComplexError extends Error {
}
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const parseTree = (source) => (0,lib/* fromMarkdown */.Y)(source, {
    extensions: [linearSetextHeadings, (0,lib_syntax/* frontmatter */.v)(['yaml']), (0,syntax/* gfmFootnote */.r)()],
    mdastExtensions: [(0,mdast_util_frontmatter_lib/* frontmatterFromMarkdown */.q)(['yaml']), (0,mdast_util_gfm_footnote_lib/* gfmFootnoteFromMarkdown */.i)()],
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
    const { problem, labels: found } = complexity(source, options.references === true);
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


/***/ }),

/***/ 1076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ shortTag),
/* harmony export */   locatePointer: () => (/* binding */ locatePointer),
/* harmony export */   parseYaml: () => (/* binding */ parseYaml)
/* harmony export */ });
/* unused harmony export yamlLineBreaks */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6153);
/* harmony import */ var _json_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4557);



/** Aliases allowed per document: enough for real anchors, far too few for a billion-laughs bomb. */
const MAX_ALIAS_COUNT = 100;
/**
 * Parses YAML with the `yaml` package (core schema: `0012` stays a string-or-int per YAML 1.2,
 * timestamps stay strings) and a cap on alias expansion. Never throws.
 */
/**
 * A lone CR (old Mac style) ends a line in YAML 1.2 (`b-break`), but the yaml package reads it
 * as part of the line (`\r  "files"` as one key; "nested mappings are not allowed in compact
 * mappings"). Written as LF, one character for one, so every offset, line and column stays.
 */
function yamlLineBreaks(text) {
    return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}
function parseYaml(source, options = {}) {
    const text = yamlLineBreaks(source);
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // The `yaml` package's own uniqueKeys check and its !!omap compare each key with every
    // earlier one: 40,000 keys took 19 s, 300,000 (3.5 MB) minutes. Both are checked here in
    // one pass instead (repeatedKey, linearTags), with the same messages.
    // logLevel 'error': a key that is a list or mapping (`? [a, b]`) is stringified by toJS, which
    // otherwise prints a Node warning on stderr (advice about mapAsMap, meant for programmers).
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, strict: true, intAsBigInt: !!options.jsonValues, customTags: linearTags, logLevel: 'error' });
    const repeated = repeatedKey(doc);
    if (doc.errors.length > 0 || repeated !== null) {
        const e = doc.errors[0];
        const first = e && (repeated === null || e.pos[0] <= repeated) ? { message: firstLine(e.message), pos: e.linePos?.[0] ?? lines.linePos(e.pos[0]) } : { message: 'Map keys must be unique', pos: lines.linePos(repeated) };
        return { value: undefined, error: { message: first.message, line: first.pos.line, column: first.pos.col }, doc, lines };
    }
    if (options.jsonValues) {
        const bad = notJsonNode(doc);
        if (bad) {
            const pos = bad.offset === undefined ? undefined : lines.linePos(bad.offset);
            return { value: undefined, error: { message: bad.message, ...(pos ? { line: pos.line, column: pos.col } : {}), jsonValues: true }, doc, lines };
        }
    }
    try {
        const value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        return { value, error: null, doc, lines };
    }
    catch (err) {
        return { value: undefined, error: { message: firstLine(err.message) }, doc, lines };
    }
}
/**
 * The offset of the first key a mapping repeats (as the `yaml` package's uniqueKeys compares
 * keys: scalars by value, other nodes by identity), or null. A Set per mapping: linear.
 */
const NO_KEY = Symbol('no key');
function repeatedKey(doc) {
    let found = null;
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Map(_key, map) {
            const seen = new Set();
            for (const pair of map.items) {
                const k = pair.key;
                const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k) ? k.value : k === null ? NO_KEY : k;
                // NaN is no key equal to another (`.nan` twice is two keys, as yaml compares with ===).
                if (typeof value === 'number' && Number.isNaN(value))
                    continue;
                if (seen.has(value)) {
                    const at = ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(k) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(k) ? k.range?.[0] : undefined) ?? map.range?.[0] ?? 0;
                    // The first repeat in this mapping; its values may hold an earlier one.
                    if (found === null || at < found)
                        found = at;
                    break;
                }
                seen.add(value);
            }
            return undefined;
        },
    });
    return found;
}
const OMAP = 'tag:yaml.org,2002:omap';
const PAIRS = 'tag:yaml.org,2002:pairs';
let omapTag;
/**
 * The schema's tags with !!omap checking its keys in one pass: yaml's own resolve looks each
 * key up in an array of those before it. Same pairs, node class and message.
 */
function linearTags(tags) {
    if (omapTag === undefined) {
        const known = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Schema */ .Sj({ resolveKnownTags: true }).knownTags;
        const omap = known[OMAP];
        const pairs = known[PAIRS];
        omapTag =
            omap?.nodeClass && pairs?.resolve
                ? {
                    ...omap,
                    resolve(seq, onError, options) {
                        const resolved = pairs.resolve(seq, onError, options);
                        const seen = new Set();
                        for (const pair of resolved.items) {
                            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) ? pair.key : null;
                            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
                                continue;
                            if (seen.has(key.value))
                                onError(`Ordered maps must not include duplicate keys: ${String(key.value)}`);
                            else
                                seen.add(key.value);
                        }
                        return Object.assign(new omap.nodeClass(), resolved);
                    },
                }
                : null;
    }
    // First, so it wins over a YAML 1.1 schema's own !!omap.
    return omapTag ? [omapTag, ...tags] : tags;
}
const TAG = 'tag:yaml.org,2002:';
/** A tag as YAML source writes it: `tag:yaml.org,2002:int` → `!!int`, a local `!thing` as is. */
const shortTag = (tag) => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);
/**
 * The first node JSON cannot hold as the YAML says it, with its JSON pointer in the message
 * and its offset (see ParseYamlOptions.jsonValues), or null.
 */
function notJsonNode(doc) {
    let found = null;
    const pointerOf = (key, ancestors) => {
        const keys = [];
        ancestors.forEach((a, i) => {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(a))
                keys.push((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(a.key) ? String(a.key.value) : String(a.key));
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(a))
                keys.push(String(i + 1 < ancestors.length ? a.items.indexOf(ancestors[i + 1]) : key));
        });
        return (0,_json_js__WEBPACK_IMPORTED_MODULE_1__.jsonPointer)(keys);
    };
    const at = (node, ancestors, key) => {
        const pointer = pointerOf(key, ancestors);
        return { pointer: pointer === '' ? 'the layer' : pointer, offset: node.range?.[0] };
    };
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_key, pair, ancestors) {
            const k = pair.key;
            if (k === null || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(k))
                return;
            const target = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k) ? k.resolve(doc) : k;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(target))
                return;
            const what = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(target) ? 'list' : 'mapping';
            const { pointer, offset } = at(k, ancestors, _key);
            found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(k)
                ? { message: `a key is an alias of a ${what}, which JSON cannot hold (its keys are strings)`, offset }
                : { message: `${pointer} has a key that is a ${what}, which JSON cannot hold (its keys are strings)`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Scalar(key, node, ancestors) {
            const v = node.value;
            if (typeof v === 'string') {
                // A tag that does not fit its value (`!!float 1`) or is unknown (`!thing 1`) leaves the text as a string.
                if (!node.tag || node.tag === `${TAG}str` || node.tag === '!')
                    return;
                const { pointer, offset } = at(node, ancestors, key);
                found = { message: `${pointer} has tag ${shortTag(node.tag)}, which does not fit ${node.source ?? v} (it would be read as a string): remove the tag, or quote the value`, offset };
                return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            }
            if (v === null || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a ${node.tag ? shortTag(node.tag) : 'non-JSON'} value, which JSON cannot hold: write it as a string`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Map(key, node, ancestors) {
            if (node.tag !== `${TAG}set`)
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a !!set, which JSON cannot hold: write a list`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
        Seq(key, node, ancestors) {
            if (node.tag !== `${TAG}omap`)
                return;
            const { pointer, offset } = at(node, ancestors, key);
            found = { message: `${pointer} is a !!omap, which JSON cannot hold: write a mapping`, offset };
            return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
        },
    });
    return found;
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
    const segments = (0,_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerKeys */ .m)(pointer);
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
