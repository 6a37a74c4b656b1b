export const id = 5856;
export const ids = [5856,4089];
export const modules = {

/***/ 4089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AuditLog: () => (/* binding */ AuditLog)
/* harmony export */ });
/* unused harmony export auditLine */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1033);



/** The line for a record: inputs redacted, and an error message scrubbed of the secrets it may quote. */
function auditLine(record) {
    const out = { ...record, inputs: (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(record.inputs) };
    if (record.error)
        out.error = { code: record.error.code, message: (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactMessage */ .b6)(record.error.message, record.inputs) };
    return `${JSON.stringify(out)}\n`;
}
/**
 * O_NONBLOCK: a FIFO with no reader fails at once (ENXIO) instead of blocking the open, and with
 * it every call waiting on its audit line; on a regular file it changes nothing.
 */
const LOG_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
/**
 * Opens the log for appending, refusing anything but a regular file: `/dev/stdout` (or a pipe,
 * a FIFO, a socket) would put audit lines into the MCP protocol stream or block on a reader.
 */
async function openLog(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, LOG_FLAGS, 0o600);
    try {
        if (!(await fh.stat()).isFile())
            throw new Error(`the audit log must be a regular file, not a device, FIFO or socket (stdout carries the MCP protocol)`);
        return fh;
    }
    catch (err) {
        await fh.close();
        throw err;
    }
}
/**
 * The audit log (§9.4): JSON lines appended (never rewritten) with O_APPEND, created with mode
 * 0600. Each write opens the file anew, so a log whose folder vanished and came back recovers;
 * writes are queued so lines from concurrent calls never interleave, and one failed write does
 * not fail the ones after it. A command run by a pack tool runs as the same user and can still
 * write this file: the log is a record, not a tamper-proof one.
 */
class AuditLog {
    file;
    queue = Promise.resolve();
    constructor(file) {
        this.file = file;
    }
    /** Opens the file for appending (creating it, mode 0600) and closes it: throws when the log cannot be written or is not a regular file. */
    static async check(file) {
        const fh = await openLog(file);
        await fh.close();
    }
    write(record) {
        if (!this.file)
            return Promise.resolve();
        const line = auditLine(record);
        const file = this.file;
        const written = this.queue.then(async () => {
            const fh = await openLog(file);
            try {
                await fh.write(line);
            }
            finally {
                await fh.close();
            }
        });
        this.queue = written.catch(() => undefined);
        return written;
    }
    /** For an exiting process, where nothing asynchronous runs any more: appends at once. */
    writeSync(record) {
        if (!this.file)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(this.file, auditLine(record), { flag: 'a', mode: 0o600 });
    }
}


/***/ }),

/***/ 5856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JO: () => (/* binding */ CapabilityHost),
  om: () => (/* binding */ attachPacks)
});

// UNUSED EXPORTS: MAX_CONCURRENT_REQUESTS, MAX_WAITING_REQUESTS, RequestLimiter

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/capability/load.ts
var load = __webpack_require__(5264);
// EXTERNAL MODULE: ./src/capability/validate.ts
var validate = __webpack_require__(9698);
// EXTERNAL MODULE: ./src/capability/input-schema.ts + 3 modules
var input_schema = __webpack_require__(2831);
// EXTERNAL MODULE: ./src/capability/args.ts
var args = __webpack_require__(1725);
// EXTERNAL MODULE: ./src/capability/tool-error.ts
var tool_error = __webpack_require__(9673);
// EXTERNAL MODULE: ./src/capability/safe-path.ts
var safe_path = __webpack_require__(1945);
// EXTERNAL MODULE: ./src/capability/mime.ts
var capability_mime = __webpack_require__(9636);
// EXTERNAL MODULE: ./src/core/text-decode.ts
var text_decode = __webpack_require__(4667);
;// CONCATENATED MODULE: ./src/capability/read-page.ts




const DEFAULT_READ_LIMITS = { maxFileBytes: 1024 * 1024 * 1024, maxPageBytes: 1024 * 1024, defaultPageBytes: 64 * 1024 };
/**
 * Reads one page of a file with a positioned read (pread): the cost depends on the page, not
 * on where it is, so the last page of a 500 MB file costs what the first does. Text comes back
 * as UTF-8 cut at a character boundary (next_offset resumes exactly there); anything that is
 * not clean UTF-8 comes back as base64.
 */
async function readPage(file, offset, length, limits) {
    const { rel } = file;
    const fh = await (0,safe_path/* openPackFile */.c_)(file);
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new tool_error/* ToolError */.v('not_a_file', `${rel}: ${st.isDirectory() ? 'is a directory' : 'is not a regular file'}`);
        if (st.size > limits.maxFileBytes)
            throw new tool_error/* ToolError */.v('file_too_large', `${rel}: ${st.size} bytes is over the host's limit of ${limits.maxFileBytes} bytes`);
        const want = Math.min(length ?? limits.defaultPageBytes, limits.maxPageBytes);
        const start = Math.min(offset, st.size);
        // Up to 3 bytes more on each side: an offset inside a character moves forward to the next
        // one (the bytes before it show whether it is inside one), and a page too short for its
        // first character grows to hold it (see textPage).
        const from = Math.max(0, start - UTF8_SLACK);
        const buf = Buffer.allocUnsafe(Math.max(0, Math.min(start - from + want + 2 * UTF8_SLACK, st.size - from)));
        let got = 0;
        while (got < buf.length) {
            const { bytesRead } = await fh.read(buf, got, buf.length - got, from + got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
        }
        const before = Math.min(start - from, got);
        const read = buf.subarray(before, got);
        const named = (0,capability_mime/* mimeFromName */.s)(rel);
        const text = named && !(0,capability_mime/* isTextMime */.y)(named) ? null : textPage(buf.subarray(0, before), read, start, want, st.size);
        const mime = named ?? (text ? 'text/plain' : 'application/octet-stream');
        const page = text
            ? { content: text.text, encoding: 'utf8', mime, size: st.size, offset: text.offset, truncated: text.end < st.size }
            : { content: read.subarray(0, Math.min(want, got)).toString('base64'), encoding: 'base64', mime, size: st.size, offset: start, truncated: start + Math.min(want, got) < st.size };
        if (page.truncated)
            page.next_offset = text ? text.end : start + Math.min(want, got);
        return page;
    }
    finally {
        await fh.close();
    }
}
const strict = new TextDecoder('utf-8', { fatal: true });
/** A UTF-8 sequence is at most 4 bytes: at most 3 of them can be on the wrong side of a cut. */
const UTF8_SLACK = 3;
const isContinuation = (b) => (b & 0xc0) === 0x80;
/**
 * The page as text when it is UTF-8 without NUL bytes, with character boundaries at both
 * ends: `read` holds the bytes from `start` (up to `want` plus 2×UTF8_SLACK), `prefix` the (up
 * to 3) bytes just before it. An offset inside a character (continuation bytes after a lead
 * byte whose sequence spans `start`) moves forward to the next character; the returned offset
 * says where the page starts. A character cut by the page end is left for the next page,
 * except a first character longer than the whole page, which is returned whole (up to 3 bytes
 * over `want`), so a small `length` still pages text as text.
 */
