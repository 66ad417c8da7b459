import UserPlus from 'lucide-react/icons/user-plus';
import { lazy, Suspense } from 'react';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import type { Contact, FollowUp } from '../../../../common/contracts/crm';
import { useContactChoices } from './api/list-contacts';
import { FormSkeleton } from '../../components/ui/form-skeleton';

/** null: closed; otherwise open, with the contact to preselect (from a card's Follow Up). */
export type FollowUpDialogState = { contact?: Contact; followUp?: FollowUp } | null;

export const loadFollowUpForm = () => import('./follow-up-form');
const FollowUpForm = lazy(() => loadFollowUpForm().then((m) => ({ default: m.FollowUpForm })));

const text = crmText.followUpForm;

export function FollowUpFormDialog({
  state,
  onOpenChange,
  onAddContact,
}: {
  state: FollowUpDialogState;
  onOpenChange: (open: boolean) => void;
  onAddContact: () => void;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      {state ? (
        <DialogContent
          title={state.followUp ? text.editTitle : text.title}
          description={state.followUp ? text.editDescription : text.description}
        >
          <FollowUpFormBody
            contact={state.contact}
            followUp={state.followUp}
            onDone={() => onOpenChange(false)}
            onAddContact={onAddContact}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FollowUpFormBody({
  contact,
  followUp,
  onDone,
  onAddContact,
}: {
  contact?: Contact;
  followUp?: FollowUp;
  onDone: () => void;
  onAddContact: () => void;
}) {
  // The first page says whether there is any contact at all; the form searches the rest.
  const contacts = useContactChoices();
  if (contacts.isPending) {
    return <FormSkeleton fields={4} />;
  }
  if (!contact && !followUp && (contacts.data?.items.length ?? 0) === 0) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">{crmText.followUps.needContact}</p>
        <Button onClick={onAddContact} className="justify-self-start">
          <UserPlus className="h-4 w-4" aria-hidden /> {crmText.page.addContact}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<FormSkeleton fields={4} />}>
      <FollowUpForm contact={contact} followUp={followUp} onDone={onDone} />
    </Suspense>
  );
}
