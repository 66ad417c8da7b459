/**
 * The CSV export is a browser download (a link, not a fetch): the session cookie goes with it
 * and the server names the file.
 */
export const exportContactsUrl = '/api/crm/contacts/export.csv';
