import { inspectFile, type Inspected } from '../../src/snapshot/inspect.js';
import { PackSource } from '../../src/snapshot/source.js';
import { scanContent } from '../../src/secrets/scan-content.js';
import { makeTempDir } from '../helpers/tmp.js';
import { encodeWithBom, ffFeThenBytes } from '../helpers/bom-text.js';
import { fakeSecret } from '../helpers/fake-secrets.js';

/**
 * The snapshot (inspect, then the builders' PackSource) and the credential scan (`scan`, the
 * commit hook) must agree on what a file with a BOM is: text that is checked, or binary.
 */
const options = { maxSize: 10 * 1024 * 1024, analyze: true, keepBytes: true };
const kind = (r: Inspected) => (r.kind === 'excluded' ? `excluded:${r.reason}` : r.kind);

describe('snapshot and scan agree on encodings', () => {
  const aws = fakeSecret.aws();

  // [name, bytes, inspect verdict, scan finding count]; .txt is only sniffed and checked, .ts is also parsed
  test.each([
    ['UTF-16 LE with a key (.txt)', 'a.txt', encodeWithBom(`hello ${aws}\n`, 'utf-16le'), 'excluded:credentials', 1],
    ['UTF-16 BE with a key (.txt)', 'a.txt', encodeWithBom(`hello ${aws}\n`, 'utf-16be'), 'excluded:credentials', 1],
    ['UTF-16 LE with a key (.ts, parsed)', 'a.ts', encodeWithBom(`const k = "${aws}";\n`, 'utf-16le'), 'excluded:credentials', 1],
    ['UTF-16 LE clean CJK text', 'a.txt', encodeWithBom('漢字かな交じり文\n', 'utf-16le'), 'file', 0],
    ['UTF-16 BE clean source', 'a.ts', encodeWithBom('export const x = 1;\n', 'utf-16be'), 'file', 0],
    ['UTF-32 LE with a key', 'a.txt', encodeWithBom(`hello ${aws}\n`, 'utf-32le'), 'excluded:binary', 0],
    ['UTF-32 BE with a key (.ts)', 'a.ts', encodeWithBom(`const k = "${aws}";\n`, 'utf-32be'), 'excluded:binary', 0],
    ['FF FE then binary bytes', 'a.bin', ffFeThenBytes, 'excluded:binary', 0],
    ['UTF-16 with U+0000', 'a.txt', encodeWithBom(`a\0b ${aws}\n`, 'utf-16le'), 'excluded:binary', 0],
  ])('%s', (_name, file, bytes, verdict, findings) => {
    const t = makeTempDir();
    try {
      const abs = t.write(file, bytes);
      const inspected = inspectFile({ abs, name: file }, options);
      expect(kind(inspected)).toBe(verdict);
      expect(scanContent(bytes, file)).toHaveLength(findings);
      const text = new PackSource(t.dir, new Map()).text(file, 1 << 20);
      // PackSource.text has its own credential policy; what it must share is the binary verdict.
      if (verdict === 'excluded:binary') expect(text).toBeNull();
      if (verdict === 'file') expect(text).not.toBeNull();
    } finally {
      t.cleanup();
    }
  });
});
