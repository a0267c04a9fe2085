import {
  canSendQuote,
  type QuoteForm,
  quoteFormFromUser,
  quoteRequestFromForm,
} from '@labo/domain/quote-form-rules';
import type { QuoteRequest } from '@labo/domain/quote-schemas';
import { Box, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { type CurrentUser, useCurrentUser } from '#shared/session/current-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { newIdempotencyKey, usePostQuote } from '../api/post-quote';
import { quoteFormFieldName, quoteFormSchema } from '../quote-form-schema';
import { quoteRequestMessages as messages } from '../quote-request-messages';
import { ContactDetailsStep } from './contact-details-step';
import { LoginBanner } from './login-banner';
import { QuoteSendDialog, type QuoteSendState } from './quote-send-dialog';
import { QuoteSummaryStep } from './quote-summary-step';
import { RequestedArticles } from './requested-articles';

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

/**
 * The key of the last request sent, kept until it succeeds: after a failure, sending the
 * same request again reuses it, so that a quote the server did store (its answer lost on
 * the way) is answered again rather than created twice. A changed request (form edited,
 * line removed) is a new one, with a new key (docs/product/quote-request.md#idempotency).
 */
function useIdempotencyKeys() {
  const sentKey = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (request: QuoteRequest): string => {
      const body = JSON.stringify(request);
      if (sentKey.current?.body !== body) sentKey.current = { body, key: newIdempotencyKey() };
      return sentKey.current.key;
    },
    forget: () => {
      sentKey.current = null;
    },
  };
}

/**
 * The sending (docs/product/quote-request.md#sending-dialog): one request at a time, the
 * dialog's state, the cart emptied once sent. A failure closes the dialog and keeps the
 * values (docs/product/quote-request.md#send-failure): the snackbar says why (the
 * mutation's notice), or the field the server named does.
 */
function useQuoteSend(
  lines: readonly CartLineRecord[],
  form: UseFormReturn<QuoteForm>,
  onSent: () => Promise<void>,
) {
  const [sendState, setSendState] = useState<QuoteSendState>({ status: 'idle' });
  // Set at once, where the mutation's status comes a render later: a double click sends once.
  const inFlight = useRef(false);
  // The fields the server named take their error, and the first the focus, once the
  // dialog has given the focus back to the send button.
  const failure = useRef<unknown>(null);
  const keys = useIdempotencyKeys();
  const postQuote = usePostQuote();

  const send = (values: QuoteForm) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSendState({ status: 'sending' });
    const request = quoteRequestFromForm(values, lines);
    postQuote.mutate(
      { request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: async (answer) => {
          keys.forget();
          // Sent means the cart is reset (docs/product/quote-request.md#sending-dialog).
          await onSent();
          inFlight.current = false;
          setSendState({ status: 'sent', answer, email: request.email });
        },
        onError: (error) => {
          inFlight.current = false;
          failure.current = error;
          setSendState({ status: 'idle' });
        },
      },
    );
  };

  const onDialogClosed = () => {
    if (failure.current) showServerFieldErrors(form, failure.current, quoteFormFieldName);
    failure.current = null;
  };

  return {
    sendState,
    send,
    status: postQuote.status,
    closeDialog: () => setSendState({ status: 'idle' }),
    onDialogClosed,
  };
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
  const emailBoxRef = useRef<HTMLDivElement>(null);
  const { sendState, send, status, closeDialog, onDialogClosed } = useQuoteSend(
    lines,
    form,
    onSent,
  );
  const canSend = canSendQuote(lines.length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || status === 'pending') return;
    void form.handleSubmit(send, (errors) => {
      // The field says why (focused by the form) and the page scrolls to it
      // (docs/product/quote-request.md#e-mail-field-rule).
      if (errors.email) {
        emailBoxRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }
    })(event);
  };

  return (
    <>
      {session ? undefined : (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <LoginBanner />
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
          {lines.length > 0 ? <RequestedArticles lines={lines} /> : undefined}
          <ContactDetailsStep form={form} emailBoxRef={emailBoxRef} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <QuoteSummaryStep
            lines={lines}
            control={form.control}
            canSend={canSend}
            status={status}
          />
        </Box>
      </Box>
      <QuoteSendDialog state={sendState} onClose={closeDialog} onClosed={onDialogClosed} />
    </>
  );
}
