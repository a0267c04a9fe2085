import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus when it appears: the check's report, the import's
 * result, a refusal (docs/product/import.md#import-page). The element needs tabIndex -1.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
