/**
 * Customers of a coordinating account (spec 2 §2 "/customers", §3 "Customer"): the business id check, the states
 * that count as a customer's open transports, the list's paging and the chat preview.
 */
import { BUSINESS_ID_PATTERN } from '../rules/field-rules.ts';
import { usesTopNavigation } from '../rules/permissions.ts';
import type { TransportState } from '../transports/states.ts';

/** The customers list's page size (like the transport list and reports). */
export const CUSTOMERS_PAGE_SIZE = 30;
/** The longest customer name (the product's short text limit). */
export const CUSTOMER_NAME_MAX_LENGTH = 200;
/** The length of the latest chat message's preview in the list. */
const CUSTOMER_CHAT_PREVIEW_LENGTH = 120;

/**
 * A customer's open transports: ordered and not yet finished, i.e. published (3), price calculated (31), reserved by
 * a driver (4) and in transit (5). Drafts (2) are not ordered yet; delivered (6), invoiced (7), cancelled (8) and
 * claim reported (9) are done.
 */
export const CUSTOMER_OPEN_TRANSPORT_STATES = [3, 31, 4, 5] as const satisfies readonly TransportState[];

/**
 * Whether a company orders transports for its customers: the coordinating accounts (account_type 9 and above, the
 * top navigation's, whose customers screen keeps the customers). Their order form offers an optional customer; other
 * companies neither see nor send one.
 */
export function ordersForCustomers(accountType: number | null | undefined): boolean {
  return usesTopNavigation(accountType);
}

const BUSINESS_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;

/**
 * A Finnish business id (Y-tunnus) `1234567-8` whose check digit is right: the seven digits weighted 7, 9, 10, 5, 8,
 * 4, 2 and summed; remainder 0 gives check digit 0, remainder 1 is never issued, otherwise 11 minus the remainder.
 */
export function isValidBusinessId(value: string): boolean {
  if (!BUSINESS_ID_PATTERN.test(value)) return false;
  const digits = value.slice(0, 7).split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (BUSINESS_ID_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return Number(value.slice(8)) === check;
}

/** The latest message's text for the list: tags and extra spaces gone, cut at `length` with an ellipsis. */
export function chatPreview(html: string, length = CUSTOMER_CHAT_PREVIEW_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
