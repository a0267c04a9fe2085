/**
 * Router state that opens /login on the invitation to create an account for the address
 * a quote was just sent with (docs/product/accounts.md#invitation-after-a-quote). Passed in
 * the history state rather than the URL, so the address never reaches logs or analytics.
 */
export type LoginInvitationState = { invitationEmail: string };

export function invitationEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('invitationEmail' in state)) return null;
  const { invitationEmail } = state;
  return typeof invitationEmail === 'string' && invitationEmail !== '' ? invitationEmail : null;
}
