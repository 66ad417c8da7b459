import CheckCircle2 from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { freeGuideContent as content } from '../../../../content/marketing/free-guide';
import { Button } from '../../components/ui/button';
import { loadGuideDownload } from './load-guide-download';

/** Replaces the form once the lead is saved; focus moves here so the change is announced. */
export function GuideConfirmation() {
  const { confirmation } = content;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600" aria-hidden />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-950 focus:outline-none"
      >
        {confirmation.title}
      </h2>
      <p className="mt-2 text-slate-700">{confirmation.body}</p>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={() => void loadGuideDownload().then((m) => m.downloadFreeGuide())}
      >
        <Download className="h-4 w-4" aria-hidden /> {confirmation.downloadAgainLabel}
      </Button>
      <div className="mt-8 border-t border-slate-200 pt-6">
        <p className="text-slate-700">{confirmation.nextStep.text}</p>
        <Link
          to={confirmation.nextStep.link.to}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {confirmation.nextStep.link.label}
        </Link>
      </div>
    </div>
  );
}
