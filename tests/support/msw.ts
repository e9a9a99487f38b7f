// Third-party HTTP is met at the network edge: any request a test did not plan for fails.
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';

/** Requests to this machine (the test's own HTTP server) go through untouched. */
const loopback = http.all(/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//, () => passthrough());

export const mswServer = setupServer(loopback);
