/** How names and values are compared and named in context pack messages. */

function form(s: string): string {
  return s === s.normalize('NFC') ? 'NFC' : s === s.normalize('NFD') ? 'NFD' : 'neither NFC nor NFD';
}

/**
 * How `a` differs from `b` when it is only in Unicode normalization and/or letter case (what a
 * macOS or Windows file system ignores but Linux does not), as a message clause; else null.
 */
export function nearMiss(a: string, b: string): string | null {
  if (a === b) return null;
  const an = a.normalize('NFC');
  const bn = b.normalize('NFC');
  if (an === bn) return `differs only in Unicode normalization (${form(a)} vs ${form(b)})`;
  if (a.toLowerCase() === b.toLowerCase()) return 'differs only in letter case';
  if (an.toLowerCase() === bn.toLowerCase()) return `differs only in letter case and Unicode normalization (${form(a)} vs ${form(b)})`;
  return null;
}

/** The key under which names that differ only in letter case or Unicode normalization meet. */
export function foldKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Finds, for a name, one of `names` it differs from only in letter case or normalization (indexed once, so many lookups stay linear). */
export function nearMissFinder(names: Iterable<string>): (name: string) => { other: string; how: string } | null {
  const byKey = new Map<string, string[]>();
  for (const n of names) {
    const k = foldKey(n);
    const list = byKey.get(k);
    if (list) list.push(n);
    else byKey.set(k, [n]);
  }
  return (name) => {
    for (const other of byKey.get(foldKey(name)) ?? []) {
      const how = nearMiss(name, other);
      if (how) return { other, how };
    }
    return null;
  };
}

/** What kind of value a parsed JSON (`an array`, `a string`) or, with `yaml`, YAML (`a YAML list`) value is. */
export function valueKind(value: unknown, yaml = false): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return yaml ? 'a YAML list' : 'an array';
  // YAML's own types, which are objects to JavaScript but no mapping to a reader of the file.
  if (value instanceof Uint8Array) return 'YAML binary data (!!binary)';
  if (value instanceof Date) return 'a YAML timestamp';
  if (value instanceof Set) return 'a YAML set (!!set)';
  if (typeof value === 'object') return yaml ? 'a YAML mapping' : 'an object';
  return yaml ? `a YAML ${typeof value}` : `a ${typeof value}`;
}
