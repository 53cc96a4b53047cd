import { typedGet, typedResponse } from './api';
export const a = typedGet('/users/me/', () => ({ id: 'x' }));
export const b = typedResponse('get', '/transports/shared/{transportId}/', 404, { detail: 'x' });
export const c = typedResponse('get', '/transports/shared/{transportId}/', 404, { nope: 1 });
export const d = typedGet('/not-a-path/', {});
