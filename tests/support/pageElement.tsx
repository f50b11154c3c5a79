// A page definition as the app shows it, outside a route: themed, with empty query and device, a fresh toaster, an
// engine of its own that parses the page's expressions, every typed-storage check, the services given (fakes that answer
// every call by default), when given, where problems are reported and the words (English else). For tests that render one page with chosen widgets.
import { ThemeProvider } from '@emotion/react';
import {
  createParsingExprEngine,
  createToaster,
  PageView,
  storageValidators,
  themeFromEnv,
  type MessageFormatter,
  type Services,
} from '../../renderer/host';
import type { AnyWidget } from '../../renderer/public';
import type { PageDefinition } from '../../schemas/generated/types';
import { fakeServices } from './fakeServices';

export const pageTheme = themeFromEnv({ background: '#1f5fd6', accent: '#c2410c', font: '#ffffff' });

export function pageElement(
  page: PageDefinition,
  widgets: Readonly<Record<string, AnyWidget>>,
  services: Services = fakeServices().services,
  report?: (problem: string) => void,
  messages?: MessageFormatter,
) {
  return (
    <ThemeProvider theme={pageTheme}>
      <PageView
        page={{ definition: page, storageValidators }}
        route={{ query: {} }}
        host={{
          device: {},
          env: {},
          services,
          toaster: createToaster(),
          widgets,
          expr: createParsingExprEngine(),
          report,
          messages,
        }}
      />
    </ThemeProvider>
  );
}
