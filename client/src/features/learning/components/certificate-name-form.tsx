import { useForm } from 'react-hook-form';
import { CertificateNameBody } from '../../../../../common/contracts/learning';
import { learningText } from '../../../../../content/learning-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/fields';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contract-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useSetCertificateName } from '../api/set-certificate-name';

// Loaded only when the certificate asks for a name or the learner changes it: the form library
// and the contract stay out of the learning page's first download.

const c = learningText.certificate;
const FIELD_ID = 'certificate-name';

type Values = { learnerName: string };

/** The name printed on the certificate, checked by the API's own contract before it is sent. */
export function CertificateNameForm({
  initialName,
  submitLabel,
  onDone,
  onCancel,
}: {
  initialName: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const mutation = useSetCertificateName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, CertificateNameBody>({
    resolver: contractResolver(CertificateNameBody),
    defaultValues: { learnerName: initialName },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast({ title: c.nameSaved, variant: 'success' });
      onDone?.();
    } catch (error) {
      // A name the server refuses (the username, say) is said beside the field.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        setError(
          'learnerName',
          { type: 'server', message: error.serverMessage },
          { shouldFocus: true },
        );
        return;
      }
      toastFailure(c.nameFailed, error, { onlyRefusals: true });
    }
  });
  const error = errors.learnerName?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" data-testid="certificate-name-form">
      <FormField id={FIELD_ID} label={c.nameField} hint={c.nameHint} error={error}>
        <Input
          id={FIELD_ID}
          type="text"
          autoComplete="name"
          maxLength={100}
          autoFocus={initialName !== ''}
          {...fieldAria(FIELD_ID, error)}
          {...register('learnerName')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? c.saving : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {c.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
