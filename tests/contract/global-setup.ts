// The contract tests' database: the server tests' PGlite template (cached under var/cache), always in
// memory here (ARCHITECTURE "Testing": a fresh in-memory PGlite per file), whatever TEST_DATABASE_URL says.
import type { TestProject } from 'vitest/node';
import { templateFile } from '../../server/seed/template';
import { TEST_SCRYPT_N } from '../server/support/constants';

export default async function setup(project: TestProject) {
  project.provide('templateFile', await templateFile({ scryptN: TEST_SCRYPT_N }));
  project.provide('pgTemplate', null);
}
