import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import TrendingUp from 'lucide-react/icons/trending-up';
import { freeGuideContent as content } from '../../../../content/marketing/free-guide';
import { Container, IconBadge, SectionHeading, StatList } from '../../components/marketing-ui';

// The parts of /ai-download that read the same for every visitor (free-guide-page.tsx), loaded
// only when drawn: a visitor's browser attaching to the prerendered page keeps their HTML as it is.

const benefitIcons = { TrendingUp, PiggyBank, Clock };

/** The hero's words beside the form, and the way to ask for a call. */
export function FreeGuideHeroText() {
  return (
    <>
      <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1.5 text-sm font-bold text-slate-950">
        <FileText className="h-4 w-4" aria-hidden /> {content.hero.badge}
      </p>
      <h1
        id="hero-heading"
        className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        {content.hero.headline}
      </h1>
      <p className="mt-5 text-lg text-pretty text-brand-100">{content.hero.subheadline}</p>
      <Consultation />
    </>
  );
}

/** What the guide brings, and the figures behind it, below the form. */
export function FreeGuideDetails() {
  return (
    <>
      <section aria-labelledby="benefits-heading" className="bg-slate-50 py-16">
        <Container>
          <h2 id="benefits-heading" className="sr-only">
            {content.benefitsHeading}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {content.benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <IconBadge icon={benefit.icon} icons={benefitIcons} />
                <h3 className="mt-4 text-lg font-bold text-slate-950">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="proof-heading" className="bg-white py-16">
        <Container>
          <SectionHeading id="proof-heading" heading={content.socialProof.heading} />
          <StatList stats={content.socialProof.stats} />
        </Container>
      </section>
    </>
  );
}

/** A visitor who wants a call writes to us: a prefilled email, with the address shown too. */
function Consultation() {
  const { consultation } = content;
  const mailto = `mailto:${consultation.email}?subject=${encodeURIComponent(consultation.emailSubject)}&body=${encodeURIComponent(consultation.emailBody)}`;
  return (
    <div className="mt-8 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
      <h2 className="text-lg font-bold">{consultation.heading}</h2>
      <p className="mt-1 text-brand-100">{consultation.body}</p>
      <a
        href={mailto}
        className="mt-4 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50"
      >
        <CalendarCheck className="h-4 w-4" aria-hidden /> {consultation.buttonLabel}
      </a>
      <p className="mt-3 text-sm text-brand-100">
        {consultation.orEmailLabel}{' '}
        <a
          href={`mailto:${consultation.email}`}
          className="font-semibold text-white underline underline-offset-4"
        >
          {consultation.email}
        </a>
      </p>
    </div>
  );
}
