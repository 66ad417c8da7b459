import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import { urlOf } from '../../../../../common/contracts/endpoint';
import { ApiError, viewerTimeZone } from '../../../lib/api';
import { dashboardStatsKey } from '../../../session/dashboard-stats';

/**
 * Asks the server for the script as a text file (filled from the prospect when one is chosen;
 * the server records the download) and saves it in the browser.
 */
export async function downloadScript({
  scriptId,
  prospectId,
}: {
  scriptId: string;
  prospectId: string | null;
}): Promise<void> {
  const response = await fetch(urlOf(growthApi.downloadScript, { id: scriptId }), {
    method: growthApi.downloadScript.method,
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-time-zone': viewerTimeZone() },
    body: JSON.stringify(prospectId ? { prospectId } : {}),
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${scriptId}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The home dashboard counts each script downloaded, so its figures are asked for again. */
export function useDownloadScript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadScript,
    onSuccess: () => void client.invalidateQueries({ queryKey: dashboardStatsKey }),
  });
}
