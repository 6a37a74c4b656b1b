export const id = 4089;
export const ids = [4089];
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


/***/ })

};
