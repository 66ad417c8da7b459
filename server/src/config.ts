import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  APP_URL: z.url().optional(),
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
  LEAD_CAPTURE_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).default(5),
  CLIENT_DIST_DIR: z.string().default('./dist/client'),
  TRUST_PROXY: boolean.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  PROMO_CODE: z.string().trim().min(3).max(64).default('LAUNCH100'),
  CHECKOUT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  OPEN_ACCESS: boolean.optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  PDF_RENDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(40),
  OPERATOR_EMAIL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine(
      (addresses) => addresses.every((address) => z.email().safeParse(address).success),
      'must be email addresses separated by commas',
    )
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  /** The site's public address (APP_URL, or PUBLIC_URL): email links, certificate verify links. */
  publicUrl: string;
  /** False when neither APP_URL nor PUBLIC_URL is set and publicUrl is the localhost default. */
  publicUrlIsSet: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  registerLimitPerHour: number;
  leadCaptureLimitPer10Min: number;
  clientDistDir: string;
  trustProxy: boolean;
  /** Stripe when its three keys are set; otherwise payments run in the simulated test mode. */
  stripe: StripeConfig | null;
  promoCode: string;
  checkoutLimitPerMinute: number;
  /** Launch setting: every signed-in user may open all paid content (record 0024). Default on. */
  openAccess: boolean;
  /** Server processes on PostgreSQL (one per core unless set); PGlite always runs one. */
  webConcurrency: number;
  /** Threads per process for CPU-heavy work such as PDFs (half the cores unless set). */
  workerThreads: number;
  /** PDFs one account may have made in an hour; kept copies served again are not counted. */
  pdfRenderLimitPerHour: number;
  /** Where the team's notice of each paid order goes; empty: every operator's address. */
  operatorEmails: readonly string[];
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only for tests: point the SDK at a fake Stripe API on loopback. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
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
  const stripeKeys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missingStripeKeys = Object.entries(stripeKeys).filter(([, value]) => !value);
  if (missingStripeKeys.length > 0 && missingStripeKeys.length < 3) {
    // Half a Stripe setup would take payments that never unlock anything: refuse to start.
    throw new ConfigError(
      `Invalid configuration: ${missingStripeKeys.map(([name]) => name).join(', ')} must be set together with the other STRIPE_ keys. See .env.example.`,
    );
  }
  const isProduction = e.NODE_ENV === 'production';
  const trimSlash = (url: string) => url.replace(/\/$/, '');
  if (e.APP_URL && e.PUBLIC_URL && trimSlash(e.APP_URL) !== trimSlash(e.PUBLIC_URL)) {
    throw new ConfigError(
      'Invalid configuration: APP_URL and PUBLIC_URL name the same address and differ; set one of them. See .env.example.',
    );
  }
  const setUrl = e.APP_URL ?? e.PUBLIC_URL;
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl: trimSlash(setUrl ?? `http://localhost:${e.PORT}`),
    publicUrlIsSet: setUrl !== undefined,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // The demo account has a published password, so it is never created in production unless asked for.
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    leadCaptureLimitPer10Min: e.LEAD_CAPTURE_LIMIT_PER_10_MIN,
    clientDistDir: resolve(e.CLIENT_DIST_DIR),
    // Only behind a reverse proxy that sets X-Forwarded-For; otherwise clients could pick their own address.
    trustProxy: e.TRUST_PROXY ?? false,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiHost: e.STRIPE_API_HOST,
            apiPort: e.STRIPE_API_PORT,
            apiProtocol: e.STRIPE_API_PROTOCOL,
          }
        : null,
    promoCode: e.PROMO_CODE,
    checkoutLimitPerMinute: e.CHECKOUT_LIMIT_PER_MINUTE,
    openAccess: e.OPEN_ACCESS ?? true,
    webConcurrency: e.WEB_CONCURRENCY ?? availableParallelism(),
    workerThreads: e.WORKER_THREADS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    pdfRenderLimitPerHour: e.PDF_RENDER_LIMIT_PER_HOUR,
    operatorEmails: e.OPERATOR_EMAIL ?? [],
  };
}

/**
 * The start-up warning of a production server that does not know its public address: every link
 * it prints (a certificate's verify link, the links in emails) would point at localhost.
 */
export function publicUrlWarning(config: Config): string | null {
  if (!config.isProduction || config.publicUrlIsSet) return null;
  return `APP_URL is not set: certificate verify links and email links point at ${config.publicUrl}. Set APP_URL to the site's public address (https://...).`;
}

export class ConfigError extends Error {}

/** Loads ./.env into process.env when it exists; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
