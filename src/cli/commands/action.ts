import { UsageError } from '../../core/errors.js';
import { actionEntries } from '../actions/index.js';
import { EXIT_OK, EXIT_FINDINGS, type CommandContext, type CommandMeta } from '../types.js';
import { redactUrlCredentials } from '../../core/redact-url.js';

export const meta: CommandMeta = {
  name: 'action',
  summary: 'Run a GitHub Action entry (used by the composite actions; reads INPUT_* variables, writes GITHUB_OUTPUT).',
  positionals: `NAME (${Object.keys(actionEntries).join('|')})`,
  minPositionals: 1,
  maxPositionals: 1,
  options: {},
};

export async function run(ctx: CommandContext): Promise<number> {
  const load = actionEntries[ctx.positionals[0]];
  if (!load) throw new UsageError(`action: unknown action '${ctx.positionals[0]}' (known: ${Object.keys(actionEntries).join(', ')})`);
  const entry = await load();
  const core = await import('@actions/core');
  try {
    await entry.run();
  } catch (err) {
    // The action boundary: one line through setFailed, never a stack trace in the log.
    core.setFailed(`packwright: ${redactUrlCredentials((err as Error)?.message ?? String(err))}`);
  }
  return process.exitCode === 1 ? EXIT_FINDINGS : EXIT_OK;
}
