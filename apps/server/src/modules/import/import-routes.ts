import multipart from '@fastify/multipart';
import { apiRoutes } from '@labo/domain/api-routes';
import { apiErrorSchema } from '@labo/domain/error-schema';
import {
  type ImportCheck,
  type ImportReport,
  importCheckSchema,
  importReportSchema,
  importRunsSchema,
} from '@labo/domain/import-schemas';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { idParam } from '@labo/domain/wire-primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#http/app-error';
import { CSV_TYPE, fileAnswer } from '#http/file-answer';
import type { RouteApp } from '#http/route-app';
import { requireRole, roleDeniedAnswers } from '#modules/auth/auth-public';
import { streamImport, wantsEventStream } from './import-event-stream';
import type { ImportProgress } from './import-progress';
import { IMPORT_HISTORY_LENGTH } from './import-service';
import { IMPORT_MAX_BYTES, receiveUpload } from './import-upload';
import type { ImportIntent, ImportMode, ImportResult } from './oxygene-import';

const importDescription = `Import d'un export CSV d'articles Oxygène, non modifié (multipart/form-data, champ \`file\`, ${IMPORT_MAX_BYTES / 1024 / 1024} Mo au plus). Réservé aux administrateurs.
Avec \`mode=check\`, le fichier est lu et le compte rendu calculé comme pour un import, puis tout est annulé : rien n'est écrit, pas même dans l'historique. Réponse 200 : { lines, summary, caution }, caution listant les avertissements (trop d'articles retirés, plus de lignes rejetées qu'acceptées).
Sinon, réponse 200 : les lignes du compte rendu en français (résumé puis lignes rejetées). Quand la vérification avertirait, l'import n'est appliqué qu'avec \`confirm_withdrawn\` égal au nombre d'articles qu'il retire ; sinon il est refusé comme un fichier refusé, rien n'est appliqué.
Avec \`Accept: text/event-stream\`, la réponse est un flux d'événements : \`progress\` ({ read, total }) après chaque millier de lignes, puis \`report\` (la réponse ci-dessus) ou \`failure\` ({ error, message }).
Un fichier refusé en entier (pas un CSV, colonne obligatoire absente, guillemet jamais fermé) : réponse 200, rien n'est appliqué, la première ligne dit pourquoi (dans le flux : un événement \`failure\` \`import_refused\`). 400 \`import_refused\` pour un fichier sans aucune ligne utilisable : rien n'est appliqué, le message dit pourquoi ; 400 sans fichier ; 409 pendant un autre import ; 413 au-delà de la taille permise ; 415 hors multipart.`;

// Before validation: a customer gets 403 whatever the parameters.
const adminOnly = requireRole(ADMIN_ROLE);

const importQuery = z.object({
  mode: z
    .enum(['apply', 'check'])
    .default('apply')
    .describe('check : lit le fichier et répond le compte rendu sans rien écrire'),
  confirm_withdrawn: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "Le nombre d'articles retirés de la vente que la vérification a annoncé, tapé par l'administrateur : exigé quand elle avertit, sinon l'import est refusé",
    ),
});

function oxygeneImportRoute(app: RouteApp): void {
  const { imports } = app;
  app.post(
    apiRoutes.oxygeneImport,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['Import'],
        summary: 'Importer un export Oxygène, ou le vérifier',
        description: importDescription,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: {
          200: z.union([importReportSchema, importCheckSchema]),
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
      const { mode, confirm_withdrawn: confirmedWithdrawn } = request.query;
      const intent: ImportIntent = mode === 'check' ? { mode } : { mode, confirmedWithdrawn };
      const upload = await receiveUpload(request);
      const userId = request.user.id;
      const streamed = wantsEventStream(request.headers.accept);
      const run = async (onProgress?: (progress: ImportProgress) => void) =>
        importAnswer(
          await imports.run(upload.path, upload.fileName, userId, onProgress, intent),
          mode,
          streamed,
        );
      try {
        if (streamed) {
          await streamImport(reply, run);
          return reply;
        }
        return await run();
      } finally {
        await upload.discard();
      }
    },
  );
}

/**
 * The import's answer: its report lines, or a check's report with its figures and
 * warnings (docs/product/import.md#check-before-import). A file refused as a whole answers
 * its report, whose first line says why, but a file without a line to import is a 400; on
 * the event stream every refusal is a `failure` event (docs/product/import.md#import-call).
 */
function importAnswer(
  result: ImportResult,
  mode: ImportMode,
  streamed: boolean,
): ImportReport | ImportCheck {
  if (result.refused === 'outright' || (result.refused && streamed)) {
    throw new AppError(400, 'import_refused', result.lines.join(' '));
  }
  if (mode === 'apply') return result.lines;
  return { lines: result.lines, summary: result.summary, caution: result.caution };
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
