export const id = 934;
export const ids = [934,6107];
export const modules = {

/***/ 934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2957);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6107);
/* harmony import */ var _targets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3892);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);




const meta = {
    name: 'discover',
    summary: 'List the targets validate would check under PATH (default ".").',
    positionals: '[PATH]',
    maxPositionals: 1,
    options: {
        json: { type: 'boolean', description: 'print [{"path","kind"}] as JSON' },
        kind: { type: 'string', valueName: 'KIND', description: `only this kind: ${_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_CHOICES */ .sp.join('|')} (default auto)` },
    },
};
async function run(ctx) {
    const kind = (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .choice */ .Yq)(ctx, 'kind', _targets_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND_CHOICES */ .sp, 'auto');
    const targets = (await (0,_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveTargets */ .h5)(ctx.positionals, kind, ctx.cwd, (0,_targets_js__WEBPACK_IMPORTED_MODULE_2__/* .unreadableWarning */ .u3)(ctx))).map((t) => ({ path: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(t.path, ctx.cwd), kind: t.kind }));
    if (ctx.values.json)
        ctx.stdout.write(`${JSON.stringify(targets, null, 2)}\n`);
    else
        ctx.stdout.write(targets.map((t) => `${t.kind}\t${t.path}\n`).join(''));
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 2731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ shard),
/* harmony export */   K: () => (/* binding */ discoverTargets)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7135);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6296);
/* harmony import */ var _packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3307);







/** Folders no pack lives in; everything else, dot-folders included (skills hide in `.curated/`), is walked. */
const SKIP_DIRS = new Set(['.git', 'node_modules']);
/**
 * Finds validation targets under `root`. A matched folder is a target and (unless its kind
 * descends) is not walked further. Symlinked folders are followed once each (by real path), so
 * a symlink loop ends the walk instead of hanging it; they are walked after every folder reached
 * without one (links in byte order), so a pack is named by its own path under `root`, not by a
 * link that a directory listing happened to return first (`cp/inner/up -> ..` naming `cp`).
 * A folder's real path is its parent's joined with its name unless it is a link: asking the
 * file system for each made 1,000 nested packs take 13 s (a readlink per path component).
 */
async function discoverTargets(root, kinds, label = root, onUnreadable) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(root);
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
    }
    if (st.isFile())
        return targetsForFile(abs, kinds, label);
    const found = [];
    if (!st.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA(`${label}: not a file or directory`);
    const seen = new Set();
    let links = [];
    const walk = async (dir, real) => {
        if (seen.has(real))
            return;
        seen.add(real);
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            if (dir === abs)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, label));
            // A folder below PATH that cannot be listed may hold packs: say so rather than pass quietly.
            onUnreadable?.((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, dir))));
            return;
        }
        const names = new Set(entries.map((e) => e.name));
        let dirKind;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, dir) && (!k.confirmDirectory || (await k.confirmDirectory(dir)))) {
                dirKind = k;
                break;
            }
        }
        if (dirKind) {
            found.push({ path: dir, kind: dirKind.meta.id, real });
            if (!dirKind.descend)
                return;
        }
        const subdirs = [];
        for (const e of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, e.name);
            let isDir = e.isDirectory();
            if (e.isSymbolicLink()) {
                const t = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).catch(() => null);
                if (t?.isDirectory()) {
                    if (!SKIP_DIRS.has(e.name))
                        links.push(full);
                    continue;
                }
                isDir = false;
            }
            if (isDir) {
                if (!SKIP_DIRS.has(e.name))
                    subdirs.push(e.name);
            }
            else {
                // Not only regular files: a FIFO, socket or dangling link named `packs/x.yaml` or
                // `x.ctxpkg` is a pack that cannot be read, and validating it says so; passing over it
                // would report a clean run with a pack missing.
                const kind = kinds.find((k) => k.matchFile?.(full, names));
                // A linked file's real path is its target's: sortTargets resolves it.
                if (kind)
                    found.push({ path: full, kind: kind.meta.id, ...(e.isSymbolicLink() ? {} : { real: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, e.name) }) });
            }
        }
        for (const name of subdirs)
            await walk(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real, name));
    };
    const rootReal = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(abs).catch(() => abs);
    await walk(abs, rootReal);
    // Links found while walking links are walked in the next round.
    while (links.length > 0) {
        const round = links.sort(_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .compareBytes */ .Xo);
        links = [];
        for (const link of round) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(link).catch(() => null);
            if (real === null)
                continue;
            // A link to a folder holding PATH (`root -> /`, `up -> ..`) would walk everything around
            // it: the whole machine, or sibling packs under the link's name. A link elsewhere (a skill
            // kept outside the sink, as installers link them) is followed.
            if ((0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real, rootReal) && real !== rootReal) {
                onUnreadable?.(`${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(label, node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(abs, link)))}: a symlink to ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(real)}, a folder that holds ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(label)}`);
                continue;
            }
            await walk(link, real);
        }
    }
    return found;
}
/**
 * A named file stands for the packs holding it, found as the commit hook finds them: a
 * pack.json, tools.json or SKILL.md (or any other file) for the pack folders above it, a
 * packs/*.yaml or .ctxpkg for itself. Finding nothing is an error, not an empty run: an empty
 * run exits 0, so a broken pack.json named on its own would pass.
 */
