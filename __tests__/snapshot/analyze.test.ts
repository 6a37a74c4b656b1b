import fc from 'fast-check';
import { lex } from '../../src/snapshot/analyze/lexer.js';
import { jsAnalyzer } from '../../src/snapshot/analyze/js.js';
import { pythonAnalyzer } from '../../src/snapshot/analyze/python.js';
import { goAnalyzer } from '../../src/snapshot/analyze/go.js';
import { rustAnalyzer } from '../../src/snapshot/analyze/rust.js';
import { resolveImport } from '../../src/snapshot/analyze/graph.js';
import { lineCount } from '../../src/snapshot/analyze/types.js';

const TS = `/**
 * HTTP API of the store. It serves users.
 */
import express, { Router } from 'express';
import type { User } from "./model.js";
import './polyfill';
export * from './types.js';
export * as helpers from './helpers.js';
const re = /import x from 'nope'/g; // import y from 'nope2'
const t = \`export const fake = 1; \${ a ? 'import z from "nope3"' : "" }\`;
/* export function hidden() {} */
export const PORT = 8080;
export async function listUsers(db: Db) { return db.query(\`SELECT * FROM users WHERE id = \${id}\`); }
export default class Store {}
export interface Options { verbose: boolean }
export type Id = string;
export enum Color { Red }
export { a as b, c };
const lazy = await import('./lazy.js');
const fs = require('node:fs');
app.get('/users', handler);
router.post("/users/:id", handler);
exec(\`rm -rf \${dir}\`);
execSync('ls ' + dir);
eval(code);
const msg = "eval(x) in a string";
https.request({ rejectUnauthorized: false });
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';
app.listen(PORT);
`;

