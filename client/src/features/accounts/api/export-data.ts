import { useMutation } from '@tanstack/react-query';
import { urlOf } from '../../../../../common/contracts/endpoint';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { downloadFile } from '../../../lib/download-file';

/** Fetched rather than followed, so a refusal (one archive at a time, a few an hour) is shown. */
export const exportDataUrl = urlOf(settingsApi.exportData);

export function useExportData() {
  return useMutation({ mutationFn: () => downloadFile(exportDataUrl) });
}
