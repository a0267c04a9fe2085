import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { SignedLinkQuery } from '@labo/domain/offer-schemas';
import { useMutation } from '@tanstack/react-query';
import { env } from '#config/env.ts';
import { downloadProtectedFile } from '../session/download-protected-file';
import { linkQuery } from './offer-link';
import { offersMessages as messages } from './offer-messages';

type OfferPdf = { id: number; number: string; version: number };

/** The address of an offer's PDF for a visitor: a plain link, the signature in its query. */
export function linkedOfferPdfHref(pdf: OfferPdf, link: SignedLinkQuery): string {
  return `${env.apiBaseUrl}${apiPath(apiRoutes.linkedOfferPdf, { id: pdf.id, version: pdf.version })}${linkQuery(link)}`;
}

/** GET /api/protected/quote/{id}/offer/{version}/pdf, saved as devis-{number}-v{version}.pdf. */
export function useDownloadOfferPdf() {
  return useMutation({
    mutationFn: (pdf: OfferPdf) =>
      downloadProtectedFile(
        apiPath(apiRoutes.offerPdf, { id: pdf.id, version: pdf.version }),
        `devis-${pdf.number}-v${pdf.version}.pdf`,
      ),
    meta: { errorNotice: messages.pdfFailed },
  });
}
