import { offerPagePath } from '@labo/domain/offer-page-path';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

// The build's own config reads this file, before any workspace package can load: the
// paths the server also writes are copied here, and held equal.
describe('paths the server writes too', () => {
  it('routes the offer page the offer mail links to', () => {
    expect(paths.offer.getHref(42)).toBe(offerPagePath(42));
  });
});
