// A page shown outside the app's routes (the lab's preview, a tool) with no catalogue handed in still shows words, not
// keys: PageView fetches the English catalogue for a page that uses it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageElement } from '../../support/pageElement';
import { widgets } from '../../../widgets/registry';
import type { PageDefinition } from '../../../schemas/generated/types';

describe('a page with words from the catalogue, shown without one', () => {
  it('shows the English words once the catalogue has arrived', async () => {
    const page = {
      title: { $t: 'notFound.pageNotFound' },
      regions: [{ name: 'main', children: [{ type: 'Button', props: { label: { $t: 'common.goToTheHome' } } }] }],
    } as unknown as PageDefinition;
    render(pageElement(page, widgets));
    expect(await screen.findByRole('button', { name: 'Go to the home page' })).toBeVisible();
  });
});
