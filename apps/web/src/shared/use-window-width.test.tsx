import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNarrowWindow } from '#shared/articles/list-layout.ts';
import { setWindowWidth } from '#testing/window-width.ts';
import { useWindowLayout } from './use-window-width';

function resizeTo(width: number) {
  act(() => setWindowWidth(width));
}

/** How many times LayoutReader rendered in the current test. */
let renders = 0;
beforeEach(() => {
  renders = 0;
});
afterEach(() => resizeTo(1024));

/** Shows the layout the window gives, counting its renders. */
function LayoutReader() {
  renders += 1;
  return <p>{useWindowLayout(isNarrowWindow) ? 'cartes' : 'tableau'}</p>;
}

describe('useWindowLayout', () => {
  it('renders again when the window crosses into another layout', () => {
    resizeTo(1280);
    render(<LayoutReader />);
    expect(screen.getByText('tableau')).toBeInTheDocument();
    resizeTo(412);
    expect(screen.getByText('cartes')).toBeInTheDocument();
    resizeTo(1280);
    expect(screen.getByText('tableau')).toBeInTheDocument();
  });

  it("reads the window's width once per resize, not at each render: a read lays the page out", () => {
    resizeTo(1280);
    const read = vi.spyOn(window, 'innerWidth', 'get');
    const { rerender } = render(<LayoutReader />);
    for (let n = 0; n < 5; n += 1) rerender(<LayoutReader />);
    expect(screen.getByText('tableau')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    resizeTo(412);
    expect(screen.getByText('cartes')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not render again for a width that keeps the same layout', () => {
    resizeTo(375);
    render(<LayoutReader />);
    const before = renders;
    resizeTo(412);
    resizeTo(390);
    expect(screen.getByText('cartes')).toBeInTheDocument();
    expect(renders).toBe(before);
  });
});
