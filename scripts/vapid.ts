// npm run vapid: prints a new VAPID key pair as .env lines. Generate once per deployment and
// keep it: browsers subscribe with the public key, so a new pair orphans every subscription.
import webpush from 'web-push';
import { isMain } from './is-main.js';

export function vapidEnvLines(): string[] {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return [
    '# Web push (VAPID). Keep the pair for the life of the deployment; the public key also goes to the web app.',
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    '# A contact the push services can reach: mailto:you@example.com or an https URL (not localhost).',
    'VAPID_SUBJECT=mailto:you@example.com',
  ];
}

if (isMain(import.meta.url)) {
  console.log(vapidEnvLines().join('\n'));
}
