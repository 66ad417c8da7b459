// Stripe.js, loaded from Stripe (as Stripe requires) only when the checkout shows the Payment
// Element in stripe mode; no other page ever requests it. These types cover what we call.

export type StripeError = { message?: string; type?: string };
export type StripePaymentElement = {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'ready', handler: () => void) => void;
};
export type StripeElements = {
  create: (type: 'payment', options?: Record<string, unknown>) => StripePaymentElement;
};
export type StripeClient = {
  elements: (options: {
    clientSecret: string;
    appearance?: Record<string, unknown>;
  }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }) => Promise<{ error?: StripeError }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

// The pinned major version of Stripe.js.
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

function loadScript(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  const Stripe = await loadScript();
  return Stripe(publishableKey);
}
