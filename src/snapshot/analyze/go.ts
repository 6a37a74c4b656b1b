import { lex, LineIndex } from './lexer.js';
import { braceDepth, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

/** Servers of net/http and of the frameworks built on it (fiber's app.Listen, grpc's s.Serve). */
const LISTENS = /\bListenAndServe(?:TLS)?\s*\(|\.Serve(?:TLS)?\s*\(|\.Listen\s*\(/;
// `.Run(` and `.Start(` also run commands (exec.Cmd) and much else: they name a server only in a
// file that imports a framework whose engine starts that way.
/** gin's `r.Run(":8080")`, iris's `app.Run(iris.Addr(":8080"))`. */
const RUN_FRAMEWORK = /^github\.com\/(?:gin-gonic\/gin|kataras\/iris)(?:\/|$)/;
const RUN_CALL = /\.Run\s*\(/;
/** echo's `e.Start(":1323")`, `e.StartTLS(…)`, `e.StartAutoTLS(…)`. */
const START_FRAMEWORK = /^github\.com\/labstack\/echo(?:\/|$)/;
const START_CALL = /\.Start(?:TLS|AutoTLS)?\s*\(/;

/** The exported (capitalised) names a spec declares: every name of a var or const list (`X, y, Z int`), a type's one. */
function exported(keyword: string, list: string): string[] {
  const names = keyword === 'type' ? [list.split(/[\s,]/)[0]] : list.split(/[ \t]*,[ \t]*/);
  return names.filter((n) => /^[A-Z]/.test(n));
}

/** Opening less closing brackets in a line of masked code. */
function bracketBalance(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) n++;
    else if (c === 41 || c === 93 || c === 125) n--;
  }
  return n;
}

/** Go: exported (capitalized) top-level names, imports, indicators. */
export const goAnalyzer: LanguageAnalyzer = {
  meta: { id: 'go', language: 'Go', extensions: ['.go'] },
  analyze(text) {
    const { masked, strings } = lex(text, 'go');
    const lines = new LineIndex(text);
    const line = (o: number) => lines.line(o);
    const exports: string[] = [];
    // A receiver may have no name: `func (Store[T]) Len()`, `func (*Store) Reset()`. A method of
    // an unexported type is no exported identifier: no other package can name it (`socketContext.Done`).
    for (const m of masked.matchAll(/^func\s+(?:\(\s*(?:[A-Za-z_]\w*\s+)?\*?\s*([A-Za-z_]\w*)(?:\[[^\]]*\])?\s*\)\s*)?([A-Z]\w*)/gm)) {
      if (!m[1]) exports.push(m[2]);
      else if (/^[A-Z]/.test(m[1])) exports.push(`${m[1]}.${m[2]}`);
    }
    for (const m of masked.matchAll(/^(type|var|const)[ \t]+([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)/gm)) exports.push(...exported(m[1], m[2]));
    for (const m of masked.matchAll(/^(type|var|const)\s*\(([\s\S]*?)^\)/gm)) {
      // A spec starts a line of the group outside brackets: the lines of a struct type or of a
      // composite literal (`Port: 8080,`) are inside one.
      let depth = 0;
      for (const specLine of m[2].split('\n')) {
        if (depth === 0) {
          const names = /^\s*([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)/.exec(specLine);
          if (names) exports.push(...exported(m[1], names[1]));
        }
        depth = Math.max(0, depth + bracketBalance(specLine));
      }
    }
    const imports: string[] = [];
    const at = (o: number) => strings.find((s) => s.start === o);
    for (const m of masked.matchAll(/^import\s+(?:[\w.]+\s+)?(?=["`])/gm)) {
      const s = at(m.index + m[0].length);
      if (s) imports.push(s.value);
    }
    for (const m of masked.matchAll(/^import\s*\(([\s\S]*?)\)/gm)) {
      const start = m.index;
      const end = start + m[0].length;
      for (const s of strings) if (s.start > start && s.end < end) imports.push(s.value);
    }
    const security: string[] = [];
    for (const m of masked.matchAll(/\bexec\.Command(?:Context)?\s*\(/g)) {
      const args = strings.filter((s) => s.start > m.index && s.start < m.index + m[0].length + 80).map((s) => s.value);
      if (/^(sh|bash|\/bin\/sh|\/bin\/bash|cmd|cmd\.exe|powershell)$/.test(args[0] ?? args[1] ?? '') && args.includes('-c')) security.push(`exec.Command runs a shell (-c) at line ${line(m.index)}`);
    }
    for (const s of strings) {
      if (!isSqlText(s.value)) continue;
      const before = masked.slice(Math.max(0, s.start - 20), s.start);
      const after = masked.slice(s.end, s.end + 20);
      if (/Sprintf\s*\(\s*$/.test(before) || /^\s*\+/.test(after) || /\+\s*$/.test(before)) security.push(`SQL text built by Sprintf or concatenation at line ${line(s.start)}`);
    }
    for (const m of masked.matchAll(/\bInsecureSkipVerify\s*:\s*true\b/g)) security.push(`TLS certificate check disabled (InsecureSkipVerify: true) at line ${line(m.index)}`);
    const routes: string[] = [];
    for (const m of masked.matchAll(/\.\s*(HandleFunc|Handle|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete)\s*\(\s*(?=")/g)) {
      const s = at(m.index + m[0].length);
      if (s) routes.push(`${/^Handle/.test(m[1]) ? 'ROUTE' : m[1].toUpperCase()} ${s.value}`);
    }
    const commands: string[] = [];
    for (const m of masked.matchAll(/\bUse\s*:\s*(?=")/g)) {
      const s = at(m.index + m[0].length);
      if (s) commands.push(s.value.split(/\s/)[0]);
    }
    // The package doc is the comment right above the package clause: a license header a blank
    // line away is not, nor are directives (`//go:build`, `// +build`, which need that blank line anyway).
    const lead = /^((?:\/\/[^\n]*\n)+)package\s/m.exec(text);
    const docLines = lead?.[1].split('\n').filter((l) => l && !/^\/\/(go:|\s*\+build\b)/.test(l)).join('\n');
    return fileFacts({
      language: 'Go',
      exports,
      imports,
      lines: lineCount(text),
      maxNesting: braceDepth(masked),
      security,
      routes,
      commands,
      doc: docLines ? firstSentence(docLines) : null,
      hasMain: /^package\s+main\b/m.test(masked) && /^func\s+main\s*\(\s*\)/m.test(masked),
      listens: LISTENS.test(masked) || (imports.some((i) => RUN_FRAMEWORK.test(i)) && RUN_CALL.test(masked)) || (imports.some((i) => START_FRAMEWORK.test(i)) && START_CALL.test(masked)),
    });
  },
};
