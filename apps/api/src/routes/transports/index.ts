/**
 * The company's transports (spec 2 §7), one job per module: the list, one transport, the order form's writes,
 * sharing, the reports and their Excel export, the map, the pricing look-ups of the order form and the condition
 * report (PDF). Reading goes through repository.ts, the contract's shapes through serialize.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { transportConditionReportRoutes } from './condition-report.ts';
import { transportDetailRoutes } from './detail.ts';
import { transportDriverRoutes } from './driver.ts';
import { transportImportRoutes } from './import.ts';
import { registerTransportEvents } from './live-events.ts';
import { transportListRoutes } from './list.ts';
import { transportMapRoutes } from './map.ts';
import { transportOrderAgainRoutes } from './order-again.ts';
import { transportPricingRoutes } from './pricing.ts';
import { transportReportRoutes } from './reports.ts';
import { transportShareRoutes } from './share.ts';
import { transportSharedViewRoutes } from './shared-view.ts';
import { transportWriteRoutes } from './write.ts';

export { sharedLink } from './share.ts';
export { vehicleSizes } from './texts.ts';
export { everyTransportDateRevived } from './repository.ts';

const modules = [
  transportListRoutes,
  transportWriteRoutes,
  transportImportRoutes,
  transportReportRoutes,
  transportMapRoutes,
  transportDetailRoutes,
  transportShareRoutes,
  transportSharedViewRoutes,
  transportPricingRoutes,
  transportOrderAgainRoutes,
  transportDriverRoutes,
  transportConditionReportRoutes,
];

export const transportsRoutes: FastifyPluginAsync = async (app) => {
  registerTransportEvents(app);
  // Each module is a plain function of the same instance (no encapsulation), as when this was one module.
  for (const register of modules) await register(app, {});
};
