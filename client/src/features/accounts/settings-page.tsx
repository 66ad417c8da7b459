import { settingsText } from '../../../../content/settings-text';
import { Button } from '../../components/ui/button';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { useAccountSettings } from './api/account-settings';
import { CalendarFeedSection } from './settings/calendar-feed-section';
import { ChangePasswordForm } from './settings/change-password-form';
import { DataDownload } from './settings/data-download';
import { DeleteAccountSection } from './settings/delete-account-section';
import { NameForm } from './settings/name-form';
import { RemindersSwitch } from './settings/reminders-switch';
import { TimeZoneForm } from './settings/time-zone-form';

/** /settings: the signed-in account's name, time zone, reminders, calendar, password and data. */
export function SettingsPage() {
  const settings = useAccountSettings();
  const data = settings.data;
  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-950">{settingsText.title}</h1>
        <p className="mt-1 text-slate-600">
          {data ? settingsText.signedInAs(data.username, data.email) : settingsText.subtitle}
        </p>
      </div>
      {data ? (
        <>
          <NameForm settings={data} />
          <TimeZoneForm settings={data} />
          <RemindersSwitch settings={data} />
          <CalendarFeedSection />
          <ChangePasswordForm />
          <DataDownload />
          <DeleteAccountSection />
        </>
      ) : settings.isError ? (
        <div className="grid justify-items-start gap-3" role="alert">
          <p className="text-slate-700">{settingsText.loadFailed}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {settingsText.retry}
          </Button>
        </div>
      ) : (
        <FormSkeleton fields={4} />
      )}
    </div>
  );
}
