export const id = 985;
export const ids = [985,7258];
export const modules = {

/***/ 7258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   runStagedHook: () => (/* binding */ runStagedHook)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7167);
/* harmony import */ var _core_git_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4878);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6107);
/* harmony import */ var _core_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3455);
/* harmony import */ var _secrets_check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4653);
/* harmony import */ var _secrets_scan_content_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7780);
/* harmony import */ var _secrets_content_stream_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5821);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2957);
/* harmony import */ var _credential_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2931);
/* harmony import */ var _core_show_name_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6296);
/* harmony import */ var _core_config_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4489);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4751);














/** How the staged config (`.packwright.yml` in the index, at the top of the work tree) is named in messages. */
const STAGED_CONFIG = `staged ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2}`;
/** The statuses a commit adds content with: added, copied, modified, renamed, type changed, and `-` for FILE arguments read with ls-files. Deletions never block. */
const ADDING = new Set(['A', 'C', 'M', 'R', 'T', '-']);
const CHECKS = ['all', 'credentials', 'validate'];
const meta = {
    name: 'hook pre-commit',
    summary: 'Check what is staged for commit: credential files and secrets, then the packs the commit touches. Exit 1 blocks the commit.',
    positionals: '[FILE ...]',
    options: {
        config: { type: 'string', valueName: 'FILE', description: 'the .packwright.yml to read (default: the staged one at the top of the work tree)' },
        only: { type: 'string', valueName: 'CHECK', description: `${CHECKS.join('|')}: run one of the two checks (default all)` },
    },
    details: `Reads the staged content (the index), not the working tree, with git cat-file --batch.
Without FILEs it checks what \`git diff --cached\` lists; with FILEs (the pre-commit framework
passes them) it checks the staged version of each; a FILE with nothing staged is an error
(exit 2). HUSKY=0 skips the hook.

Exceptions go in .packwright.yml (the staged one: the credential checks read it from the
index too), or as a packwright:allow comment on the line of a finding:
  credentials:
    allow:
      - "test/fixtures/**"`,
};
async function run(ctx) {
    return runStagedHook(ctx, 'commit');
}
/** `hook pre-commit` and `hook pre-merge-commit`: the checks on what is staged. */
async function runStagedHook(ctx, kind) {
    const only = (0,_main_js__WEBPACK_IMPORTED_MODULE_9__/* .choice */ .Yq)(ctx, 'only', CHECKS, 'all');
    if (ctx.env.HUSKY === '0')
        return _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
    // The staged list is asked for at once, beside the top level (paths come relative to the top
    // either way): two git processes in parallel instead of one after the other.
    const staged = ctx.positionals.length === 0 ? (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .stagedChanges */ .GY)(ctx.cwd).then((e) => ({ e }), (err) => ({ err })) : null;
    const top = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitTopLevel */ .oB)(ctx.cwd);
    if (!top)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .IoError */ .dA(`${ctx.cwd}: not inside a git work tree; run the hook from a repository`);
    const explicitConfig = ctx.values.config;
    // One config for both checks, read once: for the credential checks at once, while the staged
    // list is still coming (its failure is reported below); for the packs only when one is touched.
    let loading;
    const startLoading = () => (loading ??= hookConfig(ctx, top, explicitConfig).then((c) => ({ c }), (err) => ({ err })));
    const config = async () => {
        const r = await startLoading();
        if ('err' in r)
            throw r.err;
        return r.c;
    };
    if (only !== 'validate')
        startLoading();
    let entries;
    let notStaged = [];
    if (staged) {
        const r = await staged;
        if ('err' in r)
            throw r.err;
        entries = r.e;
    }
    else {
        const asked = ctx.positionals.map((p) => ({ arg: p, path: repoPath(top, ctx.cwd, p) }));
        entries = await (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .indexEntriesFor */ .sZ)(top, asked.map((a) => a.path));
        notStaged = await unstagedArguments(top, asked, entries);
    }
    // Both checks wait mostly on I/O (git cat-file, folder reads), so they run side by side;
    // their output is printed in a fixed order.
    const [credentials, packs] = await Promise.allSettled([
        only !== 'validate' ? checkCredentials(top, entries, config, kind) : null,
        only !== 'credentials' ? __webpack_require__.e(/* import() */ 815).then(__webpack_require__.bind(__webpack_require__, 815)).then((m) => m.validateTouchedPacks(top, entries.map((e) => e.path), ctx.cwd, async () => (await config()).config ?? NO_CONFIG, kind)) : null,
    ]);
    if (credentials.status === 'rejected')
        throw credentials.reason;
    if (packs.status === 'rejected')
        throw packs.reason;
    let code = _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_OK */ .Ij;
    for (const arg of notStaged)
        ctx.stderr.write(notStagedLine(arg));
    if (credentials.value) {
        ctx.stderr.write(credentials.value.text);
        if (!credentials.value.ok)
            code = _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_FINDINGS */ .cB;
    }
    if (packs.value) {
        ctx.stderr.write(packs.value.text);
        if (!packs.value.ok)
            code = _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_FINDINGS */ .cB;
    }
    // A FILE that could not be checked fails closed, as an error rather than as findings.
    return notStaged.length > 0 ? _types_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_USAGE */ .Ri : code;
}
/**
 * The FILE arguments with nothing in the index to check: not added (or ignored), or a name node
 * could not pass through (argv is decoded as UTF-8). A file this commit deletes is not one of
 * them: deletions never block.
 */
