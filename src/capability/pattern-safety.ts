import { STRING_PROPERTIES, complement, propertyCodePoints } from './unicode-properties.js';

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

/** A set of code points (or code units without `u`): sorted, disjoint, inclusive [lo, hi] pairs, flattened. */
type CharSet = number[];

type Node =
  | { kind: 'char'; set: CharSet }
  | { kind: 'empty' }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; items: Node[] }
  | { kind: 'assert'; look?: Node; behind?: boolean; start?: boolean }
  | { kind: 'repeat'; body: Node; min: number; max: number; start: number; end: number };

/** Why a pattern is refused, thrown inside the analysis and turned into the reason. */
class Hazard extends Error {}

const MAX_UNICODE = 0x10ffff;
const DIGIT: CharSet = [0x30, 0x39];
const WORD: CharSet = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
const SPACE: CharSet = [9, 13, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff];
const LINE_END: CharSet = [10, 10, 13, 13, 0x2028, 0x2029];

function union(a: CharSet, b: CharSet): CharSet {
  const pairs: [number, number][] = [];
  for (let i = 0; i < a.length; i += 2) pairs.push([a[i], a[i + 1]]);
  for (let i = 0; i < b.length; i += 2) pairs.push([b[i], b[i + 1]]);
  pairs.sort((x, y) => x[0] - y[0]);
  const out: CharSet = [];
  for (const [lo, hi] of pairs) {
    if (out.length > 0 && lo <= out[out.length - 1] + 1) out[out.length - 1] = Math.max(out[out.length - 1], hi);
    else out.push(lo, hi);
  }
  return out;
}

function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i + 1] < b[j]) i += 2;
    else if (b[j + 1] < a[i]) j += 2;
    else return true;
  }
  return false;
}

function intersection(a: CharSet, b: CharSet): CharSet {
  const out: CharSet = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i], b[j]);
    const hi = Math.min(a[i + 1], b[j + 1]);
    if (lo <= hi) out.push(lo, hi);
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return out;
}

/** Widens a set to every case variant its characters could match under `i` (more than exact, never less). */
function caseClosed(a: CharSet, max: number): CharSet {
  let out = a;
  const has = (c: number) => intersects(a, [c, c]);
  for (let c = 0x41; c <= 0x5a; c++) if (has(c) || has(c + 32)) out = union(out, [c, c, c + 32, c + 32]);
  if (has(0x4b) || has(0x6b)) out = union(out, [0x212a, 0x212a]);
  if (has(0x53) || has(0x73)) out = union(out, [0x17f, 0x17f]);
  if (intersects(a, [0x80, max])) out = union(out, [0x41, 0x5a, 0x61, 0x7a, 0x80, max]);
  return out;
}

/** Reads a pattern into a Node tree; knows the syntax is valid (new RegExp accepted it), and throws Hazard on what it cannot model. */
class Parser {
  i = 0;
  readonly unicode: boolean;
  readonly unicodeSets: boolean;
  readonly max: number;
  readonly groups: number;
  readonly named: boolean;
  /** How many escapes were read as any character, more than they match: a negated class holding one is any character too, not none. */
  approximations = 0;

  constructor(
    readonly src: string,
    readonly flags: string,
  ) {
    this.unicodeSets = flags.includes('v');
    this.unicode = flags.includes('u') || this.unicodeSets;
    this.max = this.unicode ? MAX_UNICODE : 0xffff;
    // Capturing groups, for telling `\2` (a backreference) from a legacy octal escape without `u`.
    let groups = 0;
    let named = false;
    for (let i = 0, inClass = false; i < src.length; i++) {
      const c = src[i];
      if (c === '\\') i++;
      else if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      else if (c === '(' && src[i + 1] !== '?') groups++;
      else if (c === '(' && src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') {
        groups++;
        named = true;
      }
    }
    this.groups = groups;
    this.named = named;
  }

  unreadable(what: string): never {
    throw new Hazard(`uses syntax the safety check cannot read (${what} at offset ${this.i}), so it cannot be shown to match in reasonable time; write it in the common subset (classes, groups, alternation, quantifiers, anchors)`);
  }

  parse(): Node {
    const node = this.alternation(0);
    if (this.i < this.src.length) this.unreadable(`"${this.src[this.i]}"`);
    return node;
  }

  private set(s: CharSet): Node {
    return { kind: 'char', set: this.flags.includes('i') ? caseClosed(s, this.max) : s };
  }

  private codePoint(): number {
    const c = this.unicode ? this.src.codePointAt(this.i)! : this.src.charCodeAt(this.i);
    this.i += c > 0xffff ? 2 : 1;
    return c;
  }

