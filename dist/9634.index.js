export const id = 9634;
export const ids = [9634,4654,6296,6153];
export const modules = {

/***/ 4582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  meta: () => (/* binding */ meta),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/git.ts + 1 modules
var git = __webpack_require__(408);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git-index.ts



const MODE_SYMLINK = '120000';
const MODE_GITLINK = '160000';
/** A regular file (not a symlink, not a submodule): the entries whose content is scanned. */
function isRegularFile(entry) {
    return entry.mode === '100644' || entry.mode === '100755';
}
/**
 * What the next commit changes: `git diff --cached --raw -z` against HEAD (against the empty
 * tree in a repository with no commit yet, which git does by itself). Paths are relative to
 * the top of the work tree from any `cwd` inside it. Renames are not detected, so a moved
 * file shows as a deletion and an addition at its new path.
 */
async function stagedChanges(cwd) {
    const r = await (0,git/* runGit */.EO)(['diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', '--no-relative', '--ignore-submodules=none'], { cwd });
    return parseRawDiff(r.stdout);
}
/**
 * Parses `git diff --raw -z`: `:oldmode newmode oldoid newoid STATUS\0path\0`, with a second
 * path after copies and renames (the new one is what the commit adds).
 */
function parseRawDiff(out) {
    const fields = nulFields(out);
    const entries = [];
    for (let i = 0; i < fields.length;) {
        const head = fields[i++].text;
        if (!head.startsWith(':'))
            continue;
        const [, newMode, , newOid, statusField] = head.slice(1).split(' ');
        const status = statusField.charAt(0);
        let p = fields[i++];
        if (status === 'R' || status === 'C')
            p = fields[i++];
        if (p === undefined)
            break;
        entries.push(withPath({ mode: newMode, oid: newOid, status }, p));
    }
    return entries;
}
/**
 * `-z` output split at NUL and decoded as UTF-8. The whole output is decoded at once; only when
 * that shows a replacement character are the fields decoded one by one, keeping the bytes of
 * each that is not valid UTF-8 (a NUL always decodes to itself, so the split lines up).
 */
function nulFields(out) {
    const whole = out.toString('utf8');
    if (!whole.includes('\uFFFD'))
        return whole.split('\0').map((text) => ({ text }));
    const fields = [];
    let start = 0;
    for (;;) {
        const end = out.indexOf(0, start);
        const raw = out.subarray(start, end === -1 ? out.length : end);
        const text = raw.toString('utf8');
        fields.push(text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(raw) ? { text, raw: Buffer.from(raw) } : { text });
        if (end === -1)
            return fields;
        start = end + 1;
    }
}
function withPath(e, p) {
    return p.raw ? { path: p.text, ...e, rawPath: p.raw } : { path: p.text, ...e };
}
/**
 * The index entries for given paths (`git ls-files --stage -z`), read literally, not as globs.
 * A folder stands for the files under it. Unmerged paths (stages 1-3 only) are left out: a
 * commit takes stage 0 alone.
 */
async function indexEntriesFor(top, paths) {
    if (paths.length === 0)
        return [];
    const r = await (0,git/* runGit */.EO)(['ls-files', '--stage', '-z', '--', ...paths], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' } });
    const seen = new Set();
    const entries = [];
    for (const rec of nulFields(r.stdout)) {
        const tab = rec.text.indexOf('\t');
        if (tab === -1)
            continue;
        const [mode, oid, stage] = rec.text.slice(0, tab).split(' ');
        // The path's bytes start after the tab (the part before it is ASCII, one byte a character).
        const p = rec.raw ? { text: rec.text.slice(tab + 1), raw: rec.raw.subarray(tab + 1) } : { text: rec.text.slice(tab + 1) };
        const key = p.raw ? `raw:${p.raw.toString('hex')}` : `text:${p.text}`;
        // An unmerged path has stages 1-3; only stage 0 is what a commit would take.
        if (stage !== '0' || seen.has(key))
            continue;
        seen.add(key);
        entries.push(withPath({ mode, oid, status: '-' }, p));
    }
    return entries;
}
/**
 * The `paths` (relative to the top, as given to indexEntriesFor) that no entry stands for: an
 * entry at that path or, for a folder, under it. `.` and `''` stand for the whole tree.
 */
function pathsWithoutEntries(paths, entries) {
    const have = new Set(entries.map((e) => e.path));
    const folders = new Set();
    for (const e of entries)
        for (let i = e.path.indexOf('/'); i !== -1; i = e.path.indexOf('/', i + 1))
            folders.add(e.path.slice(0, i));
    return paths.filter((p) => {
        const q = p.replace(/\/+$/, '');
        if (q === '' || q === '.')
            return entries.length === 0;
        return !have.has(q) && !folders.has(q);
    });
}
/** Which of `paths` (relative to the top) HEAD has, as files or folders: none without a HEAD. */
async function pathsInHead(top, paths) {
    if (paths.length === 0)
        return new Set();
    const r = await (0,git/* runGit */.EO)(['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD', '--', ...paths], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
    if (r.code !== 0)
        return new Set();
    const listed = nulFields(r.stdout).map((f) => ({ path: f.text, mode: '', oid: '', status: '-' }));
    const missing = new Set(pathsWithoutEntries(paths, listed));
    return new Set(paths.filter((p) => !missing.has(p)));
}
/** Objects per `git cat-file` process before a second one is worth its start-up. */
const OBJECTS_PER_PROCESS = 512;
/**
 * Streams objects through `git cat-file --batch --buffer` and hands each to `onBlob` as soon
 * as it has arrived. Only the first `headBytes` of each object are kept; the rest is read from
 * the pipe and dropped, so memory stays bounded whatever the sizes. Missing objects are
 * skipped. Many objects are split over `processes` cat-file processes (default: two when
 * there are more than OBJECTS_PER_PROCESS), so inflating loose objects uses a second core.
 */
async function readBlobHeads(top, oids, headBytes, onBlob, processes = oids.length > OBJECTS_PER_PROCESS ? 2 : 1) {
    if (oids.length === 0)
        return;
    const per = Math.ceil(oids.length / processes);
    const parts = [];
    for (let i = 0; i < oids.length; i += per)
        parts.push(oids.slice(i, i + per));
    const runs = await Promise.allSettled(parts.map((part) => catFileBatch(top, part, headBytes, onBlob)));
    for (const r of runs)
        if (r.status === 'rejected')
            throw r.reason;
}
function catFileBatch(top, oids, headBytes, onBlob) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch', '--buffer'], { cwd: top, env: (0,git/* gitEnv */.gE)(), stdio: ['pipe', 'pipe', 'pipe'] });
        const parser = new BatchParser(headBytes, onBlob);
        const errors = [];
        let failed = null;
        child.stdout.on('data', (chunk) => {
            if (failed)
                return;
            try {
                parser.push(chunk);
            }
            catch (err) {
                failed = err;
                child.kill();
            }
        });
        child.stderr.on('data', (b) => errors.push(b));
        child.on('error', (e) => reject(new core_errors/* IoError */.dA(`git: ${e.code === 'ENOENT' ? 'not found on PATH' : e.message}`)));
        child.on('close', (code) => {
            if (failed)
                return reject(failed);
            if (code !== 0) {
                const line = Buffer.concat(errors).toString('utf8').split('\n').find((l) => l.trim()) ?? `exit code ${code}`;
                return reject(new core_errors/* IoError */.dA(`git cat-file: ${line.trim()}`));
            }
            if (!parser.idle())
                return reject(new core_errors/* IoError */.dA('git cat-file: output ended inside an object'));
            resolve();
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(`${oids.join('\n')}\n`);
    });
}
/** The `--batch` output format: `<oid> <type> <size>\n<content>\n`, or `<oid> missing\n`. */
class BatchParser {
    headBytes;
    onBlob;
    header = [];
    current = null;
    /** The LF after an object's content is still to come. */
    trailer = false;
    constructor(headBytes, onBlob) {
        this.headBytes = headBytes;
        this.onBlob = onBlob;
    }
    idle() {
        return this.current === null && !this.trailer && this.header.length === 0;
    }
    push(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.trailer) {
                if (chunk[at] !== 0x0a)
                    throw new core_errors/* IoError */.dA('git cat-file: unexpected output after an object');
                this.trailer = false;
                at++;
                continue;
            }
            const cur = this.current;
            if (cur) {
                const take = Math.min(cur.remaining, chunk.length - at);
                const keep = Math.min(take, this.headBytes - cur.keptBytes);
                if (keep > 0) {
                    cur.kept.push(chunk.subarray(at, at + keep));
                    cur.keptBytes += keep;
                }
                cur.remaining -= take;
                at += take;
                if (cur.remaining === 0) {
                    this.current = null;
                    this.trailer = true;
                    this.onBlob({ oid: cur.oid, size: cur.size, head: cur.kept.length === 1 ? cur.kept[0] : Buffer.concat(cur.kept, cur.keptBytes) });
                }
                continue;
            }
            const nl = chunk.indexOf(0x0a, at);
            if (nl === -1) {
                this.header.push(chunk.subarray(at));
                return;
            }
            this.header.push(chunk.subarray(at, nl));
            at = nl + 1;
            const line = Buffer.concat(this.header).toString('utf8');
            this.header = [];
            const parts = line.split(' ');
            if (parts.length === 2 && (parts[1] === 'missing' || parts[1] === 'ambiguous'))
                continue;
            const size = Number(parts[2]);
            if (parts.length !== 3 || !Number.isSafeInteger(size) || size < 0)
                throw new core_errors/* IoError */.dA(`git cat-file: unexpected header '${line.slice(0, 80)}'`);
            this.current = { oid: parts[0], size, remaining: size, kept: [], keptBytes: 0 };
            if (size === 0) {
                this.current = null;
                this.trailer = true;
                this.onBlob({ oid: parts[0], size: 0, head: Buffer.alloc(0) });
            }
        }
    }
}

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/secrets/check.ts
var secrets_check = __webpack_require__(4653);
// EXTERNAL MODULE: ./src/secrets/scan-content.ts
var scan_content = __webpack_require__(7780);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __webpack_require__(2957);
// EXTERNAL MODULE: ./src/cli/credential-options.ts + 1 modules
var credential_options = __webpack_require__(2931);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/hook-pre-commit.ts













