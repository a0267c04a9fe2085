import { fileURLToPath } from 'node:url';
import type { Article, FlatCategories } from '@labo/domain/catalog-schemas';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { pageShown } from './demo-pages';
import { logIn, typeDay } from './shop-steps';

// After each action that does not navigate, the focus stays on the control that started it
// or moves to what replaced it, or to the message that reports the result: never to <body>,
// and never under the fixed search bar (docs/product/look-and-feel.md#focus-never-lost,
// docs/product/look-and-feel.md#sticky-header-and-focus). Every action is made with the
// keyboard.

test.describe.configure({ timeout: 120_000 });

const DEMO_CLIENT_EMAIL = 'client@demo.example';
const demoPictures = fileURLToPath(
  new URL('../apps/server/src/demo/media/pictures/', import.meta.url),
);

/** An address no other journey of this run uses. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@labo-e2e.fr`;
}

/**
 * `expected` has the focus, shows it, and is not covered by the fixed part of the header:
 * its box starts below the bottom of every fixed or sticky element of the header.
 */
async function expectFocusOn(page: Page, expected: Locator) {
  await expect(expected).toBeFocused();
  const place = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { onBody: true, top: 0, coverBottom: 0 };
    let coverBottom = 0;
    for (const element of document.querySelectorAll('header, header *')) {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') {
        coverBottom = Math.max(coverBottom, element.getBoundingClientRect().bottom);
      }
    }
    return { onBody: false, top: focused.getBoundingClientRect().top, coverBottom };
  });
  expect(place.onBody, 'focus on <body>').toBe(false);
  expect(place.top, 'focused element under the fixed header').toBeGreaterThanOrEqual(
    place.coverBottom,
  );
}

/** Puts the focus on `control` as Tab would, then presses Enter. */
async function press(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

async function adminPage(browser: Browser, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await logIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  return page;
}

for (const width of [375, 1280]) {
  test(`opening / at ${width} px focuses nothing; the first Tab reaches the skip link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await pageShown(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  });

  test(`at ${width} px, Tab and Shift+Tab never leave the focus under the fixed search bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/contact/us');
    await pageShown(page);
    // From the end of the page back up through the form, as far as the page's title.
    await page.keyboard.press('End');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('header *')].some(
            (element) => getComputedStyle(element).position === 'fixed',
          ),
        ),
      )
      .toBe(true);
    const send = page.getByRole('button', { name: 'ENVOYER' });
    await send.focus();
    for (let presses = 0; presses < 7; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusOn(page, page.locator(':focus'));
    }
  });
}

test('the contact message sent: the focus on the message saying so, then on the new form', async ({
  page,
}) => {
  await page.goto('/contact/us');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(newAddress('contact'));
  await page.getByRole('textbox', { name: /^Votre message/ }).fill('Un devis pour des béchers.');
  const robot = page.getByRole('textbox', { name: /^Combien font/ });
  const question =
    (await page
      .getByText(/^Combien font/)
      .first()
      .textContent()) ?? '';
  const [, first, second] = /(\d) \+ (\d)/.exec(question) ?? [];
  await robot.fill(String(Number(first) + Number(second)));
  await press(page.getByRole('button', { name: 'ENVOYER' }));

  await expectFocusOn(page, page.getByRole('alert').filter({ hasText: 'bien été envoyé' }));
  await press(page.getByRole('button', { name: 'Écrire un autre message' }));
  await expectFocusOn(page, page.getByRole('textbox', { name: /^Prénom/ }));
});

test('the reset link sent: the field and button disabled, the focus on the notice', async ({
  page,
}) => {
  await page.goto('/login');
  await press(page.getByRole('button', { name: 'Mot de passe oublié ?' }));
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(newAddress('oubli'));
  await press(page.getByRole('button', { name: 'ENVOYER LE LIEN' }));
  await expectFocusOn(
    page,
    page.getByRole('alert').filter({ hasText: /lien de réinitialisation/ }),
  );
});

test('the profile saved: the focus stays on ENREGISTRER, clear of the search bar', async ({
  page,
}) => {
  await logIn(page, DEMO_CLIENT_EMAIL, DEMO_PASSWORD);
  await page.goto('/my/account/infos');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Claire');
  const save = page.getByRole('button', { name: 'ENREGISTRER' });
  await press(save);
  await expect(page.getByText('Modifications effectuées')).toBeVisible();
  await expectFocusOn(page, save);
});

