// Issue #2: validating a 256 MB pack of 2,000 files against sha256sum over the same files,
// and `packwright --version` against `node -e 0`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes, createHash } from 'node:crypto';
import path from 'node:path';
import { BUNDLE, timeCommand, tempDir, row } from './lib.mjs';

export const meta = { name: 'context pack validate and start-up', issue: 2 };

const FILES = 2000;
const TOTAL = 256 * 1024 * 1024;

/** A pack as a generator would write it: the six spec files plus attachments, all listed and hashed. */
function generatePack(dir) {
  const id = 'pk_bench';
  const fm = (file) => `---\nfile: ${file}\npack_id: ${id}\nspec_version: "0.1"\n---\n\n`;
  const md = {
    'cursor.md': `${fm('cursor.md')}# Project: bench\n\n## Summary\nBench pack[^src_a].\n`,
    'AGENTS.md': `${fm('AGENTS.md')}# Project: bench\n\nSee[^src_a].\n`,
    'skills.md': `${fm('skills.md')}${[1, 2, 3].map((i) => `## Skill ${i}\nUse it[^src_a].\n`).join('\n')}`,
    'prompts.md': `${fm('prompts.md')}${[1, 2, 3].map((i) => `## Prompt ${i}\n\`\`\`text\nDo ${i}.\n\`\`\`\nSources: [^src_a]\n`).join('\n')}`,
    'tasks.md': `${fm('tasks.md')}## 1. First\n- Acceptance: it works[^src_a].\n`,
    'sources.md': `${fm('sources.md')}## [^src_a]\n- URL: https://example.com\n`,
  };
  const files = [];
  for (const [name, text] of Object.entries(md)) {
    writeFileSync(path.join(dir, name), text);
    files.push({ path: name, sha256: createHash('sha256').update(text).digest('hex') });
  }
  const per = Math.floor(TOTAL / (FILES - files.length));
  const block = randomBytes(per);
  mkdirSync(path.join(dir, 'attachments'));
  for (let i = files.length; i < FILES; i++) {
    const name = `attachments/data-${String(i).padStart(4, '0')}.bin`;
    block.writeUInt32LE(i, 0);
    writeFileSync(path.join(dir, name), block);
    files.push({ path: name, sha256: createHash('sha256').update(block).digest('hex') });
  }
  const manifest = { spec_version: '0.1', pack_id: id, project: { name: 'bench', description: 'A generated pack.' }, files, sources: [{ id: 'src_a', url: 'https://example.com' }] };
  writeFileSync(path.join(dir, 'pack.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return files.map((f) => f.path);
}

export default async function () {
  const { dir, cleanup } = tempDir();
  try {
    const files = generatePack(dir);
    const ours = timeCommand(process.execPath, [BUNDLE, 'validate', dir], { runs: 5 });
    const peer = timeCommand('sha256sum', files, { cwd: dir, runs: 5 });
    const version = timeCommand(process.execPath, [BUNDLE, '--version'], { runs: 15, warmup: 3 });
    const node = timeCommand(process.execPath, ['-e', '0'], { runs: 15, warmup: 3 });
    return [
      row('validate 256 MB / 2,000 files', ours, 'sha256sum', peer, 1.5),
      row('packwright --version', version, 'node -e 0', node, 2),
    ];
  } finally {
    cleanup();
  }
}
