import { dehydrate, hydrate } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { getActiveCampaignsQueryOptions } from '#features/catalog/api/get-active-campaigns.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';
import { type FetchMock, stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { loadBeforeFirstRender, loadServerStartUpData } from './boot';
import { createQueryClient } from './query-client';

const customer = makeSelfUser();
const louisJwt = makeJwt();
const campaign = {
  id: 5,
  title: 'Rentrée',
  percentage: '15',
  start_date_time: '2026-11-01 00:00:00',
  end_date_time: '2026-12-31 23:59:59',
};

let fetchMock: FetchMock;

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  fetchMock = stubApi({
    '/exposed/active/sales/campaigns': [campaign],
    '/exposed/categories/flat': { categories: [], subCategories: [], underSubCategories: [] },
  });
});

describe('loadBeforeFirstRender (docs/product/catalogue.md#start-up-load)', () => {
  it('holds the stored user and the active campaigns once it resolves', async () => {
    await localDb.storedUser.put({ id: 1, user: customer });
    await localDb.jwt.put({ id: 1, jwt: louisJwt });
    const queryClient = createQueryClient();

    await loadBeforeFirstRender(queryClient);

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual({
      user: customer,
      jwt: louisJwt,
    });
    expect(queryClient.getQueryData(getActiveCampaignsQueryOptions().queryKey)).toHaveLength(1);
  });

  it('knows a visitor as logged out', async () => {
    const queryClient = createQueryClient();
    await loadBeforeFirstRender(queryClient);
    expect(queryClient.getQueryState(currentUserQueryKey)).toMatchObject({
      status: 'success',
      data: null,
    });
  });

  it('asks nothing of the server for a page that brought the start-up data, however old', async () => {
    const server = createQueryClient();
    await loadServerStartUpData(server);
    const broughtAt = Date.now() - 60 * 60_000;
    const queryClient = createQueryClient();
    hydrate(queryClient, {
      ...dehydrate(server),
      queries: dehydrate(server).queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: broughtAt },
      })),
    });
    fetchMock.mockClear();

    await loadBeforeFirstRender(queryClient);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(getActiveCampaignsQueryOptions().queryKey)).toEqual([campaign]);
    expect(queryClient.getQueryState(currentUserQueryKey)?.data).toBeNull();
  });
});
