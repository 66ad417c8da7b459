import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  catalogue,
  formatUsd,
  leadOrderProduct,
  leadOrderTotalCents,
} from '../../../../common/catalogue';
import {
  LeadOrderForm,
  type LeadOrderFormInput,
  type LeadOrderFormOutput,
  leadOrderMessages,
} from '../../../../common/contracts/lead-orders';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { toast } from '../../lib/use-toast';
import { ApiError } from '../../lib/api';
import { contractResolver } from '../../lib/contract-resolver';
import { useAuth } from '../../session/current-user';
import { redirectToLogin } from '../../session/unauthorized';
import { useCreateLeadPaymentIntent } from './api/create-lead-payment-intent';
import { useLeadAllowance } from './api/lead-allowance';
import { storeLeadOrder } from '../../lib/stored-lead-order';

const terms = catalogue.leadOrders;
const text = leadOrdersText.form;
const quantityOptions = terms.quantityOptions.map((quantity) => ({
  value: String(quantity),
  label: text.quantityOption(quantity),
}));
const filterTypeOptions = terms.filterTypes.map((type) => ({ value: type, label: type }));

/** The email's refusal, or else the filters', is a toast; other fields show their message beside them. */
function toastProblem(errors: FieldErrors<LeadOrderFormInput>) {
  if (errors.customerEmail) {
    const isBlank = errors.customerEmail.message === leadOrderMessages.emailRequired.text;
    toast({
      title: leadOrderMessages.emailRequired.title,
      description: isBlank ? leadOrderMessages.emailRequired.text : errors.customerEmail.message,
      variant: 'destructive',
    });
  } else if (errors.filters) {
    const message = errors.filters.message ?? errors.filters.root?.message;
    toast({
      title: leadOrderMessages.filterRequired.title,
      description: message ?? leadOrderMessages.filterRequired.text,
      variant: 'destructive',
    });
  }
}

/** The order form of /blu-leads (signed-in users): the server prices and creates the order. */
export function LeadOrderFormCard() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const allowance = useLeadAllowance(user !== null);
  const create = useCreateLeadPaymentIntent();
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : '';
  const { control, register, handleSubmit, formState } = useForm<
    LeadOrderFormInput,
    unknown,
    LeadOrderFormOutput
  >({
    // The contract drops half-filled filter rows before checking them (its input is any rows).
    resolver: contractResolver(LeadOrderForm) as Resolver<
      LeadOrderFormInput,
      unknown,
      LeadOrderFormOutput
    >,
    values: {
      customerName: fullName,
      customerEmail: user?.email ?? '',
      quantity: terms.quantityOptions[0],
      filters: [{ type: '', value: '' }],
    },
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  const filters = useFieldArray({ control, name: 'filters' });
  const quantity = useWatch({ control, name: 'quantity' });
  const isIncluded =
    allowance.data?.includedAvailable === true && quantity === allowance.data.includedQuantity;
  const totalCents = isIncluded ? 0 : leadOrderTotalCents(quantity);

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      toast({ ...toTitleText(leadOrderMessages.loginRequired), variant: 'destructive' });
      redirectToLogin();
      return;
    }
    const orderDetails = { ...values, totalCost: totalCents / 100, userId: user.id };
    try {
      const reply = await create.mutateAsync({
        email: values.customerEmail,
        product: leadOrderProduct,
        productType: leadOrderProduct,
        amount: totalCents / 100,
        orderDetails,
      });
      storeLeadOrder({ orderId: reply.orderId, orderDetails });
      navigate(
        reply.clientSecret
          ? `/checkout?${new URLSearchParams({ product: leadOrderProduct, client_secret: reply.clientSecret })}`
          : `/order-success?${new URLSearchParams({ product: leadOrderProduct })}`,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const explained =
        error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      toast({
        title: leadOrderMessages.paymentSetupFailed.title,
        description: explained ?? leadOrderMessages.paymentSetupFailed.text,
        variant: 'destructive',
      });
    }
  }, toastProblem);

  const isBusy = create.isPending || create.isSuccess;
  const nameError = formState.errors.customerName?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="lead-order-form">
      <h2 className="text-xl font-bold text-slate-950">{text.heading}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="lead-name" label={text.fullName} error={nameError}>
          <Input
            id="lead-name"
            autoComplete="name"
            {...fieldAria('lead-name', nameError)}
            {...register('customerName')}
          />
        </FormField>
        <FormField id="lead-email" label={text.email}>
          <Input id="lead-email" type="email" autoComplete="email" {...register('customerEmail')} />
        </FormField>
      </div>
      <FormField id="lead-quantity" label={text.quantity}>
        <Controller
          control={control}
          name="quantity"
          render={({ field }) => (
            <Select
              id="lead-quantity"
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              options={quantityOptions}
            />
          )}
        />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-900">{text.filtersLegend}</legend>
        <p className="-mt-1 text-xs text-slate-600">{text.filtersHint}</p>
        {filters.fields.map((row, index) => (
          <div
            key={row.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
            data-testid="lead-filter"
          >
            <Controller
              control={control}
              name={`filters.${index}.type`}
              render={({ field }) => (
                <Select
                  aria-label={text.filterType(index + 1)}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={filterTypeOptions}
                  placeholder={text.filterTypePlaceholder}
                />
              )}
            />
            <Input
              aria-label={text.filterValue(index + 1)}
              placeholder={text.filterValuePlaceholder}
              maxLength={200}
              {...register(`filters.${index}.value`)}
            />
            {filters.fields.length > 1 && (
              <Button
                variant="ghost"
                aria-label={text.removeFilter(index + 1)}
                onClick={() => filters.remove(index)}
                className="justify-self-start"
              >
                <Trash2 className="h-4 w-4" aria-hidden /> {text.remove}
              </Button>
            )}
          </div>
        ))}
        {filters.fields.length < terms.maxFilters && (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => filters.append({ type: '', value: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden /> {text.addFilter}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
        <div>
          <p className="text-sm text-slate-600">{text.total}</p>
          <p className="text-3xl font-bold text-slate-950" data-testid="lead-order-total">
            {formatUsd(totalCents)}
          </p>
          {isIncluded && <p className="text-sm text-emerald-700">{text.includedNote}</p>}
          {allowance.data?.includedAvailable === true && !isIncluded && (
            <p className="text-sm text-slate-700" data-testid="included-hint">
              {text.includedHint}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
          {isBusy ? text.submitting : isIncluded ? text.submitFree : text.submit}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{text.delivery}</p>
    </form>
  );
}

const toTitleText = (message: { title: string; text: string }) => ({
  title: message.title,
  description: message.text,
});
