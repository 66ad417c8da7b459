import BookOpen from 'lucide-react/icons/book-open';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Download from 'lucide-react/icons/download';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { ReactNode } from 'react';
import { CORE_CURRICULUM_SIZE } from '../../../../common/curriculum';
import { learningText } from '../../../../content/learning-text';
import { useDashboardStats } from '../../session/dashboard-stats';

const t = learningText.stats;

/** The home dashboard's compact strip of the user's figures, as the server counts them. */
export function LearningStatsStrip() {
  const stats = useDashboardStats();
  if (!stats.data) return null;
  const s = stats.data;
  const items: [string, string, ReactNode][] = [
    [
      t.modules,
      `${s.modulesCompleted} / ${CORE_CURRICULUM_SIZE}`,
      <CheckCircle2 key="m" className="h-4 w-4" aria-hidden />,
    ],
    [t.lessons, String(s.lessonsCompleted), <BookOpen key="l" className="h-4 w-4" aria-hidden />],
    [
      t.downloads,
      String(s.resourcesDownloaded),
      <Download key="d" className="h-4 w-4" aria-hidden />,
    ],
    [t.prospects, String(s.prospects), <Target key="p" className="h-4 w-4" aria-hidden />],
    [t.kpiEntries, String(s.kpiEntries), <TrendingUp key="k" className="h-4 w-4" aria-hidden />],
  ];
  return (
    <section aria-label={t.heading} data-testid="dashboard-stats">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value, icon]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-600">
              {icon} {label}
            </dt>
            <dd className="mt-0.5 text-xl font-bold text-slate-950">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
