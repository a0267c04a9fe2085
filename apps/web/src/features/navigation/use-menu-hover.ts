import { useCallback, useEffect, useRef, useState } from 'react';
import { MENU_HOVER_DELAY_MS, MENU_HOVER_SUPPRESS_MS } from '#config/ui.ts';

export type MenuHover = {
  /** The category whose panel is open. */
  openId: number | null;
  /** The mouse entered a category tab. */
  hoverTab: (id: number) => void;
  /** The mouse left the menu (tabs and panel). */
  leaveMenu: () => void;
  /** Keyboard or toggle button: opens now, whatever the hover rules say. */
  open: (id: number) => void;
  close: () => void;
  /** A category or a link of the panel was clicked: close and ignore hover for 1 s. */
  clickThrough: () => void;
};

/**
 * The desktop menu's timings (docs/product/catalogue.md#menu-timing): a panel opens 250 ms
 * after the mouse rests on a tab when none is open (so crossing the bar opens nothing),
 * immediately when another one is open; hover does nothing for 1 s after a click on a
 * category.
 */
export function useMenuHover(): MenuHover {
  const [openId, setOpenId] = useState<number | null>(null);
  const openIdRef = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const suppressedUntil = useRef(0);

  const cancelTimer = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const setOpen = useCallback(
    (id: number | null) => {
      cancelTimer();
      openIdRef.current = id;
      setOpenId(id);
    },
    [cancelTimer],
  );

  const hoverTab = useCallback(
    (id: number) => {
      if (Date.now() < suppressedUntil.current) return;
      if (openIdRef.current !== null) {
        setOpen(id);
        return;
      }
      cancelTimer();
      timer.current = window.setTimeout(() => setOpen(id), MENU_HOVER_DELAY_MS);
    },
    [cancelTimer, setOpen],
  );

  const close = useCallback(() => setOpen(null), [setOpen]);
  const clickThrough = useCallback(() => {
    suppressedUntil.current = Date.now() + MENU_HOVER_SUPPRESS_MS;
    setOpen(null);
  }, [setOpen]);

  // A panel waiting to open when the menu goes away never opens.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { openId, hoverTab, leaveMenu: close, open: setOpen, close, clickThrough };
}
