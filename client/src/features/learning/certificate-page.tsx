import { useQuery } from '@tanstack/react-query';
import Award from 'lucide-react/icons/award';
import ShieldCheck from 'lucide-react/icons/shield-check';
import XCircle from 'lucide-react/icons/circle-x';
import { Link, useParams } from 'react-router';
import { brand } from '../../../../common/brand';
import { learningApi } from '../../../../common/contracts/learning-api';
import type { Certificate } from '../../../../common/contracts/learning';
import { learningText } from '../../../../content/learning-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, callApi } from '../../lib/api';

const c = learningText.certificate;

/** Public: anyone can check a certificate by its id. Name, course and date only. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: [learningApi.certificate.path, id],
    queryFn: (): Promise<Certificate> => callApi(learningApi.certificate, { params: { id } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-lg p-8 text-center">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{brand.name}</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-950">{c.pageTitle}</h1>
        {query.isPending ? (
          <Spinner />
        ) : query.data ? (
          <div data-testid="certificate-valid">
            <p className="mt-4 inline-flex items-center gap-2 font-medium text-emerald-700">
              <ShieldCheck className="h-5 w-5" aria-hidden /> {c.valid}
            </p>
            <Award className="mx-auto mt-6 h-14 w-14 text-amber-500" aria-hidden />
            <dl className="mt-4 space-y-3 text-left">
              {(
                [
                  [c.nameLabel, query.data.learnerName],
                  [c.courseLabel, query.data.course],
                  [
                    c.dateLabel,
                    new Date(query.data.issuedAt).toLocaleDateString('en-US', {
                      year: 'numeric',
                      month: 'long',
                      day: 'numeric',
                      timeZone: 'UTC',
                    }),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 px-4 py-3">
                  <dt className="text-xs font-medium uppercase text-slate-500">{label}</dt>
                  <dd className="font-semibold text-slate-950">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : (
          <p className="mt-6 inline-flex items-start gap-2 text-left text-slate-800" role="alert">
            <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden /> {c.unknown}
          </p>
        )}
        <Button asChild variant="secondary" className="mt-8">
          <Link to="/">{c.home}</Link>
        </Button>
      </Card>
    </main>
  );
}