/** How the staged config (`.packwright.yml` in the index, at the top of the work tree) is named in messages. */
const STAGED_CONFIG = `staged ${core_config/* CONFIG_FILE */.g2}`;
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
    const only = (0,main/* choice */.Yq)(ctx, 'only', CHECKS, 'all');
    if (ctx.env.HUSKY === '0')
        return types/* EXIT_OK */.Ij;
    // The staged list is asked for at once, beside the top level (paths come relative to the top
    // either way): two git processes in parallel instead of one after the other.
    const staged = ctx.positionals.length === 0 ? stagedChanges(ctx.cwd).then((e) => ({ e }), (err) => ({ err })) : null;
    const top = await (0,git/* gitTopLevel */.oB)(ctx.cwd);
    if (!top)
        throw new core_errors/* IoError */.dA(`${ctx.cwd}: not inside a git work tree; run the hook from a repository`);
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
        entries = await indexEntriesFor(top, asked.map((a) => a.path));
        notStaged = await unstagedArguments(top, asked, entries);
    }
    // Both checks wait mostly on I/O (git cat-file, folder reads), so they run side by side;
    // their output is printed in a fixed order.
    const [credentials, packs] = await Promise.allSettled([
        only !== 'validate' ? checkCredentials(top, entries, config) : null,
        only !== 'credentials' ? __webpack_require__.e(/* import() */ 815).then(__webpack_require__.bind(__webpack_require__, 815)).then((m) => m.validateTouchedPacks(top, entries.map((e) => e.path), ctx.cwd, async () => (await config()).config ?? NO_CONFIG)) : null,
    ]);
    if (credentials.status === 'rejected')
        throw credentials.reason;
    if (packs.status === 'rejected')
        throw packs.reason;
    let code = types/* EXIT_OK */.Ij;
    for (const arg of notStaged)
        ctx.stderr.write(notStagedLine(arg));
    if (credentials.value) {
        ctx.stderr.write(credentials.value.text);
        if (!credentials.value.ok)
            code = types/* EXIT_FINDINGS */.cB;
    }
    if (packs.value) {
        ctx.stderr.write(packs.value.text);
        if (!packs.value.ok)
            code = types/* EXIT_FINDINGS */.cB;
    }
    // A FILE that could not be checked fails closed, as an error rather than as findings.
    return notStaged.length > 0 ? types/* EXIT_USAGE */.Ri : code;
}
/**
 * The FILE arguments with nothing in the index to check: not added (or ignored), or a name node
 * could not pass through (argv is decoded as UTF-8). A file this commit deletes is not one of
 * them: deletions never block.
 */
