const dashboard = 'Dashboard';

/** What the top bar and sidebar around every signed-in page say. */
export const shellText = {
  mainNavLabel: 'Main',
  mobileNavLabel: 'Main (mobile)',
  /** The logo's link, whose visible name hides on a phone. */
  homeLinkLabel: (brandName: string) => `${brandName}: ${dashboard}`,
  menu: { open: 'Menu', close: 'Close menu', label: 'Menu' },
  /** The CRM, in the top bar and the sidebar, marked as the daily tool it is. */
  crm: { label: 'CRM', to: '/crm', badge: 'Daily' },
  sidebarLabel: 'Sidebar',
  sectionsNavLabel: 'Sections',
  progress: {
    title: 'Your Progress',
    barLabel: 'Curriculum progress',
    caption: 'of the core curriculum completed',
  },
  /** Shown for a user with no name and no email. */
  unnamedUser: 'User',
  dashboard,
  /** The top bar's account menu: the user's name opens it. */
  accountMenu: { label: 'Your account', settings: { label: 'Settings', to: '/settings' } },
  /** The top bar's link to the operator console, shown to operators only. */
  operatorConsole: { label: 'Console', to: '/operator' },
  /** The top bar's links; a '#' target is a section of the current page. */
  topNav: [
    { label: dashboard, to: '/' },
    { label: 'Learning', to: '/learning/basics' },
    { label: 'Growth Tools', to: '/growth-tools' },
    { label: 'Resources', to: '/ai-toolbox/dashboard#resources' },
  ],
  sidebarSections: [
    {
      title: 'Learning Path',
      links: [
        { label: 'The Basics', to: '/learning/basics' },
        { label: 'Understanding AI', to: '/learning/ai-understanding' },
        { label: 'AI Tools by Department', to: '/learning/ai-tools' },
        { label: 'Personal Development', to: '/learning/personal-development' },
        // Beyond the four learning-path pages: the four modules and the certificate had no way in
        // from the menus (only the dashboard's Start with Learning button).
        { label: 'Course Modules', to: '/structured-learning' },
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
  ],
} as const;
