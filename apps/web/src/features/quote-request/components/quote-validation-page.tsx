import type { Address } from '@labo/domain/auth-schemas';
import {
  canSendQuote,
  type QuoteForm,
  quoteEmailError,
  quoteFormFromUser,
  quoteRequestFromForm,
  withBillingSameAsDelivery,
} from '@labo/domain/quote-form-rules';
import type { QuoteRequest } from '@labo/domain/quote-schemas';
import { Box, Typography } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { type CurrentUser, useCurrentUser } from '#shared/session/current-user.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { newIdempotencyKey, usePostQuote } from '../api/post-quote';
import { quoteRequestMessages as messages } from '../quote-request-messages';
import { type AddressBlock, ContactDetailsStep, type IdentityField } from './contact-details-step';
import { LoginBanner } from './login-banner';
import { QuoteSendDialog, type QuoteSendState } from './quote-send-dialog';
import { QuoteSummaryStep } from './quote-summary-step';

type QuoteValidationPageProps = {
  /** The lines to ask a quote for; undefined until the device has answered. */
  lines: readonly CartLineRecord[] | undefined;
  /** Called once the quote is stored (the route empties the cart). */
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
 * The server's own French text for a refused request (a withdrawn article, an expired
 * login, too many requests), the product's own text for everything else
 * (docs/product/quote-request.md#send-failure).
 */
function sendFailureText(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.body?.message) {
    return error.body.message;
  }
  return messages.sendFailed;
}

type QuoteValidationFormProps = {
  lines: readonly CartLineRecord[];
  session: CurrentUser | null;
  onSent: () => Promise<void>;
};

function QuoteValidationForm({ lines, session, onSent }: QuoteValidationFormProps) {
  const [form, setForm] = useState(() => quoteFormFromUser(session?.user ?? null));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sendState, setSendState] = useState<QuoteSendState>({ status: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  // The key of the last request sent, kept until it succeeds: after a failure, sending
  // the same request again reuses it, so that a quote the server did store (its answer
  // lost on the way) is answered again rather than created twice. A changed request
  // (form edited, line removed) is a new one, with a new key.
  const sentKey = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (request: QuoteRequest): string => {
    const body = JSON.stringify(request);
    if (sentKey.current?.body !== body) sentKey.current = { body, key: newIdempotencyKey() };
    return sentKey.current.key;
  };
  const postQuote = usePostQuote();
  const showSnackbar = useSnackbar();
  const sending = sendState.status === 'sending';

  // The e-mail error clears on any edit (docs/product/quote-request.md#e-mail-field-rule).
  const edit = (change: (current: QuoteForm) => QuoteForm) => {
    setForm(change);
    setEmailError(null);
  };
  const onIdentityChange = (field: IdentityField, value: string) =>
    edit((current) => ({ ...current, [field]: value }));
  const onAddressChange = (block: AddressBlock, key: keyof Address, value: string) =>
    edit((current) => ({ ...current, [block]: { ...current[block], [key]: value } }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendQuote(lines.length) || sending) return;
    const error = quoteEmailError(form.email);
    if (error) {
      // The field says why and the page scrolls to it
      // (docs/product/quote-request.md#e-mail-field-rule).
      setEmailError(error);
      emailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      emailRef.current?.focus({ preventScroll: true });
      return;
    }
    setSendState({ status: 'sending' });
    const request = quoteRequestFromForm(form, lines);
    postQuote.mutate(
      { request, token: session?.jwt ?? null, idempotencyKey: keyFor(request) },
      {
        onSuccess: async (answer) => {
          sentKey.current = null;
          // Sent means the cart is reset (docs/product/quote-request.md#sending-dialog).
          // The quote exists whatever the device database says, so a failed reset is only
          // logged.
          await onSent().catch((resetError: unknown) => console.error(resetError));
          setSendState({ status: 'sent', answer, email: form.email.trim() });
        },
        onError: (sendError) => {
          // The dialog closes, the form keeps its values, the user may retry
          // (docs/product/quote-request.md#send-failure).
          console.error(sendError);
          setSendState({ status: 'idle' });
          showSnackbar(sendFailureText(sendError), 'error');
        },
      },
    );
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
        onSubmit={send}
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
          alignItems: 'start',
        }}
      >
        <ContactDetailsStep
          form={form}
          emailError={emailError}
          emailRef={emailRef}
          onIdentityChange={onIdentityChange}
          onAddressChange={onAddressChange}
          onBillingSameAsDeliveryChange={(on) =>
            edit((current) => withBillingSameAsDelivery(current, on))
          }
        />
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <QuoteSummaryStep
            lines={lines}
            comment={form.comment}
            onCommentChange={(comment) => edit((current) => ({ ...current, comment }))}
            canSend={canSendQuote(lines.length)}
            sending={sending}
          />
        </Box>
      </Box>
      <QuoteSendDialog state={sendState} onClose={() => setSendState({ status: 'idle' })} />
    </>
  );
}
