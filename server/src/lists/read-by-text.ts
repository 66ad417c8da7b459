/**
 * `read` of a JSON column, kept by the column's text: a list shows the same rows page after page,
 * so a value each row reads through a contract (zod) is read once per distinct text instead of once
 * per row of every request. Exact, since the answer depends on the text alone; bounded, by starting
 * afresh when full. What `read` answers is shared between answers: callers never change it.
 */
export function readByText<T>(read: (value: unknown) => T, max = 10_000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = read(JSON.parse(text));
      if (kept.size >= max) kept.clear();
      kept.set(text, value);
    }
    return value;
  };
}
