import { lex, LineIndex, stringAt } from './lexer.js';
import { braceDepth, firstSentence, SQL_TEXT, fileFacts, type LanguageAnalyzer } from './types.js';

const DECL = /export\s+(?:declare\s+)?(default\s+)?(?:async\s+)?(?:abstract\s+)?(function\s*\*?|class|const|let|var|interface|type|enum|namespace|module)\s*([A-Za-z_$][\w$]*)?/g;
const EXPORT_LIST = /export\s+(type\s+)?\{([^}]*)\}/g;
const EXPORT_STAR = /export\s+\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s*(?=["'])/g;
const EXPORT_DEFAULT = /export\s+default\b/g;
const EXPORT_ASSIGN = /export\s*=\s*([A-Za-z_$][\w$]*)/g;
const CJS_MEMBER = /(?:^|[^\w$.])(?:module\.)?exports\.([A-Za-z_$][\w$]*)\s*=[^=]/g;
const CJS_OBJECT = /(?:^|[^\w$.])module\.exports\s*=\s*\{([^}]*)\}/g;
const CJS_VALUE = /(?:^|[^\w$.])module\.exports\s*=\s*(?!\{)([A-Za-z_$][\w$]*)/g;
const IMPORT_FROM = /\b(?:import|export)\b[^;'"`]*?\bfrom\s*(?=["'])/g;
const IMPORT_BARE = /\bimport\s*(?=["'])/g;
const IMPORT_CALL = /(?:^|[^\w$.])(?:import|require)\s*\(\s*(?=["'])/g;
const ROUTE = /\b(?:app|router|server|api|route|fastify)\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*(?=["'`])/gi;
const COMMAND = /\.\s*command\s*\(\s*(?=["'`])/g;

function names(list: string): string[] {
  return list.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const as = /\bas\s+([A-Za-z_$][\w$]*|default)$/.exec(s);
    return as ? as[1] : s.replace(/^type\s+/, '').split(/\s+/)[0];
  }).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
}

/** TypeScript and JavaScript (ESM and CommonJS). */
export const jsAnalyzer: LanguageAnalyzer = {
  meta: { id: 'js', language: 'TypeScript/JavaScript', extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] },
  analyze(text) {
    const { masked, strings } = lex(text, 'js');
    const lines = new LineIndex(text);
    const at = (offset: number) => stringAt(strings, offset);
    const exports: string[] = [];
    // `export` must start a word: the regexes start with the literal (fast to find), the check is here.
    const word = (m: RegExpMatchArray) => m.index === 0 || !/[\w$]/.test(masked[m.index! - 1]);
    if (masked.includes('export')) {
      for (const m of masked.matchAll(DECL)) {
        if (!word(m)) continue;
        if (m[3]) exports.push(m[1] ? `default (${m[3]})` : m[3]);
        else if (m[1]) exports.push('default');
      }
      for (const m of masked.matchAll(EXPORT_LIST)) if (word(m)) exports.push(...names(m[2]));
      for (const m of masked.matchAll(EXPORT_STAR)) {
        if (!word(m)) continue;
        const s = at(m.index + m[0].length);
        exports.push(m[1] ? m[1] : `* from ${s?.value ?? '?'}`);
      }
      if ([...masked.matchAll(EXPORT_DEFAULT)].some(word) && !exports.some((e) => e.startsWith('default'))) exports.push('default');
      for (const m of masked.matchAll(EXPORT_ASSIGN)) if (word(m)) exports.push(`= ${m[1]}`);
    }
    if (masked.includes('exports')) {
      for (const m of masked.matchAll(CJS_MEMBER)) exports.push(m[1]);
      for (const m of masked.matchAll(CJS_OBJECT)) exports.push(...names(m[1].replace(/:\s*[^,]+/g, '')));
      for (const m of masked.matchAll(CJS_VALUE)) exports.push(`module.exports = ${m[1]}`);
    }

    const imports: string[] = [];
    for (const re of [IMPORT_FROM, IMPORT_BARE, IMPORT_CALL]) {
      for (const m of masked.matchAll(re)) {
        const s = at(m.index + m[0].length);
        if (s && s.start === m.index + m[0].length) imports.push(s.value);
      }
    }

    const security: string[] = [];
    const line = (o: number) => lines.line(o);
    if (masked.includes('eval')) for (const m of masked.matchAll(/(?:^|[^\w$.])eval\s*\(/g)) security.push(`eval() at line ${line(m.index + m[0].indexOf('eval'))}`);
    if (masked.includes('Function')) for (const m of masked.matchAll(/\bnew\s+Function\s*\(/g)) security.push(`new Function() at line ${line(m.index)}`);
    if (masked.includes('exec')) for (const m of masked.matchAll(/\b(exec|execSync)\s*\(\s*/g)) {
      const o = m.index + m[0].length;
      const s = at(o);
      const rest = masked.slice(o, o + 400);
      const interpolated = (s && s.start === o && (s.interpolated || /^["'][^"']*["']\s*\+/.test(rest))) || /^[A-Za-z_$][\w$.]*\s*\+/.test(rest);
      if (interpolated) security.push(`shell command built from an interpolated string passed to ${m[1]}() at line ${line(m.index)}`);
    }
    if (masked.includes('shell')) for (const m of masked.matchAll(/\bshell\s*:\s*true\b/g)) security.push(`child process spawned with shell: true at line ${line(m.index)}`);
    for (const s of strings) {
      if (!SQL_TEXT.test(s.value)) continue;
      const after = masked.slice(s.end, s.end + 40);
      const beforeS = masked.slice(Math.max(0, s.start - 40), s.start);
      if (s.interpolated || /^\s*\+/.test(after) || /\+\s*$/.test(beforeS)) security.push(`SQL text built by concatenation or interpolation at line ${line(s.start)}`);
    }
    if (masked.includes('rejectUnauthorized')) for (const m of masked.matchAll(/\brejectUnauthorized\s*:\s*false\b/g)) security.push(`TLS certificate check disabled (rejectUnauthorized: false) at line ${line(m.index)}`);
    const tlsOff = (o: number) => {
      const rest = masked.slice(o, o + 20);
      const eq = /^\s*=\s*/.exec(rest);
      if (!eq) return false;
      const v = at(o + eq[0].length);
      return rest.slice(eq[0].length).startsWith('0') || (v !== undefined && v.start === o + eq[0].length && v.value === '0');
    };
    for (const m of masked.matchAll(/\bNODE_TLS_REJECT_UNAUTHORIZED\b/g)) if (tlsOff(m.index + m[0].length)) security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(m.index)}`);
    for (const s of strings) {
      if (s.value !== 'NODE_TLS_REJECT_UNAUTHORIZED') continue;
      const close = /^\s*\]/.exec(masked.slice(s.end, s.end + 10));
      if (close && tlsOff(s.end + close[0].length)) security.push(`TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line ${line(s.start)}`);
    }

    const routes: string[] = [];
    if (/\.\s*(?:get|post|put|patch|delete|head|options|all)\s*\(/i.test(masked)) for (const m of masked.matchAll(ROUTE)) {
      const s = at(m.index + m[0].length);
      if (s && s.start === m.index + m[0].length) routes.push(`${m[1].toUpperCase()} ${s.value}`);
    }
    const commands: string[] = [];
    if (masked.includes('command')) for (const m of masked.matchAll(COMMAND)) {
      const s = at(m.index + m[0].length);
      if (s && s.start === m.index + m[0].length) commands.push(s.value.split(/\s/)[0]);
    }
    const lead = /^(?:#![^\n]*\n)?\s*(\/\*\*[\s\S]*?\*\/|(?:\/\/[^\n]*\n\s*)+)/.exec(text);
    return fileFacts({
      language: 'TypeScript/JavaScript',
      exports,
      imports,
      lines: lines.count,
      maxNesting: braceDepth(masked),
      security,
      routes,
      commands,
      doc: lead && !/^\/\*\*?\s*(@license|@preserve|copyright)/i.test(lead[1].trim()) && !/eslint|prettier|@ts-/.test(lead[1].slice(0, 40)) ? firstSentence(lead[1]) : null,
      hasMain: /^#!.*\bnode\b/.test(text),
      listens: (masked.includes('listen') || masked.includes('createServer') || masked.includes('.serve')) && /\.\s*listen\s*\(|\bcreateServer\s*\(|\bBun\.serve\s*\(|\bDeno\.serve\s*\(/.test(masked),
    });
  },
};
