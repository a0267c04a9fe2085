import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import {
  offerAcceptRequestSchema,
  offerChangesRequestSchema,
  offerDeclineRequestSchema,
  offerDraftRequestSchema,
  offerDraftSchema,
  offerSentAnswerSchema,
  quoteDetailAnswerSchema,
  signedLinkQuerySchema,
} from '@labo/domain/offer-schemas';
import { quoteExportQuerySchema } from '@labo/domain/quote-list-schemas';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_TYPE, fileAnswer, PDF_TYPE, sendFile, XLSX_TYPE } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';
import type { OfferAnswer } from './offer-service';

// The calls of the negotiation (docs/product/offers.md#calls): the quote page for staff and
// its owner, the staff's draft and send, the buyer's answers, and their twins for a
// visitor's signed link.

const tags = ['Offres'];
const params = z.object({ id: idParam });
const detailAnswers = {
  200: quoteDetailAnswerSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};
const answerErrors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const linkErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
};

const LINK_RULE =
  "Par le lien signé de l'e-mail d'offre d'un devis envoyé sans compte (expires, signature) : ce devis seul, jusqu'à la fin du dernier jour de validité de l'offre (heure de Paris). 404 pour une signature fausse ou un autre devis, 410 pour un lien expiré.";

const detailDescription =
  "Le devis pour sa page : le devis (avec negotiation_state et offer_version), les lignes demandées (version 0), les offres envoyées (offers, de la plus ancienne à la plus récente : lignes, lines_ht, shipping_ht, total_ht, vat_by_rate, total_ttc, valid_until, lead_time, message, version, sent_at), le brouillon de la prochaine offre (draft, administrateurs seulement ; version 0 tant qu'il n'a jamais été enregistré ; null pour le client et pour un devis clos), l'historique (history : kind, at, by, text, detail, offer_version ; les changements de statut et les noms pour les administrateurs, les mots du client pour lui) et la commande une fois l'offre acceptée (purchase_order : number, accepted_at, offer_version, et document, le dernier PDF de bon de commande joint { file_name, size_bytes, uploaded_at }, null tant qu'aucun ne l'est). Pour un administrateur ou le client à qui appartient le devis ; 404 pour tout autre.";

/** Who reads or answers a quote with their session: its owner, or staff. */
export const sessionReader = (request: FastifyRequest) => ({
  userId: request.user.id,
  isStaff: request.user.roles.includes(ADMIN_ROLE),
});

/** The answers of a PDF download for its owner or staff. */
export const pdfDownloadAnswers = (description: string) => ({
  200: fileAnswer(description, [PDF_TYPE]),
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
});

/** One answer of the buyer: its two paths, its body, and what the body says. */
interface AnswerSpec<Body extends z.ZodType> {
  route: string;
  linked: string;
  summary: string;
  description: string;
  body: Body;
  answer: (body: z.infer<Body>) => OfferAnswer;
}

/** Keeps each answer's body type while they share one list. */
const answerSpec = <Body extends z.ZodType>(spec: AnswerSpec<Body>) =>
  spec as unknown as AnswerSpec<z.ZodType>;

