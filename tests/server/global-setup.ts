// Builds the template database once per run: a PGlite tarball (cached under var/cache), or with
// TEST_DATABASE_URL a PostgreSQL template database. Each test file then starts from a copy.
import type { TestProject } from 'vitest/node';
import { createPgTemplate, dropPgTemplate } from '../../server/db/test-databases';
import { seed } from '../../server/seed/index';
import { templateFile } from '../../server/seed/template';
import { TEST_SCRYPT_N } from './support/constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: the template tarball. */
    templateFile: string;
    /** PostgreSQL mode: the admin URL and the template database's name. */
    pgTemplate: { adminUrl: string; name: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `rwb_test_${process.pid}`;
    await createPgTemplate(adminUrl, name, (db) => seed(db, { scryptN: TEST_SCRYPT_N }));
    project.provide('templateFile', '');
    project.provide('pgTemplate', { adminUrl, name });
    return async () => {
      await dropPgTemplate(adminUrl, name);
    };
  }
  project.provide('templateFile', await templateFile({ scryptN: TEST_SCRYPT_N }));
  project.provide('pgTemplate', null);
}
