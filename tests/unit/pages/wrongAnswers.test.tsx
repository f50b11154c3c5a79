// Answers that differ from their documentation cost only what reads the odd part: the screen and its main action keep
// working, nothing shows "[object Object]", and only an answer from which nothing can be shown is an error with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const ok = (data: unknown) => ({ code: '00', message: 'ok', data });
const bankItem = (fields: Record<string, unknown>) => ({
  code: 'bankCardNo',
  cate: 'txt',
  title: 'Card number',
  subtitle: '',
  value: '',
  note: [],
  inputType: 'number',
  cardTypeMi: 0,
  ...fields,
});

describe('the complaint list', () => {
  it('tabs sent as a PHP-style {"0": …} object are the list they are', async () => {
    await sandbox.override({
      endpoint: 'problemList',
      body: ok({ tabs: { 0: { title: 'All', list: [] } } }),
      times: 1,
    });
    renderRoute('/complaintList');
    await settled();
    expect(await screen.findByRole('tab', { name: 'All' })).toBeVisible();
  });

  it('an answer that is not an object at all is the error state, and Retry loads the list', async () => {
    await sandbox.override({ endpoint: 'problemList', body: ok('no complaints today'), times: 1 });
    renderRoute('/complaintList');
    await settled();
    expect(await screen.findByText("We couldn't load your complaints")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeVisible();
  });
});

describe('the bank form with answers the spec never enumerates', () => {
  it('an inputType of "" and an unknown cate read as a plain text field, and Next saves what was typed', async () => {
    await sandbox.override({
      endpoint: 'cardInit',
      body: ok({
        items: [
          bankItem({ inputType: '' }),
          bankItem({ code: 'accountName', cate: 'free-text', title: 'Account name', inputType: null, cardTypeMi: '0' }),
        ],
      }),
      times: 1,
    });
    renderRoute('/bindBank?productId=P001');
    await settled();
    await userEvent.type(screen.getByLabelText('Card number'), '0012345678901');
    await userEvent.type(screen.getByLabelText('Account name'), 'Juan Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settled();
    const [saved] = (await sandbox.requests('bindCardNew')) as Array<{ body: Record<string, string> }>;
    expect(saved.body).toMatchObject({
      bankCardNo: '0012345678901',
      accountName: 'Juan Dela Cruz',
      product_id: 'P001',
    });
  });

  it('an item whose title is an object is left out alone: no "[object Object]", the rest of the form saves', async () => {
    await sandbox.override({
      endpoint: 'cardInit',
      body: ok({ items: [bankItem({ code: 'x', title: { en: 'Account' } }), bankItem({})] }),
      times: 1,
    });
    renderRoute('/bindBank?productId=P001');
    await settled();
    expect(document.body.textContent).not.toContain('[object Object]');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Card number'), '0012345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settled();
    expect(await sandbox.requests('bindCardNew')).toHaveLength(1);
  });

  it('a form with no fields at all (items: []) is the error state, and no Next can save only product_id', async () => {
    await sandbox.override({ endpoint: 'cardInit', body: ok({ items: [] }), times: 1 });
    renderRoute('/bindBank?productId=P001');
    await settled();
    const error = await screen.findByRole('button', { name: 'Retry' });
    expect(
      within(error.closest('section')!).getByText('No card details were received. Please try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });

  it('items that are not a list are an unreadable answer, not an empty one: the error state says so, with no Next', async () => {
    await sandbox.override({ endpoint: 'cardInit', body: ok({ items: 'none' }), times: 1 });
    renderRoute('/bindBank?productId=P001');
    await settled();
    const error = await screen.findByRole('button', { name: 'Retry' });
    const region = within(error.closest('section')!);
    expect(region.getByText('The answer from the server could not be read. Please try again.')).toBeVisible();
    expect(region.queryByText('No card details were received. Please try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
  });
});