test('users page: a user deleted, then a staff line removed', async ({ browser, request }) => {
  const email = newAddress('supprime');
  await request.post('/exposed/create/account', {
    data: { firstName: 'Irène', lastName: 'Joliot', phone: '', email, password: 'secret-e2e' },
  });
  const admin = await adminPage(browser);
  await admin.goto('/admin/users/management');
  const search = admin.getByRole('searchbox', { name: 'Rechercher un utilisateur' });
  await search.fill(email.split('@')[0] ?? '');
  await press(admin.getByRole('button', { name: `Supprimer ${email}` }));
  await press(admin.getByRole('dialog').getByRole('button', { name: 'SUPPRIMER' }));
  await expect(admin.getByText('Suppression effectuée')).toBeVisible();
  // The row and its button are gone: the search field above the list has the focus.
  await expectFocusOn(admin, search);

  const add = admin.getByRole('button', { name: 'AJOUTER UNE ADRESSE' });
  const lines = admin.getByRole('textbox', { name: /^Adresse \d+$/ });
  // Each new line takes the focus; typing waits for it, as a person's eyes do.
  await press(add);
  await expect(lines.last()).toBeFocused();
  await admin.keyboard.type('labo@labo-e2e.fr');
  await press(add);
  await expect(lines.last()).toBeFocused();
  await admin.keyboard.type('achats@labo-e2e.fr');
  const count = await lines.count();
  await press(admin.getByRole('button', { name: 'Retirer labo@labo-e2e.fr' }));
  // The line that took its place has the focus.
  await expectFocusOn(admin, lines.nth(count - 2));
  await expect(lines.nth(count - 2)).toHaveValue('achats@labo-e2e.fr');
});

test('campaigns page: a campaign created, closed, then deleted', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/sales/campaigns');
  const title = `Focus ${Date.now()}`;
  await admin.getByRole('textbox', { name: 'Titre' }).fill(title);
  await admin.getByRole('spinbutton', { name: /^Pourcentage/ }).fill('10');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
  await typeDay(admin, 'Premier jour', today);
  await typeDay(admin, 'Dernier jour', today);
  const create = admin.getByRole('button', { name: 'ENREGISTRER LA CAMPAGNE' });
  await press(create);
  await expect(admin.getByText('La nouvelle campagne a été enregistrée')).toBeVisible();
  await expectFocusOn(admin, create);

  await press(admin.getByRole('button', { name: `Clôturer la campagne ${title}` }));
  await press(admin.getByRole('dialog').getByRole('button', { name: 'CLÔTURER' }));
  await expect(admin.getByText('clôture effectuée')).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  // CLÔTURER, or the card's title when the card has left "En cours" with its button.
  const focused = admin.locator(':focus');
  await expect(focused).toHaveAccessibleName(
    new RegExp(`^(Clôturer la campagne ${title}|${title})$`),
  );
  await expectFocusOn(admin, focused);

  await press(admin.getByRole('button', { name: `Supprimer la campagne ${title}` }));
  await press(admin.getByRole('dialog').getByRole('button', { name: 'SUPPRIMER' }));
  await expect(admin.getByText('Suppression effectuée')).toBeVisible();
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expectFocusOn(admin, admin.getByRole('heading', { level: 1 }));
});

/** The last article of the catalogue without a picture: the media journey takes the first. */
async function articleWithoutPicture(request: APIRequestContext): Promise<Article> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  for (const usc of [...flat.underSubCategories].reverse()) {
    const url = `/exposed/under/sub/category/${usc.id}/articles`;
    const articles = (await (await request.get(url)).json()) as Article[];
    const article = articles.find((a) => (a.pictures ?? []).length === 0);
    if (article) return article;
  }
  throw new Error('the catalogue has no article without pictures');
}

test('article admin block: pictures uploaded up to the third, then one deleted', async ({
  browser,
  request,
}) => {
  const article = await articleWithoutPicture(request);
  const admin = await adminPage(browser);
  await admin.goto(`/a/${article.id}`);
  const block = admin.getByRole('region', { name: "Modification de l'article (admin)" });
  const upload = block.getByRole('button', { name: 'Envoyer une image' });
  for (const [index, file] of ['acides.jpg', 'bases.jpg'].entries()) {
    await upload.focus();
    await block.getByLabel('Envoyer une image').setInputFiles(`${demoPictures}${file}`);
    await expect(block.getByRole('img', { name: `Image ${index + 1} : ${file}` })).toBeVisible();
    await expectFocusOn(admin, upload);
  }
  await upload.focus();
  await block.getByLabel('Envoyer une image').setInputFiles(`${demoPictures}pesee.jpg`);
  // The third picture hides the add buttons: the note that replaces them has the focus.
  await expectFocusOn(admin, block.getByText('3 images au maximum'));

  await press(block.getByRole('button', { name: "Supprimer l'image bases.jpg" }));
  await press(admin.getByRole('dialog').getByRole('button', { name: 'SUPPRIMER' }));
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await expectFocusOn(admin, block.getByRole('heading', { name: 'Images' }));
});

test('Escape closes the header search results from within them; the field takes the focus', async ({
  page,
}) => {
  await page.goto('/home');
  const searchbox = page.getByRole('searchbox', { name: 'Rechercher un article' });
  await searchbox.fill('becher');
  await searchbox.press('Enter');
  const results = page.getByRole('region', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await results.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(results).toHaveCount(0);
  await expectFocusOn(page, searchbox);
});
