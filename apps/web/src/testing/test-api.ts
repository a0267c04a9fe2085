import { vi } from 'vitest';

type Answer = unknown | { status: number; body: unknown };

/**
 * Answers fetch by path, like our server would (the shapes of docs/product/); an unknown
 * path is the server's JSON 404. `never` leaves a path pending, for loading states. A key
 * may name the method ("POST /exposed/post/quote"); it wins over the bare path.
 */
export function stubApi(answers: Record<string, Answer | 'never'>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = answers[`${method} ${path}`] ?? answers[path];
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer === undefined) {
      return Response.json(
        { error: 'not_found', message: 'Ressource introuvable' },
        { status: 404 },
      );
    }
    if (typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer) {
      return Response.json(answer.body, { status: Number(answer.status) });
    }
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;
