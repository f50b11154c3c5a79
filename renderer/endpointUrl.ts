import { createContext, useContext } from 'react';

/** Builds the address of a catalogue endpoint (common params included), for widgets that show its answer as an image. */
export type EndpointUrlBuilder = (endpoint: string, params: Record<string, unknown>) => string;

/** Provided by the page from its services; stories and widget tests provide their own. */
export const EndpointUrlContext = createContext<EndpointUrlBuilder | null>(null);

/** The builder, or null outside a page that can build addresses (the widget then shows its placeholder). */
export function useEndpointUrl(): EndpointUrlBuilder | null {
  return useContext(EndpointUrlContext);
}
