import type { IndustryLibrary } from './types';

export const retailShops: IndustryLibrary = {
  id: 'retail-shops',
  name: 'Retail shops',
  description:
    'For independent shops and boutiques with a physical store: product copy, window and seasonal promotions, stock, staff and the questions customers ask at the till.',
  categories: [
    {
      id: 'marketing',
      name: 'Marketing',
      prompts: [
        {
          id: 'retail-shelf-talkers',
          title: 'Shelf talkers for staff picks',
          task: 'Write short shelf cards that explain why a product is worth picking up.',
          text: `Write shelf talkers (small cards beside the product) for [SHOP NAME], a [TYPE OF SHOP].

Products and why we like them:
[PRODUCT, PRICE, WHO IT SUITS, ONE FACT THAT MAKES IT SPECIAL; ONE PER LINE]

Each card: a 3 to 5 word headline, then at most 25 words in the voice of [STAFF MEMBER NAME], ending with who it is perfect for. No exclamation marks, no claims I did not give you.`,
          tool: 'any',
        },
        {
          id: 'retail-window-display-concept',
          title: 'Window display concept',
          task: 'Plan a seasonal window display with a theme, layout and sign copy.',
          text: `Suggest 3 window display concepts for [SHOP NAME] for [SEASON OR EVENT, E.G. BACK TO SCHOOL].

Our window: [SIZE, BACKDROP, LIGHTING]
Products to feature: [LIST]
Budget for props: [AMOUNT]
Our customers: [WHO WALKS PAST AND WHO BUYS]

For each concept: the idea in one sentence, the props and where they come from, a sketch of the layout in words (left, centre, right, height), and the sign text (at most 8 words, readable from across the street).`,
          tool: 'any',
        },
        {
          id: 'retail-local-event-collab',
          title: 'Pitch a collaboration to a neighbouring business',
          task: 'Propose a joint event or offer to another local business.',
          text: `Write a short email from [YOUR NAME] at [SHOP NAME] to [OWNER NAME] at [THEIR BUSINESS], who I [KNOW SLIGHTLY / HAVE NEVER MET].

Idea: [E.G. A JOINT LATE-OPENING EVENING / A SHARED LOYALTY CARD / A PRODUCT THAT FITS THEIR CUSTOMERS]
Why it helps them: [YOUR REASON]
What I would do: [YOUR SHARE OF THE WORK AND COSTS]

Under 150 words, open with something specific about their business, make the ask small (a 15-minute chat), and suggest two times.`,
          tool: 'any',
        },
        {
          id: 'retail-sms-promo',
          title: 'Text message promotion for opted-in customers',
          task: 'Write a sale or new-arrivals text that respects the people on your list.',
          text: `Write 3 versions of a text message from [SHOP NAME] to customers who opted in to texts.

News: [SALE, NEW ARRIVALS, EVENT], valid [DATES], how to redeem: [IN STORE / CODE / LINK].

Each under 160 characters including "Reply STOP to opt out". Name the shop first. One version direct, one playful, one that leads with the product. No ALL CAPS, no more than one emoji.`,
          tool: 'any',
          tip: 'Only text people who agreed to receive marketing texts, and keep proof of that consent.',
        },
        {
          id: 'retail-instagram-product-carousel',
          title: 'Instagram carousel for a product range',
          task: 'Plan a 6-slide carousel that shows a range and drives store visits.',
          text: `Plan a 6-slide Instagram carousel for [SHOP NAME] about [PRODUCT RANGE].

Products: [NAMES, PRICES, WHAT MAKES EACH DIFFERENT]

For each slide: what the photo shows, and the overlay text (at most 10 words). Slide 1 must make someone stop scrolling; slide 6 says where we are ([ADDRESS]) and our hours. Then a caption under 80 words and 5 relevant local and product hashtags.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'sales-customers',
      name: 'Sales & customers',
      prompts: [
        {
          id: 'retail-return-policy',
          title: 'A clear returns and exchange policy',
          task: 'Draft a returns policy for the counter sign, receipts and website.',
          text: `Draft the returns and exchange policy for [SHOP NAME].

Our rules: [DAYS TO RETURN, RECEIPT NEEDED OR NOT, REFUND OR STORE CREDIT, ITEMS THAT CANNOT BE RETURNED, SALE ITEMS, GIFT RECEIPTS]
Where we trade: [STATE OR COUNTRY]

Give me three versions: a counter sign (under 50 words), a receipt footer (under 25 words), and a website section with short headed paragraphs. Plain words, no legal jargon. Then list any part of my rules that may conflict with consumer law where I trade, so I can check it.`,
          tool: 'any',
          tip: 'Consumer rights on faulty goods usually override a shop’s own policy; check with your local consumer protection office before printing.',
        },
        {
          id: 'retail-gift-guide',
          title: 'Gift guide by budget and recipient',
          task: 'Build a gift guide from your stock for a holiday or occasion.',
          text: `Build a gift guide for [OCCASION] from what [SHOP NAME] stocks.

Products: [PRODUCT, PRICE, ONE-LINE DESCRIPTION; ONE PER LINE]

Group them under 3 budgets ([E.G. UNDER $25, $25-$60, $60+]) and 4 recipients ([E.G. FOR THE HOST, FOR KIDS, FOR SOMEONE WHO HAS EVERYTHING, FOR YOURSELF]). Each item gets one line on why it makes a good gift. Only use products from my list. Finish with a line about gift wrapping: [OUR WRAPPING OFFER].`,
          tool: 'any',
        },
        {
          id: 'retail-loyalty-program',
          title: 'Simple loyalty scheme design',
          task: 'Design a loyalty scheme you can afford and explain it in one card.',
          text: `Help me design a loyalty scheme for [SHOP NAME].

Average purchase: [AMOUNT]. Gross margin on most items: about [PERCENT]%. Regulars visit about [FREQUENCY].
Tools I have: [E.G. PAPER STAMP CARD, POS WITH LOYALTY MODULE, NONE]

Give me 3 options (for example a stamp card, points, a members’ evening) with what each costs me as a percent of sales on my figures, the admin it takes, and the risk. Recommend one. Then write the customer-facing card text for it in under 40 words.`,
          tool: 'any',
        },
        {
          id: 'retail-till-questions',
          title: 'Answers to questions asked at the till',
          task: 'Give new staff ready answers to the ten questions customers ask most.',
          text: `These are the questions customers ask most at [SHOP NAME]:

[LIST THEM, E.G. DO YOU PRICE MATCH? CAN I ORDER SOMETHING IN? DO YOU DELIVER?]

Our actual answers and policies: [GIVE THE FACTS FOR EACH]

Write a short, friendly answer staff can say for each, under 40 words, and for each one a follow-up line that helps the sale (for example offering to order or hold an item).`,
          tool: 'any',
        },
        {
          id: 'retail-special-order-follow-up',
          title: 'Special-order and layaway messages',
          task: 'Write the messages for an item ordered in, arrived, and not yet collected.',
          text: `Write 3 short messages (SMS or email) for special orders at [SHOP NAME]:

1. Order placed: what they ordered, deposit paid [AMOUNT], expected arrival [TIMEFRAME].
2. Arrived: ready to collect, our hours [HOURS], we hold it for [DAYS] days.
3. Not collected after [DAYS] days: a friendly reminder and what happens next ([OUR POLICY]).

Use [CUSTOMER NAME] and [ITEM] as the fields. Under 300 characters each.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'operations',
      name: 'Operations',
      prompts: [
        {
          id: 'retail-slow-stock-plan',
          title: 'Plan for slow-moving stock',
          task: 'Decide what to do with stock that is not selling.',
          text: `Attached is a stock report for [SHOP NAME] (columns: [ITEM, QUANTITY, COST, PRICE, DATE RECEIVED, UNITS SOLD LAST 90 DAYS]).

Find items with fewer than [NUMBER] sales in 90 days or older than [DAYS] days. For each, suggest one of: move it in store, bundle it with a faster seller (name which), mark down (by how much, and the margin left), return to supplier if possible, or donate. Give a table and a total of cash tied up in slow stock. Do not invent sales figures.`,
          tool: 'files',
        },
        {
          id: 'retail-reorder-email',
          title: 'Reorder and terms request to a supplier',
          task: 'Place a reorder and ask for better terms in the same email.',
          text: `Write an email to [SUPPLIER CONTACT] at [SUPPLIER] placing a reorder:

[ITEM CODES AND QUANTITIES]

Also ask, politely and with a reason, for: [E.G. NET 60 INSTEAD OF NET 30 / FREE SHIPPING OVER A THRESHOLD / SALE-OR-RETURN ON NEW LINES]. Our reason: [E.G. WE HAVE ORDERED EVERY MONTH FOR 2 YEARS]. Under 150 words, order details as a list so their team can process it quickly.`,
          tool: 'any',
        },
        {
          id: 'retail-opening-procedures',
          title: 'Store opening and cash-up procedure',
          task: 'Write a step-by-step opening and cash-up routine with the security steps.',
          text: `Write the opening and closing procedure for [SHOP NAME], including cash handling.

How we do it now: [DESCRIBE: ALARM, FLOAT AMOUNT, TILL COUNT, SAFE, CARD TERMINAL END-OF-DAY, BANK DEPOSIT]

Numbered steps for opening and for closing, with two-person steps marked, what to do if the till is over or short by more than [AMOUNT], and a one-line cash-up record to fill in. Do not include our actual alarm or safe codes.`,
          tool: 'any',
        },
        {
          id: 'retail-shrinkage-review',
          title: 'Reduce shrinkage',
          task: 'Review where stock goes missing and pick practical fixes.',
          text: `Our stock losses at [SHOP NAME] are about [AMOUNT OR PERCENT] a year. What we know: [ITEMS THAT GO MISSING, STORE LAYOUT, STAFFING AT BUSY TIMES, HOW WE RECEIVE DELIVERIES].

List the likely causes (theft, admin errors, supplier shortages, damage) in order of likelihood for a shop like mine, and for each give 2 low-cost fixes that do not make honest customers feel watched. End with a 4-week plan to measure whether the fixes work.`,
          tool: 'any',
        },
        {
          id: 'retail-holiday-staffing',
          title: 'Busy-season staffing and hours plan',
          task: 'Plan extended hours and temporary staff for the busiest weeks.',
          text: `Plan staffing for [SHOP NAME] for [PERIOD, E.G. 20 NOV TO 31 DEC].

Last year’s sales by week, if known: [FIGURES OR "UNKNOWN"]
Current team: [NAMES, HOURS, AVAILABILITY]
Proposed extended hours: [HOURS]

Give: hours per week I will need at the till, on the floor and in the stockroom; how many temporary staff; when to advertise and train them; and a one-page induction outline for temps covering the till, returns and gift wrapping.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'online-presence',
      name: 'Online presence',
      prompts: [
        {
          id: 'retail-google-profile-description',
          title: 'Google Business Profile description',
          task: 'Write the profile description that tells searchers what you sell and why to visit.',
          text: `Write the Google Business Profile description for [SHOP NAME] in [NEIGHBOURHOOD, TOWN].

We sell: [MAIN CATEGORIES AND BRANDS]
What makes us different: [E.G. LOCAL MAKERS, REPAIRS, FREE GIFT WRAP]
Practical details: [PARKING, ACCESSIBILITY, CLICK AND COLLECT]

Up to 750 characters, the most useful fact first, no links, no prices, no promotions (Google does not allow them in the description).`,
          tool: 'any',
        },
        {
          id: 'retail-product-photos-brief',
          title: 'Phone product-photo brief',
          task: 'Get consistent product photos for the website and social posts from a phone.',
          text: `Write a one-page brief so any staff member at [SHOP NAME] can take consistent product photos with a phone.

Products: [TYPES, E.G. CERAMICS, CLOTHES ON HANGERS, JEWELLERY]
Space and kit we have: [E.G. WINDOW LIGHT, WHITE CARD, A TABLE]
Where photos are used: [WEBSITE, INSTAGRAM, MARKETPLACE]

Cover: background, light, angles per product type (3 shots each), framing for square and portrait, file naming, and a 6-point checklist before uploading.`,
          tool: 'any',
        },
        {
          id: 'retail-online-listing-from-tag',
          title: 'Website listing from a swing tag',
          task: 'Turn the details on a product tag into an online product listing.',
          text: `Write a website product listing for [SHOP NAME] from these details copied off the tag and box:

[PASTE BRAND, NAME, MATERIALS, SIZES, CARE, PRICE]

Give: a product title under 70 characters, a 2-sentence description, 4 bullet points (material, fit or size, care, who it suits), and a short line on collection or delivery: [OUR OPTIONS]. Use only the facts given; write “CHECK” where a buyer would need a fact I left out.`,
          tool: 'any',
        },
        {
          id: 'retail-review-request',
          title: 'Ask happy customers for a review',
          task: 'Write a review request for the receipt, a counter card and a follow-up email.',
          text: `Write review requests for [SHOP NAME] in three forms: a receipt line (under 20 words), a counter card (under 30 words, with a spot for a QR code), and a follow-up email sent [DAYS] days after a purchase (under 100 words).

Link: [GOOGLE REVIEW LINK]. Ask for honest feedback, not five stars; do not offer a discount in exchange for a review.`,
          tool: 'any',
          tip: 'Offering rewards for reviews breaks Google’s review policy and, in several countries, consumer law.',
        },
        {
          id: 'retail-competitor-scan',
          title: 'Compare nearby competitors',
          task: 'See how nearby shops present themselves online and find your gap.',
          text: `Look up these shops near [SHOP NAME] in [TOWN]: [COMPETITOR 1], [COMPETITOR 2], [COMPETITOR 3].

For each, from their website and public reviews: what they sell, price level, what reviewers praise and complain about, opening hours, and any events or services. Then suggest 3 ways [SHOP NAME] can stand out given what we do well: [OUR STRENGTHS]. Cite the page each fact comes from.`,
          tool: 'web',
        },
      ],
    },
  ],
};
