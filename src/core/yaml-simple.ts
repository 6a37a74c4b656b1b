/**
 * A reader for the plain subset of YAML that small config files (pack files) are written in:
 * block mappings with simple keys, block sequences (also at the key's indent, and holding
 * compact mappings), flow sequences of simple scalars, plain and simply quoted scalars, and
 * comments. It exists so reading such a file needs neither the `yaml` package (~300 KB to
 * load, ~20 ms before the first document) nor its full parser.
 *
 * It answers `undefined` ("not sure") for anything outside that subset: tabs, CR, anchors,
 * tags, escapes, multi-line scalars, numbers, duplicate keys, and so on; callers then use
 * parseYaml (yaml.ts). Whatever it does answer must equal what parseYaml gives for the same
 * text; __tests__/core/yaml-simple.test.ts holds it to that on generated documents.
 */

interface Line {
  indent: number;
  text: string;
}

/** Thrown inside the parser to give up; never escapes parseSimpleYaml. */
class NotSimple extends Error {}
const giveUp = (): never => {
  throw new NotSimple();
};

// Only the space counts as white space here; String#trim would also eat a no-break space,
// which YAML keeps as content.
const trimStart = (s: string) => s.replace(/^ +/, '');
const trimEnd = (s: string) => s.replace(/ +$/, '');

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
// Core-schema plain scalars that are not strings (yaml's core schema tags).
const NULL = /^(?:~|[Nn]ull|NULL)$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
/** Anything that could read as a number (ints, floats, .inf, .nan, hex, octal): left to yaml. */
const NUMERIC = /^[-+]?(?:[0-9]|\.[0-9A-Za-z])/;
/** Characters a simple plain scalar may hold (`:` and `#` checked separately). */
const PLAIN_CHARS = /^[A-Za-z0-9_./*+=~$^()@ :\u0080-\uFFFF-]+$/u;
const PLAIN_FIRST = /^[A-Za-z0-9_./+=$^(\u0080-\uFFFF]/u;

function plainScalar(text: string, inFlow: boolean): string | boolean | null {
  if (!PLAIN_FIRST.test(text) && !/^-[A-Za-z0-9_./]/.test(text)) giveUp();
  if (!PLAIN_CHARS.test(text) || text.endsWith(':') || text.includes(': ') || text.includes('  ')) giveUp();
  if (inFlow && text.includes(':')) giveUp();
  if (/[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(text)) giveUp();
  if (NULL.test(text)) return null;
  if (BOOL.test(text)) return text[0] === 't' || text[0] === 'T';
  if (NUMERIC.test(text)) giveUp();
  return text;
}

/** `"…"` without escapes or `'…'` without doubled quotes, then nothing but an optional comment. */
function quotedScalar(text: string): string {
  const q = text[0];
  const end = text.indexOf(q, 1);
  if (end === -1) giveUp();
  const body = text.slice(1, end);
  if (q === '"' && body.includes('\\')) giveUp();
  if (q === "'" && text[end + 1] === "'") giveUp();
  if (/[^\u0020-\u007E\u0080-\uFFFF]|[\uD800-\uDFFF\uFEFF\u2028\u2029\u0085\u00A0\uFFFE\uFFFF]/u.test(body)) giveUp();
  if (!/^(?:|[ ]+#.*)$/.test(text.slice(end + 1))) giveUp();
  return body;
}

/** `[a, "b", 'c']` on one line: simple scalars only, no nesting, then an optional comment. */
function flowSequence(text: string): unknown[] {
  const items: unknown[] = [];
  let i = 1;
  const spaces = () => {
    while (text[i] === ' ') i++;
  };
  spaces();
  if (text[i] === ']') i++;
  else {
    for (;;) {
      spaces();
      const q = text[i];
      let end: number;
      if (q === '"' || q === "'") {
        end = text.indexOf(q, i + 1) + 1;
        if (end === 0) giveUp();
        items.push(quotedScalar(text.slice(i, end)));
      } else {
        end = i;
        while (end < text.length && !',]'.includes(text[end])) end++;
        const plain = trimEnd(text.slice(i, end));
        if (plain === '' || /["'[{}#]/.test(plain)) giveUp();
        items.push(plainScalar(plain, true));
      }
      i = end;
      spaces();
      if (text[i] === ']') {
        i++;
        break;
      }
      if (text[i] !== ',') giveUp();
      i++;
    }
  }
  if (!/^(?:|[ ]+#.*)$/.test(text.slice(i))) giveUp();
  return items;
}

/** A scalar or a one-line flow sequence of scalars, with any trailing comment. */
function inlineValue(text: string): unknown {
  if (text[0] === '"' || text[0] === "'") return quotedScalar(text);
  if (text[0] === '[') return flowSequence(text);
  const comment = text.search(/ #/);
  const plain = trimEnd(comment === -1 ? text : text.slice(0, comment));
  if (plain.includes('#')) giveUp();
  return plainScalar(plain, false);
}

/** Parses the block node whose first line is `lines[i]` at `indent`; returns it and the next line. */
function block(lines: Line[], i: number, indent: number): [unknown, number] {
  return lines[i].text === '-' || lines[i].text.startsWith('- ') ? sequence(lines, i, indent) : mapping(lines, i, indent);
}

/** A value after `key:` or `- ` that is empty on its own line: the block below it, or null. */
function nestedOrNull(lines: Line[], i: number, indent: number, sameIndentSeq: boolean): [unknown, number] {
  const next = lines[i];
  if (next && next.indent > indent) return block(lines, i, next.indent);
  if (sameIndentSeq && next && next.indent === indent && (next.text === '-' || next.text.startsWith('- '))) return sequence(lines, i, indent);
  return [null, i];
}

function stripComment(text: string): string {
  return text.startsWith('#') ? '' : text;
}

function sequence(lines: Line[], i: number, indent: number): [unknown[], number] {
  const items: unknown[] = [];
  while (i < lines.length && lines[i].indent === indent && (lines[i].text === '-' || lines[i].text.startsWith('- '))) {
    const line = lines[i];
    const rest = trimStart(line.text.slice(1));
    const content = stripComment(rest);
    if (content === '') {
      const [v, next] = nestedOrNull(lines, i + 1, indent, false);
      items.push(v);
      i = next;
    } else if (KEY.test(content) || content === '-' || content.startsWith('- ')) {
      // A compact node: it continues on the next lines at the column where it starts.
      const col = indent + (line.text.length - rest.length);
      lines[i] = { indent: col, text: content };
      const [v, next] = block(lines, i, col);
      items.push(v);
      i = next;
    } else {
      items.push(inlineValue(content));
      i++;
    }
    if (i < lines.length && lines[i].indent > indent) giveUp();
  }
  return [items, i];
}

function mapping(lines: Line[], i: number, indent: number): [Record<string, unknown>, number] {
  const out: Record<string, unknown> = {};
  while (i < lines.length && lines[i].indent === indent) {
    const m = KEY.exec(lines[i].text);
    if (!m) giveUp();
    const key = m![1];
    if (key === '__proto__' || NULL.test(key) || BOOL.test(key) || Object.prototype.hasOwnProperty.call(out, key)) giveUp();
    const value = stripComment(trimEnd(m![2] ?? ''));
    if (value === '') {
      const [v, next] = nestedOrNull(lines, i + 1, indent, true);
      out[key] = v;
      i = next;
    } else {
      out[key] = inlineValue(value);
      i++;
    }
    if (i < lines.length && lines[i].indent > indent) giveUp();
  }
  return [out, i];
}

/** The document's value, or undefined when the text is not in the simple subset. */
export function parseSimpleYaml(text: string): unknown {
  if (/[\t\r\0\uFEFF]/.test(text)) return undefined;
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    const body = trimEnd(trimStart(raw));
    if (body === '' || body.startsWith('#')) continue;
    const indent = raw.length - trimStart(raw).length;
    if (indent === 0 && (body.startsWith('---') || body.startsWith('...') || body.startsWith('%'))) return undefined;
    lines.push({ indent, text: body });
  }
  if (lines.length === 0 || lines[0].indent !== 0) return undefined;
  try {
    const [value, next] = block(lines, 0, 0);
    return next === lines.length ? value : undefined;
  } catch (err) {
    if (err instanceof NotSimple) return undefined;
    throw err;
  }
}
