import { DEFAULT_MAX_TOOLS } from '../load.js';
import { DOCS, type CapabilityPackRule } from './types.js';

export const capToolCount: CapabilityPackRule = {
  meta: { id: 'cap-tool-count', severity: 'warning', description: `tools.json defines at most ${DEFAULT_MAX_TOOLS} tools, the most a host enables at once by default`, docs: DOCS },
  check(ctx, report) {
    const n = ctx.tools.length;
    if (n > DEFAULT_MAX_TOOLS) report(`tools.json defines ${n} tools; a host enables at most ${DEFAULT_MAX_TOOLS} at once by default (packwright mcp refuses them with too_many_tools): split the pack or drop tools`, ctx.toolsPath, ctx.locate('/tools'));
  },
};
