// What the app may use of the checkout: its routes. What checkout and lead orders share (orders,
// payment intents, fulfilment, refunds) is the orders core's, in server/src/core/orders.
export { checkoutRoutes } from './routes';
