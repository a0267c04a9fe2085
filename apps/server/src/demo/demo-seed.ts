import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { campaignDayEnd, campaignDayStart } from '@labo/domain/campaign-rules';
import { parisDateYmd } from '@labo/domain/dates';
import type { FastifyInstance } from 'fastify';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { hashPassword } from '#modules/auth/auth-public';
import { attachDemoMedia } from './demo-media';
import {
  catalogueIsEmpty,
  featureArticles,
  insertCampaignWithArticles,
  insertUser,
  selectVisibleArticleIds,
} from './demo-seed-queries';

const DEMO_EXPORT_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'demo-oxygene-export.csv',
);

const DEMO_ADMIN_EMAIL = 'admin@demo.example';
const DEMO_ACCOUNTS = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Camille',
    lastName: 'Admin',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
  },
  { email: 'client@demo.example', firstName: 'Alex', lastName: 'Martin', roles: ['ROLE_USER'] },
];
const FEATURED_COUNT = 8;
const CAMPAIGN_ARTICLES = 12;
const DAY_MS = 24 * 3600 * 1000;

/**
 * On an empty database (never in production, see config.loadDemo): the demo export
 * through the real importer, a few featured articles, a running campaign, pictures and data
 * sheets through the media service, and one
 * admin and one customer account whose passwords are printed once.
 */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  if (!(await catalogueIsEmpty(db))) return;
  const result = await app.imports.run(DEMO_EXPORT_FILE, path.basename(DEMO_EXPORT_FILE));
  if (!result.applied) throw new Error(`Demo import refused: ${result.lines.join(' / ')}`);
  app.log.info({ summary: result.summary }, 'demo catalogue imported');

  // Spread the featured and discounted articles over the catalogue: every n-th article.
  const visible = await selectVisibleArticleIds(db);
  const pick = (count: number, offset: number) => {
    const step = Math.max(1, Math.floor(visible.length / count));
    return visible.filter((_, i) => i % step === offset).slice(0, count);
  };
  await featureArticles(db, pick(FEATURED_COUNT, 0));
  const now = Date.now();
  await insertCampaignWithArticles(
    db,
    {
      title: 'Offre de lancement',
      percentage: 15,
      // Whole Paris days, like every campaign (docs/product/promotions.md#campaign-dates).
      startAt: campaignDayStart(parisDateYmd(new Date(now - DAY_MS))),
      endAt: campaignDayEnd(parisDateYmd(new Date(now + 60 * DAY_MS))),
    },
    pick(CAMPAIGN_ARTICLES, 1),
  );
  const media = await attachDemoMedia(app);
  app.log.info(media, 'demo pictures and data sheets added');
  app.catalog.invalidate();
  await seedDemoAccounts(app);
}

/**
 * The demo administrator and customer, their passwords printed once, and the administrator
 * as the staff who hear of quotes unless STAFF_EMAILS names them.
 */
export async function seedDemoAccounts(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const printed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    // A known password lets the browser journeys log in as the demo administrator.
    const password = app.config.demoPassword ?? randomBytes(9).toString('base64url');
    await insertUser(db, {
      email: account.email,
      passwordHash: await hashPassword(password, app.config.passwordHashCost),
      firstName: account.firstName,
      lastName: account.lastName,
      roles: account.roles,
      verified: true,
    });
    printed.push(
      `  ${account.roles.includes('ROLE_ADMIN') ? 'admin ' : 'client'}  ${account.email}  ${password}`,
    );
  }
  // The demo admin hears of new quotes and messages (.eml files without SMTP_URL), unless
  // STAFF_EMAILS names the staff: the mail plugin then seeds those at start.
  if (app.config.staffEmails.length === 0) {
    await seedStaffRecipients(db, [DEMO_ADMIN_EMAIL]);
  }
  // Printed once, on the console rather than in the log stream: nothing stores them.
  console.log(
    ['', 'Comptes de démonstration (affichés une seule fois) :', ...printed, ''].join('\n'),
  );
}
