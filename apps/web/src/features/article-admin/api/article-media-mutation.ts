import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { articleKeys } from '#shared/articles/api/article-keys.ts';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { articleMediaKeys } from './article-media-keys';

/** The server's French reason for a refusal, when it gave one worth a second line. */
function serverReason(error: Error): string | undefined {
  const reason = isApiError(error) ? error.body?.message : undefined;
  return reason && reason !== messages.failed ? reason : undefined;
}

/**
 * One media change of an article, as every one behaves (docs/product/media.md#media-messages):
 * "Modifications effectuées", or "Une erreur est survenue" with the server's reason under
 * it. A success reloads every article read (the page, the lists, the featured list) before
 * it ends, so that the controls show the new state.
 */
export function useArticleMediaMutation<Variables, Answer>(
  articleId: number,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: articleMediaKeys.article(articleId),
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
    meta: {
      successNotice: messages.saved,
      errorNotice: messages.failed,
      errorDetail: serverReason,
    },
  });
}

/** True while any media change of the article runs: one change at a time. */
export function useArticleMediaBusy(articleId: number): boolean {
  return useIsMutating({ mutationKey: articleMediaKeys.article(articleId) }) > 0;
}
