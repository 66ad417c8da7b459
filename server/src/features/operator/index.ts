// What the app may use of the operator console: its routes (the lists and the lead-order calls).
export { operatorRoutes } from './routes';
