import type { FlatCategories } from '@labo/domain/catalog-schemas';

// A small category tree in the wire shape of GET /exposed/categories/flat
// (docs/product/catalogue.md#category-tree), for the tests of the catalogue pages and the
// menus. Ids start at 1 like the demo import.
export const testCatalog: FlatCategories = {
  categories: [
    { id: 1, label: 'Appareillage', slug: 'appareillage' },
    { id: 3, label: 'Verrerie', slug: 'verrerie' },
  ],
  subCategories: [
    { id: 10, label: 'Agitateurs', slug: 'agitateurs', category_id: 1 },
    { id: 11, label: 'Balances', slug: 'balances', category_id: 1 },
    { id: 30, label: 'Verrerie de laboratoire', slug: 'verrerie-de-laboratoire', category_id: 3 },
    { id: 31, label: 'Verrerie graduée', slug: 'verrerie-graduee', category_id: 3 },
  ],
  underSubCategories: [
    {
      id: 100,
      label: 'Agitateurs magnétiques',
      slug: 'agitateurs-magnetiques',
      sub_category_id: 10,
    },
    { id: 101, label: 'Agitateurs vortex', slug: 'agitateurs-vortex', sub_category_id: 10 },
    { id: 300, label: 'Béchers', slug: 'bechers', sub_category_id: 30 },
    { id: 301, label: 'Erlenmeyers', slug: 'erlenmeyers', sub_category_id: 30 },
    { id: 310, label: 'Éprouvettes', slug: 'eprouvettes', sub_category_id: 31 },
  ],
};
