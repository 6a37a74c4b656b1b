export const id = 4582;
export const ids = [4582];
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
// EXTERNAL MODULE: ./src/secrets/allow.ts
var allow = __webpack_require__(7900);
// EXTERNAL MODULE: ./src/secrets/scan-content.ts
var scan_content = __webpack_require__(7780);
// EXTERNAL MODULE: ./src/cli/main.ts
var main = __webpack_require__(2957);
// EXTERNAL MODULE: ./src/cli/credential-options.ts
var credential_options = __webpack_require__(3630);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/hook-pre-commit.ts












/** `.packwright.yml`, read from the index at the top of the work tree (core/config's CONFIG_FILE, not imported: see loadCredentialOptions). */
const CONFIG_NAME = '.packwright.yml';
/** core/config's CONFIG_MAX_BYTES. */
const CONFIG_MAX_BYTES = 1024 * 1024;
/** How the staged config is named in messages. */
const STAGED_CONFIG = `staged ${CONFIG_NAME}`;
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
    // The config is read while the staged list is still coming; its failure is reported below.
    const options = only !== 'validate' ? credentialOptions(ctx, top, explicitConfig).then((o) => ({ o }), (err) => ({ err })) : null;
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
        options ? checkCredentials(top, entries, options) : null,
        only !== 'credentials' ? __webpack_require__.e(/* import() */ 815).then(__webpack_require__.bind(__webpack_require__, 815)).then((m) => m.validateTouchedPacks(top, entries.map((e) => e.path), ctx.cwd, explicitConfig)) : null,
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
        return `packwright: not checked: ${(0,credential_options/* showPath */.P8)(arg)} (no staged file has this name; a name that is not valid UTF-8 reaches node with U+FFFD in place of its bytes: run the hook without FILEs to check every staged file)\n`;
    return `packwright: not staged: ${(0,credential_options/* showPath */.P8)(arg)} (the hook checks the staged version of each FILE; git add it, or leave it out)\n`;
}
/** The credential rules on the staged files: the report text (exceptions used, notes, findings) and whether it passed. */
async function checkCredentials(top, entries, loading) {
    const loaded = await loading;
    if ('err' in loaded)
        throw loaded.err;
    const { options, warning } = loaded.o;
    const check = new secrets_check/* CredentialCheck */.Q(options.allow, (p) => (0,paths/* toPosix */.d7)(external_node_path_default().relative(options.allowRoot ?? top, external_node_path_default().join(top, p))), options.config?.rules);
    const notes = await checkStaged(top, entries.filter((e) => ADDING.has(e.status) && isRegularFile(e)), check);
    const warnings = check.findings.filter((f) => f.severity === 'warning').map((f) => `packwright: warning ${(0,credential_options/* findingWhere */.RI)(f)}  [${f.rule}] ${f.message}`);
    let text = [...(warning ? [warning] : []), ...(0,credential_options/* allowedLines */.KX)(check.allowed), ...warnings, ...notes].map((l) => `${l}\n`).join('');
    const errors = check.errors;
    if (errors.length > 0)
        text += blockedMessage(errors, rawNames(entries));
    return { ok: errors.length === 0, text };
}
/**
 * `--config FILE` as given; otherwise the `.packwright.yml` the commit records: the staged blob
 * at the top of the work tree, never the working-tree file (an unstaged `allow: ["**"]` must not
 * decide a commit). When the working tree's differs, `warning` says so.
 */
