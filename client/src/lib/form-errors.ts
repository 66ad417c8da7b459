import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ApiError } from './api';

/** A field of a form and what it says is wrong with it. */
export type FieldProblem<Name extends string> = { name: Name; message: string };

/** The message of the first field in `order` that has one. */
export function firstMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
): string | undefined {
  return fieldProblems(errors, order)[0]?.message;
}

/**
 * Every refused field of a form, in the form's order: a refused form names all of them at once,
 * so that one submit shows the whole list of what to fix rather than one problem per attempt.
 */
export function fieldProblems<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
): FieldProblem<keyof T & string>[] {
  return order.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? [{ name, message }] : [];
  });
}

/**
 * The fields a server's refusal names: a 400 answers `{ message, issues: [{ path, message }] }`
 * with every wrong field of the body. Only the paths among `order` count (a form shows no field
 * for anything else); an answer without issues gives none.
 */
export function serverFieldProblems<Name extends string>(
  error: unknown,
  order: ReadonlyArray<Name>,
): FieldProblem<Name>[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  let issues: unknown;
  try {
    issues = (JSON.parse(error.responseText) as { issues?: unknown }).issues;
  } catch {
    return [];
  }
  if (!Array.isArray(issues)) return [];
  const found = new Map<Name, string>();
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const name = order.find((field) => field === issue?.path);
    // A field's first issue is the one it shows, as in the browser's own check.
    if (name && typeof issue.message === 'string' && !found.has(name)) {
      found.set(name, issue.message);
    }
  }
  return order.flatMap((name) => {
    const message = found.get(name);
    return message === undefined ? [] : [{ name, message }];
  });
}
