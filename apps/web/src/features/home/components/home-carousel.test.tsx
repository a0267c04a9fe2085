import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWindowWidth } from '#testing/window-width.ts';
import { BANNER_MEDIA_QUERIES } from '../banner-widths';
import { HomeCarousel } from './home-carousel';

function visibleSlide(): HTMLElement {
  const slide = screen.getAllByRole('group', { hidden: true }).find((group) => !group.hidden);
  if (!slide) throw new Error('no visible banner');
  return slide;
}

beforeEach(() => {
  vi.useFakeTimers();
  setWindowWidth(1280);
});
afterEach(() => vi.useRealTimers());

describe('HomeCarousel', () => {
  it('shows 4 banners, the first three linking to partner sites, and the next every 10 s', () => {
    render(<HomeCarousel />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(visibleSlide()).toHaveAccessibleName('1 sur 4');
    expect(visibleSlide().querySelector('a')).toHaveAttribute('href', 'https://www.dwk.com');

    act(() => vi.advanceTimersByTime(9_999));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 4');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 sur 4');

    act(() => vi.advanceTimersByTime(10_000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleSlide()).toHaveAccessibleName('4 sur 4');
    // The 4th banner has no link (docs/product/catalogue.md#carousel).
    expect(visibleSlide().querySelector('a')).toBeNull();
    expect(visibleSlide().querySelector('img')).toHaveAttribute(
      'alt',
      expect.stringContaining('IKA'),
    );
  });

  it('lets the browser choose the picture width by window width', () => {
    // The page comes rendered from the server, which knows no window
    // (docs/decisions/027-server-rendering.md): one source per width and its media query.
    render(<HomeCarousel />);
    const sources = [...visibleSlide().querySelectorAll('picture source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual(
      BANNER_MEDIA_QUERIES.map(({ width, media }) => [
        media,
        `/images/banners/duran-${width}.webp`,
      ]),
    );
    expect(visibleSlide().querySelector('img')).toHaveAttribute(
      'src',
      '/images/banners/duran-1160.webp',
    );
  });

  it('gives every banner the width and height of its picture before it loads', () => {
    render(<HomeCarousel />);
    const image = visibleSlide().querySelector('img');
    expect(image).toHaveAttribute('width', '1160');
    expect(image).toHaveAttribute('height', '330');
  });

  it('stops while hovered and when paused, and lets the visitor pick a banner', () => {
    render(<HomeCarousel />);
    const carousel = screen.getByRole('region', { name: 'Nos marques partenaires' });

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 4');
    fireEvent.mouseLeave(carousel);

    fireEvent.click(screen.getByRole('button', { name: 'Mettre le défilement en pause' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 4');

    fireEvent.click(screen.getByRole('button', { name: 'Afficher la bannière 3 : Heidolph' }));
    expect(visibleSlide()).toHaveAccessibleName('3 sur 4');
    fireEvent.click(screen.getByRole('button', { name: 'Bannière suivante' }));
    expect(visibleSlide()).toHaveAccessibleName('4 sur 4');
    fireEvent.click(screen.getByRole('button', { name: 'Bannière suivante' }));
    expect(visibleSlide()).toHaveAccessibleName('1 sur 4');
  });
});
