import { useState } from 'react';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/fields';
import { Skeleton } from '../../../components/ui/states';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useCalendarFeed } from '../api/calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { SettingsSection } from './settings-section';

const text = settingsText.calendar;
const FIELD_ID = 'calendar-feed-url';

/** The private calendar address of the account's follow-ups: copy it, or replace it. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [isConfirming, setIsConfirming] = useState(false);
  const url = feed.data?.url;

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ ...text.rotated, variant: 'success' });
      },
      onError: (error) => toastFailure(text.rotateFailedTitle, error, { onlyRefusals: true }),
    });

  return (
    <SettingsSection title={text.title} description={text.description} testId="settings-calendar">
      {url ? (
        <div className="grid gap-1.5">
          <label htmlFor={FIELD_ID} className="text-sm font-medium text-slate-800">
            {text.label}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={FIELD_ID}
              readOnly
              value={url}
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton getText={() => url} label={text.copyLabel} text={text.copy} size="md" />
          </div>
        </div>
      ) : feed.isError ? (
        <p className="text-sm text-slate-700">{text.unavailable}</p>
      ) : (
        <div aria-busy="true" aria-label={text.loading}>
          <Skeleton className="h-11 w-full" />
        </div>
      )}
      <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-700">
        <li>{text.google}</li>
        <li>{text.apple}</li>
      </ul>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <div>
          <Button variant="secondary" disabled={!url} onClick={() => setIsConfirming(true)}>
            {text.rotate}
          </Button>
        </div>
        <DialogContent title={text.rotateDialog.title} description={text.rotateDialog.description}>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">{text.rotateDialog.cancel}</Button>
            </DialogClose>
            <Button variant="danger" disabled={rotate.isPending} onClick={onRotate}>
              {rotate.isPending ? text.rotateDialog.confirming : text.rotateDialog.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
