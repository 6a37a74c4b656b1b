import { buildPackage, type LayerSource } from '../../src/ctxpkg/create.js';
import { signPackageBytes } from '../../src/ctxpkg/sign.js';

export const SEED = Buffer.alloc(32, 7);

export const KNOWLEDGE = {
  facts: [{ category: 'arch', key: 'db', value: 'Postgres 16, one schema per tenant', source_session: 's1', confidence: 1.0, created_at: '2025-01-15T09:00:00Z', last_confirmed: '2025-01-15T09:00:00Z' }],
  patterns: [],
  insights: [],
  exported_at: '2025-01-15T09:30:00Z',
};
export const GOTCHAS = {
  gotchas: [{ id: 'g1', category: 'db', severity: 'warning', trigger: 'raw SQL', resolution: 'use bindings', file_patterns: ['src/db/*.ts'], confidence: 0.8 }],
  exported_at: '2025-01-15T09:30:00Z',
};

export function layer(name: string, value: Record<string, unknown>, text?: string): LayerSource {
  return { layer: name, file: `${name}.json`, value, text: Buffer.from(text ?? JSON.stringify(value)) };
}

/** A small valid package (knowledge with `1.0` as written + gotchas). */
export function smallPackage(layers: LayerSource[] = [layer('knowledge', KNOWLEDGE, JSON.stringify(KNOWLEDGE).replace('"confidence":1', '"confidence":1.0')), layer('gotchas', GOTCHAS)]): Buffer {
  return buildPackage({ name: 'demo', version: '1.2.0', description: 'a demo', createdAt: { seconds: 1736931600, nanos: 0 } }, layers).bytes;
}

export async function signedPackage(): Promise<Buffer> {
  return (await signPackageBytes('demo.ctxpkg', smallPackage(), SEED)).bytes;
}

/** Edits the parsed document and writes it back pretty-printed (content re-serialized: only for manifest edits). */
export function editManifest(bytes: Buffer, edit: (m: Record<string, unknown>) => void): Buffer {
  const doc = JSON.parse(bytes.toString()) as { manifest: Record<string, unknown>; content: unknown };
  edit(doc.manifest);
  const contentText = bytes.toString().slice(bytes.toString().indexOf('"content": ') + 11, -2);
  return Buffer.from(`{\n  "manifest": ${JSON.stringify(doc.manifest, null, 2).replace(/\n/g, '\n  ')},\n  "content": ${contentText}\n}`);
}
