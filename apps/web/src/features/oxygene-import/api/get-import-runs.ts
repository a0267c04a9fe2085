import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { importRunsSchema } from '@labo/domain/import-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { importKeys } from './import-keys';

/** GET /api/oxygene/imports: the 50 latest runs, newest first; a 401 logs out. */
function getImportRuns(signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.oxygeneImports), { schema: importRunsSchema, signal });
}

function getImportRunsQueryOptions() {
  return queryOptions({
    queryKey: importKeys.runs(),
    queryFn: ({ signal }) => getImportRuns(signal),
    staleTime: 0,
  });
}

export function useImportRuns() {
  return useQuery(getImportRunsQueryOptions());
}
