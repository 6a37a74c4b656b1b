import { ENV_NAME_PATTERN } from '../tools-schema.js';
import { GUARD_REASON_TEXT, guardedEnvName } from '../secret-env.js';
import { toolLabel } from './label.js';
import { DOCS, type CapabilityPackRule } from './types.js';

const ENV_NAME = new RegExp(ENV_NAME_PATTERN);

/**
 * A tool whose `exec.env` names a credential (GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY,
 * SSH_AUTH_SOCK) or a variable that changes what programs load or run (NODE_OPTIONS, BASH_ENV,
 * GIT_ASKPASS) asks for something the host decides to give, not the pack: `packwright mcp`
 * withholds such a name unless its operator passes it with --pass-env (secret-env.ts says
 * which names). A warning, since a pack may need a token; the author learns that its users
 * must start the server with the option, and a reviewer sees what the pack asks for.
 * A name that is no variable name is cap-tools-json's (the schema's pattern).
 */
export const capToolEnvSecret: CapabilityPackRule = {
  meta: { id: 'cap-tool-env-secret', severity: 'warning', description: 'no tool asks for a credential or a variable that changes what programs load or run from the host environment (exec.env) without saying that the host passes it only with --pass-env', docs: DOCS },
  check(ctx, report) {
    for (const t of ctx.tools) {
      const env = ((t.raw as { exec?: { env?: unknown } }).exec ?? {}).env;
      if (!Array.isArray(env)) continue;
      for (const [i, name] of env.entries()) {
        if (typeof name !== 'string' || !ENV_NAME.test(name)) continue;
        const reason = guardedEnvName(name);
        if (reason) report(`${toolLabel(t)} asks for ${name} from the host environment (${GUARD_REASON_TEXT[reason]}); the host passes it only with --pass-env ${name}`, ctx.toolsPath, ctx.locate(`/tools/${t.index}/exec/env/${i}`));
      }
    }
  },
};
