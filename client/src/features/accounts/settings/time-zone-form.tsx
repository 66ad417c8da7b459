import { type FormEvent, useMemo, useState } from 'react';
import type { AccountSettings } from '../../../../../common/contracts/settings';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { ApiError, viewerTimeZone } from '../../../lib/api';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useSaveTimeZone } from '../api/save-time-zone';
import { SettingsSection } from './settings-section';

const text = settingsText.timeZone;
const FIELD_ID = 'time-zone';

/** Every IANA zone this browser knows, with UTC and the given ones (a browser may list neither). */
function zoneOptions(...also: string[]) {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...known, 'UTC', ...also])].sort((a, b) => a.localeCompare(b));
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** The zone the reminders follow: the saved one, else the browser's, offered to be saved. */
export function TimeZoneForm({ settings }: { settings: AccountSettings }) {
  const save = useSaveTimeZone();
  const browserZone = viewerTimeZone();
  const [zone, setZone] = useState(settings.timeZone ?? browserZone);
  const [error, setError] = useState<string>();
  const options = useMemo(
    () => zoneOptions(browserZone, ...(settings.timeZone ? [settings.timeZone] : [])),
    [browserZone, settings.timeZone],
  );
  const isFromBrowser = settings.timeZone === null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ timeZone: zone });
      toast({ ...text.saved, variant: 'success' });
    } catch (failure) {
      // A zone the server does not know is said beside the list.
      if (failure instanceof ApiError && failure.status === 400 && failure.serverMessage) {
        setError(failure.serverMessage);
        return;
      }
      toastFailure(text.failedTitle, failure, { onlyRefusals: true });
    }
  };
  return (
    <SettingsSection title={text.title} description={text.description} testId="settings-time-zone">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <FormField
          id={FIELD_ID}
          label={text.label}
          hint={isFromBrowser ? text.fromBrowser : undefined}
          error={error}
        >
          <Select
            id={FIELD_ID}
            value={zone}
            onValueChange={setZone}
            options={options}
            invalid={error !== undefined}
            describedBy={fieldAria(FIELD_ID, error)['aria-describedby']}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
