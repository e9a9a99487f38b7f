// The database of a bench or soak run when DATABASE_URL is not set: PGlite served on a loopback
// port in its own process, so the server under test and the load generator each keep a core
// to themselves and every server process (fresh per round) reaches the same seeded data.
// Prints the URL as one line; stops on SIGTERM.
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';

const embedded = await startEmbeddedPostgres();
console.log(embedded.url);
process.once('SIGTERM', () => void embedded.stop().finally(() => process.exit(0)));
