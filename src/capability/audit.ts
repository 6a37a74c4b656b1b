import { open } from 'node:fs/promises';

/** Keys whose values are always redacted, whatever they hold. */
const SECRET_KEY = /(pass(word|wd)?|secret|token|api[_-]?key|auth|credential|private[_-]?key|cookie|session)/i;
/** Values that are secrets by their shape (INTEROP.md §6 content markers). */
const SECRET_VALUE = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /PuTTY-User-Key-File-/,
  /\bAKIA[0-9A-Z]{16}\b/,
  /\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}/,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/,
  /\bxox[abpr]-[A-Za-z0-9-]{10,}/,
  /\bsk-[A-Za-z0-9_-]{20,}/,
  /\bsk_live_[A-Za-z0-9]{10,}/,
  /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{16,}/i,
];
export const REDACTED = '[REDACTED]';

/** A copy of a tool's inputs safe to log: secret-named keys and secret-shaped strings are replaced. */
export function redact(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key) && value !== null && value !== undefined && value !== '') return REDACTED;
  if (typeof value === 'string') return SECRET_VALUE.some((re) => re.test(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => redact(v));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
  return value;
}

export interface AuditRecord {
  tool: string;
  pack_id: string | null;
  inputs: unknown;
  /** How the call was approved or refused: client, user_accepted, user_declined, user_cancelled, operator_allowed, operator_denied. */
  approval: string;
  started_at: string;
  finished_at: string;
  ok: boolean;
  exit_code?: number;
  signal?: string | null;
  timed_out?: boolean;
  artifacts?: string[];
  error?: { code: string; message: string };
}

/**
 * The audit log (§9.4): one JSON line per tool call, appended (never rewritten), created with
 * mode 0600. Writes are queued so lines from concurrent calls never interleave.
 */
export class AuditLog {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly file: string | null) {}

  write(record: AuditRecord): Promise<void> {
    if (!this.file) return Promise.resolve();
    const line = `${JSON.stringify({ ...record, inputs: redact(record.inputs) })}\n`;
    const file = this.file;
    this.queue = this.queue.then(async () => {
      const fh = await open(file, 'a', 0o600);
      try {
        await fh.write(line);
      } finally {
        await fh.close();
      }
    });
    return this.queue;
  }
}
