/**
 * The named fields' current text, read from the form itself. Prerendered forms are left
 * uncontrolled so that what a visitor types before the scripts run is kept, and counts.
 */
export function formValues<K extends string>(
  form: HTMLFormElement,
  names: readonly K[],
): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    K,
    string
  >;
}
