import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parseJson } from '../core/json.js';
import { InvalidInputError } from '../core/errors.js';
import { compareBytes } from '../core/diagnostics.js';
import { VERSION } from '../version.js';
import { MAX_ENVELOPE_BYTES } from './format.js';
import { formatRfc3339, parseRfc3339, type Instant } from './rfc3339.js';
import { emptyRecord } from '../core/record.js';

/** LeanCTX's `TransportEnvelopeV1` (INTEROP.md §1), members in its serialization order. */
export interface TransportEnvelope {
  format_version: number;
  sent_at: string;
  sender: { agent_id: string; agent_type: string; daemon_fingerprint: string; capabilities: string[] };
  recipient: string | null;
  content_type: string;
  payload_json: string;
  signature: string | null;
  metadata: Record<string, string>;
}

export const CONTENT_TYPES = ['context_package', 'handoff_bundle', 'a2a_message', 'a2a_task'] as const;

/**
 * The MAC input: `v2:{format_version}:{agent_id}:{recipient}:{content_type}:{sent_at}:{meta}:{len}`,
 * a zero byte, then the payload. sent_at is rendered as chrono's `to_rfc3339` (`+00:00`),
 * metadata sorted by key in byte order, len the payload's UTF-8 byte length.
 */
export function macInput(env: TransportEnvelope): Buffer {
  const sent = parseRfc3339(env.sent_at);
  if (!sent) throw new InvalidInputError(`sent_at ${JSON.stringify(env.sent_at)} is not an RFC 3339 timestamp`);
  const meta = Object.keys(env.metadata).sort(compareBytes).map((k) => `${k}=${env.metadata[k]}`).join(',');
  const payload = Buffer.from(env.payload_json, 'utf8');
  const header = `v2:${env.format_version}:${env.sender.agent_id}:${env.recipient ?? ''}:${env.content_type}:${formatRfc3339(sent, '+00:00')}:${meta}:${payload.length}`;
  return Buffer.concat([Buffer.from(header, 'utf8'), Buffer.from([0]), payload]);
}

/**
 * Fields whose text can move to a neighbour without changing the MAC input, which joins them
 * with `:`, `=` and `,` unescaped (LeanCTX's format, kept byte for byte): agent_id `a:b` with no
 * recipient and agent_id `a` with recipient `b:` MAC alike, as do metadata `{k: "1,j=2"}` and
 * `{k: "1", j: "2"}`. Whoever can edit such an envelope can change its recipient or metadata.
 */
export function malleableFields(env: Pick<TransportEnvelope, 'sender' | 'recipient' | 'metadata'>): string[] {
  const out: string[] = [];
  if (env.sender.agent_id.includes(':')) out.push("sender.agent_id (holds ':')");
  if (env.recipient?.includes(':')) out.push("recipient (holds ':')");
  for (const [k, v] of Object.entries(env.metadata)) {
    if (k.includes('=') || k.includes(',')) out.push(`metadata key ${JSON.stringify(k)} (holds '=' or ',')`);
    if (v.includes(',')) out.push(`metadata ${JSON.stringify(k)} (its value holds ',')`);
  }
  return out;
}

export function computeMac(env: TransportEnvelope, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(macInput(env)).digest();
}

export interface EnvelopeInput {
  payload: string;
  secret: Uint8Array;
  sentAt: Instant;
  agentId?: string;
  recipient?: string | null;
  metadata?: Record<string, string>;
}

/** A 16-hex fingerprint of this tool (LeanCTX hashes its own version and path; ours must be reproducible). */
export function toolFingerprint(): string {
  return createHash('sha256').update(`packwright:${VERSION}`).digest('hex').slice(0, 16);
}

/** Builds and MACs an envelope around a package text. */
export function buildEnvelope(input: EnvelopeInput): TransportEnvelope {
  const metadata = emptyRecord<string>();
  for (const k of Object.keys(input.metadata ?? {}).sort(compareBytes)) metadata[k] = input.metadata![k];
  const malleable = malleableFields({ sender: { agent_id: input.agentId ?? 'packwright' } as TransportEnvelope['sender'], recipient: input.recipient ?? null, metadata });
  if (malleable.length) throw new InvalidInputError(`the envelope's MAC would not bind ${malleable.join(', ')}: the MAC input joins these fields with ':', '=' and ',' unescaped, so their text could be moved between fields without breaking it; leave those characters out`);
  const env: TransportEnvelope = {
    format_version: 1,
    sent_at: formatRfc3339(input.sentAt, 'Z'),
    sender: { agent_id: input.agentId ?? 'packwright', agent_type: 'packwright', daemon_fingerprint: toolFingerprint(), capabilities: [] },
    recipient: input.recipient ?? null,
    content_type: 'context_package',
    payload_json: input.payload,
    signature: null,
    metadata,
  };
  env.signature = computeMac(env, input.secret).toString('hex');
  return env;
}

