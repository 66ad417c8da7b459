import type { Endpoint } from '../../../common/contracts/endpoint';

/**
 * A route's method and address taken from its contract's endpoint, for `app.route`:
 * `app.route({ ...on(crmApi.listContacts), schema, handler })`.
 */
export const on = <M extends Endpoint['method'], P extends string>(e: Endpoint<M, P>) => ({
  method: e.method,
  url: e.path,
});
