#!/usr/bin/env node
// Writes report.md in the working directory: a table of line, word and byte counts.
// Usage: node report.mjs -- TITLE FILE...
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const rest = args[0] === '--' ? args.slice(1) : args;
const [title, ...files] = rest;
if (!title || files.length === 0) {
  process.stderr.write('usage: report.mjs -- TITLE FILE...\n');
  process.exit(2);
}
const rows = [];
let failed = false;
for (const file of files) {
  try {
    const bytes = readFileSync(file);
    const text = bytes.toString('utf8');
    const lines = (text.match(/\n/g) ?? []).length;
    const words = text.split(/\s+/).filter(Boolean).length;
    rows.push(`| ${file.replace(/\|/g, '\\|')} | ${lines} | ${words} | ${bytes.length} |`);
  } catch (err) {
    process.stderr.write(`${file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}\n`);
    failed = true;
  }
}
writeFileSync('report.md', `# ${title}\n\n| file | lines | words | bytes |\n|---|---:|---:|---:|\n${rows.join('\n')}\n`);
process.stdout.write(`wrote report.md (${rows.length} file${rows.length === 1 ? '' : 's'})\n`);
process.exit(failed ? 1 : 0);