function textPage(prefix, read, start, want, size) {
    let skip = 0;
    if (read.length > 0 && isContinuation(read[0])) {
        let lead = prefix.length - 1;
        while (lead >= 0 && isContinuation(prefix[lead]))
            lead--;
        if (lead < 0)
            return null;
        skip = lead + (0,text_decode/* utf8SequenceLength */.vg)(prefix[lead]) - prefix.length;
        if (skip <= 0 || skip > read.length)
            return null;
        for (let i = 0; i < skip; i++)
            if (!isContinuation(read[i]))
                return null;
    }
    const avail = read.length - skip;
    let n = Math.min(want, avail);
    if (skip + n < read.length || start + skip + n < size) {
        // Step back over a trailing partial sequence (at most 3 bytes).
        n = (0,text_decode/* completeUtf8Length */.fV)(read.subarray(skip, skip + n));
        // The first character does not fit the page: return it whole.
        if (n === 0 && avail > 0)
            n = Math.min(Math.max(1, (0,text_decode/* utf8SequenceLength */.vg)(read[skip])), avail);
    }
    const bytes = read.subarray(skip, skip + n);
    if (bytes.includes(0))
        return null;
    try {
        return { text: strict.decode(bytes), offset: start + skip, end: start + skip + n };
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/capability/exec.ts
var exec = __webpack_require__(3917);
// EXTERNAL MODULE: ./src/capability/secret-env.ts
var secret_env = __webpack_require__(8698);
// EXTERNAL MODULE: ./src/capability/redact.ts
var redact = __webpack_require__(1033);
// EXTERNAL MODULE: ./src/capability/pack-id.ts
var pack_id = __webpack_require__(5843);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/capability/pinned-file.ts



/** The largest file whose content is hashed; a larger one is pinned by its identity alone. */
const HASHED_MAX_BYTES = 16 * 1024 * 1024;
/**
 * A file changed this recently is hashed whatever its size. Filesystems keep times at their own
 * granularity (a clock tick, a second, FAT's two seconds): a write in the same tick as the pin
 * may leave size and times as they were, so the identity would not show it. Once the file's
 * ctime lies further back than that, any later write sets a later ctime.
 */
const RECENT_CHANGE_MS = 3000;
const identityOf = (st) => ({ dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs });
/** What differs between the pinned identity and `now`, or null. */
function identityChange(pinned, now) {
    if (now.dev !== pinned.dev || now.ino !== pinned.ino)
        return 'another file now has its path';
    if (now.size !== pinned.size || now.mtimeNs !== pinned.mtimeNs || now.ctimeNs !== pinned.ctimeNs)
        return 'it was written to';
    return null;
}
/**
 * Opens the file and reads its identity and, unless `identityAlone` says it need not for that
 * identity, its SHA-256, through one handle, so both describe the same file.
 */
async function readFile(file, identityAlone = () => false) {
    const fh = await (0,promises_.open)(file, 'r');
    try {
        const identity = identityOf(await fh.stat({ bigint: true }));
        if (identityAlone(identity))
            return { identity, sha256: null };
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const chunk = Buffer.allocUnsafe(64 * 1024);
        for (;;) {
            const { bytesRead } = await fh.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            hash.update(chunk.subarray(0, bytesRead));
        }
        // Written to while it was read: the hash may mix two versions.
        if (identityChange(identity, identityOf(await fh.stat({ bigint: true }))))
            throw new Error('it changed while it was read');
        return { identity, sha256: hash.digest('hex') };
    }
    finally {
        await fh.close();
    }
}
const unreadable = (err) => ['EACCES', 'EPERM'].includes(err.code ?? '');
/**
 * Pins a regular file (the caller resolved `file` inside the pack); throws when it cannot be
 * checked at all. `now` (ms since the epoch) tells whether its last change is recent.
 */
async function pinFile(file, shown, now = Date.now()) {
    const changedLongAgo = (id) => id.ctimeNs < BigInt(Math.floor(now - RECENT_CHANGE_MS)) * 1000000n;
    try {
        return { shown, path: file, ...(await readFile(file, (id) => id.size > HASHED_MAX_BYTES && changedLongAgo(id))) };
    }
    catch (err) {
        if (!unreadable(err))
            throw err;
        return { shown, path: file, identity: identityOf((0,external_node_fs_.statSync)(file, { bigint: true })), sha256: null };
    }
}
/** Whether `file` is a regular file now (a `{{pack_root}}/…` argument may name a folder, or nothing yet). */
function isRegularFileNow(file) {
    try {
        return (0,external_node_fs_.statSync)(file).isFile();
    }
    catch {
        return false;
    }
}
/**
 * Why the pinned file is no longer the one approved (its path leads elsewhere, or its content
 * changed), or null. Reads a hashed file whole again, once its identity is still the pinned one.
 */
async function pinnedFileChange(pin) {
    const changed = pinnedFileChangeSync(pin);
    if (changed !== null || pin.sha256 === null)
        return changed;
    let now;
    try {
        now = await readFile(pin.path);
    }
    catch (err) {
        return err.code === 'ENOENT' ? 'it is gone' : `it cannot be read again (${err.message})`;
    }
    return identityChange(pin.identity, now.identity) ?? (now.sha256 !== pin.sha256 ? 'its content changed' : null);
}
/**
 * pinnedFileChange without reading the content, synchronously: for the last check, in the same
 * turn of the event loop as the spawn. Follows symlinks along the path, as execve does.
 */
function pinnedFileChangeSync(pin) {
    let st;
    try {
        st = (0,external_node_fs_.statSync)(pin.path, { bigint: true });
    }
    catch (err) {
        return err.code === 'ENOENT' ? 'it is gone' : `it cannot be checked again (${err.message})`;
    }
    return identityChange(pin.identity, identityOf(st));
}

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
;// CONCATENATED MODULE: ./src/capability/artifacts.ts




/** Bounds on the workspace walk, so a tool that writes a million files cannot stall the host. */
const MAX_ENTRIES = 20_000;
const MAX_DEPTH = 32;
const MAX_ARTIFACTS = 1000;
/** Fingerprints every regular file in the workspace (size, mtime in ns, inode); symlinks are not followed. */
async function snapshotWorkspace(root) {
    const snap = new Map();
    const walk = async (dir, rel, depth) => {
        if (depth > MAX_DEPTH || snap.size >= MAX_ENTRIES)
            return;
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        for (const e of entries) {
            if (snap.size >= MAX_ENTRIES)
                return;
            const r = rel ? `${rel}/${e.name}` : e.name;
            const full = external_node_path_default().join(dir, e.name);
            if (e.isDirectory())
                await walk(full, r, depth + 1);
            else if (e.isFile()) {
                const st = await (0,promises_.lstat)(full, { bigint: true }).catch(() => null);
                if (st)
                    snap.set(r, `${st.size}:${st.mtimeNs}:${st.ino}`);
            }
        }
    };
    await walk(root, '', 0);
    return snap;
}
/** Files created or changed between two snapshots, byte-order sorted (§8.3). */
function diffArtifacts(before, after) {
    const out = [];
    for (const [rel, print] of after) {
        if (before.get(rel) === print)
            continue;
        const a = { path: rel, type: 'file', size_bytes: Number(print.split(':')[0]) };
        const mime = (0,capability_mime/* mimeFromName */.s)(rel);
        if (mime)
            a.mime = mime;
        out.push(a);
    }
    return out.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.path, b.path)).slice(0, MAX_ARTIFACTS);
}

// EXTERNAL MODULE: ./src/capability/audit.ts
var audit = __webpack_require__(4089);
// EXTERNAL MODULE: ./src/capability/metadata.ts
var metadata = __webpack_require__(1857);
;// CONCATENATED MODULE: ./src/capability/host.ts




















