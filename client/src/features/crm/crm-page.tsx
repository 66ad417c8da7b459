import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import Upload from 'lucide-react/icons/upload';
import UserPlus from 'lucide-react/icons/user-plus';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { crmTabs, type CrmTab } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { exportContactsUrl } from './api/export-contacts';
import { AnalyticsTab } from './analytics-tab';
import { ContactFormDialog, loadContactForm, type ContactDialogState } from './contact-form-dialog';
import { ContactsTab } from './contacts-tab';
import {
  FollowUpFormDialog,
  loadFollowUpForm,
  type FollowUpDialogState,
} from './follow-up-form-dialog';
import { FollowUpsTab } from './follow-ups-tab';
import { PipelineBoard } from './pipeline-board';
import { latestParams } from '../../lib/latest-params';
import { useLoadAhead } from '../../lib/use-load-ahead';

// The import's dialog and the contract it checks files with are their own download, fetched
// once the page has settled or when Import CSV is pressed.
const loadImportContacts = () => import('./import-contacts-dialog');
const ImportContactsDialog = lazy(() =>
  loadImportContacts().then((m) => ({ default: m.ImportContactsDialog })),
);

const tabs = crmTabs;
type Tab = CrmTab;
const tabLabels: Record<Tab, string> = {
  contacts: crmText.tabs.contacts,
  pipeline: crmText.tabs.pipeline,
  'follow-ups': crmText.tabs.followUps,
  analytics: crmText.tabs.analytics,
};

/** The page's title and actions, which need no answer: drawn in the shell's HTML (PageTop). */
function CrmHeader({ onImport, onAdd }: { onImport?: () => void; onAdd?: () => void }) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-950">{crmText.page.title}</h1>
        <p className="mt-1 text-slate-600">{crmText.page.subtitle}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to="/">
            <ArrowLeft className="h-4 w-4" aria-hidden /> {crmText.page.dashboard}
          </Link>
        </Button>
        <Button variant="secondary" onClick={onImport}>
          <Upload className="h-4 w-4" aria-hidden /> {crmText.page.importCsv}
        </Button>
        <Button asChild variant="secondary">
          <a href={exportContactsUrl} download>
            <Download className="h-4 w-4" aria-hidden /> {crmText.page.exportCsv}
          </a>
        </Button>
        <Button onClick={onAdd}>
          <UserPlus className="h-4 w-4" aria-hidden /> {crmText.page.addContact}
        </Button>
      </div>
    </header>
  );
}

/** What /crm shows before any answer arrives: the shell draws it while the code loads. */
export function PageTop() {
  return (
    <div className="space-y-6">
      <CrmHeader />
    </div>
  );
}

/** /crm: contacts, follow-ups and figures. The open tab is kept in the address (?tab=), so a reload keeps it. */
export function CrmPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'contacts';
  const [contactDialog, setContactDialog] = useState<ContactDialogState>(null);
  const [followUpDialog, setFollowUpDialog] = useState<FollowUpDialogState>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  // Mounted from the first opening on, so closing it hands focus back to Import CSV.
  const [hasOpenedImport, setHasOpenedImport] = useState(false);

  // The forms are their own download, fetched ahead of the click that opens one.
  useLoadAhead(loadContactForm, loadFollowUpForm, loadImportContacts);

  const selectTab = (next: string) =>
    setParams(
      () => {
        const updated = latestParams();
        if (next === 'contacts') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <CrmHeader
        onImport={() => {
          setHasOpenedImport(true);
          setIsImportOpen(true);
        }}
        onAdd={() => setContactDialog({ mode: 'add' })}
      />

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={crmText.page.title}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="contacts">
          <ContactsTab
            onAdd={() => setContactDialog({ mode: 'add' })}
            onEdit={(contact) => setContactDialog({ mode: 'edit', contact })}
            onFollowUp={(contact) => setFollowUpDialog({ contact })}
          />
        </TabsContent>
        <TabsContent value="pipeline">
          <PipelineBoard />
        </TabsContent>
        <TabsContent value="follow-ups">
          <FollowUpsTab
            onAdd={() => setFollowUpDialog({})}
            onEdit={(followUp) => setFollowUpDialog({ followUp })}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>

      <ContactFormDialog
        state={contactDialog}
        onOpenChange={(open) => {
          if (!open) setContactDialog(null);
        }}
      />
      {hasOpenedImport ? (
        <Suspense fallback={null}>
          <ImportContactsDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
        </Suspense>
      ) : null}
      <FollowUpFormDialog
        state={followUpDialog}
        onOpenChange={(open) => {
          if (!open) setFollowUpDialog(null);
        }}
        onAddContact={() => {
          setFollowUpDialog(null);
          setContactDialog({ mode: 'add' });
        }}
      />
    </div>
  );
}
