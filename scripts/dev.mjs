#!/usr/bin/env node
// `npm run dev`: the API from source with reload on change (tsx watch, port 3000) and
// Vite's dev server with hot reload (port 5173, proxying /api and /dev/ to the API).
// APP_URL points at Vite: the API's same-origin check accepts exactly that origin and
// e-mail links open the page you are developing (see vite.config.ts).
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/ensure-deps.mjs';

try {
  await ensureDependencies();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const env = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173', PORT: '3000' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log('› Nutri em desenvolvimento: http://localhost:5173 (API em http://localhost:3000)');
