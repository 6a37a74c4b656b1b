import type { CommandModule } from './types.js';

export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<CommandModule>;
}

/**
 * The one registry of CLI commands. Summaries are repeated here (not read from the modules)
 * so `--help` lists every command without loading any of them.
 */
export const commands: readonly CommandEntry[] = [
  { name: 'validate', summary: 'check packs of every kind: context packs, skills, skill packs, .ctxpkg, capability packs', load: () => import('./commands/validate.js') },
  { name: 'discover', summary: 'list the targets validate would check', load: () => import('./commands/discover.js') },
  { name: 'context-pack rehash', summary: 'recompute the sha256 of every file listed in a context pack\'s pack.json', load: () => import('./commands/context-pack-rehash.js') },
  { name: 'scan', summary: 'check files for credential files and secrets (the commit hook\'s rules, for CI)', load: () => import('./commands/scan.js') },
  { name: 'hook pre-commit', summary: 'check what is staged: credential files, secrets, touched packs; exit 1 blocks the commit', load: () => import('./commands/hook-pre-commit.js') },
  { name: 'action', summary: 'run a GitHub Action entry (used by the composite actions)', load: () => import('./commands/action.js') },
];
