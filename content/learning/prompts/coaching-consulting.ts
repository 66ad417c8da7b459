import type { IndustryLibrary } from './types';

export const coachingConsulting: IndustryLibrary = {
  id: 'coaching-consulting',
  name: 'Coaching & consulting',
  description:
    'For business and career coaches, independent consultants and trainers: programmes and offers, client sessions, content that brings enquiries, and the admin of a one-person practice.',
  categories: [
    {
      id: 'offers',
      name: 'Offers & programmes',
      prompts: [
        {
          id: 'coaching-programme-outline',
          title: 'Coaching programme outline',
          task: 'Shape what you already do with clients into a structured programme.',
          text: `Help me turn my coaching into a structured programme.

Who I coach: [CLIENT TYPE AND THEIR SITUATION]
The change they come for: [FROM ... TO ...]
What I already do with clients, roughly in order: [DESCRIBE]
Format: [E.G. 12 WEEKS, FORTNIGHTLY 60-MINUTE CALLS, MESSAGE SUPPORT]

Give: a programme name (3 options), the phases with the outcome of each, session-by-session topics, the worksheets or tools for each phase, and how progress is reviewed. No promised results; describe what the client will work on.`,
          tool: 'any',
        },
        {
          id: 'coaching-sales-page',
          title: 'Sales page for a programme',
          task: 'Write an honest sales page that helps the right people say yes.',
          text: `Write a sales page for [PROGRAMME NAME] by [YOUR NAME].

Who it is for and not for: [DETAILS]
What is included: [SESSIONS, MATERIALS, ACCESS]
Price and payment options: [DETAILS]
Real client words I have permission to use: [QUOTES WITH FIRST NAME AND ROLE, OR NONE]
Refund or cancellation terms: [TERMS]

Sections: headline, the problem in the reader’s words, what changes, how it works, what is included, about me (3 sentences), testimonials (only those given), price, terms, FAQ. No income claims and no invented testimonials.`,
          tool: 'any',
        },
        {
          id: 'coaching-consulting-retainer',
          title: 'Advisory retainer offer',
          task: 'Package ongoing advice as a monthly retainer with clear limits.',
          text: `Design a monthly advisory retainer for my consulting practice in [FIELD].

What clients currently ask me for after a project: [EXAMPLES]
My day rate: [RATE]

Give 2 retainer levels: what is included (calls, response time, reviews of documents), what is not, price, minimum term and notice, and how unused time is handled. Then a one-page description I can send to past clients.`,
          tool: 'any',
        },
        {
          id: 'coaching-workshop-design',
          title: 'Half-day workshop design',
          task: 'Design a workshop for a team or a public group.',
          text: `Design a [LENGTH] workshop on [TOPIC] for [AUDIENCE, SIZE].

Outcome: by the end participants can [OUTCOME].
Format: [IN PERSON / ONLINE], materials available: [DETAILS]

Give a timed run sheet with each segment’s purpose, the activity (individual, pairs, groups), materials, and facilitator notes. Include 2 exercises in detail and a 5-question feedback form.`,
          tool: 'any',
        },
        {
          id: 'coaching-pricing-options',
          title: 'Price your offers',
          task: 'Think through pricing for your packages with your real numbers.',
          text: `Help me price my offers.

Offers: [LIST WITH HOURS OF MY TIME EACH INCLUDES]
My income target: [ANNUAL] and available client hours per week: [HOURS]
What similar practitioners charge, if I know: [DETAILS]

Show: the hourly figure my target implies, a price for each offer based on time and on the value to the client, and the number of clients per month each pricing needs. State assumptions plainly.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'client-sessions',
      name: 'Client sessions',
      prompts: [
        {
          id: 'coaching-intake-form',
          title: 'Client intake questionnaire',
          task: 'Learn what you need before the first session.',
          text: `Write an intake questionnaire for new clients of my [TYPE OF] coaching practice.

Include: their goals in their own words, what they have tried, current constraints (time, money, support), how they like to be challenged, what success looks like in 3 months, and anything I should know. At most 12 questions, friendly, optional where possible. Add a line that coaching is not therapy or medical advice and where to find support if they need it: [LOCAL RESOURCE].`,
          tool: 'any',
        },
        {
          id: 'coaching-session-summary',
          title: 'Session summary and actions',
          task: 'Send a clear recap after each session from your notes.',
          text: `Turn my session notes into a recap email for my client (first name only: [FIRST NAME]):

[PASTE NOTES]

Format: 2-sentence summary of what we worked on, key insights in the client’s words where noted, agreed actions with dates, and the question to think about before next session on [DATE]. Under 200 words, warm. Do not add insights I did not note.`,
          tool: 'any',
          tip: 'Use initials or first names only in notes you paste; keep full client records in your own system.',
        },
        {
          id: 'coaching-powerful-questions',
          title: 'Questions for a stuck client',
          task: 'Prepare open questions for a session where the client feels stuck.',
          text: `My client is stuck on [SITUATION, DESCRIBED WITHOUT IDENTIFYING DETAILS]. They have said: [WHAT THEY SAID].

Give me 12 open questions grouped by purpose: understanding the situation, finding what matters to them, widening options, and committing to a next step. Avoid leading questions and "why" questions that sound like blame. Add 2 short exercises I could use in the session.`,
          tool: 'any',
        },
        {
          id: 'coaching-consulting-stakeholder-interviews',
          title: 'Stakeholder interview guide',
          task: 'Plan interviews with a client’s team at the start of a consulting project.',
          text: `Write an interview guide for stakeholder interviews at [CLIENT TYPE] for a project on [TOPIC].

Interviewees: [ROLES]
What we need to learn: [QUESTIONS THE PROJECT MUST ANSWER]

For each role, 8 to 10 questions in order, an opening that explains confidentiality ([HOW WE REPORT: THEMES, NO NAMES]), and a template to capture notes by theme.`,
          tool: 'any',
        },
        {
          id: 'coaching-findings-report',
          title: 'Findings report from interview notes',
          task: 'Turn interview notes into themes and recommendations.',
          text: `Attached are anonymised notes from [NUMBER] interviews for [PROJECT].

Group them into themes, with how many interviewees raised each and 1 or 2 representative quotes (exactly as written). Then list tensions between groups, and draft recommendations that follow from the themes, each linked to the evidence. Mark recommendations I should test with the client before the report.`,
          tool: 'files',
        },
      ],
    },
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'coaching-linkedin-from-session-themes',
          title: 'LinkedIn posts from recurring client themes',
          task: 'Turn what clients keep asking into useful posts, with no client details.',
          text: `Themes that come up again and again with my clients: [LIST, NO CLIENT DETAILS]
My point of view on each: [YOUR VIEW]

Write 5 LinkedIn posts for [YOUR NAME], a [ROLE] for [AUDIENCE]. Each: a first line under 12 words, a short story or observation (generic, not a client’s), one practical idea, and a question. Under 170 words each. No invented anecdotes presented as real.`,
          tool: 'any',
        },
        {
          id: 'coaching-webinar-outline',
          title: 'Free webinar that teaches',
          task: 'Plan a free talk that is useful on its own and invites a next step.',
          text: `Plan a [MINUTES]-minute free webinar by [YOUR NAME] on [TOPIC] for [AUDIENCE].

Outline: a title, 3 teaching points with one example or exercise each, a 5-minute Q&A, and a short, honest invitation to [NEXT STEP, E.G. A DISCOVERY CALL] at the end. Then the registration page text (under 150 words) and 2 reminder emails.`,
          tool: 'any',
        },
        {
          id: 'coaching-lead-magnet',
          title: 'Lead magnet: a one-page tool',
          task: 'Create a checklist or worksheet people will actually use.',
          text: `Create a one-page [CHECKLIST / WORKSHEET / SCORECARD] titled "[TITLE]" for [AUDIENCE] from [YOUR NAME].

It should help them [OUTCOME] in about 15 minutes. Include: short instructions, the items or questions, a way to score or interpret their answers, and a final line on how I help if they want support. Then write the 3-sentence sign-up page text.`,
          tool: 'any',
        },
        {
          id: 'coaching-testimonial-request',
          title: 'Ask for a testimonial with permission',
          task: 'Collect honest testimonials with clear permission to publish.',
          text: `Write an email to a client who has finished [PROGRAMME], asking for a testimonial.

Ask 3 questions (where they started, what changed, what they would tell someone considering it), make it clear it is optional, ask how they would like to be named (full name, first name and role, or anonymous), and ask for written permission to publish on [WHERE]. Under 150 words.`,
          tool: 'any',
        },
        {
          id: 'coaching-speaker-pitch',
          title: 'Pitch to speak at an event or podcast',
          task: 'Offer a talk or interview topic to an organiser.',
          text: `Write a pitch from [YOUR NAME] to [ORGANISER OR HOST] of [EVENT OR PODCAST].

Their audience: [WHO, FROM WHAT I KNOW OF PAST EPISODES OR SESSIONS: NAME ONE]
My topic ideas: [2-3 TOPICS]
Credentials: [RELEVANT EXPERIENCE]

Under 150 words: a line showing I know their show or event, 2 topic titles with one-line takeaways, a short bio, and a link to a past talk: [LINK].`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'practice-admin',
      name: 'Practice admin',
      prompts: [
        {
          id: 'coaching-agreement-summary',
          title: 'Coaching agreement in plain words',
          task: 'Summarise your client agreement: scope, confidentiality, cancellations.',
          text: `Draft a plain-language coaching or consulting agreement summary for [YOUR BUSINESS NAME].

Terms: [SESSIONS, FEES, PAYMENT SCHEDULE, RESCHEDULING AND CANCELLATION, CONFIDENTIALITY AND ITS LIMITS, WHAT COACHING IS NOT, ENDING THE AGREEMENT]

One page with short headed sections. Mark it as a draft to be turned into a contract by a lawyer: “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'coaching-weekly-review',
          title: 'Weekly business review for a solo practice',
          task: 'Review your week and plan the next in 20 minutes.',
          text: `Run my weekly review. This week:

Client work: [SESSIONS DELIVERED, PROJECTS]
Pipeline: [ENQUIRIES, CALLS, PROPOSALS OUT]
Marketing: [WHAT I PUBLISHED]
Money: [INVOICED, PAID, OUTSTANDING]
Energy and time: [HOW IT WENT]

Ask me 3 questions about what I learned, then propose next week’s 3 priorities and a time-blocked calendar around these fixed commitments: [LIST].`,
          tool: 'any',
        },
        {
          id: 'coaching-discovery-follow-up',
          title: 'Follow-up after a discovery call',
          task: 'Recap a discovery call and make the next step easy.',
          text: `Write a follow-up email after a discovery call with [PROSPECT FIRST NAME].

What they said they want: [IN THEIR WORDS]
What I recommended: [OFFER, PRICE]
Their concerns: [CONCERNS]

Under 180 words: recap their goal, why I think the recommended option fits (or honestly, that it does not and what might), the next step with a booking or payment link, and a date I will check in. No pressure tactics.`,
          tool: 'any',
        },
        {
          id: 'coaching-out-of-scope-referral',
          title: 'Refer a client when their need is outside coaching',
          task: 'Respond with care when a client needs a therapist, doctor, lawyer or financial adviser.',
          text: `A client has raised something that is outside coaching: [GENERAL DESCRIPTION, E.G. SIGNS OF BURNOUT AND LOW MOOD / A LEGAL DISPUTE WITH A BUSINESS PARTNER].

Write: what I could say in the session (3 or 4 sentences, kind, no diagnosis), a follow-up message suggesting the right kind of professional and how to find one ([LOCAL DIRECTORY OR HELPLINE]), and how we might continue coaching alongside it. If there is any risk to their safety, the message points to [EMERGENCY NUMBER] first.`,
          tool: 'any',
          tip: 'Check the ethics code of your coaching body on referrals; it usually asks you to say what coaching is not in your agreement, too.',
        },
        {
          id: 'coaching-late-cancellation-message',
          title: 'Late cancellation and missed session messages',
          task: 'Apply your cancellation policy kindly and consistently.',
          text: `Write two messages for [YOUR BUSINESS NAME]:

1. A client cancelled [HOURS] hours before the session; our policy is [POLICY, E.G. SESSIONS CANCELLED WITH LESS THAN 24 HOURS’ NOTICE ARE COUNTED AS USED, ONE EXCEPTION PER PROGRAMME].
2. A client did not show up and has not replied.

Each under 90 words: warm, state the policy once without apology, offer the next available times ([TIMES]), and make rebooking easy ([LINK]).`,
          tool: 'any',
        },
      ],
    },
  ],
};
