import { type QuoteForm, quoteFormFromUser } from '@labo/domain/quote-form-rules';
import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { type CurrentUser, useCurrentUser } from '#shared/session/current-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { quoteFormSchema } from '../quote-form-schema';
import { quoteRequestMessages as messages } from '../quote-request-messages';
import { QuoteRequestForm } from './quote-request-form';
import { QuoteSendDialog } from './quote-send-dialog';
import { QuoteSentPanel } from './quote-sent-panel';
import { useQuoteSend } from './use-quote-send';

type QuoteValidationPageProps = {
  /** The lines to ask a quote for; undefined until the device has answered. */
  lines: readonly CartLineRecord[] | undefined;
  /** Called once the quote is stored (the route empties the cart); never fails. */
  onSent: () => Promise<void>;
};

/**
 * /cart/validate "Valider mon devis" (docs/product/quote-request.md#validation-page): the
 * form waits for the cart and the session.
 */
export function QuoteValidationPage({ lines, onSent }: QuoteValidationPageProps) {
  usePageTitle(messages.title);
  const session = useCurrentUser();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      {lines === undefined || session.isPending ? (
        <DelayedLoader />
      ) : (
        // A failed device read counts as logged out: the visitor can still send.
        <QuoteValidationForm lines={lines} session={session.data ?? null} onSent={onSent} />
      )}
    </Box>
  );
}

/** The e-mail error clears on any edit (docs/product/quote-request.md#e-mail-field-rule). */
function useErrorsClearedOnEdit({ watch, clearErrors }: UseFormReturn<QuoteForm>) {
  useEffect(() => {
    const subscription = watch(() => clearErrors());
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}

/**
 * A login made after the form opened (the banner's, on coming back; another tab's) fills
 * the fields from the account at once, leaving those the person already edited
 * (docs/product/quote-request.md#login-banner).
 */
function useFilledOnLogin(form: UseFormReturn<QuoteForm>, user: CurrentUser['user'] | null) {
  const filledFor = useRef(user?.id);
  const { reset } = form;
  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    reset(quoteFormFromUser(user), { keepDirtyValues: true });
  }, [user, reset]);
}

type QuoteValidationFormProps = {
  lines: readonly CartLineRecord[];
  session: CurrentUser | null;
  onSent: () => Promise<void>;
};

function QuoteValidationForm({ lines, session, onSent }: QuoteValidationFormProps) {
  // Checked when sent, not while typing: the rule speaks when the button is pressed.
  const form = useZodForm(quoteFormSchema, {
    defaultValues: quoteFormFromUser(session?.user ?? null),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useErrorsClearedOnEdit(form);
  useFilledOnLogin(form, session?.user ?? null);
  const { sent, sendState, send, status, closeDialog, onDialogClosed } = useQuoteSend(
    lines,
    form,
    onSent,
  );
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const onClosed = () => {
    // Once sent, the send button has given way to the confirmation, whose heading takes
    // the focus (docs/product/look-and-feel.md#focus-never-lost).
    sentHeadingRef.current?.focus();
    onDialogClosed();
  };
  return (
    <>
      {sent ? (
        <QuoteSentPanel sent={sent} headingRef={sentHeadingRef} />
      ) : (
        <QuoteRequestForm
          form={form}
          lines={lines}
          loggedIn={session !== null}
          status={status}
          onValid={send}
        />
      )}
      <QuoteSendDialog state={sendState} onClose={closeDialog} onClosed={onClosed} />
    </>
  );
}
