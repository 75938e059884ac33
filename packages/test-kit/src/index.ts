export { freePort } from './free-port.js';
export { TEST_PASSWORD_COST } from './password-cost.js';
export { freshDatabase, type FreshDatabase, type SeededData } from './fresh-database.js';
export { startBuiltServer, stopChild, waitUp, type StartedServer } from './built-server.js';
export { repoRoot } from './repo-root.js';
