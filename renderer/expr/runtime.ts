// The expression language without its parser: what the app's bundle carries. Bundled pages arrive compiled
// (preloadCompiled); ./index.ts adds the parser for tests, tools and page definitions from elsewhere.
export type { Scope, ExprError, Compiled } from './types';
export { compile, isBinding, preloadCompiled } from './compile';
export { evaluate, evaluateValue, resolveDeep } from './evaluate';
export { setExprErrorHandler } from './errors';
export { resolvePath, scopeDependencies, scopeReads, stringsIn, type ScopeDependency } from './paths';
export { SCOPE_NAMES } from './limits';
export { FUNCTION_NAMES } from './functions';
export { formatMoney, toFix } from './money';
export { MESSAGES_SCOPE_KEY, isMessageRef, type MessageFormatter, type MessageRef } from './messages';
