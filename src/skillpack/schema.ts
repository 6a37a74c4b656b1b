/**
 * The JSON Schema for pack files (`packs/<name>.yaml`, specs/skillpacks-v0.md §3), published as
 * schemas/skill-pack.schema.json (a test keeps the two equal). Unknown keys are refused: a
 * misspelt `includes:` would otherwise select nothing without a word.
 */
const patternList = {
  type: 'array',
  items: { type: 'string', minLength: 1, description: 'a skill-id pattern: only * and ** are wildcards, anchored, case-sensitive' },
} as const;

/**
 * An import's repo and ref: nothing git could read as an option, no whitespace in a ref, and no
 * control character (C0, DEL or C1) anywhere: git would get it, and every message printing it
 * would carry it to the terminal.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
export const REPO_PATTERN = `^[^-\\s${CONTROL}][^${CONTROL}]*$`;
export const REF_PATTERN = `^[^-\\s${CONTROL}][^\\s${CONTROL}]*$`;
/**
 * A path segment piece (name, prefix, sep): no `/` and no control character. Prefix and sep
 * become part of a folder name; the name is a state key and part of every message about the pack.
 */
export const SEGMENT_PIECE = `^[^/${CONTROL}]*$`;

export const skillPackSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://packwright.dev/schemas/skill-pack.schema.json',
  title: 'Skill pack file (packs/<name>.yaml), skillpacks spec v0',
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  anyOf: [
    { required: ['include'], properties: { include: { minItems: 1 } } },
    { required: ['imports'], properties: { imports: { minItems: 1 } } },
  ],
  properties: {
    name: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'the pack name (state key and default install prefix)' },
    include: { ...patternList, description: 'patterns selecting local skills (ids relative to skills/)' },
    exclude: { ...patternList, description: 'patterns removed from the final selection' },
    imports: {
      type: 'array',
      items: {
        type: 'object',
        required: ['repo', 'include'],
        additionalProperties: false,
        properties: {
          repo: { type: 'string', minLength: 1, pattern: REPO_PATTERN, description: 'a git URL, or github.com/<org>/<repo>' },
          ref: { type: 'string', minLength: 1, pattern: REF_PATTERN, description: 'a branch, a tag or a full commit SHA; default: the remote default branch' },
          include: { ...patternList, minItems: 1, description: 'patterns over the repository\'s canonical skill ids' },
          exclude: { ...patternList, description: 'patterns removed from this import' },
        },
      },
    },
    install: {
      type: 'object',
      additionalProperties: false,
      properties: {
        prefix: { type: 'string', pattern: SEGMENT_PIECE, description: 'default: the pack name' },
        sep: { type: 'string', minLength: 1, pattern: SEGMENT_PIECE, description: 'default: "__"' },
        flatten: { type: 'boolean', description: 'install under the leaf folder name only; default false' },
      },
    },
  },
} as const;