async function unstagedArguments(top, asked, entries) {
    const missing = new Set((0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pathsWithoutEntries */ .dp)(asked.map((a) => a.path), entries));
    if (missing.size === 0)
        return [];
    const deleted = await (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pathsInHead */ .KL)(top, [...missing]);
    return asked.filter((a) => missing.has(a.path) && !deleted.has(a.path)).map((a) => a.arg);
}
function notStagedLine(arg) {
    if (arg.includes('\uFFFD'))
        return `packwright: not checked: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)(arg)} (no staged file has this name; a name that is not valid UTF-8 reaches node with U+FFFD in place of its bytes: run the hook without FILEs to check every staged file)\n`;
    return `packwright: not staged: ${(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)(arg)} (the hook checks the staged version of each FILE; git add it, or leave it out)\n`;
}
/** The credential rules on the staged files: the report text (exceptions used, findings) and whether it passed. */
async function checkCredentials(top, entries, config, kind) {
    const loaded = await config();
    const { warning } = loaded;
    const options = loaded.config ? await (0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .credentialOptionsFrom */ .q5)(loaded.config, loaded.allowRoot, loaded.label) : { config: null, allowRoot: null, allow: null };
    const check = new _secrets_check_js__WEBPACK_IMPORTED_MODULE_6__/* .CredentialCheck */ .Qj(options.allow, (p) => (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(options.allowRoot ?? top, node_path__WEBPACK_IMPORTED_MODULE_0___default().join(top, p))), options.config?.rules);
    await checkStaged(top, entries.filter((e) => ADDING.has(e.status) && ((0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isRegularFile */ .Ze)(e) || e.mode === _core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .MODE_SYMLINK */ .it)), check);
    // Sorted: with many blobs, two cat-file processes hand them over in no fixed order.
    const findings = [...check.findings].sort(_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .compareFindings */ .Eg);
    const raw = rawNames(entries);
    const warnings = findings.filter((f) => f.severity === 'warning').map((f) => `packwright: warning ${(0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .findingWhere */ .RI)(f, raw.get(f.path))}  [${f.rule}] ${f.message}`);
    let text = [...(warning ? [warning] : []), ...(0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .allowedLines */ .KX)(check.allowed), ...warnings].map((l) => `${l}\n`).join('');
    const errors = findings.filter((f) => f.severity === 'error');
    if (errors.length > 0)
        text += blockedMessage(errors, raw, kind);
    return { ok: errors.length === 0, text };
}
/** What the packs are validated with when there is no config. */
const NO_CONFIG = { file: null, rules: {}, raw: {} };
/**
 * `--config FILE` as given; otherwise the `.packwright.yml` the commit records: the staged blob
 * at the top of the work tree, never the working-tree file (an unstaged `allow: ["**"]` must not
 * decide a commit). When the working tree's differs, `warning` says so. Its `rules:` ids are
 * checked (the registries load only when it has `rules:`).
 */
