import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeCarousel } from './home-carousel';

function visibleSlide(): HTMLElement {
  const slide = screen.getAllByRole('group', { hidden: true }).find((group) => !group.hidden);
  if (!slide) throw new Error('no visible banner');
  return slide;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1280;
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

  it('chooses the picture width by window width', () => {
    window.innerWidth = 375;
    render(<HomeCarousel />);
    expect(visibleSlide().querySelector('img')).toHaveAttribute(
      'src',
      '/images/banners/duran-375.webp',
    );
    act(() => {
      window.innerWidth = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlide().querySelector('img')).toHaveAttribute(
      'src',
      '/images/banners/duran-770.webp',
    );
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlide().querySelector('img')).toHaveAttribute(
      'src',
      '/images/banners/duran-1160.webp',
    );
  });

  it('gives every banner the width and height of its picture before it loads', () => {
    window.innerWidth = 375;
    render(<HomeCarousel />);
    const image = visibleSlide().querySelector('img');
    expect(image).toHaveAttribute('width', '375');
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
