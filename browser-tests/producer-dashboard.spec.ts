import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, pdfOf, tokenOf } from './api';
import { TEST_PORT } from './servers';
import { countAlertsShown, expectAccessible, pdfDrawn, screenshot, showingPageOnFailure, signInOnIssuer, watchConsole, watchGraphQL } from './support';
import { ENGLISH, signInAndSubmit, walkToSummary } from './wizard-steps';

async function producerPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/dashboard/');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, username);
  await expect(page).toHaveURL(/\/dashboard\/$/);
  return page;
}

test('a request sent by a customer appears on producer1’s dashboard; producer1 quotes, builds, ships and sees the rating; producer3 sees its order withdrawn', async ({ browser, request }) => {
  // producer1 (German) has the dashboard open before the request exists.
  const producer = await producerPage(browser, 'producer1');
  const errors = watchConsole(producer);
  const calls = watchGraphQL(producer);
  // A step of producer1's that fails says what the page showed and which of its calls were answered.
  const step = (what: () => Promise<void>) => showingPageOnFailure(producer, what, calls);
  await expect(producer.getByRole('heading', { name: 'An dich gesendete Anfragen' })).toBeVisible();
  const rows = producer.getByRole('list', { name: 'An dich gesendete Anfragen' }).getByRole('listitem');
  // The count appears once the first page has loaded; counting rows before that would count none.
  const count = producer.getByRole('status').filter({ hasText: /^\d+ Anfragen?$/ });
  const requestsShown = async () => Number.parseInt((await count.textContent()) ?? '', 10);
  await expect(count).toBeVisible();
  const requestsBefore = await requestsShown();

  // A customer sends a request to Alpha (producer1) and Gamma (producer3) through the wizard.
  const customerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const customer = await customerContext.newPage();
  await customer.goto('/');
  await walkToSummary(customer, ENGLISH, 'producer', false, true);
  await signInAndSubmit(customer, ENGLISH);
  await customerContext.close();

  // The dashboard refreshes itself: the new request arrives without a reload.
  // Newest first: the new request is the first row.
  const newRow = rows.first();
  await expect.poll(requestsShown, { timeout: 60_000 }).toBe(requestsBefore + 1);
  await expect(newRow).toContainText('interface-brain');
  await expect(newRow).toBeVisible();
  await expectAccessible(producer, 'dashboard');
  await screenshot(producer, 'dashboard-de');

  // producer1 opens it and uploads a quote as a PDF.
  await newRow.getByRole('link').click();
  await expect(producer.getByRole('heading', { level: 1, name: /interface-brain/ })).toBeVisible();
  await expect(producer.getByText(/Du hast noch \d+ Tage und \d+ Stunden Zeit/)).toBeVisible();
  const pdf = await pdfOf(browser, '<h1>Angebot 2026-118</h1><p>100 Leiterplatten, bestückt: 1.234,00 EUR</p>');
  await producer.locator('input[type="file"][accept="application/pdf,.pdf"]').setInputFiles({ name: 'angebot-2026-118.pdf', mimeType: 'application/pdf', buffer: pdf });
  // The quote just sent is drawn in the page, page by page, in German.
  const viewer = producer.getByRole('region', { name: 'Angebot angebot-2026-118.pdf' });
  await expect(viewer.getByRole('img', { name: 'Seite 1 von 1: Angebot angebot-2026-118.pdf' })).toBeVisible();
  await pdfDrawn(viewer);
  await expectAccessible(producer, 'producer request with quote');
  await screenshot(producer, 'producer-quote-de');

  // The customer accepts over the API; producer1 is asked to reload and goes on.
  const orderId = new URL(producer.url()).pathname.split('/').filter(Boolean).pop()!;
  const customerToken = await tokenOf(request, 'customer1');
  const details = await call<{ fetchOrder: { orders: { id: string; quote: { id: string } | null }[] } }>(request, customerToken, 'query ($id: ID!) { fetchOrder(orderId: $id) { orders { id quote { id } } } }', { id: orderId });
  const quoteId = details.fetchOrder.orders.find((order) => order.id === orderId)!.quote!.id;
  await call(request, customerToken, 'mutation ($o: ID!, $q: ID!) { answerOrderQuote(orderId: $o, quoteId: $q, status: ACCEPTED, reason: NONE) { id } }', { o: orderId, q: quoteId });
  const prompt = producer.getByRole('alert').filter({ hasText: 'Neu laden' });
  await step(async () => {
    await prompt.getByRole('button', { name: 'Neu laden' }).click();
    await expect(prompt).toBeHidden();
    // producer1's own steps offer no reload, not even for a moment: their live notices are the page's own news.
    const promptsShown = await countAlertsShown(producer, 'Neu laden');
    await producer.getByRole('button', { name: 'In Produktion setzen' }).click();
    await expect(producer.getByRole('button', { name: 'Als versendet markieren' })).toBeVisible();
    await producer.getByRole('button', { name: 'Als versendet markieren' }).click();
    await expect(producer.getByRole('button', { name: 'Als versendet markieren' })).toBeHidden();
    await expect(producer.getByText('Versendet').first()).toBeVisible();
    await producer.waitForTimeout(1_000);
    expect(await promptsShown()).toBe(0);
  });

  // The customer confirms receipt and rates; producer1 sees the rating.
  await call(request, customerToken, 'mutation ($o: ID!) { updateOrderStatus(orderId: $o, status: DONE) { id } }', { o: orderId });
  await call(request, customerToken, 'mutation ($o: ID!) { updateOrderFeedback(orderId: $o, feedback: { productionQuality: 5, completionTime: 4, customerSupport: 5, platform: 4, comment: "Sauber gefertigt." }) { id } }', { o: orderId });
  await step(async () => {
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Neu laden' }).click();
    await expect(producer.getByRole('heading', { name: 'Die Bewertung des Kunden' })).toBeVisible();
    await expect(producer.getByText('Sauber gefertigt.')).toBeVisible();
  });
  await expectAccessible(producer, 'producer request rated');
  await screenshot(producer, 'producer-rated-de');

  // producer3 (Gamma) finds its order of the same request withdrawn by the customer.
  const gamma = await producerPage(browser, 'producer3');
  const gammaRow = gamma.getByRole('list', { name: 'An dich gesendete Anfragen' }).getByRole('listitem').first();
  await expect(gammaRow).toContainText('interface-brain');
  await expect(gammaRow).toContainText('Vom Kunden zurückgezogen');
  await gamma.context().close();
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  await producer.context().close();
});

