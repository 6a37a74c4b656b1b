import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostics.js';

export interface RuleCase {
  name: string;
  /** Files to write, relative to the target folder. */
  files: Record<string, string | Uint8Array>;
  /** Extra setup on the written folder (symlinks, FIFOs). */
  setup?: (dir: string) => void;
}

export interface InvalidCase extends RuleCase {
  errors: { message: RegExp | string; file?: string; line?: number; severity?: 'error' | 'warning' }[];
}

/**
 * eslint RuleTester-style tables: every valid case yields no diagnostic of `rule`; every
 * invalid case yields exactly the listed ones (in order), matched by message and, when given,
 * file (relative to the target) and line.
 */
export function ruleTester(
  rule: string,
  validate: (dir: string) => Promise<Diagnostic[]>,
  cases: { valid: RuleCase[]; invalid: InvalidCase[] },
): void {
  const materialize = (c: RuleCase): { dir: string; cleanup(): void } => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rule-'));
    for (const [rel, data] of Object.entries(c.files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), data);
    }
    c.setup?.(dir);
    return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  };
  describe(rule, () => {
    test.each(cases.valid.map((c) => [c.name, c] as const))('valid: %s', async (_name, c) => {
      const { dir, cleanup } = materialize(c);
      try {
        const found = (await validate(dir)).filter((d) => d.rule === rule);
        expect(found).toEqual([]);
      } finally {
        cleanup();
      }
    });
    test.each(cases.invalid.map((c) => [c.name, c] as const))('invalid: %s', async (_name, c) => {
      const { dir, cleanup } = materialize(c);
      try {
        const found = (await validate(dir)).filter((d) => d.rule === rule);
        expect(found.map((d) => d.message)).toHaveLength(c.errors.length);
        c.errors.forEach((e, i) => {
          const d = found[i];
          if (typeof e.message === 'string') expect(d.message).toContain(e.message);
          else expect(d.message).toMatch(e.message);
          if (e.file !== undefined) expect(path.relative(dir, d.file).split(path.sep).join('/')).toBe(e.file);
          if (e.line !== undefined) expect(d.line).toBe(e.line);
          if (e.severity !== undefined) expect(d.severity).toBe(e.severity);
        });
      } finally {
        cleanup();
      }
    });
  });
}