/**
 * The most requests worked on at once. Each read holds up to a 1 MiB page (a resource up to
 * 16 MiB) and a file handle, so a client firing thousands of reads without waiting must not
 * have them all run together; 8 keeps a model's parallel calls (rarely more than a few) moving
 * without waiting.
 */
const MAX_CONCURRENT_REQUESTS = 8;
/**
 * The most requests waiting for a turn. Past it the MCP server stops reading its input until
 * one starts, so a client that pipes requests without end fills its own pipe, not the server's
 * memory. It also bounds what the server holds: a request line may be up to the transport's
 * 10 MiB.
 */
const MAX_WAITING_REQUESTS = 32;
/**
 * Turns to work on requests: at most `cap` at once, the rest waiting in the order they asked.
 * A turn ends when the request's work has (a cancelled call's too), so cancelling does not
 * free a place while its work goes on.
 */
class RequestLimiter {
    cap;
    maxWaiting;
    /** Told `true` once `maxWaiting` requests wait, and `false` once fewer do (serveStdio holds its input meanwhile). */
    onbacklog = null;
    running = 0;
    queue = [];
    full = false;
    constructor(cap = MAX_CONCURRENT_REQUESTS, maxWaiting = MAX_WAITING_REQUESTS) {
        this.cap = cap;
        this.maxWaiting = maxWaiting;
    }
    /** Requests holding a turn now. */
    get inFlight() {
        return this.running;
    }
    /** Requests waiting for one. */
    get waiting() {
        return this.queue.length;
    }
    /**
     * Waits for a turn; resolves to the function that ends it (later calls of it do nothing).
     * The place in line is taken now, synchronously. Aborting `signal` while waiting resolves at
     * once without a turn: a stopped call does next to nothing (it is refused before any read or
     * run), and its client is not kept waiting behind others' work.
     */
    acquire(signal) {
        if (this.running < this.cap && this.queue.length === 0) {
            this.running++;
            return Promise.resolve(this.ender());
        }
        if (signal?.aborted)
            return Promise.resolve(() => undefined);
        return new Promise((resolve) => {
            const start = () => {
                signal?.removeEventListener('abort', onAbort);
                resolve(this.ender());
            };
            const onAbort = () => {
                const at = this.queue.indexOf(start);
                if (at < 0)
                    return;
                this.queue.splice(at, 1);
                this.backlog();
                resolve(() => undefined);
            };
            this.queue.push(start);
            signal?.addEventListener('abort', onAbort, { once: true });
            this.backlog();
        });
    }
    /** Ends a turn by handing it to the first waiting, so no later arrival can pass them. */
    ender() {
        let ended = false;
        return () => {
            if (ended)
                return;
            ended = true;
            const next = this.queue.shift();
            if (!next) {
                this.running--;
                return;
            }
            this.backlog();
            next();
        };
    }
    backlog() {
        const full = this.queue.length >= this.maxWaiting;
        if (full === this.full)
            return;
        this.full = full;
        this.onbacklog?.(full);
    }
}
const PACK_ID = { type: 'string', description: 'pack_id from the "Capability Packs (attached; metadata only)" block' };
const BASE_TOOLS = [
    {
        name: metadata/* BASE_TOOL */.b_.openDocs,
        title: 'Open a capability pack\'s docs',
        description: 'Load a capability pack\'s entry doc (its procedure). Call this first before using a pack.',
        inputSchema: { type: 'object', properties: { pack_id: PACK_ID }, required: ['pack_id'], additionalProperties: false },
        annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
        name: metadata/* BASE_TOOL */.b_.readFile,
        title: 'Read a file of a capability pack',
        description: 'Read one page of a file in a capability pack (docs, resources, templates). Paths are relative to the pack root. When truncated is true, call again with offset = next_offset. Binary files come back base64 with their mime type.',
        inputSchema: {
            type: 'object',
            properties: {
                pack_id: PACK_ID,
                path: { type: 'string', description: 'relative to the pack root, e.g. resources/template.md' },
                offset: { type: 'integer', minimum: 0, description: 'byte offset to start at (default 0)' },
                length: { type: 'integer', minimum: 1, description: 'bytes to read (default 65536, at most 1048576)' },
            },
            required: ['pack_id', 'path'],
            additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
        name: metadata/* BASE_TOOL */.b_.enableTools,
        title: 'Enable a capability pack\'s tools',
        description: 'Validate a pack\'s tools.json and add its tools to your tool list (they appear on your next turn).',
        inputSchema: { type: 'object', properties: { pack_id: PACK_ID }, required: ['pack_id'], additionalProperties: false },
        annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
        name: metadata/* BASE_TOOL */.b_.execBestEffort,
        title: 'Run a command from a capability pack (best effort)',
        description: 'Run a command when a pack has no usable tools.json: a program on PATH or a script path relative to the pack root, with arguments as a list (no shell). The user must approve it.',
        inputSchema: {
            type: 'object',
            properties: {
                pack_id: PACK_ID,
                command: { type: 'string', minLength: 1, description: 'a program name on PATH, or a path relative to the pack root such as scripts/run.sh' },
                args: { type: 'array', items: { type: 'string' }, description: 'arguments, one per item (no shell: quotes, pipes and globs are literal)' },
                cwd_policy: { enum: ['workspace', 'pack_root'], description: 'working directory (default workspace)' },
            },
            required: ['pack_id', 'command'],
            additionalProperties: false,
        },
        annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
    },
];
/**
 * Checks the packs a user attaches (§10: a pack with invalid metadata cannot be attached) and
 * gives each a stable pack_id: its frontmatter name when that is id-shaped, else its folder name.
 */
async function attachPacks(specs, cwd = process.cwd()) {
    const packs = [];
    for (const spec of specs) {
        const shown = (0,paths/* displayPath */.Gt)(external_node_path_default().resolve(cwd, spec.dir), cwd);
        let root;
        try {
            root = await (0,promises_.realpath)(external_node_path_default().resolve(cwd, spec.dir));
            if (!(await (0,promises_.stat)(root)).isDirectory())
                throw new errors/* InvalidInputError */.oC(`${shown}: a capability pack is a folder`);
        }
        catch (err) {
            if (err instanceof errors/* InvalidInputError */.oC)
                throw err;
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, shown));
        }
        const ctx = await (0,load/* loadCapabilityPack */.y$)(root, { entry: spec.entry });
        const blocking = (await (0,validate/* checkCapabilityPack */.W)(ctx)).filter((d) => (d.rule === 'cap-entry-doc' || d.rule === 'cap-frontmatter') && d.severity === 'error');
        if (blocking.length > 0 || !ctx.entry)
            throw new errors/* InvalidInputError */.oC(`${shown}: cannot attach: ${blocking[0]?.message ?? ctx.entryProblem}`);
        const fm = ctx.entry.frontmatter.value;
        const base = pack_id/* PACK_ID_SHAPE */.S.test(fm.name) ? fm.name : external_node_path_default().basename(root).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'pack';
        if (packs.some((p) => p.meta.pack_id === base))
            throw new errors/* InvalidInputError */.oC(`${shown}: pack_id "${base}" is already used by another attached pack: attach only one of them`);
        packs.push({ root, entry: spec.entry, entryRel: ctx.entry.rel, meta: { pack_id: base, name: fm.name, description: fm.description, has_tools_json: ctx.hasToolsJson } });
    }
    return packs;
}
/**
 * The host side of the tooling protocol (§6–§9) for one session: the base tools, the pack
 * tools enabled so far, one workspace, one audit log. Every call returns a result or a
 * structured error (§10); nothing a model sends can make it throw.
 */
