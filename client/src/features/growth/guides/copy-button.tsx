import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useEffect, useRef, useState } from 'react';
import { guidesText } from '../../../../../content/growth/guides-text';
import { Button } from '../../../components/ui/button';

/**
 * Copies text; shows "Copied!" for 2 seconds. A failed clipboard write is only logged: the text
 * stays on the page, where it can still be selected and copied by hand.
 */
export function CopyButton({ text, title }: { text: string; title: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), guidesText.copiedMs);
    } catch (error) {
      console.error('Clipboard write failed', error);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void copy()}
      aria-label={isCopied ? guidesText.copied : guidesText.copyLabel(title)}
    >
      {isCopied ? (
        <Check className="h-4 w-4 text-emerald-700" aria-hidden />
      ) : (
        <Copy className="h-4 w-4" aria-hidden />
      )}
      <span aria-live="polite">{isCopied ? guidesText.copied : guidesText.copy}</span>
    </Button>
  );
}

/** A read-only block of script or template text with its Copy button. */
export function CopyBlock({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 className="font-semibold text-slate-950">{title}</h3>
        <CopyButton text={text} title={title} />
      </div>
      {children}
      {/* A long script scrolls inside its box, so the box takes focus for keyboard scrolling. */}
      <pre
        aria-label={guidesText.textLabel(title)}
        tabIndex={0}
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words px-4 py-3 font-sans text-sm leading-relaxed text-slate-800"
      >
        {text}
      </pre>
    </div>
  );
}
