import { emailSchema } from '@labo/domain/form-fields';
import { staffEmailsSchema } from '@labo/domain/user-admin';
import { z } from 'zod';

/** A blank line, or an address the domain's e-mail rule accepts, with its message. */
function blankOrEmail(address: string, context: z.RefinementCtx): void {
  if (address.trim() === '') return;
  const checked = emailSchema.safeParse(address);
  for (const issue of checked.error?.issues ?? []) {
    context.addIssue({ code: 'custom', message: issue.message });
  }
}

/**
 * The staff list as the form edits it (docs/product/admin.md#staff-e-mails): one line per
 * address, a blank line left out when sent, every other line checked by the domain's e-mail
 * rule, the list by the server's own schema once the blanks are gone.
 */
export const staffEmailsFormSchema = z
  .object({
    lines: z.array(z.object({ address: z.string().superRefine(blankOrEmail) })),
  })
  .transform(({ lines }) => ({
    emails: lines.map((line) => line.address.trim()).filter((address) => address !== ''),
  }))
  .pipe(staffEmailsSchema);

export type StaffEmailsFormValues = z.input<typeof staffEmailsFormSchema>;

/**
 * The form's field named by the server's `emails.N` (the N-th address sent): the line of the
 * N-th non-blank address. The list as a whole (`emails`) names no line.
 */
export function staffLineField(
  lines: StaffEmailsFormValues['lines'],
): (wireName: string) => string {
  const sentLines = lines.flatMap((line, index) => (line.address.trim() === '' ? [] : [index]));
  return (wireName) => {
    const sent = /^emails\.(\d+)$/.exec(wireName)?.[1];
    const line = sent === undefined ? undefined : sentLines[Number(sent)];
    return line === undefined ? 'root.list' : `lines.${line}.address`;
  };
}
