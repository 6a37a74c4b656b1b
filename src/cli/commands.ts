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
  { name: 'capability metadata', summary: 'print the metadata block and bootstrap instruction for capability packs (for a system prompt)', load: () => import('./commands/capability-metadata.js') },
  { name: 'mcp', summary: 'serve capability packs and context packs to an MCP client over stdio', load: () => import('./commands/mcp.js') },
  { name: 'ctxpkg create', summary: 'build a .ctxpkg from a folder of layer files', load: () => import('./commands/ctxpkg-create.js') },
  { name: 'ctxpkg verify', summary: 'verify .ctxpkg files: structure, content hash, package hash, signature', load: () => import('./commands/ctxpkg-verify.js') },
  { name: 'ctxpkg sign', summary: 'sign a .ctxpkg with Ed25519', load: () => import('./commands/ctxpkg-sign.js') },
  { name: 'ctxpkg keygen', summary: 'create an Ed25519 signing key and print its public key', load: () => import('./commands/ctxpkg-keygen.js') },
  { name: 'ctxpkg envelope', summary: 'wrap a .ctxpkg in an HMAC-SHA256 transport envelope', load: () => import('./commands/ctxpkg-envelope.js') },
  { name: 'ctxpkg open', summary: 'check an envelope\'s HMAC and the package inside', load: () => import('./commands/ctxpkg-open.js') },
  { name: 'ctxpkg inspect', summary: 'show a .ctxpkg\'s layers, counts, signer and sizes', load: () => import('./commands/ctxpkg-inspect.js') },
  { name: 'snapshot', summary: 'scan a repository into a ProjectSnapshot: files, categories, key files, exclusions and why', load: () => import('./commands/snapshot.js') },
  { name: 'context-pack build', summary: 'build a full or summary context pack of a repository as JSON', load: () => import('./commands/context-pack-build.js') },
  { name: 'scan', summary: 'check files for credential files and secrets (the commit hook\'s rules, for CI)', load: () => import('./commands/scan.js') },
  { name: 'hook pre-commit', summary: 'check what is staged: credential files, secrets, touched packs; exit 1 blocks the commit', load: () => import('./commands/hook-pre-commit.js') },
  { name: 'hook pre-merge-commit', summary: 'check what a merge brings to the branch, as hook pre-commit; exit 1 blocks the merge', load: () => import('./commands/hook-pre-merge-commit.js') },
  { name: 'hook pre-push', summary: 'check every commit a push adds for credential files and secrets; exit 1 blocks the push', load: () => import('./commands/hook-pre-push.js') },
  { name: 'action', summary: 'run a GitHub Action entry (used by the composite actions)', load: () => import('./commands/action.js') },
];
