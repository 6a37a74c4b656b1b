export const id = 6628;
export const ids = [6628];
export const modules = {

/***/ 4247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveStdio: () => (/* binding */ serveStdio)
});

// UNUSED EXPORTS: approvalPrompt, createMcpServer, holdInputOnBacklog, trackUnanswered

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js + 31 modules
var esm_server = __webpack_require__(4619);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/capability/host.ts + 3 modules
var capability_host = __webpack_require__(5856);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/capability/mime.ts
var capability_mime = __webpack_require__(9636);
// EXTERNAL MODULE: ./src/capability/safe-path.ts
var safe_path = __webpack_require__(1945);
// EXTERNAL MODULE: ./src/capability/tool-error.ts
var tool_error = __webpack_require__(9673);
;// CONCATENATED MODULE: ./src/capability/resources.ts









/**
 * Context packs (folders with pack.json) served as MCP resources, the distribution form
 * context-pack-v0.1.md names: one resource per file, `context-pack://<pack>/<path>`.
 */
const RESOURCE_SCHEME = 'context-pack:';
/** resources/read has no paging, so one resource is at most this big. */
const MAX_RESOURCE_BYTES = 16 * 1024 * 1024;
class ContextPackResources {
    packs;
    constructor(packs) {
        this.packs = packs;
    }
    static async open(dirs, cwd = process.cwd()) {
        const packs = [];
        for (const dir of dirs) {
            const shown = (0,paths/* displayPath */.Gt)(external_node_path_default().resolve(cwd, dir), cwd);
            let root;
            try {
                root = await (0,promises_.realpath)(external_node_path_default().resolve(cwd, dir));
            }
            catch (err) {
                throw new errors/* IoError */.dA((0,errors/* describeFsError */.TQ)(err, shown));
            }
            if (!(await (0,promises_.stat)(external_node_path_default().join(root, 'pack.json')).then((s) => s.isFile(), () => false)))
                throw new errors/* InvalidInputError */.oC(`${shown}: not a context pack (no pack.json)`);
            const id = external_node_path_default().basename(root).replace(/[^A-Za-z0-9._-]+/g, '-') || 'pack';
            if (packs.some((p) => p.id === id))
                throw new errors/* InvalidInputError */.oC(`${shown}: another context pack is already served as "${id}": rename one folder`);
            packs.push({ id, root });
        }
        return new ContextPackResources(packs);
    }
    get size() {
        return this.packs.length;
    }
    async list() {
        const out = [];
        for (const pack of this.packs) {
            for (const { rel, size } of await listFiles(pack.root)) {
                const entry = { uri: uriFor(pack.id, rel), name: `${pack.id}/${rel}`, size };
                const mime = (0,capability_mime/* mimeFromName */.s)(rel);
                if (mime)
                    entry.mimeType = mime;
                out.push(entry);
            }
        }
        return out;
    }
    async read(uri) {
        const { id, rel } = parseUri(uri);
        const pack = this.packs.find((p) => p.id === id);
        if (!pack)
            throw new tool_error/* ToolError */.v('unknown_pack', `${uri}: no context pack "${id}" is served`);
        const file = await (0,safe_path/* resolvePackPath */.nB)(pack.root, rel, { fromUri: true });
        const clean = file.rel;
        // Opened as read_file opens (openPackFile): a folder on the path swapped for a symlink since it was resolved is refused.
        const fh = await (0,safe_path/* openPackFile */.c_)(file);
        let bytes;
        try {
            bytes = await readWhole(fh, clean);
        }
        finally {
            await fh.close();
        }
        const named = (0,capability_mime/* mimeFromName */.s)(clean);
        const decoded = (0,read/* decodeUtf8 */._6)(bytes);
        const text = !decoded.problem && !bytes.includes(0) && (!named || (0,capability_mime/* isTextMime */.y)(named));
        const mimeType = named ?? (text ? 'text/plain' : 'application/octet-stream');
        return text ? { uri, mimeType, text: decoded.text } : { uri, mimeType, blob: bytes.toString('base64') };
    }
}
/** The whole of an opened resource, refused when it is not a regular file or is over MAX_RESOURCE_BYTES. */
async function readWhole(fh, rel) {
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new tool_error/* ToolError */.v('not_a_file', `${rel}: ${st.isDirectory() ? 'is a directory' : 'is not a regular file'}`);
        if (st.size > MAX_RESOURCE_BYTES)
            throw new tool_error/* ToolError */.v('file_too_large', `${rel}: ${st.size} bytes is over the limit of ${MAX_RESOURCE_BYTES} bytes for a resource`);
        // One byte more than stat said: reading it means the file grew meanwhile, and the read stays bounded.
        const buf = Buffer.alloc(st.size + 1);
        let got = 0;
        while (got < buf.length) {
            const { bytesRead } = await fh.read(buf, got, buf.length - got, got);
            if (bytesRead === 0)
                break;
            got += bytesRead;
        }
        if (got > st.size)
            throw new tool_error/* ToolError */.v('read_failed', `${rel}: grew while it was read; try again`);
        return buf.subarray(0, got);
    }
    catch (err) {
        if (err instanceof tool_error/* ToolError */.v)
            throw err;
        throw new tool_error/* ToolError */.v('read_failed', `${rel}: ${err.message}`);
    }
}
function uriFor(id, rel) {
    return `${RESOURCE_SCHEME}//${encodeURIComponent(id)}/${rel.split('/').map(encodeURIComponent).join('/')}`;
}
/** Decodes each segment once; the decoded path then goes through the same checks as read_file. */
function parseUri(uri) {
    const m = /^context-pack:\/\/([^/]+)\/(.+)$/.exec(uri);
    if (!m)
        throw new tool_error/* ToolError */.v('invalid_arguments', `${uri}: not a context-pack:// resource URI`);
    try {
        return { id: decodeURIComponent(m[1]), rel: m[2].split('/').map(decodeURIComponent).join('/') };
    }
    catch {
        throw new tool_error/* ToolError */.v('invalid_arguments', `${uri}: malformed percent-encoding`);
    }
}
/** Regular files below root (no symlinks, no .git), byte-order sorted. */
async function listFiles(root) {
    const out = [];
    const walk = async (dir, rel) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const e of entries) {
            const r = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory() && e.name !== '.git')
                await walk(external_node_path_default().join(dir, e.name), r);
            else if (e.isFile())
                out.push({ rel: r, size: (await (0,promises_.stat)(external_node_path_default().join(dir, e.name)).catch(() => ({ size: 0 }))).size });
        }
    };
    await walk(root, '');
    return out.sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.rel, b.rel));
}

