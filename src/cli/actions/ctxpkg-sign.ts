import path from 'node:path';
import * as core from '@actions/core';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { readFileLimited } from '../../core/read.js';
import { sha256Hex } from '../../core/hash.js';
import { UsageError, IntegrityError } from '../../core/errors.js';
import { isFolderSync } from '../../core/make-dirs.js';
import { showPath } from '../../core/show-name.js';
import { createPackage } from '../../ctxpkg/create.js';
import { chooseInstant } from '../../ctxpkg/clock.js';
import { MAX_PACKAGE_BYTES, nameProblem, versionProblem } from '../../ctxpkg/format.js';
import { MIN_HMAC_SECRET_BYTES, parseSeedHex } from '../../ctxpkg/keys.js';
import { signPackageBytes } from '../../ctxpkg/sign.js';
import { buildEnvelope, serializeEnvelope } from '../../ctxpkg/envelope.js';
import { verifyCtxpkgBytes } from '../../ctxpkg/validate.js';
import type { ActionEntry } from './index.js';
import { getInput, getMultilineInput, inputLabel, outputFileInput, refuseRedirected, renamedError, workspaceDir } from './inputs.js';
import { appendSummary, htmlHeading, htmlTable } from './summary.js';

/**
 * actions/ctxpkg-sign: create (or take) a package, sign it with Ed25519 and/or wrap it in an
 * HMAC envelope. Secrets arrive only as INPUT_* environment variables (taken out of the
 * environment at the action boundary, so no child process sees them), are masked before
 * anything else runs, and leave this process only as a signature or a MAC.
 */
