import { canSendQuote, type QuoteForm } from '@labo/domain/quote-form-rules';
import { Box } from '@mui/material';
import { type FormEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import type { ActionStatus } from '#shared/status-button.tsx';
import { ContactDetailsStep } from './contact-details-step';
import { LoginBanner } from './login-banner';
import { QuoteSummaryStep } from './quote-summary-step';
import { RequestedArticles } from './requested-articles';

// One column up to lg; from lg the form and, beside it, the summary that stays in view. At
// md the column left beside a 400 px summary (about 300 px) was too narrow for the contact
// step's two address blocks, whose fields overlapped.
const twoColumnsSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' },
  alignItems: 'start',
} as const;

type QuoteRequestFormProps = {
  form: UseFormReturn<QuoteForm>;
  lines: readonly CartLineRecord[];
  loggedIn: boolean;
  /** The quote request's sending. */
  status: ActionStatus;
  /** Called with the checked values when the person sends. */
  onValid: (values: QuoteForm) => void;
};

/**
 * The validation page before sending (docs/product/quote-request.md#validation-page): the
 * login banner for a visitor, the requested articles and the contact details, and beside
 * them the summary with the send button.
 */
export function QuoteRequestForm({
  form,
  lines,
  loggedIn,
  status,
  onValid,
}: QuoteRequestFormProps) {
  const emailBoxRef = useRef<HTMLDivElement>(null);
  const canSend = canSendQuote(lines.length);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || status === 'pending') return;
    void form.handleSubmit(onValid, (errors) => {
      // The field says why (focused by the form) and the page scrolls to it
      // (docs/product/quote-request.md#e-mail-field-rule).
      if (errors.email) {
        emailBoxRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }
    })(event);
  };
  return (
    <>
      {loggedIn ? undefined : (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <LoginBanner />
        </Box>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={twoColumnsSx}>
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {lines.length > 0 ? <RequestedArticles lines={lines} /> : undefined}
          <ContactDetailsStep form={form} emailBoxRef={emailBoxRef} />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <QuoteSummaryStep
            lines={lines}
            control={form.control}
            canSend={canSend}
            status={status}
          />
        </Box>
      </Box>
    </>
  );
}
