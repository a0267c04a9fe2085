// Wire shapes for the domain's tests: the examples of docs/product/media.md#attachment-shape
// and docs/product/catalogue.md#article-shape.

export const PICTURE_EXAMPLE = {
  id: 3,
  is_picture: '1',
  firstAttachment: '1',
  original_file_name: 'becher.jpg',
  px_width: 800,
  px_height: 600,
  mime_type: 'image/jpeg',
  size_bytes: 12345,
};

export const DOCUMENT_EXAMPLE = {
  ...PICTURE_EXAMPLE,
  id: 4,
  is_picture: '0',
  firstAttachment: '0',
  original_file_name: 'fiche.pdf',
  px_width: null,
  px_height: null,
  mime_type: 'application/pdf',
};

export const ARTICLE_EXAMPLE = {
  id: 812,
  label: 'Bécher forme basse 250 ml',
  description: 'Verre borosilicaté',
  short_description: 'Verre borosilicaté',
  brandName: 'Duran',
  crmId: 'DUR-100002',
  crm_secondary_id: '4602037',
  conditionnement: 'Carton de 10',
  basePrice: '12.50',
  ttcPrice: '15.00',
  slug: 'becher-forme-basse-250-ml-dur-100002',
  under_sub_category_id: 45,
  cat_label: 'Verrerie',
  sc_label: 'Verrerie de laboratoire',
  usc_label: 'Béchers',
  featured: '0',
  soft_deleted: '0',
  youtubeLink: null,
  active_sales_campaign_id: 7,
  activeSaleCampaign: {
    title: 'Rentrée',
    percentage: 15,
    end_date_time: '2026-11-30T23:59:59+01:00',
  },
  sales_campaign: [
    {
      id: 7,
      title: 'Rentrée',
      percentage: 15,
      start_date_time: '2026-11-01T00:00:00+01:00',
      end_date_time: '2026-11-30T23:59:59+01:00',
    },
  ],
  pictures: [PICTURE_EXAMPLE],
  attachments: [DOCUMENT_EXAMPLE],
};
