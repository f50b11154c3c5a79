// The stable problem codes. Tools (`--format json`, CI annotations) and page `notes` name problems by
// these; docs/checker.md lists each with what to do. Renaming one is a breaking change.
export const PROBLEM_CODES = {
  // files
  'not-checkable': 'a file the checker does not know how to check',
  'no-file': 'a file that should exist does not',
  'json-syntax': 'the file is not valid JSON',
  'json-duplicate-key': 'a key written twice in one object: JSON keeps only the last, silently',
  'json-byte-order-mark': 'the file starts with an invisible byte-order mark (saved as "UTF-8 with BOM")',
  schema: 'the file does not match its JSON Schema (widget, prop, action, value)',
  // references and expressions
  'unknown-endpoint': 'a call names no endpoint of api/endpoints.json',
  'unknown-dialog': 'openDialog/closeDialog names no dialog of the page',
  'unknown-route':
    'navigate, or a widget prop that names a route (a site navigation item), names no route of pages.json',
  'unknown-chain': 'run names no chain of the page',
  'unknown-validation': 'validate names no validation group of the page',
  'unknown-hash-route': "navigate names a hash sub-page that the route's hashRoutes do not declare",
  'expr-syntax': 'an expression does not parse',
  'expr-function': 'an expression calls a function the library does not have',
  'expr-scope': 'an expression reads a name not in scope where it sits',
  'expr-arguments': 'a library function called with the wrong number or kinds of arguments',
  'data-name': 'data.<name> that no call stores (`as`) and no set writes',
  'bad-pattern': 'a validation pattern that is not a regular expression',
  'pattern-brace': 'a validation pattern with a { that forms no count such as {10,16}, so it is read as the letter {',
  'rule-limits': 'rules on one value that no value can pass together (a minLength above the maxLength)',
  'url-refused': "a URL written in a page that the app's URL guard (with env.json's origins) refuses at run time",
  'condition-constant': 'a condition with a constant operand of || or &&, so it is always true or always false',
  'duplicate-id': 'two nodes (or two timers) of one page with the same id',
  'node-id': 'a node id with a space in it',
  'dialog-cancel': "a dialog's cancel names no control of the dialog with a tap chain",
  'dialog-no-way-out': 'a dialog with no control to tap, no cancel and no close icon: once open it cannot be closed',
  'each-kind': 'an each (of a node or a validation rule) over a value that is never a list',
  'set-kind': "a set of a state key with a value never of the kind the page's state starts it as",
  'prop-kind':
    'a list or object bound where the widget wants text or a number, or a single value where it wants a list',
  // routes and catalogue files
  'unrouted-page': 'a page file no route of pages.json uses',
  'route-page-missing': 'a route whose page file does not exist',
  'route-path-duplicate': 'two routes of pages.json on one path with different pages',
  'route-required-undeclared': 'a route requires a query key it does not declare',
  'native-message-unknown': 'a native route sends a message the bridge does not know',
  'endpoint-schemas-missing': 'an endpoint without request/response schemas',
  'endpoint-schemas-extra': 'schemas for an endpoint the catalogue does not have',
  // bindings against the contract
  'data-field': "data.<name>.<path> reads a field the endpoint's response does not have",
  'item-field': 'item.<path> reads a field the listed items do not have',
  'result-field': 'result.<path> reads a field the call result does not have',
  'unusable-pointer':
    "unusable()'s JSON pointer (or unusablePart's part) without its leading / or to a field the call's answer lacks",
  'response-schema-missing': 'a page reads the data of an endpoint whose response schema says nothing (warning)',
  // expressions against the types of what they read (checker/expr/page-types.ts)
  'comparison-fixed':
    'a comparison that is never true (or never false) for the values the contract, the route or the page allows its sides',
  'condition-fixed':
    'a condition that is always true or always false for the values it reads, or contradicts the test before it',
  // calls and navigation against the contract
  'call-as-shared': 'calls of different endpoints given one as, so each answer replaces the other (warning)',
  'call-param-missing': 'a call lacks a parameter its request schema requires',
  'call-param-unknown': 'a call sends a parameter its request schema does not declare',
  'call-param-type': 'a call sends a literal its request schema refuses',
  'navigate-query-unknown': 'navigate passes a query key the route does not declare',
  'navigate-query-missing': 'navigate leaves out a query key the route requires',
  'query-undeclared': 'a page reads query.<key> that its route in pages.json does not declare',
  // the action graph
  'dialog-unopened': 'a dialog no action opens',
  'chain-unused': 'a chain no event, timer, onLoad or run uses',
  'validation-unused': 'a validation group no validate uses',
  'state-unset': 'state.<key> is read but never initialised nor written',
  'state-unbound':
    "a validation rule reads a state key that only the page's initial state gives: no field binds it, nothing sets it",
  'state-unread': 'a set writes a state key nothing reads (warning)',
  'call-status-name': 'state.calls.<name> that no call stores with `as`',
  'run-cycle': 'chains that run each other in a cycle',
  'call-no-failure-path': 'a tap chain calls an endpoint with no onFailure and no quiet (warning)',
  'message-catalogue':
    "a catalogue of messages/ without one of English's keys, with a key English lacks, or with other placeholders",
  'message-key':
    'a page refers to words ($t) that a catalogue lacks, or fills in other placeholders than the message has',
  'inline-text': 'words a person reads written into a page instead of taken from the catalogues ({ "$t": key })',
  'empty-text': 'words that are empty: a label, a title, a toast, a translation in a catalogue',
  'after-leave': 'an action after leave in the same chain, which never runs',
  // fragments
  'fragment-unknown': 'a use names no fragment of pages/fragments/',
  'fragment-param':
    'a use gives a parameter the fragment does not declare, leaves out one it needs, or gives one of the wrong kind; or a fragment uses a parameter it does not declare',
  'fragment-cycle': 'fragments that use each other in a cycle',
  'fragment-place': 'a fragment whose body is a list used where one value belongs',
  'fragment-param-unused': 'a fragment declares a parameter its body never uses (warning)',
  'fragment-unused': 'a fragment no page uses (warning)',
  // notes
  'note-unused': "a note in the page's notes justifies a warning that no longer occurs (warning)",
} as const;

export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Codes reported as warnings: they fail the command only with --strict. */
export const WARNING_CODES: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'response-schema-missing',
  'state-unread',
  'call-as-shared',
  'call-no-failure-path',
  'note-unused',
  'fragment-param-unused',
  'fragment-unused',
]);