/** The three answers of the buyer, each with its body. */
const ANSWERS = [
  answerSpec({
    route: apiRoutes.offerAccept,
    linked: apiRoutes.linkedOfferAccept,
    summary: "Accepter l'offre",
    description:
      "{ purchase_order } : numéro du bon de commande, obligatoire (« sans bon de commande » est une réponse). Le devis devient une commande (negotiation_state accepted, statut ARCHIVED), l'équipe est prévenue par e-mail, le client reçoit la confirmation avec le PDF de la commande. 409 avec la phrase du refus pour une offre expirée, un devis clos ou sans offre en attente.",
    body: offerAcceptRequestSchema,
    answer: (body: z.infer<typeof offerAcceptRequestSchema>): OfferAnswer => ({
      event: 'accept',
      purchaseOrder: body.purchase_order,
    }),
  }),
  answerSpec({
    route: apiRoutes.offerChanges,
    linked: apiRoutes.linkedOfferChanges,
    summary: 'Demander une modification',
    description:
      "{ message } : ce que le client veut changer, obligatoire ; c'est aussi ainsi qu'il demande le renouvellement d'une offre expirée. Le devis passe en changes_requested (statut ON_GOING), l'équipe est prévenue par e-mail. 409 pour un devis clos ou sans offre.",
    body: offerChangesRequestSchema,
    answer: (body: z.infer<typeof offerChangesRequestSchema>): OfferAnswer => ({
      event: 'ask_changes',
      message: body.message,
    }),
  }),
  answerSpec({
    route: apiRoutes.offerDecline,
    linked: apiRoutes.linkedOfferDecline,
    summary: "Refuser l'offre",
    description:
      "{ reason } : la raison, facultative. Le devis passe en declined (statut ARCHIVED), l'équipe est prévenue par e-mail. 409 pour un devis clos ou sans offre.",
    body: offerDeclineRequestSchema,
    answer: (body: z.infer<typeof offerDeclineRequestSchema>): OfferAnswer => ({
      event: 'decline',
      reason: body.reason,
    }),
  }),
];

/** The quote page, the buyer's answers as its owner (docs/product/offers.md#calls). */
export const offerBuyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app;
  app.get(
    apiRoutes.quoteDetail,
    {
      schema: {
        tags,
        summary: 'Un devis et sa négociation',
        description: detailDescription,
        params,
        response: detailAnswers,
      },
    },
    (request) => offers.detail(request.params.id, sessionReader(request)),
  );
  for (const answer of ANSWERS) answerRoute(app, answer);
  app.get(
    apiRoutes.offerPdf,
    {
      schema: {
        tags,
        summary: 'Une offre en PDF',
        description: `${PDF_DESCRIPTION} Pour un administrateur ou le client à qui appartient le devis ; 404 pour tout autre.`,
        params: pdfParams,
        response: pdfDownloadAnswers("L'offre en PDF."),
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await offers.pdf(request.params.id, request.params.version, sessionReader(request)),
      ),
  );
};

function answerRoute(app: RouteApp, answer: AnswerSpec<z.ZodType>): void {
  const { offers } = app;
  app.post(
    answer.route,
    {
      schema: {
        tags,
        summary: answer.summary,
        description: `${answer.description} Pour le client à qui appartient le devis (403 pour un administrateur, 404 pour un autre client). Réponse : le devis comme sa page le reçoit.`,
        params,
        body: answer.body,
        response: { ...detailAnswers, ...answerErrors },
      },
    },
    (request) =>
      offers.answerOffer(request.params.id, sessionReader(request), answer.answer(request.body)),
  );
}

const pdfParams = z.object({ id: idParam, version: idParam });
const PDF_DESCRIPTION =
  "L'offre version N en PDF, comme le devis (en-tête, client et adresses, lignes avec référence, désignation, délai, prix unitaire HT, remise, quantité, total HT), puis total des articles HT, frais de port HT, Total HT, TVA par taux, Total TTC, date de validité, délai et message de l'offre, conditions générales de vente. 404 pour une version inconnue.";

