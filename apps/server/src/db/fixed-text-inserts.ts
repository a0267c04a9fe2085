import {
  type Column,
  getTableColumns,
  getTableName,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Inserts whose SQL text is the same whatever the number of rows, so that they can be
// part of named prepared statements (quote creation, modules/quote/quote-queries.ts, and
// the mails it writes, mail/mail-outbox-queries.ts): the rows travel as parameters.

/** Each key with its column's name in the database, which json_populate_record matches. */
export function columnNames<T extends PgTable>(
  table: T,
  keys: readonly string[],
): [string, string][] {
  const columns: Record<string, Column> = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${getTableName(table)}`);
    return [key, column.name];
  });
}

/**
 * `insert into <table> (<columns>) select <columns> from json_populate_record[set](…)`:
 * the rows travel as one JSON parameter, so the statement's text is the same whatever
 * their number, and PostgreSQL parses and plans it once per connection.
 */
export function insertFromJson(
  table: PgTable,
  names: [string, string][],
  json: Placeholder,
  many: boolean,
): SQL {
  const columns = sql.join(
    names.map(([, name]) => sql.identifier(name)),
    sql`, `,
  );
  const populate = many ? sql`json_populate_recordset` : sql`json_populate_record`;
  return sql`insert into ${table} (${columns}) select ${columns} from ${populate}(null::${table}, ${json}::json)`;
}

interface ArrayColumn<K extends string> {
  key: K;
  placeholder: Placeholder;
  /** jsonb values go as JSON text, the others as they are. */
  json: boolean;
}

/**
 * `insert into <table> (<columns>) select * from unnest(<one array per column>)`, for
 * rows with large texts: mail bodies are HTML full of quotes, which JSON escaping made as
 * costly as rendering the mails, while a text array parameter travels almost as is
 * (docs/performance.md#mail-bodies-sent-as-text-arrays). The text is the same whatever
 * the number of rows.
 */
export function insertFromArrays<K extends string>(
  table: PgTable,
  keys: readonly K[],
  prefix: string,
) {
  const columns: Record<string, Column> = getTableColumns(table);
  const arrays: ArrayColumn<K>[] = [];
  const parts: SQL[] = [];
  const names: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${getTableName(table)}`);
    const type = column.getSQLType();
    const placeholder = sql.placeholder(`${prefix}${key}`);
    arrays.push({ key, placeholder, json: type === 'jsonb' });
    names.push(sql`${sql.identifier(column.name)}`);
    parts.push(sql`${placeholder}::${sql.raw(type)}[]`);
  }
  const statement = sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(parts, sql`, `)})`;
  const values = (rows: readonly Record<K, unknown>[]): Record<string, unknown[]> => {
    const byPlaceholder: Record<string, unknown[]> = {};
    for (const { key, placeholder, json } of arrays) {
      byPlaceholder[placeholder.name] = rows.map((row) => {
        const value = row[key] ?? null;
        return json && value !== null ? JSON.stringify(value) : value;
      });
    }
    return byPlaceholder;
  };
  return { statement, values };
}

/** A row as json_populate_record reads it: keyed by column name; dates become ISO text. */
export function toJsonRow(names: [string, string][], row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  const record: Record<string, unknown> = {};
  for (const [key, name] of names) record[name] = values[key] ?? null;
  return record;
}
