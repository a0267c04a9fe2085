// Company identity (docs/product/look-and-feel.md#company-identity-is-configuration):
// neutral demo values that nothing mistakes for a real company. The web app reads its own
// VITE_* overrides; the server's e-mails use these until the server's configuration carries
// them too.

export const DEMO_COMPANY = {
  name: 'Labo Fournitures (démo)',
  phone: '01 23 45 67 89',
  // docs/product/catalogue.md#header: Monday to Friday, 8h to 19h, non-surcharged call.
  hours: 'Du lundi au vendredi, de 8h à 19h',
  address: '12 rue de la Démonstration, 94000 Créteil (adresse fictive)',
} as const;
