import type { IndustryLibrary } from './types';

export const lawFirms: IndustryLibrary = {
  id: 'law-firms',
  name: 'Law firms',
  description:
    'For solo lawyers and small firms: intake, client updates, marketing within the professional rules, and practice admin. Every output is a draft for a lawyer to review; client confidences stay out of tools without suitable data terms.',
  categories: [
    {
      id: 'client-intake',
      name: 'Client intake',
      prompts: [
        {
          id: 'law-intake-questionnaire',
          title: 'Intake questionnaire for a practice area',
          task: 'Build the questions a new enquirer answers before the first consultation.',
          text: `Write an intake questionnaire for new enquiries to [FIRM NAME] in [PRACTICE AREA, E.G. RESIDENTIAL LANDLORD-TENANT].

Include: contact details, the other parties (for a conflict check), key dates, what outcome they want, documents to gather, and how they heard of us. Group questions under short headings, mark required ones, and use plain words. Add a notice at the top that submitting the form does not create a lawyer-client relationship and they should not send confidential details until we confirm we can act. Mark the notice “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-consultation-prep',
          title: 'Prepare for an initial consultation',
          task: 'Turn an intake form into a consultation plan and question list.',
          text: `Here is an anonymised intake summary (no names):

[PASTE THE SUMMARY WITH IDENTIFYING DETAILS REMOVED]

Practice area and jurisdiction: [AREA, STATE OR COUNTRY]

Prepare: the facts we still need, 12 questions for the consultation in a logical order, the documents to request, and issues I should consider researching. Do not state conclusions about the law or the likely outcome: list the questions for me to answer.`,
          tool: 'any',
          tip: 'Remove names and identifying details before pasting unless your firm has a tool with confidentiality terms approved for client data.',
        },
        {
          id: 'law-non-engagement-letter',
          title: 'Letter declining a matter',
          task: 'Decline a prospective client clearly, including time-limit warnings.',
          text: `Draft a non-engagement letter from [LAWYER NAME] at [FIRM NAME] to [PROSPECTIVE CLIENT NAME] about their enquiry on [GENERAL SUBJECT].

Reason we are declining (general, no merits opinion): [E.G. OUTSIDE OUR PRACTICE AREAS, A CONFLICT, CAPACITY]

Include: that we are not representing them, that we have not assessed the merits, that time limits may apply to their matter and they should consult another lawyer promptly, and where to find a referral service: [LOCAL BAR REFERRAL SERVICE]. Under 200 words, courteous. Mark the draft “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-fee-explainer',
          title: 'Explain fees in plain words',
          task: 'Explain how your fees work before a client signs the engagement letter.',
          text: `Write a plain-language explanation of how [FIRM NAME] charges for [PRACTICE AREA] matters.

Our terms: [HOURLY RATES BY ROLE / FIXED FEES / CONTINGENCY PERCENTAGE, RETAINER AND TRUST ACCOUNT, WHAT COSTS ARE EXTRA, BILLING FREQUENCY]

Give: a one-page explanation with a worked example using sample figures labelled as an example, and 6 questions clients often ask about fees with answers. It supplements, and does not replace, the engagement letter: say so at the top. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-intake-call-script',
          title: 'Intake call script for staff',
          task: 'Give your receptionist a script for first calls that avoids giving legal advice.',
          text: `Write a phone script for staff at [FIRM NAME] taking first calls from people with a [PRACTICE AREA] problem.

Steps: greeting, the caller’s name and contact details, the other party’s name (for the conflict check) before hearing details, a short description of the problem, any urgent deadline or court date, and booking the consultation ([FEE AND LENGTH]). Include the exact words staff use when a caller asks "What should I do?" or "Do I have a case?", so they never give legal advice, and what to do if the caller mentions a deadline in the next [DAYS] days.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'client-communication',
      name: 'Client communication',
      prompts: [
        {
          id: 'law-status-update',
          title: 'Matter status update',
          task: 'Turn file notes into a clear update a client understands.',
          text: `Turn these notes into a status update email to my client about their [TYPE OF MATTER]:

[PASTE YOUR NOTES, WITH NAMES REPLACED BY ROLES]

Structure: where things stand in two sentences, what happened since the last update, what happens next with expected dates, what I need from the client by [DATE], and the costs to date if I give them: [COSTS]. Plain words; explain any legal term in brackets the first time. Under 250 words. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-explain-document',
          title: 'Explain a document’s structure to a client',
          task: 'Prepare a plain-language walk-through of a long document for a client meeting.',
          text: `Attached is a [DOCUMENT TYPE, E.G. COMMERCIAL LEASE] with identifying details removed.

Write a plain-language guide to its structure for my client: what each section covers, where the key dates, payment obligations and termination terms are (with clause numbers), and terms that clients often misread. Do not give an opinion on whether the terms are favourable: list points for me to discuss with the client. Mark it “LAWYER TO REVIEW”.`,
          tool: 'files',
        },
        {
          id: 'law-hearing-prep-client',
          title: 'Prepare a client for a hearing',
          task: 'Tell a client what to expect on a hearing or deposition day.',
          text: `Write a guide for my client attending a [HEARING / MEDIATION / DEPOSITION] on [DATE] at [PLACE].

Cover: when to arrive and where to go, what to bring, who will be there and their roles, what happens in order, how to behave and dress, what to do if they do not understand a question, and how long it may take. Plain, calm and practical, under 350 words. No advice on the substance of their testimony. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-difficult-news',
          title: 'Deliver difficult news in writing',
          task: 'Follow up a hard phone call with a clear, kind written summary.',
          text: `I told my client by phone that [THE DIFFICULT NEWS, E.G. THE COURT RULED AGAINST US ON THE MOTION]. Draft the follow-up email.

Include: a short summary of what happened, what it means for their matter in practical terms ([MY ASSESSMENT]), the options I mentioned ([OPTIONS]) with any deadline for deciding ([DEADLINE]), and an offer to talk again. Honest, kind, no jargon, under 250 words. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-closing-letter',
          title: 'Matter closing letter',
          task: 'Close a file properly: what was done, what the client keeps, what ends.',
          text: `Draft a closing letter to my client at the end of their [TYPE OF MATTER].

Include: that the matter is complete and our representation has ended, a summary of the outcome ([OUTCOME]), any remaining obligations or dates the client must track ([E.G. RENEWAL DATES]), what we hold and for how long ([FILE RETENTION POLICY]), the return of original documents, and a thank-you with an invitation to contact us for future needs. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'law-practice-area-page',
          title: 'Practice-area web page',
          task: 'Write a web page that explains a practice area to the people who need it.',
          text: `Write a web page for [FIRM NAME]’s [PRACTICE AREA] practice in [JURISDICTION].

Who we help: [TYPICAL CLIENTS AND PROBLEMS]
How we work: [E.G. FIXED-FEE CONSULTATION, VIDEO MEETINGS]

Sections: the problems we help with, how the process usually works in steps, what to bring to a first meeting, fees in general terms, and 5 FAQs. Avoid guarantees, "specialist" or "expert" unless I confirm we are certified ([YES/NO]), and anything about past results. Include a line that the page is general information, not legal advice. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
          tip: 'Professional conduct rules on advertising differ by jurisdiction; check words like "specialist" with your bar’s rules.',
        },
        {
          id: 'law-faq-article',
          title: 'Article answering a common client question',
          task: 'Turn a question clients ask every week into a helpful article.',
          text: `Write an article for [FIRM NAME]’s website answering: "[THE QUESTION, E.G. WHAT HAPPENS IF SOMEONE DIES WITHOUT A WILL IN OHIO?]"

Give me an outline first, then an article of about [WORDS] words in plain language, with headings, a short summary at the top, and a closing section on when to speak to a lawyer. Cite the statutes or official sources you rely on so I can check each one, and mark any point where the law may have changed or varies with [FACTS] as “VERIFY”.`,
          tool: 'web',
          tip: 'Check every citation yourself: assistants can invent case names and section numbers.',
        },
        {
          id: 'law-referral-network-email',
          title: 'Email to build a referral relationship',
          task: 'Introduce yourself to an accountant, financial planner or another lawyer who could refer work.',
          text: `Write an email from [LAWYER NAME] of [FIRM NAME] to [CONTACT NAME], a [PROFESSION] at [THEIR FIRM].

How we know each other: [E.G. MET AT A CHAMBER EVENT / NOT AT ALL]
Where our clients overlap: [E.G. SMALL BUSINESS OWNERS PLANNING SUCCESSION]
What I can offer them: [E.G. QUICK ANSWERS ON WHEN A CLIENT NEEDS A LAWYER, A JOINT CLIENT SEMINAR]

Under 150 words, open with something about their work, suggest coffee or a 20-minute call. No referral fees (most bar rules forbid them).`,
          tool: 'any',
        },
        {
          id: 'law-review-request',
          title: 'Review request that respects confidentiality',
          task: 'Ask satisfied clients for a review in a way that fits professional rules.',
          text: `Write a short message asking a client whose matter has ended to leave a review of [FIRM NAME] on [PLATFORM, LINK].

Rules to follow: no incentive, no pressure, remind them not to share confidential details of their matter in a public review, and make clear it is optional. Under 90 words, from [LAWYER NAME]. Also write a one-sentence version for the closing letter.`,
          tool: 'any',
        },
        {
          id: 'law-linkedin-posts',
          title: 'A month of LinkedIn posts',
          task: 'Plan useful LinkedIn posts that show expertise without giving advice.',
          text: `Plan 8 LinkedIn posts for [LAWYER NAME], a [PRACTICE AREA] lawyer in [CITY], for the next month.

Audience: [E.G. FOUNDERS OF SMALL COMPANIES]
Topics I can speak to: [LIST]

Mix: 3 common mistakes people make, 2 plain explanations of a process, 1 recent change in the law (with the official source), 1 behind-the-scenes post about how we work, 1 question to the audience. Each under 150 words, first line under 12 words. General information only, with no client details even anonymised.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'practice-management',
      name: 'Practice management',
      prompts: [
        {
          id: 'law-deposition-summary',
          title: 'Summary of a transcript by topic',
          task: 'Index a long transcript by topic with page and line references.',
          text: `Attached is a transcript of [DEPOSITION / INTERVIEW / HEARING], [NUMBER] pages.

Summarise it by topic, not chronologically: for each topic, the key statements with page:line references, and any inconsistencies between statements. Then list the exhibits mentioned. Quote exactly where you quote; do not characterise credibility. I will check every reference against the transcript.`,
          tool: 'files',
          tip: 'Only upload client material to a tool whose terms your firm has approved for confidential data.',
        },
        {
          id: 'law-billing-narratives',
          title: 'Clear billing entries',
          task: 'Rewrite rough time entries into clear, specific billing narratives.',
          text: `Rewrite these time entries into clear billing narratives that a client can understand:

[PASTE ENTRIES: DATE, TIME, ROUGH NOTE]

Each: starts with a verb, says what was done and why it mattered to the matter, no block billing (one task per entry), no internal abbreviations. Keep the times exactly as given. Flag any entry that looks like administrative work a client may object to paying for.`,
          tool: 'any',
        },
        {
          id: 'law-firm-procedures',
          title: 'Office procedure for deadlines',
          task: 'Write a written procedure for docketing and checking deadlines.',
          text: `Write an office procedure for [FIRM NAME] for recording and checking deadlines.

How we work now: [WHO ENTERS DEADLINES, WHICH CALENDAR OR SOFTWARE, HOW REMINDERS ARE SET]
Problems: [E.G. ONLY ONE PERSON KNOWS THE SYSTEM]

Cover: which events are entered, the two-person check, reminder intervals, what happens when someone is away, and the weekly review. Numbered steps, a one-page checklist at the end. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'law-paralegal-job-ad',
          title: 'Job ad for a paralegal or legal assistant',
          task: 'Hire a paralegal or assistant with the right experience.',
          text: `Write a job ad for a [PARALEGAL / LEGAL ASSISTANT] at [FIRM NAME], a [SIZE] firm practising [AREAS] in [CITY].

Facts: [PAY RANGE, HOURS, HYBRID OR OFFICE, SOFTWARE, BENEFITS]
Work: [MAIN TASKS]
Must have: [E.G. 2 YEARS IN LITIGATION, E-FILING EXPERIENCE]

Under 280 words, a short practical writing task for applicants (with instructions), and how to apply.`,
          tool: 'any',
        },
        {
          id: 'law-research-plan',
          title: 'Research plan for a new issue',
          task: 'Map out where to look and what to answer before researching an issue.',
          text: `I need to research this issue in [JURISDICTION]: [DESCRIBE THE ISSUE IN GENERAL TERMS, NO CLIENT NAMES].

Give a research plan: the questions to answer in order, the likely sources (statutes, regulations, court rules, secondary sources) to check first, search terms for my research database, and the points where the answer may depend on facts I should confirm with the client. Do not give conclusions or case names; I will find and read the authorities myself.`,
          tool: 'any',
        },
      ],
    },
  ],
};
