import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, callWithFile, pdfOf, tokenOf } from './api';
import { countCalls, expectAccessible, pdfDrawn, screenshot, signInOnIssuer, watchConsole } from './support';
import { ENGLISH, signInAndSubmit, walkToSummary } from './wizard-steps';

const ALPHA = 'Alpha Leiterplatten GmbH';
const GAMMA = 'Gamma Assembly AG';

/** producer1 (Alpha) finds its order of the newest request over the API. */
async function alphaOrderId(request: APIRequestContext, token: string): Promise<string> {
  const data = await call<{ manufacturerOrders: { edges: { node: { orders: { id: string }[] } }[] } }>(request, token, '{ manufacturerOrders(first: 1) { edges { node { orders { id } } } } }');
  return data.manufacturerOrders.edges[0]!.node.orders[0]!.id;
}

async function setStatus(request: APIRequestContext, token: string, orderId: string, status: string) {
  await call(request, token, 'mutation ($orderId: ID!, $status: OrderStatus!) { updateOrderStatus(orderId: $orderId, status: $status) { id } }', { orderId, status });
}

async function reloadWhenAsked(page: Page) {
  const prompt = page.getByRole('alert').filter({ hasText: 'This request has changed' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Load again' }).click();
  await expect(prompt).toBeHidden();
}

test('a customer follows a request live: the quote arrives, is read and accepted, the other producer is withdrawn, chat both ways, received and rated', async ({ page, request, browser }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await walkToSummary(page, ENGLISH, 'lifecycle', false, true);
  await signInAndSubmit(page, ENGLISH, { slowUpload: true });
  await page.getByRole('link', { name: 'Open the request' }).or(page.getByRole('button', { name: 'Open the request' })).click();

  // The request page: both producers, waiting for a quote, with the response countdown.
  await expect(page.getByRole('heading', { level: 1, name: 'interface-brain' })).toBeVisible();
  const producers = page.getByRole('group', { name: 'Producers of this request' });
  await expect(producers.getByRole('button', { name: new RegExp(ALPHA) })).toBeVisible();
  await expect(producers.getByRole('button', { name: new RegExp(GAMMA) })).toBeVisible();
  await producers.getByRole('button', { name: new RegExp(ALPHA) }).click();
  await expect(page.getByText(/The producer has \d+ days and \d+ hours left to answer/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Board of interface-brain, top side' })).toBeVisible();
  // The warnings of the design data: one line per kind, naming the parts.
  await page.getByRole('button', { name: /^Sent with \d+ warnings about the design data$/ }).click();
  await expect(page.getByText(/^\d+ placed parts are not in the parts list/)).toBeVisible();
  await expect(page.getByText(/^R\d+, R\d+/).first()).toBeVisible();
  await expectAccessible(page, 'request waiting');
  await screenshot(page, 'request-waiting-en');

  // The design data as sent, read-only: the stackup of the job file, the parts list and the placements.
  const design = page.getByRole('region', { name: 'Design data' });
  await expect(design.getByRole('table', { name: 'Stackup' })).toBeVisible();
  await expect(design.getByRole('table', { name: 'Stackup' }).getByRole('cell', { name: 'Solder paste' }).first()).toBeVisible();
  // The stackup as the customer left it: each layer with its file, and the customer's notes on it.
  const topCopper = design.getByRole('table', { name: 'Stackup' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Copper (top, L1)', exact: true }) });
  await expect(topCopper.getByRole('cell', { name: 'interface-brain-F_Cu.gtl' })).toBeVisible();
  await expect(design.getByText(ENGLISH.stackupNote)).toBeVisible();
  // The job file as uploaded goes with it, apart from the job the request sent.
  await expect(page.getByText('interface-brain-job.gbrjob')).toBeVisible();
  await expect(page.getByText(/^Gerber job file \(as uploaded\)/)).toBeVisible();
  await design.getByRole('tab', { name: 'Parts list' }).click();
  await expect(design.getByRole('table', { name: 'Parts list' }).getByRole('cell', { name: 'C307331' }).first()).toBeVisible();
  await design.getByRole('tab', { name: 'Placements' }).click();
  await expect(design.getByRole('table', { name: 'Placements' }).getByRole('row')).not.toHaveCount(0);
  await screenshot(page, 'request-design-data-en');

  // Before any quote is accepted the customer may change the request; the change reaches the producer.
  await page.getByRole('button', { name: 'Change request' }).click();
  const edit = page.getByRole('dialog', { name: 'Change your request' });
  await edit.getByRole('spinbutton', { name: 'Quantity' }).fill('25');
  await edit.getByRole('radio', { name: 'Flying probe test: Required' }).check();
  await edit.locator('input[type=file]').setInputFiles({ name: 'assembly-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Please keep the connectors unpopulated.\n') });
  await expect(edit.getByRole('list', { name: 'Files to add' })).toContainText('assembly-notes.txt');
  await expectAccessible(page, 'edit request');
  await screenshot(page, 'request-edit-en');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('25 boards, rather a few more')).toBeVisible();
  await expect(page.getByText('Flying probe test').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files' })).toContainText('assembly-notes.txt');

  // producer1 quotes over the API; the open page hears of it and offers to reload.
  const producer = await tokenOf(request, 'producer1');
  const orderId = await alphaOrderId(request, producer);
  const pdf = await pdfOf(browser, '<h1>Quote 2026-117</h1><p>100 boards, assembled: 1,234.00 EUR</p>');
  await callWithFile(request, producer, 'mutation ($orderId: ID!, $quote: Upload!) { updateOrderQuote(orderId: $orderId, quote: $quote) { id } }', { orderId }, 'quote', {
    name: 'quote-2026-117.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await reloadWhenAsked(page);
  await expect(producers.getByRole('button', { name: new RegExp(ALPHA) })).toContainText('Quote received');
  // The quote's pages are drawn as pictures, named for screen readers, with the quote's words read out too.
  const quoteFrame = page.getByRole('region', { name: 'Quote quote-2026-117.pdf' });
  await expect(quoteFrame).toBeVisible();
  await expect(quoteFrame.getByRole('img', { name: 'Page 1 of 1 of Quote quote-2026-117.pdf' })).toBeVisible();
  await pdfDrawn(quoteFrame);
  await expect(page.getByText(/^Page 1: Quote 2026-117 100 boards, assembled: 1,234\.00 EUR/)).toBeAttached();
  await screenshot(page, 'request-quote-en');

  // Chat both ways in two browsers: the customer writes, producer1 reads it on its dashboard and answers (in German).
  await page.getByRole('tab', { name: /Chat/ }).click();
  const composer = page.getByRole('textbox', { name: /message/i });
  await composer.fill('Could you also do ENIG finish?');
  await composer.press('Enter');
  await expect(page.getByRole('log').getByText('Could you also do ENIG finish?')).toBeVisible();
  const producerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const producerPage = await producerContext.newPage();
  await producerPage.goto(`/dashboard/request/${orderId}`);
  await producerPage.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(producerPage, 'producer1');
  await producerPage.getByRole('tab', { name: /Chat/ }).click();
  await expect(producerPage.getByRole('log').getByText('Could you also do ENIG finish?')).toBeVisible();
  const producerComposer = producerPage.getByRole('textbox', { name: 'Deine Nachricht' });
  await producerComposer.fill('Ja, ENIG ist im Angebot enthalten.');
  await producerComposer.press('Enter');
  await expect(page.getByRole('log').getByText('Ja, ENIG ist im Angebot enthalten.')).toBeVisible();
  await composer.fill('Thank you!');
  await composer.press('Enter');
  await expect(producerPage.getByRole('log').getByText('Thank you!')).toBeVisible();
  await expectAccessible(producerPage, 'producer chat');
  await screenshot(producerPage, 'request-chat-producer-de');
  await producerContext.close();
  await expectAccessible(page, 'request chat');
  await screenshot(page, 'request-chat-en');

  // Accepting the quote withdraws the request from Gamma.
  await page.getByRole('tab', { name: 'Request' }).click();
  await expect(quoteFrame).toBeVisible();
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('Accepting is binding and withdraws this request from the other producer.')).toBeVisible();
  const detailsLoads = countCalls(page, 'query RequestDetails');
  await page.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(producers.getByRole('button', { name: new RegExp(ALPHA) })).toContainText('Quote accepted');
  await expect(producers.getByRole('button', { name: new RegExp(GAMMA) })).toContainText('Withdrawn by the customer');
  // The page loads the request once after the step, not once for the answer and again for the step.
  await page.waitForTimeout(1500);
  expect(detailsLoads()).toBe(1);

  // producer1 builds and ships; the customer marks it received and rates it.
  await setStatus(request, producer, orderId, 'IN_PRODUCTION');
  await reloadWhenAsked(page);
  await setStatus(request, producer, orderId, 'SHIPPED');
  await reloadWhenAsked(page);
  await page.getByRole('button', { name: 'Mark as received' }).click();
  await expect(producers.getByRole('button', { name: new RegExp(ALPHA) })).toContainText('Received');
  for (const aspect of ['Production quality', 'Completion time', 'Customer support', 'Ordering on this website']) {
    const star = page.getByRole('radiogroup', { name: aspect }).getByRole('radio', { name: '4 stars' });
    await page.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    await expect(star).toBeChecked();
  }
  await page.getByLabel('Comment (optional)').fill('Boards arrived well packed.');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { name: 'Your rating' })).toBeVisible();
  await expectAccessible(page, 'request received');
  await pdfDrawn(quoteFrame);
  await screenshot(page, 'request-received-en');

  // The history lists the request with both producers' statuses.
  await page.getByRole('link', { name: '← My requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'interface-brain' }).first();
  await expect(card).toContainText('Received');
  await expect(card).toContainText('Withdrawn by the customer');
  await expectAccessible(page, 'request history');
  await screenshot(page, 'request-history-en');

  // The same pages read in German.
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Anfragen' })).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await screenshot(page, 'request-history-de');
  await card.click();
  await expect(page.getByRole('tab', { name: 'Anfrage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deine Bewertung' })).toBeVisible();
  // The stackup names the layers' kinds in the reader's language.
  await expect(page.getByRole('table', { name: 'Lagenaufbau' }).getByRole('cell', { name: 'Bestückungsdruck' }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lagenaufbau' }).getByRole('cell', { name: 'Kupfer (oben, L1)', exact: true })).toBeVisible();
  await expectAccessible(page, 'request de');
  await pdfDrawn(page.getByRole('region', { name: /^Angebot/ }));
  await screenshot(page, 'request-received-de');

  // The language chosen in the menu is the person's own: the profile keeps it for the next visit and for mails.
  const customer = await tokenOf(request, 'customer1');
  const profileLocale = async () => (await call<{ me: { user: { locale: string } } }>(request, customer, '{ me { user { locale } } }')).me.user.locale;
  await expect.poll(profileLocale).toBe('de');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Anfrage' })).toBeVisible();
  await page.getByRole('button', { name: /sprache/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Request' })).toBeVisible();
  await expect.poll(profileLocale).toBe('en');
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});
