-- drizzle-kit never writes CREATE EXTENSION (docs/stack-notes.md#migrations-and-extensions).
-- pg_trgm is a trusted extension: a database owner may create it, on PostgreSQL and PGlite.
-- Accents are folded in TypeScript (packages/domain search-text), so unaccent is not needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
