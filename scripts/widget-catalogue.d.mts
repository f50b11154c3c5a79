export declare const GENERATED_STORIES_DIR: string;
export declare const REGISTRY_FILE: string;
export declare const SCHEMA_EXAMPLE_TAG: string;
export declare function exampleStoryName(index: number): string;
export declare function registrySource(types: readonly string[]): string;
export declare function exampleStoriesSource(type: string, schema: Record<string, unknown>): string;
export declare function widgetCatalogueOutputs(
  widgets: ReadonlyArray<{ type: string; schema: Record<string, unknown> }>,
): Array<{ path: string; content: string }>;
