// The complaint entry, rendered from pages/complaint.json against the sandbox: the selected order and
// switching orders, question types, the collection rule and what is carried to the next page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NOT_ALLOWED_MESSAGE } from '../../../sandbox/fixtures/complaints';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const open = async (orderId = 'ORD174') => {
  const view = renderRoute(`/complaint?orderId=${orderId}`);
  await settled();
  await screen.findByRole('button', { name: /Collection/ });
  return view;
};
const selectedOrder = () => document.querySelector('[data-region="order"]') as HTMLElement;
const storedChoice = (view: ReturnType<typeof renderRoute>) =>
  JSON.parse(view.storages.local.getItem('complaintChoice') ?? 'null');

describe('Complaint entry', () => {
  it('calls problem-init with the order id and shows that order: name, number, status and rows', async () => {
    await open('ORD180');
    expect((await sandbox.requests('problemInit')).map((r) => r.body)).toEqual([{ orderId: 'ORD180' }]);
    const order = within(selectedOrder());
    expect(order.getByText('KwartaNow')).toBeVisible();
    expect(order.getByText('Order ORD180')).toBeVisible();
    expect(order.getByText('Overdue')).toBeVisible();
    expect(order.getByText('Loan amount')).toBeVisible();
    expect(order.getByText('₱8.000,00')).toBeVisible();
  });

  it('All opens the order list; choosing one makes it the selected order', async () => {
    await open('ORD174');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an order' });
    expect(within(dialog).getAllByRole('button', { name: /Order ORD/ })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: /BayadAgad/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(selectedOrder()).getByText('Order ORD200')).toBeVisible();
    expect(within(selectedOrder()).queryByText('Order ORD174')).toBeNull();
  });

  it('lists the question types from the server', async () => {
    await open();
    for (const title of ['Collection', 'Repayment issue', 'Loan application', 'Bank card or e-wallet', 'Other']) {
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    }
  });

  it('collection on an order whose isShow is not 1 is refused with the Spanish message; no sub-types', async () => {
    const view = await open('ORD200');
    await userEvent.click(screen.getByRole('button', { name: /Collection/ }));
    await waitFor(() => expect(view.status()).toContain(COLLECTION_NOT_ALLOWED_MESSAGE));
    expect(screen.queryByRole('button', { name: /Rude or threatening language/ })).toBeNull();
    expect(view.history.at(-1)).toBe('/complaint?orderId=ORD200');
  });

  it('collection after switching to a refused order is refused too', async () => {
    const view = await open('ORD174');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /BayadAgad/ }));
    await userEvent.click(screen.getByRole('button', { name: /Collection/ }));
    await waitFor(() => expect(view.status()).toContain(COLLECTION_NOT_ALLOWED_MESSAGE));
  });

  it('collection on an allowed order shows the sub-types; one goes to the next page carrying both choices', async () => {
    const view = await open('ORD174');
    await userEvent.click(screen.getByRole('button', { name: /Collection/ }));
    expect(view.status()).not.toContain(COLLECTION_NOT_ALLOWED_MESSAGE);
    expect(view.history.at(-1)).toBe('/complaint?orderId=ORD174');
    await userEvent.click(await screen.findByRole('button', { name: /Contacted my family or friends/ }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/complainPageNext'));
    expect(storedChoice(view)).toMatchObject({
      problemType: 1,
      problemTypeTitle: 'Collection',
      problemSonType: 2,
      problemSonTypeTitle: 'Contacted my family or friends',
      orderNo: 'ORD174',
    });
  });

  it('another type goes straight to the next page with that type and no sub-type', async () => {
    const view = await open('ORD200');
    await userEvent.click(screen.getByRole('button', { name: /Repayment issue/ }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/complainPageNext'));
    expect(storedChoice(view)).toMatchObject({
      problemType: 2,
      problemTypeTitle: 'Repayment issue',
      problemSonType: '',
      orderNo: 'ORD200',
    });
  });

  it('links to the complaint list', async () => {
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'My complaints' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/complaintList'));
  });

  it('a failed problem-init shows an error with Retry', async () => {
    await sandbox.override({ endpoint: 'problemInit', fault: 'http500', times: 1 });
    renderRoute('/complaint?orderId=ORD174');
    await settled();
    expect(await screen.findByText("We couldn't load your orders")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Collection/ })).toBeVisible();
  });
});
