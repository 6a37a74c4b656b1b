import { normalRelativePath } from '../../core/paths.js';
import { quoteEscaped } from '../../core/show-name.js';
import { WINDOWS_DEVICE_NAME } from '../../core/windows-names.js';
import { foldKey, nearMiss } from '../names.js';
import { DOCS, type ContextPackRule } from './types.js';

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"|?*\x00-\x1f]/;

/**
 * Why a listed path (already relative, normal and free of backslashes) cannot be checked out on
 * Windows, or null. The spec's goal is a portable folder ("zipped, committed, or served"); git
 * for Windows refuses to check out such names, so a pack holding one is broken there.
 */
export function windowsProblem(p: string): string | null {
  for (const seg of p.split('/')) {
    const bad = FORBIDDEN.exec(seg);
    if (bad) {
      const ch = bad[0] < ' ' ? `the control character ${quoteEscaped(bad[0])}` : JSON.stringify(bad[0]);
      return `${quoteEscaped(seg)} contains ${ch}, which Windows does not allow in a file name`;
    }
    if (/[. ]$/.test(seg)) return `${quoteEscaped(seg)} ends with ${seg.endsWith('.') ? 'a dot' : 'a space'}, which Windows drops from a file name`;
    const reserved = WINDOWS_DEVICE_NAME.exec(seg);
    if (reserved) return `${quoteEscaped(seg)} is the reserved device name ${reserved[1].toUpperCase()} on Windows (with any extension)`;
  }
  return null;
}

export const pathUnsafe: ContextPackRule = {
  meta: { id: 'path-unsafe', severity: 'error', description: 'listed paths are relative, use "/", have no "..", are written in normal form (no "./", "//", "." segment or trailing "/"), do not leave the pack through a symlink, and are portable (valid Windows names; no two differ only in letter case or Unicode normalization)', docs: DOCS },
  check(ctx, report) {
    const seen = new Map<string, { index: number; path: string }>();
    for (const f of ctx.listed) {
      if (!f.path) continue;
      const where = ctx.locate(`/files/${f.index}/path`);
      if (f.status === 'unsafe') {
        // `c:x.md` has no slash after the colon: relative to drive C's current folder, not absolute.
        const detail = f.detail === 'is absolute' && /^[A-Za-z]:(?!\/)/.test(f.path) ? `is drive-relative (Windows reads "${f.path.slice(0, 2)}" as the current folder of drive ${f.path[0].toUpperCase()}:)` : f.detail;
        report(`/files/${f.index}/path: ${quoteEscaped(f.path)} is not a safe pack path: ${detail}`, ctx.manifestPath, where);
        continue;
      }
      const windows = windowsProblem(f.path);
      if (windows) {
        report(`/files/${f.index}/path: ${quoteEscaped(f.path)} is not a portable pack path: ${windows}`, ctx.manifestPath, where);
        continue;
      }
      // Listed twice in one spelling is manifest-schema's; here two spellings of one name on Windows and macOS.
      const normal = normalRelativePath(f.path);
      const twin = seen.get(foldKey(normal));
      const how = twin && nearMiss(normal, twin.path);
      if (twin && how) {
        report(`/files/${f.index}/path: ${quoteEscaped(f.path)} is not a portable pack path: it ${how} from ${quoteEscaped(twin.path)} (/files/${twin.index}), and a file system that ignores the difference (Windows and macOS ignore case, macOS normalization) holds only one of the two`, ctx.manifestPath, where);
      } else if (!twin) seen.set(foldKey(normal), { index: f.index, path: normal });
    }
  },
};
