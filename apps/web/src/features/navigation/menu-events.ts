import { MENU_HOVER_SUPPRESS_MS } from '@labo/domain/limits';

/**
 * SPEC §2 "prevent menu hover" event: any screen may ask the desktop menu not to open on
 * hover for a while (for example while a dialog or a list it opened sits under the
 * menu bar). `detail` is the duration in milliseconds.
 */
export const PREVENT_MENU_HOVER_EVENT = 'prevent-menu-hover';

export function preventMenuHover(durationMs: number = MENU_HOVER_SUPPRESS_MS): void {
  window.dispatchEvent(new CustomEvent<number>(PREVENT_MENU_HOVER_EVENT, { detail: durationMs }));
}

/** The duration an event asks for; a malformed detail falls back to the SPEC's 1 s. */
export function preventMenuHoverDuration(event: Event): number {
  const detail = event instanceof CustomEvent ? event.detail : undefined;
  return typeof detail === 'number' && Number.isFinite(detail) && detail >= 0
    ? detail
    : MENU_HOVER_SUPPRESS_MS;
}
