#!/usr/bin/env node
// The `sp` bin (specs/skillpacks-v0.md §8): packwright's CLI machinery with the sp registry.
// Commands load lazily (ncc splits each into its own chunk), so start-up stays near `node -e 0`.
import { main } from './cli/main.js';
import { spCommands } from './cli/sp/commands.js';
import { redactUrlCredentials } from './core/redact-url.js';
import { guardStandardStreams } from './cli/guard-streams.js';

// Imports name repositories as the pack wrote them: a token in a URL never reaches the output,
// whichever message or listing names it (packwright's own reports redact in buildReport).
guardStandardStreams('sp');
const redacted = (stream: NodeJS.WriteStream) => ({ write: (chunk: string) => stream.write(redactUrlCredentials(chunk)) });
main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdout: redacted(process.stdout), stderr: redacted(process.stderr) }, spCommands, 'sp').then((code) => {
  process.exitCode = code;
});
