import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '#testing/render-in-app.tsx';
import { QuoteList } from './quote-list';

const address = (prefix: 'delivery' | 'billing', city: string) => ({
  [`${prefix}_street`]: `1 rue de ${city}`,
  [`${prefix}_street_complement`]: '',
  [`${prefix}_zip_code`]: '75005',
  [`${prefix}_city`]: city,
  [`${prefix}_country`]: 'France',
});

function quote(
  id: number,
  date: string,
  status: 'PENDING' | 'ON_GOING' | 'ARCHIVED',
  quantity: number,
  total: string,
  orderReference = '',
) {
  return {
    id,
    sort_number: `202611-${id}`,
    creation_date_time: date,
    pipe_status: status,
    order_reference: orderReference,
    total_quantity: quantity,
    total_ht_price: total,
    ...address('delivery', 'Paris'),
    ...address('billing', 'Lyon'),
  } as Parameters<typeof QuoteList>[0]['quotes'][number];
}

const quotes = [
  quote(7, '2026-11-02T10:00:00+01:00', 'ARCHIVED', 3, '9.90'),
  quote(12, '2026-10-30T09:00:00+01:00', 'PENDING', 10, '120.00'),
  quote(9, '2026-11-20T18:00:00+01:00', 'ON_GOING', 3, '41.65', 'BC-2026-001'),
];
const lines = [
  {
    id: 1,
    quote_id: '9',
    article_id: 812,
    reference: 'DUR-211063',
    articleTitle: 'Duran - Bécher forme basse 250 ml',
    packing: 'Carton de 10',
    unit_price: '12.50',
    quantity: 2,
    sale_percentage: '15',
  },
  {
    id: 2,
    quote_id: '9',
    article_id: 44,
    reference: 'PIP-44',
    articleTitle: ' - Pipette - graduée',
    packing: 'Unité',
    unit_price: '20.40',
    quantity: 1,
    sale_percentage: '0',
  },
  {
    id: 3,
    quote_id: '7',
    article_id: 5,
    reference: 'KAR-5',
    articleTitle: 'Kartell - Flacon',
    packing: 'Unité',
    unit_price: '3.30',
    quantity: 3,
    sale_percentage: '0',
  },
];

function renderList() {
  return renderInApp([{ path: '/', element: <QuoteList quotes={quotes} lines={lines} /> }]);
}

/** The quote numbers in the order the rows show them. */
function shownNumbers(): string[] {
  const table = screen.getByRole('table', { name: 'Devis' });
  return within(table)
    .getAllByRole('button', { name: /^Voir le devis/ })
    .map((button) => button.textContent ?? '');
}

