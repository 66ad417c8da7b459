// The Closing Tools' ROI calculator: pure arithmetic and its labels, bundled with the page. The
// closing kit's text is served by the server (GET /api/growth/kits/closing-tools, decision 0031).
import type { RoiInputs, RoiResult } from './types';

/**
 * The ROI calculator's starting values: a worked example of $47,000 saved a year against a
 * $15,000 implementation, a payback of 3.8 months. 15 hours a week at $50 is $39,000 a year,
 * plus $8,000 of other savings.
 */
export const roiStartingValues: RoiInputs = {
  hoursSavedPerWeek: 15,
  hourlyCost: 50,
  otherAnnualSavings: 8000,
  implementationCost: 15000,
};

export const WEEKS_PER_YEAR = 52;

export function computeRoi(inputs: RoiInputs): RoiResult {
  const annualSavings =
    inputs.hoursSavedPerWeek * inputs.hourlyCost * WEEKS_PER_YEAR + inputs.otherAnnualSavings;
  const monthlySavings = annualSavings / 12;
  return {
    annualSavings,
    monthlySavings,
    paybackMonths:
      monthlySavings > 0
        ? Math.round((inputs.implementationCost / monthlySavings) * 10) / 10
        : null,
    firstYearRoiPercent:
      inputs.implementationCost > 0
        ? Math.round(
            ((annualSavings - inputs.implementationCost) / inputs.implementationCost) * 100,
          )
        : null,
  };
}

/** A figure the calculator shows. */
export type RoiFigure =
  | 'annualSavings'
  | 'monthlySavings'
  | 'implementationCost'
  | 'paybackMonths'
  | 'firstYearRoiPercent';

const savingsInputs = ['hoursSavedPerWeek', 'hourlyCost', 'otherAnnualSavings'] as const;

/**
 * The inputs each figure is worked out from: with one input empty, the figures that do not use
 * it are still shown, and the others say which input they wait for.
 */
export const roiFigureInputs: Record<RoiFigure, readonly (keyof RoiInputs)[]> = {
  annualSavings: savingsInputs,
  monthlySavings: savingsInputs,
  implementationCost: ['implementationCost'],
  paybackMonths: [...savingsInputs, 'implementationCost'],
  firstYearRoiPercent: [...savingsInputs, 'implementationCost'],
};

/** The inputs a figure still needs, in the form's order; none when it can be worked out. */
export const missingRoiInputs = (
  figure: RoiFigure,
  missing: readonly (keyof RoiInputs)[],
): (keyof RoiInputs)[] => roiFigureInputs[figure].filter((input) => missing.includes(input));

/** The calculator's fields, in the order the form shows them. */
export const roiFields: readonly {
  key: keyof RoiInputs;
  label: string;
  help: string;
  unit: 'hours' | 'usd';
}[] = [
  {
    key: 'hoursSavedPerWeek',
    label: 'Hours saved per week',
    help: "Staff hours the automation takes off the client's week, e.g. booking emails and data entry.",
    unit: 'hours',
  },
  {
    key: 'hourlyCost',
    label: 'Cost of an hour of staff time ($)',
    help: 'Wage plus taxes and benefits; for most small firms 1.3 times the hourly wage.',
    unit: 'usd',
  },
  {
    key: 'otherAnnualSavings',
    label: 'Other savings per year ($)',
    help: 'Software cancelled, fewer missed jobs, less overtime: only what the client agrees is real.',
    unit: 'usd',
  },
  {
    key: 'implementationCost',
    label: 'Implementation cost ($)',
    help: 'Your setup fee plus the first year of any new subscriptions.',
    unit: 'usd',
  },
];
