import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakePricingApi, fileText, formulaEditor, renderPricingPage, shimLayoutForEditor, typeFormulas } from './pricing-test-kit';

beforeAll(shimLayoutForEditor);

const openPage = async (api = new FakePricingApi(), options: Parameters<typeof renderPricingPage>[1] = {}) => {
  renderPricingPage(api, options);
  await screen.findByRole('textbox', { name: options.locale === 'de' ? 'Preisformeln' : 'Pricing formulas' });
  return api;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('instant pricing settings', () => {
  it('given a formula with a mistake, when it is typed, then the mistake is underlined and listed with its line, column and message', async () => {
    await openPage();
    typeFormulas('# Boards\ncost = pcbSize * * 2');
    expect(await screen.findByText(/Two operators in a row: '\*\*'/)).toBeInTheDocument();
    expect(screen.getByText('Line 2, column 16:')).toBeInTheDocument();
    await waitFor(() => expect(formulaEditor().dom.querySelector('.cm-lintRange-error')).toHaveTextContent('* *'));
    expect(screen.getByText('Write formulas without problems to see a price.')).toBeInTheDocument();
  });

  it('given the mistake is fixed, then the problems are gone and the test price and each formula’s value show at once', async () => {
    await openPage();
    typeFormulas('cost = pcbSize * * 2');
    await screen.findByText(/Two operators in a row/);
    typeFormulas('boards = pcbSize * 2\ncost = boards + 5');
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
    expect(screen.getByTestId('price-cost')).toHaveTextContent('€105.00');
    const summary = screen.getByRole('table', { name: 'Your formulas at a glance' });
    expect(within(summary).getByRole('row', { name: /boards pcbSize \* 2 100/ })).toBeInTheDocument();
    await waitFor(() => expect(formulaEditor().dom.querySelector('.cm-lintRange-error')).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Board size in cm²', description: /pcbSize/ }), { target: { value: '10' } });
    expect(screen.getByTestId('price-cost')).toHaveTextContent('€25.00');
  });

  it('given names that are neither inputs nor formulas above, then they are listed once as unknown variables', async () => {
    await openPage();
    typeFormulas('cost = labour * pcbQuantity + setup + labour');
    expect(await screen.findByTestId('unknown-variables')).toHaveTextContent('Unknown variables: labour, setup');
    expect(screen.getAllByText(/'labour' is neither an input variable nor a formula above/)).toHaveLength(2);
  });

  it('given a formula that divides by zero for the test inputs, then the price says so in words', async () => {
    await openPage();
    typeFormulas('cost = 100 / (pcbQuantity - 10)');
    expect(await screen.findByText('cost has no value: it divides by zero.')).toBeInTheDocument();
  });

  it('given formula pricing for the marketplace and valid formulas, when saved, then the modes and the formula file are sent and a notice confirms', async () => {
    const api = await openPage();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Marketplace' })).getByLabelText('Calculate with my formulas'));
    typeFormulas('# Boards and setup\ncost = 20 + pcbSize * pcbQuantity * 0.05');
    save();
    expect(await screen.findByText('Your pricing setup is saved.')).toBeInTheDocument();
    const [sent] = api.variablesOf('SetPricing');
    expect(sent).toMatchObject({ manufacturerId: 'm1', pricing: { market: 'FORMULA', whitelabel: 'DISABLED' } });
    const file = sent.pricingFormula as File;
    expect(file.name).toBe('pricing-formulas.json');
    expect(JSON.parse(await fileText(file))).toEqual({ formulas: [{ name: 'cost', description: 'Boards and setup', calculation: 'cost = 20 + pcbSize * pcbQuantity * 0.05' }] });
  });

  it('given formula pricing without any formula, when saved, then nothing is sent and the page asks for a valid formula', async () => {
    const api = await openPage();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Your white-label shop' })).getByLabelText('Calculate with my formulas'));
    save();
    expect(await screen.findByText(/needs at least one valid formula/)).toBeInTheDocument();
    expect(api.variablesOf('SetPricing')).toEqual([]);
  });

  it('given the pricing server, when saved, then the URL is checked, a new key is required and sent once, and later left empty to keep it', async () => {
    const api = await openPage();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Your white-label shop' })).getByLabelText('Ask my pricing server'));
    fireEvent.change(screen.getByLabelText('Server URL'), { target: { value: 'ftp://prices' } });
    save();
    expect(await screen.findByText('Please enter a valid URL. (e.g. https://pricing.example.com)')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Server URL'), { target: { value: 'https://prices.maker.test/quote' } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'secret-1' } });
    save();
    expect(await screen.findByText('Your pricing setup is saved.')).toBeInTheDocument();
    expect(api.variablesOf('SetPricing')).toEqual([
      { manufacturerId: 'm1', pricing: { market: 'DISABLED', whitelabel: 'EXTERNAL', externalUrl: 'https://prices.maker.test/quote', externalApiKey: 'secret-1' }, pricingFormula: null },
    ]);
    expect(screen.getByLabelText('API key')).toHaveValue('');
    expect(screen.getByText('A key is saved. Leave empty to keep the current key.')).toBeInTheDocument();
  });

  it('given the server refuses, when saved, then “Could not save changes” shows with the code in words', async () => {
    const api = new FakePricingApi();
    api.failWith.SetPricing = 'USER_NOT_IN_PRODUCER_COMPANY';
    await openPage(api);
    typeFormulas('cost = 10');
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent("Could not save changes: You are not a member of this producer's company.");
  });

  it('given German, then the page speaks German informally and a refusal says so in German', async () => {
    const api = new FakePricingApi();
    api.failWith.SetPricing = 'INVALID_INPUT';
    await openPage(api, { locale: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sofortpreise' })).toBeInTheDocument();
    typeFormulas('cost = pcbSize +');
    expect(await screen.findByText('Der Ausdruck darf nicht mit einem Operator beginnen oder enden.')).toBeInTheDocument();
    typeFormulas('cost = 10');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Änderungen konnten nicht gespeichert werden: /);
  });

  it('given German, then each test input reads its full label with the formula variable below it, and the choices are named in German with their number aside', async () => {
    await openPage(new FakePricingApi(), { locale: 'de' });
    for (const [label, variable] of [
      ['Leiterplatten pro Nutzen', 'pcbPerPanel'],
      ['SMT-Bauteile pro Leiterplatte', 'smtPartCount'],
      ['THT-Pins pro Leiterplatte', 'thtPinCount'],
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(`Formelvariable: ${variable}`);
    }
    expect(screen.getByRole('combobox', { name: /^Oberfläche/ })).toHaveTextContent('HASL bleifrei · 2');
    expect(screen.getByRole('combobox', { name: /^Leiterplatten vom Kunden gestellt/ })).toHaveTextContent('Nein · 0');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Oberfläche/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['HASL (bleihaltig) · 1', 'Chemisch Zinn · 3', 'Hartgold · 8', 'Keine · 11']));
    expect(screen.queryByText(/HASL lead-free/)).toBeNull();
  });

  it('given German, then the thickness reads 1,6, a decimal comma is taken, and the test values read as euros, days or plain numbers', async () => {
    await openPage(new FakePricingApi(), { locale: 'de' });
    const thickness = screen.getByRole('textbox', { name: 'Leiterplattendicke in mm' });
    expect(thickness).toHaveValue('1,6');
    typeFormulas('setup = 1234\ncost = setup * boardThickness / 1.6\ncompletionTime = 2.5 * boardThickness');
    expect(await screen.findByText('Keine Probleme gefunden.')).toBeInTheDocument();
    expect(screen.getByTestId('price-cost')).toHaveTextContent('1.234,00 €');
    expect(screen.getByTestId('price-completionTime')).toHaveTextContent('4 Tage');
    const summary = screen.getByRole('table', { name: 'Deine Formeln im Überblick' });
    const value = (name: string) => within(summary).getByRole('rowheader', { name }).closest('tr')!.lastElementChild;
    expect(value('setup')).toHaveTextContent(/^1\.234$/);
    expect(value('cost')).toHaveTextContent('1.234,00 €');
    expect(value('completionTime')).toHaveTextContent('4 Tage');

    fireEvent.change(thickness, { target: { value: '0,8' } });
    expect(screen.getByTestId('price-cost')).toHaveTextContent('617,00 €');
    expect(value('completionTime')).toHaveTextContent('2 Tage');
    fireEvent.change(thickness, { target: { value: '1.234,5' } });
    expect(screen.getByText('Bitte gib eine Zahl ein.')).toBeInTheDocument();
    fireEvent.change(thickness, { target: { value: '20,5' } });
    expect(screen.getByText('Bitte gib höchstens 20 ein.')).toBeInTheDocument();
  });

  it('given English, then a cost reads as euros and a time in days in the overview', async () => {
    await openPage();
    typeFormulas('cost = 1234\nshippingTime = 1.5');
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Your formulas at a glance' });
    expect(within(summary).getByRole('row', { name: /cost 1234 €1,234\.00/ })).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: /shippingTime 1\.5 1\.5 days/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Board thickness in mm' })).toHaveValue('1.6');
  });

  it('given saved formulas, when the page opens, then they are in the editor and saving again sends no file', async () => {
    const api = new FakePricingApi();
    api.pricing = { ...api.pricing, market: { mode: 'FORMULA', supportsPricing: true }, formula: { formulaId: 'v1', formulas: [{ name: 'cost', description: 'Flat', calculation: 'cost = 99' }] } };
    await openPage(api);
    expect(formulaEditor().state.doc.toString()).toBe('# Flat\ncost = 99');
    expect(screen.getByTestId('price-cost')).toHaveTextContent('€99.00');
    save();
    await screen.findByText('Your pricing setup is saved.');
    expect(api.variablesOf('SetPricing')[0]).toMatchObject({ pricing: { market: 'FORMULA', whitelabel: 'DISABLED' }, pricingFormula: null });
  });

  it('given the pricing flag is off, then the page is not there', () => {
    renderPricingPage(new FakePricingApi(), { pricingFlag: false });
    expect(screen.queryByRole('textbox', { name: 'Pricing formulas' })).toBeNull();
  });
});