// EXTERNAL MODULE: ./src/capability/metadata.ts
var metadata = __webpack_require__(1857);
// EXTERNAL MODULE: ./src/capability/exec.ts
var exec = __webpack_require__(3917);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/capability/stdio-transport.ts


/**
 * What to answer to one line read from the client: the message, an error reply, or nothing
 * (a blank line). JSON-RPC 2.0 §5.1: invalid JSON is a Parse error (-32700) and a JSON value
 * that is not a message is an Invalid Request (-32600), both with a null id unless the line
 * is a request whose id could be read. A batch (array) is refused as one Invalid Request:
 * MCP (2025-06-18 on) has no batches and the SDK's server reads none.
 */
function readLine(line) {
    if (line.trim() === '')
        return null;
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (err) {
        return { reply: errorReply(null, types/* ErrorCode */.O4.ParseError, `Parse error: ${err.message}`) };
    }
    const parsed = types/* JSONRPCMessageSchema */.OR.safeParse(value);
    if (parsed.success)
        return { message: parsed.data };
    if (Array.isArray(value))
        return { reply: errorReply(null, types/* ErrorCode */.O4.InvalidRequest, 'Invalid Request: batches (JSON arrays) are not supported; send one message per line') };
    return { reply: errorReply(requestId(value), types/* ErrorCode */.O4.InvalidRequest, 'Invalid Request: not a JSON-RPC 2.0 request, notification or response') };
}
/** The id of something meant as a request (it names a method), when the id itself is valid. */
function requestId(value) {
    if (typeof value !== 'object' || value === null || !('method' in value) || !('id' in value))
        return null;
    const id = value.id;
    return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}
function errorReply(id, code, message) {
    return { jsonrpc: '2.0', id, error: { code, message } };
}
/**
 * The most requests parked while the server's queue is full (holdRequests), besides a byte
 * bound (the read buffer's size): past either, nothing more is read while the server waits on
 * nothing from the client, so a client flooding requests still waits on its own full pipe;
 * while it does wait on the client, further requests are refused (SERVER_BUSY) and reading goes on.
 */