describe('TypeScript/JavaScript', () => {
  const f = jsAnalyzer.analyze(TS);
  test('exports, not counting strings, regexes or comments', () => {
    expect(f.exports).toEqual(['PORT', 'listUsers', 'default (Store)', 'Options', 'Id', 'Color', 'b', 'c', '* from ./types.js', 'helpers']);
  });
  test('a const enum exports its own name, not the word enum', () => {
    expect(jsAnalyzer.analyze('export const enum Dir { Up }\nexport declare const enum Side { L }\nexport const enumValue = 1;\n').exports).toEqual(['Dir', 'Side', 'enumValue']);
  });
  test('imports of every form', () => {
    expect(f.imports).toEqual(['express', './model.js', './types.js', './helpers.js', './polyfill', './lazy.js', 'node:fs']);
  });
  test('security indicators with lines', () => {
    expect(f.security).toEqual([
      'eval() at line 25',
      'shell command built from an interpolated string passed to exec() at line 23',
      'shell command built from an interpolated string passed to execSync() at line 24',
      'SQL text built by concatenation or interpolation at line 13',
      'TLS certificate check disabled (rejectUnauthorized: false) at line 27',
      'TLS certificate check disabled (NODE_TLS_REJECT_UNAUTHORIZED=0) at line 28',
    ]);
  });
  test('routes, doc, server', () => {
    expect(f.routes).toEqual(['GET /users', 'POST /users/:id']);
    expect(f.doc).toBe('HTTP API of the store.');
    expect(f.listens).toBe(true);
  });
  test('CommonJS exports', () => {
    expect(jsAnalyzer.analyze('module.exports = { parse, format: fmt };\nexports.extra = 1;\n').exports).toEqual(['extra', 'parse', 'format']);
    expect(jsAnalyzer.analyze('module.exports = Parser;\n').exports).toEqual(['module.exports = Parser']);
  });
  test('chained CommonJS exports, as TypeScript and Babel emit them, count every name', () => {
    const g = jsAnalyzer.analyze('exports.ajax = exports.AjaxError = exports.AjaxResponse = void 0;\nmodule.exports.extra = 1;\nfoo.module.exports.no = 1;\nmy_exports.no2 = 1;\n');
    expect(g.exports).toEqual(['ajax', 'AjaxError', 'AjaxResponse', 'extra']);
  });
  test('keywords count only in code, never in strings, comments or longer names', () => {
    const g = jsAnalyzer.analyze("const s = 'export const a = 1; require(\"x\")';\n// export function b() {}\nconst $export = 1; reexport(2); x.require('y');\nexport const real = 1;\n");
    expect(g.exports).toEqual(['real']);
    expect(g.imports).toEqual([]);
  });
  test('division is not a regex', () => {
    const g = jsAnalyzer.analyze("const r = a / b / c; import x from './x.js';\n");
    expect(g.imports).toEqual(['./x.js']);
  });
  const shell = (fn: string) => `shell command built from an interpolated string passed to ${fn}() at line`;
  test.each([
    // RegExp#exec takes a string too: not a shell.
    ['re.exec(prefix + "x");', []],
    ['re.exec(`${line}`);', []],
    ["/a/.exec(s + 'b');", []],
    ['q.exec(a + b);', []],
    ['this.pattern.exec(`${a}b`);', []],
    ['$exec(`ls ${dir}`);', []],
    // child_process by convention, by binding or inline.
    ['child_process.exec(cmd + x);', [shell('exec')]],
    ['childProcess.exec(`ls ${dir}`);', [shell('exec')]],
    ['cp?.exec(`ls ${dir}`);', [shell('exec')]],
    ["const proc = require('child_process');\nproc.exec(`ls ${dir}`);", [shell('exec')]],
    ["const proc = require('node:child_process');\nproc.exec('ls ' + dir);", [shell('exec')]],
    ["import * as proc from 'node:child_process';\nproc.exec(`ls ${dir}`);", [shell('exec')]],
    ["import proc, { spawn } from 'child_process';\nproc.exec(`ls ${dir}`);", [shell('exec')]],
    ["import proc = require('child_process');\nproc.exec(`ls ${dir}`);", [shell('exec')]],
    ["const proc = await import('child_process');\nproc.exec(`ls ${dir}`);", [shell('exec')]],
    ["require('child_process').exec(`ls ${dir}`);", [shell('exec')]],
    // A module bound under another name does not make every receiver child_process.
    ["import { exec } from 'child_process';\nre.exec(`${line}`);", []],
    ["const proc = require('./proc');\nproc.exec(`ls ${dir}`);", []],
    // RegExp has no execSync; a bare call is child_process's (or a wrapper of it).
    ['anything.execSync(`ls ${dir}`);', [shell('execSync')]],
    ["import { exec } from 'child_process';\nexec(`ls ${dir}`);", [shell('exec')]],
    ['const out = cond ? exec(cmd + x) : null;', [shell('exec')]],
    ['execSync(`ls ${dir}`)\n', [shell('execSync')]],
    // Definitions are not calls.
    ['class A {\n  eval(x: number) {\n    return x;\n  }\n}', []],
    ['class A {\n  async exec(cmd: string = base + x): Promise<void> {}\n}', []],
    ['interface Runner {\n  exec(q: string): Result;\n}', []],
    ['function eval(x) {}', []],
    ['export function* exec(cmd) {}', []],
    ['const o = { eval(e) { return e; } };', []],
    ['eval(code);', ['eval() at line']],
    ['const v = ok ? eval(code) : 0;', ['eval() at line']],
    // The global object's eval and the indirect `(0, eval)` still run code (in global scope).
    ['window.eval(code);', ['eval() at line']],
    ['globalThis.eval(code);', ['eval() at line']],
    ['self?.eval(x);', ['eval() at line']],
    ['(0, eval)(code);', ['eval() at line']],
    ['return (0, window.eval)(code);', ['eval() at line']],
  ] as const)('exec/eval: %j', (code, expected) => {
    const got = jsAnalyzer.analyze(code).security.map((x) => x.replace(/ \d+$/, ''));
    expect(got).toEqual(expected);
  });
});

