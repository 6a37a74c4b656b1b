import { lex, LineIndex } from './lexer.js';
import { firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

const DEF_BEFORE = /\bdef\s+$/;

/** Python: top-level definitions (or `__all__`), imports, indentation depth, indicators. */
export const pythonAnalyzer: LanguageAnalyzer = {
  meta: { id: 'python', language: 'Python', extensions: ['.py', '.pyi'] },
  analyze(text) {
    const { masked, code, strings } = lex(text, 'python');
    const lines = new LineIndex(text);
    const line = (o: number) => lines.line(o);
    const exports: string[] = [];
    const all = /^__all__\s*(?::[^=]*)?=\s*[[(]([^\])]*)[\])]/m.exec(masked);
    if (all) {
      const start = all.index;
      const end = start + all[0].length;
      for (const s of strings) if (s.start >= start && s.end <= end) exports.push(s.value);
    } else {
      for (const m of masked.matchAll(/^(?:async\s+def|def|class)\s+([A-Za-z_]\w*)/gm)) if (!m[1].startsWith('_')) exports.push(m[1]);
      for (const m of masked.matchAll(/^([A-Z][A-Z0-9_]*)\s*(?::[^=\n]*)?=(?!=)/gm)) exports.push(m[1]);
    }
    const imports: string[] = [];
    // Logical lines: join bracketed continuations so `from x import (\n a,\n b)` reads as one.
    for (const m of masked.matchAll(/^[ \t]*(?:from\s+(\.*[\w.]*)\s+import\b|import\s+([^\n#;]+))/gm)) {
      if (m[1] !== undefined) imports.push(m[1]);
      else for (const part of m[2].split(',')) {
        const mod = part.trim().split(/\s+/)[0];
        if (/^[\w.]+$/.test(mod)) imports.push(mod);
      }
    }
    const security: string[] = [];
    for (const m of masked.matchAll(/(?:^|[^\w.])(eval|exec)\s*\(/gm)) {
      const at = m.index + m[0].indexOf(m[1]);
      // `def exec(self, q):` defines a method of that name; it runs nothing.
      if (!DEF_BEFORE.test(masked.slice(Math.max(0, at - 40), at))) security.push(`${m[1]}() at line ${line(at)}`);
    }
    for (const m of masked.matchAll(/\bos\.(system|popen)\s*\(/g)) security.push(`os.${m[1]}() runs a shell command at line ${line(m.index)}`);
    for (const m of masked.matchAll(/\bsubprocess\.(run|call|Popen|check_output|check_call|getoutput|getstatusoutput)\s*\(/g)) {
      const args = callArgs(masked, m.index + m[0].length);
      if (m[1].startsWith('get') || /\bshell\s*=\s*True\b/.test(args)) security.push(`subprocess.${m[1]}() with a shell at line ${line(m.index)}`);
    }
    for (const s of strings) {
      if (!isSqlText(s.value)) continue;
      const after = masked.slice(s.end, s.end + 40);
      if (s.interpolated || /^\s*(\+|%|\.format\s*\()/.test(after)) security.push(`SQL text built by formatting or concatenation at line ${line(s.start)}`);
    }
    for (const m of masked.matchAll(/\bverify\s*=\s*False\b/g)) security.push(`TLS certificate check disabled (verify=False) at line ${line(m.index)}`);
    for (const m of masked.matchAll(/\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b/g)) security.push(`TLS verification disabled (${m[0].replace(/\s+/g, '')}) at line ${line(m.index)}`);
    for (const m of masked.matchAll(/\bpickle\.loads?\s*\(/g)) security.push(`pickle deserialization at line ${line(m.index)}`);

    const routes: string[] = [];
    for (const m of masked.matchAll(/@\s*[\w.]+\.(route|get|post|put|patch|delete)\s*\(\s*(?=[rbfu]*["'])/gi)) {
      const s = strings.find((x) => x.start >= m.index + m[0].length - 2 && x.start <= m.index + m[0].length + 2);
      if (s) routes.push(`${m[1].toLowerCase() === 'route' ? 'ROUTE' : m[1].toUpperCase()} ${s.value}`);
    }
    const commands: string[] = [];
    for (const m of masked.matchAll(/\.add_parser\s*\(\s*(?=["'])/g)) {
      const s = strings.find((x) => x.start === m.index + m[0].length);
      if (s) commands.push(s.value);
    }
    let maxNesting = 0;
    let unit = 0;
    for (const l of masked.split('\n')) {
      const m = /^( +|\t+)\S/.exec(l);
      if (!m) continue;
      const w = m[1][0] === '\t' ? m[1].length * 4 : m[1].length;
      if (!unit) unit = w;
      maxNesting = Math.max(maxNesting, Math.floor(w / unit));
    }
    const docString = strings.length && /^\s*$/.test(masked.slice(0, strings[0].start).replace(/^#![^\n]*/, '')) ? strings[0].value : null;
    return fileFacts({
      language: 'Python',
      exports,
      imports,
      lines: lineCount(text),
      maxNesting,
      security,
      routes,
      commands,
      doc: docString ? firstSentence(docString) : null,
      hasMain: /^if\s+__name__\s*==\s*["']__main__["']\s*:/m.test(code),
      listens: /\b(app\.run|uvicorn\.run|serve_forever|web\.run_app)\s*\(/.test(masked),
    });
  },
};

/** The text between the parentheses of a call whose `(` ends just before `from`. */
function callArgs(masked: string, from: number): string {
  let depth = 1;
  let i = from;
  while (i < masked.length && depth > 0 && i - from < 2000) {
    const c = masked[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    i++;
  }
  return masked.slice(from, i);
}