const MAX_PARKED_REQUESTS = 32;
/**
 * The JSON-RPC error code of a request refused because the server's queue and its parking are
 * full. JSON-RPC leaves -32000…-32099 to the server; the SDK uses -32000 and -32001 (a closed
 * connection, a timeout), and -32005 is EIP-1474's "limit exceeded", which clients of other
 * JSON-RPC servers already read as "try again later".
 */
const SERVER_BUSY = -32005;
const isRequest = (m) => 'method' in m && 'id' in m;
const isResponse = (m) => !('method' in m) && 'id' in m;
/** The request id a `notifications/cancelled` names, or undefined. */
function cancelledId(m) {
    if (!('method' in m) || m.method !== 'notifications/cancelled' || 'id' in m)
        return undefined;
    const id = m.params?.requestId;
    return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}
/**
 * The SDK's StdioServerTransport, except that a malformed line is answered (see readLine)
 * instead of being handed to onerror and dropped with no reply. Messages are one per line,
 * as in the SDK; the read buffer has the SDK's size limit and overflowing it closes the
 * transport, as the SDK's does. Error replies are written directly, not through send(), so a
 * wrapper counting the replies to requests (serveStdio's) does not see them.
 *
 * Unlike the SDK's, it reads only as fast as the server works and the client reads, so a
 * client that floods requests, or stops reading its replies, cannot make the server's memory
 * grow without bound:
 *  - one message is passed on per turn of the event loop, and stdin is paused while the
 *    buffer still holds a whole line, so the handlers a request starts run (and can hold the
 *    input, see holdInput) before the next is read;
 *  - when writing to stdout returns false (the pipe is full: the client is not reading), no
 *    further line is read or passed on until 'drain';
 *  - while the server's queue of requests is full (holdRequests), lines are still read, and
 *    notifications and responses passed on (a `notifications/cancelled` for a running request,
 *    the user's answer to an approval prompt), but requests are parked, up to
 *    MAX_PARKED_REQUESTS or the read buffer's size in bytes. Past that, nothing more is read,
 *    unless the server waits for an answer from the client (a request it sent, such as an
 *    approval prompt, is unanswered): then reading goes on and each further request is answered
 *    at once with a SERVER_BUSY error, so the answer, or the end of the input, is always seen
 *    (stopping would leave the prompt waiting out its timeout for an answer already sent).
 *    Memory stays bounded: what is parked is, and the refusals are writes, which stop the
 *    input once stdout is full.
 * Lines are passed on in the order read, except that notifications and responses pass requests
 * parked before them; requests keep their order. A request cancelled while parked is dropped
 * with its cancellation: it was never passed on, so nothing ran and no reply is owed (MCP).
 */
