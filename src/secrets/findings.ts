import type { RuleMeta, Severity } from '../core/diagnostics.js';
import { DOCS } from './content-rules/types.js';

/** One credential finding. `path` is POSIX, relative to the repository (or scan root). */
export interface CredentialFinding {
  rule: string;
  severity: Severity;
  path: string;
  /** 1-based, for content findings. */
  line?: number;
  column?: number;
  /** What was found; never the value. */
  message: string;
  /**
   * The file's name holds a secret (this finding's, or another's in the same file): `path` is
   * shown cut before it (see cutBeforeSecret), and no raw spelling of the name may be printed
   * in its place.
   */
  inName?: true;
}

/** A finding an exception let through, and which one. */
export interface AllowedFinding extends CredentialFinding {
  allowedBy: string;
}

/** The file-name rule: a path whose name matches a credential glob (credential-files.ts). */
export const credentialFileMeta: RuleMeta = {
  id: 'credential-file',
  severity: 'error',
  description: 'a file whose name marks it as a credential (.env, *.pem, id_rsa, …)',
  docs: DOCS,
};