async function unstagedArguments(top, asked, entries) {
    const missing = new Set(pathsWithoutEntries(asked.map((a) => a.path), entries));
    if (missing.size === 0)
        return [];
    const deleted = await pathsInHead(top, [...missing]);
    return asked.filter((a) => missing.has(a.path) && !deleted.has(a.path)).map((a) => a.arg);
}
function notStagedLine(arg) {
    if (arg.includes('\uFFFD'))
        return `packwright: not checked: ${(0,show_name/* showPath */.P8)(arg)} (no staged file has this name; a name that is not valid UTF-8 reaches node with U+FFFD in place of its bytes: run the hook without FILEs to check every staged file)\n`;
    return `packwright: not staged: ${(0,show_name/* showPath */.P8)(arg)} (the hook checks the staged version of each FILE; git add it, or leave it out)\n`;
}
/** The credential rules on the staged files: the report text (exceptions used, notes, findings) and whether it passed. */
async function checkCredentials(top, entries, config) {
    const loaded = await config();
    const { warning } = loaded;
    const options = loaded.config ? await (0,credential_options/* credentialOptionsFrom */.q5)(loaded.config, loaded.allowRoot, loaded.label) : { config: null, allowRoot: null, allow: null };
    const check = new secrets_check/* CredentialCheck */.Q(options.allow, (p) => (0,paths/* toPosix */.d7)(external_node_path_default().relative(options.allowRoot ?? top, external_node_path_default().join(top, p))), options.config?.rules);
    const notes = await checkStaged(top, entries.filter((e) => ADDING.has(e.status) && isRegularFile(e)), check);
    const warnings = check.findings.filter((f) => f.severity === 'warning').map((f) => `packwright: warning ${(0,credential_options/* findingWhere */.RI)(f)}  [${f.rule}] ${f.message}`);
    let text = [...(warning ? [warning] : []), ...(0,credential_options/* allowedLines */.KX)(check.allowed), ...warnings, ...notes].map((l) => `${l}\n`).join('');
    const errors = check.errors;
    if (errors.length > 0)
        text += blockedMessage(errors, rawNames(entries));
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
    // Imported only when there is a config to check: rule-ids loads the kinds' registry.
    const withKnownRuleIds = async (config) => (await __webpack_require__.e(/* import() */ 3673).then(__webpack_require__.bind(__webpack_require__, 3673))).withKnownRuleIds(config);
    if (explicit !== undefined) {
        const file = external_node_path_default().resolve(ctx.cwd, explicit);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new core_errors/* IoError */.dA(`${explicit}: no such file or directory`);
        return { config: await withKnownRuleIds(await (0,core_config.loadConfig)(file)), allowRoot: external_node_path_default().dirname(file), label: file, warning: null };
    }
    const entry = (await indexEntriesFor(top, [core_config/* CONFIG_FILE */.g2])).find((e) => e.path === core_config/* CONFIG_FILE */.g2) ?? null;
    const stagedBytes = entry && isRegularFile(entry) ? await stagedBlob(top, entry.oid) : null;
    const warning = await configWarning(top, entry, stagedBytes);
    const config = stagedBytes ? await withKnownRuleIds(await (0,core_config/* parseConfig */.o4)(stagedBytes.toString('utf8'), STAGED_CONFIG)) : null;
    return { config, allowRoot: top, label: STAGED_CONFIG, warning };
}
async function stagedBlob(top, oid) {
    let blob = null;
    await readBlobHeads(top, [oid], core_config/* CONFIG_MAX_BYTES */.SL + 1, (b) => (blob = b));
    const got = blob;
    if (!got)
        throw new core_errors/* IoError */.dA(`${STAGED_CONFIG}: git cat-file cannot read the staged object ${oid}`);
    if (got.size > core_config/* CONFIG_MAX_BYTES */.SL)
        throw new core_errors/* InvalidInputError */.oC(`${STAGED_CONFIG}: ${got.size} bytes is over the limit of ${core_config/* CONFIG_MAX_BYTES */.SL} bytes`);
    return got.head;
}
/** One line when the working tree's .packwright.yml is not what the commit records, or the staged one is not read. */
async function configWarning(top, entry, staged) {
    if (entry && !staged)
        return `packwright: warning: the staged ${core_config/* CONFIG_FILE */.g2} is not a regular file (a symbolic link or a submodule), so it is not read; the credential checks use their defaults`;
    const file = external_node_path_default().join(top, core_config/* CONFIG_FILE */.g2);
    const st = await (0,read/* lstatOrNull */.nd)(file);
    if (!entry)
        return st ? `packwright: warning: ${core_config/* CONFIG_FILE */.g2} is not staged, so this commit is checked without it (git add ${core_config/* CONFIG_FILE */.g2} to use it)` : null;
    if (staged && st?.isFile() && st.size === staged.length) {
        const same = await (0,read/* readFileLimited */.lB)(file, core_config/* CONFIG_MAX_BYTES */.SL).then((b) => b.equals(staged), () => false);
        if (same)
            return null;
    }
    // The bytes differ, but git may still call them equal (a CRLF conversion, a clean filter).
    if (st) {
        const diff = await (0,git/* runGit */.EO)(['diff', '--quiet', '--no-ext-diff', '--no-textconv', '--', core_config/* CONFIG_FILE */.g2], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
        if (diff.code === 0)
            return null;
    }
    return `packwright: warning: ${core_config/* CONFIG_FILE */.g2} in the working tree differs from the staged one; this commit is checked with the staged one (git add ${core_config/* CONFIG_FILE */.g2} to use yours)`;
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
    const abs = external_node_path_default().resolve(cwd, p);
    if (!(0,paths/* isInside */.FK)(top, abs))
        throw new core_errors/* UsageError */.eb(`${p}: outside the repository ${top}`);
    return (0,paths/* toPosix */.d7)(external_node_path_default().relative(top, abs)) || '.';
}
/** Name rules on every path, content rules on each distinct staged blob. Returns notes for big blobs. */
async function checkStaged(top, entries, check) {
    const pathsByOid = new Map();
    for (const e of entries) {
        check.checkName(e.path);
        const list = pathsByOid.get(e.oid);
        if (list)
            list.push(e.path);
        else
            pathsByOid.set(e.oid, [e.path]);
    }
    const notes = [];
    await readBlobHeads(top, [...pathsByOid.keys()], scan_content/* CONTENT_HEAD_BYTES */.ft, (blob) => {
        for (const p of pathsByOid.get(blob.oid) ?? []) {
            check.checkContent(p, blob.head);
            if (blob.size > blob.head.length)
                notes.push(`packwright: note: ${(0,show_name/* showPath */.P8)(p)} is ${blob.size} bytes; the content rules read its first ${blob.head.length} bytes`);
        }
    });
    return notes;
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
    return !raw && !(0,show_name/* hasControlCharacter */.Fd)(p);
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
/** A name as git shows it (core.quotePath): in double quotes, with bytes outside printable ASCII in octal. */
function gitQuoted(name) {
    let out = '';
    for (const b of name) {
        if (b === 0x22 || b === 0x5c)
            out += `\\${String.fromCharCode(b)}`;
        else if (b >= 0x20 && b < 0x7f)
            out += String.fromCharCode(b);
        else
            out += `\\${b.toString(8).padStart(3, '0')}`;
    }
    return `"${out}"`;
}
function blockedMessage(findings, raw) {
    const n = findings.length;
    const where = (f) => {
        const names = raw.get(f.path);
        if (!names)
            return (0,credential_options/* findingWhere */.RI)(f);
        return `${names.map(gitQuoted).join(' or ')}${f.line ? `:${f.line}:${f.column ?? 1}` : ''}`;
    };
    const lines = [`packwright: commit blocked: ${n} credential finding${n === 1 ? '' : 's'} in the staged files (values are not shown)`];
    for (const f of findings)
        lines.push(`  ${where(f)}  [${f.rule}] ${f.message}`);
    const named = [...new Set(findings.filter((f) => !f.line).map((f) => f.path))];
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
    if (content.length > 0)
        lines.push(`  - take the secret out of ${content.map((p) => (raw.has(p) ? raw.get(p).map(gitQuoted).join(' or ') : (0,show_name/* showPath */.P8)(p))).join(', ')} (read it from the environment instead),`, '    then git add the file again; a secret that was ever pushed must be revoked');
    lines.push('  - if it is not a secret: add a glob under credentials.allow in .packwright.yml,', '    or put a packwright:allow comment on the line of a content finding', '  (git commit --no-verify skips this check; not recommended)');
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 2931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ allowedLines),
  q5: () => (/* binding */ credentialOptionsFrom),
  RI: () => (/* binding */ findingWhere),
  w4: () => (/* binding */ loadCredentialOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/read.ts
var read = __webpack_require__(3455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/show-name.ts
var show_name = __webpack_require__(6296);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/core/glob-match.ts
var glob_match = __webpack_require__(8829);
;// CONCATENATED MODULE: ./src/secrets/allow.ts


/** Reads and checks `credentials.allow` from the config's raw sections. */
function allowGlobs(raw, configFile) {
    const section = raw.credentials;
    if (section === undefined || section === null)
        return [];
    if (typeof section !== 'object' || Array.isArray(section))
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials must be a mapping (with an allow: list of globs)`);
    const allow = section.allow;
    if (allow === undefined || allow === null)
        return [];
    if (!Array.isArray(allow) || allow.some((g) => typeof g !== 'string' || g.trim() === '')) {
        throw new errors/* InvalidInputError */.oC(`${configFile}: credentials.allow must be a list of non-empty glob strings`);
    }
    return allow;
}
/** Brace alternatives one glob may expand to; more is refused rather than spent. */
const MAX_ALTERNATIVES = 256;
/**
 * Compiles the globs: matched against the whole path, case-insensitive like the name rules, dot
 * files included; `*`, `?`, `[...]`, `**` as in core/glob-match.ts, and `{a,b}` alternatives.
 * Matching cannot backtrack without bound, whatever a repository's config holds.
 */
async function compileAllowList(globs) {
    if (globs.length === 0)
        return null;
    const matchers = globs.map((g) => {
        const alternatives = expandBraces(g.toLowerCase()).map(asMicromatch).flatMap(withFolderItself);
        if (alternatives.length > MAX_ALTERNATIVES)
            throw new errors/* InvalidInputError */.oC(`credentials.allow '${g}': more than ${MAX_ALTERNATIVES} {…} alternatives`);
        return { glob: g, tests: alternatives.map((a) => (0,glob_match/* globMatcher */.fU)((0,glob_match/* globTokens */.vr)(a))) };
    });
    return {
        match(posixPath) {
            const p = posixPath.toLowerCase();
            for (const m of matchers)
                if (m.tests.some((t) => t(p)))
                    return m.glob;
            return null;
        },
    };
}
/** As micromatch (which this replaced) reads a glob: a leading `./` dropped, `**\/**` as `**`. */
function asMicromatch(glob) {
    return glob.replace(/^(?:\.\/)+/, '').replace(/(^|\/)\*\*(?:\/\*\*)+(?=\/|$)/g, '$1**');
}
/** micromatch's `dir/**` also matches `dir` itself, when that last folder name has no `*`. */
function withFolderItself(glob) {
    if (!glob.endsWith('/**') || glob.length <= 3)
        return [glob];
    const head = glob.slice(0, -3);
    return head.slice(head.lastIndexOf('/') + 1).includes('*') ? [glob] : [glob, head];
}
/** `a{b,c{d,e}}f` → abf, acdf, acef; a `{` without a matching `}` or a comma is literal. */
function expandBraces(glob) {
    const open = findBrace(glob, 0);
    if (open < 0)
        return [glob];
    let depth = 0;
    const commas = [];
    let close = -1;
    for (let i = open; i < glob.length; i++) {
        const c = glob[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0) {
            close = i;
            break;
        }
        else if (c === ',' && depth === 1)
            commas.push(i);
    }
    if (close < 0 || commas.length === 0) {
        // Literal: keep the brace and expand what follows it.
        return expandBraces(glob.slice(open + 1)).map((rest) => `${glob.slice(0, open)}\\{${rest}`);
    }
    const head = glob.slice(0, open);
    const tail = expandBraces(glob.slice(close + 1));
    const out = [];
    for (const [k, from] of [open, ...commas].entries()) {
        const to = k < commas.length ? commas[k] : close;
        for (const middle of expandBraces(glob.slice(from + 1, to))) {
            for (const rest of tail) {
                out.push(head + middle + rest);
                if (out.length > MAX_ALTERNATIVES)
                    return out;
            }
        }
    }
    return out;
}
function findBrace(s, from) {
    for (let i = from; i < s.length; i++) {
        if (s[i] === '\\')
            i++;
        else if (s[i] === '{')
            return i;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/cli/credential-options.ts






/**
 * Loads `.packwright.yml` (an explicit `--config`, or `candidate` when it exists) and compiles
 * `credentials.allow`. The config module (and with it the YAML parser) is imported only when
 * there is a file to read, which keeps a commit hook in a repository without one at node's start-up time.
 */
async function loadCredentialOptions(explicit, cwd, candidate) {
    let file = null;
    if (explicit !== undefined) {
        file = external_node_path_default().resolve(cwd, explicit);
        if (!(await (0,read/* lstatOrNull */.nd)(file)))
            throw new errors/* IoError */.dA(`${explicit}: no such file or directory`);
    }
    else if (candidate && (await (0,read/* lstatOrNull */.nd)(candidate))) {
        file = candidate;
    }
    if (!file)
        return { config: null, allowRoot: null, allow: null };
    const { loadConfig } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4489));
    const { withKnownRuleIds } = await __webpack_require__.e(/* import() */ 3673).then(__webpack_require__.bind(__webpack_require__, 3673));
    return credentialOptionsFrom(await withKnownRuleIds(await loadConfig(file)), external_node_path_default().dirname(file), file);
}
/**
 * The options for a config already read (and its `rules:` ids checked, see withKnownRuleIds):
 * `credentials.allow` compiled, its globs rooted at `allowRoot`; `label` names the config in messages.
 */
async function credentialOptionsFrom(config, allowRoot, label) {
    return { config, allowRoot, allow: await compileAllowList(allowGlobs(config.raw, label)) };
}
function findingWhere(f) {
    return f.line ? `${(0,show_name/* showPath */.P8)(f.path)}:${f.line}:${f.column ?? 1}` : (0,show_name/* showPath */.P8)(f.path);
}
/** One line per exception used, so an allowed secret never passes silently. */
function allowedLines(allowed) {
    const sorted = [...allowed].sort((a, b) => (0,diagnostics/* compareBytes */.Xo)(a.path, b.path) || (a.line ?? 0) - (b.line ?? 0));
    return sorted.map((a) => `packwright: allowed ${findingWhere(a)} [${a.rule}] by ${a.allowedBy}`);
}


/***/ }),

/***/ 6153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findJsonFault: () => (/* binding */ findJsonFault),
/* harmony export */   jsonPointer: () => (/* binding */ jsonPointer),
/* harmony export */   parseJson: () => (/* binding */ parseJson),
/* harmony export */   pointerSegment: () => (/* binding */ pointerSegment)
/* harmony export */ });
/* harmony import */ var _text_position_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6426);
/* harmony import */ var _show_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6296);


