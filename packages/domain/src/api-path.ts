// `apiPath` apart from the route table (api-route-table.ts): a call that imports it and one
// area's table (catalogue-routes.ts) does not bring the whole table into its chunk. Its
// patterns come from the table's members, so that a renamed route still fails the type
// check (docs/product/api-conventions.md#route-table). The table is imported as a type only:
// no path of it reaches a chunk through this module.

import type { apiRoutes } from './api-route-table';

/** A path pattern of the route table. */
type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];

/** The names of a pattern's `:name` segments, as a union of string literals. */
type RouteParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamNames<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Name extends `${infer Base}.${string}`
        ? Base
        : Name
      : never;

/** The values a pattern needs: one per `:name` segment, none for a fixed path. */
type RouteParams<Pattern extends string> = [RouteParamNames<Pattern>] extends [never]
  ? Record<string, never>
  : Record<RouteParamNames<Pattern>, string | number>;

/**
 * The path of one call: each `:name` segment replaced by its value, percent-encoded (a
 * reference may hold a slash, a reset token any character).
 */
export function apiPath<Pattern extends ApiRoute>(
  pattern: Pattern,
  ...params: [RouteParamNames<Pattern>] extends [never] ? [] : [RouteParams<Pattern>]
): string {
  const values: Record<string, string | number> = params[0] ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
