// Loaded into a server child process (node --import) by reminders-crash.test.ts: the child's
// network edge, as msw is in the test process. Pushes to the real push-service hosts go to the
// test's relay on loopback (PUSH_RELAY_URL), which hands them to the fake push services there;
// the app's SSRF rules and its https-only push endpoints stay exactly as in production.
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { PUSH_HOSTS } from '../support/push-service.js';

const relay = process.env.PUSH_RELAY_URL;
if (!relay) throw new Error('push-edge: PUSH_RELAY_URL is not set');

const server = setupServer(
  http.all(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//, () => passthrough()),
  ...PUSH_HOSTS.map((host) =>
    http.post(`https://${host}/*`, async ({ request }) =>
      fetch(`${relay}/?to=${encodeURIComponent(request.url)}`, {
        method: 'POST',
        headers: request.headers,
        body: await request.arrayBuffer(),
      }),
    ),
  ),
);
server.listen({ onUnhandledRequest: 'error' });
