/**
 * Content markers of live credentials (INTEROP.md §6). A name denylist and a content scan each
 * catch what the other misses. Only the marker's name is ever reported, never the value.
 * `findCredentialMarker` first looks for each marker's fixed prefix with Buffer.indexOf (fast on
 * any size), and runs a regular expression only around a hit.
 */

interface ContentMarker {
  rule: string;
  /** A fixed string every match contains. */
  anchor: string;
  regex: RegExp;
}

const MARKERS: readonly ContentMarker[] = [
  { rule: 'private-key-block', anchor: 'PRIVATE KEY-----', regex: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/ },
  { rule: 'putty-private-key', anchor: 'PuTTY-User-Key-File-', regex: /PuTTY-User-Key-File-\d+:/ },
  { rule: 'aws-access-key-id', anchor: 'AKIA', regex: /(?<![A-Z0-9])AKIA[0-9A-Z]{16}(?![A-Z0-9])/ },
  { rule: 'github-token', anchor: 'ghp_', regex: /(?<![A-Za-z0-9_])ghp_[A-Za-z0-9]{36}(?![A-Za-z0-9])/ },
  { rule: 'github-fine-grained-token', anchor: 'github_pat_', regex: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}/ },
  { rule: 'slack-token', anchor: 'xox', regex: /(?<![A-Za-z0-9])xox[abpr]-[A-Za-z0-9-]{10,}/ },
  { rule: 'stripe-live-key', anchor: 'sk_live_', regex: /(?<![A-Za-z0-9_])sk_live_[A-Za-z0-9]{16,}/ },
  { rule: 'openai-api-key', anchor: 'sk-', regex: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}|(?<![A-Za-z0-9_-])sk-[A-Za-z0-9]{48}(?![A-Za-z0-9])/ },
];

/** The first credential marker in `data`, or null. */
export function findCredentialMarker(data: Buffer | string): { rule: string } | null {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  for (const m of MARKERS) {
    let at = buf.indexOf(m.anchor, 0, 'latin1');
    while (at !== -1) {
      // Look at a window around the anchor: every marker is shorter than 200 bytes.
      const window = buf.toString('latin1', Math.max(0, at - 100), Math.min(buf.length, at + 200));
      if (m.regex.test(window)) return { rule: m.rule };
      at = buf.indexOf(m.anchor, at + 1, 'latin1');
    }
  }
  return null;
}
