import type { IndustryLibrary } from './types';

export const marketingAgencies: IndustryLibrary = {
  id: 'marketing-agencies',
  name: 'Marketing & creative agencies',
  description:
    'For small marketing, design, web and content agencies and freelancers: winning clients, briefs and proposals, delivery, reporting and keeping clients.',
  categories: [
    {
      id: 'new-business',
      name: 'New business',
      prompts: [
        {
          id: 'agency-cold-email',
          title: 'Cold email with one specific observation',
          task: 'Write a short cold email that starts from something true about the prospect.',
          text: `Write a cold email from [YOUR NAME] at [AGENCY NAME] to [PROSPECT NAME], [ROLE] at [COMPANY].

What I noticed about them (true and specific): [E.G. THEIR BOOKING PAGE TAKES 6 CLICKS ON A PHONE]
What we do for businesses like theirs: [ONE-LINE OFFER]
Proof I can share: [A REAL RESULT OR CASE STUDY LINK]

Under 110 words, subject line under 6 words, first line about them, one ask (a 15-minute call or a yes/no question), no attachments. Add an opt-out line and our postal address: [ADDRESS].`,
          tool: 'any',
          tip: 'Cold email law differs by country (CAN-SPAM, GDPR, CASL): check what applies before sending to a list.',
        },
        {
          id: 'agency-proposal',
          title: 'Proposal from discovery-call notes',
          task: 'Turn call notes into a proposal with options and a clear scope.',
          text: `Write a proposal from [AGENCY NAME] to [CLIENT] from these discovery-call notes:

[PASTE NOTES]

Options: [2-3 PACKAGES WITH DELIVERABLES, TIMELINE AND PRICE]

Sections: their situation in their words, goals and how we will measure them, our approach, the options side by side, what is not included, timeline, terms ([PAYMENT TERMS, REVISIONS, CONTRACT LENGTH]), and next steps. Under 800 words. Do not promise results we cannot control.`,
          tool: 'any',
        },
        {
          id: 'agency-case-study',
          title: 'Case study from a finished project',
          task: 'Write a case study that shows how you think, with real figures only.',
          text: `Write a case study for [AGENCY NAME] about work for [CLIENT] (they approved it being published: [YES/NO, ANY LIMITS]).

The challenge: [DETAILS]
What we did: [STEPS AND DELIVERABLES]
Results with sources and dates: [FIGURES, E.G. FROM GOOGLE ANALYTICS, MAR-JUN 2026]
Client quote (real, approved): [QUOTE OR NONE]

Structure: headline with the main result, challenge, approach, results, what we learned. Under 450 words. Only the figures given.`,
          tool: 'any',
        },
        {
          id: 'agency-discovery-questions',
          title: 'Discovery call guide for agency prospects',
          task: 'Ask the questions that reveal budget, goals and fit on a first call.',
          text: `Write a 30-minute discovery call guide for [AGENCY NAME], which offers [SERVICES].

Ideal client: [DESCRIPTION]

Give 12 questions in order (business goals, current marketing, what worked and did not, decision process, budget, timing), a way to ask about budget without awkwardness, signs of a poor fit, and how to end with a clear next step.`,
          tool: 'any',
        },
        {
          id: 'agency-niche-positioning',
          title: 'Positioning for a niche',
          task: 'Work out how to describe your agency to one kind of client.',
          text: `Help [AGENCY NAME] position for [NICHE, E.G. DENTAL PRACTICES].

Our experience in this niche: [PROJECTS, RESULTS]
What these clients struggle with: [PROBLEMS]
Competitors in this niche: [NAMES]

Give: 3 positioning statements (one sentence each) and the trade-offs, a homepage headline and subheadline for the strongest, and 5 phrases our clients use that we should use too. Ask me questions first if anything is missing.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'delivery',
      name: 'Client delivery',
      prompts: [
        {
          id: 'agency-creative-brief',
          title: 'Creative brief from a client conversation',
          task: 'Turn a messy client conversation into a one-page brief.',
          text: `Turn these notes from a client conversation into a one-page creative brief:

[PASTE NOTES]

Sections: background, objective (one measurable sentence), audience, the single message, mandatory elements, tone, deliverables and formats, timeline, budget, approvals (who and when). Where the notes do not answer a section, write “ASK CLIENT” and the question to ask.`,
          tool: 'any',
        },
        {
          id: 'agency-content-calendar',
          title: 'Monthly content calendar for a client',
          task: 'Plan a month of social content around a client’s goals and dates.',
          text: `Plan next month’s content calendar for [CLIENT], a [BUSINESS TYPE].

Goal this month: [GOAL]
Channels and posting frequency: [DETAILS]
Key dates and promotions: [LIST]
Content pillars: [3-4 PILLARS]

A table: date, channel, pillar, format, topic, caption idea (one line), asset needed. Balance the pillars and give a reason for the mix.`,
          tool: 'any',
        },
        {
          id: 'agency-brand-voice-guide',
          title: 'Brand voice guide from samples',
          task: 'Describe a client’s voice so every writer sounds the same.',
          text: `Here are samples of [CLIENT]’s best writing (website, emails, posts):

[PASTE SAMPLES]

Write a one-page voice guide: 4 voice traits with "we are / we are not", sentence length and structure, words we use and avoid, how we address the reader, and 3 before-and-after rewrites. Base everything on the samples.`,
          tool: 'any',
        },
        {
          id: 'agency-feedback-consolidation',
          title: 'Consolidate conflicting client feedback',
          task: 'Turn feedback from several stakeholders into one list of changes.',
          text: `Here is feedback on [DELIVERABLE] from several people at [CLIENT]:

[PASTE EACH PERSON’S FEEDBACK WITH THEIR ROLE]

Group it by theme, mark where people contradict each other, and draft an email to our main contact [NAME] that lists the agreed changes and asks them to decide the conflicts (with options for each). Under 250 words, neutral.`,
          tool: 'any',
        },
        {
          id: 'agency-website-copy-page',
          title: 'Website page copy from a sitemap entry',
          task: 'Draft web page copy that fits the design’s sections.',
          text: `Write copy for the [PAGE NAME] page of [CLIENT]’s website.

Sections in the design and their limits: [E.G. HERO: HEADLINE 8 WORDS, SUB 20 WORDS; 3 FEATURE CARDS: 25 WORDS EACH; FAQ: 5 ITEMS]
Audience and the action we want: [DETAILS]
Facts and proof: [DETAILS]
Voice guide: [PASTE OR DESCRIBE]

Write each section within its limit, plus the page’s meta title (under 60 characters) and meta description (under 155 characters).`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'reporting-retention',
      name: 'Reporting & retention',
      prompts: [
        {
          id: 'agency-monthly-report',
          title: 'Monthly client report narrative',
          task: 'Explain the month’s figures in words a client understands.',
          text: `Write the narrative for [CLIENT]’s monthly report from [AGENCY NAME].

Figures this month and last: [KPIS WITH SOURCES]
What we did: [ACTIVITIES]
What we will do next month: [PLAN]

Structure: 3-sentence summary, what went well, what did not and why (honestly), next month’s plan, and one decision we need from the client. Under 300 words. Do not claim causes the data does not show.`,
          tool: 'any',
        },
        {
          id: 'agency-scope-creep-email',
          title: 'Handle a request outside the scope',
          task: 'Say yes to the client and to being paid for extra work.',
          text: `A client asked: "[PASTE THE REQUEST]".

Our current scope: [SCOPE]
Price for the extra work: [PRICE OR HOURLY ESTIMATE]

Write a friendly reply that welcomes the idea, explains it is outside the current scope, offers two options (add it for [PRICE], or swap it for [SOMETHING IN SCOPE]), and asks which they prefer. Under 130 words.`,
          tool: 'any',
        },
        {
          id: 'agency-quarterly-review',
          title: 'Quarterly business review agenda',
          task: 'Prepare a review meeting that ends with next quarter’s plan agreed.',
          text: `Prepare a quarterly review for [CLIENT] with [AGENCY NAME].

Last quarter’s goals and results: [DETAILS]
Client feedback so far: [NOTES]
Ideas for next quarter: [LIST]

Give: a 45-minute agenda, 6 slides with titles and bullet points, 5 questions to ask the client about their business, and a way to propose an expanded scope if it serves their goals.`,
          tool: 'any',
        },
        {
          id: 'agency-late-payment',
          title: 'Late invoice reminders',
          task: 'Chase unpaid invoices firmly without souring the relationship.',
          text: `Write 3 reminders for invoice [NUMBER] of [AMOUNT] to [CLIENT], due [DATE].

Our terms: [LATE FEE, PAUSING WORK AFTER X DAYS]

Reminder 1 (3 days late): friendly, invoice and payment link attached. Reminder 2 (10 days): firmer, restating terms. Reminder 3 (21 days): the date work will pause. Each under 100 words.`,
          tool: 'any',
        },
        {
          id: 'agency-client-offboarding',
          title: 'Client offboarding handover',
          task: 'End an engagement cleanly, with access and files handed over.',
          text: `Write an offboarding checklist and handover email for [CLIENT], whose engagement with [AGENCY NAME] ends on [DATE].

What we manage: [ACCOUNTS, AD ACCOUNTS, DOMAINS, HOSTING, FILES]

Checklist: ownership and admin access transferred (not passwords by email), files delivered, scheduled posts and ads stopped or handed over, final invoice, and a feedback request. Then the email (under 200 words), thanking them and leaving the door open.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'agency-operations',
      name: 'Agency operations',
      prompts: [
        {
          id: 'agency-freelancer-brief',
          title: 'Brief for a freelancer',
          task: 'Brief a freelancer so the first draft is close to right.',
          text: `Write a brief for a freelance [ROLE] working on [PROJECT] for [CLIENT].

Deliverables and specs: [DETAILS]
Deadline and review rounds: [DATES, NUMBER OF ROUNDS]
Fee and payment terms: [DETAILS]
References: [LINKS]
Rules: [CONFIDENTIALITY, WHO OWNS THE WORK, AI USE ALLOWED OR NOT]

One page, with a checklist of what "done" means.`,
          tool: 'any',
        },
        {
          id: 'agency-capacity-plan',
          title: 'Team capacity plan',
          task: 'Check whether the team can take on a new client.',
          text: `Check whether [AGENCY NAME] can take on [NEW CLIENT AND SCOPE] from [DATE].

Team and weekly hours available: [NAME, ROLE, HOURS]
Current clients and hours per week by role: [LIST]
Estimated hours for the new client: [ESTIMATE BY ROLE]

A table of hours by role before and after, where we are over 85% capacity, and 3 options (hire, freelancer, later start) with their cost.`,
          tool: 'any',
        },
        {
          id: 'agency-sop-from-loom',
          title: 'SOP from a screen recording transcript',
          task: 'Turn a recorded walkthrough into a written procedure.',
          text: `Turn this transcript of a screen recording into a standard operating procedure for [TASK, E.G. LAUNCHING A CLIENT’S META CAMPAIGN]:

[PASTE TRANSCRIPT]

Format: purpose, when to use it, tools and access needed, numbered steps with the screen or menu name in bold, quality checks before finishing, and common mistakes. List anything unclear as questions.`,
          tool: 'any',
        },
        {
          id: 'agency-ai-disclosure-policy',
          title: 'AI use policy for client work',
          task: 'Tell clients and staff how the agency uses AI tools.',
          text: `Draft an AI use policy for [AGENCY NAME] to share with clients and staff.

How we use AI: [E.G. FIRST DRAFTS, RESEARCH, IMAGE CONCEPTS]
What we never do: [E.G. UPLOAD CLIENT DATA TO TOOLS WITHOUT DATA TERMS, PUBLISH UNREVIEWED AI TEXT]
Tools and plans: [TOOLS]

Sections: purpose, allowed uses, human review, confidentiality, copyright and image rights, disclosure to clients. One page, plain words, to be reviewed by [ADVISER].`,
          tool: 'any',
        },
        {
          id: 'agency-pricing-page',
          title: 'Services and pricing page',
          task: 'Publish packages with starting prices so prospects qualify themselves.',
          text: `Write a services and pricing page for [AGENCY NAME].

Packages: [NAME, WHAT IS INCLUDED, STARTING PRICE, TYPICAL TIMELINE; ONE PER LINE]
Who each package is for: [DETAILS]
Minimum engagement: [E.G. 3 MONTHS, OR PROJECT-BASED]

For each package: a one-line "best for", a short list of what is included, the starting price and what makes the price go up. Then a section "How we work" in 4 steps and 5 FAQs (contracts, ad spend, revisions, ownership of work, reporting).`,
          tool: 'any',
        },
      ],
    },
  ],
};
