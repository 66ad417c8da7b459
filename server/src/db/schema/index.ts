export * from './accounts';
export * from './progress';
export * from './email';
export * from './crm';
export * from './marketing';
export * from './orders';
