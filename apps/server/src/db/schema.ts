/**
 * Every table, from the files that define them by area: accounts and the console's own tables,
 * rentals and their devices, play, uploads. Each area's file imports the tables it refers to from
 * the area's file directly, never from here, so the files form no cycle.
 */
export * from './schema-console.js';
export * from './schema-phones.js';
export * from './schema-play.js';
export * from './schema-uploads.js';
export * from './schema-offers.js';
export * from './schema-orders.js';
export * from './schema-sharing.js';
export * from './schema-proxies.js';
export * from './schema-member-areas.js';
export * from './schema-operator-console.js';