async function targetsForFile(abs, kinds, label) {
    const top = node_path__WEBPACK_IMPORTED_MODULE_1___default().parse(abs).root;
    const found = await (0,_packs_for_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .packsForPaths */ .K)(top, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(top, abs))], kinds);
    if (found.length > 0)
        return found;
    // One kind that takes files (`--kind ctxpkg x.bin`): the caller checks the file as one, as it
    // does a folder of a named kind, so what is wrong with it is reported.
    if (kinds.length === 1 && kinds[0].matchFile)
        return [];
    const what = kinds.length === 1 ? `a ${kinds[0].meta.id}` : 'a pack';
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${label}: not ${what} and not inside one; name a pack folder, its manifest (pack.json, tools.json, SKILL.md), a packs/*.yaml or a .ctxpkg file`);
}
/**
 * The K-th (1-based) of N contiguous, near-equal slices. The bounds are computed in BigInt:
 * in floating point K * length can round past 2^53, and then slice N of N could end short.
 */
function shard(items, k, n) {
    const bound = (i) => Number((BigInt(i) * BigInt(items.length)) / BigInt(n));
    return items.slice(bound(k - 1), bound(k));
}


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ contextPackKind)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** A repository snapshot (`context-pack build`) is also written as pack.json; it starts with its `type`. */
const SNAPSHOT_HEAD = /^\s*\{\s*"type"\s*:\s*"(full|summary)"/;
const contextPackKind = {
    meta: { id: 'context-pack', description: 'a context pack folder (pack.json), Context Pack v0.1' },
    matchDirectory: (names) => names.has('pack.json'),
    // A context pack may hold other packs: a subfolder with a pack.json of its own is a pack that
    // the outer one leaves alone (load.ts), so discovery keeps walking to validate it by itself.
    descend: true,
    async confirmDirectory(dir) {
        try {
            // O_NONBLOCK: opening a FIFO named pack.json must not wait for a writer.
            const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'pack.json'), node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
            try {
                if (!(await fh.stat()).isFile())
                    return true;
                const { bytesRead, buffer } = await fh.read(Buffer.alloc(256), 0, 256, 0);
                return !SNAPSHOT_HEAD.test(buffer.toString('utf8', 0, bytesRead));
            }
            finally {
                await fh.close();
            }
        }
        catch {
            return true; // unreadable: let validation report it
        }
    },
    async validate(target, options) {
        const { validateContextPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(6455), __webpack_require__.e(4123), __webpack_require__.e(7788), __webpack_require__.e(8803)]).then(__webpack_require__.bind(__webpack_require__, 1621));
        return validateContextPack(target, { rules: options.rules });
    },
    async rules() {
        const { contextPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(7788), __webpack_require__.e(3013)]).then(__webpack_require__.bind(__webpack_require__, 3026));
        return contextPackRules.map((r) => r.meta);
    },
};


/***/ }),

/***/ 4766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kj: () => (/* binding */ KIND_IDS),
  RD: () => (/* binding */ kindById),
  EZ: () => (/* binding */ kinds)
});

// EXTERNAL MODULE: ./src/cli/kinds/context-pack.ts
var context_pack = __webpack_require__(4267);
;// CONCATENATED MODULE: ./src/cli/kinds/capability-pack.ts
const capabilityPackKind = {
    meta: { id: 'capability-pack', description: 'a capability pack folder (tools.json), as the Capability Packs specification describes' },
    matchDirectory: (names) => names.has('tools.json'),
    async validate(target, options) {
        const { validateCapabilityPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(5292)]).then(__webpack_require__.bind(__webpack_require__, 9698));
        return validateCapabilityPack(target, { rules: options.rules });
    },
    async rules() {
        const { capabilityPackRules } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2463), __webpack_require__.e(9482), __webpack_require__.e(8871), __webpack_require__.e(7084), __webpack_require__.e(6455), __webpack_require__.e(1033), __webpack_require__.e(5576), __webpack_require__.e(6695)]).then(__webpack_require__.bind(__webpack_require__, 5576));
        return capabilityPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/ctxpkg.ts
