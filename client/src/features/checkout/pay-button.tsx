import Lock from 'lucide-react/icons/lock';
import { checkoutText } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';

/** The pay button: reads "Processing..." while the payment is being confirmed. */
export function PayButton({
  label,
  isBusy,
  disabled = false,
  onClick,
}: {
  label: string;
  isBusy: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      size="lg"
      className="w-full"
      disabled={isBusy || disabled}
      onClick={onClick}
    >
      <Lock className="h-4 w-4" aria-hidden />
      {isBusy ? checkoutText.pay.processing : label}
    </Button>
  );
}
