import type { SignedLinkQuery } from '@labo/domain/offer-schemas';
import {
  OFFER_MESSAGE_MAX_CHARS,
  offerAcceptRequestSchema,
  offerChangesRequestSchema,
  offerDeclineRequestSchema,
  PURCHASE_ORDER_MAX_CHARS,
} from '@labo/domain/offer-schemas';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { type OfferAnswer, useAnswerOffer } from '../api/answer-offer';
import { PurchaseOrderFileField } from './purchase-order-file-field';

type Kind = OfferAnswer['kind'];

const FORMS = {
  accept: {
    schema: offerAcceptRequestSchema,
    field: 'purchase_order',
    maxLength: PURCHASE_ORDER_MAX_CHARS,
    title: messages.acceptTitle,
    label: messages.purchaseOrderField,
    help: messages.acceptHelp,
    submit: messages.confirmAccept,
    multiline: false,
  },
  changes: {
    schema: offerChangesRequestSchema,
    field: 'message',
    maxLength: OFFER_MESSAGE_MAX_CHARS,
    title: messages.changesTitle,
    label: messages.changesField,
    help: undefined,
    submit: messages.sendChanges,
    multiline: true,
  },
  decline: {
    schema: offerDeclineRequestSchema,
    field: 'reason',
    maxLength: OFFER_MESSAGE_MAX_CHARS,
    title: messages.declineTitle,
    label: messages.declineField,
    help: undefined,
    submit: messages.confirmDecline,
    multiline: true,
  },
} as const;

type AnswerPanelProps = {
  quoteId: number;
  link: SignedLinkQuery | null;
  /** An expired offer cannot be accepted: asking for changes renews it. */
  expired: boolean;
  /** With the purchase order's PDF chosen in the acceptance form, to send next. */
  onAnswered: (kind: Kind, document: File | null) => void;
};

/**
 * "Votre réponse" (docs/product/offers.md#buyer-answer): accept with a purchase-order
 * number (and its PDF, if the buyer has it at hand), ask for changes, or decline. Choosing one opens its short form below the three
 * buttons, its field focused; the server's refusal (an offer expired meanwhile) is said in
 * the form.
 */
export function OfferAnswerPanel({ quoteId, link, expired, onAnswered }: AnswerPanelProps) {
  const [kind, setKind] = useState<Kind | null>(null);
  const titleId = useId();
  const choices: [Kind, string][] = [
    ...(expired ? [] : [['accept', messages.accept] as [Kind, string]]),
    ['changes', expired ? messages.askRenewal : messages.askChanges],
    ['decline', messages.decline],
  ];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {messages.answerTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {choices.map(([choice, label]) => (
          <Button
            key={choice}
            variant={choice === 'accept' ? 'contained' : 'outlined'}
            color={choice === 'decline' ? 'error' : 'primary'}
            aria-expanded={kind === choice}
            onClick={() => setKind(choice)}
          >
            {label}
          </Button>
        ))}
      </Box>
      {kind ? (
        <AnswerForm
          key={kind}
          kind={kind}
          quoteId={quoteId}
          link={link}
          onCancel={() => setKind(null)}
          onAnswered={onAnswered}
        />
      ) : undefined}
    </Box>
  );
}

type AnswerFormProps = {
  kind: Kind;
  quoteId: number;
  link: SignedLinkQuery | null;
  onCancel: () => void;
  onAnswered: (kind: Kind, document: File | null) => void;
};

function AnswerForm({ kind, quoteId, link, onCancel, onAnswered }: AnswerFormProps) {
  const spec = FORMS[kind];
  const titleId = useId();
  const answer = useAnswerOffer(quoteId, link);
  const [document, setDocument] = useState<File | null>(null);
  const form = useZodForm<Record<string, string>, Record<string, string>>(spec.schema, {
    defaultValues: { [spec.field]: '' },
  });
  const rootError = form.formState.errors.root?.message;
  // The form opens where the person chose it: its field takes the focus.
  useEffect(() => form.setFocus(spec.field), [form, spec.field]);
  const submit = form.handleSubmit((body) =>
    answer.mutate({ kind, body } as OfferAnswer, {
      onSuccess: () => onAnswered(kind, kind === 'accept' ? document : null),
      onError: (error) => {
        if (showServerFieldErrors(form, error)) return;
        form.setError('root', {
          message: (isApiError(error) && error.body?.message) || messages.answerFailed,
        });
      },
    }),
  );
  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.0625rem' }}>
        {spec.title}
      </Typography>
      {rootError ? (
        <Alert severity="error" role="alert">
          {rootError}
        </Alert>
      ) : undefined}
      <FormTextField
        control={form.control}
        name={spec.field}
        label={spec.label}
        helperText={spec.help}
        required={kind !== 'decline'}
        multiline={spec.multiline}
        minRows={spec.multiline ? 3 : undefined}
        slotProps={{ htmlInput: { maxLength: spec.maxLength } }}
      />
      {kind === 'accept' ? (
        <PurchaseOrderFileField file={document} onChange={setDocument} />
      ) : undefined}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{messages.cancel}</Button>
        <StatusButton
          type="submit"
          variant="contained"
          color={kind === 'decline' ? 'error' : 'primary'}
          status={answer.status}
        >
          {spec.submit}
        </StatusButton>
      </Box>
    </Box>
  );
}
