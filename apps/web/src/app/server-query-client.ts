import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type FetchQueryOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import { readsDevice } from '#shared/server-render/device-read.ts';
import { queryClientConfig } from './query-client';

/** What loading an asked query needs; its types were checked where it was asked for. */
type AskedQuery = FetchQueryOptions<unknown, Error, unknown, QueryKey>;

/**
 * The server renderer's query client. Screens load their data with useQuery, which never
 * fetches during a render on the server; every query a render asks for passes through
 * `defaultQueryOptions`, so this client notes the enabled ones that read the server, and
 * the renderer loads them before rendering again (docs/decisions/027-server-rendering.md).
 */
export class ServerQueryClient extends QueryClient {
  readonly #asked = new Map<string, AskedQuery>();

  constructor() {
    const config = queryClientConfig();
    super({
      ...config,
      defaultOptions: {
        ...config.defaultOptions,
        // A failed query shows its error in the next render rather than "loading" (a
        // query in error is fetched again on mount, which never happens on the server).
        queries: { ...config.defaultOptions?.queries, retryOnMount: false },
      },
    });
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const enabled = defaulted.enabled !== false && typeof defaulted.enabled !== 'function';
    const fetchable = defaulted.queryFn !== undefined && defaulted.queryFn !== skipToken;
    if (enabled && fetchable && !readsDevice(defaulted.meta)) {
      this.#asked.set(defaulted.queryHash, {
        queryKey: defaulted.queryKey,
        queryFn: defaulted.queryFn,
        meta: defaulted.meta,
      } as AskedQuery);
    }
    return defaulted;
  }

  /** Loads the queries asked for and not loaded yet; false when there were none. */
  async loadAsked(): Promise<boolean> {
    // A failed query stays failed: the page shows its error, as the browser would.
    const toLoad = [...this.#asked.values()].filter(
      (options) => (this.getQueryState(options.queryKey)?.status ?? 'pending') === 'pending',
    );
    this.#asked.clear();
    await Promise.all(toLoad.map((options) => this.prefetchQuery(options)));
    return toLoad.length > 0;
  }
}
