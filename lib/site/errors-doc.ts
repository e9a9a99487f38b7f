// The error codes section of /docs/errors, generated from the one error table so the page
// cannot fall behind it. Each code is a heading, so `#<code>` anchors exist for the `docs`
// link every error body carries.
import { ERRORS, type ErrorCode } from '../errors.js';

// Typed by ErrorCode: adding a code to lib/errors.ts does not compile until it is documented.
const WHEN: Record<ErrorCode, string> = {
  bad_request:
    'The body is not valid JSON, a field or query parameter fails its rule (the message names it and, for text, its size limit), or a body is over 1 MB.',
  unauthorized:
    'No credentials, an expired or malformed session token, an unknown or revoked API token, a session token on a `/api/v1` path or an API token on a session path, or credentials sent in the query string.',
  forbidden:
    'The token is valid but its scope does not reach the path (for example a support token on `/api/v1/owner`), or a rule the database enforces refused the write (an admin token adding its own account to an existing organisation).',
  not_found:
    "No record with that identifier belongs to you, or nothing lives at the path. Another account's identifier answers exactly like an unknown one.",
  method_not_allowed: 'The path exists but not with this method. The `Allow` header lists the methods it takes.',
  conflict:
    'The request clashes with the current state: a duplicate unique value (an organisation slug), no device subscribed for a test push, or no subscription to cancel or resume.',
  rate_limited:
    'A limit was reached: 120 requests per rolling minute per API token, 5 new tickets per hour per address, 30 replies per ticket per hour, or the monthly syllabus-parse allowance of your plan. `Retry-After` gives the seconds to wait.',
  not_configured:
    'The deployment lacks a setting this operation needs (a Stripe key, VAPID keys, directory credentials). Everything else keeps working.',
  upstream_error:
    "Stripe, a push service, the university directory or the identity provider's key set failed, answered something unreadable, or timed out.",
  internal_error:
    'Something unexpected failed on our side. The server log keeps the details under the `x-request-id` of the response; quote it when you contact support.',
};

export function errorCodesMarkdown(): string {
  return (Object.keys(ERRORS) as ErrorCode[])
    .map((code) => {
      const { status, message, hint } = ERRORS[code];
      return `### ${code}\n\nHTTP ${status}. ${message}\n\n- **When:** ${WHEN[code]}\n- **What to do:** ${hint}\n`;
    })
    .join('\n');
}
