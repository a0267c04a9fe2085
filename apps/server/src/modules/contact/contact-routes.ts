import { apiRoutes } from '@labo/domain/api-routes';
import { contactAnswerSchema, contactFormSchema } from '@labo/domain/contact-schemas';
import { apiErrorSchema } from '@labo/domain/error-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalUnproxiedCall } from '#http/local-call';

/** A person writes once or twice; a script filling the staff's mailbox is stopped at 10. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** A message of 5,000 characters and the sender's details, with room to spare. */
const CONTACT_BODY_LIMIT = 64 * 1024;

const description = `Envoi d'un message depuis la page de contact. Le message (3 caractères au moins) et au moins un moyen de recontacter valide (téléphone français ou e-mail) sont obligatoires ; sinon 400 avec le message de chaque règle dans \`fields\` (l'absence de moyen de contact concerne le formulaire entier). L'addition anti-robot est vérifiée dans le navigateur seulement.
Le message est enregistré, puis un e-mail part vers l'équipe commerciale et une confirmation vers l'expéditeur quand son adresse est valide (file d'envoi, même transaction). Réponse 201 : id du message.
Limité à ${CONTACT_RATE_LIMIT.max} messages par 10 minutes et par adresse (429 au-delà).`;

/** POST /post/contact/form: docs/product/contact.md#contact-call. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app;

  app.post(
    apiRoutes.contactForm,
    {
      schema: {
        tags: ['Contact'],
        summary: 'Envoyer un message de contact',
        description,
        body: contactFormSchema,
        response: {
          201: contactAnswerSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: { ...CONTACT_RATE_LIMIT, allowList: isLocalUnproxiedCall } },
    },
    async (request, reply) => reply.code(201).send(await contact.send(request.body)),
  );
};
