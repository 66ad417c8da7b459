// Stripe.js, loaded from Stripe (as Stripe requires) only when the checkout shows the Payment
// Element in stripe mode; no other page ever requests it. The types come from @stripe/stripe-js;
// its own loader is not used because it fetches a different Stripe.js release than the v3 script
// this page has always loaded.
import type { Stripe, StripeConstructor } from '@stripe/stripe-js';

// The pinned major version of Stripe.js.
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<StripeConstructor> | null = null;

function loadScript(): Promise<StripeConstructor> {
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

export async function loadStripe(publishableKey: string): Promise<Stripe> {
  const Stripe = await loadScript();
  return Stripe(publishableKey);
}
