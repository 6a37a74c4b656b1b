import { lex, LineIndex } from './lexer.js';
import { braceDepth, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

/** Rust: `pub` items (not `pub(crate)`), `use`/`mod`/`extern crate`, indicators. */
export const rustAnalyzer: LanguageAnalyzer = {
  meta: { id: 'rust', language: 'Rust', extensions: ['.rs'] },
  analyze(text) {
    const { masked, strings } = lex(text, 'rust');
    const lines = new LineIndex(text);
    const line = (o: number) => lines.line(o);
    const exports: string[] = [];
    for (const m of masked.matchAll(/\bpub\s+(?:(?:async|const|unsafe|extern(?:\s+"[^"]*")?)\s+)*(fn|struct|enum|trait|type|const|static|mod|union|macro)\s+([A-Za-z_]\w*)/g)) exports.push(m[2]);
    for (const m of masked.matchAll(/#\[macro_export\][\s\S]{0,200}?macro_rules!\s*([A-Za-z_]\w*)/g)) exports.push(`${m[1]}!`);
    for (const m of masked.matchAll(/\bpub\s+use\s+([^;]+);/g)) exports.push(`use ${m[1].replace(/\s+/g, '')}`);
    const imports: string[] = [];
    for (const m of masked.matchAll(/(?:^|[;{}\s])use\s+([^;]+);/g)) if (!/\bpub\s+$/.test(masked.slice(Math.max(0, m.index - 5), m.index + 1))) imports.push(m[1].replace(/\s+/g, ''));
    for (const m of masked.matchAll(/(?:^|[;{}\s])(?:pub(?:\([^)]*\))?\s+)?mod\s+([A-Za-z_]\w*)\s*;/g)) imports.push(`mod ${m[1]}`);
    for (const m of masked.matchAll(/\bextern\s+crate\s+([A-Za-z_]\w*)/g)) imports.push(m[1]);
    const security: string[] = [];
    const unsafeBlocks = [...masked.matchAll(/\bunsafe\s*\{/g)];
    if (unsafeBlocks.length) security.push(`${unsafeBlocks.length} unsafe block${unsafeBlocks.length === 1 ? '' : 's'} (first at line ${line(unsafeBlocks[0].index)})`);
    for (const m of masked.matchAll(/\bCommand::new\s*\(/g)) {
      const near = strings.filter((s) => s.start > m.index && s.start < m.index + 300).map((s) => s.value);
      if (/^(sh|bash|\/bin\/sh|\/bin\/bash|cmd|powershell)$/.test(near[0] ?? '') && near.some((v) => v === '-c' || v === '/C')) security.push(`Command::new runs a shell (-c) at line ${line(m.index)}`);
    }
    for (const s of strings) {
      if (isSqlText(s.value) && /\bformat!\s*\(\s*$/.test(masked.slice(Math.max(0, s.start - 20), s.start)) && /\{[^}]*\}/.test(s.value)) security.push(`SQL text built by format! at line ${line(s.start)}`);
    }
    for (const m of masked.matchAll(/\bdanger_accept_invalid_(certs|hostnames)\s*\(\s*true\s*\)/g)) security.push(`TLS verification disabled (danger_accept_invalid_${m[1]}) at line ${line(m.index)}`);
    const routes: string[] = [];
    for (const m of masked.matchAll(/#\[(get|post|put|patch|delete)\s*\(\s*(?=")/g)) {
      const s = strings.find((x) => x.start === m.index + m[0].length);
      if (s) routes.push(`${m[1].toUpperCase()} ${s.value}`);
    }
    for (const m of masked.matchAll(/\.route\s*\(\s*(?=")/g)) {
      const s = strings.find((x) => x.start === m.index + m[0].length);
      if (s) routes.push(`ROUTE ${s.value}`);
    }
    const lead = /^((?:\s*\/\/![^\n]*\n)+)/.exec(text);
    return fileFacts({
      language: 'Rust',
      exports,
      imports,
      lines: lineCount(text),
      maxNesting: braceDepth(masked),
      security,
      routes,
      commands: [],
      doc: lead ? firstSentence(lead[1]) : null,
      hasMain: /(?:^|\n)\s*(?:#\[[^\]]*\]\s*)*(?:async\s+)?fn\s+main\s*\(/.test(masked),
      listens: /\bHttpServer::new\b|\baxum::serve\b|\bwarp::serve\b|\bTcpListener::bind\b|\.bind\s*\(\s*["(]/.test(masked),
    });
  },
};