/**
 * JSON.parse that never throws and reports where the text breaks. V8 (Node 20) often omits
 * the position, so on failure a small syntax scanner finds the first bad offset itself.
 */
function parseJson(text, options = {}) {
    try {
        const value = JSON.parse(text);
        const numbers = options.numberLexemes ? new Map() : undefined;
        if (options.uniqueKeys || numbers) {
            // JSON.parse keeps the last of two equal keys, other readers the first: refuse the ambiguity.
            // One scan serves both options.
            const dup = findJsonFault(text, { uniqueKeys: options.uniqueKeys, numbers });
            if (dup.message)
                return { value: undefined, error: { message: dup.message, ...new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(dup.offset), ...(options.uniqueKeys ? { duplicateKey: true } : {}) } };
        }
        return numbers ? { value, error: null, numbers } : { value, error: null };
    }
    catch (err) {
        const fault = findJsonFault(text);
        const { line, column } = new _text_position_js__WEBPACK_IMPORTED_MODULE_0__/* .LineIndex */ .r(text).locate(fault.offset);
        const message = fault.message ?? String(err.message).split(/,? "|\n/)[0];
        return { value: undefined, error: { message, line, column } };
    }
}
/** A JSON number token (RFC 8259 §6), matched where the scanner stands. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** RFC 6901: `~` and `/` in a key are written `~0` and `~1` in a pointer. */
function pointerSegment(key) {
    return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** The JSON pointer (RFC 6901) of a path of keys: `['a/b', 'c']` → `/a~1b/c`. */
function jsonPointer(keys) {
    return keys.map((k) => `/${pointerSegment(k)}`).join('');
}
/**
 * Offset and description of the first JSON syntax error (scanner only; builds no values), and
 * with `uniqueKeys` of the first key an object repeats (compared decoded: `"a"` and `"\u0061"`
 * are the same key). With `numbers`, fills it with every number's source text by JSON pointer
 * (only the part of the text before a fault; a repeated key keeps the last).
 */
function findJsonFault(text, options = {}) {
    const numbers = options.numbers;
    // The pointer of the value being scanned, as escaped segments (kept only when numbers are wanted).
    const path = [];
    let i = 0;
    const ws = () => {
        while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
            i++;
    };
    const fail = (message) => {
        throw { offset: Math.min(i, text.length), message };
    };
    const describe = () => (i >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[i])}`);
    const string = () => {
        i++;
        while (i < text.length && text[i] !== '"') {
            const c = text.charCodeAt(i);
            if (c < 0x20)
                fail('control character in string');
            if (text[i] === '\\') {
                i++;
                if (text[i] === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
                        fail('bad \\u escape');
                    i += 4;
                }
                else if (!'"\\/bfnrt'.includes(text[i] ?? ''))
                    fail('bad escape');
            }
            i++;
        }
        if (i >= text.length)
            fail('unterminated string');
        i++;
    };
    const value = (depth) => {
        if (depth > 10_000)
            fail('nesting too deep');
        ws();
        const c = text[i];
        if (c === '{') {
            i++;
            ws();
            if (text[i] === '}')
                return void i++;
            const keys = options.uniqueKeys ? new Set() : null;
            for (;;) {
                ws();
                if (text[i] !== '"')
                    fail(`expected a property name, ${describe()}`);
                const keyAt = i;
                string();
                const key = keys || numbers ? JSON.parse(text.slice(keyAt, i)) : '';
                if (keys) {
                    if (keys.has(key)) {
                        i = keyAt;
                        fail(`duplicate key ${(0,_show_name_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteEscaped */ .kd)(key)}`);
                    }
                    keys.add(key);
                }
                ws();
                if (text[i] !== ':')
                    fail(`expected ":", ${describe()}`);
                i++;
                if (numbers)
                    path.push(pointerSegment(key));
                value(depth + 1);
                if (numbers)
                    path.pop();
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === '}')
                    return void i++;
                else
                    fail(`expected "," or "}", ${describe()}`);
            }
        }
        else if (c === '[') {
            i++;
            ws();
            if (text[i] === ']')
                return void i++;
            for (let index = 0;; index++) {
                if (numbers)
                    path.push(String(index));
                value(depth + 1);
                if (numbers)
                    path.pop();
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === ']')
                    return void i++;
                else
                    fail(`expected "," or "]", ${describe()}`);
            }
        }
        else if (c === '"')
            string();
        else if (c === '-' || (c >= '0' && c <= '9')) {
            NUMBER.lastIndex = i;
            const m = NUMBER.exec(text);
            if (!m)
                fail('bad number');
            if (numbers)
                numbers.set(path.length ? `/${path.join('/')}` : '', m[0]);
            i += m[0].length;
        }
        else {
            for (const lit of ['true', 'false', 'null'])
                if (text.startsWith(lit, i))
                    return void (i += lit.length);
            fail(describe());
        }
    };
    try {
        value(0);
        ws();
        if (i < text.length)
            fail(`unexpected ${JSON.stringify(text[i])} after the value`);
        return { offset: 0, message: null };
    }
    catch (e) {
        if (typeof e === 'object' && e !== null && 'offset' in e)
            return e;
        return { offset: 0, message: null };
    }
}


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


/***/ }),

/***/ 3455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ex: () => (/* binding */ readFileLimitedSync),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   _F: () => (/* binding */ lstatOrNullSync),
/* harmony export */   lB: () => (/* binding */ readFileLimited),
/* harmony export */   nd: () => (/* binding */ lstatOrNull)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_TEXT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _text_decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4667);





/** Default cap for files we parse whole (manifests, Markdown, YAML). */
const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;
/**
 * Reads a regular file whole, refusing FIFOs, sockets and devices (which would hang or never
 * end) and anything over `maxBytes` (checked before reading, and again while reading in case
 * the file grows). O_NONBLOCK keeps an open() of a FIFO from blocking.
 */
async function readFileLimited(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        // room() may grow the buffer: it is asked before the buffer is handed to read().
        for (let room = reader.room(); reader.take((await fh.read(reader.buf, reader.total, room, null)).bytesRead); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        await fh.close();
    }
}
/** readFileLimited without the thread pool: one call per step, for a few small files read in a row. */
function readFileLimitedSync(file, maxBytes = DEFAULT_MAX_TEXT_BYTES) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    assertReadable(file, st, maxBytes);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    try {
        const reader = new GrowingRead(file, st.size, maxBytes);
        for (let room = reader.room(); reader.take((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, reader.buf, reader.total, room, null)); room = reader.room())
            ;
        return reader.bytes();
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC)
            throw err;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, file));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function assertReadable(file, st, maxBytes) {
    if (!st.isFile())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: not a regular file`);
    if (st.size > maxBytes)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${file}: ${st.size} bytes is over the limit of ${maxBytes} bytes`);
}
/**
 * Reads straight into one buffer of the size stat gave (one byte more, to notice growth), and
 * grows it only if the file grew since: no chunk copies, no concat for the common case.
 */
class GrowingRead {
    file;
    maxBytes;
    buf;
    total = 0;
    constructor(file, size, maxBytes) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    }
    /** Bytes free in `buf` at `total`, growing it first when it is full. */
    room() {
        if (this.total === this.buf.length) {
            const bigger = Buffer.allocUnsafe(Math.min(this.buf.length * 2, this.maxBytes + 1));
            this.buf.copy(bigger, 0, 0, this.total);
            this.buf = bigger;
        }
        return this.buf.length - this.total;
    }
    /** Counts a read; false at the end of the file. */
    take(n) {
        if (n === 0)
            return false;
        this.total += n;
        if (this.total > this.maxBytes)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InvalidInputError */ .oC(`${this.file}: over the limit of ${this.maxBytes} bytes`);
        return true;
    }
    bytes() {
        return this.buf.subarray(0, this.total);
    }
}
const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
/** Decodes UTF-8 strictly; on failure returns the lossy text and the byte offset of the first bad sequence. */
function decodeUtf8(bytes) {
    const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: utf8Strict.decode(body), problem: hasBom ? 'starts with a UTF-8 byte order mark' : null, hasBom, badOffset: null };
    }
    catch {
        const badOffset = firstInvalidUtf8Offset(body) + (hasBom ? 3 : 0);
        return { text: utf8Lossy.decode(body), problem: `not valid UTF-8 (first bad byte at offset ${badOffset})`, hasBom, badOffset };
    }
}
function firstInvalidUtf8Offset(b) {
    let i = 0;
    while (i < b.length) {
        const n = (0,_text_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .wellFormedUtf8Length */ .py)(b, i);
        if (n === 0)
            return i;
        i += n;
    }
    return i;
}
/** lstat that returns null for a missing path instead of throwing. */
async function lstatOrNull(p) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p);
    }
    catch (err) {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}
/** lstatOrNull without the thread pool, for checks made once per installed folder. */
function lstatOrNullSync(p) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) ?? null;
    }
    catch (err) {
        if (err.code === 'ENOTDIR')
            return null;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .IoError */ .dA((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(err, p));
    }
}


/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ hasControlCharacter),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   Ud: () => (/* binding */ jsonEscaped),
/* harmony export */   kd: () => (/* binding */ quoteEscaped)
/* harmony export */ });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_QUOTES = /[\x00-\x1f\x7f-\x9f"\\]/;
/**
 * Whether a name holds a control character (C0, DEL or C1): printed raw, a newline splits a
 * message line and CR or ESC can overwrite what the terminal shows.
 */
function hasControlCharacter(s) {
    return CONTROL.test(s);
}
/** A JSON string literal of `s` with every control character escaped (JSON.stringify leaves DEL and C1 raw). */
function quoteEscaped(s) {
    return jsonEscaped(s);
}
/** Any value as JSON for a message (a config value), every control character escaped as quoteEscaped escapes a string's. */
function jsonEscaped(value) {
    // eslint-disable-next-line no-control-regex
    return String(JSON.stringify(value) ?? value).replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A path for a message: as is, or double-quoted with escapes when it holds control characters or quotes (as git quotes them). */
function showPath(p) {
    return NEEDS_QUOTES.test(p) ? quoteEscaped(p) : p;
}


/***/ }),

/***/ 6426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
const ANY_EOL = /\r\n|\r|\n/g;
/** Maps string offsets to 1-based line and column (columns count UTF-16 units, as editors and GitHub do). */
class LineIndex {
    text;
    starts = [0];
    /**
     * Lines end at LF only, or with `cr` also at CRLF and a lone CR (as Markdown reads them).
     */
    cr;
    constructor(text, options = {}) {
        this.text = text;
        this.cr = options.cr === true;
        if (this.cr) {
            ANY_EOL.lastIndex = 0;
            for (let m = ANY_EOL.exec(text); m; m = ANY_EOL.exec(text))
                this.starts.push(m.index + m[0].length);
        }
        else {
            for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
                this.starts.push(i + 1);
        }
    }
    get count() {
        return this.starts.length;
    }
    /** Offset where 1-based line `line` starts. */
    start(line) {
        return this.starts[line - 1];
    }
    /** Offset where 1-based line `line`'s text ends (before its line ending). */
    end(line) {
        if (line >= this.starts.length)
            return this.text.length;
        const next = this.starts[line];
        return this.cr && this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
    }
    /** 1-based line of an offset. */
    line(offset) {
        return this.locate(offset).line;
    }
    locate(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}


/***/ }),

/***/ 4653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CredentialCheck)
/* harmony export */ });
/* unused harmony export insideAllowRoot */
/* harmony import */ var _credential_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2350);
/* harmony import */ var _scan_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7780);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8015);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);




/**
 * Collects credential findings for one run (a commit or a scan): file names first, then the
 * content of each file, with `credentials.allow` globs and inline `packwright:allow` applied.
 */
class CredentialCheck {
    allow;
    allowPath;
    severities;
    findings = [];
    allowed = [];
    /**
     * @param allow exceptions from `credentials.allow`
     * @param allowPath maps a finding's path to the path the globs are matched against (they are
     *   relative to the folder holding .packwright.yml); null, or a path that leaves that folder
     *   (`..`, absolute), is outside it, and no glob matches there
     * @param severities `rules:` from .packwright.yml: `off` drops a rule, `warning` reports
     *   without failing; every credential rule is an error by default
     */
    constructor(allow = null, allowPath = (p) => p, severities = {}) {
        this.allow = allow;
        this.allowPath = allowPath;
        this.severities = severities;
    }
    /** Findings that fail the run (severity error). */
    get errors() {
        return this.findings.filter((f) => f.severity === 'error');
    }
    /** The name rules on a POSIX path relative to the root. */
    checkName(posixPath) {
        const hit = (0,_credential_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialPath */ .bk)(posixPath);
        if (!hit)
            return;
        this.add({ rule: _findings_js__WEBPACK_IMPORTED_MODULE_2__.credentialFileMeta.id, path: posixPath, message: `the file name matches ${hit.rule}, a credential file` }, null);
    }
    /** The content rules on a file's bytes (or the head of them). */
    checkContent(posixPath, bytes) {
        const base = posixPath.slice(posixPath.lastIndexOf('/') + 1);
        for (const hit of (0,_scan_content_js__WEBPACK_IMPORTED_MODULE_1__/* .scanContent */ .nx)(bytes, base)) {
            this.add({ rule: hit.rule.meta.id, path: posixPath, line: hit.line, column: hit.column, message: `${hit.rule.what} on line ${hit.line}` }, hit.allowedInline ? 'packwright:allow on the line' : null);
        }
    }
    add(found, inlineAllow) {
        const severity = this.severities[found.rule] ?? 'error';
        if (severity === 'off')
            return;
        const finding = { ...found, severity };
        const where = this.allow ? this.allowPath(finding.path) : null;
        const glob = where !== null && insideAllowRoot(where) ? (this.allow?.match(where) ?? null) : null;
        const allowedBy = glob !== null ? `credentials.allow '${glob}'` : inlineAllow;
        if (allowedBy)
            this.allowed.push({ ...finding, allowedBy });
        else
            this.findings.push(finding);
    }
}
/**
 * Whether a path the allow globs are matched against stays in the config's folder: relative,
 * with no `..` segment (core/paths relativePathProblem, backslashes read as separators). `**`
 * matches any segment, `..` included, so a glob alone cannot keep `../other/fixtures/real.pem` out.
 */
function insideAllowRoot(p) {
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativePathProblem */ .BE)(p.replace(/\\/g, '/')) === null;
}


/***/ }),

/***/ 8015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   credentialFileMeta: () => (/* binding */ credentialFileMeta)
/* harmony export */ });
/* harmony import */ var _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** The file-name rule: a path whose name matches a credential glob (credential-files.ts). */
const credentialFileMeta = {
    id: 'credential-file',
    severity: 'error',
    description: 'a file whose name marks it as a credential (.env, *.pem, id_rsa, …)',
    docs: _content_rules_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCS */ .i,
};


/***/ })

};
