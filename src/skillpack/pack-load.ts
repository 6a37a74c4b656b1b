import path from 'node:path';
import { readFileLimited } from '../core/read.js';
import { locatePointer } from '../core/yaml.js';
import type { Location } from '../core/diagnostics.js';
import { parsePack, type ParsedPack } from './packfile.js';
import { discoverSkills, type DiscoveredSkill } from './discover.js';

/** What every `skill-pack` rule reads: the pack file parsed once, and the local skills beside it. */
export interface SkillPackContext {
  file: string;
  parsed: ParsedPack;
  /** Problem reading the file at all, or null. */
  readProblem: string | null;
  /** The repo root: the folder holding `packs/`. */
  root: string;
  /** Local skills under `<root>/skills`, or null with why in `skillsProblem`. */
  localSkills: DiscoveredSkill[] | null;
  skillsProblem: string | null;
  locate(pointer: string): Location;
}

export async function loadSkillPack(file: string): Promise<SkillPackContext> {
  const root = path.dirname(path.dirname(file));
  let parsed: ParsedPack = { pack: null, problems: [], yaml: null };
  let readProblem: string | null = null;
  try {
    parsed = await parsePack(file, await readFileLimited(file, 1024 * 1024));
  } catch (err) {
    readProblem = (err as Error).message;
  }
  let localSkills: DiscoveredSkill[] | null = null;
  let skillsProblem: string | null = null;
  if (parsed.pack && parsed.pack.include.length > 0) {
    try {
      localSkills = discoverSkills(path.join(root, 'skills'), { mode: 'local', label: 'skills' });
    } catch (err) {
      skillsProblem = (err as Error).message;
    }
  }
  return {
    file,
    parsed,
    readProblem,
    root,
    localSkills,
    skillsProblem,
    locate: (pointer) => (parsed.yaml ? locatePointer(parsed.yaml, pointer) ?? {} : {}),
  };
}
