import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/widgets/Group.schema.json';
import { GroupWidget } from '../../../widgets/Group';
import { StackWidget } from '../../../widgets/Stack';
import { TextWidget } from '../../../widgets/Text';
import type { PageDefinition } from '../../../schemas/generated/types';
import { pageElement } from '../../support/pageElement';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(GroupWidget, {
  schema,
  ownElement: false, // its children only: a node id has no element to reach
  valid: [{}],
  invalid: [
    { props: { gap: 8 }, why: 'a group has no layout of its own (a Stack has)' },
    { props: { surface: 'card' }, why: 'unknown property' },
  ],
});

describe('Group behaviour', () => {
  it('adds no element of its own', () => {
    const { container } = renderWidget(GroupWidget, {}, { children: <p>Inside</p> });
    expect(container.firstElementChild?.tagName).toBe('P');
    expect(screen.getByText('Inside')).toBeVisible();
  });

  it("as a list item's alternatives, each item shows its own kind, laid out by the list's Stack itself", async () => {
    const page = {
      title: 'Items',
      state: {
        items: [
          { kind: 'a', text: 'First' },
          { kind: 'b', text: 'Second' },
          { kind: 'a', text: 'Third' },
        ],
      },
      regions: [
        {
          name: 'list',
          children: [
            {
              type: 'Stack',
              props: { gap: 8 },
              children: [
                {
                  type: 'Group',
                  each: '{{ state.items }}',
                  children: [
                    { type: 'Text', visible: "{{ item.kind == 'a' }}", props: { text: 'A: {{ item.text }}' } },
                    { type: 'Text', visible: "{{ item.kind == 'b' }}", props: { text: 'B: {{ item.text }}' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    } as unknown as PageDefinition;
    render(pageElement(page, { Group: GroupWidget, Stack: StackWidget, Text: TextWidget }));
    await act(async () => {});
    const lines = ['A: First', 'B: Second', 'A: Third'].map((text) => screen.getByText(text));
    const list = lines[0].parentElement!;
    for (const line of lines) expect(line.parentElement).toBe(list);
    expect(list.children).toHaveLength(3);
  });
});
