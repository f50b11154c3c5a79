// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nodeSchema from '../../../schemas/generated/node.schema.json';
import { widgetList, widgets } from '../../../widgets/registry';

const schemaDir = join(__dirname, '../../../schemas/widgets');
const schemaTypes = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.replace('.schema.json', ''))
  .sort();

describe('widget registry', () => {
  it('has exactly one widget per schemas/widgets/*.schema.json file', () => {
    expect(widgetList.map((widget) => widget.type).sort()).toEqual(schemaTypes);
  });

  it('lists no widget type twice', () => {
    const types = widgetList.map((widget) => widget.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('matches the widget types of the generated node.schema.json (run `npm run gen:types` if not)', () => {
    expect([...nodeSchema.properties.type.enum].sort()).toEqual(schemaTypes);
  });

  it('looks each widget up by its type', () => {
    for (const widget of widgetList) expect(widgets[widget.type]).toBe(widget);
    expect(Object.keys(widgets).sort()).toEqual(schemaTypes);
    expect(Object.isFrozen(widgets)).toBe(true);
  });
});
