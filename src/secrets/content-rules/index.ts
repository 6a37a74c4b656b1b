import type { ContentRule } from './types.js';
import { privateKey } from './private-key.js';
import { privateKeyBase64 } from './private-key-base64.js';
import { puttyKey } from './putty-key.js';
import { awsAccessKey } from './aws-access-key.js';
import { awsSecretKey } from './aws-secret-key.js';
import { githubToken } from './github-token.js';
import { googleApiKey } from './google-api-key.js';
import { gitlabToken } from './gitlab-token.js';
import { slackToken } from './slack-token.js';
import { slackWebhook } from './slack-webhook.js';
import { openaiKey } from './openai-key.js';
import { anthropicKey } from './anthropic-key.js';
import { stripeKey } from './stripe-key.js';
import { npmToken } from './npm-token.js';
import { pypiToken } from './pypi-token.js';
import { registryCredentials } from './registry-credentials.js';

/** The registry of content rules, in report order. */
export const contentRules: readonly ContentRule[] = [
  privateKey,
  privateKeyBase64,
  puttyKey,
  awsAccessKey,
  awsSecretKey,
  githubToken,
  gitlabToken,
  slackToken,
  slackWebhook,
  openaiKey,
  anthropicKey,
  stripeKey,
  googleApiKey,
  npmToken,
  pypiToken,
  registryCredentials,
];