class CapabilityHost {
    packs;
    workspace;
    options;
    /** Called when the tool list changes (a pack's tools were enabled or refreshed). */
    onToolsChanged = null;
    /** Each enabled tool with its `env` names split once, when its pack's tools.json was read (see toolEnv). */
    enabled = new Map();
    limits;
    audit;
    /** At most MAX_CONCURRENT_REQUESTS calls work at once; a command takes its turn once approved, and holds it while queued behind the workspace's command. */
    limiter;
    execQueue = Promise.resolve();
    /** Settles when the enable_tools calls made so far have: every later call and tool list waits for it. */
    enabling = Promise.resolve();
    /** Every call under way, whatever its state. */
    calls = new Set();
    shutDown = false;
    constructor(packs, workspace, options) {
        this.packs = packs;
        this.workspace = workspace;
        this.options = options;
        this.limits = { ...DEFAULT_READ_LIMITS, ...options.read };
        this.audit = new audit.AuditLog(options.auditLog ?? null);
        this.limiter = options.limiter ?? new RequestLimiter();
    }
    static async create(specs, options, cwd = process.cwd()) {
        return CapabilityHost.forPacks(await attachPacks(specs, cwd), options, cwd);
    }
    /** For packs already checked with attachPacks. */
    static async forPacks(packs, options, cwd = process.cwd()) {
        let workspace;
        try {
            workspace = await (0,promises_.realpath)(external_node_path_default().resolve(cwd, options.workspace));
            if (!(await (0,promises_.stat)(workspace)).isDirectory())
                throw new errors/* InvalidInputError */.oC(`${options.workspace}: the workspace must be a folder`);
        }
        catch (err) {
            if (err instanceof errors/* InvalidInputError */.oC)
                throw err;
            throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, options.workspace));
        }
        return new CapabilityHost(packs, workspace, options);
    }
    metadata() {
        return this.packs.map((p) => ({ ...p.meta }));
    }
    listTools() {
        const packTools = [...this.enabled.values()].map((tool) => {
            const { spec } = tool;
            const def = { name: spec.name, description: this.describe(tool), inputSchema: spec.inputSchema };
            if (spec.title)
                def.title = spec.title;
            if (spec.annotations)
                def.annotations = spec.annotations;
            return def;
        });
        return [...BASE_TOOLS, ...packTools];
    }
    /**
     * How a tool's `env` names split (secret-env.ts), by the names and the host's values. Done
     * once per enable_tools, not per tools/list or call: the host's environment is the server's
     * own, fixed at start; a run still reads the values of the names passed when it starts.
     */
    toolEnv(pack, names) {
        return (0,secret_env/* splitToolEnv */.Id)(names, this.options.env ?? process.env, pack.meta.pack_id, this.options.passEnv ?? new secret_env/* PassEnvPolicy */.rh(), exec/* BASE_ENV_ALLOWLIST */.Kl);
    }
    /**
     * A pack tool's description, with a note when the host withholds variables the tool asks
     * for: a description that says "uses your GITHUB_TOKEN" must not mislead the model about a
     * run that will not have it.
     */
    describe({ spec, env }) {
        const withheld = env.withheld.map((w) => w.name);
        if (withheld.length === 0)
            return spec.description;
        return `${spec.description}\n\n[packwright: this host does not pass ${withheld.join(', ')} to the tool (the operator did not allow ${withheld.length === 1 ? 'it' : 'them'} with --pass-env): the tool runs without ${withheld.length === 1 ? 'it' : 'them'}]`;
    }
    /**
     * A client that sends "enable_tools, then list the tools" without waiting for the first reply
     * must find the tools enabled: this settles once every enable_tools call made so far has.
     */
    enabledSoFar() {
        return this.enabling.then(() => undefined);
    }
    /** Settles when the latest call made with this CallOptions.id has returned (at once when there is none). */
    settled(id) {
        let latest;
        for (const call of this.calls)
            if (call.id === id)
                latest = call;
        return latest?.settled ?? Promise.resolve();
    }
    /**
     * Runs one tool call and writes its audit line. Calls start in the order they are made: each
     * waits for the enable_tools calls made before it, so a pack tool called right after enabling
     * is found, and for a turn of the limiter (at most its cap of calls work at once; see gate).
     */
    async call(name, args, options = {}) {
        const input = (typeof args === 'object' && args !== null && !Array.isArray(args) ? args : {});
        let settle = () => undefined;
        const call = {
            call_id: (0,external_node_crypto_.randomUUID)(),
            ...(options.id !== undefined ? { id: options.id } : {}),
            tool: name,
            inputs: input,
            started_at: new Date().toISOString(),
            pack_id: typeof input.pack_id === 'string' ? input.pack_id : null,
            approval: 'none',
            state: 'pending',
            stop: new AbortController(),
            settled: new Promise((resolve) => (settle = resolve)),
        };
        this.calls.add(call);
        const before = this.enabling;
        if (name === metadata/* BASE_TOOL */.b_.enableTools)
            this.enabling = call.settled;
        const onCancel = () => this.stop(call, 'cancelled');
        if (this.shutDown)
            this.stop(call, 'host_exit');
        else if (options.signal?.aborted)
            onCancel();
        else
            options.signal?.addEventListener('abort', onCancel, { once: true });
        try {
            await before;
            let out;
            try {
                out = { isError: false, result: await this.dispatch(call) };
            }
            catch (err) {
                const e = err instanceof tool_error/* ToolError */.v ? err : new tool_error/* ToolError */.v('internal_error', err?.message ?? String(err));
                out = { isError: true, result: e.toJSON() };
            }
            call.state = 'done';
            // After shutdownNow the call's line is written already.
            if (this.shutDown)
                return out;
            const err = out.result.error;
            await this.audit
                .write({
                ...this.callRecord(call, new Date().toISOString()),
                ok: !out.isError && (call.exec ? call.exec.ok : true),
                ...(call.exec ? { exit_code: call.exec.exit_code, signal: call.exec.signal, timed_out: call.exec.timed_out } : {}),
                ...(call.artifacts ? { artifacts: call.artifacts.map((a) => a.path) } : {}),
                ...(err ? { error: { code: err.code, message: err.message } } : {}),
            })
                .catch((e) => {
                // A broken audit log must not pass silently: the call's result says so.
                out.result.audit_error = e.message;
            });
            return out;
        }
        finally {
            options.signal?.removeEventListener('abort', onCancel);
            this.calls.delete(call);
            call.endTurn?.();
            settle();
        }
    }
    /** Stops a call (see Call.stop): the one place cancellation and shutdown act on a call, whatever its state. */
    stop(call, reason) {
        if (!call.stop.signal.aborted)
            call.stop.abort(reason);
    }
    /** The error of a call stopped before it finished; `what` says what became of it. */
    stopped(call, what) {
        const why = call.stop.signal.reason === 'host_exit' || this.shutDown ? 'the host shut down' : 'the client cancelled the call';
        return new tool_error/* ToolError */.v('cancelled', `${call.tool}: ${why}; ${what}`);
    }
    /**
     * For a host going down now (a signal, a broken stdout, process exit): stops every call
     * under way and appends each unfinished call's audit line, all synchronously (safe in an exit
     * hook): a running command's process group is killed, a queued one dropped, a pending call
     * never starts. An open approval prompt is left as it is (nothing is written to the client
     * while the process exits: a full pipe would block the exit); its answer runs nothing. Calls
     * that end later write nothing more.
     */
    shutdownNow(why) {
        if (!this.shutDown) {
            this.shutDown = true;
            const now = new Date().toISOString();
            for (const call of this.calls) {
                // Its own line is being written.
                if (call.state === 'done')
                    continue;
                const ran = call.state === 'running';
                if (call.state !== 'awaiting_approval')
                    this.stop(call, 'host_exit');
                try {
                    this.audit.writeSync({
                        ...this.callRecord(call, now),
                        ok: false,
                        error: { code: 'host_exit', message: `${call.tool}: ${why} ${ran ? "while the command ran; its process group was killed" : 'before the call finished; nothing ran'}` },
                    });
                }
                catch {
                    // The log cannot be written: exiting anyway.
                }
            }
        }
        // Runs this host did not start (another host in the process) end too.
        (0,exec.killActiveRuns)();
    }
    /** The fields every line of a call shares; `finishedAt` is absent on its exec_start line. */
    callRecord(call, finishedAt) {
        return {
            event: 'call',
            call_id: call.call_id,
            tool: call.tool,
            pack_id: call.pack_id,
            inputs: call.inputs,
            approval: call.approval,
            started_at: call.started_at,
            ...(finishedAt !== undefined ? { finished_at: finishedAt } : {}),
            ...(call.envWithheld?.length ? { env_withheld: call.envWithheld } : {}),
        };
    }
    async dispatch(call) {
        const { tool: name, inputs: input } = call;
        const base = BASE_TOOLS.find((t) => t.name === name);
        if (base) {
            const problems = (0,input_schema/* validateInput */.T)(base.inputSchema, input);
            if (problems.length)
                throw new tool_error/* ToolError */.v('invalid_arguments', `${name}: ${problems.join('; ')}`, undefined, problems);
            const pack = this.pack(input.pack_id);
            switch (name) {
                case metadata/* BASE_TOOL */.b_.openDocs: return this.openDocs(pack, input, call);
                case metadata/* BASE_TOOL */.b_.readFile: return this.readFile(pack, input, call);
                case metadata/* BASE_TOOL */.b_.enableTools: return this.enableTools(pack, input, call);
                default: return this.execBestEffort(pack, input, call);
            }
        }
        const tool = this.enabled.get(name);
        if (!tool)
            throw new tool_error/* ToolError */.v('unknown_tool', `${name}: no such tool; pack tools must be enabled first with ${metadata/* BASE_TOOL */.b_.enableTools}(pack_id)`);
        call.pack_id = tool.pack.meta.pack_id;
        return this.runPackTool(tool, input, call);
    }
    pack(id) {
        const pack = this.packs.find((p) => p.meta.pack_id === id);
        if (!pack)
            throw new tool_error/* ToolError */.v('unknown_pack', `${id}: no attached pack has this pack_id (attached: ${this.packs.map((p) => p.meta.pack_id).join(', ') || 'none'})`);
        return pack;
    }
    /**
     * Approval, and the call's turn of the limiter. A command's approval waits on the user, whose
     * answer comes in on the input the server stops reading while the limiter's line is full: a
     * command takes its turn only once approved, so prompts left open can never hold every turn
     * and starve the answers. A read or enable call is approved by the client's own prompt before
     * it is sent, and takes its turn first.
     */
    async gate(request, call) {
        const signal = call.stop.signal;
        if (signal.aborted) {
            call.approval = 'cancelled';
            throw this.stopped(call, 'nothing ran');
        }
        if (request.kind !== 'exec')
            await this.takeTurn(call);
        call.state = 'awaiting_approval';
        const decision = await this.options.approve(request, signal);
        call.approval = decision.decision;
        // An approval that arrives after the cancellation, or once the host shut down, runs nothing.
        if (signal.aborted || this.shutDown)
            throw this.stopped(call, 'nothing ran');
        if (!decision.approved)
            throw new tool_error/* ToolError */.v('exec_not_approved', decision.message ?? `${request.tool}: not approved (${decision.decision})`, decision.decision);
        if (request.kind === 'exec') {
            call.state = 'pending';
            await this.takeTurn(call);
        }
    }
    /** Waits for a turn; a call stopped while it waits leaves the line and runs nothing. */
    async takeTurn(call) {
        call.endTurn = await this.limiter.acquire(call.stop.signal);
        if (call.stop.signal.aborted || this.shutDown)
            throw this.stopped(call, 'nothing ran');
    }
    async openDocs(pack, input, call) {
        await this.gate({ tool: metadata/* BASE_TOOL */.b_.openDocs, pack_id: pack.meta.pack_id, kind: 'read', inputs: input }, call);
        const file = await (0,safe_path/* resolvePackPath */.nB)(pack.root, pack.entryRel);
        const page = await readPage(file, 0, this.limits.maxPageBytes, this.limits);
        const entry = { path: file.rel, content: page.encoding === 'utf8' ? page.content : Buffer.from(page.content, 'base64').toString('utf8'), truncated: page.truncated };
        if (page.next_offset !== undefined)
            entry.next_offset = page.next_offset;
        return { pack_id: pack.meta.pack_id, entry_doc: entry };
    }
    async readFile(pack, input, call) {
        await this.gate({ tool: metadata/* BASE_TOOL */.b_.readFile, pack_id: pack.meta.pack_id, kind: 'read', inputs: input }, call);
        const file = await (0,safe_path/* resolvePackPath */.nB)(pack.root, input.path);
        const page = await readPage(file, input.offset ?? 0, input.length, this.limits);
        const result = { path: file.rel, content: page.content, encoding: page.encoding, mime: page.mime, size: page.size, offset: page.offset, truncated: page.truncated };
        if (page.next_offset !== undefined)
            result.next_offset = page.next_offset;
        return result;
    }
    async enableTools(pack, input, call) {
        await this.gate({ tool: metadata/* BASE_TOOL */.b_.enableTools, pack_id: pack.meta.pack_id, kind: 'enable', inputs: input }, call);
        try {
            return await this.enableFrom(pack);
        }
        catch (err) {
            // The tools enabled from an older tools.json go: the tool list shows what tools.json now says.
            const removed = this.disablePack(pack);
            if (removed.length && err instanceof tool_error/* ToolError */.v) {
                throw new tool_error/* ToolError */.v(err.code, `${err.message}. The ${removed.length} tool${removed.length === 1 ? '' : 's'} enabled earlier from this pack (${removed.join(', ')}) ${removed.length === 1 ? 'was' : 'were'} removed from your tool list`, err.reason, err.details);
            }
            throw err;
        }
    }
    /** Drops the pack's enabled tools (announcing the change); returns their names. */
    disablePack(pack) {
        const removed = [...this.enabled].filter(([, t]) => t.pack === pack).map(([name]) => name);
        for (const name of removed)
            this.enabled.delete(name);
        if (removed.length)
            this.onToolsChanged?.();
        return removed;
    }
    async enableFrom(pack) {
        // tools.json is read by path: from a pack folder swapped for a link it would come from elsewhere.
        await (0,safe_path/* assertRootInPlace */.Xo)(pack.root);
        const ctx = await (0,load/* loadCapabilityPack */.y$)(pack.root, { entry: pack.entry });
        if (!ctx.hasToolsJson)
            throw new tool_error/* ToolError */.v('no_tools_json', `${pack.meta.pack_id} has no tools.json; read its docs, or use ${metadata/* BASE_TOOL */.b_.execBestEffort}`);
        const specs = (0,load/* toolSpecs */.T9)(ctx);
        if (!specs) {
            const problems = (await (0,validate/* checkCapabilityPack */.W)(ctx))
                .filter((d) => d.rule.startsWith('cap-tool') && d.severity === 'error')
                .map((d) => `${d.line ? `tools.json:${d.line}: ` : ''}${d.message}`);
            throw new tool_error/* ToolError */.v('tools_json_invalid', `${pack.meta.pack_id}: tools.json is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}); fall back to the docs or ${metadata/* BASE_TOOL */.b_.execBestEffort}`, undefined, problems);
        }
        for (const s of specs) {
            if (BASE_TOOLS.some((b) => b.name === s.name))
                throw new tool_error/* ToolError */.v('tool_conflict', `${pack.meta.pack_id}: tool "${s.name}" has the name of a base tool`);
            const other = this.enabled.get(s.name);
            if (other && other.pack !== pack)
                throw new tool_error/* ToolError */.v('tool_conflict', `${pack.meta.pack_id}: tool "${s.name}" is already enabled from pack ${other.pack.meta.pack_id}; ask the user to detach one of the packs`);
        }
        const maxTools = this.options.maxTools ?? load/* DEFAULT_MAX_TOOLS */.fe;
        const kept = [...this.enabled.values()].filter((t) => t.pack !== pack).length;
        if (kept + specs.length > maxTools) {
            throw new tool_error/* ToolError */.v('too_many_tools', `${pack.meta.pack_id}: enabling ${specs.length} more tools would make ${kept + specs.length}, over this host's limit of ${maxTools}; ask the user to detach packs or not enable this pack's tools`);
        }
        const before = JSON.stringify(this.listTools());
        for (const [name, t] of [...this.enabled])
            if (t.pack === pack)
                this.enabled.delete(name);
        const tools = specs.map((spec) => ({ pack, spec, env: this.toolEnv(pack, spec.exec.env) }));
        for (const tool of tools)
            this.enabled.set(tool.spec.name, tool);
        if (JSON.stringify(this.listTools()) !== before)
            this.onToolsChanged?.();
        return { enabled: true, pack_id: pack.meta.pack_id, tools: tools.map((t) => ({ name: t.spec.name, description: this.describe(t) })) };
    }
    async runPackTool({ pack, spec, env }, input, call) {
        const problems = (0,input_schema/* validateInput */.T)(spec.inputSchema, input);
        if (problems.length)
            throw new tool_error/* ToolError */.v('invalid_arguments', `${spec.name}: ${problems.join('; ')}`, undefined, problems);
        let argv;
        try {
            argv = (0,args/* fillArgs */.Hf)(spec.exec.args, input, { pack_root: pack.root, workspace: this.workspace });
        }
        catch (err) {
            if (err instanceof args/* ArgumentError */.c1)
                throw new tool_error/* ToolError */.v('invalid_arguments', `${spec.name}: ${err.message}`, err.reason);
            throw err;
        }
        // Filled in as the pack root and the rest as written: fillArgs gives `{{pack_root}}/x` (or `--opt={{pack_root}}/x`) no other form.
        const scripts = spec.exec.args.flatMap((a) => {
            const named = (0,args/* hostPathIn */.tZ)(a);
            return named?.placeholder === 'pack_root' && named.suffix !== '' ? [{ shown: a.slice(named.option.length), path: pack.root + named.suffix }] : [];
        });
        return this.execute(pack, { tool: spec.name, command: spec.exec.command, args: argv, cwd: spec.exec.cwd, timeoutMs: spec.exec.timeout_ms, maxOutputBytes: spec.exec.max_output_bytes, env, scripts }, input, call);
    }
    async execBestEffort(pack, input, call) {
        const command = input.command;
        if ((0,load/* isAbsoluteCommand */.zb)(command))
            throw new tool_error/* ToolError */.v('path_denied', `${command}: give a program name on PATH or a path relative to the pack root`, 'absolute');
        const cwd = input.cwd_policy ?? 'workspace';
        const plan = { tool: metadata/* BASE_TOOL */.b_.execBestEffort, command, args: input.args ?? [], cwd, timeoutMs: load/* DEFAULT_TIMEOUT_MS */.t1, maxOutputBytes: load/* DEFAULT_MAX_OUTPUT_BYTES */.n9, env: this.toolEnv(pack, []), scripts: [] };
        return this.execute(pack, plan, input, call);
    }
    /**
     * Pins the files of the pack a command runs (see pinned-file.ts): its program when the tool
     * names one inside the pack, the scripts its arguments name as `{{pack_root}}/…`, and, for a
     * command run in the pack root, those named from there (`node scripts/x.mjs`), by its arguments
     * and by the words of the shell lines among them (`sh -c 'node scripts/x.mjs'`, see
     * shellLineWords). An option's value after "=" is read as an argument is (`--import=x.mjs`,
     * `--import={{pack_root}}/x.mjs`). An argument that names no regular file (a folder, a file the
     * command writes, a word) is not code it runs. Not seen: a value attached with no "=" (`-Ix`),
     * and a word a shell line names from another folder (`cd lib && node x.mjs`).
     */
    async pinFiles(plan, program, packRoot) {
        const pins = [];
        const pin = async (file, shown) => {
            try {
                pins.push(await pinFile(file, shown));
            }
            catch (err) {
                throw new tool_error/* ToolError */.v('read_failed', `${plan.tool}: ${(0,errors/* describeFsError */.TQ)(err, shown)}: the command was not run (the file it runs could not be read to record what is approved)`);
            }
        };
        if (program !== null)
            await pin(program, plan.command);
        const named = [...plan.scripts];
        if (plan.cwd === 'pack_root') {
            for (const word of [...plan.args, ...(0,redact/* shellLineWords */.M9)(plan.args, plan.command)]) {
                const name = fileNameIn(word);
                // An absolute path is a `{{pack_root}}/…` one (in scripts) or outside the pack.
                if (name === null || external_node_path_default().isAbsolute(name))
                    continue;
                const file = external_node_path_default().resolve(packRoot, name);
                if (file !== packRoot && (0,paths/* isInside */.FK)(packRoot, file))
                    named.push({ shown: name, path: file });
            }
        }
        const pinned = new Set(pins.map((p) => p.path));
        for (const script of named) {
            if (pinned.has(script.path) || !isRegularFileNow(script.path))
                continue;
            pinned.add(script.path);
            await pin(script.path, script.shown);
        }
        return pins;
    }
    async execute(pack, plan, input, call) {
        const { tool, command, args: argv, cwd, env } = plan;
        // The run reaches the pack by path ({{pack_root}} arguments, cwd pack_root, a pack script): not once the folder was swapped.
        await (0,safe_path/* assertRootInPlace */.Xo)(pack.root);
        let program = command;
        let packProgram = null;
        // Absolute commands are refused by exec_best_effort and by cap-tool-exec (so no enabled tool has one).
        if (command.includes('/') && !external_node_path_default().isAbsolute(command)) {
            const { real } = await (0,safe_path/* resolvePackPath */.nB)(pack.root, command.replace(/^\.\//, ''));
            program = packProgram = real;
        }
        const dir = cwd === 'pack_root' ? pack.root : this.workspace;
        // What the user approves is these files as they are now: checked again before the spawn.
        const pins = await this.pinFiles(plan, packProgram, pack.root);
        // Read now: the user approves these names, and the run gets these values.
        const runEnv = (0,exec/* allowedEnv */.cG)(this.options.env ?? process.env, env.passed);
        if (env.withheld.length)
            call.envWithheld = env.withheld.map((w) => w.name);
        await this.gate({
            tool,
            pack_id: pack.meta.pack_id,
            kind: 'exec',
            inputs: input,
            command: { program: command, args: argv, cwd, dir, env: env.passed, ...(env.withheld.length ? { withheld: env.withheld } : {}), ...(env.allowedGuarded.length ? { allowedGuarded: env.allowedGuarded } : {}) },
        }, call);
        const signal = call.stop.signal;
        // One run at a time per workspace, so each run's artifacts are its own.
        call.state = 'queued';
        let started = false;
        const run = this.execQueue.then(async () => {
            // Stopped while it waited: dropped from the queue.
            if (signal.aborted)
                return null;
            started = true;
            // The approval may have waited minutes, and the queue more: the files are read again whole.
            for (const pin of pins) {
                const change = await pinnedFileChange(pin);
                if (change !== null)
                    throw fileChanged(tool, pin, change);
            }
            // Recorded before it starts, so a host killed meanwhile still leaves a trace; a command
            // whose record cannot be written does not run (the log fails closed).
            try {
                await this.audit.write({ ...this.callRecord(call), event: 'exec_start', cwd });
            }
            catch (err) {
                throw new tool_error/* ToolError */.v('audit_failed', `${tool}: the command was not run: the audit log could not record it (${err.message}); ask the user to check the --audit-log file`);
            }
            call.state = 'running';
            const before = await snapshotWorkspace(this.workspace);
            // The last check, and the spawn, in one turn of the event loop (execCapped spawns before it
            // returns its promise), so no other work of this process runs in between. What remains is
            // the platform's: the path is checked, then looked up again by execve in the forked child,
            // and a script's interpreter opens its script by path once more; a file renamed over the
            // path in those microseconds is not caught. Starting the checked file by its descriptor
            // (fexecve, /proc/self/fd/N) would close that, but Node's spawn has no way to, and a script
            // started so sees /proc/self/fd/N as its $0 and no longer finds the files beside it.
            for (const pin of pins) {
                const change = pinnedFileChangeSync(pin);
                if (change !== null)
                    throw fileChanged(tool, pin, change);
            }
            const outcome = await (0,exec/* execCapped */.nl)({
                command: program,
                args: argv,
                cwd: dir,
                hostEnv: runEnv,
                envNames: env.passed,
                timeoutMs: plan.timeoutMs,
                maxOutputBytes: plan.maxOutputBytes,
                signal,
            });
            return { outcome, artifacts: diffArtifacts(before, await snapshotWorkspace(this.workspace)) };
        });
        this.execQueue = run.catch(() => undefined);
        // A call stopped while queued returns at once; one stopped while running waits for the kill.
        const dropped = new Promise((resolve) => {
            const onAbort = () => {
                if (!started)
                    resolve(null);
            };
            if (signal.aborted)
                onAbort();
            else
                signal.addEventListener('abort', onAbort, { once: true });
        });
        const done = await Promise.race([run, dropped]);
        if (!done)
            throw this.stopped(call, 'the command was dropped from the queue before it started');
        call.exec = done.outcome;
        call.artifacts = done.artifacts;
        if (signal.aborted)
            throw this.stopped(call, "the command's process group was killed");
        // The model learns why a tool that needed a token failed.
        return { ...done.outcome, artifacts: done.artifacts, ...(env.withheld.length ? { env_withheld: env.withheld.map((w) => w.name) } : {}) };
    }
}
/** The file name an argument may be: itself, or an option's value after "=" (`--config=./conf.py`, `-o=x`); null for an option with none. */
function fileNameIn(arg) {
    if (!arg.startsWith('-'))
        return arg;
    return (0,args/* optionValue */.TN)(arg);
}
/** The refusal of a run whose pinned file is no longer the one the user approved. */
function fileChanged(tool, pin, change) {
    return new tool_error/* ToolError */.v('exec_not_approved', `${tool}: ${pin.shown} (${pin.path}) changed after the command was approved (${change}); nothing ran. Call the tool again to have the user approve what is there now`, 'file_changed');
}


/***/ }),

