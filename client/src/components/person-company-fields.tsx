import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from './ui/fields';
import { fieldAria, FormField } from './ui/form-field';

/** The parts of a person and their company that the contact and the prospect forms both ask for. */
export type PersonCompanyPart = 'name' | 'email' | 'phone' | 'company' | 'industry';

/** One part as its form names it: its id, label, message, limit and `register(name)` answer. */
export type PersonCompanyInput<Name extends string = string> = {
  id: string;
  label: string;
  error?: string;
  maxLength: number;
  registration: UseFormRegisterReturn<Name>;
};

const parts = ['name', 'email', 'phone', 'company', 'industry'] as const;

const controls: Record<PersonCompanyPart, { type: string; inputMode?: 'email' | 'tel' }> = {
  name: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  company: { type: 'text' },
  industry: { type: 'text' },
};

/**
 * The name, email, phone, company and industry of a form, laid out alike everywhere: the person,
 * then their company, with the part the form requires moved to the front. Each part comes from
 * `field`, in the form's own names, ids and words. Place it inside FieldColumns; the form's other
 * fields follow it there.
 */
export function PersonCompanyFields<Name extends string>({
  field,
  first = 'name',
  autoFocus,
}: {
  field: (part: PersonCompanyPart) => PersonCompanyInput<Name>;
  /** The part shown first; the others keep their order. */
  first?: PersonCompanyPart;
  /** The part the dialog opens on, also when the form arrives after the dialog. */
  autoFocus?: PersonCompanyPart;
}) {
  const order = [first, ...parts.filter((part) => part !== first)];
  return (
    <>
      {order.map((part) => {
        const { id, label, error, maxLength, registration } = field(part);
        return (
          <FormField key={part} id={id} label={label} error={error}>
            <Input
              id={id}
              type={controls[part].type}
              inputMode={controls[part].inputMode}
              autoComplete="off"
              autoFocus={autoFocus === part}
              maxLength={maxLength}
              {...fieldAria(id, error)}
              {...registration}
            />
          </FormField>
        );
      })}
    </>
  );
}
