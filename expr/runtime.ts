// The expression language without its parser: what the app's bundle carries. Bundled pages arrive compiled and are
// handed to the app's engine (createExprEngine's `compiled`, ExprEngine.preload); ./index.ts adds the parser for
// tests, tools, the lab and page definitions from elsewhere.
export type { Scope, ExprError, Compiled } from './types';
export { createExprEngine, type ExprEngine, type ExprEngineOptions } from './engine';
export type { CompiledTable, ExprParser } from './compile';
export type { Evaluation } from './evaluate';
export { warnInConsole, type ExprErrorReport } from './errors';
export { stringsIn, type PathResult, type ScopeDependency } from './paths';
export { SCOPE_NAMES } from './limits';
export { FUNCTION_NAMES } from './functions';
export { formatMoney, toFix } from './money';
export { MESSAGES_SCOPE_KEY, isMessageRef, type MessageFormatter, type MessageRef } from './messages';
