// One chunk for the first screen behind a session (the dashboard shell and its home);
// the other signed-in screens load on their own, when opened (decision 0023: first-load weight).
export { DashboardHome } from '@/web/features/dashboard-home/dashboard-home';
export { DashboardLayout } from '@/web/features/dashboard-shell/dashboard-layout';
