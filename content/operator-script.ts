/** What `npm run create-operator` prints. */
export const operatorScriptText = {
  usage:
    'Usage: npm run create-operator -- --username NAME [--email EMAIL --password PASSWORD]\n' +
    'An existing account is promoted; a new one needs --email and --password.\n' +
    '       npm run create-operator -- --username NAME --remove\n' +
    'takes the operator role away again (the account stays, as a member).',
  unknownAccount: 'No account has that username.',
  removed: (username: string) =>
    `${username} is no longer an operator (signed-in sessions lose the console at once)`,
  notOperator: (username: string) => `${username} was not an operator; nothing changed`,
  newNeedsAll: 'No account has that username: a new operator needs --email and --password.',
  promoted: (username: string) => `${username} is now an operator`,
  created: (username: string) => `operator ${username} created`,
};

/** What the server logs when no one would hear of a paid order, or no one can deliver it. */
export const noOperatorText = {
  atStart:
    'No operator account and no OPERATOR_EMAIL: nobody is told of paid orders and nobody can open the operator console to deliver lead orders. Create an operator with: npm run create-operator -- --username NAME --email EMAIL --password PASSWORD',
  atStartWithEmail:
    'No operator account: OPERATOR_EMAIL hears of paid orders, but nobody can open the operator console to deliver lead orders. Create an operator with: npm run create-operator -- --username NAME --email EMAIL --password PASSWORD',
  orderPaid:
    'A paid order was told to nobody (no operator account and no OPERATOR_EMAIL); it waits in the operator console. Create an operator with: npm run create-operator',
};
