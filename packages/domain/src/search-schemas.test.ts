import { describe, expect, it } from 'vitest';
import { searchAnswerSchema, searchRequestSchema } from './search-schemas';

describe('searchRequestSchema', () => {
  it('trims and wants 3 to 200 characters', () => {
    expect(searchRequestSchema.parse({ query: '  béc  ' })).toEqual({ query: 'béc' });
    expect(searchRequestSchema.safeParse({ query: 'bé' }).error?.issues[0]?.message).toBe(
      'La recherche doit contenir au moins 3 caractères',
    );
    expect(searchRequestSchema.safeParse({ query: '  ab  ' }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ query: 'x'.repeat(201) }).success).toBe(false);
    expect(searchRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('searchAnswerSchema', () => {
  it('holds two article lists', () => {
    expect(searchAnswerSchema.parse({ match_full_sequence: [], match_intersects: [] })).toEqual({
      match_full_sequence: [],
      match_intersects: [],
    });
    expect(searchAnswerSchema.safeParse({ match_full_sequence: [] }).success).toBe(false);
  });
});
