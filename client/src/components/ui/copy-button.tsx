import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button';
import { toast } from '../../lib/use-toast';

export interface CopyButtonText {
  copy: string;
  copied: string;
  /** How long the button says `copied`. */
  feedbackMs: number;
  done: { title: string; description: string };
  failed: { title: string; description: string };
}

/**
 * Copy to the clipboard: `copied` on the button for a moment and a toast; a failed write (no
 * permission, an old browser) says so. The words come from the page's own content.
 */
export function CopyButton({
  getText,
  label,
  text,
  size = 'sm',
}: {
  getText: () => string;
  /** Names what is copied, for screen readers ("Copy Cold email …"). */
  label: string;
  text: CopyButtonText;
  size?: 'sm' | 'md';
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), text.feedbackMs);
      toast({ ...text.done, variant: 'success' });
    } catch {
      toast({ ...text.failed, variant: 'destructive' });
    }
  }

  return (
    <Button
      variant="secondary"
      size={size}
      onClick={() => void copy()}
      aria-label={copied ? undefined : label}
    >
      {copied ? (
        <>
          <Check className="h-4 w-4 text-emerald-700" aria-hidden /> {text.copied}
        </>
      ) : (
        <>
          <Copy className="h-4 w-4" aria-hidden /> {text.copy}
        </>
      )}
    </Button>
  );
}
