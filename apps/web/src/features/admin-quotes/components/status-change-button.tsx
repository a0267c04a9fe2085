import type { PipeStatus } from '@labo/domain/quote-status';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '#shared/snackbar.tsx';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { adminQuotesQueryKey, postQuoteStatus } from '../api/admin-quote-calls';
import { StatusDialog } from './status-dialog';

type StatusChangeButtonProps = {
  jwt: string;
  quote: { id: number; sort_number: string; pipe_status: PipeStatus };
  /** Once the status changed and the lists loaded again: closes the quote's dialog. */
  onChanged: () => void;
};

/**
 * "MODIFIER [ADMIN]" and its status dialog (docs/product/admin.md#status-change): after
 * the change both dialogs close and the lists load again; a failure says "Une erreur est
 * survenue" and leaves the dialog open for another try.
 */
export function StatusChangeButton({ jwt, quote, onChanged }: StatusChangeButtonProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const change = useMutation({
    mutationFn: (status: PipeStatus) => postQuoteStatus(jwt, quote.id, status),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: adminQuotesQueryKey });
      onChanged();
    },
    onError: () => showSnackbar(messages.changeFailed, 'error'),
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} variant="outlined">
        {messages.changeStatus}
      </Button>
      {open ? (
        <StatusDialog
          quoteNumber={quote.sort_number}
          current={quote.pipe_status}
          busy={change.isPending}
          onSubmit={(status) => change.mutate(status)}
          onCancel={() => setOpen(false)}
        />
      ) : undefined}
    </>
  );
}
