import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import {
  type CampaignCreatePayload,
  campaignsQueryOptions,
  closeCampaign,
  createCampaign,
  deleteCampaign,
  updateCampaign,
} from './api/campaign-calls';
import { campaignMessages as messages } from './campaign-messages';

type CampaignChanges = { title: string; percentage: number };

/**
 * The campaign mutations with their snackbars (docs/product/promotions.md#campaign-messages);
 * each reloads the list. A 400 of the create is left to the form, which shows it on its
 * fields; any other failure says "Une erreur est survenue".
 */
export function useCampaignActions(jwt: string) {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: campaignsQueryOptions(jwt).queryKey });
  const failed = () => showSnackbar(messages.failed, 'error');
  const done = async (message: string) => {
    showSnackbar(message);
    await reload();
  };

  const create = useMutation({
    mutationFn: (payload: CampaignCreatePayload) => createCampaign(jwt, payload),
    onSuccess: () => done(messages.created),
    onError: (error) => {
      if (!(isApiError(error) && error.status === 400)) failed();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: CampaignChanges }) =>
      updateCampaign(jwt, id, changes),
    onSuccess: () => done(messages.saved),
    onError: failed,
  });
  const close = useMutation({
    mutationFn: (id: number) => closeCampaign(jwt, id),
    onSuccess: () => done(messages.closed),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteCampaign(jwt, id),
    onSuccess: () => done(messages.deleted),
    onError: failed,
  });
  return { create, update, close, remove };
}

export type CampaignActions = ReturnType<typeof useCampaignActions>;
