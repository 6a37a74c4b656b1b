import path from 'node:path';
import * as core from '@actions/core';
import { writeFileAtomic } from '../../core/atomic-write.js';
import { assertOutputApartFromInputs } from '../../core/output-guard.js';
import { readFileLimited } from '../../core/read.js';
import { sha256Hex } from '../../core/hash.js';
import { UsageError, IntegrityError } from '../../core/errors.js';
import { createPackage } from '../../ctxpkg/create.js';
import { chooseInstant } from '../../ctxpkg/clock.js';
import { MAX_PACKAGE_BYTES } from '../../ctxpkg/format.js';
import { MIN_HMAC_SECRET_BYTES, parseSeedHex } from '../../ctxpkg/keys.js';
import { signPackageBytes } from '../../ctxpkg/sign.js';
import { buildEnvelope, serializeEnvelope } from '../../ctxpkg/envelope.js';
import { verifyCtxpkgBytes } from '../../ctxpkg/validate.js';
import type { ActionEntry } from './index.js';

/**
 * actions/ctxpkg-sign: create (or take) a package, sign it with Ed25519 and/or wrap it in an
 * HMAC envelope. Secrets arrive only as INPUT_* environment variables, are masked before
 * anything else runs, and leave this process only as a signature or a MAC.
 */
export const ctxpkgSignAction: ActionEntry = {
  meta: { name: 'ctxpkg-sign', description: 'build, sign and envelope a .ctxpkg for a release' },
  async run() {
    const hmacSecret = core.getInput('hmac-secret');
    const edKey = core.getInput('ed25519-key');
    if (hmacSecret) core.setSecret(hmacSecret);
    if (edKey) {
      core.setSecret(edKey);
      core.setSecret(edKey.trim());
      core.setSecret(edKey.trim().toLowerCase());
    }
    if (!hmacSecret && !edKey) throw new UsageError('ctxpkg-sign: set the input hmac-secret or ed25519-key (or both); both are empty, which is what a pull request from a fork gets');

    // Check the key before any work, so a bad secret fails first and alone.
    const seed = edKey ? parseSeedHex(edKey, 'input ed25519-key') : null;
    const cwd = process.cwd();
    const env = process.env;
    const file = core.getInput('file');
    let target: string;
    let bytes: Buffer;
    if (file) {
      target = path.resolve(cwd, file);
      bytes = await readFileLimited(target, MAX_PACKAGE_BYTES);
    } else {
      const need = (name: string) => {
        const v = core.getInput(name);
        if (!v) throw new UsageError(`ctxpkg-sign: set the input file (an existing package), or name, version, description and from (to create one); ${name} is empty`);
        return v;
      };
      const name = need('name');
      const version = need('version');
      const description = need('description');
      const from = path.resolve(cwd, need('from'));
      const built = await createPackage({ name, version, description, from, author: core.getInput('author') || null, tags: core.getMultilineInput('tags').filter(Boolean), createdAt: await chooseInstant(undefined, 'created_at', env, cwd) });
      target = path.resolve(cwd, core.getInput('output') || `${name}-${version}.ctxpkg`);
      assertOutputApartFromInputs(target, built.layerFiles, cwd);
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
      if (secret.length < MIN_HMAC_SECRET_BYTES) core.warning(`hmac-secret is ${secret.length} bytes; use at least ${MIN_HMAC_SECRET_BYTES} random bytes`);
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
    core.info(`${rel(target)}: ${manifest.name}@${manifest.version}${publicKey ? `, signed by ${publicKey}` : ''}${envelopeFile ? `, envelope ${rel(envelopeFile)}` : ''}`);
    await core.summary
      .addHeading(`${manifest.name}@${manifest.version}`, 3)
      .addTable([
        [{ data: 'output', header: true }, { data: 'value', header: true }],
        ['package', rel(target)],
        ['sha256', sha256Hex(bytes)],
        ['content_hash', manifest.integrity.content_hash],
        ['public key', publicKey || 'unsigned'],
        ['envelope', envelopeFile ? rel(envelopeFile) : 'none'],
      ])
      .write();
  },
};
