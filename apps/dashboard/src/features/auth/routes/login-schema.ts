/** The sign-in's validation, loaded apart from the page (see LoginRoute). */
export { loginSchema } from '@siirto/domain';
