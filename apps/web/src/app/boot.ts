import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { getActiveCampaignsQueryOptions } from '#features/catalog/api/get-active-campaigns.ts';
import { getFlatCategoriesQueryOptions } from '#shared/categories/get-flat-categories.ts';
import { getCurrentUserQueryOptions } from '#shared/session/current-user.ts';

/**
 * The longest the first render waits for the start-up loads. The app loads them before
 * rendering anything (docs/product/catalogue.md#start-up-load); a slow or hanging server
 * must still not leave a blank page (docs/product/look-and-feel.md#loading-states), so past
 * this the app renders and the queries finish later.
 */
const BOOT_WAIT_MAX_MS = 3000;

/**
 * Start-up (docs/product/catalogue.md#start-up-load): the user stored on the device and the
 * active sales campaigns load in parallel before the first render (the token renewal joins
 * the user's load with the login flow). The category list, which the header menu needs,
 * starts at the same time but is not waited for. Failures are only logged
 * (docs/product/api-conventions.md#load-failures, query-client.ts): the app renders anyway.
 */
export async function loadBeforeFirstRender(queryClient: QueryClient): Promise<void> {
  // A page rendered on the server brought the server's start-up data with it (see
  // loadServerStartUpData): those are not asked again, even when a cached page's copy is a few
  // minutes old; the user stored on the device is read in any case.
  void loadUnlessBrought(queryClient, getFlatCategoriesQueryOptions());
  const loads: Promise<unknown>[] = [
    queryClient.prefetchQuery(getCurrentUserQueryOptions()),
    loadUnlessBrought(queryClient, getActiveCampaignsQueryOptions()),
  ];
  let timer: number | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, BOOT_WAIT_MAX_MS);
  });
  await Promise.race([Promise.allSettled(loads), deadline]);
  window.clearTimeout(timer);
}

/**
 * The start-up loads that read the server, made by the server's render of every page, so that
 * the page brings their answers (docs/decisions/027-server-rendering.md, "Data"): the browser
 * taking it over then sends no request before its first render.
 */
export async function loadServerStartUpData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(getFlatCategoriesQueryOptions()),
    queryClient.prefetchQuery(getActiveCampaignsQueryOptions()),
  ]);
}

/** Fetches unless the cache holds an answer, fresh or not; failures are only logged. */
function loadUnlessBrought<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<unknown> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}
