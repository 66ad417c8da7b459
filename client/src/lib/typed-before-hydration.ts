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
 * is typed under those ids until the form that owns each id mounts. React may replace the
 * prerendered markup before the form's code arrives (an update reaches a boundary that has not
 * hydrated yet, or attaching re-creates an input), and the visitor keeps typing into whichever
 * input is shown: every keystroke before the form mounts is kept, whatever element received it.
 * Kept in memory only.
 */
export function rememberTypedValues(root: HTMLElement) {
  // By id, not by element: the input shown under that id may be a new one.
  const prerendered = new Set<string>();
  for (const input of root.querySelectorAll('input[id]')) {
    if (!(input instanceof HTMLInputElement)) continue;
    prerendered.add(input.id);
    if (input.value !== '') typedValues.set(input.id, input.value);
  }
  root.addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !prerendered.has(input.id)) return;
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