const PY = `#!/usr/bin/env python3
"""Command-line tool for the store. More text."""
import os, sys as system
import app.models
from . import views
from ..core.db import (
    connect,
    close,
)
# import commented
s = "import fake"

API_URL = "https://x"
_private = 1

def main():
    os.system("ls " + path)
    subprocess.run(cmd, shell=True)
    cur.execute(f"SELECT * FROM users WHERE name = '{name}'")
    cur.execute("SELECT * FROM t WHERE id = %s" % uid)
    requests.get(url, verify=False)
    eval(expr)

class Store:
    def _helper(self):
        pass

async def fetch():
    pass

@app.route("/health")
def health():
    return "ok"

if __name__ == "__main__":
    main()
`;

describe('Python', () => {
  const f = pythonAnalyzer.analyze(PY);
  test('top-level public names', () => expect(f.exports).toEqual(['main', 'Store', 'fetch', 'health', 'API_URL']));
  test('__all__ wins when present', () => expect(pythonAnalyzer.analyze('__all__ = ["a", "b"]\ndef c(): pass\n').exports).toEqual(['a', 'b']));
  test('imports', () => expect(f.imports).toEqual(['os', 'sys', 'app.models', '.', '..core.db']));
  test('indicators', () => {
    expect(f.security).toEqual([
      'eval() at line 22',
      'os.system() runs a shell command at line 17',
      'subprocess.run() with a shell at line 18',
      'SQL text built by formatting or concatenation at line 19',
      'SQL text built by formatting or concatenation at line 20',
      'TLS certificate check disabled (verify=False) at line 21',
    ]);
  });
  test.each([
    ['class Db:\n    def exec(self, q):\n        return q\n', []],
    ['class Calc:\n    async def eval(self, e):\n        pass\n', []],
    ['def  eval (e):\n    pass\n', []],
    ['def run(q):\n    self.exec(q)\n    db.eval(q)\n', []],
    ['def run(code):\n    exec(code)\n', ['exec() at line 2']],
    ['x = eval(expr)\n', ['eval() at line 1']],
    ['def undef(e): return eval(e)\n', ['eval() at line 1']],
  ] as const)('exec/eval definitions are not calls: %j', (code, expected) => {
    expect(pythonAnalyzer.analyze(code).security).toEqual(expected);
  });
  test('docstring, main, routes', () => {
    expect(f.doc).toBe('Command-line tool for the store.');
    expect(f.hasMain).toBe(true);
    expect(f.routes).toEqual(['ROUTE /health']);
  });
});

const GO = `// Package store keeps users. It is small.
package main

import "fmt"
import (
\t"net/http"
\tdb "example.com/app/internal/db"
)

const Version = "1"
const (
\tMaxUsers = 10
\tminUsers = 1
)

type Store struct{}
type private struct{}

func (s *Store) Get(id string) {}
func New() *Store { return nil }
func helper() {}

func main() {
\tq := fmt.Sprintf("SELECT * FROM users WHERE id = %s", id)
\tcfg := &tls.Config{InsecureSkipVerify: true}
\texec.Command("sh", "-c", cmd)
\thttp.HandleFunc("/users", h)
\thttp.ListenAndServe(":8080", nil)
\ts := \`import "fake"\`
}
`;

describe('Go', () => {
  const f = goAnalyzer.analyze(GO);
  test('exported names', () => expect(f.exports).toEqual(['Store.Get', 'New', 'Version', 'Store', 'MaxUsers']));
  test('imports', () => expect(f.imports).toEqual(['fmt', 'net/http', 'example.com/app/internal/db']));
  test('indicators, routes, main', () => {
    expect(f.security).toEqual(['exec.Command runs a shell (-c) at line 26', 'SQL text built by Sprintf or concatenation at line 24', 'TLS certificate check disabled (InsecureSkipVerify: true) at line 25']);
    expect(f.routes).toEqual(['ROUTE /users']);
    expect(f.hasMain).toBe(true);
    expect(f.listens).toBe(true);
    expect(f.doc).toBe('Package store keeps users.');
  });
});

