import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { catalogMessages } from '../catalog-messages';

/**
 * "Redirection..." while an id entry point looks its target up
 * (docs/product/catalogue.md#id-redirects), after the short delay of every loader: nothing
 * flashes when the answer is quick (docs/product/look-and-feel.md#loading-states).
 */
export function RedirectingNotice() {
  usePageTitle(catalogMessages.redirecting);
  return <DelayedLoader label={catalogMessages.redirecting} />;
}
