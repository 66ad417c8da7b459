import { freeGuide, renderFreeGuideText } from '../../../../content/guide';

/**
 * Hands the browser the free guide as a text file built right here: the
 * sign-up is already saved, so the download needs no server call.
 * Loaded on demand (loadGuideDownload), so the guide's text is not part of the page's first load.
 */
export function downloadFreeGuide() {
  const blob = new Blob([renderFreeGuideText()], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = freeGuide.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL only has to live that long.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
