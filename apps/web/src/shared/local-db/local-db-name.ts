/**
 * The device database (SPEC §9). One name per shop, so the data survives deployments.
 * Apart from local-db.ts so that the raw reader (read-local-records.ts) does not load Dexie.
 */
export const LOCAL_DB_NAME = 'labo-devis';
