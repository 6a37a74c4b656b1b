export const id = 4365;
export const ids = [4365];
export const modules = {

/***/ 4365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  capabilityPackRules: () => (/* binding */ capabilityPackRules)
});

;// CONCATENATED MODULE: ./src/capability/rules/types.ts
const DOCS = 'https://github.com/packwright/packwright/blob/main/docs/rules.md';

;// CONCATENATED MODULE: ./src/capability/rules/entry-doc.ts

const capEntryDoc = {
    meta: { id: 'cap-entry-doc', severity: 'error', description: 'the pack has a readable UTF-8 entry doc (configured, SKILL.md, README.md, or the first root *.md)', docs: `${DOCS}#cap-entry-doc` },
    check(ctx, report) {
        if (!ctx.entry)
            return report(ctx.entryProblem ?? 'no entry doc', ctx.root);
        if (ctx.entry.readError)
            return report(`entry doc ${ctx.entry.rel} cannot be read: ${ctx.entry.readError}`, ctx.entry.abs);
        const problem = ctx.entry.decoded?.problem;
        if (problem && !ctx.entry.decoded?.hasBom)
            report(`entry doc ${ctx.entry.rel} is ${problem}: save it as UTF-8`, ctx.entry.abs);
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/frontmatter.ts

const capFrontmatter = {
    meta: { id: 'cap-frontmatter', severity: 'error', description: 'the entry doc starts with YAML frontmatter holding a non-empty name and description', docs: `${DOCS}#cap-frontmatter` },
    check(ctx, report) {
        const entry = ctx.entry;
        if (!entry?.decoded)
            return;
        const file = entry.abs;
        if (!entry.frontmatter)
            return report(`${entry.rel} has no YAML frontmatter: start it with ---, then "name: …" and "description: what it does and when to use it", then ---`, file, { line: 1, column: 1 });
        const { value, error, line } = entry.frontmatter;
        if (error)
            return report(`${entry.rel} frontmatter is not valid YAML: ${error.message}`, file, { line: error.line, column: error.column });
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            return report(`${entry.rel} frontmatter must be a YAML mapping with name and description`, file, { line, column: 1 });
        const fm = value;
        for (const key of ['name', 'description']) {
            const v = fm[key];
            if (v === undefined)
                report(`${entry.rel} frontmatter has no ${key}: add "${key}: ${key === 'name' ? 'my-pack' : 'what it does and when to use it'}"`, file, { line, column: 1 });
            else if (typeof v !== 'string')
                report(`${entry.rel} frontmatter ${key} must be a string, not ${Array.isArray(v) ? 'a list' : typeof v}: quote it`, file, { line, column: 1 });
            else if (v.trim() === '')
                report(`${entry.rel} frontmatter ${key} is empty: fill it in`, file, { line, column: 1 });
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tools-json.ts

/** ajv's messages, phrased as what to change. */
function phrase(e) {
    switch (e.keyword) {
        case 'required': return `missing "${String(e.params.missingProperty)}": add it`;
        case 'additionalProperties': return `unknown member "${String(e.params.additionalProperty)}": remove it or fix its spelling`;
        case 'pattern': return `does not match ${String(e.params.pattern)}`;
        case 'enum': return `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        default: return e.message ?? 'is invalid';
    }
}
const capToolsJson = {
    meta: { id: 'cap-tools-json', severity: 'error', description: 'tools.json (when present) is UTF-8 JSON matching schemas/capability-tools.schema.json, with unique tool names', docs: `${DOCS}#cap-tools-json` },
    check(ctx, report) {
        if (!ctx.hasToolsJson)
            return;
        const file = ctx.toolsPath;
        if (ctx.toolsReadError)
            return report(`tools.json cannot be read: ${ctx.toolsReadError}`, file);
        const problem = ctx.toolsDecoded?.problem;
        if (problem)
            report(`tools.json is ${problem}: save it as UTF-8 without a BOM`, file);
        const err = ctx.toolsJson?.error;
        if (err)
            return report(`tools.json is not valid JSON: ${err.message}`, file, { line: err.line, column: err.column });
        for (const e of ctx.schemaErrors) {
            report(`tools.json ${e.instancePath || '(root)'}: ${phrase(e)}`, file, ctx.locate(e.instancePath));
        }
        for (const d of ctx.duplicateNames) {
            report(`tools.json: tool name "${d.name}" is used by tools[${d.indexes.join('], tools[')}]: names must be unique`, file, ctx.locate(`/tools/${d.indexes[1]}/name`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-schema.ts

const capToolSchema = {
    meta: { id: 'cap-tool-schema', severity: 'error', description: 'each tool\'s inputSchema is a valid JSON Schema (meta-schema) for an object', docs: `${DOCS}#cap-tool-schema` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const name = t.raw.name;
            const label = `tools[${t.index}]${typeof name === 'string' ? ` (${name})` : ''} inputSchema`;
            for (const p of t.schemaProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/inputSchema${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-exec.ts

const capToolExec = {
    meta: { id: 'cap-tool-exec', severity: 'error', description: 'each tool\'s exec spec is runnable: placeholders are whole arguments naming declared parameters, a pack-relative command exists and is executable', docs: `${DOCS}#cap-tool-exec` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const name = t.raw.name;
            const label = `tools[${t.index}]${typeof name === 'string' ? ` (${name})` : ''}`;
            for (const p of t.execProblems)
                report(`${label} ${p.message}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}${p.pointer}`));
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/tool-shell.ts

/** Interpreters and the flags that make their next argument the program text. */
const INLINE_CODE = {
    sh: ['-c'], bash: ['-c'], dash: ['-c'], zsh: ['-c'], ksh: ['-c'], ash: ['-c'], fish: ['-c'],
    cmd: ['/c', '/C', '/k', '/K'], 'cmd.exe': ['/c', '/C', '/k', '/K'],
    powershell: ['-Command', '-command', '-c'], 'powershell.exe': ['-Command', '-command', '-c'], pwsh: ['-Command', '-command', '-c'],
    python: ['-c'], python3: ['-c'], node: ['-e', '--eval', '-p', '--print'], perl: ['-e', '-E'], ruby: ['-e'], php: ['-r'],
};
const PARAMETER = /^\{\{(?!pack_root\}\}|workspace\}\})[^{}]+\}\}$/;
/**
 * A tool that hands a parameter to an interpreter as its program (`sh -c {{cmd}}`) runs
 * whatever the model writes. The safe form keeps the program fixed and passes the value as
 * data: `sh -c 'grep -- "$1" notes.txt' sh {{pattern}}`, or a script in the pack.
 */
const capToolShell = {
    meta: { id: 'cap-tool-shell', severity: 'warning', description: 'no tool passes a parameter to a shell or interpreter as the program to run (sh -c {{cmd}}): the model\'s text would become code', docs: `${DOCS}#cap-tool-shell` },
    check(ctx, report) {
        for (const t of ctx.tools) {
            const raw = t.raw;
            const command = raw.exec?.command;
            const args = raw.exec?.args;
            if (typeof command !== 'string' || !Array.isArray(args))
                continue;
            const program = command.slice(command.lastIndexOf('/') + 1);
            const flags = Object.hasOwn(INLINE_CODE, program) ? INLINE_CODE[program] : null;
            if (!flags)
                continue;
            for (let i = 0; i + 1 < args.length; i++) {
                const next = args[i + 1];
                if (!flags.includes(args[i]) || typeof next !== 'string' || !PARAMETER.test(next))
                    continue;
                const label = `tools[${t.index}]${typeof raw.name === 'string' ? ` (${raw.name})` : ''}`;
                report(`${label} runs ${next} as ${program} code (${args[i]}): whatever the model sends becomes a program; keep the program fixed and pass the value as an argument after it, or call a script in the pack`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/args/${i + 1}`));
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/capability/rules/index.ts






/** The registry of capability pack rules, in report order. */
const capabilityPackRules = [capEntryDoc, capFrontmatter, capToolsJson, capToolSchema, capToolExec, capToolShell];


/***/ })

};
