/**
 * Marks a query that reads this device (IndexedDB: the stored session, the cart) rather
 * than the server. The server renderer never runs them: the page it sends is the one any
 * visitor gets, and the browser reads its device after hydration
 * (docs/decisions/027-server-rendering.md).
 */
export const deviceReadMeta = { readsDevice: true } as const;

export function readsDevice(meta: Record<string, unknown> | undefined): boolean {
  return meta?.readsDevice === true;
}
