import type { PipeStatus } from '@labo/domain/quote-status';
import { Button } from '@mui/material';
import { useState } from 'react';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { useChangeQuoteStatus } from '../api/change-quote-status';
import { StatusDialog } from './status-dialog';

type StatusChangeButtonProps = {
  quote: { id: number; sort_number: string; pipe_status: PipeStatus };
};

/**
 * "MODIFIER L'ÉTAT" and its status dialog (docs/product/admin.md#status-change): after
 * the change the dialog closes, the focus back on this button, and the quote's page and
 * the lists load again; a failure says "Une erreur est survenue" and leaves the dialog
 * open for another try.
 */
export function StatusChangeButton({ quote }: StatusChangeButtonProps) {
  const [open, setOpen] = useState(false);
  const change = useChangeQuoteStatus();
  const submit = (newStatus: PipeStatus) =>
    change.mutate({ quoteId: quote.id, newStatus }, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button onClick={() => setOpen(true)} variant="outlined">
        {messages.changeStatus}
      </Button>
      {open ? (
        <StatusDialog
          quoteNumber={quote.sort_number}
          current={quote.pipe_status}
          status={change.status}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      ) : undefined}
    </>
  );
}
