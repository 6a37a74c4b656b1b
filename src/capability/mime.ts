import path from 'node:path';

/** Extension → mime for what packs usually hold; anything else is sniffed (text/plain or octet-stream). */
const BY_EXTENSION: Record<string, string> = {
  '.md': 'text/markdown', '.markdown': 'text/markdown', '.txt': 'text/plain', '.text': 'text/plain', '.log': 'text/plain',
  '.json': 'application/json', '.jsonl': 'application/jsonl', '.yaml': 'application/yaml', '.yml': 'application/yaml', '.toml': 'application/toml',
  '.csv': 'text/csv', '.tsv': 'text/tab-separated-values', '.html': 'text/html', '.htm': 'text/html', '.xml': 'application/xml', '.svg': 'image/svg+xml',
  '.css': 'text/css', '.js': 'text/javascript', '.mjs': 'text/javascript', '.cjs': 'text/javascript', '.ts': 'text/x-typescript',
  '.py': 'text/x-python', '.sh': 'text/x-shellscript', '.rb': 'text/x-ruby', '.go': 'text/x-go', '.rs': 'text/x-rust', '.java': 'text/x-java', '.c': 'text/x-c', '.h': 'text/x-c', '.sql': 'application/sql',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.pdf': 'application/pdf', '.zip': 'application/zip', '.gz': 'application/gzip', '.tar': 'application/x-tar', '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg', '.wav': 'audio/wav', '.mp4': 'video/mp4', '.woff': 'font/woff', '.woff2': 'font/woff2', '.bin': 'application/octet-stream',
};

export function mimeFromName(name: string): string | undefined {
  return BY_EXTENSION[path.extname(name).toLowerCase()];
}

/** Text mimes are returned as UTF-8 strings (when the bytes allow); everything else as base64. */
export function isTextMime(mime: string): boolean {
  return mime.startsWith('text/') || /^application\/(json|jsonl|yaml|toml|xml|sql)$/.test(mime) || mime === 'image/svg+xml';
}
