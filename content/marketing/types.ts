// The shapes of the public pages' copy. Components lay these out; they never hold text.

export type IconName = string;

export interface Link {
  label: string;
  to: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Faq {
  heading: string;
  items: readonly FaqItem[];
}

export interface Step {
  title: string;
  body: string;
  link: Link | null;
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
  to: string;
}

export interface FeatureGroup {
  title: string;
  icon: IconName;
  bullets: readonly string[];
}

export interface Problem {
  title: string;
  body: string;
}

export interface Testimonial {
  name: string;
  role: string;
  business: string;
  location: string;
  quote: string;
}

export interface BenefitCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface BonusDisplay {
  title: string;
  description: string;
  value: string;
}

/** Prices shown on an offer card: `originalPrice` is struck through, `price` is charged. */
export interface OfferCard {
  badge: string;
  title: string;
  description: string;
  originalPrice: string;
  price: string;
  priceNote: string;
  bullets: readonly string[];
  button: Link;
}

export interface FormField {
  label: string;
  placeholder: string;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface ContentBlock {
  title: string;
  body: string;
}