describe('Go package doc and main', () => {
  test.each([
    ['// Package a does a.\npackage a\n', 'Package a does a.'],
    // A license header a blank line above the doc is not the doc, nor are build constraints.
    ['// Copyright 2024 The Authors. All rights reserved.\n\n// Package a does a.\npackage a\n', 'Package a does a.'],
    ['// Copyright 2024 The Authors. All rights reserved.\n\npackage a\n', null],
    ['//go:build ignore\n\npackage main\n', null],
    ['//go:build linux\n// +build linux\n\n// Tool runs things.\npackage main\n', 'Tool runs things.'],
    ['/* Package a does a. */\npackage a\n', null],
  ] as const)('doc of %j', (code, doc) => {
    expect(goAnalyzer.analyze(code).doc).toBe(doc);
  });
  test.each([
    ['package main\n\nfunc main() {}\n', true],
    ['//go:build ignore\n\npackage main\n\nfunc main() {\n}\n', true],
    ['package main\n\nvar verbose bool\n', false],
    ['package lib\n\nfunc main() {}\n', false],
    ['package main\n\nfunc (s *S) main() {}\n', false],
    ['package gen\n\nconst tmpl = `\npackage main\n\nfunc main() {}\n`\n', false],
    ['package main\n\n/*\nfunc main() {}\n*/\n', false],
  ] as const)('main of %j: %s', (code, expected) => {
    expect(goAnalyzer.analyze(code).hasMain).toBe(expected);
  });
});

describe('Go servers', () => {
  const file = (imports: string[], body: string) => `package main\n\nimport (\n${imports.map((i) => `\t"${i}"\n`).join('')})\n\nfunc main() {\n\t${body}\n}\n`;
  test.each([
    // exec.Cmd's Run runs a program, not a server.
    [['os/exec'], 'exec.Command("ls").Run()', false],
    [['os/exec'], 'cmd := exec.Command("ls")\n\tcmd.Run()', false],
    [['os/exec'], 'cmd.Start()', false],
    [['testing'], 't.Run("case", f)', false],
    [['os/exec', 'github.com/labstack/echo/v4'], 'exec.Command("ls").Run()', false],
    // Framework engines, in files that import the framework.
    [['github.com/gin-gonic/gin'], 'r := gin.Default()\n\tr.Run()', true],
    [['github.com/gin-gonic/gin'], 'r.Run(":8080")', true],
    [['github.com/kataras/iris/v12'], 'app.Run(iris.Addr(":8080"))', true],
    [['github.com/labstack/echo/v4'], 'e.Logger.Fatal(e.Start(":1323"))', true],
    [['github.com/labstack/echo'], 'e.StartTLS(":443", "cert.pem", "key.pem")', true],
    [['github.com/gin-gonic/gin-contrib'], 'r.Run()', false],
    // net/http and friends, whatever else the file imports.
    [['net/http'], 'http.ListenAndServe(":8080", nil)', true],
    [['net/http'], 'srv.ListenAndServeTLS("c", "k")', true],
    [['net/http'], 'http.Serve(l, mux)', true],
    [['google.golang.org/grpc'], 's.Serve(lis)', true],
    [['github.com/gofiber/fiber/v2'], 'app.Listen(":3000")', true],
    [['net/http'], 'h.ServeHTTP(w, r)', false],
  ] as const)('%j %j listens: %s', (imports, body, expected) => {
    expect(goAnalyzer.analyze(file([...imports], body)).listens).toBe(expected);
  });
});

const RS = `//! The store crate. Keeps users.
use std::collections::HashMap;
use crate::db::{connect, Pool};
pub use crate::model::User;
mod db;
pub mod model;

/* nested /* comment */ pub fn hidden() {} */
pub struct Store<'a> { name: &'a str }
pub(crate) fn internal() {}
pub async fn fetch() {}
pub trait Repo {}
pub const MAX: u32 = 1;
fn private() { let c = '"'; let s = r#"pub fn fake() {}"#; }

#[macro_export]
macro_rules! hello { () => {} }

fn main() {
    unsafe { ptr::read(p) };
    let q = format!("SELECT * FROM users WHERE id = {}", id);
    let c = reqwest::Client::builder().danger_accept_invalid_certs(true);
}
`;

