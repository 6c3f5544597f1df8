import { TEST_SITE_URL } from './app.ts';

/**
 * A complete production configuration (docs/decisions/production-configuration.md), for tests of
 * what production does: every variable a live site must have, none of them a development stand-in.
 */
export function productionEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app:secret@ep-quiet-lake-123-pooler.us-east-2.aws.neon.tech/warehouses',
    SITE_URL: TEST_SITE_URL,
    SMTP_URL: 'smtps://mailer:secret@smtp.mail-provider.test:465',
    MAIL_FROM: 'Warehouse Finder <no-reply@warehouse-finder.test>',
    OPS_EMAIL: 'operations@warehouse-finder.test',
    ALERT_LINK_SECRET: 'a7f3c9e1b5d24680a7f3c9e1b5d24680a7f3c9e1',
    ADMIN_PATH: 'ops-7Qm2xR9vK4pL8nW3',
    NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/0123456789abcdef',
    NETLIFY_DEPLOY_WEBHOOK_SECRET: 'e1b5d24680a7f3c9e1b5d24680a7f3c9e1b5d246',
    ...overrides,
  };
}
