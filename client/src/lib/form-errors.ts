import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first field in `order` that has one. */
export function firstMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: ReadonlyArray<keyof T & string>,
): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
