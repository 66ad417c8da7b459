import { growthKitMessages, type GrowthKit } from '../../../../common/contracts/growth-kits';
import {
  closingDosAndDonts,
  closingObjections,
  closingTechniques,
  closingTemplates,
} from '../../../../content/growth/closing';
import { aiAgencyToolsGuide } from '../../../../content/growth/guides/ai-agency-tools';
import { closingTechniquesGuide } from '../../../../content/growth/guides/closing-techniques';
import { kpiGuideHeadlines, kpiTrackerGuide } from '../../../../content/growth/guides/kpi-tracker';
import { salesScriptsGuide } from '../../../../content/growth/guides/sales-scripts';
import { socialMediaGuide } from '../../../../content/growth/guides/social-media-strategy';
import {
  conversationScenarios,
  networkingEvents,
  networkingFollowUps,
  networkingStrategies,
  networkingTimeline,
} from '../../../../content/growth/networking';
import { salesScripts } from '../../../../content/growth/scripts';
import { notFound } from '../../errors';

/** The agency program's paid text by kit (tools' kits and the five guides): the client no longer bundles it. */
export function growthKit(kitId: string): GrowthKit {
  switch (kitId) {
    case 'sales-scripts':
      return { kit: 'sales-scripts', scripts: salesScripts };
    case 'closing-tools':
      return {
        kit: 'closing-tools',
        techniques: closingTechniques,
        objections: closingObjections,
        templates: closingTemplates,
        dosAndDonts: closingDosAndDonts,
      };
    case 'networking':
      return {
        kit: 'networking',
        strategies: networkingStrategies,
        events: networkingEvents,
        scenarios: conversationScenarios,
        followUps: networkingFollowUps,
        timeline: networkingTimeline,
      };
    case 'guide-ai-agency-tools':
      return { kit: 'guide-ai-agency-tools', guide: aiAgencyToolsGuide };
    case 'guide-sales-scripts':
      return { kit: 'guide-sales-scripts', guide: salesScriptsGuide };
    case 'guide-kpi-tracker':
      return { kit: 'guide-kpi-tracker', guide: kpiTrackerGuide, headlines: kpiGuideHeadlines };
    case 'guide-closing-techniques':
      return { kit: 'guide-closing-techniques', guide: closingTechniquesGuide };
    case 'guide-social-media-strategy':
      return { kit: 'guide-social-media-strategy', guide: socialMediaGuide };
    default:
      throw notFound(growthKitMessages.unknownKit);
  }
}