  private alternation(depth: number): Node {
    if (depth > MAX_NESTING) throw new Hazard(`nests groups more than ${MAX_NESTING} deep, too deep to check for exponential matching time; flatten it`);
    const items = [this.sequence(depth)];
    while (this.src[this.i] === '|') {
      this.i++;
      items.push(this.sequence(depth));
    }
    return items.length === 1 ? items[0] : { kind: 'alt', items };
  }

  private sequence(depth: number): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const start = this.i;
      const atom = this.atom(depth);
      items.push(this.quantified(atom, start));
    }
    return items.length === 1 ? items[0] : items.length === 0 ? { kind: 'empty' } : { kind: 'seq', items };
  }

  /** The quantifier after an atom, if any (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy). */
  private quantified(atom: Node, start: number): Node {
    const c = this.src[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i, this.i + 48));
      if (!m) return atom; // a literal "{" without `u`: read as an atom next
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    } else {
      return atom;
    }
    if (this.src[this.i] === '?') this.i++;
    return { kind: 'repeat', body: atom, min, max, start, end: this.i };
  }

  private atom(depth: number): Node {
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
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape(false) as Node;
    if (c === '(') {
      this.i++;
      let look: 'ahead' | 'behind' | null = null;
      if (src[this.i] === '?') {
        const rest = src.slice(this.i, this.i + 4);
        if (rest.startsWith('?:')) this.i += 2;
        else if (rest.startsWith('?=') || rest.startsWith('?!')) [look, this.i] = ['ahead', this.i + 2];
        else if (rest.startsWith('?<=') || rest.startsWith('?<!')) [look, this.i] = ['behind', this.i + 3];
        else if (rest.startsWith('?<')) this.i = src.indexOf('>', this.i) + 1;
        else this.unreadable('group modifier');
      }
      const body = this.alternation(depth + 1);
      if (src[this.i] !== ')') this.unreadable('unclosed group');
      this.i++;
      return look ? { kind: 'assert', look: body, behind: look === 'behind' } : body;
    }
    if (c === '*' || c === '+' || c === '?') this.unreadable('quantifier with nothing to repeat');
    const v = this.codePoint();
    return this.set([v, v]);
  }

  /** An escape; inside a class, `\b` is a backspace and the result is always a set. */
  private escape(inClass: boolean): Node | CharSet {
    const src = this.src;
    const start = this.i;
    this.i++; // the backslash
    const c = src[this.i];
    if (c === undefined) this.unreadable('trailing backslash');
    this.i++;
    const wrap = (s: CharSet): Node | CharSet => (inClass ? s : this.set(s));
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
        if (!this.unicode) return wrap([c.charCodeAt(0), c.charCodeAt(0)]);
        const end = src.indexOf('}', this.i);
        const name = src.slice(this.i + 1, end);
        this.i = end + 1;
        if (STRING_PROPERTIES.has(name)) this.unreadable(`property of strings \\p{${name}}`);
        // A property whose set is not told here is any character, and so is its complement: more overlap, never less.
        const set = propertyCodePoints(name);
        return wrap(set === undefined ? this.anyCharacter() : c === 'P' ? complement(set, this.max) : set);
      }
      case 'x': {
        const m = /^[0-9a-fA-F]{2}/.exec(src.slice(this.i, this.i + 2));
        if (!m) return wrap(this.anyCharacter());
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
        if (!m) return wrap(this.anyCharacter());
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
      const m = /^\d*/.exec(src.slice(this.i))!;
      if (!inClass && (this.unicode || Number(c + m[0]) <= this.groups)) {
        this.i += m[0].length;
        throw new Hazard(this.backreference(src.slice(start, this.i)));
      }
      return wrap(this.anyCharacter()); // a legacy octal escape or an identity escape
    }
    if (c === '0') {
      if (/[0-9]/.test(src[this.i] ?? '')) return wrap(this.anyCharacter());
      return wrap([0, 0]);
    }
    // An identity escape (`\.`, `\-`, `\/`, …): the character itself (a surrogate pair as one with `u`).
    this.i--;
    const v = this.codePoint();
    return wrap([v, v]);
  }

  /** Any character, for an escape whose set is not told (see approximations). */
  private anyCharacter(): CharSet {
    this.approximations++;
    return [0, this.max];
  }

  private backreference(part: string): string {
    return `uses a backreference (${part}): matching one is not regular, cannot be checked here and can take exponential time in the server's thread; write the pattern without it`;
  }

  private charClass(): Node {
    const src = this.src;
    this.i++;
    let negated = false;
    if (src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    let set: CharSet = [];
    const approximations = this.approximations;
    /** Reads one class member: a single character (its code point) or a class escape (a set). */
    const member = (): number | CharSet => {
      if (this.unicodeSets && (src[this.i] === '[' || src.startsWith('&&', this.i) || src.startsWith('--', this.i) || src.startsWith('\\q', this.i))) this.unreadable('class set operation');
      if (src[this.i] !== '\\') return this.codePoint();
      const kind = src[this.i + 1];
      const s = this.escape(true) as CharSet;
      return s.length === 2 && s[0] === s[1] && !'dDwWsSpP'.includes(kind) ? s[0] : s;
    };
    while (this.i < src.length && src[this.i] !== ']') {
      const lo = member();
      if (src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
        this.i++;
        const hi = member();
        if (typeof lo === 'number' && typeof hi === 'number') {
          set = union(set, [lo, hi]);
        } else {
          set = union(union(set, typeof lo === 'number' ? [lo, lo] : lo), union([0x2d, 0x2d], typeof hi === 'number' ? [hi, hi] : hi));
        }
      } else {
        set = union(set, typeof lo === 'number' ? [lo, lo] : lo);
      }
    }
    if (src[this.i] !== ']') this.unreadable('unclosed class');
    this.i++;
    // Under `i`, widen after negating: [^a] matches what does not fold to a, a subset of what is not a. A member read as
    // more than it matches would leave less than the class matches once negated: `[^\p{Alphabetic}]` is any character.
    if (negated) set = this.approximations > approximations ? [0, this.max] : complement(set, this.max);
    return { kind: 'char', set: this.flags.includes('i') ? caseClosed(set, this.max) : set };
  }
}

