import type { IndustryLibrary } from './types';

export const restaurantsCafes: IndustryLibrary = {
  id: 'restaurants-cafes',
  name: 'Restaurants & cafés',
  description:
    'For owners and managers of restaurants, cafés, bakeries and food trucks: menus, reviews, staffing and the daily running of the floor and kitchen.',
  categories: [
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'restaurant-menu-descriptions',
          title: 'Menu descriptions that sell the dish',
          task: 'Turn a list of dishes and ingredients into short, appetising menu descriptions.',
          text: `You are a menu writer for a [TYPE OF RESTAURANT, E.G. NEIGHBOURHOOD ITALIAN] called [RESTAURANT NAME]. Our guests are [WHO YOUR GUESTS ARE].

Write a menu description for each dish below. Rules:
- 12 to 20 words each.
- Lead with the main ingredient and how it is cooked, then one detail that makes it ours.
- Name the major allergens (as defined in [COUNTRY]) found in the ingredients I list, in brackets at the end.
- No clichés such as "mouth-watering" or "to die for".

Dishes (name: ingredients and method):
[DISH 1: INGREDIENTS, METHOD]
[DISH 2: INGREDIENTS, METHOD]
[DISH 3: INGREDIENTS, METHOD]`,
          tool: 'any',
          tip: 'Check every allergen line against your kitchen’s own recipe sheets before printing: the assistant only knows what you told it.',
        },
        {
          id: 'restaurant-weekly-social-posts',
          title: 'A week of social posts from the specials board',
          task: 'Plan seven days of Instagram and Facebook posts around this week’s specials and events.',
          text: `Plan 7 days of social media posts for [RESTAURANT NAME], a [TYPE OF PLACE] in [NEIGHBOURHOOD OR TOWN].

This week:
- Specials: [LIST THE SPECIALS AND THE DAYS THEY RUN]
- Events: [E.G. LIVE MUSIC THURSDAY, QUIZ NIGHT]
- Anything else: [E.G. NEW OPENING HOURS, A STAFF BIRTHDAY]

For each day give: the platform (Instagram or Facebook), the photo I should take (one sentence a staff member could follow with a phone), a caption of at most 60 words in a warm, local voice, and up to 5 hashtags including [OUR TOWN HASHTAG]. End each caption with one clear next step (book, walk in, call [PHONE]).`,
          tool: 'any',
          tip: 'Paste last month’s best-performing caption as an example of your voice and ask the assistant to match it.',
        },
        {
          id: 'restaurant-google-business-update',
          title: 'Google Business Profile update',
          task: 'Write a short Google Business Profile post for an offer, event or seasonal menu.',
          text: `Write a Google Business Profile post for [RESTAURANT NAME] announcing [THE OFFER, EVENT OR NEW MENU].

Details: [DATES, TIMES, PRICE IF ANY, BOOKING LINK OR PHONE].

Keep it under 1,000 characters, put the most important fact in the first sentence (people see only the start), mention our neighbourhood [NEIGHBOURHOOD] once naturally, and suggest which button to use: Book, Order online, Learn more or Call now.`,
          tool: 'any',
        },
        {
          id: 'restaurant-private-dining-page',
          title: 'Private dining and events page',
          task: 'Draft the website page that sells group bookings and private events.',
          text: `Draft a web page for private dining and group events at [RESTAURANT NAME].

Facts:
- Spaces: [ROOM NAMES, SEATED AND STANDING CAPACITY]
- Menus: [SET MENUS WITH PRICES PER PERSON]
- Minimum spend or deposit: [TERMS]
- Good for: [E.G. BIRTHDAYS, REHEARSAL DINNERS, TEAM LUNCHES]
- How to enquire: [FORM, EMAIL OR PHONE]

Structure: a headline, a two-sentence opening, one short section per space, the menus, a "How booking works" list of steps, and 5 FAQs (dietary needs, decorations, AV, parking, cancellation). Use only the facts I gave; write “CHECK” where you need something I did not give.`,
          tool: 'any',
        },
        {
          id: 'restaurant-newsletter-regulars',
          title: 'Monthly email to regulars',
          task: 'Write a short monthly newsletter that brings regulars back midweek.',
          text: `Write a monthly email to the regulars of [RESTAURANT NAME]. Goal: fill [QUIET NIGHTS, E.G. TUESDAY AND WEDNESDAY].

What is new this month: [NEW DISHES, SEASONAL INGREDIENTS, SUPPLIER STORIES]
Offer for subscribers, if any: [OFFER AND HOW TO REDEEM]

Give me 3 subject lines under 45 characters, then the email: under 200 words, one short story from the kitchen, the news as a short list, one button text, and a sign-off from [OWNER OR CHEF NAME]. Include a line for our postal address and an unsubscribe link placeholder at the bottom.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'customer-service',
      name: 'Customer service',
      prompts: [
        {
          id: 'restaurant-negative-review-reply',
          title: 'Reply to a disappointed diner’s review',
          task: 'Answer a critical online review calmly, without excuses, and invite the guest back.',
          text: `Write a public reply to this review of [RESTAURANT NAME]:

"[PASTE THE REVIEW]"

What actually happened, from our side: [WHAT YOU KNOW, E.G. TWO COOKS OFF SICK THAT NIGHT]
What we have changed: [ANY FIX]

Rules: under 90 words, thank them by first name, acknowledge the specific problem they named, no excuses and no blaming staff, one sentence about what we changed, and invite them to contact [MANAGER NAME] at [EMAIL] so we can make it right offline. Do not offer anything free in public.`,
          tool: 'any',
          tip: 'Ask for two versions, one warmer and one more formal, and read both aloud before posting.',
        },
        {
          id: 'restaurant-positive-review-replies',
          title: 'Varied replies to five-star reviews',
          task: 'Answer a batch of good reviews so that no two replies sound the same.',
          text: `Here are [NUMBER] recent positive reviews of [RESTAURANT NAME]:

[PASTE THE REVIEWS, ONE PER LINE]

Write a reply to each: 25 to 45 words, mention one specific thing the reviewer liked, vary the openings (never "Thank you for your kind words"), and where it fits naturally, mention something they might try next time from this list: [DISHES OR EVENTS TO SUGGEST]. Sign off as [NAME, ROLE].`,
          tool: 'any',
        },
        {
          id: 'restaurant-allergy-questions',
          title: 'Answers to allergy and dietary questions',
          task: 'Prepare clear, careful answers for the allergy and diet questions guests ask by phone and message.',
          text: `Our kitchen: [DESCRIBE, E.G. ONE SHARED KITCHEN, SHARED FRYER, NUTS USED IN DESSERTS].
Our procedure when a guest declares an allergy: [YOUR PROCEDURE].

Write short answers staff can give to these questions, by phone or message:
1. Can you do gluten-free?
2. Is anything nut-free?
3. Do you have vegan options?
4. Can you guarantee no cross-contamination?
5. My child has a severe allergy: what should we do when booking?

Be honest about cross-contact risk, never promise "allergen-free" unless I said we are, and always tell the guest to speak to the server when they arrive. Keep each answer under 60 words.`,
          tool: 'any',
          tip: 'Have your head chef check the answers: allergen rules differ by country, and only your kitchen knows its own risks.',
        },
        {
          id: 'restaurant-booking-confirmation',
          title: 'Booking confirmation and no-show reminder',
          task: 'Write the confirmation and reminder texts that cut no-shows.',
          text: `Write two SMS messages for bookings at [RESTAURANT NAME]:

1. Confirmation, sent when the booking is made: date, time, party size, our address [ADDRESS], and how to change or cancel ([LINK OR PHONE]).
2. Reminder, sent [HOURS] hours before: a friendly nudge, and a clear way to cancel so we can give the table to someone else.

Our policy for no-shows: [E.G. $10 PER HEAD FOR GROUPS OF 6+, OR NONE]. Mention it only in the confirmation, plainly. Each message under 300 characters. Use {placeholders} only for the fields our booking system fills: {name}, {date}, {time}, {party_size}.`,
          tool: 'any',
        },
        {
          id: 'restaurant-complaint-email',
          title: 'Reply to an emailed complaint',
          task: 'Answer a detailed complaint by email and offer a fair remedy.',
          text: `A guest emailed this complaint:

"[PASTE THE EMAIL]"

Our notes on the visit: [WHAT THE STAFF SAY HAPPENED, BILL AMOUNT, TABLE, TIME]
What I am willing to offer: [E.G. REFUND OF THE MAIN COURSE, A TABLE ON US, NOTHING BEYOND AN APOLOGY]

Draft my reply: apologise for what went wrong without admitting things that did not happen, answer each point they raised in order, explain the remedy in one sentence, and close with my direct contact. Under 200 words. Then list anything in their email I should check with staff before sending.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'operations',
      name: 'Operations',
      prompts: [
        {
          id: 'restaurant-opening-closing-checklist',
          title: 'Opening and closing checklists',
          task: 'Turn how you open and close today into checklists any shift lead can follow.',
          text: `Here is how we open and close [RESTAURANT NAME], in my own words (from a voice memo):

[PASTE YOUR NOTES OR TRANSCRIPT]

Turn this into two checklists, Opening and Closing, grouped by area (front of house, bar, kitchen, office). Each item starts with a verb and fits on one line. Put food-safety items (temperatures, labelling, cleaning) in their own group with a place to write the reading and initials. Add a line at the end of each list for the shift lead's signature. List anything that seems missing from my notes as questions at the end rather than inventing it.`,
          tool: 'any',
          tip: 'Record yourself walking through the close on your phone, transcribe it, and paste the transcript: it captures the steps you do without thinking.',
        },
        {
          id: 'restaurant-food-cost-check',
          title: 'Plate cost and menu price check',
          task: 'Work out the food cost of a dish and what it should sell for at your target margin.',
          text: `Calculate the plate cost of [DISH NAME].

Recipe per portion and what I pay:
[INGREDIENT, QUANTITY PER PORTION, PURCHASE PRICE AND PACK SIZE; ONE PER LINE]

My target food cost is [PERCENT, E.G. 30]% of the menu price before tax. Show a table: ingredient, quantity, cost per portion. Then the total plate cost, the menu price that hits my target, and the food-cost percent at my current price of [CURRENT PRICE]. Show your working so I can check each line, and flag any unit conversion you had to assume.`,
          tool: 'any',
          tip: 'Check the arithmetic in a spreadsheet before changing prices: assistants can slip on unit conversions.',
        },
        {
          id: 'restaurant-supplier-email',
          title: 'Supplier price or delivery problem',
          task: 'Write a firm, friendly email to a supplier about a price rise, short delivery or quality issue.',
          text: `Write an email to [SUPPLIER NAME], our [WHAT THEY SUPPLY] supplier for [HOW LONG].

The problem: [E.G. PRICE OF X UP 18% WITHOUT NOTICE / THREE SHORT DELIVERIES THIS MONTH / QUALITY OF Y]
Evidence: [INVOICE NUMBERS, DATES, PHOTOS TAKEN]
What I want: [E.G. CREDIT FOR THE SHORT ITEMS, 30 DAYS’ NOTICE OF PRICE CHANGES, A CALL THIS WEEK]

Tone: we value the relationship and want to keep ordering, but this needs fixing. Under 180 words, with the facts as a short list and one clear request with a date.`,
          tool: 'any',
        },
        {
          id: 'restaurant-station-sop',
          title: 'Standard operating procedure for a kitchen station',
          task: 'Write a step-by-step SOP for one station so new cooks set up and run it the same way.',
          text: `Write a standard operating procedure for the [STATION, E.G. GRILL / PASS / COFFEE BAR] at [RESTAURANT NAME].

How it works now: [DESCRIBE SET-UP, PRODUCTS, EQUIPMENT, PORTION SIZES, HOLDING TIMES]

Sections: purpose (one sentence), set-up before service, during service (including ticket times we aim for: [TARGET]), food safety and holding temperatures as I gave them, breakdown and cleaning, and what to do when [COMMON PROBLEM, E.G. WE RUN OUT OF A PREP ITEM]. Numbered steps, one action each. Mark anything you had to assume with “CHECK”.`,
          tool: 'any',
        },
        {
          id: 'restaurant-waste-log-review',
          title: 'Find patterns in the waste log',
          task: 'Read a month of waste records and suggest what to prep or order differently.',
          text: `Attached is our waste log for [MONTH] from [RESTAURANT NAME] (columns: [DATE, ITEM, QUANTITY, REASON, COST]).

Find: the 5 items that cost us most in waste, the days of the week waste peaks, and the most common reasons. For each top item suggest one change to ordering, prep quantity or menu. Present it as a short table and then 5 actions for next month. Do not guess at figures that are not in the file.`,
          tool: 'files',
          tip: 'Export the log as a CSV or spreadsheet; photos of handwritten sheets work too, but check the numbers it reads.',
        },
      ],
    },
    {
      id: 'hiring-team',
      name: 'Hiring & team',
      prompts: [
        {
          id: 'restaurant-job-ad-line-cook',
          title: 'Job ad for a kitchen or floor role',
          task: 'Write a job ad that attracts reliable cooks or servers and says what the job really is.',
          text: `Write a job ad for a [ROLE, E.G. LINE COOK / SERVER / BARISTA] at [RESTAURANT NAME] in [TOWN].

Facts:
- Pay: [HOURLY RATE OR RANGE, TIPS OR SERVICE CHARGE POLICY]
- Hours: [SHIFTS, WEEKENDS, TYPICAL WEEKLY HOURS]
- What the job involves: [MAIN DUTIES]
- What we offer: [MEALS, TRAINING, SCHEDULE NOTICE, ETC.]
- Must have: [E.G. FOOD HANDLER CERTIFICATE, 1 YEAR ON A BUSY LINE]

Structure: a plain title, 2 sentences about the place, what you will do, what you get, what you need, how to apply ([HOW]). Under 250 words. Honest about the pace and the weekends. Avoid wording that excludes by age or gender ("young", "energetic team of guys").`,
          tool: 'any',
        },
        {
          id: 'restaurant-trial-shift-plan',
          title: 'Trial shift plan and scorecard',
          task: 'Plan a paid trial shift and a scorecard so you compare candidates fairly.',
          text: `Plan a [LENGTH, E.G. 3-HOUR] paid trial shift for a [ROLE] candidate at [RESTAURANT NAME].

Skills that matter most for this role: [LIST 4-6]

Give me: what the candidate does in each hour, who supervises them, 5 things the supervisor watches for, and a scorecard with 5 criteria scored 1 to 4 with a one-line description of what a 1 and a 4 look like. Add 3 questions to ask at the end of the shift.`,
          tool: 'any',
          tip: 'Check your local rules on trial shifts: in many places they must be paid.',
        },
        {
          id: 'restaurant-pre-shift-briefing',
          title: 'Five-minute pre-shift briefing',
          task: 'Turn tonight’s notes into a short briefing script for the team.',
          text: `Write a 5-minute pre-shift briefing for tonight at [RESTAURANT NAME].

Notes: [COVERS BOOKED, LARGE TABLES, VIPS OR REGULARS, 86'D ITEMS, SPECIALS AND THEIR KEY INGREDIENTS AND ALLERGENS, WHAT TO UPSELL, ONE THING WE DID WELL YESTERDAY, ONE THING TO FIX]

Format: short spoken sentences the manager reads aloud, in this order: the numbers, the specials (with how to describe each in one sentence to a guest), the 86 list, one win, one focus. End with a question to the team.`,
          tool: 'any',
        },
        {
          id: 'restaurant-staff-schedule-draft',
          title: 'Weekly rota from availability',
          task: 'Draft next week’s staff schedule from availability and expected covers.',
          text: `Draft next week’s rota for [RESTAURANT NAME].

Opening hours: [DAYS AND HOURS]
Expected covers by day: [E.G. MON 40, TUE 45 ... SAT 160]
Staff, role, availability and maximum hours:
[NAME, ROLE, AVAILABLE DAYS/TIMES, MAX HOURS; ONE PER LINE]
Rules: [E.G. ALWAYS ONE KEYHOLDER, 2 COOKS AFTER 6PM FRI-SAT, 11 HOURS BETWEEN SHIFTS]

Give a table by day and shift, total hours per person, and a list of any rule you could not meet. Do not schedule anyone outside their availability.`,
          tool: 'any',
          tip: 'Treat it as a first draft: check it against labour law for breaks and minors before you publish.',
        },
        {
          id: 'restaurant-upsell-training',
          title: 'Upselling without pushing',
          task: 'Write a short training sheet that helps servers suggest drinks, sides and desserts naturally.',
          text: `Write a one-page training sheet for servers at [RESTAURANT NAME] on suggesting extras without sounding pushy.

Our items worth suggesting: [DRINKS, SIDES, DESSERTS, PAIRINGS WITH A ONE-LINE REASON EACH]

Include: 3 principles, 6 example lines a server could say at the right moment (greeting, ordering, mains cleared, dessert), 3 lines to avoid and why, and a 5-minute role-play exercise for the team meeting.`,
          tool: 'any',
        },
        {
          id: 'restaurant-health-inspection-prep',
          title: 'Health inspection self-check',
          task: 'Build a self-inspection checklist to run before the inspector arrives.',
          text: `Create a self-inspection checklist for [RESTAURANT NAME] in [CITY, STATE OR COUNTRY] to run monthly before a health inspection.

Our setup: [KITCHEN SIZE, EQUIPMENT, WHETHER WE COOL AND REHEAT FOOD, VACUUM PACKING, ETC.]

Group items by area: personal hygiene, temperature control, storage and labelling, cleaning and sanitising, pest control, records. For each item, a yes/no check and what "good" looks like. At the end, list the records an inspector usually asks to see. Say clearly where the rules vary by jurisdiction so I check with our local authority.`,
          tool: 'web',
          tip: 'Turn on web search and name your local health department so the assistant can cite its published code; confirm anything it cites on the department’s own site.',
        },
      ],
    },
  ],
};
