import BellOff from 'lucide-react/icons/bell-off';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import { Link, useSearchParams } from 'react-router';
import { turnOffRemindersText as text } from '../../../../content/reminders-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/toast-failure';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useAuth } from '../../session/current-user';
import { useTurnOffReminders } from './api/turn-off-reminders';

/**
 * /reminders/off?token=…: where the reminder email's "turn off" link lands. Opening it changes
 * nothing (mail scanners open every link); the button does, with the token alone, signed in or not.
 */
export function TurnOffRemindersPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const turnOff = useTurnOffReminders();
  const isHydrated = useIsHydrated();
  const next = user ? text.signedIn : text.signedOut;
  // A refusal (a wrong or old link) is said on the page; anything else gets a toast.
  const refusal =
    turnOff.error instanceof ApiError && turnOff.error.status < 500
      ? turnOff.error.serverMessage
      : null;

  const onTurnOff = async () => {
    if (!token) return;
    try {
      await turnOff.mutateAsync({ token });
    } catch (error) {
      if (!(error instanceof ApiError && error.status < 500)) toastFailure(text.failedTitle, error);
    }
  };

  const [Icon, title, body, tone] = turnOff.isSuccess
    ? [CheckCircle2, text.done.title, text.done.body, 'text-emerald-700']
    : token
      ? [BellOff, text.title, text.body, 'text-slate-700']
      : [Info, text.missingToken.title, text.missingToken.body, 'text-slate-700'];

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center" data-testid="turn-off-reminders">
        <Icon className={`mx-auto h-12 w-12 ${tone}`} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-950">{title}</h1>
        <p className="mt-2 text-slate-600" role={turnOff.isSuccess ? 'status' : undefined}>
          {body}
        </p>
        {refusal && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {refusal}
          </p>
        )}
        {token && !turnOff.isSuccess ? (
          <Button
            type="button"
            size="lg"
            className="mt-6 w-full"
            onClick={onTurnOff}
            disabled={turnOff.isPending || !isHydrated}
          >
            {turnOff.isPending ? text.submitting : text.submit}
          </Button>
        ) : (
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to={next.to}>{next.label}</Link>
          </Button>
        )}
      </Card>
    </main>
  );
}
