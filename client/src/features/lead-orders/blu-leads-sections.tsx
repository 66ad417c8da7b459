import CheckCircle2 from 'lucide-react/icons/circle-check';
import Filter from 'lucide-react/icons/filter';
import { leadFileColumns } from '../../../../common/lead-file-columns';
import { bluLeadsText as text } from '../../../../content/blu-leads-text';
import { useAuth } from '../../session/current-user';
import { Container, CtaLink, SectionHeading } from '../../components/marketing-ui';

// The parts of /blu-leads that read the same for every visitor (blu-leads-page.tsx), loaded only
// when drawn: a visitor's browser attaching to the prerendered page keeps their HTML as it is.

/** The top of /blu-leads: what the leads are, and the way to order them. */
export function BluLeadsHero() {
  const isSignedIn = useAuth().status === 'authenticated';
  return (
    <section
      aria-labelledby="leads-hero-heading"
      className="relative overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)] opacity-70"
      />
      <Container className="relative py-14 sm:py-20">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20">
          <Filter className="h-4 w-4" aria-hidden /> {text.hero.badge}
        </p>
        <h1
          id="leads-hero-heading"
          className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {text.hero.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-100">{text.hero.subheadline}</p>
        <ul className="mt-6 grid max-w-2xl gap-2 sm:grid-cols-2">
          {text.hero.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-brand-50">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          {isSignedIn ? (
            <CtaLink link={{ label: text.orderHeading, to: '#order' }} variant="accent" />
          ) : (
            <CtaLink link={text.visitor.getStarted} variant="accent" className="px-8" />
          )}
        </div>
      </Container>
    </section>
  );
}

/** How ordering works, the filters and a sample of the file, below the order box. */
export function BluLeadsDetails() {
  return (
    <>
      <HowItWorks />
      <FilterList />
      <SampleDelivery />
    </>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-white py-14 sm:py-18">
      <Container>
        <SectionHeading id="how-heading" heading={text.howItWorks.heading} />
        <ol className="grid gap-5 sm:grid-cols-3">
          {text.howItWorks.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <p className="text-sm font-bold text-brand-700" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function FilterList() {
  return (
    <section aria-labelledby="filters-heading" className="bg-slate-50 py-14 sm:py-18">
      <Container>
        <SectionHeading
          id="filters-heading"
          heading={text.filters.heading}
          subheading={text.filters.subheading}
        />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="lead-filter-list">
          {text.filters.items.map((item) => (
            <li key={item.type} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-950">{item.type}</p>
              <p className="mt-1 text-sm text-slate-600">{item.help}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function SampleDelivery() {
  const { sample } = text;
  return (
    <section aria-labelledby="sample-heading" className="bg-white py-14 sm:py-18">
      <Container>
        <SectionHeading
          id="sample-heading"
          heading={sample.heading}
          subheading={sample.subheading}
        />
        <div
          className="overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="sample-caption"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption id="sample-caption" className="sr-only">
              {sample.caption}
            </caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {leadFileColumns.map((column) => (
                  <th key={column.name} scope="col" className="px-3 py-2 align-top font-semibold">
                    {column.name}
                    {column.isRequired ? (
                      <span className="block text-xs font-normal text-slate-600">
                        {sample.requiredMark}
                      </span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {sample.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2 text-slate-800">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 max-w-3xl text-sm text-slate-700" data-testid="lead-file-rule">
          {sample.rule}
        </p>
      </Container>
    </section>
  );
}
