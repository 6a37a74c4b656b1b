/**
 * What a pack_id is: 1–64 of `A-Za-z0-9._-`, starting with a letter or digit. attachPacks gives
 * each pack one (its frontmatter name when it has this shape), and `--pass-env PACK_ID:NAME`
 * names one.
 */
export const PACK_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