/***/ 9636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mimeFromName),
/* harmony export */   y: () => (/* binding */ isTextMime)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** Extension → mime for what packs usually hold; anything else is sniffed (text/plain or octet-stream). */
const BY_EXTENSION = {
    '.md': 'text/markdown', '.markdown': 'text/markdown', '.txt': 'text/plain', '.text': 'text/plain', '.log': 'text/plain',
    '.json': 'application/json', '.jsonl': 'application/jsonl', '.yaml': 'application/yaml', '.yml': 'application/yaml', '.toml': 'application/toml',
    '.csv': 'text/csv', '.tsv': 'text/tab-separated-values', '.html': 'text/html', '.htm': 'text/html', '.xml': 'application/xml', '.svg': 'image/svg+xml',
    '.css': 'text/css', '.js': 'text/javascript', '.mjs': 'text/javascript', '.cjs': 'text/javascript', '.ts': 'text/x-typescript',
    '.py': 'text/x-python', '.sh': 'text/x-shellscript', '.rb': 'text/x-ruby', '.go': 'text/x-go', '.rs': 'text/x-rust', '.java': 'text/x-java', '.c': 'text/x-c', '.h': 'text/x-c', '.sql': 'application/sql',
    '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon',
    '.pdf': 'application/pdf', '.zip': 'application/zip', '.gz': 'application/gzip', '.tar': 'application/x-tar', '.wasm': 'application/wasm',
    '.mp3': 'audio/mpeg', '.wav': 'audio/wav', '.mp4': 'video/mp4', '.woff': 'font/woff', '.woff2': 'font/woff2', '.bin': 'application/octet-stream',
};
function mimeFromName(name) {
    return BY_EXTENSION[node_path__WEBPACK_IMPORTED_MODULE_0___default().extname(name).toLowerCase()];
}
/** Text mimes are returned as UTF-8 strings (when the bytes allow); everything else as base64. */
function isTextMime(mime) {
    return mime.startsWith('text/') || /^application\/(json|jsonl|yaml|toml|xml|sql)$/.test(mime) || mime === 'image/svg+xml';
}


