import { appendFileSync, constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { redact, redactMessage } from './redact.js';

export interface AuditRecord {
  /**
   * `call` (the default when absent): one per tool call, written when it ends.
   * `exec_start`: written just before a command starts (after approval), so a host killed
   * while the command runs still leaves a trace; the call's `call` line follows, with the same
   * call_id, unless the host itself was killed with SIGKILL.
   */
  event?: 'call' | 'exec_start';
  /** Pairs a call's exec_start line with its call line. */
  call_id?: string;
  tool: string;
  pack_id: string | null;
  inputs: unknown;
  /** How the call was approved or refused: client, user_accepted, user_declined, user_cancelled, operator_allowed, operator_denied, approval_failed, cancelled. */
  approval: string;
  started_at: string;
  /** Absent on exec_start lines. */
  finished_at?: string;
  /** Absent on exec_start lines. */
  ok?: boolean;
  /** exec_start: where the command runs. */
  cwd?: 'workspace' | 'pack_root';
  /**
   * The names of the variables the tool's `exec.env` asks for and its command did not get
   * (withheld as credentials or loader variables, secret-env.ts); names only, never values.
   * Absent when none was.
   */
  env_withheld?: string[];
  exit_code?: number;
  signal?: string | null;
  timed_out?: boolean;
  artifacts?: string[];
  error?: { code: string; message: string };
}

/** The line for a record: inputs redacted, and an error message scrubbed of the secrets it may quote. */
export function auditLine(record: AuditRecord): string {
  const out: Record<string, unknown> = { ...record, inputs: redact(record.inputs) };
  if (record.error) out.error = { code: record.error.code, message: redactMessage(record.error.message, record.inputs) };
  return `${JSON.stringify(out)}\n`;
}

/**
 * O_NONBLOCK: a FIFO with no reader fails at once (ENXIO) instead of blocking the open, and with
 * it every call waiting on its audit line; on a regular file it changes nothing.
 */
const LOG_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK;

/**
 * Opens the log for appending, refusing anything but a regular file: `/dev/stdout` (or a pipe,
 * a FIFO, a socket) would put audit lines into the MCP protocol stream or block on a reader.
 */
async function openLog(file: string): Promise<FileHandle> {
  const fh = await open(file, LOG_FLAGS, 0o600);
  try {
    if (!(await fh.stat()).isFile()) throw new Error(`the audit log must be a regular file, not a device, FIFO or socket (stdout carries the MCP protocol)`);
    return fh;
  } catch (err) {
    await fh.close();
    throw err;
  }
}

/**
 * The audit log (§9.4): JSON lines appended (never rewritten) with O_APPEND, created with mode
 * 0600. Each write opens the file anew, so a log whose folder vanished and came back recovers;
 * writes are queued so lines from concurrent calls never interleave, and one failed write does
 * not fail the ones after it. A command run by a pack tool runs as the same user and can still
 * write this file: the log is a record, not a tamper-proof one.
 */
export class AuditLog {
  private queue: Promise<void> = Promise.resolve();
  constructor(private readonly file: string | null) {}

  /** Opens the file for appending (creating it, mode 0600) and closes it: throws when the log cannot be written or is not a regular file. */
  static async check(file: string): Promise<void> {
    const fh = await openLog(file);
    await fh.close();
  }

  write(record: AuditRecord): Promise<void> {
    if (!this.file) return Promise.resolve();
    const line = auditLine(record);
    const file = this.file;
    const written = this.queue.then(async () => {
      const fh = await openLog(file);
      try {
        await fh.write(line);
      } finally {
        await fh.close();
      }
    });
    this.queue = written.catch(() => undefined);
    return written;
  }

  /** For an exiting process, where nothing asynchronous runs any more: appends at once. */
  writeSync(record: AuditRecord): void {
    if (!this.file) return;
    appendFileSync(this.file, auditLine(record), { flag: 'a', mode: 0o600 });
  }
}
