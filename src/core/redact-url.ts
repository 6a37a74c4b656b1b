/**
 * A URL's user information (`https://user:token@host/…`, `https://token@host/…`) replaced by
 * `***`, wherever it appears in a text: a pack import written with a token in its URL must
 * not put the token in a terminal or a CI log. The host and path stay, so the text still
 * says which repository.
 */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"`<>]+@/gi;

export function redactUrlCredentials(text: string): string {
  return text.includes('@') ? text.replace(USERINFO, '$1***@') : text;
}
