// A widget's Docs page, written from its schema (schemas/widgets/<Type>.schema.json), the one description of a widget
// the checker, the editor and the operator reference also read: what it is, its events, every prop with its type,
// default and description (with a control), then each of the schema's `examples` rendered live (the stories generated from them) and
// the hand-written stories of its states. Other Docs pages keep Storybook's own layout.
import { useContext } from 'react';
import {
  Controls,
  DocsContext,
  DocsPage,
  DocsStory,
  Heading,
  Markdown,
  Primary,
  Source,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { widgetFacts, type WidgetMeta } from '../../scripts/operator-reference/widget-facts';
import { SCHEMA_EXAMPLE_TAG, widgetSchemaOf, widgetTypeOfTitle } from './widgetSchemas';

export function WidgetDocsPage() {
  const context = useContext(DocsContext);
  const resolved = useOf('meta');
  const type = resolved.type === 'meta' ? widgetTypeOfTitle(resolved.preparedMeta.title) : undefined;
  const schema = type === undefined ? undefined : widgetSchemaOf(type);
  if (type === undefined || schema === undefined) return <DocsPage />;
  const stories = context.componentStories();
  const examples = stories.filter((story) => story.tags.includes(SCHEMA_EXAMPLE_TAG));
  const states = stories.filter((story) => !story.tags.includes(SCHEMA_EXAMPLE_TAG));
  const exampleProps = Array.isArray(schema.examples) ? schema.examples : [];
  return (
    <>
      <Title />
      <Subtitle>{String(schema.description ?? '')}</Subtitle>
      <Markdown>{widgetFacts((schema['x-widget'] ?? {}) as WidgetMeta)}</Markdown>
      <Primary />
      <Heading>Props</Heading>
      {/* Every prop with its type, default and description, from the schema (stories/widgets/schemaArgTypes.ts),
          with a control that changes the story above. */}
      <Controls />
      <Heading>Examples from the schema</Heading>
      {examples.length === 0 && <Markdown>{`The schema of ${type} has no \`examples\`.`}</Markdown>}
      {examples.map((story, index) => (
        <div key={story.id}>
          <DocsStory of={story.moduleExport} expanded />
          <Source
            language="json"
            code={JSON.stringify({ type, props: exampleProps[index] ?? {} }, null, 2)}
            dark={false}
          />
        </div>
      ))}
      {states.length > 0 && <Heading>States</Heading>}
      {states.map((story) => (
        <DocsStory key={story.id} of={story.moduleExport} expanded />
      ))}
    </>
  );
}
