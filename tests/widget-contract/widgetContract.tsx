// The one contract every widget meets (the react-jsonschema-form idea: a suite written as a function and
// run against each implementation). Each widget's unit test calls it, then adds its own behaviour tests.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AnyWidget } from '../../renderer/public';
import { axeViolations } from './axe';
import { renderWidget, type RenderWidgetOptions } from './renderWidget';
import { describeErrors, minimalValue, propsValidator, undescribedProperties, withAllDefaults } from './schemaTools';

export interface WidgetContractOptions {
  /** The widget's props schema (schemas/widgets/<Type>.schema.json). */
  schema: object;
  /** Props the schema accepts; each must render cleanly and pass axe. */
  valid: object[];
  /** Props the schema must refuse, each with the reason. */
  invalid: Array<{ props: object; why: string }>;
  /** False for a widget that renders its children only, with no element of its own to carry the node's id (Group). */
  ownElement?: false;
}

interface WidgetMeta {
  events?: unknown;
  children?: unknown;
  bind?: unknown;
}

// React's useId values count up per mount; two renders of the same props differ only there.
const REACT_IDS = /«r[0-9a-z]+»|_r_[0-9a-z]+_|:r[0-9a-z]+:/g;

export function widgetContract(definition: AnyWidget, options: WidgetContractOptions): void {
  const { schema, valid, invalid } = options;
  const record = schema as Record<string, unknown>;
  const meta = (record['x-widget'] ?? {}) as WidgetMeta;
  if (valid.length === 0 || invalid.length === 0)
    throw new Error(`widgetContract(${definition.type}): give at least one valid and one invalid example`);

  const renderOptions: RenderWidgetOptions = {
    bound: meta.bind === true,
    children: meta.children === true ? <p>Child content</p> : undefined,
  };
  const validate = propsValidator(schema);
  const minimal = minimalValue(record) as object;

  describe(`${definition.type} widget contract`, () => {
    let consoleError: MockInstance<typeof console.error>;
    beforeEach(() => {
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    // React reports invalid nesting, missing keys and failed renders through console.error.
    const expectCleanRender = (props: object) => {
      const view = renderWidget(definition, props, renderOptions);
      expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
      return view;
    };

    it('has a schema that follows the catalogue conventions', () => {
      expect(record.title).toBe(`${definition.type}Props`);
      expect(record.$id).toBe(`widgets/${definition.type}.schema.json`);
      expect(record.additionalProperties).toBe(false);
      expect(typeof record.description).toBe('string');
      expect(undescribedProperties(schema)).toEqual([]);
      expect(Array.isArray(meta.events)).toBe(true);
      expect(typeof meta.children).toBe('boolean');
      expect(typeof meta.bind).toBe('boolean');
    });

    valid.forEach((props, index) => {
      it(`accepts and renders valid example ${index + 1}`, () => {
        expect(validate(props), describeErrors(validate)).toBe(true);
        expectCleanRender(props);
      });

      it(`has no axe violations for valid example ${index + 1}`, async () => {
        const { container } = expectCleanRender(props);
        expect(await axeViolations(container)).toEqual([]);
      });
    });

    it('renders the schema minimum (required props only) and passes axe', async () => {
      expect(validate(minimal), describeErrors(validate)).toBe(true);
      const { container } = expectCleanRender(minimal);
      expect(await axeViolations(container)).toEqual([]);
    });

    if (options.ownElement !== false)
      it("puts the node's id on its outermost element (data-testid), in every example", () => {
        for (const props of [minimal, ...valid]) {
          const { container, unmount } = renderWidget(definition, props, {
            ...renderOptions,
            nodeAttributes: { 'data-testid': 'contract-node' },
          });
          // A widget may show nothing for some props (an article without blocks); what it shows carries the id.
          if (container.firstElementChild)
            expect(container.firstElementChild, JSON.stringify(props)).toHaveAttribute('data-testid', 'contract-node');
          unmount();
        }
      });

    it('uses the same defaults as its schema', () => {
      const implicit = expectCleanRender(minimal).container.innerHTML.replace(REACT_IDS, 'ID');
      const explicit = expectCleanRender(withAllDefaults(record, minimal)).container.innerHTML.replace(REACT_IDS, 'ID');
      expect(explicit).toBe(implicit);
    });

    invalid.forEach(({ props, why }) => {
      it(`refuses props: ${why}`, () => {
        expect(validate(props)).toBe(false);
      });
    });
  });
}
