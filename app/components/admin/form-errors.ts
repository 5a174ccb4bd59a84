/**
 * The messages of a refused content form: each field's problem code from the server turned into
 * text, and the error summary in the order of the form. A code the form does not know (an older
 * server, a tampered post) shows the field's usual problem instead of a raw code.
 */
export function formErrors<Problem extends string>(
  errors: Record<string, string>,
  options: {
    problems: readonly Problem[];
    /** The problem to show for an unknown code, by field (else the first problem). */
    fallback: Partial<Record<string, Problem>>;
    /** The fields in the order they appear in the form. */
    order: readonly string[];
    /** The message of a problem (the field, for messages that name what they are about). */
    text: (problem: Problem, field: string) => string;
  },
) {
  const { problems, fallback, text } = options;
  const message = (field: string): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const known = problems.find((problem) => problem === code);
    return text(known ?? fallback[field] ?? problems[0]!, field);
  };
  const summary = options.order.flatMap((field) => {
    const problem = message(field);
    return problem ? [{ id: field, message: problem }] : [];
  });
  return { message, summary };
}
