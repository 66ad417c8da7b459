import type { ProspectStatus } from '../common/growth-rules';
import type { KpiPeriod, KpiType } from '../common/kpi-rules';
import { formatCount } from '../common/format-number';

/** What the growth hub and the five /growth/* tools say (their teaching content is in content/growth/). */
/** A count written as in the rest of the site: 1,200. */
const count = formatCount;

/** An ISO calendar day (2026-11-01) as "Nov 1, 2026", the same in every time zone. */
const readableDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const growthText = {
  common: {
    /** How long a Copy button says "Copied!" before it reads Copy again. */
    copyFeedbackMs: 2000,
    backToDashboard: 'Back to Dashboard',
    backToHub: 'Growth Tools',
    retry: 'Try again',
    cancel: 'Cancel',
    copy: 'Copy',
    copied: 'Copied!',
    /** The toasts that confirm a copy. */
    copiedToast: { title: 'Copied!', description: 'Script copied to clipboard' },
    copyFailed: { title: 'Error', description: 'Failed to copy script' },
    templateCopied: { title: 'Copied!', description: 'Template copied to clipboard' },
    templateCopyFailed: { title: 'Error', description: 'Failed to copy template' },
    errorTitle: 'Error',
  },
  hub: {
    title: 'Growth Tools',
    subtitle:
      'Five short modules on finding, winning and keeping clients, and the tools to put them to work.',
    overallTitle: 'Overall progress',
    overallCaption: (done: number, total: number) => `${done} of ${total} modules completed`,
    overallBarLabel: 'Growth modules completed',
    modulesHeading: 'Modules',
    statusLabels: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Completed',
    },
    moduleBarLabel: (title: string) => `${title} progress`,
    moreTopics: (n: number) => `+${n} more`,
    start: 'Start Module',
    continue: 'Continue',
    review: 'Review Module',
    loadError: 'Your progress could not be loaded; every module shows as not started.',
    quickAccess: {
      heading: 'Quick Access Resources',
      items: [
        {
          id: 'prospects',
          title: 'Prospect Tracker',
          description: 'Every company you are working on, from first contact to signed deal.',
          action: 'Open Tool',
          to: '/growth/prospecting',
        },
        {
          id: 'kpis',
          title: 'KPI Dashboard',
          description: 'This week’s and this month’s numbers against your goals.',
          action: 'View Dashboard',
          to: '/kpi-tracker',
        },
        {
          id: 'playbook',
          title: 'Sales Playbook',
          description: 'Cold emails, call scripts and objection answers ready to send.',
          action: 'Open Playbook',
          to: '/sales-scripts',
        },
      ],
    },
  },
  prospects: {
    /** A prospect's person and their next follow-up, planned from the tracker. */
    followUp: {
      next: 'Next follow-up:',
      none: 'No follow-up planned',
      plan: 'Plan follow-up',
      needsPerson: 'Add a contact name or email to plan follow-ups',
    },
    title: 'Prospecting Tools',
    subtitle: 'Find the right companies, reach them, and keep every conversation moving.',
    add: 'Add Prospect',
    strategy: {
      heading: 'Prospecting strategy',
      steps: [
        {
          title: 'Research',
          body: 'Pick one industry and town. Read each company’s site and reviews for one problem you can name.',
        },
        {
          title: 'Connect',
          body: 'Reach the owner with a short, specific message. Use the Sales Scripts Library, filled from the prospect.',
        },
        {
          title: 'Qualify',
          body: 'On the first call, check the problem is real, the budget exists and the person can decide.',
        },
      ],
    },
    listHeading: 'Your Prospects',
    searchLabel: 'Search prospects',
    searchPlaceholder: 'Search by company, contact or email',
    statusFilterLabel: 'Filter by status',
    allStatuses: 'All statuses',
    statusLabel: (company: string) => `Status of ${company}`,
    noContact: 'No contact',
    noEmail: 'No email',
    noValue: 'No value set',
    empty: 'No prospects yet. Start by adding your first prospect!',
    emptyBody: 'Add the companies you want to win, one at a time or from a delivered lead order.',
    noMatches: { title: 'No prospects match', body: 'Try another search term or status.' },
    loading: 'Loading prospects',
    loadError: 'Your prospects could not be loaded.',
    loadMore: 'Load more prospects',
    loadingMore: 'Loading more prospects...',
    loadMoreError: 'More prospects could not be loaded. Try again.',
    shown: (count: number) => `Showing ${count} prospects`,
    edit: 'Edit',
    delete: 'Delete',
    history: 'History',
    fromOrder: (source: string) => `From lead order ${source}`,
    confirmDelete: {
      title: 'Delete this prospect?',
      body: (company: string) =>
        `${company} and its status history will be removed. KPI entries it already counted stay.`,
      confirm: 'Delete prospect',
    },
    historyDialog: {
      title: (company: string) => `Status history of ${company}`,
      description: 'Every status this prospect has had, oldest first.',
      added: 'Added as',
      loading: 'Loading history',
      loadError: 'The history could not be loaded.',
    },
    form: {
      addTitle: 'Add Prospect',
      addDescription: 'Only the company is required; add the rest as you learn it.',
      editTitle: 'Edit Prospect',
      editDescription: 'Change any detail and save.',
      fields: {
        companyName: 'Company name *',
        contactName: 'Contact name',
        email: 'Email',
        phone: 'Phone',
        industry: 'Industry',
        estimatedValue: 'Estimated value (USD)',
        notes: 'Notes',
        status: 'Status',
      },
      create: 'Add Prospect',
      creating: 'Adding...',
      save: 'Save Changes',
      saving: 'Saving...',
    },
    toasts: {
      addFailed: 'Failed to add prospect',
      updateFailed: 'Failed to update prospect',
      deleteFailed: 'Failed to delete prospect',
      importFailed: 'Failed to load the lead order',
    },
    import: {
      heading: 'Load a delivered lead order',
      body: 'Add the leads of a delivered order to your tracker in one step. Addresses you already have are skipped.',
      choose: 'Lead order',
      action: 'Load into tracker',
      loading: 'Loading...',
      orderLabel: (number: string, leads: number) =>
        `Order ${number} (${formatCount(leads)} leads)`,
    },
  },
  /** What loading a delivered lead order did, on the tracker and on the order in /blu-leads. */
  leadImport: {
    counts: (imported: number, skipped: number) =>
      `${count(imported)} added, ${count(skipped)} already in your pipeline`,
    problemsHeading: (rows: number) =>
      rows === 1 ? '1 row was not loaded:' : `${count(rows)} rows were not loaded:`,
    problem: (line: number, reason: string) => `Line ${line}: ${reason}`,
    more: (rows: number) => `and ${count(rows)} more`,
  },
  statusLabels: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    proposal_sent: 'Proposal Sent',
    closed_won: 'Closed Won',
    closed_lost: 'Closed Lost',
  } satisfies Record<ProspectStatus, string>,
  kpi: {
    title: 'KPI Tracker',
    subtitle:
      'Your sales activity against your goals. Moving a prospect in the Prospecting tracker, or adding a meeting follow-up in the CRM, counts by itself.',
    periodLabel: 'Period',
    periodLabels: {
      daily: 'Today',
      weekly: 'This week',
      monthly: 'This month',
    } satisfies Record<KpiPeriod, string>,
    periodNames: {
      daily: 'Daily',
      weekly: 'Weekly',
      monthly: 'Monthly',
    } satisfies Record<KpiPeriod, string>,
    /**
     * Which entries the chosen period adds up, said beside its dates: a monthly entry dated today
     * counts in This month but not in This week, which would otherwise look like a lost entry.
     */
    countedIn: {
      daily:
        'Counts the daily entries dated today, the automatic ones included. Weekly and monthly entries count in This week and This month.',
      weekly:
        'Counts the daily and weekly entries dated this week. Monthly entries count in This month only: a month’s number would overstate one week.',
      monthly: 'Counts every entry dated this month: daily, weekly and monthly.',
    } satisfies Record<KpiPeriod, string>,
    /** The period's days (ISO dates) as a reader writes them: "Nov 1, 2026 to Nov 30, 2026". */
    windowCaption: (start: string, lastDay: string) =>
      start === lastDay ? readableDay(start) : `${readableDay(start)} to ${readableDay(lastDay)}`,
    typeLabels: {
      prospects_contacted: 'Prospects Contacted',
      meetings_scheduled: 'Meetings Scheduled',
      proposals_sent: 'Proposals Sent',
      deals_closed: 'Deals Closed',
    } satisfies Record<KpiType, string>,
    ofTarget: (target: number) => `of ${formatCount(target)}`,
    noTarget: 'No target set',
    targetFromGoal: 'Goal',
    targetFromEntries: 'Average target of entries',
    barLabel: (type: string) => `${type} progress`,
    add: 'Add KPI',
    tabs: { overview: 'Overview', history: 'History', goals: 'Goals' },
    overview: {
      heading: 'Where you stand',
      loading: 'Loading KPIs',
      loadError: 'Your KPIs could not be loaded.',
      recommended: (min: number, max: number) => `Recommended: ${min}-${max} a month`,
      tip: 'Set a goal for each number on the Goals tab; the bars measure against it.',
    },
    history: {
      heading: 'Entries in this period',
      empty: 'Nothing recorded in this period yet.',
      automatic: 'Automatic',
      manual: 'Typed in',
      fromSource: (label: string) => `from ${label}`,
      target: (target: number) => `target ${formatCount(target)}`,
      more: 'Only the 100 newest entries are listed; the figures count them all.',
      delete: 'Delete',
      deleteLabel: (type: string, date: string) => `Delete ${type} entry of ${date}`,
    },
    goals: {
      heading: 'Your goals',
      intro:
        'A goal is the target a bar measures against. The monthly fields start at the low end of the recommended range.',
      recommendedHeading: 'Recommended monthly goals',
      recommended: (min: number, max: number) => `${min}-${max} per month`,
      periodLabel: 'Goals for',
      targetLabel: (type: string) => `${type} goal`,
      save: 'Save goal',
      saving: 'Saving...',
      clear: 'Remove',
      current: (target: number) => `Current goal: ${formatCount(target)}`,
      none: 'No goal yet',
      loadError: 'Your goals could not be loaded.',
      saveFailed: 'Failed to save goal',
      clearFailed: 'Failed to remove goal',
    },
    form: {
      title: 'Add KPI',
      description: 'Record a number by hand. Pipeline moves and CRM meetings are counted for you.',
      fields: {
        kpiType: 'KPI type *',
        value: 'Value *',
        target: 'Target',
        period: 'Period',
        date: 'Date *',
      },
      typePlaceholder: 'Choose a KPI',
      periodHint:
        'A daily entry counts in its day, week and month; a weekly one in its week and month; a monthly one in its month only.',
      submit: 'Record KPI',
      submitting: 'Recording...',
    },
    toasts: {
      recordFailed: 'Failed to record KPI',
      deleteFailed: 'Failed to delete KPI entry',
    },
  },
  scripts: {
    title: 'Sales Scripts Library',
    subtitle:
      'Ready-to-send emails, call structures and objection answers. Fill one from a prospect, then copy or download it.',
    fillLabel: 'Fill from a prospect',
    fillNone: 'No prospect (keep placeholders)',
    fillHint: 'Replaces {{firstName}}, {{company}} and {{industry}}; your name fills {{yourName}}.',
    fillSearchEmpty: 'Add prospects in the Prospecting Tools to fill scripts from them.',
    typeLabels: {
      email: 'Email',
      linkedin: 'LinkedIn',
      call: 'Call',
      voicemail: 'Voicemail',
      objection: 'Objection',
    },
    conversion: 'Typical result',
    bestFor: 'Best for',
    download: 'Download',
    downloading: 'Downloading...',
    downloadToast: { title: 'Resource downloaded successfully' },
    downloadFailed: 'Failed to download resource',
    tipsHeading: 'Usage tips',
    contentLabel: (title: string) => `${title} text`,
  },
  closing: {
    title: 'Closing Tools',
    subtitle:
      'Techniques, objection answers, a return-on-investment calculator and templates for the moment a buyer decides.',
    tabs: {
      techniques: 'Techniques',
      objections: 'Objections',
      roi: 'ROI Calculator',
      templates: 'Templates',
    },
    whenToUse: 'When to use',
    steps: 'Steps',
    example: 'What to say',
    watchOut: 'Watch out',
    meaning: 'What it usually means',
    response: 'What to say',
    followUpQuestion: 'Then ask',
    dos: 'Do',
    donts: 'Don’t',
    dosHeading: 'Do’s and don’ts',
    roi: {
      heading: 'Return on investment',
      intro:
        'Type your client’s figures. The starting values are an example: $47,000 saved a year against a $15,000 implementation.',
      fields: {
        hoursSavedPerWeek: 'Hours saved per week',
        hourlyCost: 'Cost of an hour (USD)',
        otherAnnualSavings: 'Other savings per year (USD)',
        implementationCost: 'Implementation cost (USD)',
      },
      annualSavings: 'Total annual savings',
      monthlySavings: 'Monthly savings',
      payback: 'Payback period',
      paybackValue: (months: number) => `${formatCount(months)} months`,
      firstYearRoi: 'First-year return',
      notApplicable: 'Not applicable',
      reset: 'Back to the example',
      invalid: 'Enter a number from 0 upward.',
      /** Under an empty or unusable input: the figures that wait for it. */
      neededFor: (figures: readonly string[]) => `Needed for: ${figures.join(', ')}.`,
      /** Under a figure that cannot be worked out yet: the inputs it waits for. */
      needs: (inputs: readonly string[]) => `Needs ${inputs.join(', ')}`,
    },
  },
  networking: {
    title: 'Networking Tools',
    subtitle:
      'Where to meet buyers, what to say when you do, and how to follow up so they remember you.',
    tabs: {
      strategies: 'Strategies',
      events: 'Events',
      conversations: 'Conversations',
      followUp: 'Follow-up',
    },
    learnMore: 'Learn More',
    learnMoreLabel: (name: string) => `Learn more about ${name} (opens in a new tab)`,
    format: 'Format',
    when: 'When',
    audience: 'Who you meet',
    whyGo: 'Why go',
    timelineHeading: 'Follow-up timeline',
    templatesHeading: 'Follow-up templates',
    subject: 'Subject',
  },
} as const;
