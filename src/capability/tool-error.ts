/**
 * The structured errors of spec §10: a tool call never throws past the host; it returns
 * `{ error: { code, message, reason? } }` so the model can read why and pick another way.
 */
export type ToolErrorCode =
  | 'unknown_pack'
  | 'unknown_tool'
  | 'invalid_arguments'
  | 'path_denied'
  | 'not_found'
  | 'not_a_file'
  | 'file_too_large'
  | 'read_failed'
  | 'no_tools_json'
  | 'tools_json_invalid'
  | 'tool_conflict'
  | 'too_many_tools'
  | 'exec_not_approved'
  /** The command was not run: its audit record could not be written (the log fails closed). */
  | 'audit_failed'
  /** The client cancelled the call (notifications/cancelled); recorded in the audit log, never sent (MCP replies nothing to a cancelled request). */
  | 'cancelled'
  | 'internal_error';

export interface ToolErrorBody {
  code: ToolErrorCode;
  message: string;
  /** A machine-readable cause, e.g. path_denied's `traversal`, `absolute`, `symlink_outside`, `symlink_loop`, `too_long`. */
  reason?: string;
  details?: string[];
}

export class ToolError extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
    readonly reason?: string,
    readonly details?: string[],
  ) {
    super(message);
  }

  toJSON(): { error: ToolErrorBody } {
    const body: ToolErrorBody = { code: this.code, message: this.message };
    if (this.reason !== undefined) body.reason = this.reason;
    if (this.details !== undefined) body.details = this.details;
    return { error: body };
  }
}
