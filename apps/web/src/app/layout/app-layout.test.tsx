// @vitest-environment jsdom
// jsdom keeps `100vh` as written where happy-dom computes it in pixels, as a browser does.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { scrollPositionKey } from './app-layout';

function location(key: string, pathname: string): Location {
  return { key, pathname, search: '', hash: '', state: null };
}

describe('app layout', () => {
  it('keeps the footer below the first screen: header and page fill the window height', async () => {
    stubApi({});
    renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const main = screen.getByRole('main');
    const firstScreen = main.parentElement;
    expect(firstScreen).toHaveStyle({ minHeight: '100vh' });
    expect(firstScreen).toContainElement(screen.getByRole('banner'));
    // A short page leaves the footer just below the fold rather than pulling it up, so data
    // arriving later pushes nothing the visitor sees (docs/performance.md#targets).
    expect(firstScreen).not.toContainElement(screen.getByRole('contentinfo'));
  });

  it('keys the scroll position of the first page a tab opens by its path', () => {
    // React Router names that entry "default" whatever its address (see app-layout.tsx).
    expect(scrollPositionKey(location('default', '/cart'))).toBe('/cart');
    expect(scrollPositionKey(location('default', '/home'))).toBe('/home');
    expect(scrollPositionKey(location('k3x9a', '/cart'))).toBe('k3x9a');
  });
});
