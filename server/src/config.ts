import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Agency Launchpad <hello@agency-launchpad.com>'),
  SEED_DEMO: boolean.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  CLIENT_DIST_DIR: z.string().default('./dist/client'),
  TRUST_PROXY: boolean.optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  registerLimitPerHour: number;
  clientDistDir: string;
  trustProxy: boolean;
};

/** Reads the environment once at start-up; a wrong value stops the process with a sentence naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} ${issue.message.toLowerCase()}`,
    );
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}. See .env.example.`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // The demo account has a published password, so it is never created in production unless asked for.
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    clientDistDir: resolve(e.CLIENT_DIST_DIR),
    // Only behind a reverse proxy that sets X-Forwarded-For; otherwise clients could pick their own address.
    trustProxy: e.TRUST_PROXY ?? false,
  };
}

export class ConfigError extends Error {}

/** Loads ./.env into process.env when it exists; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
