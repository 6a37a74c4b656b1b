/** An action entry: reads its inputs with @actions/core, runs packwright, sets outputs. */
export interface ActionEntry {
  meta: { name: string; description: string };
  run(): Promise<void>;
}

/**
 * The one registry of action entries, loaded lazily like the commands. actions/run.sh checks
 * the root action's `command` against the same names (a test keeps the two equal).
 */
export const actionEntries: Record<string, () => Promise<ActionEntry>> = {
  validate: async () => (await import('./validate.js')).validateAction,
  'build-context-pack': async () => (await import('./build-context-pack.js')).buildContextPackAction,
  'ctxpkg-sign': async () => (await import('./ctxpkg-sign.js')).ctxpkgSignAction,
  'skillpack-sync': async () => (await import('./skillpack-sync.js')).skillpackSyncAction,
};
