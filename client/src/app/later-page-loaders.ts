import type { ComponentType } from 'react';
import type { LaterPageId } from '../../../common/routes';

export type PageLoader = () => Promise<ComponentType>;

/**
 * How to load each page that is not a visitor's usual first page (those are in route-table.tsx):
 * the signed-in and operator pages and the rarely opened public ones. TypeScript refuses a page
 * of the list without a loader.
 */
export const laterPageLoaders = {
  'checkout/checkout-page': () =>
    import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
  'checkout/order-success-page': () =>
    import('../features/checkout/order-success-page').then((m) => m.OrderSuccessPage),
  'accounts/forgot-password-page': () =>
    import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'accounts/reset-password-page': () =>
    import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
  'accounts/email-verified-page': () =>
    import('../features/accounts/email-verified-page').then((m) => m.EmailVerifiedPage),
  'accounts/settings-page': () =>
    import('../features/accounts/settings-page').then((m) => m.SettingsPage),
  'reminders/turn-off-reminders-page': () =>
    import('../features/reminders/turn-off-reminders-page').then((m) => m.TurnOffRemindersPage),
  'checkout/access-page': () =>
    import('../features/checkout/access-page').then((m) => m.AccessPage),
  'learning/structured-learning-page': () =>
    import('../features/learning/structured-learning-page').then((m) => m.StructuredLearningPage),
  'learning/module-page': () =>
    import('../features/learning/module-page').then((m) => m.ModulePage),
  'learning/toolbox-dashboard-page': () =>
    import('../features/learning/toolbox-dashboard-page').then((m) => m.ToolboxDashboardPage),
  'learning/learning-path-page': () =>
    import('../features/learning/learning-path-page').then((m) => m.LearningPathPage),
  'learning/certificate-page': () =>
    import('../features/learning/certificate-page').then((m) => m.CertificatePage),
  'prompt-library/prompt-library-page': () =>
    import('../features/prompt-library/prompt-library-page').then((m) => m.PromptLibraryPage),
  'home/home-page': () => import('../features/home/home-page').then((m) => m.HomePage),
  'crm/crm-page': () => import('../features/crm/crm-page').then((m) => m.CrmPage),
  'lead-orders/lead-order-page': () =>
    import('../features/lead-orders/lead-order-page').then((m) => m.LeadOrderPage),
  'operator/operator-console-page': () =>
    import('../features/operator/operator-console-page').then((m) => m.OperatorConsolePage),
  'operator/lead-order-page': () =>
    import('../features/operator/lead-order-page').then((m) => m.LeadOrderPage),
  'growth/growth-hub-page': () =>
    import('../features/growth/growth-hub-page').then((m) => m.GrowthHubPage),
  'growth/prospecting-page': () =>
    import('../features/growth/prospecting-page').then((m) => m.ProspectingPage),
  'growth/kpi-tracker-page': () =>
    import('../features/growth/kpi-tracker-page').then((m) => m.KpiTrackerPage),
  'growth/sales-scripts-page': () =>
    import('../features/growth/sales-scripts-page').then((m) => m.SalesScriptsPage),
  'growth/closing-tools-page': () =>
    import('../features/growth/closing-tools-page').then((m) => m.ClosingToolsPage),
  'growth/networking-page': () =>
    import('../features/growth/networking-page').then((m) => m.NetworkingPage),
  'growth/guides/ai-agency-tools-page': () =>
    import('../features/growth/guides/ai-agency-tools-page').then((m) => m.AiAgencyToolsPage),
  'growth/guides/sales-scripts-page': () =>
    import('../features/growth/guides/sales-scripts-page').then((m) => m.SalesScriptsGuidePage),
  'growth/guides/kpi-tracker-page': () =>
    import('../features/growth/guides/kpi-tracker-page').then((m) => m.KpiTrackerGuidePage),
  'growth/guides/closing-techniques-page': () =>
    import('../features/growth/guides/closing-techniques-page').then(
      (m) => m.ClosingTechniquesPage,
    ),
  'growth/guides/social-media-strategy-page': () =>
    import('../features/growth/guides/social-media-strategy-page').then(
      (m) => m.SocialMediaStrategyPage,
    ),
} as const satisfies Record<LaterPageId, PageLoader>;

/** The signed-in frame and the purchase check travel with the signed-in pages, not the first file. */
export const loadSignedInShell = () =>
  import('./shell/signed-in-shell').then((m) => m.SignedInShell);
export const loadEntitlementGate = () =>
  import('./entitlement-gate').then((m) => m.EntitlementGate);
