import Mail from 'lucide-react/icons/mail';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckoutEmailForm } from '../../../../common/contracts/checkout';
import type { CheckoutProduct } from '../../../../common/pricing';
import { checkoutText } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useAuth } from '../../session/current-user';
import { useCreatePaymentIntent } from './api/create-payment-intent';
import { contractResolver } from '../../lib/contract-resolver';

/** A refused email is a toast: required first, then a valid address. */
function toastEmailProblem(errors: FieldErrors<CheckoutEmailForm>) {
  const message = errors.email?.message;
  if (message) {
    toast({ title: checkoutText.emailRequired, description: message, variant: 'destructive' });
  }
}

/** Step 1 of the checkout: the buyer's email, which starts the payment. */
export function EmailStepForm({
  product,
  onStarted,
}: {
  product: CheckoutProduct;
  onStarted: (clientSecret: string) => void;
}) {
  const { user } = useAuth();
  const create = useCreatePaymentIntent();
  // Anything typed before this form's code arrived stays (read from the field itself).
  const typed = useTypedBeforeHydration({ email: 'checkout-email' }).email;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutEmailForm>({
    resolver: contractResolver(CheckoutEmailForm),
    // A signed-in buyer's email is filled in once known; whatever they type wins.
    values: { email: typed ?? user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
    // A toast and a message under the field; the field gets focus.
    reValidateMode: 'onSubmit',
  });
  const emailError = errors.email?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const reply = await create.mutateAsync({ email, product });
      onStarted(reply.clientSecret);
    } catch (error) {
      // The server's sentence for a refusal it explains (409 already owned, 400 ...).
      toastFailure(checkoutText.errors.initFailed.title, error, {
        fallback: checkoutText.errors.initFailed.description,
        onlyRefusals: true,
      });
    }
  }, toastEmailProblem);

  if (create.isPending || create.isSuccess) return <Spinner label={checkoutText.payment.loading} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-950">
        <Mail className="h-5 w-5 text-brand-700" aria-hidden /> {checkoutText.emailStep.title}
      </h2>
      <FormField
        id="checkout-email"
        label={checkoutText.emailStep.label}
        hint={checkoutText.emailStep.help}
        error={emailError}
      >
        <Input
          id="checkout-email"
          type="email"
          autoComplete="email"
          placeholder={checkoutText.emailStep.placeholder}
          {...fieldAria('checkout-email', emailError)}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full">
        {checkoutText.emailStep.submit}
      </Button>
      <Link
        to={checkoutText.backLinks[product].to}
        className="text-center text-sm font-medium text-brand-700 hover:underline"
      >
        {checkoutText.backLinks[product].label}
      </Link>
    </form>
  );
}
