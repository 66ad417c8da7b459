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
