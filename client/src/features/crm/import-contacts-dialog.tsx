import { crmImportText } from '../../../../content/crm-import';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ImportContacts } from './import-contacts';

/** Import CSV (loaded by the CRM page on its own, with the steps and the contract they use). */
export function ImportContactsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={crmImportText.title}
          description={crmImportText.choose.description}
          size="lg"
        >
          <ImportContacts onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