describe('quote list (docs/product/accounts.md#quote-list)', () => {
  it('shows the columns and starts sorted by number', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Devis' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Numéro', 'Date', 'État', 'Articles', 'Total HT']);
    expect(shownNumbers()).toEqual(['202611-12', '202611-9', '202611-7']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('30/10/2026');
    // Under its date, the day the quote holds until (docs/product/quote-request.md#validity).
    expect(row).toHaveTextContent("Valable jusqu'au 29/11/2026");
    expect(row).toHaveTextContent('EN ATTENTE');
    expect(row).toHaveTextContent('120,00 €');
  });

  it('sorts with "Trier par" and the direction toggle', async () => {
    const user = userEvent.setup();
    renderList();
    const select = await screen.findByRole('combobox', { name: 'Trier par' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Numéro', 'Date', 'État', 'Nbr articles', 'Total HT']);
    await user.selectOptions(select, 'TOTAL');
    expect(shownNumbers()).toEqual(['202611-12', '202611-9', '202611-7']);
    await user.click(screen.getByRole('button', { name: /^Ordre décroissant/ }));
    expect(shownNumbers()).toEqual(['202611-7', '202611-9', '202611-12']);
  });

  it('sorts by a column from its header, again to reverse', async () => {
    const user = userEvent.setup();
    renderList();
    const header = await screen.findByRole('columnheader', { name: 'Date' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNumbers()).toEqual(['202611-12', '202611-7', '202611-9']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNumbers()).toEqual(['202611-9', '202611-7', '202611-12']);
  });
});

describe('quote number (docs/product/accounts.md#quote-list)', () => {
  it('is a link-styled button for buyers, and a link to the quote page for staff', async () => {
    renderList();
    const button = await screen.findByRole('button', { name: 'Voir le devis n° 202611-9' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.className).toMatch(/MuiLink/);
  });

  it('leads staff to the quote page, saying which list they came from', async () => {
    const { router } = renderInApp(
      [
        {
          path: '/admin/quotes/pending',
          element: (
            <QuoteList
              quotes={quotes}
              lines={lines}
              quoteHref={(quote) => `/admin/quotes/${quote.id}`}
              describe={() => 'Laboratoire Curie · Marie Curie'}
            />
          ),
        },
        { path: '/admin/quotes/:id', element: <p>page du devis</p> },
      ],
      { path: '/admin/quotes/pending' },
    );
    const link = await screen.findByRole('link', { name: 'Voir le devis n° 202611-9' });
    expect(link).toHaveAttribute('href', '/admin/quotes/9');
    expect(screen.getAllByText('Laboratoire Curie · Marie Curie')).toHaveLength(3);
    await userEvent.setup().click(link);
    expect(await screen.findByText('page du devis')).toBeVisible();
    expect(router.state.location.state).toEqual({ from: '/admin/quotes/pending' });
  });
});

describe('quote dialog (docs/product/accounts.md#quote-dialog)', () => {
  it('shows the quote, its addresses and lines with totals, and closes with FERMER', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Voir le devis n° 202611-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devis n° 202611-9' });
    expect(dialog).toHaveTextContent('20/11/2026');
    expect(dialog).toHaveTextContent('EN COURS');
    expect(dialog).toHaveTextContent('Votre référence (bon de commande)BC-2026-001');
    expect(within(dialog).getByText('1 rue de Paris')).toBeVisible();
    expect(within(dialog).getByText('1 rue de Lyon')).toBeVisible();

    // The column names show only when the box is wide enough for rows (a container query,
    // which happy-dom does not apply): the last two rows are the lines.
    const rows = within(within(dialog).getByRole('table', { name: 'Articles du devis' }))
      .getAllByRole('row', { hidden: true })
      .slice(1);
    expect(rows).toHaveLength(2);
    // 12.50 less 15 % is 10.63 (rounded to the cent), times 2.
    expect(rows[0]).toHaveTextContent('-15 %');
    // The reference beside the designation: buyers and staff talk in references.
    expect(rows[0]).toHaveTextContent('DUR-211063');
    expect(rows[0]).toHaveTextContent('Duran');
    expect(rows[0]).toHaveTextContent('Bécher forme basse 250 ml');
    expect(rows[0]).toHaveTextContent('12,50 €');
    expect(rows[0]).toHaveTextContent('21,26 €');
    // No badge without a discount; a title without brand keeps its own " - ".
    expect(rows[1]).not.toHaveTextContent('%');
    expect(rows[1]).toHaveTextContent('PIP-44');
    expect(rows[1]).toHaveTextContent('Pipette - graduée');
    expect(dialog).toHaveTextContent('Total HT : 41,65 €');
    // The lines come first, before the facts.
    const linesTable = within(dialog).getByRole('table', { name: 'Articles du devis' });
    const facts = within(dialog).getByRole('heading', { name: 'Informations générales' });
    expect(
      linesTable.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'FERMER' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the quote number, whether the row or the number opened it', async () => {
    const user = userEvent.setup();
    renderList();
    const number = await screen.findByRole('button', { name: 'Voir le devis n° 202611-12' });
    // A click on the row, away from the number: nothing had the focus before.
    await user.click(screen.getByText('120,00 €'));
    await screen.findByRole('dialog', { name: 'Devis n° 202611-12' });
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(number).toHaveFocus();

    number.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Devis n° 202611-12' });
    await user.click(within(dialog).getByRole('button', { name: 'FERMER' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(number).toHaveFocus();
  });
});