class LineStdioTransport {
    stdin;
    stdout;
    maxBufferSize;
    onclose;
    onerror;
    onmessage;
    /**
     * Settles once stdin has ended and every whole line read from it was passed on (or answered):
     * what a server waits for before it may take the input as finished.
     */
    inputEnded;
    /**
     * Settles once stdin has ended and every whole line read from it was passed on, answered or
     * parked: nothing more can come from the client (an answer to a prompt included), though
     * parked requests may still wait for their turn.
     */
    allLinesRead;
    buffer;
    started = false;
    closed = false;
    ended = false;
    endInput = () => undefined;
    endLines = () => undefined;
    /** Ids of the requests sent to the client and not yet answered (nor withdrawn): while any is, the input is read on. */
    awaiting = new Set();
    /** Reasons to read nothing now (a full stdout): input flows only at 0. */
    holds = 0;
    /** Reasons to pass no request on now (the server's queue is full): requests read meanwhile are parked. */
    requestHolds = 0;
    /** Requests read while requestHolds > 0, in order, with their line's size. */
    parked = [];
    parkedBytes = 0;
    /** A turn of the event loop is booked to read on (pump). */
    scheduled = false;
    /** Settles on the 'drain' that a write returning false waits for; one for all such writes. */
    draining = null;
    constructor(stdin = process.stdin, stdout = process.stdout, maxBufferSize = stdio/* STDIO_DEFAULT_MAX_BUFFER_SIZE */.gt) {
        this.stdin = stdin;
        this.stdout = stdout;
        this.maxBufferSize = maxBufferSize;
        this.inputEnded = new Promise((resolve) => (this.endInput = resolve));
        this.allLinesRead = new Promise((resolve) => (this.endLines = resolve));
    }
    ondata = (chunk) => {
        if ((this.buffer?.length ?? 0) + chunk.length > this.maxBufferSize) {
            this.buffer = undefined;
            this.onerror?.(new Error(`a message is over the ${this.maxBufferSize}-byte limit of the read buffer`));
            this.close().catch(() => undefined);
            return;
        }
        this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
        if (!this.scheduled)
            this.pump();
    };
    onend = () => {
        this.ended = true;
        this.checkEnded();
    };
    onstreamerror = (error) => {
        this.onerror?.(error);
    };
    async start() {
        if (this.started)
            throw new Error('LineStdioTransport already started');
        this.started = true;
        this.stdin.on('data', this.ondata);
        this.stdin.on('end', this.onend);
        this.stdin.on('error', this.onstreamerror);
    }
    /**
     * Stops reading input (and passing on lines already read) until the returned function is
     * called; holds add up. For backpressure: a write waits for 'drain'.
     */
    holdInput() {
        this.holds++;
        this.flow();
        return this.releaseOnce(() => --this.holds);
    }
    /**
     * Passes on no request until the returned function is called (holds add up): requests read
     * meanwhile are parked, and once MAX_PARKED_REQUESTS are (or the read buffer's size in bytes),
     * reading stops, or, while the server waits for an answer from the client, further requests
     * are refused as busy; notifications and responses still pass. For backpressure: the server
     * calls it while too many requests wait for a turn, and must still hear a cancellation.
     */
    holdRequests() {
        this.requestHolds++;
        return this.releaseOnce(() => --this.requestHolds);
    }
    /**
     * A hold's release: counts the hold off once however often it is called, and schedules the
     * flow when none is left. A turn later: the release may come from inside a handler or a
     * 'drain' listener.
     */
    releaseOnce(countOff) {
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            if (countOff() === 0)
                this.schedule();
        };
    }
    /** No more requests are parked while this many are. */
    parkingFull() {
        return this.parked.length >= MAX_PARKED_REQUESTS || this.parkedBytes >= this.maxBufferSize;
    }
    /** Reading stops while parking is full, unless an answer from the client is awaited. */
    stopReading() {
        return this.parkingFull() && this.awaiting.size === 0;
    }
    /** Drops the parked request a cancellation names (the last with that id); whether there was one. */
    dropParked(id) {
        for (let i = this.parked.length - 1; i >= 0; i--) {
            const m = this.parked[i].message;
            if (m.id !== id)
                continue;
            this.parkedBytes -= this.parked[i].bytes;
            this.parked.splice(i, 1);
            return true;
        }
        return false;
    }
    deliver(message) {
        try {
            this.onmessage?.(message);
        }
        catch (err) {
            this.onerror?.(err);
        }
    }
    hasLine() {
        return (this.buffer?.indexOf('\n') ?? -1) !== -1;
    }
    schedule() {
        if (this.scheduled || this.closed)
            return;
        this.scheduled = true;
        setImmediate(() => this.pump());
    }
    /**
     * Passes on one message: the first parked request once requests may flow, else the next
     * buffered line's (parking requests while they may not); then books the next turn for the rest.
     */
    pump() {
        this.scheduled = false;
        // close() (from a handler) drops the buffer: stop reading there.
        while (!this.closed && this.holds === 0) {
            if (this.requestHolds === 0 && this.parked.length > 0) {
                const { message, bytes } = this.parked.shift();
                this.parkedBytes -= bytes;
                this.deliver(message);
                if (this.parked.length > 0 || this.hasLine())
                    this.schedule();
                break;
            }
            if (!this.buffer || this.stopReading())
                break;
            const nl = this.buffer.indexOf('\n');
            if (nl === -1)
                break;
            const line = this.buffer.toString('utf8', 0, nl).replace(/\r$/, '');
            this.buffer = this.buffer.subarray(nl + 1);
            const read = readLine(line);
            if (!read)
                continue;
            if ('reply' in read) {
                void this.write(JSON.stringify(read.reply) + '\n');
                continue;
            }
            if (this.requestHolds > 0 && isRequest(read.message)) {
                if (this.parkingFull()) {
                    const { id } = read.message;
                    void this.write(JSON.stringify(errorReply(id, SERVER_BUSY, 'Server busy: too many requests wait for a turn; send it again once some are answered')) + '\n');
                    continue;
                }
                this.parked.push({ message: read.message, bytes: nl + 1 });
                this.parkedBytes += nl + 1;
                continue;
            }
            const cancelled = cancelledId(read.message);
            if (cancelled !== undefined && this.dropParked(cancelled))
                continue;
            if (isResponse(read.message))
                this.awaiting.delete(read.message.id);
            this.deliver(read.message);
            // The rest a turn later, once what this message started has run.
            if (this.hasLine() || (this.requestHolds === 0 && this.parked.length > 0))
                this.schedule();
            break;
        }
        this.flow();
        this.checkEnded();
    }
    /** Reads stdin only while nothing holds the input, no whole line waits in the buffer, and parking has room (or an answer is awaited). */
    flow() {
        if (this.closed || !this.started)
            return;
        if (this.holds > 0 || this.hasLine() || this.stopReading())
            this.stdin.pause();
        else
            this.stdin.resume();
    }
    /** Every line has been read once stdin has ended and no whole line waits; the input has ended once no parked request does either. */
    checkEnded() {
        if (!this.ended || this.closed || this.hasLine())
            return;
        this.endLines();
        if (this.parked.length === 0)
            this.endInput();
    }
    async close() {
        this.closed = true;
        this.stdin.off('data', this.ondata);
        this.stdin.off('end', this.onend);
        this.stdin.off('error', this.onstreamerror);
        if (this.stdin.listenerCount('data') === 0)
            this.stdin.pause();
        this.buffer = undefined;
        this.parked = [];
        this.parkedBytes = 0;
        this.awaiting.clear();
        this.onclose?.();
    }
    /** Writes a message; a request to the client (an approval prompt) keeps the input read until it is answered or withdrawn. */
    send(message) {
        if (isRequest(message)) {
            this.awaiting.add(message.id);
            // Reading may have stopped with parking full: the answer must be read.
            this.schedule();
        }
        else {
            const withdrawn = cancelledId(message);
            if (withdrawn !== undefined)
                this.awaiting.delete(withdrawn);
        }
        return this.write((0,stdio/* serializeMessage */.Ex)(message));
    }
    /**
     * Writes to the client. When stdout refuses more (write returns false: the client is not
     * reading), the input is held until 'drain', so replies cannot pile up in memory without
     * end; settles once the write is taken without waiting, or on that 'drain'.
     */
    write(text) {
        if (this.stdout.write(text))
            return Promise.resolve();
        if (!this.draining) {
            const release = this.holdInput();
            this.draining = new Promise((resolve) => this.stdout.once('drain', () => {
                this.draining = null;
                release();
                resolve();
            }));
        }
        return this.draining;
    }
}

