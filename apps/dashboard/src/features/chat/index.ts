/** The chat's public face for other features: its query keys (a new customer or chat refreshes the chat's lists). */
export { chatKeys } from './api/keys';
