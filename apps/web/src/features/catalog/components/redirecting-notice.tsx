import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { catalogMessages } from '../catalog-messages';

/**
 * SPEC §2 "Redirection..." while an id entry point looks its target up, after the short
 * delay of every loader (DESIGN.md: nothing flashes when the answer is quick).
 */
export function RedirectingNotice() {
  usePageTitle(catalogMessages.redirecting);
  return <DelayedLoader label={catalogMessages.redirecting} />;
}
