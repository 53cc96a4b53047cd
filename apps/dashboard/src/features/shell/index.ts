export { CompanyGate } from './components/CompanyGate';
export { DashboardLayout } from './components/DashboardLayout';
export { StartupNotices } from './components/StartupNotices';
export { VersionCheck } from './components/VersionCheck';
