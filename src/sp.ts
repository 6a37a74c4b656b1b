#!/usr/bin/env node
// The `sp` bin (specs/skillpacks-v0.md §8): packwright's CLI machinery with the sp registry.
// Commands load lazily (ncc splits each into its own chunk), so start-up stays near `node -e 0`.
import { main } from './cli/main.js';
import { spCommands } from './cli/sp/commands.js';
import { startFileHasherEarly } from './core/file-hasher.js';

// `sp install` copies and hashes on a worker thread too; booting it takes about as long as
// loading the install command, so both happen at once. The command is guessed from the words
// before options are parsed: a wrong guess costs a thread that exits unused.
const args = process.argv.slice(2);
if (args.find((a) => !a.startsWith('-')) === 'install' && !args.includes('--dry-run') && !args.includes('--help')) startFileHasherEarly();

main(args, { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr }, spCommands, 'sp').then((code) => {
  process.exitCode = code;
});
