import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { fieldValue, shortHostileText } from './hostile-input';

// Values generated from a route's own JSON schema (docs/security.md#fuzzing): a clean value
// has the types, forms and lengths the schema asks for, so that it reaches the route's
// rules and the database; a hostile one mixes in hostile text and values of the wrong type.

type Schema = OpenAPIV3.SchemaObject;

const MAX_DEPTH = 3;

/** Clean or hostile, half and half. */
export function valueFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(generated(schema, 0, false), generated(schema, 0, true));
}

function generated(
  schema: Schema | undefined,
  depth: number,
  hostile: boolean,
  name = '',
): fc.Arbitrary<unknown> {
  const typed = wellTyped(schema, depth, hostile, name);
  return hostile
    ? fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: fieldValue })
    : typed;
}

function wellTyped(
  schema: Schema | undefined,
  depth: number,
  hostile: boolean,
  name: string,
): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fieldValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as Schema[];
  if (options.length > 0) {
    return fc.oneof(...options.map((option) => wellTyped(option, depth, hostile, name)));
  }
  switch (schema.type) {
    case 'string':
      return hostile
        ? fc.oneof({ weight: 3, arbitrary: cleanText(schema, name) }, shortHostileText)
        : cleanText(schema, name);
    case 'integer':
      return hostile
        ? fc.oneof(cleanInteger(schema), fc.integer(), fc.constant(2 ** 53))
        : cleanInteger(schema);
    case 'number':
      return hostile ? fc.double() : fc.integer({ min: 0, max: 100 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(generated(schema.items as Schema, depth + 1, hostile, name), {
        minLength: hostile ? 0 : Math.min(schema.minItems ?? 0, 4),
        maxLength: 4,
      });
    case 'object':
      return objectFor(schema, depth, hostile);
    default:
      return fieldValue;
  }
}

/** Small numbers: the fixtures' ids, quantities a form would send. */
function cleanInteger(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? 1;
  return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 6, 6)) });
}

/** Text of the form and length the schema asks for, or that the field's name suggests. */
function cleanText(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /e-?mail/i.test(name)) return fc.emailAddress();
  if (/phone/i.test(name)) return fc.constantFrom('01 23 45 67 89', '+33 6 12 34 56 78');
  if (schema.format === 'date') return fc.constantFrom('2026-12-31', '2027-01-15');
  if (schema.format === 'date-time') {
    return fc.constant(new Date(Date.now() + 86_400_000).toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)),
  });
}

/** A clean object has every required property; a hostile one may lack any. */
function objectFor(schema: Schema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {}) as [string, Schema][];
  return fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, generated(property, depth + 1, hostile, name)]),
    ),
    { requiredKeys: hostile ? [] : (schema.required ?? []) },
  );
}