async function hookConfig(ctx, top, explicit) {
    if (explicit !== undefined) {
        const { file, config } = await (0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .loadExplicitConfig */ .NT)(explicit, ctx.cwd);
        return { config, allowRoot: node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), label: file, warning: null };
    }
    const entry = (await (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .indexEntriesFor */ .sZ)(top, [_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2])).find((e) => e.path === _core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2) ?? null;
    const staged = entry && (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isRegularFile */ .Ze)(entry) ? await (0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .loadConfigBlob */ .kB)(top, entry.oid, STAGED_CONFIG) : null;
    const warning = await configWarning(top, entry, staged?.bytes ?? null);
    return { config: staged?.config ?? null, allowRoot: top, label: STAGED_CONFIG, warning };
}
/** One line when the working tree's .packwright.yml is not what the commit records, or the staged one is not read. */
async function configWarning(top, entry, staged) {
    if (entry && !staged)
        return `packwright: warning: the staged ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2} is not a regular file (a symbolic link or a submodule), so it is not read; the credential checks use their defaults`;
    const file = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(top, _core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2);
    const st = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .lstatOrNull */ .nd)(file);
    if (!entry)
        return st ? `packwright: warning: ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2} is not staged, so this commit is checked without it (git add ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2} to use it)` : null;
    if (staged && st?.isFile() && st.size === staged.length) {
        const same = await (0,_core_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readFileLimited */ .lB)(file, _core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_MAX_BYTES */ .SL).then((b) => b.equals(staged), () => false);
        if (same)
            return null;
    }
    // The bytes differ, but git may still call them equal (a CRLF conversion, a clean filter).
    if (st) {
        const diff = await (0,_core_git_js__WEBPACK_IMPORTED_MODULE_1__/* .runGit */ .EO)(['diff', '--quiet', '--no-ext-diff', '--no-textconv', '--', _core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
        if (diff.code === 0)
            return null;
    }
    return `packwright: warning: ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2} in the working tree differs from the staged one; this commit is checked with the staged one (git add ${_core_config_js__WEBPACK_IMPORTED_MODULE_12__/* .CONFIG_FILE */ .g2} to use yours)`;
}
/** For each path that is not valid UTF-8 (and so holds U+FFFD), the names' bytes. */
function rawNames(entries) {
    const names = new Map();
    for (const e of entries) {
        if (!e.rawPath)
            continue;
        const list = names.get(e.path) ?? [];
        if (!list.some((b) => b.equals(e.rawPath)))
            list.push(e.rawPath);
        names.set(e.path, list);
    }
    return names;
}
/** A FILE argument as a POSIX path relative to the top of the work tree. */
function repoPath(top, cwd, p) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, p);
    if (!(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .FK)(top, abs))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${p}: outside the repository ${top}`);
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .toPosix */ .d7)(node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(top, abs)) || '.';
}
/**
 * Name rules on every file, content rules on each distinct staged blob: a symbolic link's too
 * (no file by its name, but the commit records its target text as a blob). A blob over
 * CONTENT_WINDOW_BYTES is read whole, window by window, as git hands it over (ContentStream).
 */
async function checkStaged(top, entries, check) {
    const pathsByOid = new Map();
    for (const e of entries) {
        if ((0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isRegularFile */ .Ze)(e))
            check.checkName(e.path);
        const list = pathsByOid.get(e.oid);
        if (list)
            list.push(e.path);
        else
            pathsByOid.set(e.oid, [e.path]);
    }
    const onBlob = (blob) => {
        for (const p of pathsByOid.get(blob.oid) ?? [])
            check.checkContent(p, blob.head);
    };
    const onLong = (oid) => {
        const paths = pathsByOid.get(oid) ?? [];
        const stream = new _secrets_content_stream_js__WEBPACK_IMPORTED_MODULE_8__/* .ContentStream */ ._V(paths.map(_secrets_check_js__WEBPACK_IMPORTED_MODULE_6__/* .baseName */ .Fl));
        return {
            write: (chunk) => stream.write(chunk),
            end: () => {
                stream.end();
                for (const p of paths)
                    check.checkHits(p, stream.hitsFor((0,_secrets_check_js__WEBPACK_IMPORTED_MODULE_6__/* .baseName */ .Fl)(p)));
            },
        };
    };
    await (0,_core_git_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readBlobHeads */ .Pr)(top, [...pathsByOid.keys()], _secrets_scan_content_js__WEBPACK_IMPORTED_MODULE_7__/* .CONTENT_WINDOW_BYTES */ .zO, onBlob, { onLong });
}
/** Single-quoted for a POSIX shell. */
function shellQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}
/**
 * The pathspec for one path relative to the top, as git reads it from any folder of the work
 * tree and without globbing (`git rm --cached -- 'sub/.env'` fails when run from `sub/`).
 */
const TOP_LITERAL = ':(top,literal)';
/** A name fit to be typed as it is: valid UTF-8 (no bytes of its own) and no control characters. */
function typeable(p, raw) {
    return !raw && !(0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .hasControlCharacter */ .Fd)(p);
}
/**
 * A `printf` format (POSIX, also bash's and zsh's builtin) that writes each name NUL-terminated:
 * printable ASCII as it is, every other byte in octal, so no byte of a name is lost to the
 * terminal's or the shell's encoding.
 */
function printfFormat(names) {
    let out = '';
    for (const name of names) {
        for (const b of Buffer.concat([Buffer.from(TOP_LITERAL), name])) {
            const c = String.fromCharCode(b);
            if (c === "'")
                out += `'\\''`;
            else if (c === '\\')
                out += '\\\\';
            else if (c === '%')
                out += '%%';
            else if (b >= 0x20 && b < 0x7f)
                out += c;
            else
                out += `\\${b.toString(8).padStart(3, '0')}`;
        }
        out += '\\0';
    }
    return `'${out}'`;
}
function blockedMessage(findings, raw, kind) {
    const n = findings.length;
    const lines = [
        kind === 'merge'
            ? `packwright: merge blocked: ${n} credential finding${n === 1 ? '' : 's'} in what the merge adds to this branch (values are not shown)`
            : `packwright: commit blocked: ${n} credential finding${n === 1 ? '' : 's'} in the staged files (values are not shown)`,
    ];
    for (const f of findings)
        lines.push(`  ${(0,_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .findingWhere */ .RI)(f, raw.get(f.path))}  [${f.rule}] ${f.message}`);
    const named = [...new Set(findings.filter((f) => !f.line && !f.inName).map((f) => f.path))];
    // Content findings of such a file carry a cut path too: not a key of `raw`, so never spelled out.
    const inNames = new Set(findings.filter((f) => f.inName).map((f) => f.path));
    const content = [...new Set(findings.filter((f) => f.line).map((f) => f.path))];
    const plain = named.filter((p) => typeable(p, raw.get(p)));
    const odd = named.filter((p) => !typeable(p, raw.get(p))).flatMap((p) => raw.get(p) ?? [Buffer.from(p, 'utf8')]);
    lines.push('To fix:');
    if (plain.length > 0)
        lines.push(`  - keep the file out of git: git rm --cached -- ${plain.map((p) => shellQuote(TOP_LITERAL + p)).join(' ')}`);
    if (odd.length > 0) {
        const what = named.some((p) => raw.has(p)) ? 'not valid UTF-8 or with control characters' : 'with control characters';
        lines.push(`  - keep the ${plain.length > 0 ? 'other ' : ''}file${odd.length === 1 ? '' : 's'} out of git (a name ${what}, so its bytes are spelled in octal):`, `    printf ${printfFormat(odd)} | xargs -0 git rm --cached --`);
    }
    if (named.length > 0)
        lines.push('    and add it to .gitignore (the file stays on disk)');
    if (inNames.size > 0)
        lines.push(`  - rename the file${inNames.size === 1 ? '' : 's'} whose name holds the secret (shown cut before it) and git add again; a secret that was ever pushed must be revoked`);
    if (content.length > 0)
        lines.push(`  - take the secret out of ${content.map((p) => (raw.has(p) ? raw.get(p).map(_credential_options_js__WEBPACK_IMPORTED_MODULE_10__/* .gitQuoted */ .HW).join(' or ') : (0,_core_show_name_js__WEBPACK_IMPORTED_MODULE_11__/* .showPath */ .P8)(p))).join(', ')} (read it from the environment instead),`, '    then git add the file again; a secret that was ever pushed must be revoked');
    // A blocked merge stays in progress, with its result in the index.
    if (kind === 'merge')
        lines.push('  - then git commit to conclude the merge (the pre-commit hook checks it again), or git merge --abort');
    lines.push('  - if it is not a secret: add a glob under credentials.allow in .packwright.yml,', '    or put a packwright:allow comment on the line of a content finding', `  (git ${kind} --no-verify skips this check; not recommended)`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   meta: () => (/* binding */ meta),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7258);

/**
 * `git merge` runs the pre-merge-commit hook (not pre-commit) before it commits a merge it made
 * without conflicts: the merge's result is in the index and HEAD is still the branch merged
 * into, so `git diff --cached` lists what the merge brings to this branch (every file the other
 * side added or changed, as a `git commit` of the same merge would check). Same checks as
 * `hook pre-commit`; a blocked merge stays in progress, for `git commit` or `git merge --abort`.
 */
const meta = {
    name: 'hook pre-merge-commit',
    summary: 'Check what a merge commit brings to the branch: credential files and secrets, then the packs it touches. Exit 1 blocks the merge.',
    positionals: '',
    maxPositionals: 0,
    options: { config: _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.meta.options.config, only: _hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.meta.options.only },
    details: `Run by git merge before it records a merge made without conflicts (a merge with
conflicts is committed by git commit, which runs the pre-commit hook). It checks what the
merge brings to the current branch, as hook pre-commit checks a commit: every file the merge
adds or changes against HEAD (the staged diff; the merge's result is in the index), with the
.packwright.yml the merge would record. A blocked merge stays in progress: fix the index,
then git commit, or git merge --abort. git merge --no-verify skips it; HUSKY=0 too.`,
};
async function run(ctx) {
    return (0,_hook_pre_commit_js__WEBPACK_IMPORTED_MODULE_0__.runStagedHook)(ctx, 'merge');
}


/***/ })

};