/** The visitor's twins, through the mail's signed link (docs/product/offers.md#visitors). */
export const offerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app;
  app.get(
    apiRoutes.linkedQuote,
    {
      schema: {
        tags,
        summary: 'Un devis et sa négociation, par lien signé',
        description: `Le devis comme son client le lit (sans brouillon). ${LINK_RULE}`,
        params,
        querystring: signedLinkQuerySchema,
        response: { 200: quoteDetailAnswerSchema, ...linkErrors },
      },
    },
    (request) => offers.detailByLink(request.params.id, request.query),
  );
  app.get(
    apiRoutes.linkedOfferPdf,
    {
      schema: {
        tags,
        summary: 'Une offre en PDF, par lien signé',
        description: `${PDF_DESCRIPTION} ${LINK_RULE}`,
        params: pdfParams,
        querystring: signedLinkQuerySchema,
        response: { 200: fileAnswer("L'offre en PDF.", [PDF_TYPE]), ...linkErrors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await offers.pdf(request.params.id, request.params.version, { link: request.query }),
      ),
  );
  for (const answer of ANSWERS) {
    app.post(
      answer.linked,
      {
        schema: {
          tags,
          summary: `${answer.summary}, par lien signé`,
          description: `${answer.description} ${LINK_RULE} Réponse : le devis comme sa page le reçoit.`,
          params,
          querystring: signedLinkQuerySchema,
          body: answer.body,
          response: { 200: quoteDetailAnswerSchema, ...linkErrors },
        },
      },
      (request) =>
        offers.answerOffer(request.params.id, { link: request.query }, answer.answer(request.body)),
    );
  }
};

/** The staff's draft and its sending (docs/product/offers.md#calls). */
export const offerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app;
  // Before validation: a customer gets 403 whatever the body.
  app.addHook('preValidation', requireRole(ADMIN_ROLE));
  app.put(
    apiRoutes.offerDraft,
    {
      schema: {
        tags,
        summary: "Enregistrer le brouillon d'offre",
        description:
          "Le brouillon entier : { version, lines: [{ article_id (null pour une ligne libre), reference, designation (obligatoires pour une ligne libre, repris de l'article sinon), quantity, unit_price_ht, discount_percent, vat_rate, lead_time }], shipping_ht, valid_until (AAAA-MM-JJ), lead_time, message }, avec la version lue. Réponse : le brouillon enregistré, totaux recalculés par le serveur (HT par ligne remisée arrondie au centime, TVA par taux, TTC), version + 1. 409 si quelqu'un l'a enregistré entre-temps (le message le nomme) ou si le devis est clos. Réservé aux administrateurs.",
        params,
        body: offerDraftRequestSchema,
        response: {
          200: offerDraftSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => offers.saveDraft(request.params.id, request.body, request.user.id),
  );
  app.post(
    apiRoutes.offerSend,
    {
      schema: {
        tags,
        summary: "Envoyer l'offre",
        description:
          "Le brouillon devient l'offre version N, figée ; le devis passe en offer_sent et en cours (ON_GOING) ; le client reçoit l'offre par e-mail, son PDF joint, avec le lien de sa page (son espace client, ou pour un devis sans compte un lien signé valable jusqu'à la fin du jour de validité). 400 pour une offre sans ligne ou dont la date de validité est passée, 409 pour un devis clos. Réservé aux administrateurs.",
        params,
        response: {
          200: offerSentAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    (request) => offers.send(request.params.id, request.user.id),
  );
  app.get(
    apiRoutes.ordersExport,
    {
      schema: {
        tags,
        summary: 'Commandes acceptées en CSV ou en classeur Excel',
        description:
          "Les devis dont l'offre a été acceptée, pour les saisir dans Oxygène. format=csv (par défaut) : CSV pour un tableur français (UTF-8 avec BOM, points-virgules), colonnes Numéro, Acceptée le, Bon de commande, Offre, Client, Société / laboratoire, Adresse e-mail, Téléphone, Adresse de livraison, Adresse de facturation, Lignes (référence · désignation × quantité à prix unitaire HT, remise), Frais de port HT, Total HT, Total TTC ; format=xlsx : classeur aux cellules typées, feuilles Commandes et Lignes. Réservé aux administrateurs.",
        querystring: quoteExportQuerySchema,
        response: {
          200: fileAnswer('Le fichier CSV ou le classeur Excel.', [CSV_TYPE, XLSX_TYPE]),
          400: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => sendFile(reply, await offers.exportOrders(request.query.format)),
  );
};