// EXTERNAL MODULE: ./src/capability/secret-env.ts
var secret_env = __webpack_require__(8698);
// EXTERNAL MODULE: ./src/core/process.ts
var core_process = __webpack_require__(9978);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
;// CONCATENATED MODULE: ./src/capability/mcp-server.ts












/**
 * How long the approval prompt (an elicitation) stays open before the command is refused
 * with approval_failed: the SDK's default of 60 s is too short for a person to read argv.
 */
const APPROVAL_TIMEOUT_MS = 10 * 60 * 1000;
/**
 * Characters that show as nothing, or change how the rest shows: controls (C0, DEL, C1 such as
 * U+009B, which some terminals read as an escape sequence), format characters (bidi overrides
 * such as U+202E, which can display `rm -rf ~` backwards, zero-width spaces and joiners), line and
 * paragraph separators, and lone surrogates.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** Text for the prompt with every HIDDEN character written as a \uXXXX escape, so what the user reads is what runs (valid in the JSON line too). */
function visible(text) {
    // Each UTF-16 unit: a character beyond U+FFFF (a tag character) becomes its surrogate pair, as JSON writes it.
    return text.replace(HIDDEN, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''));
}
/**
 * The approval prompt's text: the exact argv, the folder, the variables passed (and those
 * withheld), and what it can reach; `passEnv` says who allowed a guarded name. Exported for tests.
 */
