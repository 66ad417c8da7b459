import { staticPart } from '../../components/static-html';

const LandingContent = staticPart(() => import('./landing-content').then((m) => m.LandingContent));

/** The landing page, / for signed-out and still-loading visitors: the same for every visitor. */
export function LandingPage() {
  return <LandingContent />;
}
