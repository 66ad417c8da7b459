import Download from 'lucide-react/icons/download';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/download-file';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useExportData } from '../api/export-data';
import { SettingsSection } from './settings-section';

const text = settingsText.data;

/** Everything the account holds, as a zip the browser saves. */
export function DataDownload() {
  const download = useExportData();
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file, text.fileName(new Date().toISOString().slice(0, 10)));
        toast({ ...text.done, variant: 'success' });
      },
      onError: (error) => toastFailure(text.failedTitle, error, { onlyRefusals: true }),
    });
  return (
    <SettingsSection title={text.title} description={text.description} testId="settings-data">
      <div>
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
        >
          <Download className="h-4 w-4" aria-hidden />
          {download.isPending ? text.downloading : text.download}
        </Button>
      </div>
    </SettingsSection>
  );
}
