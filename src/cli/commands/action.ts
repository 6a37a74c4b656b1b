import { actionEntries } from '../actions/index.js';
import { takeInputs } from '../actions/inputs.js';
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
  const core = await import('@actions/core');
  const name = ctx.positionals[0];
  // An own entry only: `constructor` or `__proto__` must not reach Object.prototype.
  const load = Object.hasOwn(actionEntries, name) ? actionEntries[name] : undefined;
  if (!load) {
    // The root action's `command` input picks the entry: fail the step with one line naming it.
    const names = Object.keys(actionEntries);
    core.setFailed(`packwright: input command must be ${names.slice(0, -1).join(', ')} or ${names.at(-1)}, not '${name}'`);
    return EXIT_FINDINGS;
  }
  // Every input is read from a snapshot: INPUT_* (a token, an HMAC secret, a signing key)
  // leaves this process's environment before the entry runs, so no child process (git, its
  // hooks and filters) inherits it.
  takeInputs(process.env);
  try {
    const entry = await load();
    await entry.run();
  } catch (err) {
    // The action boundary: one line through setFailed, never a stack trace in the log.
    core.setFailed(`packwright: ${redactUrlCredentials((err as Error)?.message ?? String(err))}`);
  }
  return process.exitCode === 1 ? EXIT_FINDINGS : EXIT_OK;
}
