import { formatUsd } from '../../../../common/catalogue';
import { dollarsToCents } from '../../../../common/crm-analytics';

/** Deal values are dollars (with cents); shown like every other price: "$4,500", "$99.50". */
export const formatDealValue = (dollars: number) => formatUsd(dollarsToCents(dollars));
