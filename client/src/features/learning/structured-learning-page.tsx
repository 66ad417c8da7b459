import ArrowLeft from 'lucide-react/icons/arrow-left';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Share2 from 'lucide-react/icons/share-2';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MyCertificate } from '../../../../common/contracts/learning';
import { brand } from '../../../../common/brand';
import { learningApi } from '../../../../common/contracts/learning-api';
import { urlOf } from '../../../../common/contracts/endpoint';
import { structuredModuleIds } from '../../../../common/curriculum';
import { moduleSummaries, summaryMinutes } from '../../../../content/learning/catalogue';
import { learningText } from '../../../../content/learning-text';
import { Button } from '../../components/ui/button';
import { Badge, Card, ProgressBar } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { Input } from '../../components/ui/fields';
import { Spinner } from '../../components/ui/spinner';
import { useUserProgress } from '../../session/user-progress';
import { useMyCertificate } from './api/learning-api';
import { certificateVerifyUrl, linkedInAddUrl } from './certificate-share';
import { PdfDownloadLink } from './components/pdf-download-link';

const text = learningText.structured;
const CertificateNameForm = lazy(() =>
  import('./components/certificate-name-form').then((m) => ({ default: m.CertificateNameForm })),
);

/** The four module cards with their saved state, and the certificate once all four are done. */
export function StructuredLearningPage() {
  const navigate = useNavigate();
  const progress = useUserProgress();
  const byId = new Map((progress.data ?? []).map((record) => [record.moduleId, record]));
  const completed = structuredModuleIds.filter((id) => byId.get(id)?.status === 'completed');
  const allDone = completed.length === structuredModuleIds.length;
  const certificate = useMyCertificate(allDone);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-950">{text.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{text.subtitle}</p>
        </div>
        <Button variant="secondary" onClick={() => navigate('/')}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {text.backToDashboard}
        </Button>
      </div>

      <CertificateBox done={completed.length} state={allDone ? certificate.data : undefined} />

      {progress.isPending ? (
        <Spinner />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {moduleSummaries.map((module) => {
            const record = byId.get(module.id);
            const status = record?.status ?? 'not_started';
            const label =
              status === 'completed'
                ? text.review
                : status === 'in_progress'
                  ? text.continue
                  : text.start;
            const lessonCount = module.lessons.length;
            return (
              <Card
                key={module.id}
                className="flex flex-col p-6"
                data-testid={`module-card-${module.id}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{module.category}</Badge>
                  <Badge tone={module.level === 'Beginner' ? 'green' : 'yellow'}>
                    {module.level}
                  </Badge>
                </div>
                <h2 className="mt-3 text-xl font-semibold text-slate-950">{module.title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{module.description}</p>
                <div className="mt-4 flex flex-wrap gap-4 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="h-4 w-4" aria-hidden /> {text.minutes(summaryMinutes(module))}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <BookOpen className="h-4 w-4" aria-hidden /> {text.lessons(lessonCount)}
                  </span>
                </div>
                {record ? (
                  <div className="mt-4">
                    <ProgressBar
                      value={record.progressPercentage}
                      label={`${module.title}: ${text.progress(record.progressPercentage)}`}
                    />
                    <p className="mt-1 text-xs text-slate-600">
                      {text.progress(record.progressPercentage)}
                    </p>
                  </div>
                ) : null}
                {lessonCount === 0 ? (
                  <p className="mt-4 text-sm text-slate-600">{text.emptyModule}</p>
                ) : (
                  <Button
                    asChild
                    className="mt-5 w-full sm:w-auto"
                    variant={status === 'completed' ? 'secondary' : 'primary'}
                  >
                    <Link to={module.route}>{label}</Link>
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}

/**
 * The certificate once earned: download, public page and the name it prints (which the learner
 * may change). When the account has no name to print, it asks for one before it is issued.
 */
function CertificateBox({ done, state }: { done: number; state: MyCertificate | undefined }) {
  const c = learningText.certificate;
  const [isRenaming, setRenaming] = useState(false);
  const certificate = state?.certificate ?? null;
  if (!certificate && state?.nameNeeded) {
    return (
      <Card
        className="space-y-4 border-amber-200 bg-amber-50 p-5"
        data-testid="certificate-name-needed"
      >
        <div className="flex items-start gap-3">
          <Award className="h-10 w-10 shrink-0 text-amber-600" aria-hidden />
          <div>
            <h2 className="font-semibold text-slate-950">{c.nameNeededTitle}</h2>
            <p className="text-sm text-slate-800">{c.nameNeededBody}</p>
          </div>
        </div>
        <Suspense fallback={<Spinner />}>
          <CertificateNameForm initialName="" submitLabel={c.issue} />
        </Suspense>
      </Card>
    );
  }
  if (!certificate) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Award className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        {c.notYet(done)}
      </div>
    );
  }
  const verifyUrl = certificateVerifyUrl(window.location.origin, certificate.id);
  return (
    <Card className="space-y-4 border-emerald-200 bg-emerald-50 p-5" data-testid="certificate-box">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Award className="h-10 w-10 shrink-0 text-emerald-700" aria-hidden />
        <div className="flex-1">
          <h2 className="font-semibold text-emerald-950">{c.earnedTitle}</h2>
          <p className="text-sm text-emerald-900">{c.earnedBody}</p>
          <p className="mt-1 text-sm text-emerald-950">
            {c.nameLabel}:{' '}
            <strong data-testid="certificate-learner-name">{certificate.learnerName}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The server names the file (Content-Disposition); a refusal shows its sentence. */}
          <Button asChild>
            <PdfDownloadLink
              href={urlOf(learningApi.myCertificatePdf)}
              fallbackName={c.fileName(brand.name, certificate.learnerName)}
            >
              <Download className="h-4 w-4" aria-hidden /> {c.download}
            </PdfDownloadLink>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/certificates/${certificate.id}`}>
              <ExternalLink className="h-4 w-4" aria-hidden /> {c.publicPage}
            </Link>
          </Button>
          {isRenaming ? null : (
            <Button variant="ghost" onClick={() => setRenaming(true)}>
              <Pencil className="h-4 w-4" aria-hidden /> {c.changeName}
            </Button>
          )}
        </div>
      </div>
      <div className="space-y-2 border-t border-emerald-200 pt-4">
        <label htmlFor="certificate-verify-link" className="text-sm font-medium text-emerald-950">
          {c.verifyLink}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Input
            id="certificate-verify-link"
            readOnly
            value={verifyUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 font-mono text-sm sm:flex-1"
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton
              size="md"
              getText={() => verifyUrl}
              label={c.copyLinkLabel}
              text={{
                copy: c.copyLink,
                copied: c.copied,
                feedbackMs: c.copiedMs,
                done: c.copiedToast,
                failed: c.copyFailed,
              }}
            />
            <Button asChild variant="secondary">
              <a
                href={linkedInAddUrl(certificate, brand.name, verifyUrl)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={c.addToLinkedInLabel}
              >
                <Share2 className="h-4 w-4" aria-hidden /> {c.addToLinkedIn}
              </a>
            </Button>
          </div>
        </div>
      </div>
      {isRenaming ? (
        <Suspense fallback={<Spinner />}>
          <CertificateNameForm
            initialName={certificate.learnerName}
            submitLabel={c.saveName}
            onDone={() => setRenaming(false)}
            onCancel={() => setRenaming(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
