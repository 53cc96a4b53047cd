/** What other features use of the customers area: the page of customers (the order form's customer choice reads it). */
export { customersQueryOptions } from './api/get-customers';
