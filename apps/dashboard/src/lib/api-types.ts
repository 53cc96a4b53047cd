import type { components } from '@siirto/api-client/schema';

/** Shapes of the API answers, straight from the contract (openapi/openapi.yaml). */
type Schemas = components['schemas'];

export type MyUser = Schemas['MyUser'];
export type Licence = Schemas['License'];
export type Account = Schemas['Account'];
export type City = Schemas['City'];
export type Company = Schemas['Company'];
export type CompanyWrite = Schemas['CompanyWrite'];
export type GeoPoint = Schemas['GeoPoint'];
export type BusinessLocation = Schemas['BusinessLocation'];
export type BusinessLocationWrite = Schemas['BusinessLocationWrite'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyCreate = Schemas['ApiKeyCreate'];
export type ApiKeyCreated = Schemas['ApiKeyCreated'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointCreate = Schemas['WebhookEndpointCreate'];
export type WebhookEndpointUpdate = Schemas['WebhookEndpointUpdate'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type CompanyUser = Schemas['CompanyUser'];
export type CompanyUserUpdate = Schemas['CompanyUserUpdate'];
export type CompanyInvitation = Schemas['Invitation'];
export type InvitationCreate = Schemas['InvitationCreate'];
export type AccountUser = Schemas['AccountUser'];
export type Contact = Schemas['Contact'];
export type AdminStatus = Schemas['Status'];
export type EnumOption = Schemas['EnumOption'];
export type Enums = Schemas['Enums'];
export type NewFeature = Schemas['Feature'];
/** A row of the transport list (the list's projection, not the whole transport). */
export type TransportSummary = Schemas['TransportListItem'];
export type TransportList = Schemas['TransportList'];
export type SharedTransport = Schemas['SharedTransport'];
export type InvitationDetails = Schemas['InvitationDetails'];
export type TokenPair = Schemas['TokenPair'];
export type RegistrationRequest = Schemas['RegistrationRequest'];
export type InvitationRegisterRequest = Schemas['InvitationRegisterRequest'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserUpdateMultipart = Schemas['UserUpdateMultipart'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type AccountUpdate = Schemas['AccountUpdate'];
export type AccountUserUpdate = Schemas['AccountUserUpdate'];
export type AccountUserInvite = Schemas['AccountUserInvite'];
export type TransportState = Schemas['TransportState'];
