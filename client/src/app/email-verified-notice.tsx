import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { authText } from '../../../content/app-text';
import { toast } from '../components/ui/use-toast';

/** The verification link lands on /?emailVerified=1 (or 0, or taken): say so once, then tidy the address. */
export function EmailVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('emailVerified');
  useEffect(() => {
    if (verified === null) return;
    toast(
      verified === '1'
        ? { ...authText.emailVerified, variant: 'success' }
        : verified === 'taken'
          ? { ...authText.emailTaken, variant: 'destructive' }
          : { ...authText.emailNotVerified, variant: 'destructive' },
    );
    const next = new URLSearchParams(params);
    next.delete('emailVerified');
    setParams(next, { replace: true });
  }, [verified, params, setParams]);
  return null;
}
