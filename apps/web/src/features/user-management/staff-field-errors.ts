/**
 * The staff list's 400 `fields` (docs/product/admin.md#staff-e-mails): `emails.N` names the
 * N-th address sent (from 0), `emails` the list as a whole (more than 20).
 */
export function staffFieldErrors(fields: Readonly<Record<string, string>>): {
  lines: [number, string][];
  list: string | undefined;
} {
  const lines: [number, string][] = [];
  for (const [key, message] of Object.entries(fields)) {
    const index = /^emails\.(\d+)$/.exec(key)?.[1];
    if (index !== undefined) lines.push([Number(index), message]);
  }
  return { lines, list: fields.emails };
}
