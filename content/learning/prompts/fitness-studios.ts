import type { IndustryLibrary } from './types';

export const fitnessStudios: IndustryLibrary = {
  id: 'fitness-studios',
  name: 'Fitness studios & gyms',
  description:
    'For gyms, boutique studios, personal trainers and yoga or Pilates teachers: memberships, class marketing, retention and running the front desk.',
  categories: [
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'fitness-class-descriptions',
          title: 'Class timetable descriptions',
          task: 'Describe each class so newcomers pick the right one.',
          text: `Write timetable descriptions for the classes at [STUDIO NAME]:

[CLASS NAME, LENGTH, WHAT HAPPENS, INTENSITY 1-5, EQUIPMENT; ONE PER LINE]

Each description: 30 to 45 words, what you will do, who it suits (level, not age or body type), and what to bring. Add a one-line "New here? Try [CLASS]" suggestion at the end. No promises of weight loss or results.`,
          tool: 'any',
        },
        {
          id: 'fitness-intro-offer-page',
          title: 'Intro-offer landing page',
          task: 'Turn your trial offer into a page that converts first-timers.',
          text: `Write a landing page for [STUDIO NAME]’s intro offer: [OFFER, E.G. 3 CLASSES FOR $39 IN 14 DAYS].

What a first visit looks like: [ARRIVAL, TOUR, FIRST CLASS]
Who we are for: [E.G. BEGINNERS AND PEOPLE RETURNING AFTER A BREAK]
Terms: [EXPIRY, AUTO-RENEWAL OR NOT]

Sections: headline, 3 reasons to try it, your first visit step by step, what happens after the offer (in plain words, including whether it renews), 5 FAQs, and a sign-up button text. No before-and-after claims.`,
          tool: 'any',
          tip: 'If the offer renews into a paid membership, say so plainly next to the price: automatic-renewal laws require clear disclosure in many places.',
        },
        {
          id: 'fitness-challenge-campaign',
          title: 'Six-week challenge campaign',
          task: 'Plan the announcement, sign-up and weekly messages of a member challenge.',
          text: `Plan a 6-week challenge at [STUDIO NAME]: [CHALLENGE, E.G. 24 CLASSES IN 6 WEEKS].

Prize or recognition: [DETAILS]. Price to join, if any: [PRICE].

Give: the announcement post and email, a sign-up form with 5 fields, 6 weekly check-in messages (under 80 words each, one practical tip each), and a wrap-up post that celebrates effort, not body changes.`,
          tool: 'any',
        },
        {
          id: 'fitness-member-spotlight',
          title: 'Member spotlight interview',
          task: 'Interview a member (with consent) and turn it into a post.',
          text: `I am writing a member spotlight for [STUDIO NAME]. The member has agreed to be featured.

Give me 8 interview questions about their routine, what got them started, what keeps them coming, and advice for newcomers. Then, once I paste their answers here: [PASTE ANSWERS], write a 150-word post in their words, with one quote as the headline. Do not add any result they did not state.`,
          tool: 'any',
        },
        {
          id: 'fitness-local-partnership',
          title: 'Partnership pitch to a local business',
          task: 'Offer a corporate or cross-promotion deal to a nearby employer or shop.',
          text: `Write a pitch email from [YOUR NAME] at [STUDIO NAME] to [CONTACT] at [BUSINESS, E.G. A LOCAL EMPLOYER WITH 40 STAFF].

Offer: [E.G. DISCOUNTED TEAM MEMBERSHIPS, A LUNCHTIME CLASS ON SITE, A SHARED PROMOTION]
Why it suits them: [REASON]

Under 160 words, one clear offer, a suggested 15-minute call, and no health claims.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'member-experience',
      name: 'Member experience',
      prompts: [
        {
          id: 'fitness-new-member-onboarding',
          title: 'First-30-days onboarding emails',
          task: 'Help new members build the habit in their first month.',
          text: `Write 4 onboarding emails for new members of [STUDIO NAME], sent on day 1, 4, 10 and 25.

Facts: [APP OR BOOKING LINK, BEGINNER CLASSES, COACH NAMES, LOCKER AND TOWEL DETAILS, FREE INTRO SESSION]

Day 1 welcome and how to book; day 4 what to expect and one beginner class to try; day 10 a check-in question they can reply to; day 25 a nudge to set a goal with a coach. Each under 130 words, signed by [COACH NAME].`,
          tool: 'any',
        },
        {
          id: 'fitness-win-back',
          title: 'Win back members who stopped coming',
          task: 'Reach members who have not visited in weeks before they cancel.',
          text: `Write messages for members of [STUDIO NAME] who have not booked a class in [DAYS] days.

1. A friendly text from their coach: no guilt, a question about what got in the way.
2. An email a week later with options: [E.G. A SHORTER CLASS, A FREEZE, A DIFFERENT TIME].
3. A last message offering a 15-minute call to adjust their plan.

Under 250 characters for the text, under 120 words for each email. Use {first_name} and {coach_name}.`,
          tool: 'any',
        },
        {
          id: 'fitness-cancellation-reply',
          title: 'Reply to a cancellation request',
          task: 'Handle a cancellation respectfully and offer a pause where it helps.',
          text: `A member emailed to cancel:

"[PASTE THE EMAIL]"

Our terms: [NOTICE PERIOD, FREEZE OPTION, FEES]

Write a reply that confirms we will process the cancellation as requested, states the end date and any final charge plainly, offers the freeze option once in one sentence (without making cancelling harder), and thanks them. Under 120 words.`,
          tool: 'any',
          tip: 'Make cancelling as easy as joining; many places now require it by law, and members remember how you let them go.',
        },
        {
          id: 'fitness-injury-waiver-plain',
          title: 'Plain-language summary of your waiver',
          task: 'Summarise your liability waiver and health questionnaire in plain words.',
          text: `Here is our liability waiver and health questionnaire (written by our lawyer):

[PASTE THE TEXT]

Write a plain-language summary for new members: what they agree to, why we ask the health questions, and when to speak to a doctor before starting. Do not change or add legal terms: this summary sits beside the signed document, not in place of it. Mark it “LAWYER TO REVIEW”.`,
          tool: 'any',
        },
        {
          id: 'fitness-complaint-crowded-classes',
          title: 'Reply to complaints about full classes',
          task: 'Answer members frustrated by waitlists and crowded peak times.',
          text: `Members are complaining that [CLASS OR TIME] is always full. Our facts: [CAPACITY, WAITLIST RULES, NO-SHOW RATE, ANY PLANNED CHANGES].

Write: a reply for individual complaints (under 100 words), a short post for all members explaining what we are changing and why, and 3 options we could try (e.g. a late-cancel fee, an extra class), with the trade-off of each.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'sales',
      name: 'Sales',
      prompts: [
        {
          id: 'fitness-trial-follow-up-call',
          title: 'Follow-up call after a trial',
          task: 'Turn trial visitors into members with a helpful, low-pressure call.',
          text: `Write a call guide for staff at [STUDIO NAME] calling people who finished the intro offer.

Membership options: [OPTIONS AND PRICES]

Include: an opening that asks about their experience, 5 questions about their goals and schedule, how to recommend one option based on the answers, answers to 4 objections (price, time, "I’ll think about it", "I can work out at home"), and how to end the call if they say no.`,
          tool: 'any',
        },
        {
          id: 'fitness-pricing-page',
          title: 'Membership pricing page',
          task: 'Present your memberships so people choose quickly.',
          text: `Write the pricing page for [STUDIO NAME].

Options: [NAME, PRICE, WHAT IS INCLUDED, COMMITMENT; ONE PER LINE]
Extras: [E.G. PERSONAL TRAINING, TOWEL SERVICE]

For each option: a one-line "best for", what is included as a list, and the commitment and cancellation terms in plain words. Suggest which option to highlight and why. Then 5 FAQs (freezing, sharing, upgrading, student rates, what happens if I move).`,
          tool: 'any',
        },
        {
          id: 'fitness-personal-training-packages',
          title: 'Personal training package proposal',
          task: 'Propose a training package after an assessment.',
          text: `Write a personal training proposal for a client after their assessment at [STUDIO NAME].

Their goals in their words: [GOALS]
Constraints: [SCHEDULE, EQUIPMENT, ANY LIMITS THEIR DOCTOR OR PHYSIO SET]
Packages: [OPTIONS AND PRICES]

Include: a summary of their goals, a 12-week outline of phases (not a detailed programme), which package suits and why, and what they can expect from me. No medical claims; if they mentioned a health condition, add a line recommending they clear the plan with their doctor.`,
          tool: 'any',
        },
        {
          id: 'fitness-corporate-wellness-proposal',
          title: 'Corporate wellness proposal',
          task: 'Propose a programme to a local employer.',
          text: `Write a one-page proposal for [COMPANY] from [STUDIO NAME] for a [LENGTH] workplace wellness programme.

What we offer: [E.G. 2 ON-SITE CLASSES A WEEK, DISCOUNTED MEMBERSHIPS, A KICK-OFF WORKSHOP]
Price: [PRICE]

Sections: the idea, what employees get, logistics (space, times, sign-up), price, and how we will report participation. No promises about productivity or health outcomes.`,
          tool: 'any',
        },
        {
          id: 'fitness-referral-programme',
          title: 'Member referral programme',
          task: 'Design a simple bring-a-friend scheme and its messages.',
          text: `Design a referral programme for [STUDIO NAME].

Budget per new member: [AMOUNT]. Average membership: [PRICE, MONTHS].

Give 2 reward options and the cost of each, rules in 5 lines, the in-class announcement (30 seconds spoken), a poster (under 30 words) and an email to members (under 100 words).`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'studio-operations',
      name: 'Studio operations',
      prompts: [
        {
          id: 'fitness-coach-job-ad',
          title: 'Job ad for a coach or instructor',
          task: 'Hire instructors who fit your studio’s style.',
          text: `Write a job ad for a [CLASS TYPE] instructor at [STUDIO NAME].

Facts: [PAY PER CLASS OR HOURLY, CLASSES PER WEEK, TIMES]
Must have: [CERTIFICATIONS, CPR/FIRST AID, EXPERIENCE]
Our style: [E.G. SUPPORTIVE, TECHNIQUE FIRST, MUSIC-DRIVEN]

Under 230 words, plus an audition plan: a 20-minute teaching sample with what we look for.`,
          tool: 'any',
        },
        {
          id: 'fitness-cleaning-schedule',
          title: 'Cleaning and equipment-check schedule',
          task: 'Set daily, weekly and monthly cleaning and equipment checks.',
          text: `Write a cleaning and equipment-check schedule for [STUDIO NAME].

Areas and equipment: [LIST, E.G. STUDIO FLOOR, MATS, BIKES, FREE WEIGHTS, CHANGING ROOMS]
Who is on site when: [SHIFTS]

A table by frequency (after each class, daily, weekly, monthly) with the task, who does it and a sign-off column. Include a process for reporting broken equipment and taking it out of use.`,
          tool: 'any',
        },
        {
          id: 'fitness-emergency-procedure',
          title: 'Emergency procedure for class time',
          task: 'Write what instructors do if a member is hurt or unwell in class.',
          text: `Write the emergency procedure for instructors at [STUDIO NAME].

Our facts: [LOCATION OF FIRST-AID KIT AND AED, ADDRESS FOR EMERGENCY SERVICES, WHO IS TRAINED, HOW TO REACH THE MANAGER]

Numbered steps for: a member collapses or is unresponsive, a minor injury, a member feels unwell, and a fire alarm. Then the incident report fields to complete afterwards. Plain, short steps, based on our facts only, for review by [FIRST-AID TRAINER OR MANAGER].`,
          tool: 'any',
        },
        {
          id: 'fitness-timetable-review',
          title: 'Timetable review from attendance',
          task: 'Decide which classes to move, merge or drop.',
          text: `Attached is attendance for the last [WEEKS] weeks at [STUDIO NAME] (columns: [CLASS, DAY, TIME, INSTRUCTOR, CAPACITY, BOOKED, ATTENDED]).

Find: classes under [PERCENT]% full on average, classes with a waitlist most weeks, and no-show rates by time of day. Suggest 3 changes to the timetable with the reasoning, and what to tell members about each. Only use the figures in the file.`,
          tool: 'files',
        },
        {
          id: 'fitness-member-survey',
          title: 'Member satisfaction survey',
          task: 'Find out why members stay and what would make them leave.',
          text: `Write a member survey for [STUDIO NAME] that takes under 3 minutes.

We want to know about: [E.G. CLASS TIMES, COACHING, CLEANLINESS, PRICE, COMMUNITY]

At most 10 questions: a recommend question, 1-to-5 scales, one "What nearly made you leave?" question and one "What should we start doing?" question. Neutral wording. Then a short email inviting members to answer.`,
          tool: 'any',
        },
      ],
    },
  ],
};
