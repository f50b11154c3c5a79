/** Shared types of the expression language. Only `Scope`, `ExprError` and `Compiled` are public. */

export type Scope = Readonly<Record<string, unknown>>;

export interface ExprError {
  message: string;
  /** The whole text handed to compile/evaluate, so `index` can be shown against what the author wrote. */
  expression: string;
  /** Character offset into `expression`. */
  index: number;
}

export type Compiled =
  | { kind: 'literal'; value: string }
  | { kind: 'binding'; source: string; ast: unknown }
  | { kind: 'template'; parts: Array<string | { source: string; ast: unknown }> };

export type BinaryOperator = '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';
export type LogicalOperator = '&&' | '||' | '??';
export type UnaryOperator = '-' | '!';

/**
 * The checked tree the interpreter walks. `at` is an absolute offset into the compiled text; for a
 * member it points at the property, which is what an author needs to see when a key is refused.
 */
export type ExprNode =
  | { type: 'literal'; value: string | number | boolean | null | undefined; at: number }
  | { type: 'root'; name: string; at: number }
  | { type: 'member'; object: ExprNode; key: string | ExprNode; at: number }
  | { type: 'call'; name: string; args: ExprNode[]; at: number }
  | { type: 'unary'; operator: UnaryOperator; argument: ExprNode; at: number }
  | { type: 'binary'; operator: BinaryOperator; left: ExprNode; right: ExprNode; at: number }
  | { type: 'logical'; operator: LogicalOperator; left: ExprNode; right: ExprNode; at: number }
  | { type: 'conditional'; test: ExprNode; consequent: ExprNode; alternate: ExprNode; at: number }
  | { type: 'array'; elements: ExprNode[]; at: number };

/**
 * Raised inside the evaluator and the function library, caught at the public boundary and turned into
 * an ExprError. `at` is filled in by whoever knows the position (library code does not).
 */
export class ExprFailure extends Error {
  constructor(
    message: string,
    readonly at?: number,
  ) {
    super(message);
  }
}
