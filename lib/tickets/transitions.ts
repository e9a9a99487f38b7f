// Ticket status transitions (DESIGN §7): a new ticket is open; a support answer makes it
// answered; a visitor reply makes it open again, also when it was solved; support may set
// any of the three statuses directly.
import type { TicketStatus } from '../../schemas/tickets.js';

export type AuthorRole = 'user' | 'support';

export type TicketEvent =
  | { kind: 'created' }
  | { kind: 'message'; role: AuthorRole }
  | { kind: 'set'; status: TicketStatus };

export function nextStatus(event: TicketEvent): TicketStatus {
  switch (event.kind) {
    case 'created':
      return 'open';
    case 'message':
      return event.role === 'support' ? 'answered' : 'open';
    case 'set':
      return event.status;
  }
}
