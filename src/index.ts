#!/usr/bin/env node
// The bin entry: only what `--version` and dispatch need is imported here; every command is
// loaded with a dynamic import(), which ncc splits into its own chunk, so start-up stays near `node -e 0`.
import { main } from './cli/main.js';
import { commands } from './cli/commands.js';

main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr }, commands).then(
  (code) => {
    process.exitCode = code;
  },
);
