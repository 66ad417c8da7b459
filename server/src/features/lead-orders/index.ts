// What the app and other features may use of lead orders. The app registers the routes and hands
// the steps to the orders core; the operator console reads and delivers the orders.
export { leadOrderRoutes } from './routes';
export { leadOrderSteps } from './steps';
export { detailsOf, leadOrderFacts } from './details';
export { leadOrderFile } from './service';
export { checkLeadFile, defaultLeadFileName, type CheckedLeadFile } from './lead-file';
