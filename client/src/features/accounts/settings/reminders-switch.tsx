import { useState } from 'react';
import type { AccountSettings } from '../../../../../common/contracts/settings';
import { settingsText } from '../../../../../content/settings-text';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useSaveReminders } from '../api/save-reminders';
import { SettingsSection } from './settings-section';

const text = settingsText.reminders;

/** The morning reminder email, on or off; saved as soon as it is ticked. */
export function RemindersSwitch({ settings }: { settings: AccountSettings }) {
  const save = useSaveReminders();
  // The box shows the choice from the click on, set in the click's own event: the mutation's
  // pending state arrives a tick later, and a controlled box whose value has not changed by the
  // end of the event is put back as it was. A refusal shows the saved value again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const isOn = chosen ?? settings.remindersEnabled;
  const onChange = (remindersEnabled: boolean) => {
    setChosen(remindersEnabled);
    save.mutate(
      { remindersEnabled },
      {
        onSuccess: () => toast({ ...(remindersEnabled ? text.on : text.off), variant: 'success' }),
        onError: (error) => toastFailure(text.failedTitle, error, { onlyRefusals: true }),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <SettingsSection title={text.title} testId="settings-reminders">
      <div className="flex items-start gap-3">
        <input
          id="reminders-enabled"
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700"
          checked={isOn}
          disabled={save.isPending}
          aria-describedby="reminders-enabled-hint"
          onChange={(event) => onChange(event.target.checked)}
        />
        <div>
          <label
            htmlFor="reminders-enabled"
            className="cursor-pointer text-sm font-medium text-slate-900"
          >
            {text.label}
          </label>
          <p id="reminders-enabled-hint" className="text-sm text-slate-600">
            {text.description}
          </p>
        </div>
      </div>
    </SettingsSection>
  );
}