/***/ }),

/***/ 1945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ assertRootInPlace),
/* harmony export */   c_: () => (/* binding */ openPackFile),
/* harmony export */   nB: () => (/* binding */ resolvePackPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _tool_error_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9673);






/**
 * Turns a path from a tool call into a real path inside `root` (the pack's real path, taken
 * when it was attached), or a structured denial (§9.2). Percent-encoded sequences are refused
 * rather than decoded: a path here is a file path, not a URL, and decoding in one place but not
 * another is how `%2e%2e%2f` slips through. Open the result with openPackFile, which checks
 * again that what it opened is that file. `fromUri`: the path was percent-decoded once already,
 * from a resource URI, so what remains is the file's own name (`100%25.md` lists and reads as the
 * file `100%.md`, and `a%2541.md` as `a%41.md`): nothing decodes it again.
 */
async function resolvePackPath(root, input, options = {}) {
    if (!options.fromUri && /%[0-9a-fA-F]{2}/.test(input))
        throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${input}: percent-encoded paths are not accepted; pass the path as plain text relative to the pack root`, 'percent_encoded');
    const problem = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativePathProblem */ .BE)(input);
    if (problem) {
        const reason = problem === 'is absolute' ? 'absolute' : problem.includes('..') ? 'traversal' : 'invalid';
        throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${input}: ${problem}; paths are relative to the pack root and stay inside it`, reason);
    }
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(input).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    if (rel === '' || rel === '.')
        throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('not_a_file', `${input}: is the pack root, not a file`);
    await assertRootInPlace(root);
    try {
        await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveContained */ .mi)(root, rel);
    }
    catch (err) {
        if (err instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnsafePathError */ .k0) {
            if (err.reason === 'symlink_loop')
                throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${input}: a symlink loop (too many levels of symbolic links)`, 'symlink_loop');
            // A dangling symlink that would lead outside has reason symlink_outside.
            if (err.reason === 'dangling_symlink')
                throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('not_found', `${rel}: no such file in the pack (a symlink to a missing file)`);
            throw outside(input);
        }
        throw fsDenial(err, rel);
    }
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, rel));
    }
    catch (err) {
        throw fsDenial(err, rel);
    }
    // Checked again on the path that will be opened, against the root as attached (not as it
    // resolves now): a link swapped in since, the root's own included, is caught here.
    if (!(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(root, real))
        throw outside(input);
    return { root, rel, real };
}
/**
 * Refuses a pack whose folder no longer resolves to the real path it had when attached: it was
 * moved, or replaced by a symlink (a `git pull` can turn a folder into a link to `~/.ssh`).
 * Everything below `root` is then elsewhere, so nothing of it is read or run.
 */
async function assertRootInPlace(root) {
    let now;
    try {
        now = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(root);
    }
    catch {
        now = null;
    }
    if (now !== root)
        throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', 'the pack folder was moved, removed or replaced (for example by a symlink) since it was attached; ask the user to attach it again', 'root_moved');
}
/** O_NOFOLLOW: the path was resolved to its real path already; a symlink swapped in since as its last part is refused. */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
/**
 * Opens a file resolved by resolvePackPath for reading, and proves that what it opened is that
 * file: O_NOFOLLOW covers only the last part of the path, so a folder on the way swapped for a
 * symlink between resolving and opening would open a file outside the pack. After opening, the
 * path must still resolve to itself and name the very file opened (device and inode); a path
 * swapped and swapped back fails the second test.
 */
async function openPackFile(file) {
    const { rel, real } = file;
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(real, OPEN_FLAGS);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ELOOP')
            throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${rel}: is a symlink`, 'symlink');
        throw fsDenial(err, rel);
    }
    try {
        const opened = await fh.stat();
        const same = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(real), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(real)]).then(([again, st]) => again === real && (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(file.root, again) && st.dev === opened.dev && st.ino === opened.ino, () => false);
        if (!same)
            throw new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${rel}: changed while it was opened (a folder on its path was moved or replaced); try again`, 'changed');
        return fh;
    }
    catch (err) {
        await fh.close();
        throw err;
    }
}
const outside = (input) => new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${input}: resolves outside the pack root through a symlink`, 'symlink_outside');
/** A file-system error met while resolving a path, as a structured denial. */
function fsDenial(err, rel) {
    const code = err.code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('not_found', `${rel}: no such file in the pack`);
    if (code === 'EACCES' || code === 'EPERM')
        return new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${rel}: permission denied`, 'permission');
    if (code === 'ELOOP')
        return new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${rel}: a symlink loop (too many levels of symbolic links)`, 'symlink_loop');
    if (code === 'ENAMETOOLONG')
        return new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('path_denied', `${rel.length > 200 ? `${rel.slice(0, 200)}…` : rel}: the path is too long for the file system (${rel.length} characters)`, 'too_long');
    return new _tool_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ToolError */ .v('read_failed', `${rel}: ${err.message}`);
}


