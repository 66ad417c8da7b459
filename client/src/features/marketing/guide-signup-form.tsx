import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  GuideSignupForm as GuideSignupFields,
  type GuideSignupFormParsed as GuideSignupFieldsParsed,
} from '../../../../common/contracts/marketing';
import { freeGuideContent } from '../../../../content/marketing/free-guide';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/use-toast';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { signUpForGuide } from './api/sign-up-for-guide';
import { loadGuideDownload } from './load-guide-download';
import { contractResolver } from '../../lib/contract-resolver';

const text = freeGuideContent.form;
const fieldNames = ['firstName', 'email', 'phone'] as const;

const fieldAttributes = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
} as const;

/** The free guide form: a message under each refused field, then a toast with the outcome. */
export function GuideSignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Disabled until the page's scripts run: it is prerendered (see useIsHydrated).
  const isReady = useIsHydrated();
  // Whatever was typed before the scripts ran stays (the page is prerendered).
  const defaultValues = useTypedBeforeHydration({
    firstName: 'firstName',
    email: 'email',
    phone: 'phone',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuideSignupFields, unknown, GuideSignupFieldsParsed>({
    resolver: contractResolver(GuideSignupFields),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (fields) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      await signUpForGuide({ ...fields, source: 'ai_download' });
      const { downloadFreeGuide } = await loadGuideDownload();
      toast({ ...freeGuideContent.toasts.success, variant: 'success' });
      downloadFreeGuide();
      onSignedUp();
    } catch {
      toast({ ...freeGuideContent.toasts.error, variant: 'destructive' });
      setIsSubmitting(false);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      // Fetch the guide while the visitor types, so submitting does not wait for it.
      onFocus={() => void loadGuideDownload()}
      noValidate
      aria-labelledby="guide-signup-heading"
      className="grid gap-4"
    >
      {fieldNames.map((field) => {
        const error = errors[field]?.message;
        return (
          <FormField key={field} id={field} label={text.fields[field].label} error={error}>
            <Input
              id={field}
              {...fieldAttributes[field]}
              placeholder={text.fields[field].placeholder}
              {...fieldAria(field, error)}
              {...register(field)}
            />
          </FormField>
        );
      })}
      {/* Honeypot: off-screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">{text.honeypotLabel}</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
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
