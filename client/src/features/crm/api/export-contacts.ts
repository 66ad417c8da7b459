import { crmApi } from '../../../../../common/contracts/crm-api';
import { urlOf } from '../../../../../common/contracts/endpoint';

/**
 * The CSV export is a browser download (a link, not a fetch): the session cookie goes with it
 * and the server names the file.
 */
export const exportContactsUrl = urlOf(crmApi.exportContacts);
