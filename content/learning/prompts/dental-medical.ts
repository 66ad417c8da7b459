import type { IndustryLibrary } from './types';

/** No prompt asks for a patient's identity or health details: most consumer AI plans are not
 * covered by a health-data agreement (HIPAA business associate agreement or local equivalent). */
export const dentalMedical: IndustryLibrary = {
  id: 'dental-medical',
  name: 'Dental & medical clinics',
  description:
    'For dental practices, physiotherapy, chiropractic and small medical clinics: patient communication, front desk, recalls and practice admin. Drafts only: a clinician reviews anything clinical, and no patient details go into the assistant.',
  categories: [
    {
      id: 'patient-communication',
      name: 'Patient communication',
      prompts: [
        {
          id: 'clinic-appointment-reminders',
          title: 'Appointment reminder texts',
          task: 'Write reminder messages that cut missed appointments.',
          text: `Write appointment reminders for [PRACTICE NAME], a [TYPE OF PRACTICE].

1. Sent [DAYS] days before: date, time, clinician’s name, how to confirm or reschedule ([PHONE OR LINK]).
2. Sent the day before: a short nudge, what to bring ([E.G. INSURANCE CARD, LIST OF MEDICINES]), and our address and parking: [DETAILS].
3. Missed appointment: a kind message offering a new time, and our late-cancellation policy: [POLICY].

Each under 300 characters. Use {first_name}, {date}, {time} and {clinician} for the fields our system fills. Mention no treatment or condition in the messages: a text can be read by anyone who picks up the phone.`,
          tool: 'any',
        },
        {
          id: 'clinic-treatment-explainer',
          title: 'Patient leaflet for a procedure',
          task: 'Draft a plain-language leaflet about a procedure, for clinician review.',
          text: `Draft a patient leaflet about [PROCEDURE, E.G. ROOT CANAL TREATMENT] for [PRACTICE NAME].

Sections: what it is, why it is recommended, what happens on the day step by step, how it feels afterwards, aftercare, when to call us ([PHONE]) and when to seek urgent care. Reading age about 11 to 12, short sentences, no scare words.

This is a draft for our clinicians to check and correct before any patient sees it: mark every clinical statement with “VERIFY” so they can review it line by line.`,
          tool: 'any',
          tip: 'Give the assistant your own clinical notes on how you do the procedure; the leaflet will then match your practice, and your clinician still checks every line.',
        },
        {
          id: 'clinic-post-visit-instructions',
          title: 'Aftercare instructions in plain language',
          task: 'Turn your clinical aftercare notes into instructions a patient can follow at home.',
          text: `Rewrite these aftercare notes for patients of [PRACTICE NAME] in plain language:

[PASTE YOUR CLINICAL AFTERCARE NOTES FOR THE PROCEDURE]

Keep every instruction and number exactly as given (do not add or change medical advice). Make it a list of Do and Don’t, the first 24 hours separately from the following days, and a box headed "Call us if" with the warning signs from the notes. Then list any part of the notes that was ambiguous so the clinician can clarify it.`,
          tool: 'any',
        },
        {
          id: 'clinic-recall-campaign',
          title: 'Recall message for overdue check-ups',
          task: 'Bring back patients who are overdue for a check-up or hygiene visit.',
          text: `Write a recall sequence for patients of [PRACTICE NAME] who are [MONTHS] months overdue for a [CHECK-UP / HYGIENE VISIT / REVIEW].

Three messages: an email, a text two weeks later, and a last email a month later. Friendly, no guilt, make booking easy ([ONLINE BOOKING LINK, PHONE]), mention [ANY FLEXIBLE HOURS OR PAYMENT PLANS]. Each email under 120 words, the text under 250 characters. Include an opt-out line. Use {first_name} only; no health details.`,
          tool: 'any',
        },
        {
          id: 'clinic-anxious-patient-script',
          title: 'Phone script for nervous patients',
          task: 'Help front-desk staff reassure an anxious caller and book them in.',
          text: `Write a phone guide for the front desk of [PRACTICE NAME] for callers who say they are nervous about treatment.

What we offer anxious patients: [E.G. LONGER FIRST APPOINTMENT, STOP SIGNAL, SEDATION OPTIONS, A QUIET ROOM]

Include: how to acknowledge the worry, 3 questions to ask, how to explain the first visit step by step, words to avoid, and how to offer a booking without pressure. Staff must not give clinical advice on the phone: add the line they say to pass a clinical question to a clinician.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'front-desk',
      name: 'Front desk & billing',
      prompts: [
        {
          id: 'clinic-insurance-faq',
          title: 'Insurance and payment FAQ',
          task: 'Answer the money questions patients ask before booking.',
          text: `Write a website FAQ about payment for [PRACTICE NAME].

Facts: [PLANS WE ARE IN NETWORK WITH, WHETHER WE FILE CLAIMS, PAYMENT DUE WHEN, PAYMENT PLANS OR FINANCING, CANCELLATION FEE, SELF-PAY PRICES IF PUBLISHED]

8 questions and answers, each answer under 60 words, using only the facts given. Where the answer depends on the patient’s own plan, say so and tell them how to check. End with who to contact: [BILLING CONTACT].`,
          tool: 'any',
        },
        {
          id: 'clinic-overdue-balance-letter',
          title: 'Overdue balance reminder',
          task: 'Remind patients about an unpaid balance firmly and kindly.',
          text: `Write three reminders for unpaid balances at [PRACTICE NAME]: at 30, 60 and 90 days.

Our policy: [PAYMENT TERMS, PAYMENT PLAN OPTIONS, WHAT HAPPENS AT 90 DAYS]
How to pay: [LINK, PHONE, IN PERSON]

Each under 120 words, escalating from a friendly nudge to a clear final notice. Offer a payment plan in each. Use {first_name}, {amount} and {statement_date}. No treatment details in the letter.`,
          tool: 'any',
          tip: 'Debt-collection rules limit what a final notice may say in many places; have it checked before you use it.',
        },
        {
          id: 'clinic-new-patient-welcome',
          title: 'New-patient welcome email',
          task: 'Tell a newly booked patient what to expect and what to bring.',
          text: `Write a welcome email for new patients of [PRACTICE NAME] who have just booked their first visit.

Include: what happens at the first visit and how long it takes ([MINUTES]), forms to complete before they arrive ([LINK]), what to bring, where to park and how to find us ([DIRECTIONS]), accessibility ([DETAILS]), and how to reach us. Warm, under 220 words, with a short bullet list for what to bring.`,
          tool: 'any',
        },
        {
          id: 'clinic-phone-triage-routing',
          title: 'Call routing guide for reception',
          task: 'Give reception a clear guide to which calls go where, without clinical judgement.',
          text: `Write a one-page call-routing guide for reception at [PRACTICE NAME].

Types of call we get: [E.G. NEW BOOKINGS, PAIN OR EMERGENCIES, PRESCRIPTION QUESTIONS, RESULTS, BILLING, RECORDS REQUESTS]
Who handles each: [ROLES AND EXTENSIONS]
Our emergency rule: [E.G. SEVERE SWELLING OR BLEEDING: CALL 911 OR GO TO THE EMERGENCY ROOM]

A table of call type, what reception says, and who it goes to. The emergency rule goes at the top in a box, in our exact words. Reception never decides how urgent a clinical symptom is: everything clinical goes to [CLINICAL CONTACT].`,
          tool: 'any',
          tip: 'Your clinical lead should sign off the emergency wording before it is printed.',
        },
        {
          id: 'clinic-review-reply-privacy',
          title: 'Reply to a review without breaching privacy',
          task: 'Answer an online review without confirming that the reviewer is a patient.',
          text: `Write a public reply to this review of [PRACTICE NAME]:

"[PASTE THE REVIEW]"

Rules: do not confirm or deny that the person is our patient, do not mention any visit, treatment or detail, even if they did. Thank them for the feedback, state our general commitment ([E.G. TO RUNNING ON TIME, TO CLEAR COSTS]), and invite them to call [PRACTICE MANAGER] at [PHONE]. Under 70 words, calm, no defensiveness.`,
          tool: 'any',
          tip: 'Health-privacy rules apply to review replies too: replies that confirm someone was a patient have led to fines.',
        },
      ],
    },
    {
      id: 'practice-growth',
      name: 'Practice growth',
      prompts: [
        {
          id: 'clinic-service-page',
          title: 'Website page for a service',
          task: 'Write a service page that answers what patients search for.',
          text: `Write a website page for [SERVICE, E.G. INVISALIGN / SPORTS PHYSIO] at [PRACTICE NAME] in [TOWN].

Our facts: [WHO PROVIDES IT, HOW MANY VISITS IT USUALLY TAKES, PRICE RANGE OR "FROM" PRICE, FINANCING]

Sections: who it helps, what treatment involves, how long it takes, costs and payment, why patients choose us (facts only), and 5 FAQs. No promises of results, no before-and-after claims. Mark every clinical statement with “VERIFY” for our clinician to check.`,
          tool: 'any',
        },
        {
          id: 'clinic-referral-thank-you',
          title: 'Thank-you letter to a referring clinician',
          task: 'Thank a GP, dentist or specialist who refers patients to you.',
          text: `Write a short thank-you letter from [YOUR NAME, ROLE] at [PRACTICE NAME] to [REFERRER NAME] at [THEIR PRACTICE], who has referred patients to us for [SERVICE].

Include: thanks, one line on how we keep referrers informed ([E.G. A REPORT WITHIN 48 HOURS]), an offer to [E.G. VISIT THEIR TEAM FOR A LUNCH-AND-LEARN], and how to refer ([FORM, EMAIL, FAX]). Under 150 words, professional. No patient details.`,
          tool: 'any',
        },
        {
          id: 'clinic-community-talk',
          title: 'Community talk outline',
          task: 'Plan a short health-education talk for a school, club or workplace.',
          text: `Outline a [MINUTES]-minute talk by [CLINICIAN NAME] of [PRACTICE NAME] for [AUDIENCE, E.G. A RUNNING CLUB] on [TOPIC, E.G. PREVENTING KNEE INJURIES].

Give: a title, 3 key messages, a timed outline, one simple demonstration or activity, 5 likely audience questions with where the answer should come from (the clinician answers them, not the slides), and a closing slide with contact details. General education only, no individual advice. Mark clinical points with “VERIFY”.`,
          tool: 'any',
        },
        {
          id: 'clinic-monthly-newsletter',
          title: 'Patient newsletter',
          task: 'Write a short, useful monthly email for your patient list.',
          text: `Write this month’s patient newsletter for [PRACTICE NAME].

Items: [E.G. A NEW CLINICIAN, EXTENDED HOURS, A SEASONAL HEALTH TIP, A REMINDER ABOUT UNUSED INSURANCE BENEFITS BEFORE YEAR END]

Under 250 words, a subject line under 45 characters, short headed sections, one call to action ([BOOKING LINK]). Health tips stay general and are marked “VERIFY” for the clinician. Include unsubscribe and postal address lines.`,
          tool: 'any',
        },
        {
          id: 'clinic-patient-survey',
          title: 'Patient experience survey',
          task: 'Write a short survey that tells you what to fix.',
          text: `Write a patient experience survey for [PRACTICE NAME], to send after a visit.

We want to learn about: [E.G. BOOKING, WAITING TIME, HOW WELL THINGS WERE EXPLAINED, COST CLARITY, CLEANLINESS]

At most 8 questions: mostly 1 to 5 scales, one "How likely are you to recommend us" question, and two open questions. Neutral wording, no leading questions, and nothing that asks about the patient’s condition. Add a short intro saying how long it takes and that answers are anonymous if [THEY ARE].`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'practice-admin',
      name: 'Practice admin & team',
      prompts: [
        {
          id: 'clinic-sterilisation-sop',
          title: 'SOP from your existing protocol',
          task: 'Reformat an infection-control or equipment protocol into a clear step-by-step SOP.',
          text: `Reformat our existing protocol into a standard operating procedure for [PRACTICE NAME]:

[PASTE YOUR CURRENT PROTOCOL, E.G. INSTRUMENT STERILISATION]

Keep every step, time, temperature and product exactly as written; do not add clinical steps. Format: purpose, who does it, equipment, numbered steps, records to keep, and what to do if something fails. List any step that looks incomplete or out of order as a question for the clinical lead.`,
          tool: 'any',
          tip: 'The assistant formats; your clinical lead remains responsible for the content and checks it against the current regulations.',
        },
        {
          id: 'clinic-job-ad-receptionist',
          title: 'Job ad for a dental or medical receptionist',
          task: 'Attract a calm, organised receptionist who can handle a busy front desk.',
          text: `Write a job ad for a [FULL-TIME / PART-TIME] receptionist at [PRACTICE NAME] in [TOWN].

Facts: [PAY RANGE, HOURS AND DAYS, SOFTWARE WE USE, BENEFITS, START DATE]
The job: [MAIN DUTIES, E.G. PHONES, BOOKINGS, INSURANCE CHECKS, PAYMENTS]
What matters most: [E.G. CALM ON BUSY MORNINGS, KIND TO NERVOUS PATIENTS]

Under 250 words, a plain job title, honest about the busy times, and 3 screening questions to ask in the application.`,
          tool: 'any',
        },
        {
          id: 'clinic-staff-meeting-agenda',
          title: 'Monthly team meeting agenda',
          task: 'Run a focused 30-minute team meeting with clear actions.',
          text: `Build a 30-minute agenda for the monthly team meeting at [PRACTICE NAME].

Topics raised this month: [LIST]
Figures to review: [E.G. MISSED APPOINTMENTS, NEW PATIENTS, REVIEW SCORE]

Give timed items, who leads each, the decision we need from each item, and a table at the end for actions (what, who, by when). Put one item first that recognises something the team did well.`,
          tool: 'any',
        },
        {
          id: 'clinic-ai-use-policy',
          title: 'Staff policy for using AI tools',
          task: 'Draft a one-page policy on what staff may and may not put into AI assistants.',
          text: `Draft a one-page policy for staff at [PRACTICE NAME] on using AI assistants at work.

Tools we allow: [E.G. CHATGPT TEAM, NONE YET]. Whether we have a health-data agreement with any tool: [YES, WHICH / NO].

Cover: allowed uses (drafting letters, rewording leaflets, scheduling ideas), forbidden uses (entering patient names, dates of birth, images, notes or any identifiable information; clinical decisions), how outputs are checked before use, and who to ask. Plain words, a short list of Do and Do not. Mark it as a draft for review by [PRIVACY OFFICER OR ADVISER].`,
          tool: 'any',
        },
        {
          id: 'clinic-schedule-template',
          title: 'Schedule template to reduce gaps',
          task: 'Design a day template that fits emergencies and long procedures.',
          text: `Design a daily schedule template for [CLINICIAN ROLE] at [PRACTICE NAME].

Our day: [HOURS, LUNCH]
Appointment types and lengths: [TYPE: MINUTES; ONE PER LINE]
Problems now: [E.G. EMERGENCIES OVERRUN THE MORNING, LONG PROCEDURES BOOKED LATE IN THE DAY]

Give a block template (which types go in which blocks), where to keep emergency slots and when to release them if unused, and 3 rules for reception when booking. Show it as a table by time.`,
          tool: 'any',
        },
      ],
    },
  ],
};