const ctxpkgKind = {
    meta: { id: 'ctxpkg', description: 'a .ctxpkg package file (also legacy .lctxpkg), read and written as LeanCTX does' },
    matchFile: (file) => /\.l?ctxpkg$/i.test(file),
    async validate(target, options) {
        const { validateCtxpkg } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625), __webpack_require__.e(87)]).then(__webpack_require__.bind(__webpack_require__, 87));
        return validateCtxpkg(target, { rules: options.rules });
    },
    async rules() {
        const { ctxpkgRules } = await Promise.all(/* import() */[__webpack_require__.e(7564), __webpack_require__.e(2625)]).then(__webpack_require__.bind(__webpack_require__, 2625));
        return ctxpkgRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/skill.ts
const skillKind = {
    meta: { id: 'skill', description: 'an Agent Skills folder (SKILL.md)' },
    matchDirectory: (names) => names.has('SKILL.md'),
    // Skills nest (a folder with SKILL.md may hold more skill folders): keep walking.
    descend: true,
    async validate(target, options) {
        const { validateSkill } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkill(target, { rules: options.rules });
    },
    async rules() {
        const { skillRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillRules.map((r) => r.meta);
    },
};

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cli/kinds/skill-pack.ts

const skillPackKind = {
    meta: { id: 'skill-pack', description: 'a skill pack file (packs/*.yaml), Skillpacks v0' },
    matchFile: (file) => /\.ya?ml$/.test(file) && external_node_path_default().basename(external_node_path_default().dirname(file)) === 'packs',
    async validate(target, options) {
        const { validateSkillPack } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(3839), __webpack_require__.e(5274), __webpack_require__.e(9310)]).then(__webpack_require__.bind(__webpack_require__, 9310));
        return validateSkillPack(target, { rules: options.rules });
    },
    async rules() {
        const { skillPackRules } = await Promise.all(/* import() */[__webpack_require__.e(3114), __webpack_require__.e(9312), __webpack_require__.e(5274)]).then(__webpack_require__.bind(__webpack_require__, 3755));
        return skillPackRules.map((r) => r.meta);
    },
};

;// CONCATENATED MODULE: ./src/cli/kinds/index.ts





/**
 * The one registry of target kinds, in detection priority: the first kind whose
 * `matchDirectory` accepts a folder claims it.
 */
const kinds = [context_pack/* contextPackKind */.H, capabilityPackKind, skillKind, skillPackKind, ctxpkgKind];
const KIND_IDS = kinds.map((k) => k.meta.id);
function kindById(id) {
    return kinds.find((k) => k.meta.id === id);
}


/***/ }),

/***/ 3307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ packsForPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9917);



/**
 * The packs that contain any of `paths` (POSIX, relative to `top`): every folder from a
 * path's parent up to `top` that a kind claims, and the file itself when a kind claims files
 * (a `.ctxpkg`). Each folder is read once however many paths share it (a commit of 3,000
 * files touches a few hundred folders); a folder that no longer exists is skipped. A kind's
 * second look (`confirmDirectory`) is taken as in discovery, so a snapshot pack.json written
 * by `context-pack build` is no context pack here either.
 */
async function packsForPaths(top, paths, kinds) {
    // Folders as POSIX strings ('' is the top): string slicing, not path.join per file.
    const dirs = new Set();
    for (const rel of paths) {
        let d = rel;
        while (d !== '') {
            const slash = d.lastIndexOf('/');
            d = slash === -1 ? '' : d.slice(0, slash);
            if (dirs.has(d))
                break;
            dirs.add(d);
        }
    }
    // Synchronous reads on purpose: a commit touches hundreds of small folders, and a
    // thread-pool round trip per folder costs more than the read itself.
    const listed = new Map();
    for (const d of dirs) {
        let names;
        try {
            names = new Set((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d)));
        }
        catch {
            names = null;
        }
        listed.set(d, names);
    }
    const found = [];
    for (const [d, names] of listed) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, d);
        if (!names)
            continue;
        for (const k of kinds) {
            if (k.matchDirectory?.(names, abs) && (!k.confirmDirectory || (await k.confirmDirectory(abs)))) {
                found.push({ path: abs, kind: k.meta.id });
                break;
            }
        }
    }
    if (kinds.some((k) => k.matchFile)) {
        for (const rel of paths) {
            const slash = rel.lastIndexOf('/');
            const siblings = listed.get(slash === -1 ? '' : rel.slice(0, slash));
            const name = rel.slice(slash + 1);
            if (!siblings?.has(name))
                continue;
            const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(top, rel);
            const kind = kinds.find((k) => k.matchFile?.(abs, siblings));
            if (kind)
                found.push({ path: abs, kind: kind.meta.id });
        }
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .sortTargets */ .P)(found);
}


