import { zodResolver } from '@hookform/resolvers/zod';
import Tag from 'lucide-react/icons/tag';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  PromoCodeForm as PromoCodeContract,
  type PromoCodeForm as PromoCodeValues,
} from '../../../../common/contracts/checkout';
import type { CheckoutProduct } from '../../../../common/pricing';
import { checkoutText } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/use-toast';
import { ApiError } from '../../lib/api';
import { useValidatePromo } from './api/validate-promo';

/**
 * The promo box of checkout step 2. A wrong code is a toast and the field stays open; a code this
 * email has already redeemed for this product is refused on the spot, under the field, and the
 * visitor can remove it and pay as usual. An applied code can be removed too.
 */
export function PromoCodeForm({
  product,
  email,
  amountCents,
  appliedCode,
  onApplied,
  onRemoved,
}: {
  product: CheckoutProduct;
  email: string;
  amountCents: number;
  appliedCode: string | null;
  onApplied: (code: string, discountCents: number) => void;
  onRemoved: () => void;
}) {
  const validate = useValidatePromo();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, control, reset } = useForm<PromoCodeValues>({
    resolver: zodResolver(PromoCodeContract),
    defaultValues: { promoCode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const typed = useWatch({ control, name: 'promoCode' }) ?? '';
  const isHeld = appliedCode !== null || refusal !== null;

  const onSubmit = handleSubmit(
    async ({ promoCode }) => {
      try {
        const result = await validate.mutateAsync({ product, promoCode, email });
        onApplied(promoCode.trim(), amountCents - result.totalCents);
        toast({ ...checkoutText.promo.success, variant: 'success' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
          setRefusal(error.serverMessage);
          return;
        }
        toast({ ...checkoutText.promo.invalid, variant: 'destructive' });
      }
    },
    () => toast({ ...checkoutText.promo.invalid, variant: 'destructive' }),
  );

  function remove() {
    setRefusal(null);
    reset({ promoCode: '' });
    onRemoved();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 border-t border-slate-200 pt-4">
      <FormField
        id="promo-code"
        label={
          <span className="flex items-center gap-1.5">
            <Tag className="h-4 w-4 text-slate-500" aria-hidden /> {checkoutText.promo.label}
          </span>
        }
        error={refusal ?? undefined}
      >
        <div className="flex gap-2">
          <Input
            id="promo-code"
            autoComplete="off"
            placeholder={checkoutText.promo.placeholder}
            disabled={isHeld}
            {...fieldAria('promo-code', refusal ?? undefined)}
            {...register('promoCode')}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!typed.trim() || isHeld || validate.isPending}
          >
            {appliedCode === null ? checkoutText.promo.apply : checkoutText.promo.applied}
          </Button>
          {isHeld && (
            <Button type="button" variant="ghost" onClick={remove}>
              {checkoutText.promo.remove}
            </Button>
          )}
        </div>
      </FormField>
    </form>
  );
}
