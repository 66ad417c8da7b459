import { lazy, Suspense } from 'react';
import type { Contact } from '../../../../common/contracts/crm';
import { crmText } from '../../../../content/crm';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormSkeleton } from '../../components/ui/form-skeleton';

export type ContactDialogState = { mode: 'add' } | { mode: 'edit'; contact: Contact } | null;

export const loadContactForm = () => import('./contact-form');
const ContactForm = lazy(() => loadContactForm().then((m) => ({ default: m.ContactForm })));

const text = crmText.contactForm;

/** Add Contact and Edit Contact. */
export function ContactFormDialog({
  state,
  onOpenChange,
}: {
  state: ContactDialogState;
  onOpenChange: (open: boolean) => void;
}) {
  const isEdit = state?.mode === 'edit';
  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      {state ? (
        <DialogContent
          title={isEdit ? text.editTitle : text.addTitle}
          description={isEdit ? text.editDescription : text.addDescription}
          size="lg"
        >
          <Suspense fallback={<FormSkeleton fields={6} />}>
            <ContactForm
              key={state.mode === 'edit' ? state.contact.id : 'new'}
              contact={state.mode === 'edit' ? state.contact : null}
              onDone={() => onOpenChange(false)}
            />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