/***/ }),

/***/ 9917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sortTargets)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);



/**
 * Real paths (the path itself when it does not resolve), remembered per folder: a path that is
 * no link has its parent's real path joined with its name. realpath(3) reads every component
 * of a path (a readlink each), so asking it for each of 1,000 nested packs took seconds.
 */
function realPaths() {
    const memo = new Map();
    const real = (p) => {
        let r = memo.get(p);
        if (r !== undefined)
            return r;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(p);
        try {
            r = parent === p || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(p).isSymbolicLink() ? node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(p) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(real(parent), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(p));
        }
        catch {
            r = p;
        }
        memo.set(p, r);
        return r;
    };
    return real;
}
/**
 * Deduplicates and sorts targets by path in byte order. A pack reached twice, once through a
 * symlinked folder, is one target (checked once), named by its real path when that was given.
 */
function sortTargets(targets) {
    const byRealPath = new Map();
    const realPathOrSelf = realPaths();
    for (const t of targets) {
        const real = t.real ?? realPathOrSelf(t.path);
        const seen = byRealPath.get(real);
        if (!seen || (seen.path !== real && t.path === real))
            byRealPath.set(real, t);
    }
    return [...byRealPath.values()].sort((a, b) => (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareBytes */ .Xo)(a.path, b.path));
}


/***/ }),

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ applyShard),
/* harmony export */   h5: () => (/* binding */ resolveTargets),
/* harmony export */   sp: () => (/* binding */ KIND_CHOICES),
/* harmony export */   u3: () => (/* binding */ unreadableWarning),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2731);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9917);
/* harmony import */ var _kinds_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4766);





/** One stderr line per folder below a PATH that could not be listed (the run goes on; the exit code is the checks'). */
function unreadableWarning(ctx) {
    return (problem) => ctx.stderr.write(`packwright: warning: ${problem}; not searched for packs\n`);
}
const KIND_CHOICES = ['auto', ..._kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .KIND_IDS */ .Kj];
/**
 * The targets for a list of PATHs. With `--kind auto` every kind is detected. With a named
 * kind only that kind is looked for, and a PATH holding none is taken as a target of that
 * kind itself, so `--kind capability-pack some/folder` checks that folder and reports what is missing.
 */
async function resolveTargets(paths, kind, cwd, onUnreadable) {
    const selected = kind === 'auto' ? _kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .kinds */ .EZ : [(0,_kinds_index_js__WEBPACK_IMPORTED_MODULE_4__/* .kindById */ .RD)(kind)];
    const all = [];
    for (const p of paths.length ? paths : ['.']) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, p);
        const found = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverTargets */ .K)(abs, selected, p, onUnreadable);
        if (found.length === 0 && kind !== 'auto')
            all.push({ path: abs, kind });
        else
            all.push(...found);
    }
    return (0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .sortTargets */ .P)(all);
}
/**
 * `--shard K/N`. K and N must be exact: past Number.MAX_SAFE_INTEGER two different values read
 * as one number (1/99999999999999999999 would silently select nothing), so they are refused.
 */
function parseShard(value) {
    if (value === undefined)
        return null;
    const m = /^(\d+)\/(\d+)$/.exec(String(value));
    const k = m ? Number(m[1]) : NaN;
    const n = m ? Number(m[2]) : NaN;
    if (m && !(Number.isSafeInteger(k) && Number.isSafeInteger(n)))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--shard K and N must be at most ${Number.MAX_SAFE_INTEGER}, not '${String(value)}'`);
    if (!m || n < 1 || k < 1 || k > n)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--shard must be K/N with 1 <= K <= N, not '${String(value)}'`);
    return { k, n };
}
function applyShard(targets, spec) {
    return spec ? (0,_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .shard */ .B)(targets, spec.k, spec.n) : targets;
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


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ relativePathProblem),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   JC: () => (/* binding */ realPathSoFar),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   mi: () => (/* binding */ resolveContained),
/* harmony export */   vW: () => (/* binding */ danglingLinkLeadsOutside),
/* harmony export */   xI: () => (/* binding */ normalRelativePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);




