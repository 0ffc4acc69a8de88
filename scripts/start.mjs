// npm start: install what is missing, build the elements, start ONE server (API + elements + demos).
import { spawn } from 'node:child_process';
import { ensureDeps, run, root } from './ensure.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

ensureDeps();
console.log('> building the elements…');
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

// The server is production unless told otherwise; the local demo is development (dev outbox, fault
// injection and clock on loopback, localhost CORS). An APP_ENV you set yourself wins.
const env = { ...process.env, APP_ENV: process.env.APP_ENV || 'development' };
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
