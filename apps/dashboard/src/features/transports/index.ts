/** What other features use of the transports area: the company's transports list (the frontpage widget reads it). */
export { useTransports, transportsQueryOptions } from './api/get-transports';
export { transportKeys, type TransportListParams } from './api/keys';
export { detailKeys } from './detail/api/keys';
export { ResumeOrder } from './wizard/ResumeOrder';
