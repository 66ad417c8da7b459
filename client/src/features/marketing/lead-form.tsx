import { useState, type FormEvent } from 'react';
import type { LeadCaptureBody } from '../../../../common/contracts/marketing';
import { freeGuideContent } from '../../../../content/marketing/free-guide';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { formValues } from '../../lib/form-values';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { captureLead, loadLeadContract } from './api/capture-lead';
import { loadGuideDownload } from './load-guide-download';

const text = freeGuideContent.form;
const fieldNames = ['firstName', 'email', 'phone'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const fieldAttributes: Record<FieldName, { type: string; autoComplete: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** Checks the form with the same contract the server uses; the first message per field wins. */
async function check(
  values: Values,
  website: string,
): Promise<{ body: LeadCaptureBody | null; errors: Errors }> {
  const { LeadCaptureBody } = await loadLeadContract();
  const parsed = LeadCaptureBody.safeParse({ ...values, source: 'ai_download', website });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    if (fieldNames.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** The form's current values, read from the page (what was typed before the scripts ran counts too). */
function readForm(form: HTMLFormElement): { values: Values; website: string } {
  const { website, ...values } = formValues(form, [...fieldNames, 'website']);
  return { values, website };
}

/**
 * The free guide form: a message under each refused field, then a toast with the outcome.
 *
 * The one form without react-hook-form (docs/decisions/0014-form-pattern.md): the page is
 * prerendered and long, and the prerender writes a nested Suspense boundary that long out of
 * line, with an inline script the CSP blocks, so the form cannot be a chunk of its own; in the
 * page's own chunk the form library would take the page past its first-load budget. It reads
 * the fields from the page and checks them with the same contract, loaded on first focus.
 */
export function LeadForm({ onCaptured }: { onCaptured: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Disabled until the page's scripts run (see useIsHydrated).
  const isReady = useIsHydrated();

  async function onChange(event: FormEvent<HTMLFormElement>) {
    // After the first attempt, messages follow the typing so a fixed field clears at once.
    if (!hasTriedSubmit) return;
    const { values, website } = readForm(event.currentTarget);
    setErrors((await check(values, website)).errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setHasTriedSubmit(true);
    const { values, website } = readForm(event.currentTarget);
    const { body, errors: found } = await check(values, website);
    setErrors(found);
    if (!body) {
      const first = fieldNames.find((field) => found[field]);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await captureLead(body);
      const { downloadFreeGuide } = await loadGuideDownload();
      toast({ ...freeGuideContent.toasts.success, variant: 'success' });
      downloadFreeGuide();
      onCaptured();
    } catch {
      toast({ ...freeGuideContent.toasts.error, variant: 'destructive' });
      setIsSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={(event) => void onChange(event)}
      // Fetch the contract and the guide while the visitor types, so submitting does not wait.
      onFocus={() => {
        void loadLeadContract();
        void loadGuideDownload();
      }}
      noValidate
      aria-labelledby="lead-form-heading"
      className="grid gap-4"
    >
      {fieldNames.map((field) => (
        <FormField key={field} id={field} label={text.fields[field].label} error={errors[field]}>
          <Input
            id={field}
            name={field}
            {...fieldAttributes[field]}
            placeholder={text.fields[field].placeholder}
            {...fieldAria(field, errors[field])}
          />
        </FormField>
      ))}
      {/* Honeypot: off-screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">{text.honeypotLabel}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={!isReady || isSubmitting}
        className="w-full"
      >
        {isSubmitting ? text.submittingLabel : text.submitLabel}
      </Button>
      <p className="text-center text-xs text-slate-600">{text.privacyNote}</p>
    </form>
  );
}