/** A repetition that can go round more than once, for naming the part of the pattern at fault. */
interface Loop {
  start: number;
  end: number;
  depth: number;
  nested: boolean;
  alternation: boolean;
}

/** What the position automaton needs of a sub-expression; counts saturate at 2 (ambiguous). */
interface Info {
  first: Map<number, number>;
  last: Map<number, number>;
  /** Positions after which the rest of this sub-expression matches empty with no assertion. */
  lastClean: Set<number>;
  /** Ways it matches the empty string (0, 1, or 2 for "several"). */
  empty: number;
  /** Whether it can match empty without an assertion. */
  clean: boolean;
  /** The first positions it can reach without passing a `^` (start of input, no `m`): where a later start of the search enters. */
  free: Set<number>;
  /** Whether it can be passed matching empty without a `^`. */
  pass: boolean;
}

const sat = (n: number): number => Math.min(2, n);

function holds(node: Node, what: 'repeat' | 'alt'): boolean {
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
function markLeading(node: Node, anchored: boolean, out: Map<Node, boolean>): boolean {
  switch (node.kind) {
    case 'assert':
      if (node.look) out.set(node, anchored);
      return true;
    case 'empty':
      return true;
    case 'char':
      return false;
    case 'seq':
      for (const item of node.items) {
        if (!markLeading(item, anchored, out)) return false;
        anchored ||= item.kind === 'assert' && item.start === true;
      }
      return true;
    case 'alt': {
      let zeroWidth = true;
      for (const item of node.items) zeroWidth = markLeading(item, anchored, out) && zeroWidth;
      return zeroWidth;
    }
    case 'repeat':
      return node.max <= 1 ? markLeading(node.body, anchored, out) : false;
  }
}

/** A lookaround met while building an expression's automaton, checked on its own afterwards. */
interface Look {
  node: Node;
  behind: boolean;
  /** Met before any character and outside loops (see markLeading): at most once per start of the search. */
  leading: boolean;
  /** Leading, and after a `^`: once in all. */
  anchored: boolean;
}

/** The degree of the failing runs, by component of the kept states (see Analysis.degree). */
interface Degrees {
  scc: number[];
  members: number[][];
  /** Each state's moves inside its own component. */
  inside: number[][];
  loops: boolean[];
  degrees: number[];
  top: number;
}

class Analysis {
  steps = 0;
  degreeSteps = 0;

  constructor(
    readonly source: string,
    readonly max: number,
  ) {}

  tick(n = 1): void {
    this.steps += n;
    if (this.steps > MAX_STEPS) throw new Hazard(`is too complex to check for exponential matching time (more than ${MAX_STEPS} steps of analysis); simplify it`);
  }

  degreeTick(n = 1): void {
    this.degreeSteps += n;
    if (this.degreeSteps > MAX_DEGREE_STEPS) throw new Hazard(`is too complex to check for polynomial matching time (more than ${MAX_DEGREE_STEPS} steps of analysis); simplify it`);
  }

  /**
   * Checks one expression (the pattern, or a lookaround's body, which the matcher runs on its own)
   * for exponential time, throwing Hazard, and returns the degree of its polynomial time (0 for
   * constant, 1 for linear; see degree). `search` is true for the pattern itself run by `test`,
   * which tries each start position in turn unless a `^` pins it to the first. With `copies`, a
   * counted repetition `{n,m}` is read as its m copies (see analyse), and only the degree is
   * found: the check for exponential time is the one on the pattern read with loops.
   */
  check(root: Node, lookbehind: boolean, search: boolean, copies = false): number {
    const sets: CharSet[] = [];
    const loopsOf: number[][] = [];
    const pinned: boolean[] = [];
    const follow: Map<number, { n: number; via: number }>[] = [];
    const loops: Loop[] = [];
    // By node: a lookaround inside a counted repetition read as copies is met in each, and checked once.
    const looks = new Map<Node, Look>();
    const leading = new Map<Node, boolean>();
    markLeading(root, false, leading);

    const addFollow = (p: number, q: number, n: number, via: number): void => {
      this.tick();
      const e = follow[p].get(q);
      if (!e) follow[p].set(q, { n: sat(n), via });
      else {
        e.n = sat(e.n + n);
        if (via >= 0 && (e.via < 0 || loops[via].depth < loops[e.via].depth)) e.via = via;
      }
    };
    const addAll = (into: Map<number, number>, from: Map<number, number>, times: number): void => {
      if (times === 0) return;
      for (const [p, n] of from) into.set(p, sat((into.get(p) ?? 0) + n * times));
      this.tick(from.size);
    };
    /**
     * `a` then `b`: every last position of `a` is followed by every first of `b`. Each Info is used
     * once, so the result takes over the sets of both (copying the larger one on each of a
     * counted repetition's m copies would cost m² steps).
     */
    const concat = (a: Info, b: Info): Info => {
      for (const [p, n] of a.last) for (const [q, m] of b.first) addFollow(p, q, n * m, -1);
      addAll(a.first, b.first, a.empty);
      addAll(b.last, a.last, b.empty);
      if (b.clean) for (const p of a.lastClean) b.lastClean.add(p);
      if (a.pass) for (const p of b.free) a.free.add(p);
      return { first: a.first, last: b.last, lastClean: b.lastClean, empty: sat(a.empty * b.empty), clean: a.clean && b.clean, free: a.free, pass: a.pass && b.pass };
    };
    // An optional iteration that matched nothing fails (the spec's empty check): `?` adds one way to be empty.
    const optional = (b: Info): Info => ({ ...b, empty: 1, clean: true, pass: true });
    const build = (node: Node, stack: number[]): Info => {
      switch (node.kind) {
        case 'char': {
          const p = sets.length;
          if (p >= MAX_POSITIONS) throw new Hazard(`is too complex to check for exponential matching time (more than ${MAX_POSITIONS} character positions, counting each repetition once); simplify it`);
          sets.push(node.set);
          loopsOf.push(stack);
          pinned.push(false);
          follow.push(new Map());
          return { first: new Map([[p, 1]]), last: new Map([[p, 1]]), lastClean: new Set([p]), empty: 0, clean: false, free: new Set([p]), pass: false };
        }
        case 'empty':
          return { first: new Map(), last: new Map(), lastClean: new Set(), empty: 1, clean: true, free: new Set(), pass: true };
        case 'assert':
          if (node.look && !looks.has(node)) looks.set(node, { node: node.look, behind: node.behind === true, leading: leading.has(node), anchored: leading.get(node) === true });
          return { first: new Map(), last: new Map(), lastClean: new Set(), empty: 1, clean: false, free: new Set(), pass: node.start !== true };
        case 'alt': {
          const out: Info = { first: new Map(), last: new Map(), lastClean: new Set(), empty: 0, clean: false, free: new Set(), pass: false };
          for (const item of node.items) {
            const b = build(item, stack);
            addAll(out.first, b.first, 1);
            addAll(out.last, b.last, 1);
            for (const p of b.lastClean) out.lastClean.add(p);
            for (const p of b.free) out.free.add(p);
            out.empty = sat(out.empty + b.empty);
            out.clean ||= b.clean;
            out.pass ||= b.pass;
          }
          return out;
        }
        case 'seq': {
          let acc = build(node.items[0], stack);
          for (const item of node.items.slice(1)) acc = concat(acc, build(item, stack));
          return acc;
        }
        case 'repeat': {
          if (node.max === 0) return build({ kind: 'empty' }, stack);
          if (node.max === 1) return node.min === 0 ? optional(build(node.body, stack)) : build(node.body, stack);
          if (copies && node.max < Infinity) {
            // `a{1,3}` as `a(?:a(?:a)?)?`: the n copies that must match, then each optional one inside the one before.
            let tail = build({ kind: 'empty' }, stack);
            for (let k = node.max; k > node.min; k--) tail = optional(concat(build(node.body, stack), tail));
            for (let k = node.min; k > 0; k--) tail = concat(build(node.body, stack), tail);
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
          const twice = (m: Map<number, number>): Map<number, number> => new Map([...m].map(([p, n]) => [p, sat(2 * n)]));
          for (const [p, n] of b.last) for (const [q, m] of b.first) addFollow(p, q, n * m * (spare >= 2 ? 2 : 1), id);
          if (node.min >= NULLABLE_REPEAT_LIMIT && b.empty > 0 && b.first.size > 0) {
            throw new Hazard(`repeats a part that can match the empty string ${node.min} times, ${this.source.slice(node.start, node.end)}: a text can be spread over the repetitions in exponentially many ways, so matching it can take exponential time in the server's thread; make the part non-empty or use fewer repetitions`);
          }
          // Before the n-th iteration the pattern cannot end here: the copies read as one must not count as "accepts now".
          if (node.min >= 2 && !b.clean) for (let p = from; p < sets.length; p++) pinned[p] = true;
          const first = spare >= 1 ? twice(b.first) : b.first;
          const last = spare >= 2 ? twice(b.last) : b.last;
          return { ...b, first, last, empty: node.min === 0 ? 1 : b.empty, clean: node.min === 0 || b.clean, pass: node.min === 0 || b.pass };
        }
      }
    };

    const root_ = build(root, []);
    const size = sets.length;
    // Positions the matcher can stand on: reachable from the start through non-empty classes.
    const live = new Array<boolean>(size).fill(false);
    const queue = [...root_.first.keys()].filter((p) => sets[p].length > 0);
    for (const p of queue) live[p] = true;
    while (queue.length > 0) {
      const p = queue.pop()!;
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
      const loopOf = (positions: number[], extra: number): Loop => {
        let common = loopsOf[positions[0]];
        for (const p of positions) {
          const s = loopsOf[p];
          let k = 0;
          while (k < common.length && k < s.length && common[k] === s[k]) k++;
          common = common.slice(0, k);
        }
        let id = common.length > 0 ? common[common.length - 1] : -1;
        if (extra >= 0 && (id < 0 || loops[extra].depth < loops[id].depth)) id = extra;
        return id >= 0 ? loops[id] : { start: 0, end: this.source.length, depth: 0, nested: true, alternation: true };
      };

      // Two different moves between the same two states of one cycle.
      for (let p = 0; p < size; p++) {
        if (!kept[p]) continue;
        for (const [q, e] of follow[p]) if (kept[q] && e.n >= 2 && scc[p] === scc[q]) throw new Hazard(this.reason(loopOf([p, q], e.via)));
      }

      // Two different states on one word from the same state back to it: in the product automaton, a pair of different
      // states reachable from the diagonal that leads back to it (diagonal states of one component reach each other).
      const members = new Map<number, number[]>();
      for (let p = 0; p < size; p++) if (kept[p]) members.set(scc[p], [...(members.get(scc[p]) ?? []), p]);
      for (const group of members.values()) {
        const comp = scc[group[0]];
        const next = (p: number): number[] => [...follow[p].keys()].filter((q) => kept[q] && scc[q] === comp);
        if (group.length === 1 && !follow[group[0]].has(group[0])) continue;
        const seen = new Set<number>();
        const parent: (number | undefined)[] = group.map(() => undefined);
        const pairs: [number, number][] = group.map((r) => [r, r]);
        for (let k = 0; k < pairs.length; k++) {
          const [a, b] = pairs[k];
          const na = next(a);
          const nb = a === b ? na : next(b);
          this.tick(na.length * nb.length);
          for (const x of na) {
            for (const y of nb) {
              if (a === b && x > y) continue;
              if (!intersects(sets[x], sets[y])) continue;
              if (x === y) {
                if (a === b) continue;
                const chain = [x];
                for (let at: number | undefined = k; at !== undefined; at = parent[at]) chain.push(...pairs[at]);
                throw new Hazard(this.reason(loopOf(chain, -1)));
              }
              const key = Math.min(x, y) * size + Math.max(x, y);
              if (seen.has(key)) continue;
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
    const next: number[][] = sets.map((_, p) => (kept[p] ? [...follow[p].keys()].filter((q) => kept[q]) : []));
    if (prefix >= 0) next.push([prefix, ...[...root_.free].filter((q) => kept[q])]);
    const failing = this.degree(degreeSets, next, degreeKept);
    const degree = Math.max(failing.top, this.acceptingRunDegree(sets, follow, live, kept, failing));

    // A lookaround's body runs each time the matcher meets it: at most the outer degree's count of times (once per
    // start for a leading one), each costing the body's own degree. An assertion is atomic, so its body's
    // accepting states are dropped as the pattern's are (not a lookbehind's, which V8 matches backwards).
    let total = degree;
    for (const look of looks.values()) {
      const inner = this.check(look.node, look.behind || lookbehind, false, copies);
      if (inner === 0) continue;
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
  private degree(sets: CharSet[], next: number[][], kept: boolean[]): Degrees {
    const size = sets.length;
    const scc = components(size, (p) => next[p], kept);
    let count = 0;
    for (let p = 0; p < size; p++) if (kept[p]) count = Math.max(count, scc[p] + 1);
    const members: number[][] = Array.from({ length: count }, () => []);
    const after: Set<number>[] = Array.from({ length: count }, () => new Set());
    const loops = new Array<boolean>(count).fill(false);
    for (let p = 0; p < size; p++) {
      if (!kept[p]) continue;
      members[scc[p]].push(p);
      for (const q of next[p]) {
        this.degreeTick();
        if (scc[q] === scc[p]) loops[scc[p]] = true;
        else after[scc[p]].add(scc[q]);
      }
    }
    const inside = next.map((qs, p) => qs.filter((q) => scc[q] === scc[p]));
    const degrees = new Array<number>(count).fill(0);
    let top = 0;
    for (let c = 0; c < count; c++) {
      let below = 0;
      for (const d of after[c]) below = Math.max(below, degrees[d]);
      if (!loops[c]) degrees[c] = below;
      else if (below === 0) degrees[c] = 1;
      else {
        // The components reachable from c whose degree is the highest below it: IDA with one adds one.
        const reach = new Set<number>([c]);
        const stack = [c];
        while (stack.length > 0) {
          for (const d of after[stack.pop()!]) {
            if (reach.has(d)) continue;
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
  private acceptingRunDegree(sets: CharSet[], follow: Map<number, unknown>[], live: boolean[], kept: boolean[], failing: Degrees): number {
    const size = sets.length;
    if (!live.some((ok, p) => ok && !kept[p])) return 0;
    const all = sets.map((_, p) => (live[p] ? [...follow[p].keys()].filter((q) => live[q]) : []));
    const scc = components(size, (p) => all[p], live);
    const members = new Map<number, number[]>();
    for (let p = 0; p < size; p++) if (live[p]) members.set(scc[p], [...(members.get(scc[p]) ?? []), p]);
    const inside = all.map((qs, p) => qs.filter((q) => scc[q] === scc[p]));
    let top = 0;
    for (const [comp, states] of members) {
      if (states.every((p) => kept[p]) || !states.some((p) => inside[p].length > 0)) continue;
      // Along the accepting run inside F, then failing through kept states.
      const middle = (p: number): number[] => (scc[p] === comp ? all[p].filter((q) => scc[q] === comp || kept[q]) : all[p].filter((q) => kept[q]));
      // The kept loops that failing runs from F reach (F's own kept states among them).
      const reach = new Set<number>();
      const stack = [...states];
      const seen = new Set(stack);
      while (stack.length > 0) {
        const p = stack.pop()!;
        if (kept[p] && failing.loops[failing.scc[p]]) reach.add(failing.scc[p]);
        for (const q of middle(p)) {
          this.degreeTick();
          if (seen.has(q)) continue;
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
  private infinitelyAmbiguous(firsts: number[], firstNext: number[][], middleNext: (p: number) => number[], thirds: number[], thirdNext: number[][], sets: CharSet[]): boolean {
    const size = sets.length;
    const ids = new Map<number, number>();
    const triples: [number, number, number][] = [];
    const edges: number[][] = [];
    const key = (a: number, b: number, x: number): number => (a * size + b) * size + x;
    const visit = (a: number, b: number, x: number): number => {
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
    const meets = new Map<number, CharSet>();
    const meet = (a: number, x: number): CharSet => {
      const k = a * size + x;
      let m = meets.get(k);
      if (m === undefined) meets.set(k, (m = intersection(sets[a], sets[x])));
      return m;
    };
    for (const p of firsts) for (const q of thirds) visit(p, p, q);
    for (let i = 0; i < triples.length; i++) {
      const [a, b, x] = triples[i];
      const na = firstNext[a];
      const nb = middleNext(b);
      const nx = thirdNext[x];
      this.degreeTick(na.length * nx.length * (1 + nb.length));
      for (const a2 of na) {
        for (const x2 of nx) {
          const m = meet(a2, x2);
          if (m.length === 0) continue;
          for (const b2 of nb) if (intersects(m, sets[b2])) edges[i].push(visit(a2, b2, x2));
        }
      }
      if (b === x) edges[i].push(visit(a, a, x));
    }
    const comp = components(triples.length, (i) => edges[i], new Array<boolean>(triples.length).fill(true));
    for (let i = 0; i < triples.length; i++) {
      const [a, b, x] = triples[i];
      if (a !== b || a === x) continue;
      const j = ids.get(key(a, x, x));
      if (j !== undefined && comp[j] === comp[i]) return true;
    }
    return false;
  }

  private reason(loop: Loop): string {
    const part = this.source.slice(loop.start, loop.end);
    const tail = `matching it can take exponential time in the server's thread`;
    if (loop.nested) return `repeats a group that holds a repetition, ${part}, so one text splits among the repetitions in exponentially many ways (as (a+)+ or (\\w+\\s?)* do): ${tail}; write it without the nesting`;
    if (loop.alternation) return `repeats a group whose alternatives can match the same text, ${part} (as (a|a)* or (\\w|\\d)+ do): ${tail}; make the alternatives exclusive, or merge them into one class`;
    return `repeats a group that can match the same text in more than one way, ${part}: ${tail}; write it so that each text splits one way only`;
  }
}

/** Strongly connected components (Tarjan, iterative) of the kept states; returns each state's component id. */
function components(size: number, next: (p: number) => number[], kept: boolean[]): number[] {
  const index = new Array<number>(size).fill(-1);
  const low = new Array<number>(size).fill(0);
  const comp = new Array<number>(size).fill(-1);
  const onStack = new Array<boolean>(size).fill(false);
  const stack: number[] = [];
  let counter = 0;
  let comps = 0;
  for (let root = 0; root < size; root++) {
    if (!kept[root] || index[root] >= 0) continue;
    const work: [number, number[], number][] = [[root, next(root), 0]];
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
        } else if (onStack[w]) {
          low[v] = Math.min(low[v], index[w]);
        }
      } else {
        work.pop();
        if (work.length > 0) low[work[work.length - 1][0]] = Math.min(low[work[work.length - 1][0]], low[v]);
        if (low[v] === index[v]) {
          let w: number;
          do {
            w = stack.pop()!;
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

/** What the analysis finds of a pattern (see the file comment). */
export interface PatternCost {
  /** Why it is refused whatever the input's length (exponential time, a backreference, too complex to check, invalid), as a phrase to follow `pattern "…"`; null when it is not. */
  hazard: string | null;
  /** When not refused, the degree of its matching time in the text's length n as n grows: 0 constant, 1 linear, k ≥ 2 n^k (polynomial). */
  degree: number;
  /**
   * How many more powers of n its counted repetitions add while n is below `span`: the time
   * grows as min(n, span)^bounded · n^degree (`^\d{0,300}\d{0,300}$`: degree 0, bounded 2, span 300).
   */
  bounded: number;
  /** The most times its counted repetitions repeat one part (m of `{n,m}`, multiplied when one holds another); 1 without any. */
  span: number;
}

/** Every pack load checks every pattern twice (the schema's bounds, then ajv's compile): the answers are kept, a bounded number of them. */
const MAX_CACHED = 1024;
const costs = new Map<string, PatternCost>();

/** The analysis of `source` with `flags`. Never throws: an invalid pattern is a hazard like the others. */
export function patternCost(source: string, flags = 'u'): PatternCost {
  const key = `${flags}/${source}`;
  const known = costs.get(key);
  if (known) return known;
  const cost = analyse(source, flags);
  if (costs.size >= MAX_CACHED) costs.clear();
  costs.set(key, cost);
  return cost;
}

const refused = (hazard: string): PatternCost => ({ hazard, degree: 0, bounded: 0, span: 1 });

/**
 * The pattern read twice. With each counted repetition `{n,m}` a loop (`{n,}`), the check for
 * exponential time, and a degree that holds for every length. Then, when the copies fit in
 * MAX_POSITIONS, with each read as its m copies, the degree as the length grows: a copy is a
 * position of its own, so a counted repetition adds no loop (`^\d{1,3}\d{1,3}$` is constant, not
 * quadratic). The copies are a subset of the loop's runs, so the second degree is no higher; the
 * powers it drops each come from a repetition that goes round at most `span` times, which bounds
 * what they add (see maxLengthFor). A second reading too complex to finish keeps the first degree.
 */
function analyse(source: string, flags: string): PatternCost {
  if (source.length > MAX_SOURCE) return refused(`is longer than ${MAX_SOURCE} characters, too long to check for exponential matching time; shorten it`);
  try {
    new RegExp(source, flags);
  } catch {
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
      } catch (err) {
        if (!(err instanceof Hazard)) throw err;
      }
    }
    return { hazard: null, degree, bounded: loopDegree - degree, span };
  } catch (err) {
    if (err instanceof Hazard) return refused(err.message);
    return refused(`could not be checked for exponential matching time (${(err as Error)?.message ?? String(err)}); simplify it`);
  }
}

/**
 * How many positions a tree has with each counted repetition `{n,m}` (m ≥ 2) read as m copies of
 * its body, and the most copies of one position (MAX_POSITIONS + 1 for any number past it).
 */
function countedCopies(node: Node): { positions: number; span: number } {
  const cap = (n: number) => Math.min(n, MAX_POSITIONS + 1);
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
      if (node.max < 2 || node.max === Infinity) return body;
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

export function maxLengthFor({ degree, bounded, span }: PatternCost): number {
  if (degree + bounded <= 1 || (degree === 0 && span ** bounded <= POLYNOMIAL_BUDGET) || (degree === 1 && span ** bounded <= LINEAR_FACTOR)) return Infinity;
  const work = (n: number) => Math.min(n, span) ** bounded * n ** degree;
  let low = 1;
  let high = POLYNOMIAL_BUDGET;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (work(mid) <= POLYNOMIAL_BUDGET) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Why a polynomial pattern needs a shorter input, as a phrase to follow `pattern "…"`; `names` when it tests property names. */
export function polynomialReason(cost: PatternCost, names = false): string {
  const { degree, bounded, span } = cost;
  const power = bounded === 0 ? `${degree}` : `${degree + bounded} (counted repetitions, of up to ${span}, cap ${bounded} of those powers at ${span})`;
  return `can take time growing as the input length to the power ${power}; give ${names ? 'propertyNames' : 'this parameter'} a maxLength of at most ${maxLengthFor(cost)}`;
}

/** The schema being compiled: the longest text (in code points) each of its polynomial patterns can meet (see withPatternLengthLimits). */
let lengthLimits: ReadonlyMap<string, number> | undefined;

/**
 * Runs `compile` (ajv compiling one schema, synchronously) with, for each pattern of the schema,
 * the longest text it can be tested on: the largest of the maxLength bounds at its places, a
 * pattern with an unbounded place left out. guardedRegExp accepts a polynomial pattern only with a
 * limit within POLYNOMIAL_BUDGET, and gives ajv a RegExp that does not run on a longer text: ajv
 * runs with allErrors, so `pattern` is tested even on a string whose `maxLength` already failed.
 */
export function withPatternLengthLimits<T>(limits: ReadonlyMap<string, number>, compile: () => T): T {
  const outer = lengthLimits;
  lengthLimits = limits;
  try {
    return compile();
  } finally {
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
  /** Derived objects (split, matchAll) are plain RegExps: they know no limit. */
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  constructor(
    pattern: string,
    flags: string,
    readonly limit: number,
  ) {
    super(pattern, flags);
  }

  override test(text: string): boolean {
    const s = String(text);
    if (s.length > this.limit && (!this.unicode || codePointsOver(s, this.limit))) return false;
    return super.test(s);
  }

  /** ajv keeps one RegExp per distinct toString(): the same pattern under another limit is another one. */
  override toString(): string {
    return `${super.toString()} (at most ${this.limit} characters)`;
  }
}

/** Whether `s` has more than `limit` code points (a surrogate pair counts once, as ajv's maxLength counts). */
function codePointsOver(s: string, limit: number): boolean {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    if (++n > limit) return true;
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
export function guardedRegExp(pattern: string, flags: string): RegExp {
  const re = new RegExp(pattern, flags);
  const cost = patternCost(pattern, flags);
  if (cost.hazard !== null) throw new Error(`pattern ${JSON.stringify(pattern)} ${cost.hazard}`);
  const most = maxLengthFor(cost);
  if (most === Infinity) return re;
  const limit = lengthLimits?.get(pattern);
  if (limit === undefined || limit > most) throw new Error(`pattern ${JSON.stringify(pattern)} ${polynomialReason(cost)}`);
  return new LengthLimitedRegExp(pattern, flags, limit);
}
guardedRegExp.code = 'guardedRegExp';
