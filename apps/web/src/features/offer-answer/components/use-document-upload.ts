import type { SignedLinkQuery } from '@labo/domain/offer-schemas';
import { useState } from 'react';
import { isApiError, NO_RESPONSE_STATUS } from '#shared/api-client.ts';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { useAttachPurchaseOrder } from '../api/attach-purchase-order';

/** The sending of the purchase order's PDF, and why the last one failed until one works. */
export interface DocumentUpload {
  status: ReturnType<typeof useAttachPurchaseOrder>['status'];
  /** The server's sentence (or ours when it gave none); null once a sending worked. */
  failure: string | null;
  send: (file: File) => void;
  /** Sends the last file again. */
  retry: () => void;
}

function failureReason(error: unknown): string {
  if (isApiError(error) && error.status !== NO_RESPONSE_STATUS && error.body?.message) {
    return error.body.message;
  }
  return messages.attachNoAnswer;
}

/**
 * Attaching the purchase order (docs/product/offers.md#buyer-answer): after the acceptance
 * or later from the order; a failure stays said, with the file kept for a retry.
 */
export function useDocumentUpload(id: number, link: SignedLinkQuery | null): DocumentUpload {
  const attach = useAttachPurchaseOrder(id, link);
  const [last, setLast] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = (file: File) => {
    setLast(file);
    attach.mutate(file, {
      onSuccess: () => setFailure(null),
      onError: (error) => setFailure(failureReason(error)),
    });
  };
  return {
    status: attach.status,
    failure,
    send,
    retry: () => {
      if (last) send(last);
    },
  };
}
