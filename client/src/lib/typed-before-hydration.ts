/**
 * What the visitor typed into a prerendered form before the page's scripts ran, by field id.
 *
 * A prerendered page shows its form at once, so a visitor on a slow connection can type before
 * React attaches. React may replace that markup while it attaches (the form's code arrives
 * later), and react-hook-form writes each field's default into the input when it registers it:
 * either would wipe that text. So the start-up takes a snapshot of the typed fields before React
 * runs (`rememberTypedValues`), and each form passes what it finds as its defaults
 * (`useTypedBeforeHydration`, in use-typed-before-hydration.ts).
 */
const typedValues = new Map<string, string>();
/** Fields whose form has mounted: from then on the form itself holds what is typed. */
const adopted = new Set<string>();

/**
 * Called once before hydration: the non-empty inputs under `root`, by id, and from then on what
 * is typed into those same prerendered inputs until their form mounts. React may throw the
 * prerendered markup away while the form's code is still arriving (an update reaches a boundary
 * that has not hydrated yet), so a keystroke after the first snapshot must be kept too.
 * Kept in memory only.
 */
export function rememberTypedValues(root: HTMLElement) {
  const prerendered = new WeakSet<HTMLInputElement>();
  for (const input of root.querySelectorAll('input[id]')) {
    if (!(input instanceof HTMLInputElement)) continue;
    prerendered.add(input);
    if (input.value !== '') typedValues.set(input.id, input.value);
  }
  root.addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !prerendered.has(input)) return;
      if (adopted.has(input.id)) return;
      if (input.value === '') typedValues.delete(input.id);
      else typedValues.set(input.id, input.value);
    },
    { capture: true },
  );
}

/** What was typed into the field with this id before hydration, if anything. */
export const typedValueOf = (id: string) => typedValues.get(id);

/** Forgets what was typed into the field with this id: its form has mounted and holds it. */
export const forgetTypedValue = (id: string) => {
  adopted.add(id);
  typedValues.delete(id);
};
