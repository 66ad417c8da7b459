import { endpoint } from './endpoint';

/** The CRM's calls: contacts, follow-ups, figures, the export and the import. */
export const crmApi = {
  listContacts: endpoint('GET', '/api/crm/contacts'),
  createContact: endpoint('POST', '/api/crm/contacts'),
  exportContacts: endpoint('GET', '/api/crm/contacts/export.csv'),
  importContacts: endpoint('POST', '/api/crm/contacts/import'),
  restoreContact: endpoint('POST', '/api/crm/contacts/restore'),
  getContact: endpoint('GET', '/api/crm/contacts/:id'),
  updateContact: endpoint('PUT', '/api/crm/contacts/:id'),
  deleteContact: endpoint('DELETE', '/api/crm/contacts/:id'),
  contactDeals: endpoint('GET', '/api/crm/contacts/:id/deals'),
  analytics: endpoint('GET', '/api/crm/analytics'),
  listFollowUps: endpoint('GET', '/api/crm/follow-ups'),
  upcomingFollowUps: endpoint('GET', '/api/crm/follow-ups/upcoming'),
  nextFollowUps: endpoint('GET', '/api/crm/follow-ups/next'),
  createFollowUp: endpoint('POST', '/api/crm/follow-ups'),
  updateFollowUp: endpoint('PUT', '/api/crm/follow-ups/:id'),
  setFollowUpCompleted: endpoint('PATCH', '/api/crm/follow-ups/:id'),
  deleteFollowUp: endpoint('DELETE', '/api/crm/follow-ups/:id'),
  restoreFollowUp: endpoint('POST', '/api/crm/follow-ups/restore'),
  /** The private address of the account's follow-ups as a calendar: `CalendarFeedReply`. */
  calendarFeed: endpoint('GET', '/api/crm/calendar-feed'),
  /** A new address; the old one answers 404 from then on: `CalendarFeedReply`. */
  rotateCalendarFeed: endpoint('POST', '/api/crm/calendar-feed/rotate'),
  /**
   * The feed itself, at the address `calendarFeed` gives (`<token>.ics`): text/calendar, read by
   * calendar apps without a cookie; a token that is not an account's answers 404.
   */
  calendarFeedFile: endpoint('GET', '/api/crm/calendar/:file'),
} as const;
