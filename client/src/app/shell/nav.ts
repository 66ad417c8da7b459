/** The signed-in navigation of section 2.4, as data. */
export const topNav = [
  { label: 'Dashboard', to: '/' },
  { label: 'Learning', to: '/learning/basics' },
  { label: 'Growth Tools', to: '/growth-tools' },
  { label: 'Resources', to: '#resources' },
] as const;

export const sidebarSections = [
  {
    title: 'Learning Path',
    links: [
      { label: 'The Basics', to: '/learning/basics' },
      { label: 'Understanding AI', to: '/learning/ai-understanding' },
      { label: 'AI Tools by Department', to: '/learning/ai-tools' },
      { label: 'Personal Development', to: '/learning/personal-development' },
    ],
  },
  {
    title: 'Growth Tools',
    links: [
      { label: 'Prospecting', to: '/growth/prospecting' },
      { label: 'Sales Scripts', to: '/growth/sales-scripts' },
      { label: 'KPI Tracker', to: '/growth/kpi-tracker' },
      { label: 'Closing Tools', to: '/growth/closing-tools' },
      { label: 'Networking', to: '/growth/networking' },
    ],
  },
] as const;
