export * from './accounts';
export * from './learning';
export * from './email';
export * from './crm';
export * from './marketing';
export * from './orders';
export * from './entitlements';
export * from './rate-limits';
