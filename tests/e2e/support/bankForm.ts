// Filling the bank form as a borrower does: typing into its fields and choosing in its picker sheets.
import type { Page } from 'playwright-core';

export async function pick(page: Page, title: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByText(option, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** The bank card's fields with the values the tests expect to see saved (BANK_CARD_VALUES in bank.e2e.ts). */
export async function fillBankCard(page: Page) {
  await page.getByLabel('Account number').fill('1234567890');
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await pick(page, 'City of residence', 'Cebu - Cebu City');
  await pick(page, 'Payday', '15');
}
