/** Text as a file with a BOM: UTF-16 LE/BE or UTF-32 LE/BE (Buffer has no UTF-32 codec). */
export function encodeWithBom(text: string, enc: 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be'): Buffer {
  if (enc === 'utf-16le' || enc === 'utf-16be') {
    const body = Buffer.from(text, 'utf16le');
    if (enc === 'utf-16be') body.swap16();
    return Buffer.concat([Buffer.from(enc === 'utf-16le' ? [0xff, 0xfe] : [0xfe, 0xff]), body]);
  }
  const cps = [0xfeff, ...[...text].map((c) => c.codePointAt(0)!)];
  const out = Buffer.alloc(cps.length * 4);
  cps.forEach((cp, i) => (enc === 'utf-32le' ? out.writeUInt32LE(cp, i * 4) : out.writeUInt32BE(cp, i * 4)));
  return out;
}

/** FF FE (a UTF-16 LE BOM by its look) then every byte value four times: a binary file. */
export const ffFeThenBytes = Buffer.concat([Buffer.from([0xff, 0xfe]), ...Array.from({ length: 4 }, () => Buffer.from(Array.from({ length: 256 }, (_, i) => i)))]);
