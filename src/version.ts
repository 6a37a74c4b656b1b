/** Kept equal to package.json's version (a unit test checks); a constant so `--version` reads no file. */
export const VERSION = '0.1.0';