function approvalPrompt(req, passEnv = new secret_env/* PassEnvPolicy */.rh()) {
    const cmd = req.command;
    const allowed = new Set(cmd.allowedGuarded ?? []);
    const base = exec/* BASE_ENV_ALLOWLIST */.Kl.filter((n) => process.platform === 'win32' || (n !== 'SystemRoot' && n !== 'PATHEXT'));
    return [
        `Run this command from capability pack "${req.pack_id}" (tool ${req.tool})?`,
        '',
        // The argv comes from the model and the pack: its characters must not hide what it does.
        visible(JSON.stringify([cmd.program, ...cmd.args])),
        '',
        `Working folder: ${visible(cmd.dir)} (${cmd.cwd === 'pack_root' ? 'the pack folder' : 'the session workspace'})`,
        // PACKWRIGHT_RUN is named too: the user sees every variable the command gets (its value is a random id, see runMarker).
        `Environment: ${base.join(', ')} (when set)${cmd.env.length ? `, plus the tool's own: ${cmd.env.map((n) => (allowed.has(n) ? `${n} (passed: ${passEnv.allowedBy(req.pack_id, n) ?? 'the server was started with --pass-env'})` : n)).join(', ')}` : ''}${process.platform === 'win32' ? '' : `, and ${core_process/* RUN_MARKER_VARIABLE */.kc} (a random id for this run)`}`,
        // What the tool asks for and does not get: the user is not left to believe it runs with them.
        ...(cmd.withheld ?? []).map((w) => (0,secret_env/* withheldLine */.Wu)(w, req.pack_id)),
        '',
        'It runs with your user permissions and is not sandboxed: it can read and change any file you can. Accept to run it.',
    ].join('\n');
}
/**
 * Sets a request handler whose request params of the wrong shape (`"name": 5`, no `uri`) get
 * -32602 Invalid params naming each problem. The SDK checks a request against the handler's
 * schema itself and answers a mismatch with its raw ZodError as -32603 Internal error, which
 * reads as a fault of the server; so the SDK is given a schema holding only the method, and
 * the request is checked here against the real one.
 */
function setCheckedHandler(srv, schema, handler) {
    const method = schema.shape.method.value;
    srv.setRequestHandler(schemas/* object */.Ikc({ method: schemas/* literal */.euz(method) }).loose(), async (request, extra) => {
        const parsed = schema.safeParse(request);
        if (!parsed.success) {
            const problems = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(request)'}: ${i.message}`);
            throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidParams, `Invalid params for ${method}: ${problems.join('; ')}`);
        }
        return handler(parsed.data, extra);
    });
}
/**
 * Runs `work` in a turn of the limiter. A request cancelled while it waits is not worked on:
 * the SDK sends no reply to a cancelled request, so the error is never seen.
 */
async function inTurn(limiter, signal, work) {
    const endTurn = await limiter.acquire(signal);
    try {
        if (signal.aborted)
            throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidRequest, 'the request was cancelled');
        return await work();
    }
    finally {
        endTurn();
    }
}
/**
 * Builds the MCP server over a CapabilityHost. The low-level Server is used (not McpServer)
 * because tool schemas come from tools.json as JSON Schema and the tool list changes at run time.
 */
