// The one module host programs take the renderer from: the page lab, Storybook's stories and the tests that render
// pages or the app (widgets take theirs from ./public.ts). A host creates what the renderer must not find by itself:
// the expression engine pages run in, the typed-storage checks, the services, the toaster. The app's own entry
// (main.tsx, boot.tsx) imports the few modules it needs directly instead, so nothing listed here reaches what a
// borrower downloads (the expression parser least of all: tests/unit/architecture.test.ts).

// Rendering: the whole app at its routes, or one page.
export { App, type AppProps } from './views/App';
export { pageLoaderOf, type LoadedPage, type PageLoader, type PageModule } from './start/pageLoader';
export { PageView, type PageViewProps, type PageHost, type PageRoute, type PageSource } from './views/PageView';
export { ToastRegion } from './views/ToastRegion';
export { ModalsInPlace } from './views/Modal';
export { EACH_PAGE_SIZE } from './views/ShowMore';
export { themeFromEnv, type AppTheme } from './theme';
export { setImageOrigins } from './images';
export { LOCALES, type Locale } from './i18n/locale';
// The loading view the HTML shows before the app has run (tests of the HTML the build writes compare with it).
export { LOADING_SHELL_HTML } from './start/appShell';
export { messagesFor } from './i18n/catalogues';
export { AppWordsContext } from './appWords';

// The expression engine a page runs in: with the parser, for pages that were not compiled at build time (stories,
// tests, the lab); without it, as the app's own (bundled pages arrive compiled).
export { createParsingExprEngine, isBinding } from '../expr';
export {
  createExprEngine,
  FUNCTION_NAMES,
  SCOPE_NAMES,
  type ExprEngine,
  type ExprError,
  type Scope,
  type CompiledTable,
} from '../expr/runtime';

// Every typed-storage check, for hosts that may render any page (the app's pages bring only their own).
export { storageValidators } from '../schemas/generated/validate-storage';
export type { StorageValidators } from './core/actions/storageSchemas';

// The outside world a page asks for, and the parts of it a host makes.
export type { Services, CallOutcome, GeoOutcome, GuardOutcome } from './core/services';
export { createBrowserServices } from './start/browserServices';
export { createAppClient } from './start/headStart';
export type { MessageFormatter } from '../expr/runtime';
export { createToaster, type Toaster } from './core/toasts';
export { memoryHashLocation, type HashLocation } from './core/hashLocation';
export type { EarlyCalls } from './core/earlyCalls';

// Page definitions from outside the build, judged by the page checker before they render.
export { acceptPage, type PageVerdict } from './untrustedPage';

// What a screen reports, named as the app names it.
export { screenProblemReporter, reportUncaught } from './start/telemetryFeeds';

// What widgets read from their page, for a host that shows a widget on its own.
export { PageLinksContext, type PageLinks } from './links';
export { EndpointUrlContext, type EndpointUrlBuilder } from './endpointUrl';
