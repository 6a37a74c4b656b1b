/**
 * What a host injects into the system prompt (§5.2 metadata block, §5.3 bootstrap
 * instruction): names and descriptions only, never pack content or filesystem paths.
 */
export interface PackMetadata {
  pack_id: string;
  name: string;
  description: string;
  has_tools_json: boolean;
}

/** The base tool names as exposed. The spec writes `capability_packs.open_docs`; LLM APIs accept only `[a-zA-Z0-9_-]` in tool names. */
export const BASE_TOOL = {
  openDocs: 'capability_packs_open_docs',
  readFile: 'capability_packs_read_file',
  enableTools: 'capability_packs_enable_tools',
  execBestEffort: 'capability_packs_exec_best_effort',
} as const;

/** One line, whatever the frontmatter held (a multi-line description would break the block's shape). */
function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function metadataBlock(packs: readonly PackMetadata[]): string {
  const lines = ['Capability Packs (attached; metadata only):'];
  for (const p of packs) {
    lines.push(`- pack_id: ${p.pack_id}`, `  name: ${oneLine(p.name)}`, `  description: ${oneLine(p.description)}`, `  has_tools_json: ${p.has_tools_json}`);
  }
  if (packs.length === 0) lines.push('(none)');
  return `${lines.join('\n')}\n`;
}

export function bootstrapInstruction(): string {
  return [
    'How to use Capability Packs:',
    '- Packs are available only if listed in "Capability Packs (attached; metadata only)".',
    `- To use a pack's procedure, first call ${BASE_TOOL.openDocs}(pack_id).`,
    `- To access additional files, call ${BASE_TOOL.readFile}(pack_id, path, offset?, length?); when the result says truncated, call again with offset = next_offset.`,
    `- If a pack has tools (has_tools_json: true) and you need execution, call ${BASE_TOOL.enableTools}(pack_id) before attempting to call any pack tool.`,
    `- If a pack has no usable tools, ${BASE_TOOL.execBestEffort}(pack_id, command, args) runs a command after the user approves it.`,
    '- Never assume pack contents without opening/reading them.',
    '- Prefer asking the user for missing inputs over guessing.',
    '',
  ].join('\n');
}

/** The metadata block followed by the bootstrap instruction, ready to paste into a system prompt. */
export function systemPromptText(packs: readonly PackMetadata[]): string {
  return `${metadataBlock(packs)}\n${bootstrapInstruction()}`;
}