async function credentialOptions(ctx, top, explicit) {
    if (explicit !== undefined)
        return { options: await (0,credential_options/* loadCredentialOptions */.w4)(explicit, ctx.cwd, null), warning: null };
    const entry = (await indexEntriesFor(top, [CONFIG_NAME])).find((e) => e.path === CONFIG_NAME) ?? null;
    const stagedBytes = entry && isRegularFile(entry) ? await stagedBlob(top, entry.oid) : null;
    const warning = await configWarning(top, entry, stagedBytes);
    if (!stagedBytes)
        return { options: { config: null, allowRoot: null, allow: null }, warning };
    const { parseConfig } = await __webpack_require__.e(/* import() */ 4489).then(__webpack_require__.bind(__webpack_require__, 4489));
    const config = await parseConfig(stagedBytes.toString('utf8'), STAGED_CONFIG);
    return { options: { config, allowRoot: top, allow: await (0,allow/* compileAllowList */.pl)((0,allow/* allowGlobs */.rV)(config.raw, STAGED_CONFIG)) }, warning };
}
async function stagedBlob(top, oid) {
    let blob = null;
    await readBlobHeads(top, [oid], CONFIG_MAX_BYTES + 1, (b) => (blob = b));
    const got = blob;
    if (!got)
        throw new core_errors/* IoError */.dA(`${STAGED_CONFIG}: git cat-file cannot read the staged object ${oid}`);
    if (got.size > CONFIG_MAX_BYTES)
        throw new core_errors/* InvalidInputError */.oC(`${STAGED_CONFIG}: ${got.size} bytes is over the limit of ${CONFIG_MAX_BYTES} bytes`);
    return got.head;
}
/** One line when the working tree's .packwright.yml is not what the commit records, or the staged one is not read. */
async function configWarning(top, entry, staged) {
    if (entry && !staged)
        return `packwright: warning: the staged ${CONFIG_NAME} is not a regular file (a symbolic link or a submodule), so it is not read; the credential checks use their defaults`;
    const file = external_node_path_default().join(top, CONFIG_NAME);
    const st = await (0,read/* lstatOrNull */.nd)(file);
    if (!entry)
        return st ? `packwright: warning: ${CONFIG_NAME} is not staged, so this commit is checked without it (git add ${CONFIG_NAME} to use it)` : null;
    if (staged && st?.isFile() && st.size === staged.length) {
        const same = await (0,read/* readFileLimited */.lB)(file, CONFIG_MAX_BYTES).then((b) => b.equals(staged), () => false);
        if (same)
            return null;
    }
    // The bytes differ, but git may still call them equal (a CRLF conversion, a clean filter).
    if (st) {
        const diff = await (0,git/* runGit */.EO)(['diff', '--quiet', '--no-ext-diff', '--no-textconv', '--', CONFIG_NAME], { cwd: top, env: { GIT_LITERAL_PATHSPECS: '1' }, allowFailure: true });
        if (diff.code === 0)
            return null;
    }
    return `packwright: warning: ${CONFIG_NAME} in the working tree differs from the staged one; this commit is checked with the staged one (git add ${CONFIG_NAME} to use yours)`;
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
                notes.push(`packwright: note: ${(0,credential_options/* showPath */.P8)(p)} is ${blob.size} bytes; the content rules read its first ${blob.head.length} bytes`);
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
    // eslint-disable-next-line no-control-regex
    return !raw && !/[\x00-\x1f\x7f]/.test(p);
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
        lines.push(`  - take the secret out of ${content.map((p) => (raw.has(p) ? raw.get(p).map(gitQuoted).join(' or ') : (0,credential_options/* showPath */.P8)(p))).join(', ')} (read it from the environment instead),`, '    then git add the file again; a secret that was ever pushed must be revoked');
    lines.push('  - if it is not a secret: add a glob under credentials.allow in .packwright.yml,', '    or put a packwright:allow comment on the line of a content finding', '  (git commit --no-verify skips this check; not recommended)');
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gE: () => (/* binding */ gitEnv),
  oB: () => (/* binding */ gitTopLevel),
  M8: () => (/* binding */ gitWorkTree),
  VJ: () => (/* binding */ headCommitTime),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: remoteGitEnv

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/core/process.ts

/** Spawns a program with an argument array (never a shell string) and collects its output. */
function runProgram(command, args, options = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(command, args, {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        let timer;
        if (options.timeoutMs)
            timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            reject(e);
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/git.ts




/** The environment every git call gets: never prompt for credentials, never page, stable messages. */
function gitEnv(extra = {}, base = process.env) {
    return { ...base, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}
/**
 * What a git call that talks to a remote adds to gitEnv. GIT_TERMINAL_PROMPT covers https
 * only; ssh asks on the terminal itself (unknown host key, key passphrase) and would hang a
 * CI run, so it runs in batch mode unless the user chose their own ssh command. Only remote
 * calls pay for the config lookup: the commit hook's local git calls must start fast.
 */
function remoteGitEnv(base = process.env) {
    return base.GIT_SSH_COMMAND || base.GIT_SSH || hasConfiguredSshCommand(base) ? {} : { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
}
let configuredSsh;
/**
 * Whether the user's git config sets core.sshCommand (an ssh key or wrapper): the env variable
 * would override it, so then ssh is left as configured. Asked once per process.
 */
function hasConfiguredSshCommand(env) {
    if (configuredSsh === undefined) {
        const r = (0,external_node_child_process_.spawnSync)('git', ['config', '--get', 'core.sshCommand'], { cwd: external_node_path_default().parse(process.cwd()).root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        configuredSsh = r.status === 0 && r.stdout.trim() !== '';
    }
    return configuredSsh;
}
/** Runs `git` with an argument array. Throws IoError with git's own first error line on failure. */
async function runGit(args, options) {
    let result;
    try {
        result = await runProgram('git', args, { cwd: options.cwd, input: options.input, env: gitEnv(options.remote ? { ...remoteGitEnv(), ...options.env } : options.env) });
    }
    catch (err) {
        throw new errors/* IoError */.dA(`git: ${err.code === 'ENOENT' ? 'not found on PATH' : err.message}`);
    }
    if (result.code !== 0 && !options.allowFailure) {
        const line = result.stderr.toString('utf8').split('\n').find((l) => l.trim() !== '') ?? `exit code ${result.code}`;
        throw new errors/* IoError */.dA(`git ${args[0]}: ${line.trim()}`);
    }
    return result;
}
/** The top of the work tree containing `cwd`, or null outside a repository. */
async function gitTopLevel(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    return r.code === 0 ? r.stdout.toString('utf8').trim() : null;
}
/** rev-parse's answers that mean "no work tree here", which a caller may treat as a plain folder. */
const NOT_A_WORK_TREE = /^fatal: (?:not a git repository \(or any |this operation must be run in a work tree)/m;
/**
 * Like gitTopLevel, but tells a folder outside any work tree (or inside a `.git` folder or a bare
 * repository) from one git refuses to read: a repository owned by another user without a
 * `safe.directory` entry, a broken `.git` file, an unreadable `.git`. A caller that would
 * otherwise fall back to a plain folder walk must not do so silently for the latter.
 * `reason` is git's own first line (without `fatal: `), with git's suggested
 * `git config --global --add safe.directory …` when it gives one.
 */
async function gitWorkTree(cwd) {
    const r = await runGit(['rev-parse', '--show-toplevel'], { cwd, allowFailure: true });
    if (r.code === 0)
        return { kind: 'work-tree', top: r.stdout.toString('utf8').replace(/\r?\n$/, '') };
    const stderr = r.stderr.toString('utf8');
    if (NOT_A_WORK_TREE.test(stderr))
        return { kind: 'none' };
    const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const first = (lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines[0] ?? `git rev-parse exited with code ${r.code}`).replace(/^(?:fatal|error): /, '');
    const fix = lines.find((l) => /^git config .*safe\.directory/.test(l));
    return { kind: 'refused', reason: fix ? `${first} (if you trust it: ${fix})` : first };
}
/** Unix seconds of HEAD's commit time, or null (no repo, no commits). */
async function headCommitTime(cwd) {
    const r = await runGit(['log', '-1', '--format=%ct'], { cwd, allowFailure: true });
    const n = Number(r.stdout.toString('utf8').trim());
    return r.code === 0 && Number.isFinite(n) && n > 0 ? n : null;
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
        const hit = (0,_credential_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCredentialPath */ .b)(posixPath);
        if (!hit)
            return;
        this.add({ rule: _findings_js__WEBPACK_IMPORTED_MODULE_2__/* .credentialFileMeta */ .l.id, path: posixPath, message: `the file name matches ${hit.rule}, a credential file` }, null);
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
 * with no `..` segment. `**` matches any segment, `..` included, so a glob alone cannot keep
 * `../other/fixtures/real.pem` out.
 */
function insideAllowRoot(p) {
    const posix = p.replace(/\\/g, '/');
    if (posix === '' || posix.startsWith('/') || /^[a-zA-Z]:\//.test(posix))
        return false;
    return !posix.split('/').includes('..');
}


/***/ }),

/***/ 2350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isCredentialPath)
/* harmony export */ });
/* unused harmony export CREDENTIAL_PATH_RULES */
/**
 * Credential file names: the `credentials` group of specs/context-pack-reference.md plus the
 * names INTEROP.md §6 lists as always secret. Shared by the commit hook, `scan` and the
 * snapshot's exclusions, so it is self-contained (no imports) and looks at the name only.
 *
 * Every pattern is a glob on the last path segment, at any depth, matched case-insensitively
 * with dot files included, as micromatch's `nocase` and `dot` do (`.ENV`, `Server.PEM`).
 * Names ending in `.example`, `.sample` or `.template` are templates (`.env.example`,
 * `cert.pem.example`) and pass; their content is still scanned by the content rules, so a
 * real key pasted into a template is still caught.
 *
 * The ssh key rules (`id_rsa*`, …) pass `*.pub`: `id_rsa.pub` is the public key, meant to be
 * shared (the spec's globs do not take `.pub` files, so only these rules needed the exception).
 *
 * `.npmrc`, `.yarnrc.yml` and `.pypirc` are secrets only when they hold a token, which the
 * name cannot tell: the content rule `registry-credentials` covers them.
 */
const ext = (e) => (base) => base.endsWith(e);
const prefix = (p) => (base) => base.startsWith(p);
const exact = (n) => (base) => base === n;
const contains = (s) => (base) => base.includes(s);
/** An ssh private key file name: the prefix, but not the `.pub` public key beside it. */
const sshKey = (p) => (base) => base.startsWith(p) && !base.endsWith('.pub');
/** In report order: the spec's group first, then the INTEROP names it does not already cover. */
const NAME_RULES = [
    // specs/context-pack-reference.md, "Default Exclusion Patterns", credentials:
    { rule: '**/*.pem', test: ext('.pem') },
    { rule: '**/*.key', test: ext('.key') },
    { rule: '**/*.crt', test: ext('.crt') },
    { rule: '**/*.p12', test: ext('.p12') },
    // The spec's `**/.env*` would also take `.environment.ts`; INTEROP.md §6 names `.env`, `.env.*`, `.envrc`.
    { rule: '**/{.env,.env.*,.envrc}', test: (b) => b === '.env' || b === '.envrc' || (b.startsWith('.env.') && b.length > 5 && b !== '.env..') },
    { rule: '**/credentials*', test: prefix('credentials') },
    { rule: '**/secrets*', test: prefix('secrets') },
    { rule: '**/*_secret*', test: contains('_secret') },
    { rule: '**/*_token*', test: contains('_token') },
    { rule: '**/*.keystore', test: ext('.keystore') },
    // INTEROP.md §6, names that are always secrets:
    { rule: '**/*.pfx', test: ext('.pfx') },
    { rule: '**/*.jks', test: ext('.jks') },
    // ssh-keygen's key pairs: the private half; the public half (`id_rsa.pub`, and the
    // certificate `id_rsa-cert.pub`) is meant to be shared and passes.
    { rule: '**/id_rsa*', test: sshKey('id_rsa') },
    { rule: '**/id_ecdsa*', test: sshKey('id_ecdsa') },
    { rule: '**/id_ed25519*', test: sshKey('id_ed25519') },
    { rule: '**/{.netrc,_netrc}', test: (b) => b === '.netrc' || b === '_netrc' },
    { rule: '**/.pgpass', test: exact('.pgpass') },
    { rule: '**/.git-credentials', test: exact('.git-credentials') },
    { rule: '**/*service-account*.json', test: (b) => b.endsWith('.json') && contains('service-account')(b.slice(0, -5)) },
    // Not `kubeconfig*`: `kubeconfig.md` is documentation.
    { rule: '**/kubeconfig{,-*,_*,*.yaml,*.yml,*.json,*.conf}', test: (b) => b === 'kubeconfig' || /^kubeconfig[-_][\w.-]*$/.test(b) && !/\.(?:md|txt|rst|html)$/.test(b) || /^kubeconfig[\w.-]*\.(?:ya?ml|json|conf)$/.test(b) },
    { rule: '**/terraform.tfvars', test: exact('terraform.tfvars') },
];
/**
 * Files whose name alone is common (`config`, `config.json`) but whose place makes them a
 * credential store: kubectl's and docker's per-user config, which hold bearer tokens and
 * registry auth. Matched on the last two path segments, case-insensitively.
 */
const PLACE_RULES = [
    { rule: '**/.kube/config', folder: '.kube', name: 'config' },
    { rule: '**/.docker/config.json', folder: '.docker', name: 'config.json' },
];
/** Templates: the name ends in one of these. */
const TEMPLATE = /\.(?:example|sample|template)$/i;
/**
 * A quick test that every name any rule matches passes (so a miss here is a miss for all of
 * them): a commit hook runs this on thousands of paths, and most names match nothing.
 */
const MAYBE = /\.(?:pem|key|crt|p12|keystore|pfx|jks|json)$|^\.env|^credentials|^secrets|_secret|_token|^id_(?:rsa|ecdsa|ed25519)|^[._]netrc$|^\.pgpass$|^\.git-credentials$|^kubeconfig|^terraform\.tfvars$|^config$/i;
/** The credential rule a POSIX path's name matches, or null. Templates never match. */
function isCredentialPath(posixPath) {
    const name = posixPath.slice(posixPath.lastIndexOf('/') + 1);
    if (name === '' || !MAYBE.test(name) || TEMPLATE.test(name))
        return null;
    const base = name.toLowerCase();
    for (const r of NAME_RULES)
        if (r.test(base))
            return { rule: r.rule };
    for (const r of PLACE_RULES) {
        if (base !== r.name)
            continue;
        const folder = posixPath.split('/').slice(-2, -1)[0]?.toLowerCase();
        if (folder === r.folder)
            return { rule: r.rule };
    }
    return null;
}
/** Every glob `isCredentialPath` can report, in order (for documentation and SARIF). */
const CREDENTIAL_PATH_RULES = [...NAME_RULES.map((r) => r.rule), ...PLACE_RULES.map((r) => r.rule)];


/***/ }),

/***/ 8015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ credentialFileMeta)
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
