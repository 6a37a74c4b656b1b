import { createHash } from 'node:crypto';

export const PACK_ID = 'pk_01TEST';

export function frontmatter(file: string, extra = ''): string {
  return `---\nfile: ${file}\npack_id: ${PACK_ID}\nspec_version: "0.1"\n${extra}---\n\n`;
}

/** The files of a small valid pack; tests override entries (null deletes one). */
export function validPackFiles(): Record<string, string> {
  return {
    'cursor.md': `${frontmatter('cursor.md')}# Project: t\n\n## Summary\nUses A[^src_a] and B[^src_b].\n`,
    'AGENTS.md': `${frontmatter('AGENTS.md')}# Project: t\n\nSee[^src_a].\n`,
    'skills.md': `${frontmatter('skills.md')}## One\nx[^src_a]\n\n## Two\ny\n\n## Three\nz\n`,
    'prompts.md': `${frontmatter('prompts.md')}## P1\n\`\`\`text\nDo it.\n\`\`\`\n\n## P2\nb\n\n## P3\nc\n`,
    'tasks.md': `${frontmatter('tasks.md')}## 1. First\n- do\n- Acceptance: done.\n\n## 2. Second\n- Acceptance: done too.\n`,
    'sources.md': `${frontmatter('sources.md')}## [^src_a]\n- URL: https://a.example\n\n## [^src_b]\n- URL: https://b.example\n`,
  };
}

export interface ManifestOptions {
  /** Replace or add manifest members. */
  patch?: Record<string, unknown>;
  /** Which files to list (default: all). */
  list?: string[];
  sources?: { id: string; url: string }[];
}

export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** pack.json listing `files` with correct hashes. */
export function manifestFor(files: Record<string, string | Uint8Array>, options: ManifestOptions = {}): string {
  const list = options.list ?? Object.keys(files).sort();
  const manifest = {
    spec_version: '0.1',
    pack_id: PACK_ID,
    generated_at: '2026-04-24T14:22:03Z',
    project: { name: 't', description: 'A test pack.' },
    files: list.map((p) => ({ path: p, sha256: files[p] !== undefined ? sha256(files[p]) : '0'.repeat(64) })),
    sources: options.sources ?? [
      { id: 'src_a', url: 'https://a.example' },
      { id: 'src_b', url: 'https://b.example' },
    ],
    ...options.patch,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A complete pack: the six files with `overrides` applied (null deletes one), plus pack.json listing them with correct hashes. */
export function packWith(overrides: Record<string, string | null> = {}, options: Parameters<typeof manifestFor>[1] = {}): Record<string, string> {
  const files: Record<string, string> = validPackFiles();
  for (const [k, v] of Object.entries(overrides)) {
    if (v === null) delete files[k];
    else files[k] = v;
  }
  return { ...files, 'pack.json': manifestFor(files, options) };
}