test('the dashboard reads in English for an English-speaking producer, and settings open from the user menu', async ({ browser }) => {
  const page = await producerPage(browser, 'producer2');
  await expect(page.getByRole('heading', { name: 'Requests sent to you' })).toBeVisible();
  await expectAccessible(page, 'dashboard en');
  await screenshot(page, 'dashboard-en');
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('menuitem', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/company$/);
  await expect(page.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Beta Circuits Ltd');
  await expectAccessible(page, 'producer company settings');
  await screenshot(page, 'producer-settings-company-en');
  await page.context().close();
});

test('on the manufacturer host a producer signs in to the dashboard, a customer who signs in there is sent to the marketplace, and on the BOM host a producer stays', async ({ browser }) => {
  const manufacturerHost = `http://producer.localhost:${TEST_PORT}`;
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  await producer.goto(`${manufacturerHost}/`);
  await expect(producer).toHaveURL(`${manufacturerHost}/dashboard/signin`);
  await producer.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(producer, 'producer2');
  await expect(producer.getByRole('heading', { name: 'Requests sent to you' })).toBeVisible();
  expect(new URL(producer.url()).host).toBe(`producer.localhost:${TEST_PORT}`);
  await producerContext.close();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(`${manufacturerHost}/dashboard/`);
  await customer.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(customer, 'customer2');
  await customer.waitForURL(`http://localhost:${TEST_PORT}/`);
  await customerContext.close();

  // On the BOM host a producer member stays where it is.
  const bomHost = `http://bom.localhost:${TEST_PORT}`;
  const bomContext = await browser.newContext();
  const bom = await bomContext.newPage();
  await bom.goto(`${bomHost}/dashboard/`);
  await bom.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(bom, 'producer2');
  await expect(bom.getByRole('heading', { name: 'Requests sent to you' })).toBeVisible();
  expect(new URL(bom.url()).host).toBe(`bom.localhost:${TEST_PORT}`);
  await bomContext.close();
});
