/** The spec versions this validator implements: 0.1 and its patch releases (before 1.0 only a minor bump breaks). */
export const IMPLEMENTED_SPEC_VERSIONS = '"0.1" (or a patch release "0.1.N")';

/**
 * The JSON Schema for pack.json (specs/context-pack-v0.1.md), published as
 * schemas/context-pack.schema.json (a test keeps the two equal). Unknown members are allowed:
 * the spec is at 0.1 and generators add fields.
 */
export const contextPackSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://packwright.dev/schemas/context-pack.schema.json',
  title: 'Context Pack manifest (pack.json), spec v0.1',
  type: 'object',
  required: ['spec_version', 'pack_id', 'project', 'files'],
  properties: {
    spec_version: { type: 'string', pattern: '^0\\.1(\\.(0|[1-9]\\d*))?$', description: 'SemVer string of the spec the pack follows: "0.1" (a patch release "0.1.N" is compatible)' },
    pack_id: { type: 'string', minLength: 1, description: 'Opaque ULID or UUID, unique per generation' },
    generated_at: { type: 'string', format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', description: 'ISO-8601 UTC timestamp, written with "Z", e.g. "2026-04-24T14:22:03Z"' },
    generator: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, version: { type: 'string' }, url: { type: 'string' } },
    },
    project: {
      type: 'object',
      required: ['name', 'description'],
      properties: {
        name: { type: 'string', minLength: 1 },
        description: { type: 'string', minLength: 1 },
        stack: { type: 'array', items: { type: 'string' } },
      },
    },
    user_prompt: { type: 'string' },
    window: {
      type: 'object',
      properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } },
    },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'sha256'],
        properties: {
          path: { type: 'string', minLength: 1 },
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'lowercase hex SHA-256 of the file bytes' },
        },
      },
    },
    sources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'url'],
        properties: {
          id: { type: 'string', pattern: '^src_[^\\]\\s]+$' },
          url: { type: 'string', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$', description: 'absolute http:// or https:// URL of the source' },
          title: { type: 'string' },
          kind: { type: 'string' },
          published_at: { type: 'string', format: 'date-time' },
          captured_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
