import { useEffect, useState } from 'react';
import { forgetTypedValue, typedValueOf } from './typed-before-hydration';

// The forms' side of typed-before-hydration.ts, in its own module: the start-up needs only the
// snapshot, so this stays out of the app's first chunk.

/**
 * The typed values of these fields (field name -> element id), read once when the form mounts;
 * empty fields are left out.
 *
 * Reading is free of side effects: React may render a form and throw that render away (a
 * boundary that suspends or gets an update while it hydrates), and the discarded render must not
 * use up what the visitor typed. The snapshot is forgotten once the form has really mounted, so
 * a later visit to the same form starts empty.
 */
export function useTypedBeforeHydration<K extends string>(
  ids: Record<K, string>,
): Partial<Record<K, string>> {
  const [typed] = useState(() => readTyped(ids));
  useEffect(() => {
    for (const id of Object.values<string>(ids)) {
      restoreLateTyping(id);
      forgetTypedValue(id);
    }
    // Only the first mount's snapshot is forgotten; the ids never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return typed;
}

/**
 * Text typed after the form's first render read its snapshot but before the form mounted can be
 * wiped when the form writes its defaults into the input (a busy phone makes that window long).
 * It was kept by the start-up's listener: put it back into the now empty input the way a
 * keystroke would, so the form's own state takes it too.
 */
function restoreLateTyping(id: string) {
  const late = typedValueOf(id);
  const input = document.getElementById(id);
  if (!late || !(input instanceof HTMLInputElement) || input.value !== '') return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  setValue.call(input, late);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function readTyped<K extends string>(ids: Record<K, string>): Partial<Record<K, string>> {
  if (typeof document === 'undefined') return {};
  const typed: Partial<Record<K, string>> = {};
  for (const name of Object.keys(ids) as K[]) {
    const element = document.getElementById(ids[name]);
    const value =
      element instanceof HTMLInputElement && element.value !== ''
        ? element.value
        : typedValueOf(ids[name]);
    if (value) typed[name] = value;
  }
  return typed;
}
