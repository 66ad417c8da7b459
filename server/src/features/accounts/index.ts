// What other features may use of accounts. The operator script makes operator accounts with the
// same checks as a registration.
export { createUser } from './service';
