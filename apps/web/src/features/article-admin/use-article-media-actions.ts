import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { articleKeys } from '#shared/articles/api/article-keys.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import {
  addFromWeb,
  deleteAttachment,
  type MediaKind,
  putVideoLink,
  setDefaultPicture,
  toggleFeatured,
  uploadAttachment,
} from './api/article-media-calls';
import { articleAdminMessages as messages } from './article-admin-messages';

/** The server's French reason for a refusal, when it gave one worth a second line. */
function serverReason(error: Error): string | undefined {
  const reason = isApiError(error) ? error.body?.message : undefined;
  return reason && reason !== messages.failed ? reason : undefined;
}

/**
 * The media mutations of one article with their toasts (docs/product/media.md#media-messages):
 * "Modifications effectuées", or "Une erreur est survenue" with the server's reason under it.
 * Each success reloads every article query (the page, the lists, the featured list) before
 * it ends, so that the controls show the new state. `busy` holds while any of them runs:
 * one change at a time.
 */
export function useArticleMediaActions(jwt: string, articleId: number) {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const mutationKey = ['article-admin', articleId];
  const busy = useIsMutating({ mutationKey }) > 0;
  const common = {
    mutationKey,
    onSuccess: async () => {
      showSnackbar(messages.saved);
      await queryClient.invalidateQueries({ queryKey: articleKeys.all });
    },
    onError: (error: Error) => showSnackbar(messages.failed, 'error', serverReason(error)),
  };

  const addByAddress = useMutation({
    ...common,
    mutationFn: ({ kind, url }: { kind: MediaKind; url: string }) =>
      addFromWeb(jwt, articleId, kind, url),
  });
  const upload = useMutation({
    ...common,
    mutationFn: (file: File) => uploadAttachment(jwt, articleId, file),
  });
  const remove = useMutation({
    ...common,
    mutationFn: (attachmentId: number) => deleteAttachment(jwt, attachmentId),
  });
  const setDefault = useMutation({
    ...common,
    mutationFn: (attachmentId: number) => setDefaultPicture(jwt, articleId, attachmentId),
  });
  const setVideoLink = useMutation({
    ...common,
    mutationFn: (url: string) => putVideoLink(jwt, articleId, url),
  });
  const toggle = useMutation({
    ...common,
    mutationFn: () => toggleFeatured(jwt, articleId),
  });
  return { busy, addByAddress, upload, remove, setDefault, setVideoLink, toggle };
}

export type ArticleMediaActions = ReturnType<typeof useArticleMediaActions>;
