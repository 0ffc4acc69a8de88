/** scrypt cost in tests (production default 16384). */
export const TEST_SCRYPT_N = 1024;
export const DEMO_PASSWORD = 'demo-pass-2026';
export const CLIENT_BASIC = 'Basic ' + Buffer.from('rwb-web:rwb-web-public').toString('base64');
