import { formatDateTimeFr } from '@labo/domain/dates';
import {
  LEAD_TIME_MAX_CHARS,
  OFFER_MESSAGE_MAX_CHARS,
  type QuoteDetailAnswer,
} from '@labo/domain/offer-schemas';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Link, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { isApiError } from '#shared/api-client.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { OfferTotals } from '#shared/quotes/offer-document.tsx';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminQuotesMessages } from '../admin-quotes-messages';
import { useAdminQuote } from '../api/get-admin-quote';
import { useSendOffer } from '../api/save-offer-draft';
import { OfferDayField } from './offer-day-field';
import { editorValuesOf, type OfferEditorValues, offerEditorSchema } from './offer-draft-form';
import { DecimalField, OfferEditorLines } from './offer-editor-lines';
import { useDraftSaving } from './use-draft-saving';

type OfferEditorPageProps = {
  id: number;
  renderTrail: (quoteHref: string, current: string) => ReactNode;
};

/**
 * /admin/quotes/{id}/offer (docs/product/offers.md#offer-editor): the staff's draft of the
 * next offer, saved as it is edited and priced by the server, then sent to the buyer.
 */
export function OfferEditorPage({ id, renderTrail }: OfferEditorPageProps) {
  const quote = useAdminQuote(id);
  const data = quote.data;
  const title = data ? messages.editorTitle(data.quote.sort_number) : undefined;
  usePageTitle(title);
  if (quote.isPending) return <DelayedLoader />;
  if (quote.isError || !data?.draft || !title) {
    const notFound = isApiError(quote.error) && quote.error.status === 404;
    return (
      <Alert severity="error">
        {notFound ? adminQuotesMessages.quoteNotFound : adminQuotesMessages.quoteLoadFailed}
      </Alert>
    );
  }
  const quoteHref = paths.adminQuote.getHref(id);
  return (
    <>
      {renderTrail(quoteHref, title)}
      <Link
        component={RouterLink}
        to={quoteHref}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, minHeight: 24 }}
      >
        <ArrowBackIcon aria-hidden sx={{ fontSize: 18 }} />
        {messages.backToQuote(data.quote.sort_number)}
      </Link>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <OfferEditor id={id} detail={data} />
    </>
  );
}

function OfferEditor({ id, detail }: { id: number; detail: QuoteDetailAnswer }) {
  const draft = detail.draft;
  const form = useZodForm<OfferEditorValues, OfferEditorValues>(offerEditorSchema, {
    defaultValues: draft ? editorValuesOf(draft) : undefined,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const send = useSendOffer(id);
  const showSnackbar = useSnackbar();
  const navigate = useNavigate();
  const { save, conflict, saveValues, saveIfChanged } = useDraftSaving(
    id,
    form,
    draft?.version ?? 0,
  );
  const rootError = form.formState.errors.root?.message;

  const onSave = form.handleSubmit((values) => saveValues(values));
  const onSend = form.handleSubmit(async (values) => {
    if (values.lines.length === 0) {
      form.setError('root', { message: messages.emptyOffer });
      return;
    }
    if (!(await saveIfChanged(values))) return;
    const sent = await send.mutateAsync().catch(() => null);
    if (!sent) return;
    showSnackbar(messages.sent(sent.offer_version));
    navigate(paths.adminQuote.getHref(id));
  });

  const current = save.data ?? draft;
  return (
    <Box component="form" noValidate onSubmit={onSave} sx={{ display: 'grid', gap: 3 }}>
      {conflict ? <Alert severity="error">{conflict}</Alert> : undefined}
      {rootError ? <Alert severity="error">{rootError}</Alert> : undefined}
      <OfferEditorLines control={form.control} lines={lines} />
      <OfferTerms form={form} />
      {current ? <OfferTotals offer={current} /> : undefined}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          justifyContent: 'flex-end',
        }}
      >
        <Typography role="status" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
          {save.isPending
            ? messages.saving
            : current?.saved_at
              ? messages.saved(formatDateTimeFr(current.saved_at), current.saved_by ?? '')
              : messages.neverSaved}
        </Typography>
        <StatusButton type="submit" variant="outlined" status={save.status}>
          {messages.save}
        </StatusButton>
        <StatusButton
          variant="contained"
          status={send.status}
          disabled={conflict !== null}
          onClick={() => void onSend()}
        >
          {messages.send}
        </StatusButton>
      </Box>
    </Box>
  );
}

type EditorForm = ReturnType<typeof useZodForm<OfferEditorValues, OfferEditorValues>>;

/** Shipping, validity, the whole offer's lead time and the message to the buyer. */
function OfferTerms({ form }: { form: EditorForm }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {messages.terms}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        }}
      >
        <DecimalField
          control={form.control}
          name="shipping_ht"
          label={messages.shipping}
          helperText={messages.shippingHelp}
        />
        <OfferDayField control={form.control} label={messages.validUntil} />
        <FormTextField
          control={form.control}
          name="lead_time"
          label={messages.leadTime}
          size="small"
          slotProps={{ htmlInput: { maxLength: LEAD_TIME_MAX_CHARS } }}
        />
      </Box>
      <FormTextField
        control={form.control}
        name="message"
        label={messages.message}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: OFFER_MESSAGE_MAX_CHARS } }}
      />
    </Box>
  );
}
