/**
 * The learning feature's sentences, for the server's answers and the app's notices. A module of
 * its own so that a page can show them without loading the contract's schemas.
 */
export const learningMessages = {
  downloadSuccess: 'Resource downloaded successfully',
  downloadFailed: 'Failed to download resource',
  unknownResource: 'No resource has this name.',
  unknownLesson: 'This module has no such lesson.',
  derivedProgress: 'This module’s progress comes from its lessons: complete them one by one.',
  noCertificate: 'No certificate has this id.',
  certificateNotEarned: 'The certificate is issued once all four structured modules are complete.',
  certificateNameMissing: 'Enter the name to print on your certificate.',
  certificateNameTooLong: 'The name on your certificate must be at most 100 characters long.',
  certificateNameOneLine:
    'The name on your certificate must be one line of printable text, without line breaks or control characters.',
  certificateNameIsLogin:
    'This is what you sign in with, not your name: enter the name to print on your certificate.',
} as const;