/***/ }),

/***/ 9673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ ToolError)
/* harmony export */ });
class ToolError extends Error {
    code;
    reason;
    details;
    constructor(code, message, reason, details) {
        super(message);
        this.code = code;
        this.reason = reason;
        this.details = details;
    }
    toJSON() {
        const body = { code: this.code, message: this.message };
        if (this.reason !== undefined)
            body.reason = this.reason;
        if (this.details !== undefined)
            body.details = this.details;
        return { error: body };
    }
}


/***/ }),

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ checkCapabilityPack),
/* harmony export */   validateCapabilityPack: () => (/* binding */ validateCapabilityPack)
/* harmony export */ });
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5264);
/* harmony import */ var _rules_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5576);



/** Runs the rules over a loaded pack; diagnostics carry absolute file paths. */
async function checkCapabilityPack(ctx, rules) {
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .DiagnosticCollector */ .Pn((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .metaMap */ .m1)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules), rules);
    await (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .runRules */ .xG)(_rules_index_js__WEBPACK_IMPORTED_MODULE_1__.capabilityPackRules, ctx, collector, ctx.root);
    return collector.diagnostics;
}
/** Validates one capability pack folder. */
async function validateCapabilityPack(root, options = {}) {
    return checkCapabilityPack(await (0,_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCapabilityPack */ .y$)(root, { entry: options.entry }), options.rules);
}


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ DiagnosticCollector),
/* harmony export */   Xo: () => (/* binding */ compareBytes),
/* harmony export */   m1: () => (/* binding */ metaMap),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics),
/* harmony export */   qV: () => (/* binding */ HAS_SURROGATE),
/* harmony export */   xG: () => (/* binding */ runRules)
/* harmony export */ });
/** Collects diagnostics, applying per-rule severity overrides (or dropping rules set to `off`). */
class DiagnosticCollector {
    metas;
    overrides;
    diagnostics = [];
    constructor(metas, overrides = {}) {
        this.metas = metas;
        this.overrides = overrides;
    }
    report(rule, message, file, location = {}) {
        const setting = this.overrides[rule] ?? this.metas.get(rule)?.severity ?? 'error';
        if (setting === 'off')
            return;
        const d = { rule, severity: setting, message, file };
        if (location.line !== undefined)
            d.line = location.line;
        if (location.column !== undefined)
            d.column = location.column;
        if (location.endLine !== undefined)
            d.endLine = location.endLine;
        if (location.endColumn !== undefined)
            d.endColumn = location.endColumn;
        this.diagnostics.push(d);
    }
}
/**
 * Runs each rule against one context. A rule that throws is reported as an `internal-error`
 * diagnostic on the target instead of crashing the run: one broken check must not hide the others.
 */
async function runRules(rules, context, collector, targetFile) {
    for (const rule of rules) {
        try {
            await rule.check(context, (message, file, location) => collector.report(rule.meta.id, message, file, location));
        }
        catch (err) {
            collector.report('internal-error', `rule ${rule.meta.id} failed: ${err?.message ?? String(err)}`, targetFile);
        }
    }
}
function metaMap(rules) {
    return new Map(rules.map((r) => [r.meta.id, r.meta]));
}
function compareDiagnostics(a, b) {
    return compareBytes(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareBytes(a.rule, b.rule);
}
/** Byte-order comparison (not locale): the order every generated list uses. */
function compareBytes(a, b) {
    if (a === b)
        return 0;
    // Without surrogates, UTF-16 unit order is code point order, which is UTF-8 byte order.
    if (!HAS_SURROGATE.test(a) && !HAS_SURROGATE.test(b))
        return a < b ? -1 : 1;
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const HAS_SURROGATE = /[\uD800-\uDFFF]/;


/***/ })

};