/** Serializes as serde_json's `to_string_pretty` does, refusing anything over LeanCTX's limit. */
export function serializeEnvelope(env: TransportEnvelope): string {
  const text = JSON.stringify(env, null, 2);
  const size = Buffer.byteLength(text);
  if (size > MAX_ENVELOPE_BYTES) throw new InvalidInputError(`the envelope would be ${size} bytes, over LeanCTX's limit of ${MAX_ENVELOPE_BYTES} bytes (the package is too large to send in one envelope)`);
  return text;
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

/** Parses and shape-checks an envelope text; each problem is one InvalidInputError line. */
export function parseEnvelope(text: string, source: string): TransportEnvelope {
  const size = Buffer.byteLength(text);
  if (size > MAX_ENVELOPE_BYTES) throw new InvalidInputError(`${source}: ${size} bytes is over the envelope limit of ${MAX_ENVELOPE_BYTES} bytes`);
  // LeanCTX reads the envelope into a serde struct: a repeated field is an error there, and its
  // integer format_version refuses a float spelling such as `1.0` (JSON.parse makes that 1).
  const parsed = parseJson(text, { uniqueKeys: true, numberLexemes: true });
  if (parsed.error) {
    const at = parsed.error.line ? `:${parsed.error.line}:${parsed.error.column ?? 1}` : '';
    throw new InvalidInputError(`${source}${at}: ${parsed.error.duplicateKey ? `the envelope has a ${parsed.error.message}: LeanCTX refuses a repeated field` : `not valid JSON: ${parsed.error.message}`}`);
  }
  const v = parsed.value as Record<string, unknown>;
  const bad = (what: string) => new InvalidInputError(`${source}: ${what}`);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw bad('an envelope must be a JSON object');
  const versionText = parsed.numbers?.get('/format_version');
  if (v.format_version !== 1 || versionText !== '1') throw bad(`unsupported format_version ${versionText ?? JSON.stringify(v.format_version)} (expected 1)`);
  if (typeof v.sent_at !== 'string' || !parseRfc3339(v.sent_at)) throw bad('sent_at must be an RFC 3339 timestamp');
  const s = v.sender as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || typeof s.agent_id !== 'string' || typeof s.agent_type !== 'string' || typeof s.daemon_fingerprint !== 'string' || !isStringArray(s.capabilities))
    throw bad('sender must be {agent_id, agent_type, daemon_fingerprint, capabilities[]}');
  if (v.recipient !== null && v.recipient !== undefined && typeof v.recipient !== 'string') throw bad('recipient must be a string or null');
  if (typeof v.content_type !== 'string' || !(CONTENT_TYPES as readonly string[]).includes(v.content_type)) throw bad(`content_type must be one of ${CONTENT_TYPES.join(', ')}`);
  if (typeof v.payload_json !== 'string') throw bad('payload_json must be a string');
  if (v.signature !== null && v.signature !== undefined && typeof v.signature !== 'string') throw bad('signature must be a hex string or null');
  const meta = v.metadata as Record<string, unknown> | null;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta) || !Object.values(meta).every((x) => typeof x === 'string')) throw bad('metadata must be an object of strings (it may be {})');
  return { ...(v as unknown as TransportEnvelope), recipient: (v.recipient as string | null | undefined) ?? null, signature: (v.signature as string | null | undefined) ?? null };
}

export type MacCheck = { ok: true } | { ok: false; reason: string };

/** Checks the envelope's HMAC in constant time. */
export function verifyEnvelopeMac(env: TransportEnvelope, secret: Uint8Array): MacCheck {
  if (env.signature === null) return { ok: false, reason: 'the envelope has no signature' };
  if (env.signature.length % 2 !== 0) return { ok: false, reason: `the signature is odd-length hex (${env.signature.length} characters)` };
  if (!/^[0-9a-f]*$/.test(env.signature)) return { ok: false, reason: 'the signature must be lowercase hex' };
  if (env.signature.length !== 64) return { ok: false, reason: `the signature is ${env.signature.length / 2} bytes, an HMAC-SHA256 is 32` };
  const expected = computeMac(env, secret);
  if (!timingSafeEqual(expected, Buffer.from(env.signature, 'hex'))) return { ok: false, reason: 'HMAC mismatch: wrong secret, or the envelope was changed' };
  return { ok: true };
}
