/**
 * The JSON Schema for a capability pack's tools.json (specs/capability-packs.md §7 leaves the
 * format open; this is ours), published as schemas/capability-tools.schema.json (a test keeps
 * the two equal). A tool's public part (`name`, `title`, `description`, `inputSchema`,
 * `annotations`) is MCP's tool definition; `exec` is the host's local execution spec.
 * `inputSchema` is only required to be an object here: rule cap-tool-schema checks it
 * against the JSON Schema meta-schema.
 */
export const TOOL_NAME_PATTERN = '^[a-zA-Z0-9_-]{1,64}$';
export const ENV_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
export const MAX_TIMEOUT_MS = 600_000;
export const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

export const capabilityToolsSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://packwright.dev/schemas/capability-tools.schema.json',
  title: 'Capability pack tools (tools.json)',
  type: 'object',
  required: ['tools'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    tools: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'description', 'inputSchema', 'exec'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', pattern: TOOL_NAME_PATTERN, description: 'the tool name LLM APIs accept: 1-64 of a-z A-Z 0-9 _ -' },
          title: { type: 'string' },
          description: { type: 'string', minLength: 1, description: 'what the tool does and when to use it' },
          inputSchema: { type: 'object', description: 'JSON Schema (draft-07 unless $schema says 2020-12) of the input object, as in MCP' },
          annotations: { type: 'object', description: 'MCP tool annotations (readOnlyHint, destructiveHint, …), passed through' },
          exec: {
            type: 'object',
            required: ['command'],
            additionalProperties: false,
            properties: {
              command: { type: 'string', minLength: 1, description: 'a program on PATH, or a path relative to the pack root (contains a /)' },
              args: {
                type: 'array',
                items: { type: 'string' },
                description: 'arguments; "{{param}}" as a whole argument is replaced by that input value (an array gives one argument per item, an absent optional parameter gives none); "{{pack_root}}" and "{{workspace}}" may start an argument or an option\'s value after "=" (--import={{pack_root}}/hook.mjs)',
              },
              cwd: { enum: ['workspace', 'pack_root'], description: 'working directory (default workspace)' },
              timeout_ms: { type: 'integer', minimum: 1, maximum: MAX_TIMEOUT_MS, description: 'the process group is killed after this (default 30000)' },
              max_output_bytes: { type: 'integer', minimum: 1, maximum: MAX_OUTPUT_BYTES, description: 'cap for stdout and for stderr, each (default 1 MiB)' },
              env: { type: 'array', items: { type: 'string', pattern: ENV_NAME_PATTERN }, uniqueItems: true, description: 'names of environment variables passed through besides the base allow-list' },
            },
          },
        },
      },
    },
  },
} as const;