async function createMcpServer(options) {
    let server = null;
    let clientGone = false;
    void options.inputEnded?.then(() => (clientGone = true));
    const noAnswer = (req) => ({ approved: false, decision: 'approval_failed', message: `${req.tool}: the client closed its input, so no answer to the approval prompt can come; nothing ran` });
    const approve = async (req, signal) => {
        // Reads and enabling are approved by the client's own tool-permission prompt.
        if (req.kind !== 'exec')
            return { approved: true, decision: 'client' };
        if (!options.allowExec)
            return { approved: false, decision: 'operator_denied', message: `${req.tool}: execution is off on this server (the operator did not pass --allow-exec); use the pack's docs instead` };
        if (!server?.getClientCapabilities()?.elicitation?.form)
            return { approved: true, decision: 'operator_allowed' };
        // A call read before the end but started after it (one that was parked) asks nobody.
        if (clientGone)
            return noAnswer(req);
        try {
            // The signal withdraws the prompt when the client cancels the call (the SDK sends notifications/cancelled for it).
            const asked = server.elicitInput({ message: approvalPrompt(req, passEnv), requestedSchema: { type: 'object', properties: {} } }, { signal, timeout: APPROVAL_TIMEOUT_MS });
            // The prompt is left open (its timer ends with the server): a withdrawal written now could meet a closed pipe.
            const gone = options.inputEnded?.then(() => null);
            const r = await (gone ? Promise.race([asked, gone]) : asked);
            if (r === null)
                return noAnswer(req);
            if (r.action === 'accept')
                return { approved: true, decision: 'user_accepted' };
            const decision = r.action === 'decline' ? 'user_declined' : 'user_cancelled';
            return { approved: false, decision, message: `${req.tool}: the user ${r.action === 'decline' ? 'declined' : 'cancelled'} running the command; ask them before trying again` };
        }
        catch (err) {
            if (signal?.aborted)
                return { approved: false, decision: 'cancelled', message: `${req.tool}: the call was cancelled while the user was asked` };
            return { approved: false, decision: 'approval_failed', message: `${req.tool}: could not ask the user to approve the command: ${err.message}` };
        }
    };
    const packs = await (0,capability_host/* attachPacks */.om)(options.packs, options.cwd);
    const passEnv = new secret_env/* PassEnvPolicy */.rh(options.passEnv);
    // A typo in a pack_id would pass nothing, silently: refused at start, as a pack that cannot attach is.
    for (const { packId: id, source } of passEnv.entries) {
        if (id === null || packs.some((p) => p.meta.pack_id === id))
            continue;
        const where = source === undefined ? '--pass-env' : `${source}: mcp.pass-env`;
        throw new errors/* InvalidInputError */.oC(`${where} ${id}:…: no attached pack has pack_id "${id}" (attached: ${packs.map((p) => p.meta.pack_id).join(', ') || 'none'})`);
    }
    const resources = await ContextPackResources.open(options.contextPacks, options.cwd);
    const host = await capability_host/* CapabilityHost */.JO.forPacks(packs, { workspace: await options.workspace(), auditLog: options.auditLog, env: options.env, passEnv, approve }, options.cwd);
    // tools/call (in the host) and the resource requests share the host's cap: all read files.
    // tools/list does not take a turn: it answers from memory, and must not wait behind a command.
    const limiter = host.limiter;
    server = new esm_server/* Server */.g({ name: 'packwright', version: options.version }, {
        capabilities: { tools: { listChanged: true }, ...(resources.size ? { resources: {} } : {}) },
        instructions: (0,metadata/* systemPromptText */.pE)(host.metadata()),
    });
    const srv = server;
    host.onToolsChanged = () => {
        srv.sendToolListChanged().catch(() => undefined);
    };
    // The SDK runs requests concurrently. A client that pipes "enable_tools, then call the tool"
    // (or list) without waiting must still find the tools enabled: handlers start in the order
    // requests arrive, and the host starts calls, and this lists tools, after the enable_tools
    // calls made before them.
    setCheckedHandler(srv, types/* ListToolsRequestSchema */.gW, async () => {
        await host.enabledSoFar();
        return { tools: host.listTools() };
    });
    setCheckedHandler(srv, types/* CallToolRequestSchema */.FT, async (request, extra) => {
        // extra.signal aborts on notifications/cancelled for this request, and when the connection
        // closes. The request id lets serveStdio wait for a cancelled call, which gets no reply (MCP).
        const { isError, result } = await host.call(request.params.name, request.params.arguments ?? {}, { signal: extra.signal, id: extra.requestId });
        return { content: [{ type: 'text', text: JSON.stringify(result, null, 2) }], structuredContent: result, isError };
    });
    if (resources.size) {
        setCheckedHandler(srv, types/* ListResourcesRequestSchema */.OI, (_request, extra) => inTurn(limiter, extra.signal, async () => ({ resources: await resources.list() })));
        setCheckedHandler(srv, types/* ReadResourceRequestSchema */.R6, (request, extra) => inTurn(limiter, extra.signal, async () => {
            try {
                return { contents: [await resources.read(request.params.uri)] };
            }
            catch (err) {
                if (err instanceof tool_error/* ToolError */.v)
                    throw new types/* McpError */.Nh(types/* ErrorCode */.O4.InvalidParams, err.message, err.toJSON().error);
                throw err;
            }
        }));
    }
    return { server: srv, host, settled: (id) => host.settled(id) };
}
/**
 * Serves over stdio until the client closes its end and every request read by then has its
 * reply (a client that pipes a batch of requests and closes stdin still gets each answer; a
 * request it cancelled counts until its handler has finished); then kills any run still going.
 * Signals and process exit are the caller's (cli/commands/mcp.ts calls host.shutdownNow). A command waiting for the user's approval when the input
 * ends is refused at once, since no answer can come, and a command started after the end (one
 * that was parked) is refused without asking. A line that is not JSON, or not a JSON-RPC
 * message, gets a JSON-RPC error reply and the server reads on (LineStdioTransport).
 * Input is read only as fast as it is worked off: at most MAX_CONCURRENT_REQUESTS requests run;
 * while MAX_WAITING_REQUESTS wait, further requests are parked (a bounded few; notifications
 * and responses still pass) and then reading stops, as it does while stdout is full (the client
 * is not reading its replies), so no flood of requests makes memory grow without bound; while
 * an approval prompt is open, reading goes on instead and further requests are refused as busy,
 * so its answer and the end of the input are always read.
 */