describe('Rust', () => {
  const f = rustAnalyzer.analyze(RS);
  test('pub items only, not pub(crate), comments or strings', () => expect(f.exports).toEqual(['model', 'Store', 'fetch', 'Repo', 'MAX', 'hello!', 'use crate::model::User']));
  test('imports', () => expect(f.imports).toEqual(['std::collections::HashMap', 'crate::db::{connect,Pool}', 'mod db', 'mod model']));
  test('indicators', () => {
    expect(f.security).toEqual(['1 unsafe block (first at line 20)', 'SQL text built by format! at line 21', 'TLS verification disabled (danger_accept_invalid_certs) at line 22']);
    expect(f.doc).toBe('The store crate.');
    expect(f.hasMain).toBe(true);
  });
});

describe('lexer', () => {
  test('masked and code keep length and newlines (property)', () => {
    const chunk = fc.constantFrom('a', ' ', '\n', '"', "'", '`', '/', '*', '#', '\\', '$', '{', '}', 'r#"', 'x = ', '//', '/*', '*/', '"""', 'f"', '${');
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 60 }).map((c) => c.join('')), fc.constantFrom('js', 'python', 'go', 'rust') as fc.Arbitrary<'js' | 'python' | 'go' | 'rust'>, (text, lang) => {
        const r = lex(text, lang);
        expect(r.code.length).toBe(text.length);
        expect(r.masked.length).toBe(text.length);
        for (let i = 0; i < text.length; i++) if (text[i] === '\n') expect(r.masked[i]).toBe('\n');
      }),
      { numRuns: 500 },
    );
  });
});

describe('import resolution', () => {
  const files = new Set(['src/a.ts', 'src/lib/index.ts', 'src/lib/index.js', 'src/c.js', 'src/c.d.ts', 'src/t.d.ts', 'index.js', 'pkg/mod.py', 'pkg/sub/__init__.py', 'src/db.rs', 'src/db/pool.rs', 'internal/db/db.go']);
  const ctx = { files, goPackages: new Set(['internal/db/']), goModule: 'example.com/app' };
  test.each([
    ['src/b.ts', './a.js', 'src/a.ts'],
    ['src/b.ts', './lib', 'src/lib/index.ts'],
    ['src/lib/index.ts', './', 'src/lib/index.ts'],
    ['src/lib/x.js', '..', null],
    ['src/b.ts', './c', 'src/c.js'],
    ['src/b.ts', './c.js', 'src/c.js'],
    ['src/b.ts', './t', 'src/t.d.ts'],
    ['src/b.ts', '../..', null],
    ['src/b.ts', '..', 'index.js'],
    ['src/b.ts', 'express', null],
    ['pkg/x.py', '.mod', 'pkg/mod.py'],
    ['pkg/x.py', 'pkg.sub', 'pkg/sub/__init__.py'],
    ['src/main.rs', 'mod db', 'src/db.rs'],
    ['src/main.rs', 'crate::db::pool::Pool', 'src/db/pool.rs'],
    ['cmd/x/main.go', 'example.com/app/internal/db', 'internal/db/'],
    ['cmd/x/main.go', 'github.com/other/db', null],
  ])('%s imports %s → %s', (from, spec, expected) => expect(resolveImport(from, spec, ctx)).toBe(expected));
});

describe('line counts', () => {
  test.each([
    ['', 0],
    ['a', 1],
    ['a\n', 1],
    ['a\nb', 2],
    ['a\nb\n', 2],
    ['\n', 1],
    ['a\n\n', 2],
  ])('%j has %i line(s), as wc -l and an editor count them', (text, lines) => {
    expect(lineCount(text)).toBe(lines);
    for (const analyzer of [jsAnalyzer, pythonAnalyzer, goAnalyzer, rustAnalyzer]) expect(analyzer.analyze(text).lines).toBe(lines);
  });
});
