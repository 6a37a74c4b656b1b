import path from 'node:path';
import { constants, openSync, fstatSync, readSync, closeSync } from 'node:fs';
import { DEFAULT_TRUNCATION, extractText, type ExtractedText, type TruncationConfig } from './content.js';
import { decodeBytes, looksBinary } from '../core/text-decode.js';
import { findCredentialMarker } from '../secrets/credential-content.js';
import type { EncodingIssue } from './types.js';

/**
 * Reads scanned files for the builders: small files come from the scan's cache, big ones are
 * read in bounded windows. Every decoding problem is logged once per path for the metadata.
 */
export class PackSource {
  private readonly issues = new Map<string, EncodingIssue>();
  /**
   * Files whose text, read for a manifest or a summary, shows a credential marker the scan did
   * not see (it checks only the head of a file it does not parse): the builders exclude them.
   */
  readonly credentialFiles = new Set<string>();
  constructor(
    readonly absRoot: string,
    private readonly cache: Map<string, Buffer>,
    readonly truncation: TruncationConfig = DEFAULT_TRUNCATION,
  ) {}

  private abs(rel: string): string {
    return path.join(this.absRoot, ...rel.split('/'));
  }

  private log(rel: string, encoding: string, issue: string | null): void {
    if (issue && !this.issues.has(rel)) this.issues.set(rel, { path: rel, encoding, issue });
  }

  /** Pack content of a file: whole, or head and tail with the marker when over `maxBytes`. */
  async content(rel: string, size: number, maxBytes: number = this.truncation.max_file_bytes): Promise<ExtractedText> {
    const r = await extractText(this.abs(rel), size, { ...this.truncation, max_file_bytes: maxBytes }, this.cache.get(rel));
    this.log(rel, r.encoding, r.issue);
    return r;
  }

  /**
   * Up to `cap` bytes of a file as text, for analysis (manifests, exports, risk indicators).
   * Returns null for an unreadable or binary file, and for one whose text shows a credential
   * marker: nothing read here may reach the pack's prose (a README's description, a manifest's
   * fields) when the file itself would be excluded. The check runs on the decoded text, so a
   * UTF-16 file's markers count too, and only on bytes read here: the scan cached only files it
   * read whole and checked. `complete` says whether that was all of it.
   * Synchronous for the same reason as the scan: small reads, many files.
   */
  text(rel: string, cap: number): { text: string; complete: boolean } | null {
    let bytes = this.cache.get(rel);
    const fresh = !bytes;
    let complete = true;
    if (!bytes) {
      let fd: number;
      try {
        fd = openSync(this.abs(rel), constants.O_RDONLY | constants.O_NONBLOCK);
      } catch {
        return null;
      }
      try {
        const st = fstatSync(fd);
        if (!st.isFile()) return null;
        const want = Math.min(st.size, cap);
        const buf = Buffer.allocUnsafe(want);
        let got = 0;
        while (got < want) {
          const n = readSync(fd, buf, got, want - got, got);
          if (n === 0) break;
          got += n;
        }
        bytes = buf.subarray(0, got);
        complete = got >= st.size;
      } catch {
        return null;
      } finally {
        closeSync(fd);
      }
    }
    if (looksBinary(bytes)) return null;
    const d = decodeBytes(bytes);
    if (fresh && findCredentialMarker(d.text, path.posix.basename(rel))) {
      this.credentialFiles.add(rel);
      return null;
    }
    this.log(rel, d.encoding, complete ? d.issue : null);
    return { text: d.text, complete };
  }

  /** A problem found while the file was read elsewhere (the scan's analysis). */
  recordIssue(issue: EncodingIssue): void {
    this.log(issue.path, issue.encoding, issue.issue);
  }

  encodingIssues(): EncodingIssue[] {
    return [...this.issues.values()];
  }
}
