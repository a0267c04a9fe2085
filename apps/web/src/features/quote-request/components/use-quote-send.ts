import { type QuoteForm, quoteRequestFromForm } from '@labo/domain/quote-form-rules';
import type { QuoteRequest } from '@labo/domain/quote-schemas';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { newIdempotencyKey, usePostQuote } from '../api/post-quote';
import { quoteFormFieldName } from '../quote-form-schema';
import type { QuoteSendState } from './quote-send-dialog';
import type { SentQuote } from './quote-sent-details';

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
 * The fields the server named take their error, and the first the focus, once the dialog
 * has given the focus back to the send button.
 */
function useFailureShownAfterDialog(form: UseFormReturn<QuoteForm>) {
  const failure = useRef<unknown>(null);
  return {
    remember: (error: unknown) => {
      failure.current = error;
    },
    show: () => {
      if (failure.current) showServerFieldErrors(form, failure.current, quoteFormFieldName);
      failure.current = null;
    },
  };
}

/**
 * The sending (docs/product/quote-request.md#sending-dialog): one request at a time, the
 * dialog's state, the cart emptied once sent, and the sent quote kept for the page once the
 * dialog has closed. A failure closes the dialog and keeps the values
 * (docs/product/quote-request.md#send-failure): the snackbar says why (the mutation's
 * notice), or the field the server named does.
 */
export function useQuoteSend(
  lines: readonly CartLineRecord[],
  form: UseFormReturn<QuoteForm>,
  onSent: () => Promise<void>,
) {
  const [sendState, setSendState] = useState<QuoteSendState>({ status: 'idle' });
  const [sent, setSent] = useState<SentQuote | null>(null);
  // Set at once, where the mutation's status comes a render later: a double click sends once.
  const inFlight = useRef(false);
  const failure = useFailureShownAfterDialog(form);
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
          setSent({ answer, email: request.email });
          setSendState({ status: 'sent', answer, email: request.email });
        },
        onError: (error) => {
          inFlight.current = false;
          failure.remember(error);
          setSendState({ status: 'idle' });
        },
      },
    );
  };

  return {
    sent,
    sendState,
    send,
    status: postQuote.status,
    closeDialog: () => setSendState({ status: 'idle' }),
    onDialogClosed: failure.show,
  };
}
