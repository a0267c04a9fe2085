import { useContext } from 'react';
import { Navigate } from 'react-router';
import { ServerPageContext } from './server-page';

/**
 * Replaces the address by `to`: the server answers a 301 (an id address is a permanent
 * alias of the label route), the browser replaces the history entry
 * (docs/product/catalogue.md#id-redirects).
 */
export function PageRedirect({ to }: { to: string }) {
  const page = useContext(ServerPageContext);
  if (!page) return <Navigate to={to} replace />;
  page.status = 301;
  page.location = to;
  return null;
}
