// VAPID (RFC 8292): the key pair and contact the push services identify this server by.
// Read from the environment; a deployment without them still runs, and only sending pushes
// answers not_configured.
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';

export interface VapidConfig {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const NAMES = 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT';

/** The configured VAPID details; not_configured when any is missing or unusable. */
export function vapidConfig(): VapidConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env();
  if (!publicKey || !privateKey || !subject) throw notConfigured(NAMES);
  const problem = vapidProblem({ subject, publicKey, privateKey });
  if (problem) {
    // The hint names the variable, never its value.
    throw new ApiError('not_configured', {
      message: `This deployment's web push configuration is unusable: ${problem}.`,
      hint: 'The operator must fix the VAPID settings; `npm run vapid` prints a new key pair (see the README).',
    });
  }
  return { subject, publicKey, privateKey };
}

function vapidProblem(config: VapidConfig): string | null {
  if (Buffer.from(config.publicKey, 'base64url').length !== 65 || !/^[A-Za-z0-9_-]+$/.test(config.publicKey)) {
    return 'VAPID_PUBLIC_KEY is not a 65-byte base64url P-256 public key';
  }
  if (Buffer.from(config.privateKey, 'base64url').length !== 32 || !/^[A-Za-z0-9_-]+$/.test(config.privateKey)) {
    return 'VAPID_PRIVATE_KEY is not a 32-byte base64url P-256 private key';
  }
  let subject: URL;
  try {
    subject = new URL(config.subject);
  } catch {
    return 'VAPID_SUBJECT is not a mailto: or https: URL';
  }
  if (subject.protocol !== 'mailto:' && subject.protocol !== 'https:')
    return 'VAPID_SUBJECT is not a mailto: or https: URL';
  // Apple's push service refuses https://localhost subjects (BadJwtToken).
  if (subject.protocol === 'https:' && /^(localhost|127\.|\[::1\])/.test(subject.hostname))
    return 'VAPID_SUBJECT must not be a localhost URL';
  return null;
}
