import type { IndustryLibrary } from './types';

export const accountingBookkeeping: IndustryLibrary = {
  id: 'accounting-bookkeeping',
  name: 'Accounting & bookkeeping',
  description:
    'For bookkeepers, accountants and tax preparers with small-business clients: onboarding, document chasing, explaining figures and growing the practice. Tax and accounting positions stay with the professional; the assistant drafts.',
  categories: [
    {
      id: 'client-work',
      name: 'Client work',
      prompts: [
        {
          id: 'accounting-monthly-report-commentary',
          title: 'Plain-English commentary on monthly figures',
          task: 'Explain a client’s month in words an owner reads in two minutes.',
          text: `Here are [CLIENT BUSINESS TYPE]’s figures for [MONTH] and the same month last year (client name removed):

[PASTE THE PROFIT AND LOSS SUMMARY AND KEY BALANCES]

Write a commentary for the owner: 3 headline points, what drove the change in revenue and gross margin, costs that moved by more than [PERCENT]%, cash position, and 3 questions I should ask them. Under 250 words, no jargon (explain any term you must use). Only state causes I gave you; otherwise phrase them as questions.`,
          tool: 'any',
          tip: 'Strip the client’s name and account numbers before pasting unless your firm has a tool approved for client data.',
        },
        {
          id: 'accounting-missing-documents-chaser',
          title: 'Chase missing documents politely',
          task: 'Get clients to send receipts, statements and answers without nagging.',
          text: `Write a 3-step chaser sequence from [FIRM NAME] for clients who have not sent what we need for [MONTH-END / YEAR-END / TAX RETURN].

Items typically missing: [E.G. BANK STATEMENTS, UNCATEGORISED TRANSACTIONS, PAYROLL REPORTS]
Deadline: [DATE]; what happens if it is missed: [E.G. RETURN FILED LATE, EXTENSION FEE]

Step 1 friendly (checklist with an upload link [LINK]); step 2 five days later (shorter, with the deadline); step 3 three days before the deadline (clear consequences, an offer of a 10-minute call). Each under 120 words. Use {first_name} and {missing_items}.`,
          tool: 'any',
        },
        {
          id: 'accounting-uncategorised-questions',
          title: 'Questions about uncategorised transactions',
          task: 'Turn a list of unclear transactions into easy questions for the client.',
          text: `Here is a list of transactions I could not categorise for a client in [INDUSTRY]:

[PASTE DATE, PAYEE, AMOUNT, BANK DESCRIPTION]

Group them by payee, and for each group write one short question the owner can answer in a word or two (for example "Is Amazon on 3 March for the office or for stock?"). Suggest a likely category only where the description makes it obvious, and mark it "suggested". Format it as a table I can paste into an email.`,
          tool: 'any',
        },
        {
          id: 'accounting-cash-flow-forecast-explainer',
          title: 'Thirteen-week cash forecast set-up',
          task: 'Lay out a 13-week cash forecast with a client’s known inflows and outflows.',
          text: `Set up a 13-week cash-flow forecast for a [BUSINESS TYPE] client, starting [DATE], opening cash [AMOUNT].

Known inflows: [CUSTOMER PAYMENTS AND TIMING]
Known outflows: [PAYROLL DATES, RENT, LOAN PAYMENTS, TAX DUE DATES, MAJOR SUPPLIERS]

Give a week-by-week table (inflows, outflows, net, closing cash), mark weeks where cash falls below [MINIMUM], and list the assumptions. Then write 3 sentences for the owner on what the forecast shows and what decisions it points to. Show formulas in words so I can rebuild it in a spreadsheet.`,
          tool: 'any',
          tip: 'Rebuild the table in a spreadsheet and check it there; use the assistant’s version as the design, not the final figures.',
        },
        {
          id: 'accounting-explain-tax-notice',
          title: 'Explain a tax-authority letter to a client',
          task: 'Help a worried client understand a notice and what happens next.',
          text: `A client received this notice from [TAX AUTHORITY] (identifying details removed):

[PASTE THE TEXT OF THE NOTICE]

Draft an email to the client: what the notice is in plain words, what it asks for, the response deadline, what we will do and what we need from them. Calm and factual, under 200 words. Do not state whether the amount is right: I will review that. Mark it “ACCOUNTANT TO REVIEW”.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'onboarding',
      name: 'Onboarding & engagement',
      prompts: [
        {
          id: 'accounting-engagement-scope',
          title: 'Engagement scope in plain words',
          task: 'Summarise what is and is not included before the client signs.',
          text: `Write a plain-language scope summary to send with our engagement letter for [SERVICE PACKAGE] at [FIRM NAME].

Included: [E.G. MONTHLY BANK RECONCILIATION, PAYABLES ENTRY, MONTHLY REPORT BY THE 15TH, SALES TAX FILING]
Not included (charged separately at [RATE]): [E.G. PAYROLL, CLEAN-UP OF PRIOR YEARS, AUDIT SUPPORT]
Client responsibilities: [E.G. SEND STATEMENTS BY THE 5TH]

Three short lists and a paragraph on what happens when a request is out of scope. Under 300 words. It supports the engagement letter and does not replace it.`,
          tool: 'any',
        },
        {
          id: 'accounting-onboarding-checklist',
          title: 'New client onboarding checklist',
          task: 'Collect everything you need in the first two weeks with one checklist.',
          text: `Create an onboarding checklist for a new [BOOKKEEPING / TAX / PAYROLL] client of [FIRM NAME].

Our software: [E.G. QUICKBOOKS ONLINE, XERO, GUSTO]
How we share files: [PORTAL OR TOOL]

Sections: documents to collect, system access to request (and how to grant it safely, as accountant users, never by sharing passwords), first-meeting questions, our internal set-up tasks, and the first-month timeline. Each item with who does it (client or us).`,
          tool: 'any',
        },
        {
          id: 'accounting-clean-up-proposal',
          title: 'Proposal for a books clean-up',
          task: 'Price and explain a catch-up or clean-up project.',
          text: `Write a proposal for a books clean-up for [PROSPECT BUSINESS TYPE].

What I found in the review: [E.G. 14 MONTHS OF UNRECONCILED ACCOUNTS, PERSONAL SPENDING MIXED IN, NO PAYROLL LIABILITIES RECORDED]
Approach and time estimate: [MY ESTIMATE]
Price: [FIXED PRICE OR RANGE] and payment terms: [TERMS]

Sections: the situation (neutral, no blame), what we will do in phases, what the client gets at the end, what we need from them, price and timeline, and next steps. Under 400 words.`,
          tool: 'any',
        },
        {
          id: 'accounting-fee-increase-letter',
          title: 'Fee increase letter',
          task: 'Announce a price rise to existing clients clearly and with notice.',
          text: `Write a letter from [OWNER NAME] at [FIRM NAME] announcing new fees from [DATE].

Change: [OLD AND NEW FEES, OR PERCENT]
Reasons (true ones): [E.G. SOFTWARE COSTS, MORE REPORTING INCLUDED, STAFF PAY]
What stays the same: [LIST]

Under 200 words, give the notice period, one sentence of thanks, no over-apologising, and an invitation to talk if they want to discuss the scope.`,
          tool: 'any',
        },
        {
          id: 'accounting-year-end-checklist-client',
          title: 'Year-end checklist for clients',
          task: 'Send clients one list of what to prepare for year end.',
          text: `Write a year-end checklist email for small-business clients of [FIRM NAME] for the year ending [DATE], filing in [COUNTRY OR STATE].

Include: documents to send, stock count instructions, contractor details we need for information returns ([E.G. FORMS 1099]), vehicle and home-office records, asset purchases, and our deadline for receiving everything: [DATE]. Group it by topic with checkboxes, under 350 words. Mark any filing requirement as “VERIFY” so I confirm this year’s rules.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'practice-growth',
      name: 'Practice growth',
      prompts: [
        {
          id: 'accounting-niche-landing-page',
          title: 'Landing page for a client niche',
          task: 'Write a page that speaks to one kind of client, e.g. contractors or restaurants.',
          text: `Write a landing page for [FIRM NAME]’s services for [NICHE, E.G. GENERAL CONTRACTORS].

Problems this niche has with their books: [E.G. JOB COSTING, RETAINAGE, CERTIFIED PAYROLL]
What we do for them: [SERVICES]
Packages and prices: [PACKAGES OR "FROM" PRICES]

Sections: headline and subhead in their language, 3 problems, how we solve each, packages, how onboarding works, 5 FAQs, a call to action. No promises of tax savings.`,
          tool: 'any',
        },
        {
          id: 'accounting-deadline-reminder-post',
          title: 'Deadline reminder posts',
          task: 'Write short social posts and emails about upcoming filing deadlines.',
          text: `Write reminders for small-business owners about these deadlines in [COUNTRY OR STATE]:

[DEADLINE NAME AND DATE; ONE PER LINE]

For each: a LinkedIn post under 80 words and a one-line email subject. Say who the deadline applies to in general terms, what to do now, and how [FIRM NAME] can help. Use web search to confirm each date on the tax authority’s own site and give me the link for each.`,
          tool: 'web',
        },
        {
          id: 'accounting-referral-ask',
          title: 'Ask happy clients for referrals',
          task: 'Ask for introductions at the right moment, without awkwardness.',
          text: `Write a short email I can send to a client right after [A GOOD MOMENT, E.G. WE FILED THEIR RETURN EARLY / THEIR FIRST CLEAN MONTH-END].

Ask whether they know another business owner who [DESCRIBE THE IDEAL REFERRAL]. Make it easy: offer a short intro template they can forward. Under 120 words, and include that forward-ready intro (under 60 words).`,
          tool: 'any',
        },
        {
          id: 'accounting-discovery-call',
          title: 'Discovery call questions',
          task: 'Qualify a prospect and find the right package on a first call.',
          text: `Write a 20-minute discovery call guide for prospects of [FIRM NAME].

We offer: [PACKAGES]
Good-fit clients: [E.G. REVENUE RANGE, INDUSTRIES, SOFTWARE]
Red flags: [E.G. YEARS OF UNFILED RETURNS WITH NO PLAN, WANTS CASH PAYMENTS HIDDEN]

Give: the opening, 10 questions in order, how to recognise each package fit, how to say no politely to a poor fit, and how to close the call with a next step.`,
          tool: 'any',
        },
        {
          id: 'accounting-newsletter',
          title: 'Quarterly client newsletter',
          task: 'Send a short, useful quarterly email to clients and prospects.',
          text: `Write a quarterly newsletter for [FIRM NAME]’s small-business clients for [QUARTER].

Items: [E.G. UPCOMING DEADLINES, A TIP ABOUT RECEIPT CAPTURE, A CHANGE IN OUR HOURS, A RULE CHANGE]

Under 300 words, short headed sections, one practical tip they can act on this week, and a call to action ([BOOKING LINK]). Mark any rule or threshold as “VERIFY”. Include unsubscribe and address lines.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'firm-operations',
      name: 'Firm operations',
      prompts: [
        {
          id: 'accounting-month-end-sop',
          title: 'Month-end close procedure',
          task: 'Write a close checklist so every client’s month is closed the same way.',
          text: `Write a month-end close procedure for bookkeepers at [FIRM NAME] using [SOFTWARE].

Our steps today: [DESCRIBE]
Review standard: [E.G. A SECOND PERSON REVIEWS BALANCE SHEET RECONCILIATIONS]

Numbered steps from bank feeds to the report sent to the client, with the evidence kept for each step, the reviewer’s checks, and the target day of the month. Then a one-page checklist version.`,
          tool: 'any',
        },
        {
          id: 'accounting-busy-season-plan',
          title: 'Busy-season capacity plan',
          task: 'Plan work and cut-offs before tax season.',
          text: `Plan busy season for [FIRM NAME].

Clients and return types: [NUMBERS BY TYPE]
Team and hours available per week: [NAMES, HOURS]
Average hours per return by type: [ESTIMATES]

Calculate whether we have enough hours, week by week from [START] to [END]; suggest a document cut-off date after which clients go on extension; and draft the two-sentence message announcing that cut-off to clients.`,
          tool: 'any',
        },
        {
          id: 'accounting-job-ad-bookkeeper',
          title: 'Job ad for a bookkeeper',
          task: 'Hire a bookkeeper with the right software skills and judgement.',
          text: `Write a job ad for a [JUNIOR / SENIOR] bookkeeper at [FIRM NAME].

Facts: [PAY RANGE, REMOTE OR OFFICE, HOURS, BENEFITS, SOFTWARE]
Clients: [NUMBER AND TYPES]
Must have: [E.G. 2 YEARS OF FULL-CYCLE BOOKKEEPING, PAYROLL EXPERIENCE]

Under 250 words, and a 30-minute skills test: 5 short bookkeeping scenarios with the answers we expect, for the interviewer only.`,
          tool: 'any',
        },
        {
          id: 'accounting-process-email-templates',
          title: 'Saved replies for common requests',
          task: 'Write saved replies for requests the team answers every week.',
          text: `Write saved email replies for [FIRM NAME] for these common requests:

[E.G. "CAN YOU SEND MY P&L?", "WHY DID MY FEE CHANGE?", "CAN I DEDUCT MY CAR?", "I LOST A RECEIPT"]

Our standard answers: [FACTS FOR EACH]

Each reply under 100 words, friendly, with {first_name}. For tax questions, the reply says we will look at their situation and does not give a general yes or no.`,
          tool: 'any',
        },
        {
          id: 'accounting-data-security-checklist',
          title: 'Client data security checklist',
          task: 'Check the basics of how your firm protects client data.',
          text: `Create a data-security self-check for [FIRM NAME], a firm of [NUMBER] people handling client tax and financial data in [COUNTRY OR STATE].

Our set-up: [DEVICES, EMAIL, FILE STORAGE, PORTAL, PASSWORD MANAGER, BACKUPS]

Yes/no checks grouped by: accounts and passwords, devices, email and phishing, file sharing, backups, staff leaving, incident response. Add which written security plan the rules where we work may require (for example US preparers need one) and mark it “VERIFY”.`,
          tool: 'any',
        },
      ],
    },
  ],
};
