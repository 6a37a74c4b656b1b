/** Extensions of pack files in `packs/`. */
export const PACK_EXTENSIONS = ['.yaml', '.yml'];

/**
 * Whether a pack argument names a pack file by path (`packs/a.yaml`, `../x/p.yml`) rather than a
 * pack by name. Kept apart from the pack parser so `sp` can decide it without loading that.
 */
export function isPackPath(arg: string): boolean {
  return arg.includes('/') || PACK_EXTENSIONS.some((e) => arg.endsWith(e));
}
