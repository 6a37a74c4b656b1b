import path from 'node:path';
import { statSync } from 'node:fs';
import * as core from '@actions/core';
import { UsageError, describeFsError } from '../../core/errors.js';
import { displayPath, isInside, realPathSoFar } from '../../core/paths.js';
import { makeDirs } from '../../core/make-dirs.js';

/*
 * Reading action inputs so that every bad value fails with one line naming the input (not the
 * CLI flag the value is passed on as).
 */

/**
 * `input NAME`, with NAME as the workflow wrote it: a composite action may map its own input
 * onto another INPUT_* variable (skillpack-sync's `path` arrives as INPUT_SINK-PATH, since the
 * root action's `path` is validate's), and says so in PACKWRIGHT_INPUT_NAMES (`sink-path=path`).
 */
export function inputLabel(name: string): string {
  for (const pair of (process.env.PACKWRIGHT_INPUT_NAMES ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim()) return `input ${pair.slice(at + 1).trim()}`;
  }
  return `input ${name}`;
}

/** One of `choices`; empty is `fallback`. */
export function choiceInput<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const v = core.getInput(name);
  if (v === '') return fallback;
  if (!(choices as readonly string[]).includes(v)) throw new UsageError(`${inputLabel(name)} must be one of ${choices.join(', ')}, not '${v}'`);
  return v as T;
}

/** A YAML 1.2 core-schema boolean, as core.getBooleanInput reads it, with a one-line error; empty is `fallback`. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = core.getInput(name);
  if (v === '') return fallback;
  if (v === 'true' || v === 'True' || v === 'TRUE') return true;
  if (v === 'false' || v === 'False' || v === 'FALSE') return false;
  throw new UsageError(`${inputLabel(name)} must be true or false, not '${v}'`);
}

function statOrNull(p: string) {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

/**
 * The file an output input names (`sarif-file`, `output`), resolved against `cwd`, made ready
 * before anything is written: its missing folders are created when they lie inside the
 * workspace, as build-context-pack does; outside it (say under $RUNNER_TEMP) the folder must
 * exist. A folder where the file should be is refused.
 */
export function outputFileInput(name: string, value: string, cwd: string, workspace: string): string {
  const file = path.resolve(cwd, value);
  if (statOrNull(file)?.isDirectory()) throw new UsageError(`${inputLabel(name)}: ${value} is a folder; name a file`);
  const dir = path.dirname(file);
  const st = statOrNull(dir);
  if (st?.isDirectory()) return file;
  if (st) throw new UsageError(`${inputLabel(name)}: ${value}: ${displayPath(dir, cwd)} is not a folder`);
  if (!isInside(realPathSoFar(workspace), realPathSoFar(dir))) {
    throw new UsageError(`${inputLabel(name)}: ${value}: the folder ${displayPath(dir, cwd)} does not exist (missing folders are created only inside the workspace)`);
  }
  try {
    makeDirs(dir);
  } catch (err) {
    throw new UsageError(`${inputLabel(name)}: ${value}: cannot create the folder: ${describeFsError(err, displayPath(dir, cwd))}`);
  }
  return file;
}

/** The workspace: GITHUB_WORKSPACE, else the working directory. */
export function workspaceDir(cwd: string = process.cwd()): string {
  return path.resolve(cwd, process.env.GITHUB_WORKSPACE || '.');
}
