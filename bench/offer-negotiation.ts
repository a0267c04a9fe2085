import { quoteRequests } from './quote-requests';
import { median, percentile } from './statistics';

// The negotiation's targets (docs/performance.md#targets): saving a 150-line offer draft,
// and sending it (the offer version written, its mail queued), measured one call at a
// time as a member of staff makes them, on a running server.

const DRAFT_LINES = 150;

/** What the offer measure gives. */
export interface OfferNegotiationResult {
  lines: number;
  saves: number;
  saveP50Ms: number;
  saveP95Ms: number;
  sends: number;
  sendMedianMs: number;
  sendMaxMs: number;
  /** The offer's PDF, as the mail worker draws it for the mail: median of GET …/pdf. */
  pdfMedianMs: number;
}

/** A 150-line draft: the given catalogue articles first, free lines for the rest. */
function draft(version: number, articleIds: number[]) {
  const lines = Array.from({ length: DRAFT_LINES }, (_, i) => {
    const articleId = articleIds[i];
    return articleId === undefined
      ? {
          article_id: null,
          reference: `LIBRE-${i}`,
          designation: `Prestation ${i}`,
          quantity: 1 + (i % 5),
          unit_price_ht: '19.90',
          vat_rate: i % 3 === 0 ? '5.50' : '20.00',
        }
      : {
          article_id: articleId,
          quantity: 1 + (i % 7),
          unit_price_ht: `${10 + (i % 40)}.${String(version % 100).padStart(2, '0')}`,
          discount_percent: String(i % 15),
          vat_rate: '20.00',
        };
  });
  return {
    version,
    lines,
    shipping_ht: '29.50',
    valid_until: '2099-12-31',
    message: 'Offre du banc de mesure.',
  };
}

/** One staff call, timed from its sending to its whole answer. */
async function call(
  url: string,
  token: string,
  request: { method?: 'GET' | 'POST' | 'PUT'; path: string; body?: string },
) {
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, {
    method: request.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body,
  });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) {
    throw new Error(`${request.path}: ${response.status} ${Buffer.from(body).toString()}`);
  }
  return { ms, body };
}

/** A quote request of the first articles, as a visitor sends it; its id. */
async function newQuote(url: string, articleIds: number[]): Promise<number> {
  const [request] = quoteRequests(articleIds);
  if (!request) throw new Error('no article to ask a quote for');
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: request.body,
  });
  return ((await response.json()) as { id: number }).id;
}

/**
 * Saves a 150-line draft `saves` times in a row (after 5 saves that warm the server up),
 * then sends `sends` quotes' drafts, each after its own save, and fetches each offer's PDF.
 */
export async function measureOfferNegotiation(
  url: string,
  token: string,
  articleIds: number[],
  saves = 60,
  sends = 10,
): Promise<OfferNegotiationResult> {
  const catalogueLines = articleIds.slice(0, DRAFT_LINES);
  const quoteId = await newQuote(url, articleIds);
  const put = (id: number, version: number) =>
    call(url, token, {
      method: 'PUT',
      path: `/api/protected/quote/${id}/offer`,
      body: JSON.stringify(draft(version, catalogueLines)),
    });
  const saveTimes: number[] = [];
  for (let version = 0; version < saves + 5; version += 1) {
    const { ms } = await put(quoteId, version);
    if (version >= 5) saveTimes.push(ms);
  }
  const sendTimes: number[] = [];
  const pdfTimes: number[] = [];
  for (let round = 0; round < sends; round += 1) {
    const id = await newQuote(url, articleIds);
    await put(id, 0);
    sendTimes.push(
      (await call(url, token, { method: 'POST', path: `/api/protected/quote/${id}/offer/send` }))
        .ms,
    );
    pdfTimes.push((await call(url, token, { path: `/api/protected/quote/${id}/offer/1/pdf` })).ms);
  }
  return {
    lines: DRAFT_LINES,
    saves,
    saveP50Ms: percentile(saveTimes, 50),
    saveP95Ms: percentile(saveTimes, 95),
    sends,
    sendMedianMs: median(sendTimes),
    sendMaxMs: Math.round(Math.max(...sendTimes)),
    pdfMedianMs: median(pdfTimes),
  };
}
