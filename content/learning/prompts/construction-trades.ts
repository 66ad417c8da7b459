import type { IndustryLibrary } from './types';

export const constructionTrades: IndustryLibrary = {
  id: 'construction-trades',
  name: 'Construction & trades',
  description:
    'For builders, remodelers, roofers, carpenters and specialty contractors: bids, client updates on long projects, subcontractors, change orders and site safety.',
  categories: [
    {
      id: 'bids-sales',
      name: 'Bids & sales',
      prompts: [
        {
          id: 'construction-proposal-scope',
          title: 'Proposal with a clear scope of work',
          task: 'Turn site-visit notes into a proposal the client can compare fairly.',
          text: `Write a proposal from [COMPANY NAME] for [PROJECT, E.G. KITCHEN REMODEL] at [CLIENT’S ADDRESS OR AREA].

Site-visit notes: [WHAT EXISTS, WHAT THE CLIENT WANTS, CONSTRAINTS]
Price and payment schedule: [TOTAL, DEPOSIT, STAGE PAYMENTS]
Timeline: [START WINDOW, DURATION]
Allowances: [E.G. TILE AT $X PER SQ FT, FIXTURES UP TO $Y]

Sections: project summary, scope of work by phase, what is not included, allowances explained in plain words, permits and who obtains them, timeline, price and payment schedule, warranty, and how to accept. Mark assumptions “CLIENT TO CONFIRM”.`,
          tool: 'any',
          tip: 'The "not included" list prevents more disputes than any other section: be generous with it.',
        },
        {
          id: 'construction-bid-comparison-explainer',
          title: 'Explain why your bid costs more',
          task: 'Help a client compare your bid with a cheaper one, point by point.',
          text: `A client has a cheaper bid than ours for [PROJECT]. They shared what it includes: [SUMMARY OF THE OTHER BID].

Our bid: [SUMMARY, PRICE]

Write an email that compares scope line by line in a table (what each includes, what is missing or unclear), lists 5 questions the client should ask any contractor (licence, insurance, permits, allowances, payment schedule), and does not criticise the other contractor. Under 300 words.`,
          tool: 'any',
        },
        {
          id: 'construction-lead-qualifying-call',
          title: 'First call with a new enquiry',
          task: 'Qualify a renovation enquiry before driving out for a site visit.',
          text: `Write a 10-minute phone guide for [COMPANY NAME] to qualify new enquiries for [PROJECT TYPES].

Our sweet spot: [BUDGET RANGE, AREAS, PROJECT TYPES]

Questions in order: project, timing, budget (how to ask kindly), who decides, design status, HOA or permit issues, and how they found us. Then how to explain our process and fees for design or estimates ([FEES]), and how to politely refer out a job that is not a fit.`,
          tool: 'any',
        },
        {
          id: 'construction-project-portfolio-post',
          title: 'Finished-project write-up',
          task: 'Turn a finished project into a portfolio page and social post.',
          text: `Write a portfolio entry for a finished [PROJECT TYPE] by [COMPANY NAME] in [TOWN]. The client agreed to it being shown.

Details: [THE BRIEF, THE CHALLENGE, WHAT WE DID, MATERIALS, DURATION]

Give: a portfolio page (headline, 150-word story: brief, challenge, solution; a materials list), a social post under 80 words, and captions for 6 photos. No client names unless I say so.`,
          tool: 'any',
        },
        {
          id: 'construction-commercial-bid-cover',
          title: 'Cover letter for a commercial bid',
          task: 'Write a concise cover letter for a tender or commercial bid.',
          text: `Write a cover letter for [COMPANY NAME]’s bid for [PROJECT NAME] for [OWNER OR GENERAL CONTRACTOR].

Our relevant experience: [SIMILAR PROJECTS WITH SIZE AND YEAR]
Key people: [NAMES, ROLES]
Differentiators: [E.G. IN-HOUSE CREWS, SAFETY RECORD AS EMR IF YOU HAVE IT]
Exclusions and clarifications: [LIST]

One page: confirm compliance with the bid documents ([ADDENDA RECEIVED]), summarise experience, list exclusions clearly, and give the contact for questions.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'client-communication',
      name: 'Client communication',
      prompts: [
        {
          id: 'construction-weekly-client-update',
          title: 'Weekly project update',
          task: 'Keep homeowners informed so they stop worrying and stop calling.',
          text: `Write this week’s update to [CLIENT NAMES] on [PROJECT] from [COMPANY NAME].

This week: [WORK DONE, INSPECTIONS PASSED, DELAYS AND WHY]
Next week: [PLANNED WORK, WHO WILL BE ON SITE, NOISE OR ACCESS ISSUES]
Decisions needed from the client: [SELECTIONS AND DEADLINES]
Budget: [CHANGE ORDERS TO DATE]

Under 220 words, with "Decisions we need from you" as a separate short list with dates. Honest about delays.`,
          tool: 'any',
        },
        {
          id: 'construction-change-order',
          title: 'Change order explanation',
          task: 'Explain a change order so the client signs it without surprise.',
          text: `Write a change order explanation for [CLIENT] on [PROJECT].

What changed and why: [E.G. ROTTEN SUBFLOOR FOUND WHEN TILES CAME UP / CLIENT ASKED FOR A LARGER WINDOW]
Cost and time impact: [PRICE, DAYS ADDED]
Options, if any: [OPTIONS]

Give: a plain summary (under 120 words) for the email, and the change order wording: description, cost, schedule impact, and signature lines. Photos to attach: [LIST]. Work on the change does not start until it is signed: say so.`,
          tool: 'any',
        },
        {
          id: 'construction-delay-notice',
          title: 'Notice of a delay',
          task: 'Tell a client about a delay early, with the cause and the new plan.',
          text: `Write a delay notice to [CLIENT] on [PROJECT].

Cause: [E.G. WINDOW DELIVERY MOVED BY THE MANUFACTURER, INSPECTION BACKLOG, WEATHER]
New expected dates: [DATES]
What we are doing about it: [ACTIONS]
Effect on their daily life: [E.G. KITCHEN OUT OF USE ONE MORE WEEK]

Calm and factual, under 180 words, no blame. If our contract has a notice clause for delays ([CLAUSE]), follow its requirements for how and when notice is given.`,
          tool: 'any',
        },
        {
          id: 'construction-punch-list-walkthrough',
          title: 'Final walk-through and punch list',
          task: 'Plan the final walk-through and record the punch list.',
          text: `Prepare the final walk-through for [PROJECT] with [CLIENT].

Give: an email inviting them (what to expect, how long it takes), a room-by-room punch-list form (item, location, responsible trade, target date, done), and a closing email template for when the list is complete, covering warranty start date, manuals and care instructions, and final payment ([AMOUNT, HOW TO PAY]).`,
          tool: 'any',
        },
        {
          id: 'construction-neighbour-letter',
          title: 'Letter to neighbours before work starts',
          task: 'Let neighbours know about noise, parking and dates before a project starts.',
          text: `Write a letter to neighbours of [ADDRESS OR STREET] from [COMPANY NAME] before [PROJECT] starts on [DATE].

Details: [WORKING HOURS, NOISY DAYS, DELIVERIES AND SKIPS OR DUMPSTERS, PARKING, EXPECTED END DATE]
Contact for problems: [NAME, PHONE]

Friendly, under 150 words, thank them in advance.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'site-operations',
      name: 'Site operations',
      prompts: [
        {
          id: 'construction-subcontractor-scope',
          title: 'Scope letter for a subcontractor',
          task: 'Give a subcontractor a clear, written scope before they price.',
          text: `Write a scope of work for [TRADE] subcontractors on [PROJECT] for [COMPANY NAME].

Work included: [DETAILS FROM DRAWINGS AND SPECS, WITH REFERENCES]
Work excluded: [LIST]
Site rules: [HOURS, CLEAN-UP, SAFETY, PARKING]
Schedule: [WINDOW FOR THEIR WORK]
Insurance and licences we require: [REQUIREMENTS]

Numbered items the sub can price line by line, and a request for their price by [DATE].`,
          tool: 'any',
        },
        {
          id: 'construction-daily-log',
          title: 'Daily site log from voice notes',
          task: 'Turn end-of-day voice notes into a tidy daily log.',
          text: `Turn this voice-note transcript from the site into a daily log for [PROJECT], [DATE]:

[PASTE TRANSCRIPT]

Fields: weather, crews and headcount by trade, work completed, deliveries, inspections, issues and delays, safety observations, visitors, and photos taken. Keep facts exactly as said; list anything unclear as a question at the end.`,
          tool: 'any',
          tip: 'Daily logs are evidence if a dispute comes up later: keep them factual and file them the same day.',
        },
        {
          id: 'construction-toolbox-talk',
          title: 'Site safety toolbox talk',
          task: 'Run a 10-minute safety talk specific to this week’s work.',
          text: `Write a 10-minute toolbox talk for [COMPANY NAME] crews on [PROJECT], focused on this week’s work: [E.G. ROOF TEAR-OFF, TRENCHING, WORKING NEAR LIVE ELECTRICS].

Cover: the specific hazards of this work, the controls on our site ([OUR CONTROLS]), what to do if something goes wrong, and 3 questions to check understanding. Spoken, short sentences. Add a sign-in sheet. Mark regulatory points “VERIFY” against [OSHA OR LOCAL REGULATOR].`,
          tool: 'any',
        },
        {
          id: 'construction-material-takeoff-check',
          title: 'Check a material list against the plans',
          task: 'Catch missing items in a material order before it is placed.',
          text: `Attached are the plans for [PROJECT] and my material list for [PHASE].

Check the list against the plans: items that seem missing, quantities that look low or high for what is drawn (with your reasoning), and waste factors I should consider. Do not change my list; give a table of questions and suggested checks. I will verify quantities myself.`,
          tool: 'files',
          tip: 'Assistants misread drawings regularly; use this as a second pair of eyes, never as the takeoff.',
        },
        {
          id: 'construction-schedule-lookahead',
          title: 'Three-week lookahead schedule',
          task: 'Plan the next three weeks of trades, inspections and deliveries.',
          text: `Build a 3-week lookahead for [PROJECT] starting [DATE].

Remaining work and durations: [TASKS, DURATIONS, DEPENDENCIES]
Trades and their availability: [DETAILS]
Inspections needed: [LIST]
Long-lead deliveries: [ITEMS AND DATES]

A table by day: task, trade, inspection, delivery. Flag conflicts (two trades in one room, work before a required inspection) and items that must be ordered now.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'business-admin',
      name: 'Business admin & hiring',
      prompts: [
        {
          id: 'construction-job-ad-carpenter',
          title: 'Job ad for a skilled tradesperson',
          task: 'Hire a carpenter, electrician or labourer with a straight offer.',
          text: `Write a job ad for a [ROLE] at [COMPANY NAME] in [AREA].

Facts: [PAY RANGE, OVERTIME, TOOLS AND VEHICLE, HOURS, TRAVEL, BENEFITS]
Must have: [EXPERIENCE, LICENCE OR TICKETS, DRIVING LICENCE]
What the work is like: [PROJECT TYPES, TEAM SIZE]

Under 230 words, practical and direct, and a 3-question phone screen for the first call.`,
          tool: 'any',
        },
        {
          id: 'construction-payment-reminder',
          title: 'Overdue stage-payment reminder',
          task: 'Chase a late stage payment without damaging the relationship.',
          text: `Write reminders for an overdue stage payment from [CLIENT] on [PROJECT].

Payment: [AMOUNT, MILESTONE, DUE DATE, INVOICE NUMBER]
Our contract terms: [LATE FEES, RIGHT TO PAUSE WORK, NOTICE PERIOD]

First reminder (friendly, 3 days late), second (7 days, firmer, restating the terms), and third (14 days, stating what happens next under the contract). Each under 130 words. Check with a lawyer before stopping work or filing a lien: the rules on notices and deadlines are strict.`,
          tool: 'any',
        },
        {
          id: 'construction-warranty-letter',
          title: 'Warranty letter and care guide',
          task: 'Hand over a project with the warranty terms and maintenance advice.',
          text: `Write a warranty letter and care guide for [CLIENT] at the end of [PROJECT].

Warranty: [WHAT IS COVERED, FOR HOW LONG, HOW TO MAKE A CLAIM, EXCLUSIONS]
Manufacturer warranties: [PRODUCTS AND REGISTRATION STEPS]
Care: [MATERIALS AND FINISHES INSTALLED]

Warranty letter one page; care guide as a table by material: do, do not, how often. Mark the warranty wording “CHECK AGAINST CONTRACT”.`,
          tool: 'any',
        },
        {
          id: 'construction-licence-renewal-tracker',
          title: 'Licences, insurance and certificates tracker',
          task: 'Track every licence, policy and subcontractor certificate with renewal dates.',
          text: `Set up a tracker for [COMPANY NAME] for licences, insurance and certificates.

Ours: [LICENCES, GENERAL LIABILITY, WORKERS’ COMP, VEHICLE, BONDING; WITH EXPIRY DATES]
Subcontractors’ certificates we must hold: [LIST]

Give the column layout for a spreadsheet, reminder rules (60, 30 and 7 days before expiry), who owns each reminder, and an email template asking a subcontractor for an updated certificate of insurance.`,
          tool: 'any',
        },
        {
          id: 'construction-job-costing-review',
          title: 'Job costing review after a project',
          task: 'Compare estimate and actual costs to price the next job better.',
          text: `Attached is the estimate and the actual costs for [PROJECT] (columns: [COST CODE, ESTIMATE, ACTUAL]).

Find: the 5 biggest overruns and underruns, labour hours versus estimate, and change orders’ share of the final price. Suggest 3 changes to how we estimate this type of job, and list questions for the site lead about the overruns. Only figures from the file.`,
          tool: 'files',
        },
      ],
    },
  ],
};
