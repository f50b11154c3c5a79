// The schema hover (codemirror-json-schema) in an operator's words: what a member takes written as values are
// (`number | text`, `"info" | "warning"`, `list of {…}`) by the checker's own reading of a schema, never the schema's
// jargon (`anyOf`, `#/$defs/…`); its description as the schema gives it.
import type { FoundCursorData, HoverOptions } from 'codemirror-json-schema';
import { valueOfSchema } from '../../checker/types/schema-types';
import { typeText } from '../../checker/types/describe';
import type { Schema } from '../../checker/types/contract';

export function schemaHoverTexts(root: () => unknown): NonNullable<HoverOptions['getHoverTexts']> {
  return ({ schema }: FoundCursorData) => {
    const words = typeText(valueOfSchema(schema, root() as Schema));
    const description = typeof schema.description === 'string' ? schema.description : '';
    return { message: description, typeInfo: words === 'never' ? '' : `\`${words}\`` };
  };
}
