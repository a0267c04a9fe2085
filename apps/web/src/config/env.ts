import { z } from 'zod';

// The only module that reads import.meta.env (CONVENTIONS §5). Company identity is
// configuration with neutral demo defaults (DESIGN.md): nothing pretends to be real.
const envSchema = z.object({
  VITE_SHOP_NAME: z.string().trim().min(1).default('Labo Fournitures (démo)'),
  VITE_SHOP_PHONE: z.string().trim().min(1).default('01 23 45 67 89'),
  VITE_SHOP_HOURS: z.string().trim().min(1).default('Du lundi au vendredi, de 8h à 19h'),
  // SPEC §7: "the base address is configured". Empty means same origin (the server
  // serves both the API and this app), so every call uses a relative URL.
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  VITE_MATOMO_URL: z.url().optional(),
});

function parseEnv(raw: Record<string, unknown>) {
  // Vite replaces an unset variable by undefined but a blank one by '': treat both alike.
  const defined = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    throw new Error(`Configuration invalide (VITE_*) :\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  return {
    shopName: env.VITE_SHOP_NAME,
    shopPhone: env.VITE_SHOP_PHONE,
    // tel: links want the digits only (and a leading +), not the spaced display form.
    shopPhoneHref: `tel:${env.VITE_SHOP_PHONE.replace(/[^\d+]/g, '')}`,
    shopHours: env.VITE_SHOP_HOURS,
    apiBaseUrl: env.VITE_API_BASE_URL,
    matomoUrl: env.VITE_MATOMO_URL,
  };
}

export const env = parseEnv(import.meta.env);
