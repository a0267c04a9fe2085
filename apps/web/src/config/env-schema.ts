import * as z from 'zod/mini';

// The configuration of the app (docs/conventions.md#configuration-in-one-place), parsed
// when the app is built (vite.config.ts) and handed to the browser as a constant (env.ts).
// Company identity is configuration with neutral demo defaults
// (docs/product/look-and-feel.md#company-identity-is-configuration): nothing pretends to be
// real.

const text = (fallback: string) => z._default(z.string().check(z.trim(), z.minLength(1)), fallback);
const optionalText = () => z.optional(z.string().check(z.trim(), z.minLength(1)));

const envSchema = z.object({
  VITE_SHOP_NAME: text('Labo Fournitures (démo)'),
  VITE_SHOP_PHONE: text('01 23 45 67 89'),
  // Monday to Friday, 8h to 19h, non-surcharged call (docs/product/catalogue.md#header).
  VITE_SHOP_HOURS: text('Du lundi au vendredi, de 8h à 19h'),
  VITE_COMPANY_ADDRESS: text('12 rue de la Démonstration, 94000 Créteil (adresse fictive)'),
  VITE_COMPANY_LEGAL_ID: text('SIRET 000 000 000 00000 (fictif)'),
  // The product names no brand: the about page names it only when one is configured.
  VITE_COMPANY_PLASTIC_BRAND: optionalText(),
  // The base address is configured (docs/product/api-conventions.md#base-address). Empty
  // means same origin (the server serves both the API and this app), so every call uses a
  // relative URL.
  VITE_API_BASE_URL: z._default(z.string().check(z.trim()), ''),
  // Self-hosted Matomo (docs/product/catalogue.md#page-shell). Both or none: without them
  // nothing is sent.
  VITE_MATOMO_URL: z.optional(z.url()),
  VITE_MATOMO_SITE_ID: z.optional(z.string().check(z.regex(/^\d+$/))),
});

export type MatomoConfig = { url: string; siteId: string };

export type AppEnv = ReturnType<typeof parseEnv>;

export function parseEnv(raw: Record<string, unknown>) {
  // Vite replaces an unset variable by undefined but a blank one by '': treat both alike.
  const defined = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    throw new Error(`Configuration invalide (VITE_*) :\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const matomo: MatomoConfig | null =
    env.VITE_MATOMO_URL && env.VITE_MATOMO_SITE_ID
      ? { url: env.VITE_MATOMO_URL, siteId: env.VITE_MATOMO_SITE_ID }
      : null;
  return {
    shopName: env.VITE_SHOP_NAME,
    shopPhone: env.VITE_SHOP_PHONE,
    // tel: links want the digits only (and a leading +), not the spaced display form.
    shopPhoneHref: `tel:${env.VITE_SHOP_PHONE.replace(/[^\d+]/g, '')}`,
    shopHours: env.VITE_SHOP_HOURS,
    companyAddress: env.VITE_COMPANY_ADDRESS,
    companyLegalId: env.VITE_COMPANY_LEGAL_ID,
    companyPlasticBrand: env.VITE_COMPANY_PLASTIC_BRAND ?? null,
    apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/+$/, ''),
    matomo,
  };
}
