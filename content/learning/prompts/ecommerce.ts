import type { IndustryLibrary } from './types';

export const ecommerce: IndustryLibrary = {
  id: 'ecommerce',
  name: 'E-commerce stores',
  description:
    'For online shops on Shopify, Etsy, Amazon, WooCommerce and similar: product pages, email flows, customer support, reviews and the numbers behind the store.',
  categories: [
    {
      id: 'product-content',
      name: 'Product content',
      prompts: [
        {
          id: 'ecommerce-product-description',
          title: 'Product page that answers buyers’ questions',
          task: 'Write a product description that sells and cuts down support questions.',
          text: `Write a product page for [PRODUCT NAME] sold by [STORE NAME].

Facts: [MATERIALS, DIMENSIONS, WEIGHT, COLOURS, CARE, WHERE IT IS MADE, PRICE]
Who buys it and why: [CUSTOMER AND THEIR REASON]
Questions customers ask us about it: [LIST]

Give: a title under 70 characters, an opening paragraph of 2 sentences, 5 benefit-led bullet points that each include a fact, a "Size and care" section, and 4 FAQs from the questions above. Only the facts given.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-marketplace-listing',
          title: 'Marketplace listing to the platform’s rules',
          task: 'Adapt a product for Amazon, Etsy or eBay within each platform’s limits.',
          text: `Adapt this product for a [AMAZON / ETSY / EBAY] listing:

[PASTE YOUR PRODUCT PAGE OR FACTS]

Give: a title within the platform’s character limit, 5 bullet points or the equivalent section, a description, and [NUMBER] search terms or tags. Check the platform’s current listing rules with web search (title length, banned words, claims that need proof) and tell me what you checked and where.`,
          tool: 'web',
        },
        {
          id: 'ecommerce-collection-page',
          title: 'Collection page introduction',
          task: 'Write the short text at the top of a category page that helps shoppers choose.',
          text: `Write the introduction for the [COLLECTION NAME] page of [STORE NAME].

Products in it: [TYPES, PRICE RANGE]
How shoppers choose between them: [E.G. SIZE, MATERIAL, USE]

Under 90 words at the top, and a 150-word buying guide for the bottom of the page with the 3 questions that help someone choose. Mention the collection name naturally once in each.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-size-guide',
          title: 'Size and fit guide',
          task: 'Write a size guide that reduces returns.',
          text: `Write a size and fit guide for [PRODUCT TYPE] from [STORE NAME].

Our measurements: [SIZE CHART]
How it fits compared with common brands: [E.G. RUNS SMALL IN THE SHOULDERS]
Return reasons we see most: [LIST]

Include: how to measure yourself (steps), the chart, fit notes by size, and what to do if between sizes. Short and scannable.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-launch-plan',
          title: 'New product launch plan',
          task: 'Plan two weeks of launch content across email and social.',
          text: `Plan a 2-week launch for [PRODUCT] at [STORE NAME] on [LAUNCH DATE].

Audience: [WHO, LIST SIZE, SOCIAL CHANNELS]
Launch offer, if any: [OFFER]

A day-by-day table: channel, message, asset needed. Then write the launch-day email (subject under 45 characters, under 150 words) and a teaser post for 3 days before.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'email-marketing',
      name: 'Email marketing',
      prompts: [
        {
          id: 'ecommerce-welcome-flow',
          title: 'Welcome email flow',
          task: 'Write a 4-email welcome series for new subscribers.',
          text: `Write a welcome flow of 4 emails for new subscribers of [STORE NAME].

Our story: [WHY THE BRAND EXISTS, WHO MAKES THE PRODUCTS]
Best sellers: [PRODUCTS]
Sign-up incentive: [E.G. 10% CODE, FREE SHIPPING, NONE]

Email 1 immediately: welcome and the incentive. Email 2 after 2 days: our story. Email 3 after 4 days: best sellers with a reason for each. Email 4 after 7 days: reviews or how-to content, and a reminder if the incentive expires. Each with a subject line, a preview line, and under 150 words.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-abandoned-cart',
          title: 'Abandoned-cart emails',
          task: 'Recover abandoned carts with helpful reminders, not pressure.',
          text: `Write 3 abandoned-cart emails for [STORE NAME].

Common reasons people hesitate: [E.G. SHIPPING COST, SIZING, DELIVERY TIME]
Our policies: [SHIPPING, RETURNS, DELIVERY TIMES]

Email 1 after 1 hour: a simple reminder. Email 2 after 24 hours: answer the hesitation reasons. Email 3 after 72 hours: [A SMALL OFFER OR NONE]. Subject lines under 40 characters, each under 100 words, with the {cart_items} block where the platform inserts it.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-post-purchase',
          title: 'Post-purchase emails',
          task: 'Set expectations after an order and ask for a review at the right time.',
          text: `Write post-purchase emails for [STORE NAME]:

1. Order confirmed: what happens next and when it ships ([PROCESSING TIME]).
2. How to get the most from [PRODUCT]: care or usage tips ([TIPS]).
3. Review request, [DAYS] days after delivery: a link to [REVIEW PLATFORM], no incentive for positive reviews.
4. Replenishment or related product suggestion after [DAYS] days.

Each under 120 words with a subject line.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-win-back',
          title: 'Win-back email for lapsed customers',
          task: 'Re-engage customers who have not bought in months.',
          text: `Write a 2-email win-back sequence for customers of [STORE NAME] who have not ordered in [MONTHS] months.

What is new since: [NEW PRODUCTS, IMPROVEMENTS]
Offer: [OFFER OR NONE]

Email 1: what is new and a question. Email 2 a week later: the offer, and an easy way to unsubscribe or change preferences. Each under 110 words, with 2 subject-line options.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-sale-campaign',
          title: 'Seasonal sale campaign',
          task: 'Plan and write emails for a sale event such as Black Friday.',
          text: `Plan the emails for [STORE NAME]’s [SALE NAME] from [START] to [END].

Offer: [DISCOUNT AND WHAT IT APPLIES TO]
Stock constraints: [ITEMS WITH LIMITED STOCK]

Give: a schedule of 5 emails (early access, launch, reminder, last day, thank-you), each with a subject line, preview text and a 100-word body. Only true urgency: if stock is limited, say how many.`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'customer-support',
      name: 'Customer support',
      prompts: [
        {
          id: 'ecommerce-where-is-my-order',
          title: '"Where is my order?" replies',
          task: 'Answer delivery enquiries for each common situation.',
          text: `Write saved replies for [STORE NAME] for "Where is my order?" messages in these situations:

1. In transit and on time.
2. Delayed by the carrier.
3. Tracking shows delivered but the customer has not received it.
4. Not yet shipped, later than promised.

Our policies: [E.G. WE RESHIP AFTER 10 DAYS WITHOUT MOVEMENT, CARRIER CLAIMS PROCESS]. Each reply under 100 words, with {first_name}, {order_number} and {tracking_link}.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-returns-policy',
          title: 'Returns and refunds policy',
          task: 'Write a returns policy that is clear and fits consumer law where you sell.',
          text: `Write a returns and refunds policy for [STORE NAME], which sells [PRODUCTS] to customers in [COUNTRIES OR STATES].

Our rules: [RETURN WINDOW, CONDITION, WHO PAYS RETURN SHIPPING, REFUND TIMING, EXCHANGES, FINAL-SALE ITEMS]

Headed sections, plain words, a step-by-step "How to return" list. Then list where my rules may fall short of consumer law in the places I sell (for example cooling-off periods for online sales in the EU and UK), so I can check them.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-faq-from-tickets',
          title: 'FAQ page from support tickets',
          task: 'Find the questions customers really ask and answer them once.',
          text: `Attached are [NUMBER] recent support emails to [STORE NAME] (customer details removed).

Group them into the 10 most common questions, count each, and write an FAQ answer for each using our policies: [PASTE POLICIES]. Where our policies do not answer a question, list it for me instead of inventing an answer.`,
          tool: 'files',
        },
        {
          id: 'ecommerce-damaged-item-reply',
          title: 'Reply to a damaged or wrong item',
          task: 'Resolve a damaged-item complaint quickly and keep the customer.',
          text: `A customer wrote:

"[PASTE THE MESSAGE]"

Our options: [REPLACEMENT, REFUND, PARTIAL REFUND, WHETHER WE NEED A PHOTO, WHETHER THEY KEEP THE ITEM]

Write a reply that apologises once, asks only for what we truly need, states what we will do and when, and thanks them. Under 120 words.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-negative-review-response',
          title: 'Public reply to a product review',
          task: 'Answer a negative product review so future buyers see you care.',
          text: `Reply publicly to this product review on [STORE NAME]:

"[PASTE THE REVIEW]"

Facts: [WHAT WE KNOW ABOUT THE ORDER OR PRODUCT ISSUE, ANY FIX MADE]

Under 80 words: thank them, address the specific issue with facts useful for other shoppers (for example sizing), say what we did or will do, and invite them to email [SUPPORT EMAIL].`,
          tool: 'any',
        },
      ],
    },
    {
      id: 'store-growth',
      name: 'Store growth',
      prompts: [
        {
          id: 'ecommerce-sales-report-review',
          title: 'Monthly sales report review',
          task: 'Find what changed in your store’s month and what to do about it.',
          text: `Attached is [STORE NAME]’s sales export for [MONTH] and [PREVIOUS MONTH] (columns: [ORDER DATE, PRODUCT, QUANTITY, REVENUE, DISCOUNT, CHANNEL]).

Report: revenue and orders by channel, average order value, top and bottom 5 products, discount share of revenue, and what changed most between the months. Then 3 actions for next month. Only figures from the file; show how you calculated each.`,
          tool: 'files',
        },
        {
          id: 'ecommerce-free-shipping-threshold',
          title: 'Free-shipping threshold check',
          task: 'Work out a free-shipping threshold that raises order value without losing money.',
          text: `Help me set a free-shipping threshold for [STORE NAME].

Average order value: [AOV]. Average shipping cost to us: [COST]. Gross margin: [PERCENT]%. Order value distribution: [E.G. 40% UNDER $30, 35% $30-$60, 25% OVER $60].

Compare 3 thresholds: the likely effect on order value, our cost per order, and the break-even. State every assumption, and suggest how to test it for 4 weeks.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-influencer-outreach',
          title: 'Creator outreach message',
          task: 'Invite a small creator to try your product, with clear disclosure.',
          text: `Write a direct message from [STORE NAME] to [CREATOR NAME], a creator with about [FOLLOWERS] followers who posts about [TOPIC].

Something specific I liked in their content: [DETAIL]
Offer: [FREE PRODUCT / PAID POST AT $X / AFFILIATE CODE AT Y%]

Under 100 words, personal, no pressure. State that any post must be labelled as an ad or gifted as the platform and advertising rules require.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-ad-copy-variants',
          title: 'Ad copy variations to test',
          task: 'Write several ad versions for Meta or Google to test against each other.',
          text: `Write ad copy for [PRODUCT] from [STORE NAME] for [META / GOOGLE SEARCH].

Customer: [WHO]
Main reasons they buy: [REASONS]
Proof we can show: [REAL REVIEW QUOTES OR FACTS]

Give 5 variations, each built on a different angle (problem, benefit, proof, gift, comparison), within the platform’s character limits. No claims we cannot prove, no invented reviews.`,
          tool: 'any',
        },
        {
          id: 'ecommerce-competitor-listing-scan',
          title: 'Compare competing product listings',
          task: 'See how competitors present a similar product and find what buyers miss.',
          text: `Look at these competing listings for products like our [PRODUCT]: [LINKS TO 3-5 LISTINGS].

For each: price, shipping and returns terms, main claims, photos and video used, and the complaints that recur in their reviews. Then tell me 3 things [STORE NAME]’s listing could do better, based on what reviewers say is missing. Cite the page for each fact.`,
          tool: 'web',
          tip: 'Recurring complaints in competitors’ reviews are the questions your own page should answer first.',
        },
      ],
    },
  ],
};
