// npm run dev: rebuild the elements on change (vite build --watch) and restart the server on change.
import { spawn } from 'node:child_process';
import { ensureDeps, root } from './ensure.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

ensureDeps();
const children = [
  spawn('npx', ['vite', 'build', '--watch', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [...SERVER_NODE_FLAGS, '--watch-path=server', '--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, APP_ENV: process.env.APP_ENV || 'development' } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exit(code ?? 0); });
