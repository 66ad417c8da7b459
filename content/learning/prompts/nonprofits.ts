import type { IndustryLibrary } from './types';

export const nonprofits: IndustryLibrary = {
  id: 'nonprofits',
  name: 'Nonprofits & charities',
  description:
    'For small nonprofits, charities and community groups: fundraising appeals, grant applications, volunteers, board papers and telling the story of your impact honestly.',
  categories: [
    {
      id: 'fundraising',
      name: 'Fundraising',
      prompts: [
        {
          id: 'nonprofit-appeal-letter',
          title: 'Year-end appeal letter',
          task: 'Write an appeal letter built on one true story and one clear ask.',
          text: `Write a year-end appeal letter for [ORGANISATION NAME], which [MISSION IN ONE SENTENCE].

One story we have permission to tell: [STORY, WITH NAMES CHANGED OR CONSENT GIVEN]
What a gift does, with real costs: [E.G. $40 PAYS FOR ONE WEEK OF AFTER-SCHOOL TUTORING FOR ONE CHILD]
Goal and deadline: [AMOUNT, DATE]

One page, written to one reader ("you"), the ask in the first third and again at the end, a P.S. that repeats the ask, and how to give ([LINK, ADDRESS]). No figures I did not give.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-donor-thank-you',
          title: 'Donor thank-you within 48 hours',
          task: 'Thank donors personally and tell them what their gift will do.',
          text: `Write thank-you messages from [ORGANISATION NAME] for:

1. A first-time donor of [AMOUNT RANGE].
2. A monthly donor’s first gift.
3. A major gift of [AMOUNT] from [DONOR TYPE].

Each: thanks in the first line, one concrete thing the gift makes possible ([USE OF FUNDS]), an invitation ([E.G. A SITE VISIT, A NEWSLETTER]), signed by [NAME, ROLE]. Under 130 words. Add the tax-receipt wording as a separate line that our treasurer will confirm for [COUNTRY].`,
          tool: 'any',
        },
        {
          id: 'nonprofit-grant-need-statement',
          title: 'Grant application: statement of need',
          task: 'Draft the need section of a grant application from your evidence.',
          text: `Draft the statement of need for a grant application to [FUNDER] for [PROGRAMME].

Evidence we have (with sources): [LOCAL DATA, WAITING LISTS, SURVEYS, PARTNER REFERRALS]
Who we serve: [POPULATION, AREA]
Funder’s priorities and word limit: [PRIORITIES, LIMIT]

Within the word limit: the problem locally, who is affected, what happens without the programme, and why we are placed to help. Cite each figure’s source in brackets. Where evidence is missing, write “EVIDENCE NEEDED” rather than a general claim.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-grant-outcomes',
          title: 'Outcomes and evaluation plan',
          task: 'Set measurable outcomes and how you will track them.',
          text: `Write the outcomes and evaluation section for our grant application for [PROGRAMME] at [ORGANISATION NAME].

Activities: [WHAT WE DO, HOW OFTEN, FOR HOW MANY]
What we can realistically measure: [E.G. ATTENDANCE, PRE/POST SURVEYS, PARTNER FEEDBACK]
Staff time for evaluation: [HOURS]

Give a table: outcome, indicator, target (marked “SET TARGET” for us to fill), data source, when collected, who collects it. Then a 150-word narrative. Keep outcomes to what our activities can plausibly influence.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-monthly-giving',
          title: 'Monthly giving invitation',
          task: 'Invite one-off donors to become monthly supporters.',
          text: `Write a 2-email invitation for one-off donors of [ORGANISATION NAME] to give monthly.

Monthly levels and what each does: [E.G. $10, $25, $50 WITH A CONCRETE USE EACH]
How to change or cancel: [HOW]

Email 1: thanks for their past gift, why regular income matters to us (true reasons: [REASONS]), the levels. Email 2 a week later: a short story and a simple link. Each under 150 words, with unsubscribe and address lines.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'volunteers-community',
      name: 'Volunteers & community',
      prompts: [
        {
          id: 'nonprofit-volunteer-role',
          title: 'Volunteer role description',
          task: 'Describe a volunteer role so the right people sign up.',
          text: `Write a volunteer role description for [ROLE] at [ORGANISATION NAME].

What they do: [TASKS]
Time: [HOURS, DAYS, MINIMUM COMMITMENT]
Support and training: [DETAILS]
Requirements: [E.G. BACKGROUND CHECK FOR WORK WITH CHILDREN, DRIVING LICENCE]
What volunteers get from it: [SKILLS, COMMUNITY, REFERENCES]

Under 250 words, with a "Is this for you?" list and how to apply.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-volunteer-onboarding',
          title: 'Volunteer welcome pack',
          task: 'Welcome new volunteers with everything they need on day one.',
          text: `Write a volunteer welcome pack for [ORGANISATION NAME].

Include: a welcome from [NAME], our mission in 2 sentences, where to go on the first day, who to ask, what to wear, safeguarding basics and who the safeguarding lead is ([NAME, CONTACT]), confidentiality, expenses ([POLICY]), and how to tell us if they cannot make a shift. Plain words, under 600 words, headed sections.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-volunteer-thank-you',
          title: 'Volunteer appreciation',
          task: 'Thank volunteers specifically, not generically.',
          text: `Write thank-you notes for volunteers at [ORGANISATION NAME].

Volunteers and what they did: [NAME: SPECIFIC CONTRIBUTIONS; ONE PER LINE]

A short personal note for each (under 60 words) naming what they did and what it made possible, and a 150-word post for our newsletter thanking all volunteers (first names only if they agreed).`,
          tool: 'any',
        },
        {
          id: 'nonprofit-event-plan',
          title: 'Community fundraising event plan',
          task: 'Plan a small fundraising event with tasks, budget and timeline.',
          text: `Plan a [EVENT TYPE, E.G. FUN RUN / QUIZ NIGHT / BAKE SALE] for [ORGANISATION NAME] on [DATE].

Goal: [AMOUNT RAISED AND PEOPLE REACHED]
Budget: [AMOUNT]
Volunteers available: [NUMBER]

Give: a timeline from 8 weeks out, task list with owners (roles), a budget with income and costs, permits or insurance to check ([JURISDICTION]), and a promotion plan. Then a 100-word event announcement.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-partner-letter',
          title: 'Partnership proposal to a local business',
          task: 'Ask a local business to sponsor or partner with you.',
          text: `Write a partnership proposal from [ORGANISATION NAME] to [BUSINESS NAME].

Ask: [E.G. SPONSOR OUR SUMMER PROGRAMME FOR $2,000 / STAFF VOLUNTEER DAY / IN-KIND DONATION]
What they get: [RECOGNITION, EMPLOYEE ENGAGEMENT, LOCAL PROFILE]
Why them: [CONNECTION TO OUR WORK OR AREA]

Under 250 words, one clear ask, recognition options in a short list, and a suggested meeting.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'communications',
      name: 'Communications',
      prompts: [
        {
          id: 'nonprofit-impact-report',
          title: 'Annual impact report',
          task: 'Show what the year achieved with honest figures and stories.',
          text: `Draft our annual impact report for [ORGANISATION NAME] for [YEAR].

Figures (with sources): [PEOPLE SERVED, SESSIONS, OUTCOMES MEASURED, INCOME AND SPENDING BY CATEGORY]
Stories with consent: [1-3 STORIES]
Challenges this year: [HONEST CHALLENGES]

Sections: letter from the chair (150 words), the year in numbers, 2 stories, what we learned, finances at a glance, thank-you to funders and volunteers, plans for next year. Use only the figures given; label any estimate as an estimate.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-story-consent',
          title: 'Story and photo consent form',
          task: 'Get informed consent before sharing someone’s story or photo.',
          text: `Write a consent form for people whose stories or photos [ORGANISATION NAME] wants to share.

Cover: what we will share (quote, photo, first name, none of these), where ([NEWSLETTER, WEBSITE, SOCIAL MEDIA, GRANT REPORTS]), for how long, how to withdraw, and that saying no does not affect any service they receive. Plain language at about a 12-year-old reading level, with a version for a parent or guardian. Mark it “REVIEW FOR LOCAL PRIVACY RULES”.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-social-calendar',
          title: 'Month of social media posts',
          task: 'Plan a month of posts mixing impact, volunteers and asks.',
          text: `Plan a month of social posts for [ORGANISATION NAME] on [CHANNELS].

This month: [EVENTS, CAMPAIGNS, AWARENESS DAYS RELEVANT TO OUR CAUSE]
Content we have: [PHOTOS WITH CONSENT, VOLUNTEER QUOTES, FIGURES]

12 posts: 4 impact, 3 volunteers or behind the scenes, 3 educational, 2 asks. For each: date, channel, caption (under 80 words), image idea. No images of people without consent; for children, none that show faces unless we have guardian consent.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-press-release',
          title: 'Press release for local news',
          task: 'Announce a milestone, programme or event to local media.',
          text: `Write a press release for [ORGANISATION NAME] announcing [NEWS].

Facts: [WHO, WHAT, WHEN, WHERE, WHY, FIGURES]
Quote from [NAME, ROLE]: [THEIR WORDS, OR ASK ME FOR THEM]
Contact: [NAME, PHONE, EMAIL]

Standard format: headline, dateline, the news in the first paragraph, the quote, background, "About [ORGANISATION NAME]" in 50 words. Under 450 words. Use only the facts given.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-plain-language-rewrite',
          title: 'Rewrite jargon for the public',
          task: 'Turn sector jargon into words supporters understand.',
          text: `Rewrite this text from [ORGANISATION NAME] for the general public:

"[PASTE TEXT]"

Replace jargon and acronyms with plain words, keep all facts and figures exactly, use short sentences, and keep the meaning. Then list the terms you changed and what you replaced them with, so our team can check nothing was lost.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'governance',
      name: 'Board & governance',
      prompts: [
        {
          id: 'nonprofit-board-report',
          title: 'Director’s report to the board',
          task: 'Write a short board report that leads to decisions.',
          text: `Write the director’s report for the [MONTH] board meeting of [ORGANISATION NAME].

Updates: [PROGRAMMES, FUNDRAISING AGAINST TARGET, STAFF AND VOLUNTEERS, RISKS]
Decisions needed from the board: [LIST WITH OPTIONS]

Two pages at most: a summary, one section per area with figures, risks with their mitigation, and "Decisions for the board" with a recommendation for each.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-meeting-minutes',
          title: 'Board minutes from notes',
          task: 'Turn meeting notes into formal minutes.',
          text: `Turn these notes into formal minutes of the [ORGANISATION NAME] board meeting on [DATE]:

[PASTE NOTES]

Include: attendees and apologies, quorum, declarations of interest, each item with a short summary of discussion, decisions and votes as recorded, and actions with owners and dates. Neutral tone, no opinions, nothing added that is not in the notes; list anything unclear for the secretary.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-policy-draft',
          title: 'Starter draft of a policy',
          task: 'Produce a first draft of a policy for the board to adapt.',
          text: `Write a starter draft of a [POLICY, E.G. VOLUNTEER EXPENSES / CONFLICT OF INTEREST / WHISTLEBLOWING] policy for [ORGANISATION NAME], a [SIZE] nonprofit in [COUNTRY OR STATE].

Our context: [HOW WE WORK, WHO IT APPLIES TO]

Sections: purpose, scope, the policy, procedure, responsibilities, review date. Plain language. Mark points that depend on local law or regulator guidance as “CHECK WITH REGULATOR OR ADVISER”; the board approves the final version.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-budget-narrative',
          title: 'Budget narrative for a funder',
          task: 'Explain each line of a project budget to a funder.',
          text: `Write a budget narrative for our application to [FUNDER] for [PROGRAMME].

Budget lines: [LINE, AMOUNT, HOW CALCULATED; ONE PER LINE]
Other funding secured: [SOURCES, AMOUNTS]

For each line: what it pays for and how the figure was calculated, in one or two sentences. Then a short paragraph on sustainability after the grant. Keep the amounts exactly as given.`,
          tool: 'any',
        },
        {
          id: 'nonprofit-trustee-induction',
          title: 'Induction pack for a new board member',
          task: 'Help a new trustee or director understand the organisation and their duties quickly.',
          text: `Write an induction pack outline and welcome letter for a new board member of [ORGANISATION NAME].

Facts: [MISSION, PROGRAMMES, STAFF AND VOLUNTEER NUMBERS, ANNUAL BUDGET, MEETING SCHEDULE, COMMITTEES]

The pack: the organisation on one page, the documents to read first ([GOVERNING DOCUMENT, LAST ACCOUNTS, STRATEGY, KEY POLICIES]), a plain summary of a board member’s main duties (marked “CHECK REGULATOR GUIDANCE” for [COUNTRY]), who to meet in the first month, and a conflict-of-interest declaration to complete. The letter: under 200 words, from [CHAIR NAME].`,
          tool: 'any',
        },
      ],
    },
  ],
};
