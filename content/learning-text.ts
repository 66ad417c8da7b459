// The learning screens' own labels (the lesson text itself lives in content/learning/**).

export const learningText = {
  loading: 'Loading...',
  errorTitle: 'Error',
  structured: {
    title: 'Structured Learning',
    subtitle:
      'Four guided modules that take you from what AI is to selling and automating it. Your progress is saved, so you can pick up where you left off on any device.',
    backToDashboard: 'Back to Dashboard',
    start: 'Start Learning',
    continue: 'Continue Learning',
    review: 'Review Module',
    lessons: (n: number) => `${n} ${n === 1 ? 'lesson' : 'lessons'}`,
    minutes: (n: number) => `${n} min`,
    progress: (n: number) => `${n}% complete`,
    emptyModule: 'The lessons of this module are being written.',
  },
  intro: {
    back: 'Back to Learning',
    minutes: 'Total minutes',
    lessons: 'Lessons',
    level: 'Level',
    start: 'Start Module',
    resume: (n: number) => `Resume at lesson ${n}`,
    review: 'Review Module',
    outcomes: 'What you will be able to do',
    curriculum: 'Curriculum',
    done: 'Completed',
    /** The curriculum row of a practice project, after the lessons. */
    practice: 'Practice',
  },
  player: {
    progress: (n: number) => `Progress: ${n}%`,
    exit: 'Exit Module',
    overview: 'Overview',
    exercises: 'Try it',
    /** The practice project's card on the last lesson, before the module is completed. */
    practice: 'Practice project',
    practiceNote: 'Do it before you complete the module: it puts every lesson to work.',
    businessApplications: 'Business applications',
    costManagement: 'Cost management',
    keyMetrics: 'Key metrics',
    metricTarget: 'Target',
    metricHow: 'How to measure',
    saveFailed: 'Your progress could not be saved. Check your connection and try again.',
    /** Names a table that scrolls sideways on a phone: its caption, else its columns. */
    tableLabel: (name: string) => `Table: ${name}`,
    congratulationTitle: 'Module complete',
    backToModules: 'Back to Structured Learning',
  },
  certificate: {
    course: 'AI Agency Foundations: the four structured modules',
    pdfTitle: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed',
    issuedCaption: 'Date of issue',
    idCaption: 'Certificate id',
    verifyAt: (url: string) => `Anyone can check this certificate at ${url}`,
    /** The downloaded file's name: the product's certificate, and whose it is. */
    fileName: (product: string, learnerName: string) =>
      `${product} certificate – ${learnerName}.pdf`,
    earnedTitle: 'Your certificate is ready',
    earnedBody:
      'You completed all four structured modules. Download your certificate, or share its public page so anyone can check it.',
    download: 'Download certificate',
    publicPage: 'Open its public page',
    addToLinkedIn: 'Add to LinkedIn',
    addToLinkedInLabel: 'Add to LinkedIn (opens LinkedIn’s certification form in a new tab)',
    verifyLink: 'Link to share: anyone who opens it can check your certificate',
    copyLink: 'Copy link',
    copyLinkLabel: 'Copy link to your certificate',
    copied: 'Copied!',
    copiedMs: 2000,
    copiedToast: {
      title: 'Link copied',
      description: 'Paste it in an email, on your website or in a job application.',
    },
    copyFailed: {
      title: 'The link could not be copied',
      description: 'Select the link in the box and copy it by hand.',
    },
    notYet: (done: number) =>
      `Complete all four modules to earn your certificate (${done} of 4 done).`,
    pageTitle: 'Certificate check',
    valid: 'This certificate is genuine.',
    nameLabel: 'Name',
    courseLabel: 'Course',
    dateLabel: 'Issued',
    unknown: 'No certificate has this id. Check that the address was copied in full.',
    home: 'Go to the home page',
    nameNeededTitle: 'One step left: your name',
    nameNeededBody:
      'You completed all four structured modules. Tell us the name to print on your certificate and on its public page; your username is never shown.',
    nameField: 'The name to print on your certificate',
    nameHint: 'As you want it read, for example your first and last name.',
    issue: 'Issue my certificate',
    changeName: 'Change the name',
    saveName: 'Save the name',
    saving: 'Saving...',
    cancel: 'Cancel',
    nameSaved: 'Your certificate shows this name now.',
    nameFailed: 'The name could not be saved',
  },
  pdf: {
    footer: (product: string, name: string, email: string) =>
      `${product} · Licensed to ${name} (${email}) · Not for redistribution`,
    page: (n: number, total: number) => `${n} / ${total}`,
    tooManyAtOnce: 'Your other PDFs are still being made. Please try again in a few seconds.',
    tooManyThisHour: (seconds: number) => {
      const minutes = Math.ceil(seconds / 60);
      return `You have made many PDFs in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    },
    busy: 'Many PDFs are being made right now. Please try again in a few seconds.',
  },
  pages: {
    completeSaved: 'Module marked as complete',
    downloadResource: (name: string) => `Download ${name}`,
    progressLabel: (n: number) => `${n}%`,
    sectionOf: (n: number, total: number) => `Section ${n} of ${total}`,
    backToDepartments: 'Back to the first section',
    notWritten: 'This page is being written.',
    daily: 'Daily',
    weekly: 'Weekly',
    monthly: 'Monthly',
  },
  toolbox: {
    statCaption: (title: string) => `${title} modules`,
    lessonOf: (track: string) => track,
    notFound: 'This lesson does not exist.',
  },
  stats: {
    heading: 'Your progress',
    modules: 'Modules completed',
    lessons: 'Lessons completed',
    downloads: 'Resources downloaded',
    prospects: 'Prospects tracked',
    kpiEntries: 'KPI entries',
  },
  sidebar: {
    progress: (n: number) => `${n}% complete`,
  },
} as const;
