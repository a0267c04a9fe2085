import { beforeEach, describe, expect, it } from 'vitest';
import { getActiveCampaignsQueryOptions } from '#features/catalog/api/get-active-campaigns.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { loadBeforeFirstRender } from './boot';
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

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
  stubApi({
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
});