async function serveStdio(options, onReady = () => undefined, streams = { stdin: process.stdin, stdout: process.stdout }) {
    const transport = new LineStdioTransport(streams.stdin, streams.stdout);
    // Open prompts are refused once every line has been read (an answer may still wait in the
    // buffer when stdin ends), without waiting for parked requests: those wait for turns, and a
    // prompt's answer cannot come after the end anyway.
    const { server, host, settled } = await createMcpServer({ ...options, inputEnded: transport.allLinesRead });
    onReady(host);
    const closed = new Promise((resolve) => {
        server.onclose = () => resolve();
    });
    holdInputOnBacklog(host.limiter, transport);
    await server.connect(transport);
    const unanswered = trackUnanswered(transport, settled);
    // Every request read has been passed on (parked ones too) once the input has ended.
    void transport.inputEnded.then(async () => {
        await unanswered.drained();
        await server.close().catch(() => undefined);
    });
    await closed;
    (0,exec.killActiveRuns)();
}
/**
 * Holds the transport's requests while MAX_WAITING_REQUESTS requests wait for a turn, so a
 * client piping requests without end waits on its own full pipe (once the transport's few
 * parked requests fill up) instead of growing the server's queue; notifications and responses
 * still come through meanwhile, so a cancellation reaches a running request and an approval
 * answer its prompt. Exported for tests.
 */
function holdInputOnBacklog(limiter, transport) {
    let release = null;
    limiter.onbacklog = (full) => {
        if (full)
            release ??= transport.holdRequests();
        else {
            release?.();
            release = null;
        }
    };
}
const mcp_server_isRequest = (m) => 'method' in m && 'id' in m;
const mcp_server_isResponse = (m) => !('method' in m) && 'id' in m;
const isCancellation = (m) => 'method' in m && m.method === 'notifications/cancelled' && !('id' in m) && typeof m.params?.requestId !== 'undefined';
/**
 * Counts requests read from the transport and not yet answered on it. A request the client
 * cancels gets no answer (MCP): it counts until its handler has finished (`settled`), which
 * for a tool call means its command was killed and its audit line written. Requests are counted
 * per id, not as a set of ids: a client that reuses an id still in flight (JSON-RPC forbids it,
 * the SDK answers each) must not have the first answer count for both, which would end the
 * session while the second still runs. Exported for tests.
 */
function trackUnanswered(transport, settled) {
    const open = new Map();
    let wake = null;
    const done = (id) => {
        const left = (open.get(id) ?? 0) - 1;
        if (left < 0)
            return;
        if (left > 0)
            open.set(id, left);
        else
            open.delete(id);
        if (open.size === 0)
            wake?.();
    };
    const receive = transport.onmessage;
    transport.onmessage = (message) => {
        if (mcp_server_isRequest(message))
            open.set(message.id, (open.get(message.id) ?? 0) + 1);
        receive?.(message);
        // After the SDK has seen it (and aborted the handler's signal).
        const cancelledId = isCancellation(message) ? message.params.requestId : undefined;
        // A turn later, so a call whose request and cancellation came in one read has its handler registered.
        if (cancelledId !== undefined && open.has(cancelledId)) {
            void new Promise((resolve) => setImmediate(resolve))
                .then(() => settled(cancelledId))
                .then(() => done(cancelledId));
        }
    };
    const send = transport.send.bind(transport);
    transport.send = async (message) => {
        try {
            await send(message);
        }
        finally {
            if (mcp_server_isResponse(message))
                done(message.id);
        }
    };
    return {
        drained: () => (open.size === 0 ? Promise.resolve() : new Promise((resolve) => (wake = resolve))),
    };
}


/***/ })

};
