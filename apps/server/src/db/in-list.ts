import { type AnyColumn, Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * "Column is one of these values", written one way in the whole server:
 * `column = any($1::int[])`, the list bound as one array parameter. Drizzle's `inArray`
 * writes `in ($1, …, $200)`, one parameter per value: a prepared statement (quote-queries.ts)
 * cannot take a list of varying length that way, and it is no faster, slower on PGlite
 * (docs/performance.md#id-lists-as-one-array-parameter). A subquery
 * (`in (select …)`) still goes through `inArray`: it binds nothing.
 */
export function inList(
  column: AnyColumn | SQL,
  values: readonly number[] | readonly string[] | Placeholder,
  type: 'int' | 'text' = 'int',
): SQL {
  const list = values instanceof Placeholder ? values : sql.param(values);
  return sql`${column} = any(${list}::${sql.raw(type)}[])`;
}
