import multipart from '@fastify/multipart';
import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import { importReportSchema, importRunsSchema } from '@labo/domain/import-schemas';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_TYPE, fileAnswer } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';
import { streamImport, wantsEventStream } from './import-event-stream';
import { IMPORT_HISTORY_LENGTH } from './import-service';
import { IMPORT_MAX_BYTES, receiveUpload } from './import-upload';

const importDescription = `Import d'un export CSV d'articles Oxygène, non modifié (multipart/form-data, champ \`file\`, ${IMPORT_MAX_BYTES / 1024 / 1024} Mo au plus). Réservé aux administrateurs.
Réponse 200 : les lignes du compte rendu en français (résumé puis lignes rejetées), aussi quand le fichier est refusé en entier (rien n'est alors appliqué, la première ligne dit pourquoi).
Avec \`Accept: text/event-stream\`, la réponse est un flux d'événements : \`progress\` ({ read, total }) après chaque millier de lignes, puis \`report\` (les lignes) ou \`failure\` ({ error, message }).
400 sans fichier ; 409 pendant un autre import ; 413 au-delà de la taille permise ; 415 hors multipart.`;

// Before validation: a customer gets 403 whatever the parameters.
const adminOnly = requireRole(ADMIN_ROLE);

function oxygeneImportRoute(app: RouteApp): void {
  const { imports } = app;
  app.post(
    apiRoutes.oxygeneImport,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['Import'],
        summary: 'Importer un export Oxygène',
        description: importDescription,
        consumes: ['multipart/form-data'],
        response: {
          200: importReportSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => {
      imports.ensureIdle();
      const upload = await receiveUpload(request);
      const userId = request.user.id;
      try {
        if (wantsEventStream(request.headers.accept)) {
          await streamImport(reply, (onProgress) =>
            imports.run(upload.path, upload.fileName, userId, onProgress),
          );
          return reply;
        }
        return (await imports.run(upload.path, upload.fileName, userId)).lines;
      } finally {
        await upload.discard();
      }
    },
  );
}

function oxygeneImportsRoute(app: RouteApp): void {
  const { imports } = app;
  app.get(
    apiRoutes.oxygeneImports,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['Import'],
        summary: 'Historique des imports',
        description: `Les ${IMPORT_HISTORY_LENGTH} derniers imports, du plus récent au plus ancien : fichier, date, administrateur, état (applied, refused, failed), résumé chiffré, et pour un import refusé la raison. Réservé aux administrateurs.`,
        response: { 200: importRunsSchema, ...roleDeniedAnswers },
      },
    },
    () => imports.history(),
  );
}

function oxygeneRejectedLinesRoute(app: RouteApp): void {
  const { imports } = app;
  app.get(
    apiRoutes.oxygeneRejectedLines,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['Import'],
        summary: "Lignes rejetées d'un import (CSV)",
        description:
          "Les lignes rejetées d'un import (10 000 au plus) en CSV pour un tableur français : UTF-8 avec BOM, points-virgules, colonnes Ligne, Référence, Motif. 404 pour un import inconnu. Réservé aux administrateurs.",
        params: z.object({ id: idParam }),
        response: {
          200: fileAnswer('Le fichier CSV.', [CSV_TYPE]),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...roleDeniedAnswers,
        },
      },
    },
    async (request, reply) => {
      const csv = await imports.rejectedLinesCsv(request.params.id);
      const name = `lignes-rejetees-import-${request.params.id}.csv`;
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}

/** The import page's calls (docs/product/import.md#import-call), administrators only. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  oxygeneImportRoute(app);
  oxygeneImportsRoute(app);
  oxygeneRejectedLinesRoute(app);
};