/**
 * Why a relative path from input is unsafe, or null when it is a plain relative POSIX path.
 * Backslashes are refused rather than converted: on POSIX they are legal name characters, on
 * Windows separators, so a manifest that uses them means different files on different machines.
 *
 * With `normal`, a path must also be written the one way a file has (no `./` start, `.` or
 * empty segment, trailing `/`): a record such as pack.json's `files[]` compares paths as
 * strings, so `./a.md` beside `a.md` would list one file twice, and `a.md/` would list a file
 * while claiming a folder. A path typed by a person (a tool call's argument) is left lenient.
 */
function relativePathProblem(p, options = {}) {
    if (p.length === 0)
        return 'empty path';
    if (p.includes('\0'))
        return 'contains a NUL byte';
    if (p.includes('\\'))
        return 'contains a backslash';
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return 'is absolute';
    const segs = p.split('/');
    if (segs.some((seg) => seg === '..'))
        return 'goes up with ".."';
    if (options.normal) {
        const normal = normalRelativePath(p);
        const hint = normal === '.' ? ' (that is the folder itself)' : ` (write it as ${JSON.stringify(normal)})`;
        if (p.startsWith('./'))
            return `starts with "./"${hint}`;
        if (p.endsWith('/'))
            return `ends with "/"${hint}`;
        if (segs.includes(''))
            return `has an empty segment ("//")${hint}`;
        if (segs.includes('.'))
            return `has a "." segment${hint}`;
    }
    return null;
}
/** The normal spelling of a relative POSIX path: no `./` start, `.` or empty segments, trailing `/`. */
function normalRelativePath(p) {
    const n = node_path__WEBPACK_IMPORTED_MODULE_2___default().posix.normalize(p).replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    return n === '' ? '.' : n;
}
/** True when `child` is `root` or lies below it (both absolute, already resolved). */
function isInside(root, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, child);
    // `..` as a whole segment, not as the start of a name: `..foo` and `.. ` are names inside.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel));
}
/** `p` with symlinks resolved as far as it exists; the missing rest is appended as written. */
function realPathSoFar(p) {
    let probe = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(p);
    const rest = [];
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(probe), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe)
                return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(probe, ...rest);
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(probe));
            probe = parent;
        }
    }
}
function refusal(message, reason, link) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0(message, { reason, link });
}
/**
 * Whether a dangling symlink would lead outside `realRoot` (a real path): where it points is
 * resolved as far as it exists. A link that cannot be read counts as outside.
 */
async function danglingLinkLeadsOutside(realRoot, link) {
    try {
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(link), await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(link));
        return !isInside(realRoot, realPathSoFar(target));
    }
    catch {
        return true;
    }
}
/**
 * Resolves `rel` under `root` and proves it stays there after following symlinks.
 * Returns the lexical absolute path (what the caller should open). A path that does not
 * exist yet is checked through its nearest existing ancestor. A dangling symlink on the way is
 * refused too, with the link as the error's `link`: reason `symlink_outside` when where it
 * points (as far as that exists) is outside `root`, else `dangling_symlink`.
 */
async function resolveContained(root, rel) {
    const problem = relativePathProblem(rel);
    if (problem)
        throw refusal(`${rel}: unsafe path (${problem})`, 'unsafe');
    const absRoot = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root);
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(absRoot, rel);
    if (!isInside(absRoot, target))
        throw refusal(`${rel}: unsafe path (outside ${root})`, 'outside');
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absRoot);
    let probe = target;
    for (;;) {
        try {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(probe);
            if (!isInside(realRoot, real))
                throw refusal(`${rel}: unsafe path (resolves outside ${root} through a symlink)`, 'symlink_outside');
            return target;
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                throw err;
            const code = err.code;
            if (code === 'ELOOP')
                throw refusal(`${rel}: unsafe path (symlink loop)`, 'symlink_loop');
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
            // A dangling symlink is refused (what it names may appear later); the reason says whether it would lead outside.
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(probe);
                if (st.isSymbolicLink())
                    throw refusal(`${rel}: unsafe path (dangling symlink)`, (await danglingLinkLeadsOutside(realRoot, probe)) ? 'symlink_outside' : 'dangling_symlink', probe);
            }
            catch (e) {
                if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k0)
                    throw e;
            }
            const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(probe);
            if (parent === probe || !isInside(absRoot, parent))
                return target;
            probe = parent;
        }
    }
}
/** Forward slashes, no leading `./`: how every path appears in reports and generated files. */
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)).join('/').replace(/^\.\//, '');
}
/** A path for reports: relative to the working directory when below it, else absolute. */
function displayPath(abs, cwd = process.cwd()) {
    if (!isInside(cwd, abs))
        return toPosix(abs);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(cwd, abs);
    return rel === '' ? '.' : toPosix(rel);
}


/***/ })

};
