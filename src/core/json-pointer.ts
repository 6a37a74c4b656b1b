/** The keys a JSON pointer (RFC 6901; ajv's instancePath) names: `/a~1b/c` → `['a/b', 'c']` (core/json.ts jsonPointer builds one). */
export function pointerKeys(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a JSON pointer names in a parsed document (own properties and array items only), or undefined. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const key of pointerKeys(pointer)) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
