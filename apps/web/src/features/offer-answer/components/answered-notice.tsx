import { Alert, Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { StatusButton } from '#shared/status-button.tsx';
import type { DocumentUpload } from './use-document-upload';

type AnsweredNoticeProps = {
  text: string;
  /** After an acceptance sent with its purchase order's PDF: how its sending went. */
  upload?: DocumentUpload;
};

/**
 * Said once the answer is recorded, and focused: the form that had the focus is gone. When
 * the purchase order's PDF could not follow the acceptance, the same notice says so with a
 * retry: the order stands (docs/product/offers.md#buyer-answer).
 */
export function AnsweredNotice({ text, upload }: AnsweredNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  useEffect(() => ref.current?.focus(), []);
  const failure = upload?.failure ?? null;
  // A retry that worked takes its button away: the notice takes the focus back.
  useEffect(() => {
    if (failure === null && retried.current) {
      retried.current = false;
      ref.current?.focus();
    }
  }, [failure]);
  return (
    <Alert ref={ref} severity={failure ? 'warning' : 'success'} tabIndex={-1} role="status">
      {failure ? messages.attachFailedAfterAccept(failure) : text}
      {failure && upload ? (
        <Box sx={{ mt: 1 }}>
          <StatusButton
            status={upload.status}
            variant="outlined"
            color="inherit"
            onClick={() => {
              retried.current = true;
              upload.retry();
            }}
          >
            {messages.retry}
          </StatusButton>
        </Box>
      ) : undefined}
    </Alert>
  );
}
