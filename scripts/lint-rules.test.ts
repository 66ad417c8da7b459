import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Plants a file where a wrong import or pattern would go and asks the project's own ESLint
// configuration about it: the boundaries hold only as long as these fail `npm run lint`.
const eslint = new ESLint({ cwd: process.cwd() });

// The first file linted loads the TypeScript resolver and the project's files: that happens here,
// once, so no single test carries it.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'client/src/warm-up.ts' }), 120_000);

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('lint refuses an import across a boundary', () => {
  it('a client feature importing another feature', async () => {
    expect(
      await rulesBroken(
        'client/src/features/crm/planted.tsx',
        "export { CheckoutPage } from '../checkout/checkout-page';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('a client feature importing the app that composes it', async () => {
    expect(
      await rulesBroken(
        'client/src/features/crm/planted.tsx',
        "export { AppRoutes } from '../../app/app-routes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('common importing the client', async () => {
    expect(
      await rulesBroken(
        'common/planted.ts',
        "export { apiRequest } from '../client/src/lib/api';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('content importing the database', async () => {
    expect(
      await rulesBroken('content/planted.ts', "export * from '../server/src/db/schema';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('the server importing the client, and the client the server', async () => {
    expect(
      await rulesBroken('server/src/planted.ts', "export * from '../../client/src/lib/cn';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken('client/src/planted.ts', "export * from '../../server/src/errors';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it("a server feature reaching past another feature's public module", async () => {
    expect(
      await rulesBroken(
        'server/src/features/crm/planted.ts',
        "export * from '../accounts/service';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('the database layer importing a feature', async () => {
    expect(
      await rulesBroken('server/src/db/planted.ts', "export * from '../features/crm/routes';\n"),
    ).toContain('import-x/no-restricted-paths');
  });
});

describe('lint allows what the layers are for', () => {
  it('a client feature importing components, lib, session, common and content', async () => {
    expect(
      await rulesBroken(
        'client/src/features/crm/planted.tsx',
        [
          "export { Button } from '../../components/ui/button';",
          "export { cn } from '../../lib/cn';",
          "export { useAuth } from '../../session/current-user';",
          "export { crmApi } from '../../../common/contracts/crm';",
          "export { crmText } from '../../../content/crm';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('lint refuses patterns the code has left behind', () => {
  it('`as unknown as`', async () => {
    expect(
      await rulesBroken('common/planted.ts', 'export const n = "1" as unknown as number;\n'),
    ).toContain('no-restricted-syntax');
  });

  it('an API path written outside the contracts', async () => {
    expect(
      await rulesBroken(
        'client/src/features/crm/planted.ts',
        "export const path = '/api/crm/contacts';\n",
      ),
    ).toContain('no-restricted-syntax');
    expect(
      await rulesBroken(
        'server/src/features/crm/planted.ts',
        'export const path = (id: string) => `/api/crm/contacts/${id}`;\n',
      ),
    ).toContain('no-restricted-syntax');
  });

  it('a product named outside the catalogue', async () => {
    expect(
      await rulesBroken(
        'server/src/features/checkout/planted.ts',
        "export const isLeads = (p: string) => p === 'blu_leads';\n",
      ),
    ).toContain('no-restricted-syntax');
  });
});
