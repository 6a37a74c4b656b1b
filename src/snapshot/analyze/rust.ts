import { lex, LineIndex } from './lexer.js';
import { blockScopes, braceDepth, firstSentence, lineCount, isSqlText, fileFacts, type LanguageAnalyzer } from './types.js';

/** What a block makes of the `pub` items in it, from the code before its `{`. */
const PUBLIC_MOD_OPEN = /(?:^|[^\w])pub\s+mod\s+((?:r#)?[A-Za-z_]\w*)\s*$/;
const EXTERN_BLOCK_OPEN = /(?:^|[^\w])extern\s*(?:"[^"]*")?\s*$/;
const IMPL_OPEN = /(?:^|[^\w])impl\b(?:\s*!?\s*[\w:]+\s+for\b)?\s*&?\s*(?:dyn\s+)?([\w:]+)/;

/**
 * The path prefix a block gives the `pub` items in it, from the code before its `{` at `brace`:
 * '' for an `extern` block, `api::` for `pub mod api { … }`, `Store::` for `impl Store { … }`;
 * null for a private module (`mod tests`), a function body or any other block, whose items are
 * not reachable from outside.
 */
function blockPrefix(masked: string, brace: number): string | null {
  // The block's head: back to the end of the previous statement or block.
  let from = brace - 1;
  while (from >= 0 && masked[from] !== ';' && masked[from] !== '{' && masked[from] !== '}') from--;
  const head = masked.slice(from + 1, brace);
  const mod = PUBLIC_MOD_OPEN.exec(head);
  if (mod) return `${mod[1]}::`;
  if (EXTERN_BLOCK_OPEN.test(head)) return '';
  // Generic arguments and bounds say nothing of the type's name: `impl<T: Fn() -> u8> Wrapper<T>`.
  let plain = head.replace(/->/g, ' ');
  for (let k = 0; k < 8 && plain.includes('<'); k++) plain = plain.replace(/<[^<>]*>/g, ' ');
  const impl = IMPL_OPEN.exec(plain);
  return impl ? `${impl[1].slice(impl[1].lastIndexOf(':') + 1)}::` : null;
}

/** Rust: `pub` items (not `pub(crate)`), `use`/`mod`/`extern crate`, indicators. */
export const rustAnalyzer: LanguageAnalyzer = {
  meta: { id: 'rust', language: 'Rust', extensions: ['.rs'] },
  analyze(text) {
    const { masked, strings } = lex(text, 'rust');
    const lines = new LineIndex(text);
    const line = (o: number) => lines.line(o);
    const exports: string[] = [];
    const items = [...masked.matchAll(/\bpub\s+(?:(?:async|const|unsafe|extern(?:\s+"[^"]*")?)\s+)*(fn|struct|enum|trait|type|const|static|mod|union|macro)\s+((?:r#)?[A-Za-z_]\w*)/g)];
    const uses = [...masked.matchAll(/\bpub\s+use\s+([^;]+);/g)];
    const scopes = blockScopes(masked, [...items, ...uses].map((m) => m.index).sort((a, b) => a - b), (brace) => blockPrefix(masked, brace));
    for (const m of items) {
      const prefix = scopes.get(m.index);
      if (prefix !== null && prefix !== undefined) exports.push(prefix + m[2]);
    }
    for (const m of masked.matchAll(/#\[macro_export\][\s\S]{0,200}?macro_rules!\s*([A-Za-z_]\w*)/g)) exports.push(`${m[1]}!`);
    for (const m of uses) if (typeof scopes.get(m.index) === 'string') exports.push(`use ${m[1].replace(/\s+/g, '')}`);
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
