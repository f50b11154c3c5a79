import type { ArgTypes, InputType } from 'storybook/internal/csf';
import { defaultText, typeText } from '../../scripts/operator-reference/markdown';

type JsonSchema = Record<string, unknown>;

function controlFor(property: JsonSchema): InputType['control'] {
  if (Array.isArray(property.enum)) return { type: property.enum.length > 4 ? 'select' : 'inline-radio' };
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return {
        type: 'number',
        min: property.minimum as number | undefined,
        max: property.maximum as number | undefined,
      };
    case 'string':
      return { type: 'text' };
    default:
      return { type: 'object' };
  }
}

/** Storybook controls and the Docs page's props table from a widget's props schema, so stories never restate the props by hand. */
export function argTypesFromSchema(schema: object): ArgTypes {
  const { properties = {}, required = [] } = schema as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      {
        description: typeof property.description === 'string' ? property.description : undefined,
        control: controlFor(property),
        ...(Array.isArray(property.enum) ? { options: property.enum } : {}),
        type: { name: 'other', value: '', required: required.includes(name) },
        // The type and default as the operator reference writes them (enum values, "list of …", object members).
        table: {
          category: 'props',
          type: { summary: typeText(property) },
          ...('default' in property ? { defaultValue: { summary: defaultText(property) } } : {}),
        },
      } satisfies InputType,
    ]),
  );
}
