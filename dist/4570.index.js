export const id = 4570;
export const ids = [4570];
export const modules = {

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkAgainstLock: () => (/* binding */ checkAgainstLock),
/* harmony export */   lockMismatch: () => (/* binding */ lockMismatch),
/* harmony export */   lockPathFor: () => (/* binding */ lockPathFor),
/* harmony export */   lockedContent: () => (/* binding */ lockedContent),
/* harmony export */   pinnedCommits: () => (/* binding */ pinnedCommits),
/* harmony export */   readLock: () => (/* binding */ readLock)
/* harmony export */ });
/* unused harmony exports buildLock, writeLock */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_atomic_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3008);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3455);
/* harmony import */ var _core_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6153);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4130);
/* harmony import */ var _core_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(299);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _copy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3395);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(372);









/** `packs/<name>.lock.json` beside `packs/<name>.yaml`. */
function lockPathFor(packFile) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().join(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(packFile), `${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(packFile).replace(/\.ya?ml$/, '')}.lock.json`);
}
/** Builds the lock for a resolution: each import's commit and a content hash per selected skill. */
async function buildLock(resolution) {
    const skills = [];
    for (const s of resolution.skills) {
        skills.push({ source: s.source, id: s.id, install_name: s.installName, sha256: await hashSkill(s.dir, { containRoot: s.containRoot, label: skillLabel(s), listings: s.listings }) });
    }
    return {
        version: 1,
        pack: resolution.pack.name,
        pack_sha256: sha256Hex(resolution.pack.bytes),
        imports: resolution.imports.map((i) => ({ repo: i.repo, ref: i.ref, commit: i.commit })),
        skills,
    };
}
async function writeLock(file, lock) {
    await writeFileAtomic(file, `${JSON.stringify(lock, null, 2)}\n`);
}
async function readLock(file, shown) {
    if (!(await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .lstatOrNull */ .nd)(file)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: no lock file (run sp lock first)`);
    const parsed = (0,_core_json_js__WEBPACK_IMPORTED_MODULE_3__.parseJson)((await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFileLimited */ .lB)(file, 64 * 1024 * 1024)).toString('utf8'));
    const v = parsed.value;
    if (parsed.error || !v || v.version !== 1 || typeof v.pack_sha256 !== 'string' || !Array.isArray(v.imports) || !Array.isArray(v.skills)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file${parsed.error ? ` (${parsed.error.message})` : ''}`);
    }
    // A hand-edited or merged lock is read field by field later: a bad entry is named here, not
    // met as a TypeError in the middle of an install.
    const bad = (entry, why) => new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InvalidInputError */ .oC(`${shown}: not a valid pack lock file (${entry} ${why})`);
    for (const [n, i] of v.imports.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(i))
            throw bad(`imports[${n}]`, 'is not an object');
        if (typeof i.repo !== 'string')
            throw bad(`imports[${n}].repo`, 'must be a string');
        if (i.ref !== null && i.ref !== undefined && typeof i.ref !== 'string')
            throw bad(`imports[${n}].ref`, 'must be a string or null');
        if (typeof i.commit !== 'string' || !/^[0-9a-f]{40,64}$/.test(i.commit))
            throw bad(`imports[${n}].commit`, 'must be a full commit SHA');
    }
    for (const [n, sk] of v.skills.entries()) {
        if (!(0,_core_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isRecord */ .u)(sk))
            throw bad(`skills[${n}]`, 'is not an object');
        for (const k of ['source', 'id', 'install_name'])
            if (typeof sk[k] !== 'string' || sk[k] === '')
                throw bad(`skills[${n}].${k}`, 'must be a non-empty string');
        if (typeof sk.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sk.sha256))
            throw bad(`skills[${n}].sha256`, 'must be 64 lowercase hex digits');
    }
    return v;
}
/** The import commits a lock pins, after checking the pack file is the one that was locked. */
function pinnedCommits(pack, lock, lockShown, packShown) {
    if ((0,_core_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)(pack.bytes) !== lock.pack_sha256)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${packShown} has changed since ${lockShown} was written; run 'sp lock ${pack.name}' and commit the lock`);
    if (lock.imports.length !== pack.imports.length || lock.imports.some((i, n) => i.repo !== pack.imports[n].repo)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: its imports do not match ${packShown}; run 'sp lock ${pack.name}'`);
    }
    return lock.imports.map((i) => i.commit);
}
/**
 * Checks a resolution selects exactly the locked skills, and gives each one's locked content
 * hash by install name: an install compares them with the hashes of its staged copies, so
 * what it installs is what was locked, even if a source changes meanwhile.
 */
function lockedContent(resolution, lock, lockShown) {
    const locked = new Map(lock.skills.map((s) => [s.install_name, s]));
    const now = new Set(resolution.skills.map((s) => s.installName));
    for (const s of lock.skills)
        if (!now.has(s.install_name))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: locked skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(s)} is no longer selected`);
    const expected = new Map();
    for (const s of resolution.skills) {
        const l = locked.get(s.installName);
        if (!l)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(s)} is selected but not in the lock`);
        expected.set(s.installName, l.sha256);
    }
    return expected;
}
/** The error for a skill whose content is not what the lock says. */
function lockMismatch(skill, lockShown) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .IntegrityError */ .cs(`${lockShown}: skill ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .describeSkill */ .ZY)(skill)} does not match its locked content hash (edited since the lock was written?)`);
}
/** lockedContent, with each selected skill's sources hashed and compared (a dry run copies nothing to hash). */
async function checkAgainstLock(resolution, lock, lockShown) {
    const expected = lockedContent(resolution, lock, lockShown);
    for (const s of resolution.skills) {
        const hash = await (0,_copy_js__WEBPACK_IMPORTED_MODULE_6__/* .hashSkill */ .MC)(s.dir, { containRoot: s.containRoot, label: (0,_resolve_js__WEBPACK_IMPORTED_MODULE_7__/* .skillLabel */ ._i)(s), listings: s.listings });
        if (hash !== expected.get(s.installName))
            throw lockMismatch(s, lockShown);
    }
}


/***/ })

};
