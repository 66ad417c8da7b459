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
  const isOn = save.isPending
    ? (save.variables?.remindersEnabled ?? settings.remindersEnabled)
    : settings.remindersEnabled;
  const onChange = (remindersEnabled: boolean) =>
    save.mutate(
      { remindersEnabled },
      {
        onSuccess: () => toast({ ...(remindersEnabled ? text.on : text.off), variant: 'success' }),
        onError: (error) => toastFailure(text.failedTitle, error, { onlyRefusals: true }),
      },
    );
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
