/**
 * A backup or restore that cannot go on, with one sentence for the operator saying why and what
 * to do. The command-line entry points print its message without a stack trace; anything else
 * thrown is a bug and keeps its stack.
 */
export class OperationError extends Error {
  override name = "OperationError";
}
