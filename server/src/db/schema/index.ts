export * from './accounts';
export * from './progress';
export * from './email';
