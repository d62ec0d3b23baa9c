import { rmSync } from 'node:fs';
import { CHECKED_STATES_DIR } from './screen-state';

/** Each run starts with no screen state checked by axe (e2e/support/screen-state.ts). */
export default function globalSetup() {
  rmSync(CHECKED_STATES_DIR, { recursive: true, force: true });
  rmSync('test-results/axe-checked.log', { force: true });
}