export const ctxpkgSignAction: ActionEntry = {
  meta: { name: 'ctxpkg-sign', description: 'build, sign and envelope a .ctxpkg for a release' },
  async run() {
    // Raw, as the CLI's --secret-env reads it: an HMAC key is its exact UTF-8 bytes, so a secret
    // stored with a trailing line break keys the MAC with it (and `ctxpkg open` verifies it so).
    const hmacSecret = getInput('hmac-secret', { trimWhitespace: false });
    // The Ed25519 key is hex text: surrounding whitespace is ignored, as the CLI ignores it.
    const edKey = getInput('ed25519-key', { trimWhitespace: false });
    // Masked as given and trimmed (a log line may show either); whitespace alone is never a mask.
    for (const s of new Set([hmacSecret, hmacSecret.trim()])) if (s.trim()) core.setSecret(s);
    for (const s of new Set([edKey, edKey.trim(), edKey.trim().toLowerCase()])) if (s.trim()) core.setSecret(s);
    if (!hmacSecret && !edKey) throw new UsageError('ctxpkg-sign: set the input hmac-secret or ed25519-key (or both); both are empty, which is what a pull request from a fork gets');
    if (hmacSecret && hmacSecret.trim() === '') throw new UsageError(`${inputLabel('hmac-secret')} is only whitespace; pass the secret itself`);
    if (hmacSecret !== hmacSecret.trim()) core.warning(`${inputLabel('hmac-secret')} starts or ends with whitespace (a line break?); it is part of the key, so the envelope opens only with the same bytes`);

    // Check the key before any work, so a bad secret fails first and alone.
    const seed = edKey ? parseSeedHex(edKey, inputLabel('ed25519-key')) : null;
    const cwd = process.cwd();
    const env = process.env;
    const file = getInput('file');
    let target: string;
    let bytes: Buffer;
    if (file) {
      if (getInput('output')) core.warning(`${inputLabel('output')} is ignored with ${inputLabel('file')}: the package is signed where it is`);
      target = path.resolve(cwd, file);
      // Signed in place, its envelope beside it: written, so not through a symlink out of the workspace.
      await refuseRedirected('file', file, target, workspaceDir(cwd));
      bytes = await readFileLimited(target, MAX_PACKAGE_BYTES).catch((err: unknown) => {
        throw renamedError(err, { abs: target, cwd, name: 'file', given: file, otherwise: 'prefix' });
      });
    } else {
      const need = (name: string) => {
        const v = getInput(name);
        if (!v) throw new UsageError(`ctxpkg-sign: set the input file (an existing package), or name, version, description and from (to create one); ${name} is empty`);
        return v;
      };
      const name = need('name');
      const version = need('version');
      const description = need('description');
      const fromInput = need('from');
      const np = nameProblem(name);
      if (np) throw new UsageError(`${inputLabel('name')} ${JSON.stringify(name)} ${np}`);
      const vp = versionProblem(version);
      if (vp) throw new UsageError(`${inputLabel('version')} ${JSON.stringify(version)} ${vp}`);
      const from = path.resolve(cwd, fromInput);
      if (!isFolderSync(from)) throw new UsageError(`${inputLabel('from')}: ${fromInput} is not a folder`);
      const built = await createPackage({ name, version, description, from, author: getInput('author') || null, tags: getMultilineInput('tags').filter(Boolean), createdAt: await chooseInstant(undefined, 'created_at', env, cwd) });
      const output = getInput('output');
      target = output ? await outputFileInput('output', output, cwd, workspaceDir(cwd)) : path.resolve(cwd, `${name}-${version}.ctxpkg`);
      try {
        assertOutputApartFromInputs(target, built.layerFiles, cwd);
      } catch (err) {
        throw output ? renamedError(err, { abs: target, cwd, name: 'output', given: output, otherwise: 'prefix' }) : err;
      }
      bytes = built.bytes;
    }

    let publicKey = '';
    if (seed) {
      const signed = await signPackageBytes(path.relative(cwd, target), bytes, seed);
      bytes = signed.bytes;
      publicKey = signed.publicKey;
    } else {
      const check = await verifyCtxpkgBytes(target, bytes);
      if (!check.ok) throw new IntegrityError(`${path.relative(cwd, target)}: ${check.diagnostics.find((d) => d.severity === 'error')?.message}`);
    }
    if (seed || !file) await writeFileAtomic(target, bytes);

    let envelopeFile = '';
    if (hmacSecret) {
      const secret = Buffer.from(hmacSecret, 'utf8');
      if (secret.length < MIN_HMAC_SECRET_BYTES) core.warning(`${inputLabel('hmac-secret')} is ${secret.length} bytes; use at least ${MIN_HMAC_SECRET_BYTES} random bytes`);
      envelopeFile = `${target}.envelope.json`;
      const envelope = buildEnvelope({ payload: bytes.toString('utf8'), secret, sentAt: await chooseInstant(undefined, 'sent_at', env, cwd), agentId: env.GITHUB_REPOSITORY || undefined });
      await writeFileAtomic(envelopeFile, serializeEnvelope(envelope));
    }

    const manifest = (await verifyCtxpkgBytes(target, bytes)).context.manifest!;
    const rel = (p: string) => path.relative(cwd, p) || p;
    core.setOutput('package', rel(target));
    core.setOutput('envelope', envelopeFile ? rel(envelopeFile) : '');
    core.setOutput('sha256', sha256Hex(bytes));
    core.setOutput('content-hash', manifest.integrity.content_hash);
    core.setOutput('public-key', publicKey);
    // `packwright: ` first: a line that starts with `::` (a path named so) is a workflow command.
    core.info(`packwright: ${showPath(rel(target))}: ${manifest.name}@${manifest.version}${publicKey ? `, signed by ${publicKey}` : ''}${envelopeFile ? `, envelope ${showPath(rel(envelopeFile))}` : ''}`);
    await appendSummary(
      `${htmlHeading(`${manifest.name}@${manifest.version}`)}\n${htmlTable(
        ['output', 'value'],
        [
          ['package', rel(target)],
          ['sha256', sha256Hex(bytes)],
          ['content_hash', manifest.integrity.content_hash],
          ['public key', publicKey || 'unsigned'],
          ['envelope', envelopeFile ? rel(envelopeFile) : 'none'],
        ],
      )}`,
    );
  },
};
